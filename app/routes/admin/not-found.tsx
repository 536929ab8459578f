// An unknown address under /admin: only admins learn that it does not exist.
import { requireAccess } from '~/auth/guards.server'
import type { Route } from './+types/not-found'
import { backOfficeTitle } from '~/content-types/screens'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, 'dashboard', 'read')
  throw new Response('Not found', { status: 404 })
}

export async function action({ request }: Route.ActionArgs) {
  await requireAccess(request, 'dashboard', 'read')
  throw new Response('Not found', { status: 404 })
}

export default function AdminNotFound() {
  return null
}

export const meta = () => backOfficeTitle('Page not found')
