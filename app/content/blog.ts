// A blog post's form rules (spec 5, Blog add and edit; spec 9: priority 0 to 50), shared by the
// browser and the server action. Browser-safe. The spec names fields after the old form
// (blogtitle2...); staff read plain labels ('Section 2 title'), so the messages use the same
// words in the spec's '{path} is a required field' style. The length limits are ours (the spec
// sets none) and keep a stored row sane.
import { z } from 'zod'
import { imageFile, numberInRange, removeImageFlag, requiredText, visibility } from './fields'

export const BLOG_LIMITS = {
  name: 200,
  title: 300,
  description: 10_000,
  sectionTitle: 300,
  sectionBody: 20_000,
  writerName: 200,
  writerDescription: 5000,
  sideTitle: 300,
  sideDescription: 5000,
  linkUrl: 2000,
  priorityMin: 0,
  priorityMax: 50,
} as const

export const BLOG_MESSAGES = {
  image: 'blog picture is a required field',
  priority: `priority must be a whole number from ${BLOG_LIMITS.priorityMin} to ${BLOG_LIMITS.priorityMax}`,
  linkUrl: 'link URL must be a web address starting with https:// or http://',
} as const

/** A text that may be left empty (stored as ''). */
function optionalText(path: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `${path} must be at most ${max} characters` })
    .optional()
    .transform((value) => value ?? '')
}

/** Only web addresses: a 'javascript:' link must never be stored, let alone shown. */
function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

const textFields = {
  name: requiredText('name', BLOG_LIMITS.name),
  title: requiredText('title', BLOG_LIMITS.title),
  description: requiredText('description', BLOG_LIMITS.description),
  section2Title: requiredText('section 2 title', BLOG_LIMITS.sectionTitle),
  section2Body: requiredText('section 2 text', BLOG_LIMITS.sectionBody),
  section3Title: optionalText('section 3 title', BLOG_LIMITS.sectionTitle),
  section3Body: optionalText('section 3 text', BLOG_LIMITS.sectionBody),
  writerName: requiredText('writer name', BLOG_LIMITS.writerName),
  writerDescription: optionalText('writer description', BLOG_LIMITS.writerDescription),
  sideTitle: optionalText('side title', BLOG_LIMITS.sideTitle),
  sideDescription: optionalText('side description', BLOG_LIMITS.sideDescription),
  linkUrl: optionalText('link URL', BLOG_LIMITS.linkUrl).refine((value) => value === '' || isWebAddress(value), { error: BLOG_MESSAGES.linkUrl }),
  isActive: visibility(),
  priority: numberInRange(BLOG_LIMITS.priorityMin, BLOG_LIMITS.priorityMax, BLOG_MESSAGES.priority),
  writerImage: imageFile().optional(),
  removeWriterImage: removeImageFlag(),
}

/** Add Blog: the blog picture is required (no file chosen posts an empty file, or nothing). */
export const newBlogSchema = z.object({
  ...textFields,
  image: z
    .unknown()
    .refine((value) => value !== undefined && value !== '' && !(value instanceof File && value.size === 0), {
      error: BLOG_MESSAGES.image,
      abort: true,
    })
    .pipe(imageFile()),
})

/** Edit Blog: the same, except that the blog picture is kept unless a new one is chosen. */
export const editBlogSchema = z.object({ ...textFields, image: imageFile().optional() })

export type BlogInput = z.infer<typeof editBlogSchema>
/** What is stored: the form's values without the file fields. */
export type BlogFields = Omit<BlogInput, 'image' | 'writerImage' | 'removeWriterImage'>
