// The admin home's numbers: unread messages, pledges waiting, money received (this month, this
// year, per month for a year, by the Edmonton day it was received), published items.
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../../database/db.server'
import { blogs, contactMessages, paymentRecords, testimonials } from '../../../database/schema'
import { useTestDatabase } from '../../../database/test-database'
import { createUser } from '~/models/user.server'
import { startSession } from '~/auth/session.server'
import { getDonationsReceived } from '~/models/dashboard.server'
import { enrolTwoFactor } from '../../../tests/support/admin-test-helpers'
import { loader } from './home'

useTestDatabase()

describe('admin home', () => {
  it('counts unread messages, donations this month and what is published', async () => {
    const admin = await createUser({ email: 'counts@example.org', password: 'counting password', roles: ['administrator'] })
    await enrolTwoFactor(admin.id)
    const cookie = (await startSession(new Request('http://localhost/login'), admin.id, false, { secondFactor: true })).split(';')[0]
    await db().insert(contactMessages).values([
      { name: 'A', email: 'a@example.org', subject: 'Hi', message: 'Hello there' },
      { name: 'B', email: 'b@example.org', subject: 'Hi', message: 'Hello again', readAt: new Date() },
    ])
    await db().insert(paymentRecords).values([
      { name: 'Now', email: 'n@example.org', paymentMethod: 'card' },
      { name: 'Long ago', email: 'l@example.org', paymentMethod: 'qr', createdAt: new Date('2020-01-15T12:00:00Z') },
      { name: 'Cancelled', email: 'c@example.org', paymentMethod: 'qr', status: 'cancelled' },
      { name: 'Received', email: 'r@example.org', paymentMethod: 'qr', status: 'received', amountCents: 2500, receivedAt: new Date() },
    ])
    const blog = { name: 'n', title: 't', description: 'd', writerName: 'w' }
    await db().insert(blogs).values([blog, blog, { ...blog, status: 'hidden' }])
    await db().insert(testimonials).values({ name: 'T', email: 't@example.org', profession: 'P', message: 'M', status: 'hidden' })

    const { attention, published } = await loader({ request: new Request('http://localhost/admin', { headers: { Cookie: cookie } }), params: {}, context: {} } as any)
    expect(attention.unreadMessages).toBe(1)
    // pledges, new or old, wait; a cancelled or received one does not
    expect(attention.pledgesWaiting).toBe(2)
    const card = (key: string) => published.find((item) => item.key === key)
    expect(card('blogs')).toMatchObject({ value: 2, total: 3 })
    expect(card('testimonials')).toMatchObject({ value: 0, total: 1 })
  })
})

describe('donations received', () => {
  beforeEach(async () => {
    await db().delete(paymentRecords)
  })
  // 2026-03-01 00:00 in Edmonton (MST, UTC-7) is 07:00 UTC
  const day = (iso: string) => new Date(iso)
  const gift = (amountCents: number | null, receivedAt: string, status: 'received' | 'pledged' | 'cancelled' = 'received') => ({
    name: 'Donor',
    email: 'donor@example.org',
    paymentMethod: 'qr' as const,
    status,
    amountCents,
    receivedAt: status === 'received' ? day(receivedAt) : null,
  })

  it('sums the money received by its Edmonton month, this month and this year, and lists the last 12 months', async () => {
    await db()
      .insert(paymentRecords)
      .values([
        gift(5000, '2026-03-01T07:00:00Z'), // 1 March in Edmonton
        gift(1250, '2026-03-20T07:00:00Z'),
        gift(999, '2026-03-01T06:59:00Z'), // still 28 February in Edmonton
        gift(10000, '2026-01-10T07:00:00Z'),
        gift(40000, '2025-12-10T07:00:00Z'), // last year: in the 12 months, not in this year
        gift(70000, '2025-03-10T07:00:00Z'), // 12 months ago: in neither
        gift(null, '2026-03-05T07:00:00Z'), // no amount recorded
        gift(3000, '2026-03-05T07:00:00Z', 'pledged'),
        gift(3000, '2026-03-05T07:00:00Z', 'cancelled'),
      ])
    const received = await getDonationsReceived(day('2026-03-25T18:00:00Z'))
    expect(received!.thisMonthCents).toBe(6250)
    expect(received.thisYearCents).toBe(6250 + 999 + 10000)
    expect(received.months.map((m) => m.month)).toEqual([
      '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03',
    ])
    expect(received.months.slice(-4)).toEqual([
      { month: '2025-12', cents: 40000, gifts: 1 },
      { month: '2026-01', cents: 10000, gifts: 1 },
      { month: '2026-02', cents: 999, gifts: 1 },
      { month: '2026-03', cents: 6250, gifts: 2 },
    ])
    expect(received.months[0]).toEqual({ month: '2025-04', cents: 0, gifts: 0 })
  })

  it("counts a gift in Edmonton's month under the current rules (UTC-6 all year since 2026), also on PostgreSQL", async () => {
    await db()
      .insert(paymentRecords)
      .values([
        gift(2500, '2026-12-01T06:30:00Z'), // 12:30 a.m. on 1 December in Edmonton (UTC-6)
        gift(700, '2026-12-01T05:59:00Z'), // 11:59 p.m. on 30 November
      ])
    const received = await getDonationsReceived(day('2026-12-15T18:00:00Z'))
    expect(received.months.slice(-2)).toEqual([
      { month: '2026-11', cents: 700, gifts: 1 },
      { month: '2026-12', cents: 2500, gifts: 1 },
    ])
    expect(received.thisMonthCents).toBe(2500)
  })

  it('shows the sums as money and the months by name on the admin home', async () => {
    const admin = await createUser({ email: 'money@example.org', password: 'counting password', roles: ['administrator'] })
    await enrolTwoFactor(admin.id)
    const cookie = (await startSession(new Request('http://localhost/login'), admin.id, false, { secondFactor: true })).split(';')[0]
    await db().insert(paymentRecords).values(gift(123456, new Date().toISOString()))
    const { received } = (await loader({ request: new Request('http://localhost/admin', { headers: { Cookie: cookie } }), params: {}, context: {} } as any)) as any
    expect(received.thisMonth).toBe('$1,234.56')
    expect(received.months).toHaveLength(12)
    expect(received.months[11]).toMatchObject({ amount: '$1,234.56', gifts: 1, long: expect.stringMatching(/^[A-Z][a-z]+ \d{4}$/) })
    expect(received.months[0]).toMatchObject({ amount: '$0.00', gifts: 0 })
  })
})
