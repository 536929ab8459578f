// A gallery picture's form rules (spec 5, Gallery add and edit: catid required; image required
// with 'Image is must for Gallery'; title required, at most 250 characters; priority required,
// a number from 0 to 50), shared by the browser and the server action, and by the screen that
// adds many at once. Browser-safe; the type is declared in app/content-types/gallery-image.tsx.
import { z } from 'zod'
import { imageFile, numberInRange, PICTURE_DESCRIPTION, requiredText } from './fields'
import { TRANSLATED_LANGUAGES } from './translations'
import { publishingFields, withPublishingRules } from './publishing'

export const GALLERY_IMAGE_LIMITS = { title: 250, priorityMin: 0, priorityMax: 50 } as const

export const GALLERY_IMAGE_MESSAGES = {
  image: 'Image is must for Gallery',
  category: 'category is a required field',
  unknownCategory: 'This category no longer exists. Please choose another one.',
  priority: `priority must be a whole number from ${GALLERY_IMAGE_LIMITS.priorityMin} to ${GALLERY_IMAGE_LIMITS.priorityMax}`,
} as const

const fields = {
  categoryId: z
    .number({ error: GALLERY_IMAGE_MESSAGES.category })
    .int({ error: GALLERY_IMAGE_MESSAGES.category })
    .min(1, { error: GALLERY_IMAGE_MESSAGES.category })
    .max(2_147_483_647, { error: GALLERY_IMAGE_MESSAGES.category }),
  title: requiredText('title', GALLERY_IMAGE_LIMITS.title),
  ...publishingFields(),
  priority: numberInRange(GALLERY_IMAGE_LIMITS.priorityMin, GALLERY_IMAGE_LIMITS.priorityMax, GALLERY_IMAGE_MESSAGES.priority),
}

/** Edit: the picture is kept unless a new one is chosen (Add requires one: the picture is the point of a gallery entry). */
export const galleryImageSchema = z.object({ ...fields, image: imageFile().optional() })

// ---------------------------------------------------------------- many pictures at once
// (beyond the spec) every chosen file becomes a picture of one album, without a title or a
// description: a file name ('IMG_4032') is neither, and read out in a picture's place it tells a
// visitor nothing (issue 41 item 5). Staff give both, in every language, on the grid that follows.

export const GALLERY_UPLOAD_LIMITS = { files: 20 } as const
export const GALLERY_UPLOAD_MESSAGES = {
  none: 'Choose at least one picture',
  tooMany: `Choose at most ${GALLERY_UPLOAD_LIMITS.files} pictures at a time`,
} as const

const uploadSettings = { categoryId: fields.categoryId, status: fields.status, publishAt: fields.publishAt, priority: fields.priority }

/** The whole form (without JavaScript every file travels in one post). */
export const galleryUploadSchema = withPublishingRules(
  z.object({
    ...uploadSettings,
    images: z
      .array(imageFile(), { error: GALLERY_UPLOAD_MESSAGES.none })
      .min(1, { error: GALLERY_UPLOAD_MESSAGES.none })
      .max(GALLERY_UPLOAD_LIMITS.files, { error: GALLERY_UPLOAD_MESSAGES.tooMany }),
  }),
)

/** One file of it (with JavaScript each file is posted alone, with its own progress bar). */
export const galleryUploadOneSchema = withPublishingRules(z.object({ ...uploadSettings, image: imageFile() }))

export type GalleryUploadSettings = Omit<z.infer<typeof galleryUploadOneSchema>, 'image'>

// ---------------------------------------------------------------- describing them

/** The most pictures one describing grid holds: one upload's. */
export const DESCRIBE_LIMIT = GALLERY_UPLOAD_LIMITS.files

/** The grid's field of a picture's text: 'title-12', 'alt-12' (and 'title-12__ur' in Urdu). */
export const describeFieldName = (field: 'title' | 'alt', id: number) => `${field}-${id}`

const optionalText = (path: string, max: number, message = `${path} must be at most ${max} characters`) =>
  z.string().trim().max(max, { error: message }).optional().default('')

/**
 * The grid's form for these pictures: each one's title and what it shows, in English and in each
 * translated language, every one optional (a picture may wait for its words; the list flags one
 * without a description).
 */
export function galleryDescriptionsSchema(ids: number[]) {
  const shape: Record<string, z.ZodType> = {}
  for (const id of ids) {
    for (const language of ['', ...TRANSLATED_LANGUAGES.map((code) => `__${code}`)]) {
      shape[`${describeFieldName('title', id)}${language}`] = optionalText('title', GALLERY_IMAGE_LIMITS.title)
      shape[`${describeFieldName('alt', id)}${language}`] = optionalText('description', PICTURE_DESCRIPTION.max, PICTURE_DESCRIPTION.tooLong)
    }
  }
  return z.object(shape)
}
