// A testimonial's form rules (spec 5, Testimonial, first reading), shared by the browser and the
// server action. Browser-safe. The length limits are ours (the spec sets none) and keep a
// stored row sane.
import { z } from 'zod'
import { imageFile, numberInRange, removeImageFlag, requiredEmail, requiredText, visibility } from './fields'

export const TESTIMONIAL_MESSAGES = {
  rating: 'Select 1 to 5 rating',
  priority: 'Set Priority from 1 to 20',
} as const

export const TESTIMONIAL_LIMITS = { name: 200, profession: 200, message: 5000, priorityMin: 1, priorityMax: 20 } as const

export const testimonialSchema = z.object({
  name: requiredText('name', TESTIMONIAL_LIMITS.name),
  email: requiredEmail('email'),
  profession: requiredText('profession', TESTIMONIAL_LIMITS.profession),
  message: requiredText('message', TESTIMONIAL_LIMITS.message),
  rating: numberInRange(1, 5, TESTIMONIAL_MESSAGES.rating),
  isActive: visibility(),
  priority: numberInRange(TESTIMONIAL_LIMITS.priorityMin, TESTIMONIAL_LIMITS.priorityMax, TESTIMONIAL_MESSAGES.priority),
  image: imageFile().optional(),
  removeImage: removeImageFlag(),
})

export type TestimonialInput = z.infer<typeof testimonialSchema>
/** What is stored: the form's values without the file fields. */
export type TestimonialFields = Omit<TestimonialInput, 'image' | 'removeImage'>
