// A declaration names a type once ('Team Member', 'team members'); the labels the screens show
// follow from it. These are, word for word, the texts the hand-written screens showed.
import { describe, expect, it } from 'vitest'
import { blog } from './blog'
import { event } from './event'
import { teamMember } from './team-member'
import { testimonial } from './testimonial'

describe('labels of the declared types', () => {
  it.each([
    [testimonial, 'Testimonial', 'Testimonials', 'Testimonials', 'Add Testimonial', 'Edit Testimonial', 'No testimonials yet. Add the first one with Add Testimonial.'],
    [teamMember, 'Team member', 'Member List', 'Team members', 'Add Team Member', 'Edit Team Member', 'No team members yet. Add the first one with Add Team Member.'],
    [event, 'Event', 'Events', 'Events', 'Add Event', 'Edit Event', 'No events yet. Add the first one with Add Event.'],
    [blog, 'Blog post', 'Blog List', 'Blog posts', 'Add Blog', 'Edit Blog', 'No blog posts yet. Add the first one with Add Blog.'],
  ])('%#: %s', (type, singular, list, caption, add, edit, empty) => {
    expect(type.labels).toMatchObject({ singular, list, caption, add, edit, empty })
  })
})
