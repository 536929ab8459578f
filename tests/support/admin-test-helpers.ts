// For the back office's server tests: an admin's session cookie, and a way to call a route's
// loader or action as React Router would and read what a browser would get back (the status,
// where it is sent, the toast, the form's messages).
import sharp from 'sharp'
import { codeAt, confirmSetup, startSetup } from '~/models/two-factor.server'
import { createUser, type StaffRole } from '~/models/user.server'
import { readFlash, type Flash } from '~/utils/flash.server'
import { startSession } from '~/auth/session.server'

/**
 * Turns two-factor sign-in on for an account as its owner would (a key, then a code the app
 * would show), and gives the key, to make codes with codeAt(), and the recovery codes. Set up
 * two minutes ago by default, so that the code of this moment has not been used yet.
 */
export async function enrolTwoFactor(userId: number, now = new Date(Date.now() - 2 * 60_000)) {
  const secret = (await startSetup(userId))!
  const result = await confirmSetup(userId, codeAt(secret, now), null, now)
  if (!result.ok) throw new Error(`could not turn two-factor sign-in on: ${result.reason}`)
  return { secret, recoveryCodes: result.recoveryCodes }
}

let counter = 0
/**
 * A new admin account, signed in as an admin is on a new site (where two-factor sign-in is
 * required): it has it on and this session passed it. Its Cookie header value.
 */
export async function adminCookie(): Promise<string> {
  counter += 1
  const user = await createUser({ email: `admin-${counter}-${process.pid}@example.org`, password: 'admin test password', roles: ['administrator'] })
  await enrolTwoFactor(user.id)
  return (await startSession(new Request('http://localhost/login'), user.id, false, { secondFactor: true })).split(';')[0]
}

/**
 * A new staff account with these roles (issue 37), signed in as staff are on a new site: two-factor
 * sign-in on and passed. Its id, e-mail and Cookie header value.
 */
export async function staffSession(roles: StaffRole[], label = roles.join('-') || 'member'): Promise<{ id: number; email: string; cookie: string }> {
  counter += 1
  const email = `${label}-${counter}-${process.pid}@example.org`
  const user = await createUser({ email, password: 'staff test password', roles })
  if (roles.length > 0) await enrolTwoFactor(user.id)
  const cookie = (await startSession(new Request('http://localhost/login'), user.id, false, { secondFactor: roles.length > 0 })).split(';')[0]
  return { id: user.id, email, cookie }
}

export type Outcome = {
  status: number
  location: string | null
  flash: Flash | null
  /** What a loader or a refused form answered (Conform's SubmissionResult for a form). */
  data: any // eslint-disable-line @typescript-eslint/no-explicit-any
  fieldErrors: Record<string, string[]>
  formErrors: string[]
}

type Handler = (args: any) => unknown // eslint-disable-line @typescript-eslint/no-explicit-any

/** Calls `handler` with a request to `url`; a FormData or URLSearchParams body makes it a POST. */
export async function call(
  handler: Handler,
  url: string,
  { cookie, body, params = {} }: { cookie: string; body?: FormData | URLSearchParams; params?: Record<string, string> },
): Promise<Outcome> {
  const request = new Request(new URL(url, 'http://localhost'), {
    method: body ? 'POST' : 'GET',
    headers: { Cookie: cookie },
    body,
  })
  let value: unknown
  try {
    value = await handler({ request, params, context: { cspNonce: '', clientAddress: '127.0.0.1' } })
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    value = thrown
  }
  if (value instanceof Response) {
    // every cookie set (a sign-in sets the session's beside the flash)
    const setCookies = value.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ')
    const flash = setCookies ? (await readFlash(new Request('http://localhost', { headers: { Cookie: setCookies } }))).flash : null
    return { status: value.status, location: value.headers.get('Location'), flash, data: null, fieldErrors: {}, formErrors: [] }
  }
  const isData = typeof value === 'object' && value !== null && (value as { type?: string }).type === 'DataWithResponseInit'
  const payload = isData ? (value as { data: unknown }).data : value
  const status = isData ? ((value as { init?: { status?: number } }).init?.status ?? 200) : 200
  const error = ((payload as { error?: Record<string, string[] | null> } | null)?.error ?? {}) as Record<string, string[] | null>
  const fieldErrors = Object.fromEntries(Object.entries(error).filter(([name, messages]) => name !== '' && messages)) as Record<string, string[]>
  return { status, location: null, flash: null, data: payload, fieldErrors, formErrors: error[''] ?? [] }
}

/** A small real PNG file, as a browser would post it. */
export async function pngFile(colour: string, name = 'picture.png') {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } }).png().toBuffer()
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' })
}

/** A form with one picture field; with no picture chosen the empty file part is still posted, as a browser does. */
export function formWithImage(fields: Record<string, string>, image?: File) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  body.set('image', image ?? new File([], '', { type: 'application/octet-stream' }))
  return body
}

/**
 * A delete of a type with a Trash (issue 41, decision 073), then its delete for ever there: what
 * a delete did before the Trash. `trashAction` is the type's Trash route's action.
 */
export async function deleteForEver(listAction: Handler, trashAction: Handler, listPath: string, id: number, cookie: string) {
  const moved = await call(listAction, listPath, { cookie, body: new URLSearchParams({ intent: 'delete', id: String(id) }) })
  if (moved.flash?.type !== 'success') throw new Error(`not moved to the Trash: ${JSON.stringify(moved.flash)}`)
  const path = new URL(listPath, 'http://localhost').pathname
  return call(trashAction, `${path}/trash`, { cookie, body: new URLSearchParams({ intent: 'delete-forever', id: String(id) }) })
}
