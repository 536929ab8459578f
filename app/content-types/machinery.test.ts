// The content-type machinery on its own, through a ninth type that exists only here: notices,
// over a table this file creates. Everything such a type costs is between the two "ninth type"
// marks below: its declaration, its storage binding and its handlers (in the product, four route
// modules of a dozen lines, see app/routes/admin/testimonials/). The tests drive the machinery
// as staff would: list pages, search and order; add, edit (picture kept, replaced, removed) and
// delete; and saves that fail leave nothing half-written (no row, no orphan picture).
import { count, desc, sql } from 'drizzle-orm'
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { db } from '../../database/db.server'
import { media } from '../../database/schema'
import { useTestDatabase } from '../../database/test-database'
import { imageFile, removeImageFlag, requiredText } from '~/content/fields'
import { publishingFields } from '~/content/publishing'
import { shownToVisitors } from '~/models/publishing.server'
import { adminCookie, call, formWithImage, pngFile } from '../../tests/support/admin-test-helpers'
import { addAction, deleteItemAction, detailLoader, editAction, editLoader, listLoader, newLoader } from './admin.server'
import { defineContentType, STATUS_DETAIL } from './declaration'
import { defineStore, listVisible } from './store.server'

useTestDatabase()

const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  imageId: integer('image_id'),
  status: text('status', { enum: ['draft', 'scheduled', 'published', 'hidden'] }).notNull().default('published'),
  publishAt: timestamp('publish_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

// ---------------------------------------------------------------- ninth type: begin
const notice = defineContentType({
  formId: 'notice',
  path: '/admin/notices',
  // who may use it: a new type has its row in app/content/permissions.ts; the test borrows one
  area: 'testimonials',
  schema: z.object({
    title: requiredText('title', 100),
    body: requiredText('body', 2000),
    ...publishingFields(),
    image: imageFile().optional(),
    removeImage: removeImageFlag(),
  }),
  titleField: 'title',
  labels: { singular: 'Notice', name: 'Notice', plural: 'notices', list: 'Notices', search: 'Search by title or text' },
  listIntro: ({ visible }) => `Notices on the public site: ${visible}.`,
  columns: [
    { header: 'Image', key: 'image', show: 'image' },
    { header: 'Title', key: 'title', show: 'title' },
    { header: 'Date', key: 'createdAt', show: 'date' },
  ],
  form: [
    { kind: 'text', name: 'title', label: 'Title', maxLength: 100 },
    { kind: 'textarea', name: 'body', label: 'Text' },
    { kind: 'image', name: 'image', removeWith: 'removeImage' },
    { kind: 'publishing', name: 'status' },
  ],
  detail: [
    { label: 'Title', key: 'title' },
    { label: 'Text', key: 'body', show: 'long' },
    STATUS_DETAIL,
  ],
  alt: (value) => `Picture of the notice ${value.title}`,
  toasts: { added: (value) => `Notice ${value.title} added.`, saved: (value) => `Notice ${value.title} saved.` },
})

const noticeStore = defineStore({
  type: notice,
  table: notices,
  search: [notices.title, notices.body],
  visible: { where: (now) => shownToVisitors(notices, now), orderBy: [desc(notices.createdAt), desc(notices.id)] },
})

// what its route modules' loaders and actions are
type Args = { request: Request; params: { id?: string }; context: { clientAddress: string } }
const list = {
  loader: ({ request }: Args) => listLoader(noticeStore, request),
  action: ({ request, context }: Args) => deleteItemAction(noticeStore, request, context),
}
const add = { loader: ({ request }: Args) => newLoader(noticeStore, request), action: ({ request, context }: Args) => addAction(noticeStore, request, context) }
const edit = {
  loader: ({ request, params }: Args) => editLoader(noticeStore, request, params.id),
  action: ({ request, params, context }: Args) => editAction(noticeStore, request, params.id, context),
}
const detail = { loader: ({ request, params }: Args) => detailLoader(noticeStore, request, params.id) }
// ---------------------------------------------------------------- ninth type: end

let cookie = ''
beforeAll(async () => {
  // a check the schema does not make, so that a save can fail in the database itself
  await db().execute(sql`
    create table notices (
      id serial primary key,
      title text not null check (title <> 'Refused by the database'),
      body text not null,
      image_id integer references media(id),
      status text not null default 'published',
      publish_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`)
  cookie = await adminCookie()
})

beforeEach(async () => {
  await db().delete(notices)
  await db().delete(media)
})

const VALID = { title: 'Harvest supper', body: 'Bring a dish to share.', status: 'published' }

async function counts() {
  const [rows] = await db().select({ n: count() }).from(notices)
  const [pictures] = await db().select({ n: count() }).from(media)
  return { rows: rows.n, media: pictures.n }
}

async function addNotice(fields: Record<string, string> = VALID, picture?: File) {
  const outcome = await call(add.action, '/admin/notices/new', { cookie, body: formWithImage(fields, picture) })
  expect(outcome.status).toBe(302)
  const [row] = await db().select().from(notices).orderBy(desc(notices.id)).limit(1)
  return row
}

describe('the list of a declared type', () => {
  beforeEach(async () => {
    const start = Date.UTC(2025, 5, 1, 18)
    await db()
      .insert(notices)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          title: i % 7 === 0 ? `Harvest ${i}` : `Notice ${i}`,
          body: i === 12 ? 'Yoga 100% free' : 'See you there.',
          status: i % 2 === 0 ? ('published' as const) : ('hidden' as const),
          createdAt: new Date(start + i * 86_400_000),
        })),
      )
  })

  it('pages 25 to a page, newest first, with the declared columns and the public count', async () => {
    const first = await call(list.loader, '/admin/notices', { cookie })
    expect(first.data.info).toMatchObject({ page: 1, pageCount: 2, total: 30, sort: 'newest' })
    expect(first.data.visible).toBe(15)
    expect(first.data.rows).toHaveLength(25)
    // editable: what the person's roles let them do with the row (an Administrator: everything)
    expect(first.data.rows[0]).toEqual({ id: expect.any(Number), title: 'Notice 29', createdAt: '30 June 2025', image: null, editable: true })
    expect(first.data.can).toEqual({ add: true, manage: true })
    const second = await call(list.loader, '/admin/notices?page=2', { cookie })
    expect(second.data.rows.map((row: { title: string }) => row.title)).toEqual(['Notice 4', 'Notice 3', 'Notice 2', 'Notice 1', 'Harvest 0'])
  })

  it('sorts oldest first on request', async () => {
    const oldest = await call(list.loader, '/admin/notices?sort=oldest', { cookie })
    expect(oldest.data.rows[0].title).toBe('Harvest 0')
    expect(oldest.data.rows[24].title).toBe('Notice 24')
  })

  it('searches the declared columns, ignoring case, with % and _ taken literally', async () => {
    const harvest = await call(list.loader, '/admin/notices?q=hARVEST', { cookie })
    expect(harvest.data.rows.map((row: { title: string }) => row.title)).toEqual(['Harvest 28', 'Harvest 21', 'Harvest 14', 'Harvest 7', 'Harvest 0'])
    expect((await call(list.loader, '/admin/notices?q=100%25', { cookie })).data.rows.map((row: { title: string }) => row.title)).toEqual(['Notice 12'])
    expect((await call(list.loader, '/admin/notices?q=Notice_1', { cookie })).data.info.total).toBe(0)
  })

  it('gives the public site the visible ones only, in the declared order', async () => {
    const shown = await listVisible(noticeStore, ['title'], 3)
    expect(shown).toEqual([
      { id: expect.any(Number), title: 'Harvest 28', image: null },
      { id: expect.any(Number), title: 'Notice 26', image: null },
      { id: expect.any(Number), title: 'Notice 24', image: null },
    ])
  })

  it('answers only an admin', async () => {
    const outcome = await call(list.loader, '/admin/notices', { cookie: '' })
    expect(outcome.status).toBe(302)
    expect(outcome.location).toMatch(/^\/login/)
  })
})

describe('add, edit, read and delete of a declared type', () => {
  it('adds with a picture, with the declared toast, and gives a one-time key to each add form', async () => {
    const keys = await Promise.all([call(add.loader, '/admin/notices/new', { cookie }), call(add.loader, '/admin/notices/new', { cookie })])
    expect(keys[0].data.formKey).not.toBe(keys[1].data.formKey)
    const outcome = await call(add.action, '/admin/notices/new', { cookie, body: formWithImage(VALID, await pngFile('#aa2200')) })
    expect(outcome).toMatchObject({ status: 302, location: '/admin/notices', flash: { type: 'success', message: 'Notice Harvest supper added.' } })
    const [row] = await db().select().from(notices)
    expect(row).toMatchObject({ title: VALID.title, body: VALID.body, status: 'published' })
    const [picture] = await db().select().from(media)
    expect(picture).toMatchObject({ id: row.imageId, alt: 'Picture of the notice Harvest supper' })
  })

  it('refuses what the schema refuses with its messages, storing nothing', async () => {
    const outcome = await call(add.action, '/admin/notices/new', { cookie, body: formWithImage({ ...VALID, title: ' ' }, await pngFile('#aa2200')) })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({ title: ['title is a required field'] })
    expect(await counts()).toEqual({ rows: 0, media: 0 })
  })

  it('fills the edit form, and keeps, replaces and removes the picture, deleting the ones no longer shown', async () => {
    const row = await addNotice(VALID, await pngFile('#aa2200'))
    const params = { id: String(row.id) }
    const url = `/admin/notices/${row.id}/edit`
    const filled = await call(edit.loader, url, { cookie, params })
    expect(filled.data.defaults).toEqual({ ...VALID, publishAt: '', imageAlt: 'Picture of the notice Harvest supper' })
    expect(filled.data.image.id).toBe(row.imageId)

    const kept = await call(edit.action, url, { cookie, params, body: formWithImage({ ...VALID, title: 'Harvest supper moved' }) })
    expect(kept.flash?.message).toBe('Notice Harvest supper moved saved.')
    const [afterKeep] = await db().select().from(notices)
    expect(afterKeep).toMatchObject({ title: 'Harvest supper moved', imageId: row.imageId })

    await call(edit.action, url, { cookie, params, body: formWithImage(VALID, await pngFile('#00aa33')) })
    const [afterReplace] = await db().select().from(notices)
    expect(afterReplace.imageId).not.toBe(row.imageId)
    expect(await db().select({ id: media.id }).from(media)).toEqual([{ id: afterReplace.imageId }])

    await call(edit.action, url, { cookie, params, body: formWithImage({ ...VALID, removeImage: 'on' }) })
    const [afterRemove] = await db().select().from(notices)
    expect(afterRemove.imageId).toBeNull()
    expect(await counts()).toEqual({ rows: 1, media: 0 })
  })

  it('shows the declared fields on the detail screen, nothing else of the row', async () => {
    const row = await addNotice()
    const outcome = await call(detail.loader, `/admin/notices/${row.id}?delete=${row.id}`, { cookie, params: { id: String(row.id) } })
    expect(Object.keys(outcome.data).sort()).toEqual(['body', 'can', 'createdAt', 'id', 'image', 'pendingDelete', 'status', 'statusWhen', 'title', 'updatedAt'])
    expect(outcome.data.can).toEqual({ add: true, manage: true, edit: true })
    expect(outcome.data).toMatchObject({ title: VALID.title, image: null, pendingDelete: true })
    expect((await call(detail.loader, '/admin/notices/999', { cookie, params: { id: '999' } })).status).toBe(404)
  })

  it('deletes the item with its picture, and says when it was already gone', async () => {
    const row = await addNotice(VALID, await pngFile('#aa2200'))
    const body = () => new URLSearchParams({ intent: 'delete', id: String(row.id) })
    const outcome = await call(list.action, '/admin/notices?q=harvest', { cookie, body: body() })
    expect(outcome).toMatchObject({ status: 302, location: '/admin/notices?q=harvest', flash: { type: 'success', message: 'Item Deleted Successfully!' } })
    expect(await counts()).toEqual({ rows: 0, media: 0 })
    expect((await call(list.action, '/admin/notices', { cookie, body: body() })).flash?.message).toBe('That item was already deleted.')
  })
})

describe('a save that fails leaves nothing half-written', () => {
  it('an add the database refuses keeps neither the row nor the picture stored for it', async () => {
    const posted = call(add.action, '/admin/notices/new', { cookie, body: formWithImage({ ...VALID, title: 'Refused by the database' }, await pngFile('#123456')) })
    await expect(posted).rejects.toThrow()
    expect(await counts()).toEqual({ rows: 0, media: 0 })
  })

  it('an edit the database refuses keeps the row and its picture as they were, and forgets the new picture', async () => {
    const row = await addNotice(VALID, await pngFile('#aa2200'))
    const params = { id: String(row.id) }
    const posted = call(edit.action, `/admin/notices/${row.id}/edit`, { cookie, params, body: formWithImage({ ...VALID, title: 'Refused by the database' }, await pngFile('#00aa33')) })
    await expect(posted).rejects.toThrow()
    const [same] = await db().select().from(notices)
    expect(same).toMatchObject({ title: VALID.title, imageId: row.imageId })
    expect(await db().select({ id: media.id }).from(media)).toEqual([{ id: row.imageId }])
  })

  it('a file that is not a picture is refused beside the image field, storing nothing', async () => {
    const fake = new File(['just text'], 'notice.png', { type: 'image/png' })
    const outcome = await call(add.action, '/admin/notices/new', { cookie, body: formWithImage(VALID, fake) })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({ image: [expect.stringMatching(/not a picture we can use/)] })
    expect(await counts()).toEqual({ rows: 0, media: 0 })
  })

  it('a delete whose picture cannot go keeps the item too (row and pictures in one transaction)', async () => {
    // media.server's list of picture columns does not know this test table, so the shared
    // picture looks unused and its delete breaks the other notice's foreign key
    const picture = await pngFile('#334455')
    const first = await addNotice(VALID, picture)
    await addNotice({ ...VALID, title: 'Second' }, picture)
    const posted = call(list.action, '/admin/notices', { cookie, body: new URLSearchParams({ intent: 'delete', id: String(first.id) }) })
    await expect(posted).rejects.toThrow()
    expect(await counts()).toEqual({ rows: 2, media: 1 })
  })
})
