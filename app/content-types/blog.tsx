// A blog post (spec 2.5, 3 and 5, Blog add and edit; spec 9: priority 0 to 50). Browser-safe;
// its table is bound in blog.server.ts (the public queries stay in models/blog.server.ts).
// The spec names fields after the old form
// (blogtitle2...); staff read plain labels ('Section 2 title'), so the messages use the same
// words in the spec's '{path} is a required field' style. The length limits are ours (the spec
// sets none) and keep a stored row sane.
import { z } from 'zod'
import { imageFile, numberInRange, removeImageFlag, requiredText } from '~/content/fields'
import { publishingFields } from '~/content/publishing'
import { ADDED_COLUMN, defineContentType, PICTURE_COLUMN, STATUS_COLUMN, STATUS_DETAIL, STATUS_FILTER } from './declaration'

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
  ...publishingFields(),
  priority: numberInRange(BLOG_LIMITS.priorityMin, BLOG_LIMITS.priorityMax, BLOG_MESSAGES.priority),
  writerImage: imageFile().optional(),
  removeWriterImage: removeImageFlag(),
}

/** Edit Blog: the blog picture is kept unless a new one is chosen (Add Blog requires one). */
export const blogSchema = z.object({ ...textFields, image: imageFile().optional() })

const L = BLOG_LIMITS

export const blog = defineContentType({
  path: '/admin/blogs',
  area: 'blogs',
  history: true,
  schema: blogSchema,
  labels: { singular: 'Blog post', name: 'Blog', plural: 'blog posts', list: 'Blog List', search: 'Search by name or title' },
  listIntro: 'The posts of the public blog. Only visible posts appear on the website.',
  // spec 2.5: Image, Name, Title, Date
  columns: [PICTURE_COLUMN, { header: 'Name', key: 'name' }, { header: 'Title', key: 'title', show: 'title' }, ADDED_COLUMN, STATUS_COLUMN],
  filters: [STATUS_FILTER],
  // in the order the public page shows them (spec 3)
  form: [
    { part: 'The post', kind: 'text', name: 'name', label: 'Name', maxLength: L.name, autoComplete: 'off', description: 'A short label for the post, such as its topic.', translated: true },
    { part: 'The post', kind: 'image', name: 'image', label: 'Blog picture', requiredOnAdd: BLOG_MESSAGES.image },
    { part: 'The post', kind: 'text', name: 'title', label: 'Title', maxLength: L.title, autoComplete: 'off', translated: true },
    { part: 'The post', kind: 'textarea', name: 'description', label: 'Description', maxLength: L.description, formatted: true, description: 'The opening text; the blog list shows its beginning.', translated: true },
    { part: 'Section 2', kind: 'text', name: 'section2Title', label: 'Section 2 title', maxLength: L.sectionTitle, autoComplete: 'off', translated: true },
    { part: 'Section 2', kind: 'textarea', name: 'section2Body', label: 'Section 2 text', maxLength: L.sectionBody, formatted: true, translated: true },
    { part: 'Section 3 (optional)', kind: 'text', name: 'section3Title', label: 'Section 3 title', maxLength: L.sectionTitle, autoComplete: 'off', translated: true },
    { part: 'Section 3 (optional)', kind: 'textarea', name: 'section3Body', label: 'Section 3 text', maxLength: L.sectionBody, formatted: true, translated: true },
    { part: 'The writer', kind: 'text', name: 'writerName', label: 'Writer name', maxLength: L.writerName, autoComplete: 'off' },
    { part: 'The writer', kind: 'image', name: 'writerImage', label: 'Writer picture', removeWith: 'removeWriterImage' },
    { part: 'The writer', kind: 'textarea', name: 'writerDescription', label: 'Writer description', maxLength: L.writerDescription, formatted: true, description: 'Optional.', translated: true },
    { part: 'Side note and link (optional)', kind: 'text', name: 'sideTitle', label: 'Side title', maxLength: L.sideTitle, autoComplete: 'off', translated: true },
    { part: 'Side note and link (optional)', kind: 'textarea', name: 'sideDescription', label: 'Side description', maxLength: L.sideDescription, formatted: true, translated: true },
    {
      part: 'Side note and link (optional)',
      kind: 'url',
      name: 'linkUrl',
      label: 'Link URL',
      maxLength: L.linkUrl,
      description: 'A web page to read more, starting with https://. Optional.',
    },
    { part: 'Publishing', kind: 'publishing', name: 'status', dated: true },
    { part: 'Publishing', kind: 'priority', name: 'priority', min: L.priorityMin, max: L.priorityMax },
  ],
  detailPictureSize: 350,
  detail: [
    { label: 'Name', key: 'name' },
    { label: 'Title', key: 'title' },
    { label: 'Description', key: 'description', show: 'long' },
    { label: 'Section 2 title', key: 'section2Title', show: 'optional' },
    { label: 'Section 2 text', key: 'section2Body', show: 'long-optional' },
    { label: 'Section 3 title', key: 'section3Title', show: 'optional' },
    { label: 'Section 3 text', key: 'section3Body', show: 'long-optional' },
    { label: 'Writer picture', key: 'writerImage', show: 'image' },
    { label: 'Writer name', key: 'writerName' },
    { label: 'Writer description', key: 'writerDescription', show: 'long-optional' },
    { label: 'Side title', key: 'sideTitle', show: 'optional' },
    { label: 'Side description', key: 'sideDescription', show: 'long-optional' },
    { label: 'Link URL', key: 'linkUrl', show: 'link' },
    STATUS_DETAIL,
    { label: 'Priority', key: 'priority' },
  ],
  publicPath: (item) => `/BlogDetail/${item.id}`,
  alt: (value, field) => (field === 'writerImage' ? `Portrait of ${value.writerName}` : `Picture for “${value.title}”`),
  toasts: {
    added: (value) => `Blog post “${value.title}” added.`,
    saved: (value) => `Blog post “${value.title}” saved.`,
  },
})
