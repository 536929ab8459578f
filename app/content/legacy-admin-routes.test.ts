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
    ['/bloglist', '/admin/blogs'],
    ['/BlogList', '/admin/blogs'],
    ['/addblog', '/admin/blogs/new'],
    ['/editblog/5', '/admin/blogs/5/edit'],
    ['/blogdetaila/8', '/admin/blogs/8'],
    ['/BlogDetailA/8', '/admin/blogs/8'],
    ['/eventlist', '/admin/events'],
    ['/EventList', '/admin/events'],
    ['/addevent', '/admin/events/new'],
    ['/editevent/14', '/admin/events/14/edit'],
    ['/teamlist', '/admin/team'],
    ['/addteam', '/admin/team/new'],
    ['/teamdetail/9', '/admin/team/9'],
    ['/editteam/9', '/admin/team/9/edit'],
    ['/EditTeam/21', '/admin/team/21/edit'],
    ['/gallerycategory', '/admin/gallery-categories'],
    ['/GalleryCategory', '/admin/gallery-categories'],
    ['/addgallerycategory', '/admin/gallery-categories/new'],
    ['/gallerycategorydetail/6', '/admin/gallery-categories/6'],
    ['/gallerycategoryDetail/6', '/admin/gallery-categories/6'],
    ['/editgallerycategory/6', '/admin/gallery-categories/6/edit'],
    ['/gallerylist', '/admin/gallery-images'],
    ['/addgallery', '/admin/gallery-images/new'],
    ['/editgallery/17', '/admin/gallery-images/17/edit'],
    ['/payment', '/admin/payments'],
    ['/Payment', '/admin/payments'],
  ])('%s leads to %s', (legacy, target) => {
    expect(legacyAdminTarget(legacy)).toBe(target)
  })

  it('refuses an id that is not a number', () => {
    expect(legacyAdminTarget('/contactdetail/abc')).toBeNull()
  })
})
