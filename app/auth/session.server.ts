// The session cookie: an HttpOnly, SameSite=Lax cookie holding a random token (the session
// itself lives in the database). "Remember me" makes it last 30 days; otherwise it ends with
// the browser session.
import { createCookie } from 'react-router'
import { z } from 'zod'
import type { Actor } from '~/models/audit.server'
import type { ActorContext } from '~/auth/actor.server'
import { ABSOLUTE_TIMEOUT_MS, createSession, deleteSession, getSessionUser, type SessionUser } from '~/models/session.server'
import { clientAddress } from '~/utils/client-address.server'
import { cookieSecrets } from '~/utils/cookie-secret.server'
import { isSecureRequest } from '~/utils/secure-cookie.server'

const COOKIE_NAME = 'sid'

function cookieFor(request: Request) {
  return createCookie(COOKIE_NAME, { httpOnly: true, sameSite: 'lax', path: '/', secure: isSecureRequest(request) })
}

export async function readSessionToken(request: Request): Promise<string | null> {
  const value = await cookieFor(request).parse(request.headers.get('Cookie'))
  return typeof value === 'string' && /^[\w-]{40,64}$/.test(value) ? value : null
}

// Memoised per request: the layout and the page may both ask.
const userByRequest = new WeakMap<Request, Promise<SessionUser | null>>()

/** The signed-in user of this request, or null. */
export function getSessionUserFor(request: Request): Promise<SessionUser | null> {
  let pending = userByRequest.get(request)
  if (!pending) {
    pending = readSessionToken(request).then((token) => (token ? getSessionUser(token) : null))
    userByRequest.set(request, pending)
  }
  return pending
}

/**
 * Ends any session the request carries and starts a new one: returns the Set-Cookie value.
 * `secondFactor`: this sign-in passed the second factor (required of an admin who has it on).
 */
export async function startSession(request: Request, userId: number, remember: boolean, { secondFactor = false, audit }: { secondFactor?: boolean; audit?: Actor } = {}) {
  const previous = await readSessionToken(request)
  if (previous) await deleteSession(previous)
  const { token } = await createSession(userId, remember, { secondFactor, audit })
  return cookieFor(request).serialize(token, remember ? { maxAge: ABSOLUTE_TIMEOUT_MS / 1000 } : {})
}

/**
 * Deletes the session on the server and clears the cookie: returns the Set-Cookie value. With
 * `context` the person signed out, and an admin's sign-out is recorded in the activity log.
 */
export async function endSession(request: Request, context?: ActorContext) {
  const token = await readSessionToken(request)
  if (token) await deleteSession(token, context === undefined ? undefined : clientAddress(context))
  return cookieFor(request).serialize('', { maxAge: 0 })
}

// ---------------------------------------------------------------- between the password and the code

/**
 * An admin with two-factor sign-in who gave the right password, and has 10 minutes to give the
 * code: who, whether to remember them, where to go after, and when. Kept in a signed cookie,
 * not a session: until the code is given there is no session at all, so nothing the password
 * alone opens.
 */
export const PENDING_SIGN_IN_MINUTES = 10

const pendingSchema = z.object({
  userId: z.number().int().positive(),
  remember: z.boolean(),
  redirectTo: z.string().max(2000),
  /** when the password was given (ms): the sign-in is void if the account changed since */
  at: z.number(),
})
export type PendingSignIn = z.infer<typeof pendingSchema>

function pendingCookieFor(request: Request) {
  return createCookie('sign-in', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isSecureRequest(request),
    maxAge: PENDING_SIGN_IN_MINUTES * 60,
    secrets: cookieSecrets(),
  })
}

/** The Set-Cookie value that starts the code step. */
export function startPendingSignIn(request: Request, pending: Omit<PendingSignIn, 'at'>, now = new Date()) {
  return pendingCookieFor(request).serialize(JSON.stringify({ ...pending, at: now.getTime() }))
}

/** The waiting sign-in, or null when there is none, it was tampered with, or its 10 minutes are over. */
export async function readPendingSignIn(request: Request, now = new Date()): Promise<PendingSignIn | null> {
  const raw = await pendingCookieFor(request).parse(request.headers.get('Cookie'))
  if (typeof raw !== 'string') return null
  try {
    const parsed = pendingSchema.safeParse(JSON.parse(raw))
    if (!parsed.success) return null
    const age = now.getTime() - parsed.data.at
    return age >= 0 && age <= PENDING_SIGN_IN_MINUTES * 60 * 1000 ? parsed.data : null
  } catch {
    return null
  }
}

/** The Set-Cookie value that forgets the waiting sign-in. */
export function endPendingSignIn(request: Request) {
  return pendingCookieFor(request).serialize('', { maxAge: 0 })
}
