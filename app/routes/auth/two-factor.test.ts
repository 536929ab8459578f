// Two-factor sign-in for admins (issue 14, item 11), through the real loaders and actions on a
// fresh database: set-up, the code step, single use of codes and recovery codes, the limits
// under a parallel burst, members never asked, the site's requirement, turning it off.
import { desc, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { db } from '../../../database/db.server'
import { outbox, recoveryCodes, sessions, siteSettings, twoFactorKeys } from '../../../database/schema'
import { useTestDatabase } from '../../../database/test-database'
import { twoFactorMessages } from '~/content/auth'
import { i18nOf } from '~/i18n/i18n'
import { SETTING_KEYS } from '~/content/settings'
import { saveTwoFactorSettings } from '~/models/settings.server'
import { codeAt, getTwoFactor, RECOVERY_CODE_COUNT, removeTwoFactor } from '~/models/two-factor.server'
import { changePassword, createUser } from '~/models/user.server'
import { getSessionUserFor, startPendingSignIn, startSession } from '~/auth/session.server'
import { enrolTwoFactor } from '../../../tests/support/admin-test-helpers'
import { loader as adminHomeLoader } from '../admin/home'
import { loader as accountLoader } from './account'
import { action as loginAction } from './login'
import { action as codeAction, loader as codeLoader } from './login-two-factor'
import { action as setupAction, loader as setupLoader } from './two-factor'

useTestDatabase()

// the English messages, word for word (the catalogs serve the other languages)
const TWO_FACTOR_MESSAGES = twoFactorMessages(i18nOf('en'))

let addressCounter = 0
const newAddress = () => `10.2.${Math.floor(addressCounter / 250)}.${addressCounter++ % 250}`
const context = (clientAddress = newAddress()) => ({ cspNonce: '', clientAddress })

function post(path: string, fields: Record<string, string>, cookie?: string) {
  const headers = new Headers({ 'Content-Type': 'application/x-www-form-urlencoded' })
  if (cookie) headers.set('Cookie', cookie)
  return new Request(`http://localhost${path}`, { method: 'POST', headers, body: new URLSearchParams(fields) })
}

const get = (path: string, cookie?: string) => new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} })

type Settled = { status: number; body: any; headers: Headers; location: string | null; cookies: Record<string, string> }  

async function settle(run: Promise<unknown> | unknown): Promise<Settled> {
  let value: any  
  try {
    value = await run
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    value = thrown
  }
  const headers = value instanceof Response ? value.headers : new Headers(value?.init?.headers)
  const cookies = Object.fromEntries(
    headers.getSetCookie().map((line) => {
      const [pair] = line.split(';')
      const at = pair.indexOf('=')
      return [pair.slice(0, at), pair]
    }),
  )
  if (value instanceof Response) return { status: value.status, body: null, headers, location: value.headers.get('Location'), cookies }
  const isData = value && typeof value === 'object' && value.type === 'DataWithResponseInit'
  return { status: isData ? (value.init?.status ?? 200) : 200, body: isData ? value.data : value, headers, location: null, cookies }
}

const fieldError = (result: Settled, name: string): string[] => result.body?.error?.[name] ?? result.body?.result?.error?.[name] ?? []

const logIn = (email: string, password: string, ctx = context(), redirectTo = '') =>
  settle(loginAction({ request: post('/login', { email, password, redirectTo }), context: ctx } as any))
const giveCode = (pendingCookie: string, fields: Record<string, string>, ctx = context()) =>
  settle(codeAction({ request: post('/login/two-factor', fields, pendingCookie), context: ctx } as any))
const setup = (cookie: string, fields: Record<string, string>, ctx = context()) =>
  settle(setupAction({ request: post('/account/two-factor', fields, cookie), context: ctx } as any))
const setupPage = (cookie: string) => settle(setupLoader({ request: get('/account/two-factor', cookie) } as any))
const adminHome = (cookie: string) => settle(adminHomeLoader({ request: get('/admin', cookie), params: {}, context: context() } as any))

let accountCounter = 0
async function admin(password = 'a calm river at dawn') {
  accountCounter += 1
  const email = `admin-${accountCounter}@two-factor.test`
  const user = await createUser({ email, password, roles: ['administrator'] })
  return { ...user, password }
}

/** An admin with two-factor sign-in on: the key and the recovery codes. */
async function enrolledAdmin() {
  const user = await admin()
  return { ...user, ...(await enrolTwoFactor(user.id)) }
}

/**
 * "Set up two-factor sign-in" as a session without a second factor, then the e-mailed link
 * (decision 053; its e-mail is read through a real SMTP server in two-factor-owner.test.ts):
 * the link's token, read from the mail queued to the account.
 */
async function setUpThroughLink(cookie: string, email: string) {
  expect(await setup(cookie, { intent: 'start' })).toMatchObject({ status: 302, location: '/account/two-factor' })
  expect((await setupPage(cookie)).body).toMatchObject({ status: 'off' })
  const [mail] = await db().select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id)).limit(1)
  const token = /[?&]link=([\w-]+)/.exec(mail.text ?? '')![1]
  expect(await setup(cookie, { intent: 'link', link: token })).toMatchObject({ status: 302, location: '/account/two-factor' })
}

/** Password, then the code step's cookie (the sign-in waiting for its code). */
async function passwordStep(email: string, password: string, ctx = context(), redirectTo = '') {
  const result = await logIn(email, password, ctx, redirectTo)
  expect(result.status).toBe(302)
  expect(result.location).toBe('/login/two-factor')
  expect(result.cookies.sid, 'no session before the code').toBeUndefined()
  return result.cookies['sign-in']
}

describe('setting up two-factor sign-in on /account/two-factor', () => {
  it('refuses a wrong code, then turns it on with the right one and shows 10 recovery codes once, stored hashed', async () => {
    await saveTwoFactorSettings({ requiredForAdmins: false })
    const user = await admin()
    const cookie = (await startSession(get('/login'), user.id, false)).split(';')[0]
    const otherDevice = (await startSession(get('/login'), user.id, false)).split(';')[0]

    expect((await setupPage(cookie)).body).toMatchObject({ status: 'off' })
    await setUpThroughLink(cookie, user.email)
    const page = (await setupPage(cookie)).body
    expect(page.status).toBe('setting-up')
    // the key as text, in groups of 4, and the QR code as an SVG drawn on the server
    expect(page.key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/)
    expect(page.qr).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Buffer.from(page.qr.split(',')[1], 'base64').toString()).toContain('<svg')
    const secret = page.key.replaceAll(' ', '')

    const wrongCode = String((Number(codeAt(secret)) + 1) % 1_000_000).padStart(6, '0')
    const wrong = await setup(cookie, { intent: 'confirm', code: wrongCode })
    expect(wrong.status).toBe(400)
    expect(fieldError(wrong, 'code')).toEqual([TWO_FACTOR_MESSAGES.setupCodeWrong])
    expect(wrong.body.result.initialValue.code, 'what was typed is kept').toBe(wrongCode)
    expect((await getTwoFactor(user.id)).status).toBe('setting-up')
    expect(fieldError(await setup(cookie, { intent: 'confirm', code: '12ab56' }), 'code')).toEqual([TWO_FACTOR_MESSAGES.codeFormat])

    // typed with a space, as the app shows it
    const right = await setup(cookie, { intent: 'confirm', code: `${codeAt(secret).slice(0, 3)} ${codeAt(secret).slice(3)}` })
    expect(right.status).toBe(200)
    expect(right.body.form).toBe('codes')
    const codes: string[] = right.body.recoveryCodes
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT)
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT)
    for (const code of codes) expect(code).toMatch(/^[a-hj-km-np-z2-9]{5}-[a-hj-km-np-z2-9]{5}$/)
    expect(await getTwoFactor(user.id)).toMatchObject({ status: 'on', recoveryCodesLeft: RECOVERY_CODE_COUNT })
    const stored = await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT)
    for (const row of stored) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/)
      expect(codes.some((code) => row.codeHash.includes(code.replace('-', '')))).toBe(false)
    }
    // shown once: the page afterwards holds no code
    expect(JSON.stringify((await setupPage(cookie)).body)).not.toMatch(new RegExp(codes.map((c) => c.replace('-', '.')).join('|')))

    // this session passed the second factor and stays; the other device's session is ended
    expect(await getSessionUserFor(get('/account', cookie))).toMatchObject({ id: user.id, twoFactor: true })
    expect(await getSessionUserFor(get('/account', otherDevice))).toBeNull()
    expect((await db().select().from(sessions).where(eq(sessions.userId, user.id))).length).toBe(1)
  })

  it('is offered to admins only: a member is sent back to their account and never asked', async () => {
    const member = await createUser({ email: 'member-setup@two-factor.test', password: 'a quiet garden path', roles: [] })
    const cookie = (await startSession(get('/login'), member.id, false)).split(';')[0]
    expect(await setupPage(cookie)).toMatchObject({ status: 302, location: '/account' })
    expect(await setup(cookie, { intent: 'start' })).toMatchObject({ status: 302, location: '/account' })
    expect(await db().select().from(twoFactorKeys).where(eq(twoFactorKeys.userId, member.id))).toEqual([])
    expect((await settle(accountLoader({ request: get('/account', cookie) } as any))).body.twoFactor).toBeNull()
  })
})

describe('signing in with two-factor sign-in', () => {
  it('asks for the code after the password: no session and no admin page before it, a new session after', async () => {
    const user = await enrolledAdmin()
    const pending = await passwordStep(user.email, user.password, context(), '/admin/blogs')

    // half signed in: the back office is closed, as for a visitor
    expect(await adminHome(pending)).toMatchObject({ status: 302, location: '/login?redirectTo=%2Fadmin' })
    const step = await settle(codeLoader({ request: get('/login/two-factor', pending) } as any))
    expect(step.body).toMatchObject({ method: 'app', email: user.email })

    const wrong = await giveCode(pending, { method: 'app', code: '000000' === codeAt(user.secret) ? '111111' : '000000' })
    expect(wrong.status).toBe(400)
    expect(fieldError(wrong, 'code')).toEqual([TWO_FACTOR_MESSAGES.codeWrong])
    expect(fieldError(await giveCode(pending, { method: 'app', code: '' }), 'code')).toEqual([TWO_FACTOR_MESSAGES.codeRequired])

    const right = await giveCode(pending, { method: 'app', code: codeAt(user.secret) })
    expect(right.status).toBe(302)
    expect(right.location).toBe('/admin/blogs')
    expect(right.cookies['sign-in']).toMatch(/^sign-in=$/) // the waiting sign-in is forgotten
    const session = right.cookies.sid
    expect(session).toMatch(/^sid=/)
    expect(await getSessionUserFor(get('/admin', session))).toMatchObject({ id: user.id, twoFactor: true })
    expect((await adminHome(session)).status).toBe(200)
  })

  it('refuses a code used already, in the same time step or an earlier one', async () => {
    const user = await enrolledAdmin()
    const now = Date.now()
    const code = codeAt(user.secret, new Date(now))
    expect((await giveCode(await passwordStep(user.email, user.password), { method: 'app', code })).status).toBe(302)

    const again = await giveCode(await passwordStep(user.email, user.password), { method: 'app', code })
    expect(again.status).toBe(400)
    expect(fieldError(again, 'code')).toEqual([TWO_FACTOR_MESSAGES.codeWrong])
    const earlier = codeAt(user.secret, new Date(now - 30_000))
    if (earlier !== code) expect((await giveCode(await passwordStep(user.email, user.password), { method: 'app', code: earlier })).status).toBe(400)
    // the next step's code (a phone's clock a little ahead) still works
    const next = codeAt(user.secret, new Date(now + 30_000))
    expect((await giveCode(await passwordStep(user.email, user.password), { method: 'app', code: next })).status).toBe(302)
  })

  it('lets two requests racing with one code sign in only once', async () => {
    const user = await enrolledAdmin()
    const code = codeAt(user.secret)
    const pendings = await Promise.all([1, 2, 3, 4].map(() => passwordStep(user.email, user.password)))
    const results = await Promise.all(pendings.map((pending) => giveCode(pending, { method: 'app', code })))
    expect(results.filter((r) => r.status === 302)).toHaveLength(1)
    expect(results.filter((r) => r.status === 400)).toHaveLength(3)
  })

  it('takes a recovery code once, however it is typed, and refuses it the second time', async () => {
    const user = await enrolledAdmin()
    const [first, second] = user.recoveryCodes
    const page = await settle(codeLoader({ request: get('/login/two-factor?method=recovery', await passwordStep(user.email, user.password)) } as any))
    expect(page.body.method).toBe('recovery')

    const used = await giveCode(await passwordStep(user.email, user.password), { method: 'recovery', code: ` ${first.toUpperCase()} ` })
    expect(used.status).toBe(302)
    expect(used.cookies.sid).toMatch(/^sid=/)
    expect((await adminHome(used.cookies.sid)).status).toBe(200)

    const again = await giveCode(await passwordStep(user.email, user.password), { method: 'recovery', code: first })
    expect(again.status).toBe(400)
    expect(fieldError(again, 'code')).toEqual([TWO_FACTOR_MESSAGES.recoveryWrong])
    expect(again.cookies.sid).toBeUndefined()
    expect(fieldError(await giveCode(await passwordStep(user.email, user.password), { method: 'recovery', code: 'nope' }), 'code')).toEqual([
      TWO_FACTOR_MESSAGES.recoveryFormat,
    ])
    expect((await giveCode(await passwordStep(user.email, user.password), { method: 'recovery', code: second.replace('-', '') })).status).toBe(302)
    expect(await getTwoFactor(user.id)).toMatchObject({ status: 'on', recoveryCodesLeft: RECOVERY_CODE_COUNT - 2 })
  })

  it('checks at most 5 codes of a burst of 30 parallel wrong ones from one address, and at most 10 per account from many', async () => {
    const user = await enrolledAdmin()
    const from = context()
    const pending = await passwordStep(user.email, user.password, from)
    const wrongCode = (i: number) => {
      const right = new Set([-30_000, 0, 30_000].map((ms) => codeAt(user.secret, new Date(Date.now() + ms))))
      let code = String(100000 + i * 7919)
      while (right.has(code)) code = String(Number(code) + 1)
      return code
    }
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => giveCode(pending, { method: 'app', code: wrongCode(i) }, from)))
    const checked = burst.filter((r) => r.status === 400)
    const limited = burst.filter((r) => r.status === 429)
    expect(checked.length).toBeLessThanOrEqual(5)
    expect(checked.length + limited.length).toBe(30)
    expect(limited[0].headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(limited[0].body.error[''][0]).toBe(TWO_FACTOR_MESSAGES.tooManyCodes)
    // the right code from this address is refused too while the limit holds
    expect((await giveCode(pending, { method: 'app', code: codeAt(user.secret) }, from)).status).toBe(429)

    // spread over many addresses: the account's own limit (10 in 15 minutes) holds
    const other = await enrolledAdmin()
    const spread = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const ctx = context()
        return giveCode(await passwordStep(other.email, other.password, ctx), { method: 'recovery', code: `wrong${String(i).padStart(5, 'x')}`.slice(0, 10) }, ctx)
      }),
    )
    expect(spread.filter((r) => r.status === 400).length).toBeLessThanOrEqual(10)
    expect(spread.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(20)
  })

  it('answers anything typed at the code step, and at set-up, with a page or a refusal, never an error', async () => {
    const user = await enrolledAdmin()
    const pending = await passwordStep(user.email, user.password)
    const cookie = (await startSession(get('/login'), user.id, false, { secondFactor: true })).split(';')[0]
    const typed = fc.oneof(fc.string(), fc.string({ unit: 'grapheme', maxLength: 200 }), fc.constantFrom('', ' ', '1e21', '-1', '１２３４５６', "' or 1=1 --", '<script>', 'x'.repeat(20_000)))
    await fc.assert(
      fc.asyncProperty(fc.record({ method: typed, code: typed, intent: typed, currentPassword: typed }, { requiredKeys: [] }), async (fields) => {
        for (const result of [await giveCode(pending, fields, context()), await setup(cookie, fields, context())]) {
          expect([200, 302, 400, 413, 429]).toContain(result.status)
        }
      }),
      { numRuns: 40 },
    )
  })

  it('sends the sign-in back to the password after 10 minutes, or when the password changed meanwhile', async () => {
    const user = await enrolledAdmin()
    const stale = (await startPendingSignIn(get('/login'), { userId: user.id, remember: false, redirectTo: '/admin' }, new Date(Date.now() - 11 * 60_000))).split(';')[0]
    const expired = await giveCode(stale, { method: 'app', code: codeAt(user.secret) })
    expect(expired).toMatchObject({ status: 302, location: '/login' })
    expect(expired.cookies.sid).toBeUndefined()

    const pending = await passwordStep(user.email, user.password)
    await new Promise((resolve) => setTimeout(resolve, 5))
    await changePassword(user.id, 'a brand new walking route')
    expect(await settle(codeLoader({ request: get('/login/two-factor', pending) } as any))).toMatchObject({ status: 302, location: '/login' })
    // the operator removed the second factor meanwhile: back to the password, which now suffices
    const other = await enrolledAdmin()
    const waiting = await passwordStep(other.email, other.password)
    await removeTwoFactor(other.id)
    expect(await settle(codeLoader({ request: get('/login/two-factor', waiting) } as any))).toMatchObject({ status: 302, location: '/login' })
    // a forged or missing cookie: the same
    expect(await settle(codeLoader({ request: get('/login/two-factor', 'sign-in=eyJ1c2VySWQiOjF9') } as any))).toMatchObject({ status: 302, location: '/login' })
  })

  it('never asks a member, even one who had it on as an admin', async () => {
    const member = await createUser({ email: 'member@two-factor.test', password: 'a quiet garden path', roles: [] })
    await enrolTwoFactor(member.id)
    const result = await logIn('member@two-factor.test', 'a quiet garden path')
    expect(result).toMatchObject({ status: 302, location: '/account' })
    expect(result.cookies.sid).toMatch(/^sid=/)
    expect(result.cookies['sign-in']).toBeUndefined()
    expect(await getSessionUserFor(get('/account', result.cookies.sid))).toMatchObject({ id: member.id, roles: [] })
  })
})

describe('the site’s requirement, "Admins must use two-factor sign-in"', () => {
  it('is on for a new site: an admin without it is sent to set it up, kept out of the back office until done, then let in', async () => {
    await db().delete(siteSettings).where(eq(siteSettings.key, SETTING_KEYS.twoFactor)) // as a new site has it
    const user = await admin()
    const result = await logIn(user.email, user.password, context(), '/admin/events')
    expect(result).toMatchObject({ status: 302, location: '/account/two-factor' })
    const cookie = result.cookies.sid
    expect(await adminHome(cookie)).toMatchObject({ status: 302, location: '/account/two-factor' })
    expect((await setupPage(cookie)).body).toMatchObject({ status: 'off', required: true })

    await setUpThroughLink(cookie, user.email)
    const secret = (await setupPage(cookie)).body.key.replaceAll(' ', '')
    expect((await setup(cookie, { intent: 'confirm', code: codeAt(secret) })).body.form).toBe('codes')
    expect((await adminHome(cookie)).status).toBe(200)
  })

  it('when off, lets an admin in on the password and turn it off again (with the password); when on, refuses turning it off', async () => {
    const user = await admin()
    await saveTwoFactorSettings({ requiredForAdmins: false })
    const result = await logIn(user.email, user.password, context(), '/admin')
    expect(result).toMatchObject({ status: 302, location: '/admin' })
    const cookie = result.cookies.sid
    expect((await adminHome(cookie)).status).toBe(200)
    await enrolTwoFactor(user.id)
    // turning it on ended this session, which did not pass it
    expect(await getSessionUserFor(get('/admin', cookie))).toBeNull()
    const pending = await passwordStep(user.email, user.password)
    const secret = (await db().select().from(twoFactorKeys).where(eq(twoFactorKeys.userId, user.id)))[0].secret
    const signedIn = (await giveCode(pending, { method: 'app', code: codeAt(secret) })).cookies.sid

    const wrongPassword = await setup(signedIn, { intent: 'turn-off', currentPassword: 'not my password' })
    expect(wrongPassword.status).toBe(400)
    expect((await getTwoFactor(user.id)).status).toBe('on')

    await saveTwoFactorSettings({ requiredForAdmins: true })
    const refused = await setup(signedIn, { intent: 'turn-off', currentPassword: user.password })
    expect(refused.status).toBe(400)
    expect(refused.body.result.error['']).toEqual([expect.stringContaining('cannot be turned off')])
    expect((await getTwoFactor(user.id)).status).toBe('on')

    await saveTwoFactorSettings({ requiredForAdmins: false })
    expect(await setup(signedIn, { intent: 'turn-off', currentPassword: user.password })).toMatchObject({ status: 302, location: '/account' })
    expect((await getTwoFactor(user.id)).status).toBe('off')
    expect(await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([])
    expect(await logIn(user.email, user.password)).toMatchObject({ status: 302, location: '/admin' })
    await saveTwoFactorSettings({ requiredForAdmins: true })
  })

  it('makes new recovery codes and moves to a new phone after the password', async () => {
    const user = await enrolledAdmin()
    const signedIn = (await giveCode(await passwordStep(user.email, user.password), { method: 'app', code: codeAt(user.secret) })).cookies.sid
    const fresh = await setup(signedIn, { intent: 'new-recovery-codes', currentPassword: user.password })
    expect(fresh.body.form).toBe('codes')
    expect(fresh.body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT)
    // the old codes no longer work
    expect((await giveCode(await passwordStep(user.email, user.password), { method: 'recovery', code: user.recoveryCodes[0] })).status).toBe(400)

    expect(await setup(signedIn, { intent: 'new-phone', currentPassword: user.password })).toMatchObject({ status: 302, location: '/account/two-factor' })
    const page = (await setupPage(signedIn)).body
    expect(page.status).toBe('setting-up')
    expect(page.key.replaceAll(' ', '')).not.toBe(user.secret)
  })
})
