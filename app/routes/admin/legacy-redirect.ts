// One module for every old admin address (app/content/legacy-admin-routes.ts).
import { redirect } from 'react-router'
import { legacyAdminTarget } from '~/content/legacy-admin-routes'
import type { Route } from './+types/legacy-redirect'

export function loader({ request }: Route.LoaderArgs) {
  const target = legacyAdminTarget(new URL(request.url).pathname)
  if (!target) throw new Response('Not found', { status: 404 })
  // permanent: the old addresses will not come back
  throw redirect(target, 301)
}
