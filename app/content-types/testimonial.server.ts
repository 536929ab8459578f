// Where testimonials are stored; the public site shows the visible ones by priority.
import { testimonials } from '../../database/schema'
import { DEFAULT_LANGUAGE, type Language } from '~/i18n/languages'
import { defineStore, listVisible, visibleByPriority } from './store.server'
import { testimonial } from './testimonial'

export const testimonialStore = defineStore({
  type: testimonial,
  table: testimonials,
  search: [testimonials.name, testimonials.email],
  visible: visibleByPriority(testimonials),
})

/** The home page's carousel: every visible testimonial, without e-mail addresses. */
export function listVisibleTestimonials(limit?: number, language: Language = DEFAULT_LANGUAGE) {
  return listVisible(testimonialStore, ['name', 'profession', 'message', 'rating'], limit, undefined, new Date(), language)
}
