// Guards. Every admin loader and action calls requireAdmin first; the admin layout calls it
// too, but the per-route check is what counts (a layout's loader does not guard its children's
// actions).
import { redirect, redirectDocument } from 'react-router'
import { DEFAULT_LANGUAGE, languageOfPath, pathIn, type Language } from '~/i18n/languages'
import type { SessionUser } from '~/models/session.server'
import { getTwoFactorSettings } from '~/models/settings.server'
import { getSessionUserFor } from './session.server'

/** Where an admin sets up two-factor sign-in. */
export const TWO_FACTOR_SETUP_PATH = '/account/two-factor'

function loginRedirect(request: Request) {
  const url = new URL(request.url)
  const back = `${url.pathname}${url.search}`
  // the login page in the language of the page asked for (/pa/account -> /pa/login; the back
  // office's is English), loaded as a document: it does not load React (decision 039)
  return redirectDocument(`${pathIn(languageOfPath(url.pathname), '/login')}?${new URLSearchParams({ redirectTo: back })}`)
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

/**
 * An admin; anonymous visitors go to log in, members get a 403 page. While the site requires
 * two-factor sign-in of admins, an admin who has not set it up is sent to set it up, from every
 * page and every form of the back office. (An admin who has it on has passed it: a session that
 * did not is no session, see getSessionUser.)
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request)
  if (user.role !== 'admin') throw new Response('Forbidden', { status: 403, statusText: 'Forbidden' })
  if (await mustSetUpTwoFactor(user)) throw redirect(TWO_FACTOR_SETUP_PATH)
  return user
}

/** True for an admin without two-factor sign-in while the site requires it. Members: never. */
export async function mustSetUpTwoFactor(user: Pick<SessionUser, 'role' | 'twoFactor'>): Promise<boolean> {
  if (user.role !== 'admin' || user.twoFactor) return false
  return (await getTwoFactorSettings()).requiredForAdmins
}

/** Where a user lands after logging in: a member's account page in the language they signed in in; the back office is English. */
export function homeFor(user: Pick<SessionUser, 'role'>, language: Language = DEFAULT_LANGUAGE) {
  return user.role === 'admin' ? '/admin' : pathIn(language, '/account')
}
