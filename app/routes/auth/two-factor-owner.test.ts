// The owner of an admin account is told, by e-mail through a real SMTP server, what someone who
// has only their password tried (issue 36, the second security probe):
// - item 6.4: wrong codes at the code step lock it for 15 minutes; the owner is e-mailed once
//   per lock (never once per guess), advising a new password;
// - item 6.2: the first set-up of two-factor sign-in is confirmed by a link sent to the account's
//   e-mail, so the password alone cannot bind a stranger's phone and lock the owner out.
import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../../database/db.server'
import { outbox, rateLimitHits } from '../../../database/schema'
import { useTestDatabase } from '../../../database/test-database'
import { CODE_LOCK_SUBJECT } from '~/email/mails.server'
import { codeAt } from '~/models/two-factor.server'
import { createUser } from '~/models/user.server'
import { env } from '~/utils/env.server'
import { enrolTwoFactor } from '../../../tests/support/admin-test-helpers'
import { useMailDelivery } from '../../../tests/support/smtp-test-server'
import { action as loginAction } from './login'
import { action as codeAction } from './login-two-factor'

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
async function settle(run: Promise<unknown>): Promise<{ status: number; cookies: Record<string, string> }> {
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
  return { status, cookies }
}

let accountCounter = 0
async function enrolledAdmin() {
  accountCounter += 1
  const password = 'a calm river at dawn'
  const user = await createUser({ email: `owner-${accountCounter}@two-factor.test`, password, role: 'admin' })
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
