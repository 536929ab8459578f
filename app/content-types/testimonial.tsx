// A testimonial (spec 2.5 and 5, Testimonial, first reading): what a person says about us,
// shown in the home page's carousel. Browser-safe; its table is bound in testimonial.server.ts.
import { z } from 'zod'
import { numberInRange, requiredText } from '~/content/fields'
import { ADDED_COLUMN, defineContentType, PICTURE_COLUMN, STATUS_COLUMN, STATUS_FILTER } from './declaration'
import { PERSON_LIMITS, personIdentity, personShowing, portraitAlt } from './person'

export const TESTIMONIAL_MESSAGES = { rating: 'Select 1 to 5 rating' } as const

export const testimonialSchema = z.object({
  ...personIdentity.schema,
  message: requiredText('message', PERSON_LIMITS.text),
  rating: numberInRange(1, 5, TESTIMONIAL_MESSAGES.rating),
  ...personShowing.schema,
})

export const testimonial = defineContentType({
  path: '/admin/testimonials',
  area: 'testimonials',
  schema: testimonialSchema,
  labels: { singular: 'Testimonial', name: 'Testimonial', plural: 'testimonials', list: 'Testimonials', search: 'Search by name or e-mail' },
  listIntro: ({ visible }) => (
    <>
      What people say about us. At least 3 visible testimonials are needed for the home page; its carousel needs more than
      one. <strong>Visible now: {visible}.</strong>
    </>
  ),
  // spec 2.5: Image, Name, E-mail, Date
  columns: [PICTURE_COLUMN, { header: 'Name', key: 'name', show: 'title' }, { header: 'E-mail', key: 'email', className: 'break-all' }, ADDED_COLUMN, STATUS_COLUMN],
  filters: [STATUS_FILTER],
  // spec 2.5: name, email, profession, message, picture, rating 1 to 5 stars, visibility, priority
  form: [
    ...personIdentity.form,
    { kind: 'textarea', name: 'message', label: 'Message', translated: true },
    personShowing.image,
    { kind: 'rating', name: 'rating' },
    ...personShowing.form,
  ],
  detail: [
    ...personIdentity.detail,
    { label: 'Bio', key: 'message', show: 'long' },
    { label: 'Rating', key: 'rating', show: 'rating' },
    ...personShowing.detail,
  ],
  alt: portraitAlt,
  toasts: {
    added: (value) => `Testimonial from ${value.name} added.`,
    saved: (value) => `Testimonial from ${value.name} saved.`,
  },
})
