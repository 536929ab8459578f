// A gallery category's form rules (spec 5, Gallery category add: category, description,
// priority, isactive required), shared by the browser and the server action. Browser-safe.
// The spec calls the name "category" (the admin menu says "Gallery Event"); the label reads
// "Event name" and the message keeps the spec's path. The spec gives no priority range for
// categories: we use 0 to 50, as for gallery images and blogs, and say so in the message.
// The length limits are ours and keep a stored row sane.
import { z } from 'zod'
import { imageFile, numberInRange, requiredText, visibility } from './fields'

export const GALLERY_CATEGORY_LIMITS = { name: 200, description: 5000, priorityMin: 0, priorityMax: 50 } as const

export const GALLERY_CATEGORY_MESSAGES = {
  image: 'image is a required field',
  priority: `priority must be a whole number from ${GALLERY_CATEGORY_LIMITS.priorityMin} to ${GALLERY_CATEGORY_LIMITS.priorityMax}`,
} as const

const fields = {
  category: requiredText('category', GALLERY_CATEGORY_LIMITS.name),
  description: requiredText('description', GALLERY_CATEGORY_LIMITS.description),
  isActive: visibility(),
  priority: numberInRange(GALLERY_CATEGORY_LIMITS.priorityMin, GALLERY_CATEGORY_LIMITS.priorityMax, GALLERY_CATEGORY_MESSAGES.priority),
}

/** Add: the cover picture is required (no file chosen posts an empty file, or nothing). */
export const newGalleryCategorySchema = z.object({
  ...fields,
  image: z
    .unknown()
    .refine((value) => value !== undefined && value !== '' && !(value instanceof File && value.size === 0), {
      error: GALLERY_CATEGORY_MESSAGES.image,
      abort: true,
    })
    .pipe(imageFile()),
})

/** Edit: the same, except that the picture is kept unless a new one is chosen. */
export const editGalleryCategorySchema = z.object({ ...fields, image: imageFile().optional() })

export type GalleryCategoryInput = z.infer<typeof editGalleryCategorySchema>
/** What is stored: the row's own column names. */
export type GalleryCategoryFields = { name: string; description: string; isActive: boolean; priority: number }

export function galleryCategoryFields({ category, description, isActive, priority }: GalleryCategoryInput): GalleryCategoryFields {
  return { name: category, description, isActive, priority }
}
