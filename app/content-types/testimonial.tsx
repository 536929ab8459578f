// A testimonial (spec 2.5 and 5, Testimonial, first reading): what people say about us, shown
// in the home page's carousel. Browser-safe; its table is bound in testimonial.server.ts. The
// length limits are ours (the spec sets none) and keep a stored row sane.
import { z } from 'zod'
import { imageFile, numberInRange, removeImageFlag, requiredEmail, requiredText, visibility } from '~/content/fields'
import { defineContentType } from './declaration'

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

export const testimonial = defineContentType({
  formId: 'testimonial',
  path: '/admin/testimonials',
  schema: testimonialSchema,
  titleField: 'name',
  labels: {
    singular: 'Testimonial',
    list: 'Testimonials',
    caption: 'Testimonials',
    add: 'Add Testimonial',
    edit: 'Edit Testimonial',
    search: 'Search by name or e-mail',
    empty: 'No testimonials yet. Add the first one with Add Testimonial.',
  },
  listIntro: ({ visible }) => (
    <>
      What people say about us. At least 3 visible testimonials are needed for the home page; its carousel needs more than
      one. <strong>Visible now: {visible}.</strong>
    </>
  ),
  // spec 2.5: Image, Name, E-mail, Date
  columns: [
    { header: 'Image', key: 'image', show: 'image' },
    { header: 'Name', key: 'name', show: 'title' },
    { header: 'E-mail', key: 'email', className: 'break-all' },
    { header: 'Date', key: 'createdAt', show: 'date' },
  ],
  // spec 2.5: name, email, profession, message, picture, rating 1 to 5 stars, visibility, priority
  form: [
    { kind: 'text', name: 'name', label: 'Name', maxLength: TESTIMONIAL_LIMITS.name, autoComplete: 'off' },
    { kind: 'email', name: 'email', label: 'Email' },
    { kind: 'text', name: 'profession', label: 'Profession', maxLength: TESTIMONIAL_LIMITS.profession },
    { kind: 'textarea', name: 'message', label: 'Message' },
    { kind: 'image', name: 'image', removeWith: 'removeImage' },
    { kind: 'rating', name: 'rating' },
    { kind: 'visibility', name: 'isActive' },
    { kind: 'priority', name: 'priority', min: TESTIMONIAL_LIMITS.priorityMin, max: TESTIMONIAL_LIMITS.priorityMax },
  ],
  detail: [
    { label: 'Name', key: 'name' },
    { label: 'Email', key: 'email' },
    { label: 'Profession', key: 'profession' },
    { label: 'Bio', key: 'message', show: 'long' },
    { label: 'Rating', key: 'rating', show: 'rating' },
    { label: 'Visibility', key: 'isActive', show: 'visibility' },
    { label: 'Priority', key: 'priority' },
  ],
  alt: (value) => `Portrait of ${value.name}`,
  toasts: {
    added: (value) => `Testimonial from ${value.name} added.`,
    saved: (value) => `Testimonial from ${value.name} saved.`,
  },
})
