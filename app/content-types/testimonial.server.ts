// Where testimonials are stored, and which ones the public site shows: visible ones only,
// priority first (lowest number first), then newest; id breaks ties between rows created in
// the same instant.
import { asc, desc, eq } from 'drizzle-orm'
import { testimonials } from '../../database/schema'
import { defineStore, listVisible } from './store.server'
import { testimonial } from './testimonial'

export const testimonialStore = defineStore({
  type: testimonial,
  table: testimonials,
  search: [testimonials.name, testimonials.email],
  visible: {
    where: eq(testimonials.isActive, true),
    orderBy: [asc(testimonials.priority), desc(testimonials.createdAt), desc(testimonials.id)],
  },
})

/** The home page's carousel: every visible testimonial (or the first `limit`), without e-mail addresses. */
export function listVisibleTestimonials(limit?: number) {
  return listVisible(testimonialStore, ['name', 'profession', 'message', 'rating'], limit)
}

export type PublicTestimonial = Awaited<ReturnType<typeof listVisibleTestimonials>>[number]
