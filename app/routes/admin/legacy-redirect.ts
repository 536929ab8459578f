// One module for every old admin address (app/content/legacy-admin-routes.ts). An old address
// opens for whoever may use the screen it leads to (its row of app/content/permissions.ts):
// anyone else gets that screen's answer (to log in, 403 for a member, 404 for other staff)
// without learning where it leads.
import { redirect } from 'react-router'
import { requireAccess } from '~/auth/guards.server'
import { legacyAdminRoute } from '~/content/legacy-admin-routes'
import { screenAccess } from '~/content/permissions'
import type { Route } from './+types/legacy-redirect'

export async function loader({ request }: Route.LoaderArgs) {
  const route = legacyAdminRoute(new URL(request.url).pathname)
  if (!route) throw new Response('Not found', { status: 404 })
  const rule = screenAccess(route.pattern)
  await requireAccess(request, rule.area, rule.loader ?? 'manage')
  // permanent: the old addresses will not come back (the screen itself checks again)
  throw redirect(route.target, 301)
}
