// Bulk actions of the lists (issue 41 item 2, decision 074), through the lists' own actions as the
// bulk form posts them (?bulk=1, ids, op): one transaction an action (an item that cannot take it
// half-way changes nothing), one activity-log entry an item, the role checked on every post
// (a Writer's forged bulk publish is refused), Select all on this page without JavaScript,
// Mark read/unread, and Export selected to CSV.
import { and, eq, gt, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { publicChangeCount } from '~/models/public-changes.server'
import { db } from '../../../database/db.server'
import { auditEntries, blogs, contactMessages, galleryCategories, galleryImages, paymentRecords, testimonials } from '../../../database/schema'
import { useTestDatabase } from '../../../database/test-database'
import { call, staffSession } from '../../../tests/support/admin-test-helpers'
import { action as blogList, loader as blogListLoader } from './blogs/list'
import { action as messageList } from './contact-messages/list'
import { action as albumList } from './gallery-categories/list'
import { action as paymentList } from './payments/list'
import { action as testimonialList } from './testimonials/list'

useTestDatabase()

let admin = { id: 0, email: '', cookie: '' }
beforeAll(async () => {
  admin = await staffSession(['administrator'], 'bulk-admin')
})

/** The bulk form as the browser posts it: the chosen ids and the button pressed. */
function bulk(op: string, ids: number[], extra: [string, string][] = []) {
  const body = new URLSearchParams([['op', op], ...ids.map((id): [string, string] => ['ids', String(id)]), ...extra])
  return body
}

async function hiddenTestimonials(...names: string[]) {
  return db()
    .insert(testimonials)
    .values(names.map((name) => ({ name, email: 'someone@example.org', profession: 'Volunteer', message: `${name} says thank you.`, status: 'hidden' as const })))
    .returning()
}

const entriesSince = async (id: number) => db().select().from(auditEntries).where(gt(auditEntries.id, id))
const lastEntryId = async () => Math.max(0, ...(await db().select({ id: auditEntries.id }).from(auditEntries)).map((row) => row.id))

describe('Publish, Hide and Move to trash', () => {
  it('publishes the chosen testimonials in one go: one log entry each, back to the same page of the list', async () => {
    const rows = await hiddenTestimonials('Asha', 'Balwinder', 'Chandni')
    const since = await lastEntryId()
    const changesBefore = await publicChangeCount()
    const outcome = await call(testimonialList, '/admin/testimonials?q=a&bulk=1', { cookie: admin.cookie, body: bulk('publish', rows.map((row) => row.id)) })
    expect(outcome.status).toBe(302)
    expect(outcome.location).toBe('/admin/testimonials?q=a')
    expect(outcome.flash).toEqual({ type: 'success', message: '3 items published.' })
    const stored = await db().select().from(testimonials).where(inArray(testimonials.id, rows.map((row) => row.id)))
    expect(stored.map((row) => row.status)).toEqual(['published', 'published', 'published'])
    const entries = await entriesSince(since)
    expect(entries.map((entry) => [entry.action, entry.itemLabel])).toEqual([
      ['publish', 'Asha'],
      ['publish', 'Balwinder'],
      ['publish', 'Chandni'],
    ])
    // the public pages see the change (the page cache's count moved)
    expect(await publicChangeCount()).toBeGreaterThan(changesBefore)

    // hiding them again; one already hidden is left as it is and not counted
    await db().update(testimonials).set({ status: 'hidden' }).where(eq(testimonials.id, rows[0].id))
    const hidden = await call(testimonialList, '/admin/testimonials?bulk=1', { cookie: admin.cookie, body: bulk('hide', rows.map((row) => row.id)) })
    expect(hidden.flash).toEqual({ type: 'success', message: '2 items hidden.' })
  })

  it('moves the chosen items to the Trash, each logged', async () => {
    const rows = await hiddenTestimonials('Deepa', 'Ekam')
    const since = await lastEntryId()
    const outcome = await call(testimonialList, '/admin/testimonials?bulk=1', { cookie: admin.cookie, body: bulk('trash', rows.map((row) => row.id)) })
    expect(outcome.flash).toEqual({ type: 'success', message: '2 items moved to the Trash.' })
    const stored = await db().select().from(testimonials).where(inArray(testimonials.id, rows.map((row) => row.id)))
    expect(stored.every((row) => row.trashedAt !== null && row.trashedBy === admin.id)).toBe(true)
    expect((await entriesSince(since)).map((entry) => entry.action)).toEqual(['move to trash', 'move to trash'])
  })

  it('without JavaScript, “Select all on this page” takes the page’s rows', async () => {
    const rows = await hiddenTestimonials('Farah', 'Gurpreet')
    const outcome = await call(testimonialList, '/admin/testimonials?bulk=1', {
      cookie: admin.cookie,
      body: bulk('publish', [], [['all', 'page'], ...rows.map((row): [string, string] => ['pageIds', String(row.id)])]),
    })
    expect(outcome.flash).toEqual({ type: 'success', message: '2 items published.' })
  })

  it('says so when nothing was chosen', async () => {
    const outcome = await call(testimonialList, '/admin/testimonials?bulk=1', { cookie: admin.cookie, body: bulk('publish', []) })
    expect(outcome.flash).toEqual({ type: 'error', message: 'Select at least one item first.' })
  })
})

describe('A failure half-way changes nothing', () => {
  it('an album that holds pictures, second of three, refuses the whole move: the first stays where it was, nothing is logged', async () => {
    const albums = await db()
      .insert(galleryCategories)
      .values(['Empty one', 'Full one', 'Empty two'].map((name) => ({ name, description: 'Album', status: 'published' as const })))
      .returning()
    await db().insert(galleryImages).values({ categoryId: albums[1].id, title: 'Lamps' })
    const since = await lastEntryId()
    const outcome = await call(albumList, '/admin/gallery-categories?bulk=1', { cookie: admin.cookie, body: bulk('trash', albums.map((album) => album.id)) })
    expect(outcome.flash).toEqual({
      type: 'error',
      message: '“Full one” holds 1 picture: nothing was changed. Delete it on its own, to confirm that they go with it.',
    })
    const stored = await db().select().from(galleryCategories).where(inArray(galleryCategories.id, albums.map((album) => album.id)))
    expect(stored.map((album) => album.trashedAt)).toEqual([null, null, null])
    expect(await entriesSince(since)).toEqual([])
  })

  it('an item that is not there (deleted meanwhile, or another type’s id) refuses the whole publish', async () => {
    const rows = await hiddenTestimonials('Harleen')
    const outcome = await call(testimonialList, '/admin/testimonials?bulk=1', { cookie: admin.cookie, body: bulk('publish', [rows[0].id, 2_000_000_000]) })
    expect(outcome.flash).toEqual({ type: 'error', message: 'Some of the chosen items are no longer there (deleted or changed meanwhile): nothing was changed.' })
    const [row] = await db().select().from(testimonials).where(eq(testimonials.id, rows[0].id))
    expect(row.status).toBe('hidden')
  })
})

describe('Who may', () => {
  it('refuses a Writer’s forged bulk publish, even of their own drafts, and a Translator’s', async () => {
    const writer = await staffSession(['writer'])
    const [draft] = await db()
      .insert(blogs)
      .values({ name: 'Grief', title: 'A writer’s draft', description: 'Text', writerName: 'W', status: 'draft', createdBy: writer.id })
      .returning()
    for (const cookie of [writer.cookie, (await staffSession(['translator'])).cookie]) {
      const outcome = await call(blogList, '/admin/blogs?bulk=1', { cookie, body: bulk('publish', [draft.id]) })
      expect(outcome.status).toBe(404)
    }
    const [row] = await db().select().from(blogs).where(eq(blogs.id, draft.id))
    expect(row.status).toBe('draft')
    // and the Writer's list offers no bulk action at all
    expect((await call(blogListLoader, '/admin/blogs', { cookie: writer.cookie })).data.bulk).toEqual([])
  })

  it('refuses an action the list does not offer (Mark read on posts) with 400', async () => {
    const outcome = await call(blogList, '/admin/blogs?bulk=1', { cookie: admin.cookie, body: bulk('read', [1]) })
    expect(outcome.status).toBe(400)
  })

  it('offers each list its own actions', async () => {
    expect((await call(blogListLoader, '/admin/blogs', { cookie: admin.cookie })).data.bulk.map((offer: { label: string }) => offer.label)).toEqual(['Publish', 'Hide', 'Move to trash'])
  })
})

describe('Messages and payments', () => {
  it('marks the chosen messages read and unread, each logged', async () => {
    const messages = await db()
      .insert(contactMessages)
      .values([
        { name: 'Irfan', email: 'irfan@example.org', subject: 'Hello', message: 'One' },
        { name: 'Jasleen', email: 'jasleen@example.org', subject: 'Hi', message: 'Two' },
      ])
      .returning()
    const ids = messages.map((message) => message.id)
    const read = await call(messageList, '/admin/contact-messages?bulk=1', { cookie: admin.cookie, body: bulk('read', ids) })
    expect(read.flash).toEqual({ type: 'success', message: '2 items marked read.' })
    expect((await db().select().from(contactMessages).where(inArray(contactMessages.id, ids))).every((message) => message.readAt !== null)).toBe(true)
    const unread = await call(messageList, '/admin/contact-messages?bulk=1', { cookie: admin.cookie, body: bulk('unread', [ids[0]]) })
    expect(unread.flash).toEqual({ type: 'success', message: '1 item marked unread.' })
    const [first] = await db().select().from(contactMessages).where(eq(contactMessages.id, ids[0]))
    expect(first.readAt).toBeNull()
    const logged = await db().select().from(auditEntries).where(and(eq(auditEntries.itemType, 'Message'), inArray(auditEntries.itemId, ids.map(String))))
    expect(logged).toHaveLength(3)
  })

  async function exported(action: (args: never) => Promise<unknown>, path: string, ids: number[]) {
    const request = new Request(`http://localhost${path}?bulk=1`, { method: 'POST', headers: { Cookie: admin.cookie }, body: bulk('export', ids) })
    const response = (await action({ request, params: {}, context: { cspNonce: '', clientAddress: '127.0.0.1' } } as never)) as Response
    return { type: response.headers.get('Content-Type'), disposition: response.headers.get('Content-Disposition'), text: await response.text() }
  }

  it('exports only the chosen messages to CSV, logged as an export', async () => {
    const messages = await db()
      .insert(contactMessages)
      .values([
        { name: 'Kiran', email: 'kiran@example.org', subject: 'Chosen', message: 'Please call me.' },
        { name: 'Lakhvir', email: 'lakhvir@example.org', subject: 'Not chosen', message: 'Left out.' },
      ])
      .returning()
    const file = await exported(messageList, '/admin/contact-messages', [messages[0].id])
    expect(file.type).toContain('text/csv')
    expect(file.disposition).toMatch(/attachment; filename="contact-messages-selected-\d{4}-\d{2}-\d{2}\.csv"/)
    expect(file.text).toContain('Name,Email,Subject,Message,Received,Read,Answered')
    expect(file.text).toContain('Kiran,kiran@example.org,Chosen,Please call me.')
    expect(file.text).not.toContain('Lakhvir')
    const [entry] = await db().select().from(auditEntries).where(eq(auditEntries.action, 'export')).orderBy(auditEntries.id)
    expect(entry.itemLabel).toMatch(/contact-messages-selected-.*\.csv, 1 rows/)
  })

  it('exports only the chosen payments, with the payment list’s own columns', async () => {
    const payments = await db()
      .insert(paymentRecords)
      .values([
        { name: 'Manpreet Donor', email: 'manpreet@example.org', paymentMethod: 'qr', amountCents: 25_000 },
        { name: 'Nobody Chosen', email: 'nobody@example.org', paymentMethod: 'qr', amountCents: 1_000 },
      ])
      .returning()
    const file = await exported(paymentList, '/admin/payments', [payments[0].id])
    expect(file.text.split('\r\n')[0]).toContain('Reference,Name,Email')
    expect(file.text).toContain('Manpreet Donor')
    expect(file.text).toContain('250.00')
    expect(file.text).not.toContain('Nobody Chosen')
  })
})
