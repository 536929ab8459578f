// The owner of an admin account is told, by e-mail through a real SMTP server, what someone who
// has only their password tried (issue 36, the second security probe):
// - item 6.4: wrong codes at the code step lock it for 15 minutes; the owner is e-mailed once
//   per lock (never once per guess), advising a new password;
// - item 6.2: the first set-up of two-factor sign-in is confirmed by a link sent to the account's
//   e-mail, so the password alone cannot bind a stranger's phone and lock the owner out.
import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../../database/db.server'
import { auditEntries, outbox, rateLimitHits } from '../../../database/schema'
import { useTestDatabase } from '../../../database/test-database'
import { CODE_LOCK_SUBJECT, TWO_FACTOR_SETUP_SUBJECT } from '~/email/mails.server'
import { getSessionUserFor } from '~/auth/session.server'
import { saveTwoFactorSettings } from '~/models/settings.server'
import { codeAt, createSetupLink, getTwoFactor } from '~/models/two-factor.server'
import { createUser } from '~/models/user.server'
import { env } from '~/utils/env.server'
import { enrolTwoFactor } from '../../../tests/support/admin-test-helpers'
import { useMailDelivery } from '../../../tests/support/smtp-test-server'
import { action as loginAction } from './login'
import { action as codeAction } from './login-two-factor'
import { action as setupAction, loader as setupLoader } from './two-factor'

useTestDatabase()
const delivery = useMailDelivery()

beforeEach(async () => {
  delivery.smtp.received.length = 0
  await db().delete(outbox)
})

let addressCounter = 0
const context = () => ({ cspNonce: '', clientAddress: `10.36.${Math.floor(addressCounter / 250)}.${addressCounter++ % 250}` })

function post(path: string, fields: Record<string, string>, cookie?: string) {
  const headers = new Headers({ 'Content-Type': 'application/x-www-form-urlencoded' })
  if (cookie) headers.set('Cookie', cookie)
  return new Request(`http://localhost${path}`, { method: 'POST', headers, body: new URLSearchParams(fields) })
}

/** A loader's or action's answer (thrown or returned): its status and cookies. */
async function settle(run: Promise<unknown>): Promise<{ status: number; location: string | null; cookies: Record<string, string> }> {
  let value: any
  try {
    value = await run
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    value = thrown
  }
  const headers: Headers = value instanceof Response ? value.headers : new Headers(value?.init?.headers)
  const cookies = Object.fromEntries(headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line.split(';')[0]]))
  const status = value instanceof Response ? value.status : (value?.init?.status ?? 200)
  return { status, location: headers.get('Location'), cookies }
}

let accountCounter = 0
async function enrolledAdmin() {
  accountCounter += 1
  const password = 'a calm river at dawn'
  const user = await createUser({ email: `owner-${accountCounter}@two-factor.test`, password, roles: ['administrator'] })
  return { ...user, password, ...(await enrolTwoFactor(user.id)) }
}

type Admin = Awaited<ReturnType<typeof enrolledAdmin>>

/** A code the app does not show now (nor a step either side). */
function wrongCode(user: Admin, i: number) {
  const right = new Set([-30_000, 0, 30_000].map((ms) => codeAt(user.secret, new Date(Date.now() + ms))))
  let code = String(100000 + ((i * 7919) % 899_000))
  while (right.has(code)) code = String(Number(code) + 1)
  return code
}

/**
 * Someone with the password, from `addresses` different addresses at once, each giving `perAddress`
 * wrong codes in parallel: the statuses of the code answers.
 */
async function wrongCodeBurst(user: Admin, addresses: number, perAddress: number): Promise<number[]> {
  const answers = await Promise.all(
    Array.from({ length: addresses }, async (_, a) => {
      const ctx = context()
      const signIn = await settle(loginAction({ request: post('/login', { email: user.email, password: user.password, redirectTo: '' }), context: ctx } as never))
      expect(signIn.status).toBe(302)
      return Promise.all(
        Array.from({ length: perAddress }, (_, i) =>
          settle(codeAction({ request: post('/login/two-factor', { method: 'app', code: wrongCode(user, a * 100 + i) }, signIn.cookies['sign-in']), context: ctx } as never)),
        ),
      )
    }),
  )
  return answers.flat().map((answer) => answer.status)
}

/** What the activity log says happened to an account: its entries' actions and changes, oldest first. */
async function logOf(userId: number) {
  const rows = await db().select().from(auditEntries).where(eq(auditEntries.itemId, String(userId))).orderBy(auditEntries.id)
  return rows.map((row) => ({ action: row.action, changes: row.changes }))
}

async function lockNotices(to: string) {
  await delivery.deliver()
  return delivery.smtp.received.filter((mail) => mail.envelopeTo.includes(to) && mail.subject === CODE_LOCK_SUBJECT)
}

describe('wrong codes at the code step (issue 36 item 6.4)', () => {
  it('e-mails the owner once when a burst of them locks the code step, advising a new password', async () => {
    const user = await enrolledAdmin()
    // 3 addresses x 10 codes at once: the account's 10 are used up, the rest refused unchecked
    const statuses = await wrongCodeBurst(user, 3, 10)
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(10)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20)

    const notices = await lockNotices(user.email)
    expect(notices).toHaveLength(1)
    const [notice] = notices
    expect(notice.envelopeTo).toEqual([user.email])
    expect(notice.text).toContain(`Someone entered 10 wrong two-factor codes while signing in to the back office of our website with your account (${user.email}).`)
    expect(notice.text).toContain('To reach the code step, they typed your password.')
    expect(notice.text).toContain(`${env().SITE_URL}/forgot-password`)
    // no code, no key, no link that signs anyone in
    expect(notice.text).not.toMatch(/token=|\b\d{6}\b/)

    // more guesses while it is locked: no second e-mail
    await wrongCodeBurst(user, 2, 5)
    expect(await lockNotices(user.email)).toHaveLength(1)
    // the activity log shows the wrong codes and, once, the lock
    const locks = (await logOf(user.id)).filter((entry) => JSON.stringify(entry.changes).includes('codes locked'))
    expect(locks).toEqual([{ action: 'failed sign-in', changes: [{ field: 'second factor', to: 'codes locked by wrong codes; the owner was e-mailed' }] }])
  })

  it('e-mails again for the next lock, once the first one has passed', async () => {
    const user = await enrolledAdmin()
    await wrongCodeBurst(user, 2, 5)
    expect(await lockNotices(user.email)).toHaveLength(1)
    // 16 minutes later (the attempts and the notice leave their 15-minute window)
    await db()
      .update(rateLimitHits)
      .set({ createdAt: sql`${rateLimitHits.createdAt} - interval '16 minutes'` })
      .where(sql`${rateLimitHits.key} like ${`${user.id}%`}`)
    await wrongCodeBurst(user, 2, 5)
    expect(await lockNotices(user.email)).toHaveLength(2)
  })

  it('does not e-mail for a few wrong codes that lock nothing, nor for one address alone (limited to 5 on its own)', async () => {
    const user = await enrolledAdmin()
    const statuses = await wrongCodeBurst(user, 1, 12)
    expect(statuses.filter((status) => status === 400)).toHaveLength(5)
    expect(await lockNotices(user.email)).toEqual([])
    expect(await db().select().from(outbox).where(eq(outbox.to, user.email))).toEqual([])
  })
})

describe('a first set-up needs the link e-mailed to the account (issue 36 item 6.2)', () => {
  const get = (path: string, cookie?: string) => new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} })
  /** The set-up page as this session sees it. */
  async function page(cookie: string, query = '') {
    const result = await setupLoader({ request: get(`/account/two-factor${query}`, cookie) } as never)
    return ((result as { data: unknown }).data ?? result) as Record<string, any>
  }
  const setup = (cookie: string, fields: Record<string, string>) => settle(setupAction({ request: post('/account/two-factor', fields, cookie), context: context() } as never))
  /** Signs in with the password alone, as anyone who knows it can: the session cookie. */
  async function passwordSession(user: { email: string; password: string }) {
    const result = await settle(loginAction({ request: post('/login', { email: user.email, password: user.password, redirectTo: '' }), context: context() } as never))
    expect(result.status).toBe(302)
    return result.cookies.sid
  }
  let counter = 0
  async function adminWithoutTwoFactor() {
    counter += 1
    const password = 'a kettle on the stove'
    const user = await createUser({ email: `first-setup-${counter}@two-factor.test`, password, roles: ['administrator'] })
    return { ...user, password }
  }
  async function setupMails(to: string) {
    await delivery.deliver()
    return delivery.smtp.received.filter((mail) => mail.envelopeTo.includes(to) && mail.subject === TWO_FACTOR_SETUP_SUBJECT)
  }
  const tokenOf = (mail: { text?: string }) => /[?&]link=([\w-]+)/.exec(mail.text ?? '')![1]

  beforeEach(async () => {
    await saveTwoFactorSettings({ requiredForAdmins: true })
  })

  it('shows no key to someone with the password alone: it e-mails the owner a link and a warning instead, and turns nothing on', async () => {
    const owner = await adminWithoutTwoFactor()
    const ownerSession = await passwordSession(owner)
    const stranger = await passwordSession(owner)

    expect(await setup(stranger, { intent: 'start' })).toMatchObject({ status: 302 })
    const seen = await page(stranger)
    expect(seen).toMatchObject({ status: 'off', direct: false, linkSentAt: expect.any(String) })
    expect(JSON.stringify(seen)).not.toMatch(/"(key|qr)"/)
    expect((await getTwoFactor(owner.id)).status).toBe('off')

    const [mail] = await setupMails(owner.email)
    expect(mail.envelopeTo).toEqual([owner.email])
    expect(await logOf(owner.id)).toContainEqual({ action: 'e-mail sent', changes: [{ field: 'e-mail', to: 'two-factor set-up link' }] })
    expect(mail.text).toContain('asked to set up two-factor sign-in')
    expect(mail.text).toContain('If it was not you, do not open the link: someone knows your password.')
    expect(mail.text).toContain(`${env().SITE_URL}/forgot-password`)
    expect(mail.text).toContain(`${env().SITE_URL}/account/two-factor?link=`)

    // forged posts: a code, a made-up link, a burst of requests for links
    expect((await setup(stranger, { intent: 'confirm', code: '123456' })).status).toBe(302)
    expect((await setup(stranger, { intent: 'link', link: 'made-up-token' })).status).toBe(302)
    await Promise.all(Array.from({ length: 10 }, () => setup(stranger, { intent: 'start' })))
    expect(await setupMails(owner.email)).toHaveLength(3)
    // a link refused by the hourly limit was not sent, and is not logged as sent
    expect((await logOf(owner.id)).filter((entry) => entry.action === 'e-mail sent')).toHaveLength(3)
    expect((await getTwoFactor(owner.id)).status).toBe('off')
    // nobody's session was ended
    expect((await page(ownerSession)).status).toBe('off')
  })

  it('lets the session that opens the link set it up; another session of the account sees no key and cannot confirm it', async () => {
    const owner = await adminWithoutTwoFactor()
    const ownerSession = await passwordSession(owner)
    const stranger = await passwordSession(owner)
    await setup(stranger, { intent: 'start' })
    const token = tokenOf((await setupMails(owner.email))[0])

    // the link's page: a button, nothing spent yet
    expect((await page(ownerSession, `?link=${token}`)).link).toEqual({ state: 'valid', token })
    expect(await setup(ownerSession, { intent: 'link', link: token })).toMatchObject({ status: 302 })
    const ownerPage = await page(ownerSession)
    expect(ownerPage.status).toBe('setting-up')
    const secret = ownerPage.key.replaceAll(' ', '')

    // the stranger's session: no key, and a right code from it is refused
    expect(JSON.stringify(await page(stranger))).not.toContain(ownerPage.key)
    expect((await page(stranger)).status).toBe('off')
    expect(await setup(stranger, { intent: 'confirm', code: codeAt(secret) })).toMatchObject({ status: 302 })
    expect((await getTwoFactor(owner.id)).status).toBe('setting-up')
    // the link works once
    expect((await page(stranger, `?link=${token}`)).link).toEqual({ state: 'used', token: '' })

    // the owner may start again with a new key without another link, then turns it on
    expect(await setup(ownerSession, { intent: 'start' })).toMatchObject({ status: 302 })
    expect(await setupMails(owner.email)).toHaveLength(1)
    const newKey = (await page(ownerSession)).key.replaceAll(' ', '')
    expect(newKey).not.toBe(secret)
    const confirmed = await settle(setupAction({ request: post('/account/two-factor', { intent: 'confirm', code: codeAt(newKey) }, ownerSession), context: context() } as never))
    expect(confirmed.status).toBe(200)
    expect((await getTwoFactor(owner.id)).status).toBe('on')
    // the stranger's session, which did not pass the factor, is ended
    expect(await getSessionUserFor(get('/account', stranger))).toBeNull()
  })

  it('refuses a link of another account, and an expired one', async () => {
    const owner = await adminWithoutTwoFactor()
    const other = await adminWithoutTwoFactor()
    const otherSession = await passwordSession(other)
    const token = await createSetupLink(owner)
    expect((await page(otherSession, `?link=${token}`)).link).toEqual({ state: 'other-account', token: '' })
    expect(await setup(otherSession, { intent: 'link', link: token })).toMatchObject({ status: 302 })
    expect((await getTwoFactor(other.id)).status).toBe('off')
    expect((await getTwoFactor(owner.id)).status).toBe('off')

    const old = await createSetupLink(owner, new Date(Date.now() - 61 * 60_000))
    const ownerSession = await passwordSession(owner)
    expect((await page(ownerSession, `?link=${old}`)).link).toEqual({ state: 'expired', token: '' })
  })

  it('brings someone who opens the link signed out back to it after the password', async () => {
    const owner = await adminWithoutTwoFactor()
    const token = await createSetupLink(owner)
    const target = `/account/two-factor?link=${token}`
    const signIn = await settle(loginAction({ request: post('/login', { email: owner.email, password: owner.password, redirectTo: target }), context: context() } as never))
    // not to the set-up page without it: the site requires two-factor sign-in of admins
    expect(signIn).toMatchObject({ status: 302, location: target })
  })
})
