// The admin home's numbers: unread messages, this month's donations, published items.
import { describe, expect, it } from 'vitest'
import { db } from '../../../database/db.server'
import { blogs, contactMessages, paymentRecords, testimonials } from '../../../database/schema'
import { useTestDatabase } from '../../../database/test-database'
import { createUser } from '~/models/user.server'
import { startSession } from '~/auth/session.server'
import { enrolTwoFactor } from '../../../tests/support/admin-test-helpers'
import { loader } from './home'

useTestDatabase()

describe('admin home', () => {
  it('counts unread messages, donations this month and what is published', async () => {
    const admin = await createUser({ email: 'counts@example.org', password: 'counting password', role: 'admin' })
    await enrolTwoFactor(admin.id)
    const cookie = (await startSession(new Request('http://localhost/login'), admin.id, false, { secondFactor: true })).split(';')[0]
    await db().insert(contactMessages).values([
      { name: 'A', email: 'a@example.org', subject: 'Hi', message: 'Hello there' },
      { name: 'B', email: 'b@example.org', subject: 'Hi', message: 'Hello again', readAt: new Date() },
    ])
    await db().insert(paymentRecords).values([
      { name: 'Now', email: 'n@example.org', paymentMethod: 'card' },
      { name: 'Long ago', email: 'l@example.org', paymentMethod: 'qr', createdAt: new Date('2020-01-15T12:00:00Z') },
    ])
    const blog = { name: 'n', title: 't', description: 'd', writerName: 'w' }
    await db().insert(blogs).values([blog, blog, { ...blog, isActive: false }])
    await db().insert(testimonials).values({ name: 'T', email: 't@example.org', profession: 'P', message: 'M', isActive: false })

    const { counts } = await loader({ request: new Request('http://localhost/admin', { headers: { Cookie: cookie } }), params: {}, context: {} } as any)
    expect(counts.unreadMessages).toBe(1)
    expect(counts.donationsThisMonth).toBe(1)
    expect(counts.published.blogs).toBe(2)
    expect(counts.totals.blogs).toBe(3)
    expect(counts.published.testimonials).toBe(0)
    expect(counts.totals.testimonials).toBe(1)
  })
})
