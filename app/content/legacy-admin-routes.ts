// The old site's admin addresses (spec 2.4, and the two undeclared links it mentions) and
// where each now leads, so that bookmarks keep working. React Router matches them in any
// letter case, so /gallerycategoryDetail/3 is /gallerycategorydetail/3.
export const LEGACY_ADMIN_ROUTES: ReadonlyArray<readonly [legacyPath: string, target: string]> = [
  ['home', '/admin'],
  ['contactlist', '/admin/contact-messages'],
  ['contactdetail/:id', '/admin/contact-messages/:id'],
  ['addtestimonial', '/admin/testimonials/new'],
  ['testimoniallist', '/admin/testimonials'],
  ['edittestimonial/:id', '/admin/testimonials/:id/edit'],
  ['testimonialdetail/:id', '/admin/testimonials/:id'],
  ['gallerycategory', '/admin/gallery-categories'],
  ['addgallerycategory', '/admin/gallery-categories/new'],
  ['gallerycategorydetail/:id', '/admin/gallery-categories/:id'],
  ['editgallerycategory/:id', '/admin/gallery-categories/:id/edit'],
  ['gallerylist', '/admin/gallery-images'],
  ['addgallery', '/admin/gallery-images/new'],
  ['editgallery/:id', '/admin/gallery-images/:id/edit'],
  ['bloglist', '/admin/blogs'],
  ['addblog', '/admin/blogs/new'],
  ['editblog/:id', '/admin/blogs/:id/edit'],
  ['blogdetaila/:id', '/admin/blogs/:id'],
  ['addteam', '/admin/team/new'],
  ['teamlist', '/admin/team'],
  ['teamdetail/:id', '/admin/team/:id'],
  ['editteam/:id', '/admin/team/:id/edit'],
  ['payment', '/admin/payments'],
  ['eventlist', '/admin/events'],
  ['addevent', '/admin/events/new'],
  ['editevent/:id', '/admin/events/:id/edit'],
]

/** The new address for a legacy path such as '/EditTeam/7', or null when it is not one. */
export function legacyAdminTarget(pathname: string): string | null {
  return legacyAdminRoute(pathname)?.target ?? null
}

/** The new address for a legacy path, and the pattern of the screen it leads to ('/admin/team/:id/edit'): who may follow it is that screen's row of the permissions table. */
export function legacyAdminRoute(pathname: string): { target: string; pattern: string } | null {
  const segments = pathname.replace(/^\/+|\/+$/g, '').split('/')
  for (const [legacy, target] of LEGACY_ADMIN_ROUTES) {
    const pattern = legacy.split('/')
    if (pattern.length !== segments.length || pattern[0] !== segments[0].toLowerCase()) continue
    const id = pattern[1] === ':id' ? segments[1] : undefined
    if (id !== undefined && !/^\d{1,9}$/.test(id)) return null
    return { target: target.replace(':id', id ?? ''), pattern: target }
  }
  return null
}
