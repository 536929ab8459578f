// The Contact List and detail: new/read state, the menu's unread count, search and paging on
// the server, and delete with the spec's toast.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../../../database/db.server'
import { contactMessages } from '../../../../database/schema'
import { useTestDatabase } from '../../../../database/test-database'
import { loader as layoutLoader } from '../layout'
import { adminCookie, call } from '../../../../tests/support/admin-test-helpers'
import { loader as detailLoader } from './detail'
import { action as listAction, loader as listLoader } from './list'

useTestDatabase()

let cookie = ''
beforeAll(async () => {
  cookie = await adminCookie()
})

async function unreadInMenu(url = '/admin') {
  const outcome = await call(layoutLoader, url, { cookie })
  return outcome.data.unreadMessages as number
}

describe('contact messages in the back office', () => {
  it('marks new messages, counts them in the menu, and marks one read when it is opened', async () => {
    const [first, second] = await db()
      .insert(contactMessages)
      .values([
        { name: 'Harpreet Kaur', email: 'harpreet@example.org', subject: 'Support for my father', message: 'Could someone call him?', createdAt: new Date('2025-03-01T15:00:00Z') },
        { name: 'Ravi Shah', email: 'ravi@example.org', subject: 'Volunteering', message: 'I would like to help on weekends.', createdAt: new Date('2025-03-02T15:00:00Z') },
      ])
      .returning()
    expect(await unreadInMenu()).toBe(2)

    const list = await call(listLoader, '/admin/contact-messages', { cookie })
    expect(list.data.rows.map((r: { name: string; read: boolean; createdAt: string }) => [r.name, r.read, r.createdAt])).toEqual([
      ['Ravi Shah', false, '2 March 2025'],
      ['Harpreet Kaur', false, '1 March 2025'],
    ])

    // the page that opens a message already counts it as read in its own menu
    expect(await unreadInMenu(`/admin/contact-messages/${first.id}`)).toBe(1)
    const detail = await call(detailLoader, `/admin/contact-messages/${first.id}`, { cookie, params: { id: String(first.id) } })
    expect(detail.data).toMatchObject({
      name: 'Harpreet Kaur',
      email: 'harpreet@example.org',
      subject: 'Support for my father',
      message: 'Could someone call him?',
      createdAt: '1 March 2025, 8:00 a.m.',
    })
    expect(await unreadInMenu()).toBe(1)
    const [read] = await db().select().from(contactMessages).where(eq(contactMessages.id, first.id))
    expect(read.readAt).not.toBeNull()

    // opening it again keeps the first reading time
    await call(detailLoader, `/admin/contact-messages/${first.id}`, { cookie, params: { id: String(first.id) } })
    const [again] = await db().select().from(contactMessages).where(eq(contactMessages.id, first.id))
    expect(again.readAt).toEqual(read.readAt)

    const after = await call(listLoader, '/admin/contact-messages?sort=oldest', { cookie })
    expect(after.data.rows.map((r: { name: string; read: boolean }) => [r.name, r.read])).toEqual([
      ['Harpreet Kaur', true],
      ['Ravi Shah', false],
    ])

    const search = await call(listLoader, '/admin/contact-messages?q=volunteer', { cookie })
    expect(search.data.rows.map((r: { id: number }) => r.id)).toEqual([second.id])

    expect((await call(detailLoader, '/admin/contact-messages/98765', { cookie, params: { id: '98765' } })).status).toBe(404)
  })

  it('deletes a message with the spec\'s toast, and the count follows', async () => {
    await db().delete(contactMessages)
    const [message] = await db()
      .insert(contactMessages)
      .values({ name: 'Anita Rao', email: 'anita@example.org', subject: 'Grief group', message: 'When does it meet?' })
      .returning()
    expect(await unreadInMenu()).toBe(1)
    const outcome = await call(listAction, '/admin/contact-messages', { cookie, body: new URLSearchParams({ intent: 'delete', id: String(message.id) }) })
    expect(outcome).toMatchObject({ status: 302, location: '/admin/contact-messages', flash: { type: 'success', message: 'Item Deleted Successfully!' } })
    expect(await db().select().from(contactMessages)).toEqual([])
    expect(await unreadInMenu()).toBe(0)
  })

  it('pages 60 messages 25 at a time', async () => {
    await db().delete(contactMessages)
    const start = Date.UTC(2024, 5, 1)
    await db()
      .insert(contactMessages)
      .values(Array.from({ length: 60 }, (_, i) => ({ name: `Sender ${i}`, email: `s${i}@example.org`, subject: 'Hello', message: 'Hello there', createdAt: new Date(start + i * 3_600_000) })))
    const page3 = await call(listLoader, '/admin/contact-messages?page=3', { cookie })
    expect(page3.data.info).toMatchObject({ page: 3, pageCount: 3, total: 60 })
    expect(page3.data.rows.map((r: { name: string }) => r.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Sender ${9 - i}`))
  })
})
