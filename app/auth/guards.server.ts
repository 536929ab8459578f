// Guards. Every admin loader and action calls requireAdmin first; the admin layout calls it
// too, but the per-route check is what counts (a layout's loader does not guard its children's
// actions).
import { redirect } from 'react-router'
import type { SessionUser } from '~/models/session.server'
import { getSessionUserFor } from './session.server'

function loginRedirect(request: Request) {
  const url = new URL(request.url)
  const back = `${url.pathname}${url.search}`
  return redirect(`/login?${new URLSearchParams({ redirectTo: back })}`)
}

export async function getUser(request: Request): Promise<SessionUser | null> {
  return getSessionUserFor(request)
}

/** Any signed-in account; anonymous visitors go to the login page and come back after. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUserFor(request)
  if (!user) throw loginRedirect(request)
  return user
}

/** An admin; anonymous visitors go to log in, members get a 403 page. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request)
  if (user.role !== 'admin') throw new Response('Forbidden', { status: 403, statusText: 'Forbidden' })
  return user
}

/** Where a user lands after logging in. */
export function homeFor(user: Pick<SessionUser, 'role'>) {
  return user.role === 'admin' ? '/admin' : '/account'
}
