// The Privacy screen's loader and actions as a browser would reach them: admins only, the
// e-mail address checked (400 with the message beside the field), export as a JSON download
// without secrets, erasure with its toast, refusals that change nothing, and no address in the logs.
import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { db } from '../../../../database/db.server'
import { contactMessages, paymentRecords, sessions, users } from '../../../../database/schema'
import { useTestDatabase } from '../../../../database/test-database'
import { ERASED_MARKER, ERASURE_REFUSALS, PRIVACY_MESSAGES } from '~/content/privacy'
import { createSession } from '~/models/session.server'
import { createUser } from '~/models/user.server'
import { logger } from '~/utils/logger.server'
import { startSession } from '~/auth/session.server'
import { call, enrolTwoFactor } from '../../../../tests/support/admin-test-helpers'
import { action as exportAction, loader as exportLoader } from './export'
import { action, loader } from './privacy'

useTestDatabase()

const cookies = { admin: '', member: '' }
let adminEmail = ''

async function signedIn(email: string, role: 'admin' | 'member') {
  const user = await createUser({ email, password: 'a privacy test password', roles: role === 'admin' ? ['administrator'] : [] })
  // an admin signs in with both factors (required on a new site)
  if (role === 'admin') await enrolTwoFactor(user.id)
  return (await startSession(new Request('http://localhost/login'), user.id, false, { secondFactor: role === 'admin' })).split(';')[0]
}

beforeAll(async () => {
  adminEmail = 'privacy-admin@example.org'
  cookies.admin = await signedIn(adminEmail, 'admin')
  cookies.member = await signedIn('privacy-member@example.org', 'member')
})

let counter = 0
async function personWithData() {
  counter += 1
  const email = `Simran.Dhillon-${counter}@Example.org`
  const messages = await db()
    .insert(contactMessages)
    .values([
      { name: 'Simran Dhillon', email, subject: 'Carer support', message: 'I look after my grandmother.' },
      { name: 'Simran Dhillon', email: email.toLowerCase(), subject: 'Follow-up', message: 'Any news about the group?' },
    ])
    .returning({ id: contactMessages.id })
  const payments = await db()
    .insert(paymentRecords)
    .values([
      { name: 'Simran Dhillon', email, address: '4 Whyte Ave', paymentMethod: 'card', amountCents: 2500, status: 'received', receivedAt: new Date('2026-01-10T18:00:00Z') },
      { name: 'Simran Dhillon', email, address: '4 Whyte Ave', paymentMethod: 'qr', amountCents: 1000, status: 'pledged' },
    ])
    .returning()
  const user = await createUser({ email, password: 'simran password 2026', roles: [] })
  const tokens = [(await createSession(user.id, false)).token, (await createSession(user.id, true)).token]
  return { email, messageIds: messages.map((m) => m.id), payments, user, tokens }
}

function form(fields: Record<string, string>) {
  return new URLSearchParams(fields)
}

/** Runs `work` and returns everything logged meanwhile, as one string. */
async function logsDuring(work: () => Promise<unknown>) {
  const spies = (['info', 'warn', 'error', 'debug'] as const).map((level) => vi.spyOn(logger, level))
  try {
    await work()
    return JSON.stringify(spies.map((spy) => spy.mock.calls))
  } finally {
    for (const spy of spies) spy.mockRestore()
  }
}

async function exportFor(email: string, cookie = cookies.admin) {
  const request = new Request('http://localhost/admin/privacy/export', { method: 'POST', headers: { Cookie: cookie }, body: form({ email }) })
  try {
    return await exportAction({ request, params: {}, context: { cspNonce: '', clientAddress: '127.0.0.1' } } as never)
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

describe('the Privacy screen', () => {
  it('is for admins only: visitors are sent to log in, members refused, in every loader and action', async () => {
    for (const [handler, url, body] of [
      [loader, '/admin/privacy', undefined],
      [action, '/admin/privacy', form({ intent: 'lookup', email: 'someone@example.org' })],
      [exportLoader, '/admin/privacy/export', undefined],
      [exportAction, '/admin/privacy/export', form({ email: 'someone@example.org' })],
    ] as const) {
      const anonymous = await call(handler, url, { cookie: '', body })
      expect(anonymous.status).toBe(302)
      expect(anonymous.location).toMatch(/^\/login\?redirectTo=/)
      expect((await call(handler, url, { cookie: cookies.member, body })).status).toBe(403)
    }
  })

  it('says how long contact messages are kept', async () => {
    const outcome = await call(loader, '/admin/privacy', { cookie: cookies.admin })
    expect(outcome.data).toEqual({ contactRetentionMonths: 24 })
  })

  it('refuses a missing or impossible address with 400 and the message beside the field', async () => {
    for (const [email, message] of [
      ['', PRIVACY_MESSAGES.emailRequired],
      ['   ', PRIVACY_MESSAGES.emailRequired],
      ['simran', PRIVACY_MESSAGES.emailInvalid],
      ['simran @example.org', PRIVACY_MESSAGES.emailInvalid],
      [`${'x'.repeat(250)}@example.org`, PRIVACY_MESSAGES.emailInvalid],
    ]) {
      for (const intent of ['lookup', 'erase', 'confirm-erase']) {
        const outcome = await call(action, '/admin/privacy', { cookie: cookies.admin, body: form({ intent, email }) })
        expect(outcome.status, `${intent} ${email}`).toBe(400)
        expect(outcome.data.lookup.error.email).toEqual([message])
        // what was typed is kept
        expect(outcome.data.lookup.initialValue.email ?? '').toBe(email)
      }
    }
    expect((await call(action, '/admin/privacy', { cookie: cookies.admin, body: form({ intent: 'drop-everything', email: 'a@example.org' }) })).status).toBe(400)
    expect((await exportFor('not an address')).status).toBe(400)
  })

  it('shows what is held about an address, in any letter case', async () => {
    const p = await personWithData()
    const outcome = await call(action, '/admin/privacy', { cookie: cookies.admin, body: form({ intent: 'lookup', email: p.email.toUpperCase() }) })
    expect(outcome.status).toBe(200)
    expect(outcome.data.result).toEqual({
      email: p.email.toUpperCase(),
      summary: {
        contactMessages: 2,
        receiptRecords: 1,
        otherPaymentRecords: 1,
        officialReceipts: 0,
        account: { roles: [], sessions: 2 },
        testimonials: 0,
        teamMembers: 0,
        eventRegistrations: 0,
        refusal: null,
      },
      confirming: false,
      erasureError: null,
    })
    // without JavaScript, Erase asks on the page first
    const confirm = await call(action, '/admin/privacy', { cookie: cookies.admin, body: form({ intent: 'confirm-erase', email: p.email }) })
    expect(confirm.data.result.confirming).toBe(true)
    expect(await db().select().from(contactMessages).where(inArray(contactMessages.id, p.messageIds))).toHaveLength(2)
  })

  it('exports everything held as a JSON download, without password hash or session tokens, and logs no address', async () => {
    const p = await personWithData()
    let response: Response | undefined
    const logged = await logsDuring(async () => {
      response = await exportFor(p.email.toLowerCase())
    })
    expect(response!.status).toBe(200)
    expect(response!.headers.get('Content-Type')).toBe('application/json; charset=utf-8')
    expect(response!.headers.get('Content-Disposition')).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/)
    expect(response!.headers.get('Cache-Control')).toBe('no-store')
    const text = await response!.text()
    const body = JSON.parse(text)
    expect(body.contactMessages.map((m: { message: string }) => m.message)).toEqual(['I look after my grandmother.', 'Any news about the group?'])
    expect(body.donationRecords.map((r: { status: string; amountCents: number }) => [r.status, r.amountCents])).toEqual([
      ['received', 2500],
      ['pledged', 1000],
    ])
    expect(body.account).toMatchObject({ email: p.email, roles: [], sessions: { count: 2 } })
    const [stored] = await db().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, p.user.id))
    expect(text).not.toContain(stored.passwordHash)
    expect(text).not.toMatch(/passwordHash|\$argon2/)
    for (const token of p.tokens) expect(text).not.toContain(token)
    for (const { id } of await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, p.user.id))) expect(text).not.toContain(id)

    expect(logged).toContain('Personal data exported on request')
    expect(logged.toLowerCase()).not.toContain(p.email.toLowerCase())
  })

  it('erases: messages gone, received donation anonymised, pledge deleted, account and sessions gone, with a toast', async () => {
    const p = await personWithData()
    let outcome: Awaited<ReturnType<typeof call>> | undefined
    const logged = await logsDuring(async () => {
      outcome = await call(action, '/admin/privacy', { cookie: cookies.admin, body: form({ intent: 'erase', email: ` ${p.email.toUpperCase()} ` }) })
    })
    expect(outcome!.status).toBe(302)
    expect(outcome!.location).toBe('/admin/privacy')
    expect(outcome!.flash).toEqual({
      type: 'success',
      message: 'Erased: 2 contact messages deleted, 1 donation record anonymised (kept for receipts), 1 donation record deleted, the account and 2 sessions deleted.',
    })
    expect(await db().select().from(contactMessages).where(inArray(contactMessages.id, p.messageIds))).toEqual([])
    const [received, pledged] = p.payments
    expect(await db().select().from(paymentRecords).where(inArray(paymentRecords.id, [received.id, pledged.id]))).toEqual([
      { ...received, name: ERASED_MARKER, email: ERASED_MARKER, address: ERASED_MARKER, updatedAt: expect.any(Date) },
    ])
    expect(await db().select().from(users).where(eq(users.id, p.user.id))).toEqual([])
    expect(await db().select().from(sessions).where(eq(sessions.userId, p.user.id))).toEqual([])
    expect(logged).toContain('Personal data erased on request')
    expect(logged.toLowerCase()).not.toContain(p.email.toLowerCase())

    // a second time there is nothing left to erase
    const again = await call(action, '/admin/privacy', { cookie: cookies.admin, body: form({ intent: 'erase', email: p.email }) })
    expect(again.flash).toEqual({ type: 'success', message: 'Nothing was held about that address, so nothing was erased.' })
  })

  it('refuses to erase the signed-in admin’s own account, says why, and changes nothing', async () => {
    await db().insert(contactMessages).values({ name: 'The admin', email: adminEmail, subject: 'Test', message: 'Testing the form.' })
    const lookup = await call(action, '/admin/privacy', { cookie: cookies.admin, body: form({ intent: 'lookup', email: adminEmail }) })
    expect(lookup.data.result.summary.refusal).toBe('own-account')

    const outcome = await call(action, '/admin/privacy', { cookie: cookies.admin, body: form({ intent: 'erase', email: adminEmail.toUpperCase() }) })
    expect(outcome.status).toBe(400)
    expect(outcome.data.result.erasureError).toBe(`Nothing was erased. ${ERASURE_REFUSALS['own-account']}`)
    expect(await db().select().from(users).where(eq(users.email, adminEmail))).toHaveLength(1)
    expect(await db().select().from(contactMessages).where(eq(contactMessages.email, adminEmail))).toHaveLength(1)
    // and the admin is still signed in
    expect((await call(loader, '/admin/privacy', { cookie: cookies.admin })).status).toBe(200)
  })
})
