// The side menu of the back office (spec 2.5), in its order; Receipts, Users, Settings, E-mail, Privacy and Activity log are beyond the spec.
export const ADMIN_MENU = [
  { label: 'Home', to: '/admin', end: true },
  { label: 'Contact List', to: '/admin/contact-messages' },
  { label: 'Blog List', to: '/admin/blogs' },
  { label: 'Events List', to: '/admin/events' },
  { label: 'Member List', to: '/admin/team' },
  { label: 'Gallery Event', to: '/admin/gallery-categories' },
  { label: 'Gallery List', to: '/admin/gallery-images' },
  { label: 'Testimonial', to: '/admin/testimonials' },
  { label: 'Donation', to: '/admin/payments' },
  { label: 'Receipts', to: '/admin/receipts' },
  { label: 'Users', to: '/admin/users' },
  { label: 'Settings', to: '/admin/settings' },
  { label: 'E-mail', to: '/admin/email' },
  { label: 'Privacy', to: '/admin/privacy' },
  { label: 'Activity log', to: '/admin/audit' },
] as const
