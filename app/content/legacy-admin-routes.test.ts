// The old admin addresses lead to the exact new screens, with the same id, in any letter case.
import { describe, expect, it } from 'vitest'
import { legacyAdminTarget } from './legacy-admin-routes'

describe('legacy admin addresses', () => {
  it.each([
    ['/testimoniallist', '/admin/testimonials'],
    ['/TestimonialList', '/admin/testimonials'],
    ['/addtestimonial', '/admin/testimonials/new'],
    ['/edittestimonial/12', '/admin/testimonials/12/edit'],
    ['/testimonialdetail/7', '/admin/testimonials/7'],
    ['/contactlist', '/admin/contact-messages'],
    ['/contactdetail/31', '/admin/contact-messages/31'],
  ])('%s leads to %s', (legacy, target) => {
    expect(legacyAdminTarget(legacy)).toBe(target)
  })

  it('refuses an id that is not a number', () => {
    expect(legacyAdminTarget('/contactdetail/abc')).toBeNull()
  })
})
