// Guards. Every back-office loader and action calls requireAccess first, with the area and what
// it needs of it (app/content/permissions.ts, the one table of the staff roles); the content
// machinery does so for every content type. The admin layout calls requireStaff too, but the
// per-route check is what counts (a layout's loader does not guard its children's actions).
import { redirectDocument } from 'react-router'
import { isStaff, may, type Area, type Need } from '~/content/permissions'
import { DEFAULT_LANGUAGE, languageOfPath, pathIn, type Language } from '~/i18n/languages'
import type { SessionUser } from '~/models/session.server'
import { getTwoFactorSettings } from '~/models/settings.server'
import { getSessionUserFor } from './session.server'

/** Where staff set up two-factor sign-in. */
export const TWO_FACTOR_SETUP_PATH = '/account/two-factor'

function loginRedirect(request: Request) {
  const url = new URL(request.url)
  const back = `${url.pathname}${url.search}`
  // the login page in the language of the page asked for (/pa/account -> /pa/login; the back
  // office's is English), loaded as a document: it does not load React (decision 039)
  return redirectDocument(`${pathIn(languageOfPath(url.pathname), '/login')}?${new URLSearchParams({ redirectTo: back })}`)
}

/** The answer to staff asking for a screen or an action their roles do not give: as if it did not exist. */
export function notFound() {
  return new Response('Not found', { status: 404, statusText: 'Not Found' })
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
 * Someone with at least one staff role; anonymous visitors go to log in, members get a 403
 * page. While the site requires two-factor sign-in of staff, one who has not set it up is sent
 * to set it up, from every page and every form of the back office. (Staff who have it on have
 * passed it: a session that did not is no session, see getSessionUser.)
 */
export async function requireStaff(request: Request): Promise<SessionUser> {
  const user = await requireUser(request)
  if (!isStaff(user.roles)) throw new Response('Forbidden', { status: 403, statusText: 'Forbidden' })
  // loaded as a document: the set-up page does not load React (decision 085)
  if (await mustSetUpTwoFactor(user)) throw redirectDocument(TWO_FACTOR_SETUP_PATH)
  return user
}

/**
 * Staff whose roles give `need` in `area` (app/content/permissions.ts); other staff get 404,
 * as if the screen did not exist, for a page, its `.data`, and a forged post alike.
 */
export async function requireAccess(request: Request, area: Area, need: Need = 'manage'): Promise<SessionUser> {
  const user = await requireStaff(request)
  if (!may(user.roles, area, need)) throw notFound()
  return user
}

/** True for staff without two-factor sign-in while the site requires it. Members: never. */
export async function mustSetUpTwoFactor(user: Pick<SessionUser, 'roles' | 'twoFactor'>): Promise<boolean> {
  if (!isStaff(user.roles) || user.twoFactor) return false
  return (await getTwoFactorSettings()).requiredForAdmins
}

/** Where a user lands after logging in: staff in the back office; a member's account page in the language they signed in in (the back office is English). */
export function homeFor(user: Pick<SessionUser, 'roles'>, language: Language = DEFAULT_LANGUAGE) {
  return isStaff(user.roles) ? '/admin' : pathIn(language, '/account')
}
