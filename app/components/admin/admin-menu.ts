// The side menu of the back office (spec 2.5), in its order; Receipts, Users, Settings, E-mail,
// Privacy and Activity log are beyond the spec. Each entry is its area of the permissions table
// (app/content/permissions.ts): a person sees only the entries their roles open.
import { may, type Area, type StaffRole } from '~/content/permissions'

export const ADMIN_MENU = [
  { label: 'Home', to: '/admin', end: true, area: 'dashboard' },
  { label: 'Contact List', to: '/admin/contact-messages', area: 'contactMessages' },
  { label: 'Blog List', to: '/admin/blogs', area: 'blogs' },
  { label: 'Events List', to: '/admin/events', area: 'events' },
  { label: 'Member List', to: '/admin/team', area: 'teamMembers' },
  { label: 'Gallery Event', to: '/admin/gallery-categories', area: 'galleryCategories' },
  { label: 'Gallery List', to: '/admin/gallery-images', area: 'galleryImages' },
  { label: 'Testimonial', to: '/admin/testimonials', area: 'testimonials' },
  { label: 'Donation', to: '/admin/payments', area: 'payments' },
  { label: 'Receipts', to: '/admin/receipts', area: 'receipts' },
  { label: 'Users', to: '/admin/users', area: 'users' },
  { label: 'Settings', to: '/admin/settings', area: 'settings' },
  { label: 'E-mail', to: '/admin/email', area: 'email' },
  { label: 'Privacy', to: '/admin/privacy', area: 'privacy' },
  { label: 'Activity log', to: '/admin/audit', area: 'audit' },
  { label: 'Translations', to: '/admin/translations', area: 'translations' },
] as const satisfies readonly { label: string; to: string; end?: boolean; area: Area }[]

/** The entries these roles open (every list screen needs 'read' of its area). */
export function menuFor(roles: readonly StaffRole[]) {
  return ADMIN_MENU.filter((item) => may(roles, item.area, 'read'))
}
