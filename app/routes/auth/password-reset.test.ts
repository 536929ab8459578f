// Forgot password -> e-mail -> link -> new password, through the real actions and loaders, with
// the mail delivered by the outbox worker to a real SMTP server started here.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '../../../database/db.server'
import { oneTimeTokens, outbox } from '../../../database/schema'
import { useTestDatabase } from '../../../database/test-database'
import { authMessages } from '~/content/auth'
import { i18nOf } from '~/i18n/i18n'
import { createSession, getSessionUser } from '~/models/session.server'
import { createUser, verifyLogin } from '~/models/user.server'
import { getSessionUserFor } from '~/auth/session.server'
import { useMailDelivery } from '../../../tests/support/smtp-test-server'
import { action as accountAction } from './account'
import { FORGOT_PASSWORD_ANSWER_MS, action as forgotAction } from './forgot-password'
import { action as loginAction } from './login'
import { action as resetAction, loader as resetLoader } from './reset-password'

useTestDatabase()

// the English messages, word for word (the catalogs serve the other languages)
const MESSAGES = authMessages(i18nOf('en'))

const delivery = useMailDelivery()

let addressCounter = 0
const context = (clientAddress = `10.1.${Math.floor(addressCounter / 250)}.${addressCounter++ % 250}`) => ({ cspNonce: '', clientAddress })

function post(path: string, fields: Record<string, string>, cookie?: string) {
  const headers = new Headers({ 'Content-Type': 'application/x-www-form-urlencoded' })
  if (cookie) headers.set('Cookie', cookie)
  return new Request(`http://localhost${path}`, { method: 'POST', headers, body: new URLSearchParams(fields) })
}

async function settle(run: Promise<unknown>): Promise<{ status: number; body: any; headers: Headers }> {
  try {
    const value = (await run) as any
    if (value && typeof value === 'object' && 'init' in value && 'data' in value) {
      return { status: value.init?.status ?? 200, body: value.data, headers: new Headers(value.init?.headers) }
    }
    return { status: 200, body: value, headers: new Headers() }
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: null, headers: thrown.headers }
    throw thrown
  }
}

const forgot = (email: string, ctx = context()) => settle(forgotAction({ request: post('/forgot-password', { email }), context: ctx } as any))
const openLink = (token: string) => settle(resetLoader({ request: new Request(`http://localhost/reset-password?token=${encodeURIComponent(token)}`) } as any))
const choose = (token: string, password: string, confirmPassword = password) =>
  settle(resetAction({ request: post('/reset-password', { token, password, confirmPassword }) } as any))

/** The token of the newest reset e-mail to this address, as the person would click it. */
async function linkFor(address: string) {
  await delivery.deliver()
  const mail = [...delivery.smtp.received].reverse().find((m) => m.envelopeTo.some((to) => to.toLowerCase() === address.toLowerCase()))
  expect(mail, `a reset e-mail to ${address}`).toBeDefined()
  const link = /https?:\/\/\S+\/reset-password\?token=([\w-]+)/.exec(mail!.text ?? '')
  expect(link).not.toBeNull()
  return { mail: mail!, token: link![1] }
}

const cookieOf = (headers: Headers) => headers.get('Set-Cookie')!.split(';')[0]

describe('forgot password', () => {
  it('answers an unknown address exactly as a known one, no sooner, and e-mails only the account', async () => {
    await createUser({ email: 'Known@Example.org', password: 'an old password to forget', roles: [] })
    const started = Date.now()
    const [known, unknown] = await Promise.all([forgot('known@example.org'), forgot('stranger@example.org')])
    expect(Date.now() - started).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS - 5)
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(known.body).toEqual(unknown.body)
    expect(known.body.sent).toBe(true)
    const rows = await db().select({ to: outbox.to, kind: outbox.kind }).from(outbox)
    expect(rows).toEqual([{ to: 'Known@Example.org', kind: 'password-reset' }])
    const { mail, token } = await linkFor('Known@Example.org')
    expect(mail.subject).toBe('Choose a new password')
    expect(mail.html).toContain(`/reset-password?token=${token}`)
    expect(mail.text).toContain('use this link within one hour. It works once.')
  })

  it('asked for from a page in Urdu, the link opens the page for a new password in Urdu', async () => {
    await createUser({ email: 'urdu-reader@example.org', password: 'an old password to forget', roles: [] })
    expect((await settle(forgotAction({ request: post('/ur/forgot-password', { email: 'urdu-reader@example.org' }), context: context() } as any))).status).toBe(200)
    await delivery.deliver()
    const mail = [...delivery.smtp.received].reverse().find((m) => m.envelopeTo.includes('urdu-reader@example.org'))
    expect(mail?.text).toMatch(/https?:\/\/\S+\/ur\/reset-password\?token=[\w-]+/)
  })

  it('sets the new password from the link, signs the person in, ends their other sessions, and spends the link', async () => {
    const user = await createUser({ email: 'reset@example.org', password: 'the forgotten password', roles: [] })
    const other = await createSession(user.id, true)
    await forgot('reset@example.org')
    const { token } = await linkFor('reset@example.org')

    const page = await openLink(token)
    expect(page.body).toEqual({ token, problem: null })

    const weak = await choose(token, 'password1')
    expect(weak.status).toBe(400)
    expect(weak.body.result.error.password).toEqual([MESSAGES.passwordCommon])
    const mismatch = await choose(token, 'lantern orchard quietly', 'lantern orchard quietly!')
    expect(mismatch.body.result.error.confirmPassword).toEqual([MESSAGES.passwordsMustMatch])
    // a refused form does not spend the link
    expect((await openLink(token)).body.problem).toBeNull()

    const done = await choose(token, 'lantern orchard quietly')
    expect(done.status).toBe(302)
    expect(done.headers.get('Location')).toBe('/account')
    const cookies = done.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
    const signedIn = await getSessionUserFor(new Request('http://localhost/', { headers: { Cookie: cookies } }))
    expect(signedIn?.email).toBe('reset@example.org')
    expect(await getSessionUser(other.token)).toBeNull()
    expect(await verifyLogin('reset@example.org', 'lantern orchard quietly')).not.toBeNull()
    expect(await verifyLogin('reset@example.org', 'the forgotten password')).toBeNull()

    expect((await openLink(token)).body.problem).toBe(MESSAGES.resetLinkUsed)
    const again = await choose(token, 'another fine sentence here')
    expect(again.status).toBe(400)
    expect(again.body.problem).toBe(MESSAGES.resetLinkUsed)
    expect(await verifyLogin('reset@example.org', 'another fine sentence here')).toBeNull()
  })

  it('refuses a link past its hour, an unknown link and one replaced by a newer e-mail, each with its own message', async () => {
    await createUser({ email: 'late@example.org', password: 'an old password to forget', roles: [] })
    await forgot('late@example.org')
    const first = await linkFor('late@example.org')
    await forgot('late@example.org')
    const second = await linkFor('late@example.org')
    expect(second.token).not.toBe(first.token)
    expect((await openLink(first.token)).body.problem).toBe(MESSAGES.resetLinkInvalid)
    expect((await openLink('made-up-token')).body.problem).toBe(MESSAGES.resetLinkInvalid)
    expect((await openLink('')).body.problem).toBe(MESSAGES.resetLinkInvalid)

    await db().update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.email, 'late@example.org'))
    expect((await openLink(second.token)).body.problem).toBe(MESSAGES.resetLinkExpired)
    const refused = await choose(second.token, 'lantern orchard quietly')
    expect(refused.body.problem).toBe(MESSAGES.resetLinkExpired)
    expect(await verifyLogin('late@example.org', 'lantern orchard quietly')).toBeNull()
  })

  it('lets one of two simultaneous uses of a link through, never both', async () => {
    await createUser({ email: 'race@example.org', password: 'an old password to forget', roles: [] })
    await forgot('race@example.org')
    const { token } = await linkFor('race@example.org')
    const results = await Promise.all([choose(token, 'first quiet sentence here'), choose(token, 'second quiet sentence here')])
    expect(results.map((r) => r.status).sort()).toEqual([302, 400])
  })

  it('sends at most three links an hour to one address (same answer after), and refuses an eleventh request from one client', async () => {
    await createUser({ email: 'flood@example.org', password: 'an old password to forget', roles: [] })
    const answers = await Promise.all(Array.from({ length: 6 }, () => forgot('flood@example.org')))
    expect(answers.every((a) => a.status === 200 && a.body.sent)).toBe(true)
    const rows = await db().select().from(outbox).where(eq(outbox.to, 'flood@example.org'))
    expect(rows).toHaveLength(3)

    const client = context('10.9.9.9')
    const burst = await Promise.all(Array.from({ length: 14 }, (_, i) => forgot(`someone${i}@example.org`, client)))
    expect(burst.filter((r) => r.status === 200)).toHaveLength(10)
    const limited = burst.filter((r) => r.status === 429)
    expect(limited).toHaveLength(4)
    expect(limited[0].body.result.error['']).toEqual([MESSAGES.resetTooMany])
    expect(Number(limited[0].headers.get('Retry-After'))).toBeGreaterThan(0)
  })

  it('forgets a reset link when the password is changed on the account page', async () => {
    await createUser({ email: 'changer@example.org', password: 'the current password', roles: [] })
    await forgot('changer@example.org')
    const { token } = await linkFor('changer@example.org')
    const login = await settle(loginAction({ request: post('/login', { email: 'changer@example.org', password: 'the current password' }), context: context() } as any))
    const cookie = cookieOf(login.headers)
    const changed = await settle(
      accountAction({
        request: post('/account', { intent: 'change-password', currentPassword: 'the current password', password: 'a brand new sentence', confirmPassword: 'a brand new sentence' }, cookie),
        context: context(),
      } as any),
    )
    expect(changed.status).toBe(302)
    expect((await openLink(token)).body.problem).toBe(MESSAGES.resetLinkInvalid)
  })

  it('checks the form: a missing or malformed address is refused beside the field, and nothing is sent', async () => {
    const before = await db().select().from(outbox)
    for (const [email, message] of [['', MESSAGES.emailRequired], ['not-an-address', MESSAGES.emailInvalid]]) {
      const result = await forgot(email)
      expect(result.status).toBe(400)
      expect(result.body.result.error.email).toEqual([message])
    }
    expect(await db().select().from(outbox)).toHaveLength(before.length)
  })
})
