// The session cookie: an HttpOnly, SameSite=Lax cookie holding a random token (the session
// itself lives in the database). "Remember me" makes it last 30 days; otherwise it ends with
// the browser session.
import { createCookie } from 'react-router'
import { ABSOLUTE_TIMEOUT_MS, createSession, deleteSession, getSessionUser, type SessionUser } from '~/models/session.server'

const COOKIE_NAME = 'sid'

// Secure whenever the site is reached over HTTPS, and in production unless it is served on the
// machine itself (the tests and a local trial run over plain http://localhost).
function isSecure(request: Request) {
  const url = new URL(request.url)
  if (url.protocol === 'https:') return true
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
  return process.env.NODE_ENV === 'production' && !loopback
}

function cookieFor(request: Request) {
  return createCookie(COOKIE_NAME, { httpOnly: true, sameSite: 'lax', path: '/', secure: isSecure(request) })
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

/** Ends any session the request carries and starts a new one: returns the Set-Cookie value. */
export async function startSession(request: Request, userId: number, remember: boolean) {
  const previous = await readSessionToken(request)
  if (previous) await deleteSession(previous)
  const { token } = await createSession(userId, remember)
  return cookieFor(request).serialize(token, remember ? { maxAge: ABSOLUTE_TIMEOUT_MS / 1000 } : {})
}

/** Deletes the session on the server and clears the cookie: returns the Set-Cookie value. */
export async function endSession(request: Request) {
  const token = await readSessionToken(request)
  if (token) await deleteSession(token)
  return cookieFor(request).serialize('', { maxAge: 0 })
}
