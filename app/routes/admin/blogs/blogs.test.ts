// Add, edit, list, read and delete blog posts through the routes' own loaders and actions,
// posted as a browser without JavaScript (or a hand-made request) would: the server's checks
// hold when the browser's are bypassed, a picture that fails leaves nothing behind, and the
// two pictures of a post are replaced and cleaned up independently.
import { count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { toEdmontonDateTimeInput } from '~/utils/edmonton-time.server'
import { db } from '../../../../database/db.server'
import { blogs, media } from '../../../../database/schema'
import { useTestDatabase } from '../../../../database/test-database'
import { getVisibleBlog } from '~/models/blog.server'
import { adminCookie, call, deleteForEver } from '../../../../tests/support/admin-test-helpers'
import { loader as detailLoader } from './detail'
import { action as editAction, loader as editLoader } from './edit'
import { action as listAction, loader as listLoader } from './list'
import { action as newAction } from './new'
import { action as trashAction } from './trash'

useTestDatabase()

let cookie = ''
beforeAll(async () => {
  cookie = await adminCookie()
})

const VALID = {
  name: 'Bereavement',
  title: 'Grieving far from home',
  description: 'When a parent dies in Punjab and you are in Edmonton, grief has a particular shape.',
  section2Title: 'What helps',
  section2Body: 'Naming the loss aloud, with people who knew them or who understand.',
  section3Title: 'Where to start',
  section3Body: 'Our Thursday circle meets in Punjabi and in English.',
  writerName: 'Harpreet Gill',
  writerDescription: 'Counsellor with the bereavement program.',
  sideTitle: 'Crisis line',
  sideDescription: 'Call 211 at any hour.',
  linkUrl: 'https://www.example.org/grief-resources',
  status: 'published',
  priority: '4',
}

async function png(colour: string) {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } }).png().toBuffer()
  return new File([new Uint8Array(bytes)], 'picture.png', { type: 'image/png' })
}

const NO_FILE = () => new File([], '', { type: 'application/octet-stream' })

function form(fields: Record<string, string>, pictures: { image?: File; writerImage?: File } = {}) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  // an empty file input is still posted, as a browser does
  body.set('image', pictures.image ?? NO_FILE())
  body.set('writerImage', pictures.writerImage ?? NO_FILE())
  return body
}

async function counts() {
  const [rows] = await db().select({ n: count() }).from(blogs)
  const [pictures] = await db().select({ n: count() }).from(media)
  return { rows: rows.n, media: pictures.n }
}

async function reset() {
  await db().delete(blogs)
  await db().delete(media)
}

async function create(writerImage?: File) {
  const outcome = await call(newAction, '/admin/blogs/new', { cookie, body: form(VALID, { image: await png('#336699'), writerImage }) })
  expect(outcome.status).toBe(302)
  const [row] = await db().select().from(blogs).orderBy(blogs.id).limit(1)
  return row
}

describe('Add Blog', () => {
  it('refuses an empty form with a message for every required field, and status 400', async () => {
    await reset()
    const outcome = await call(newAction, '/admin/blogs/new', { cookie, body: form({}) })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({
      name: ['name is a required field'],
      image: ['blog picture is a required field'],
      title: ['title is a required field'],
      description: ['description is a required field'],
      section2Title: ['section 2 title is a required field'],
      section2Body: ['section 2 text is a required field'],
      writerName: ['writer name is a required field'],
      status: ['visibility is a required field'],
      priority: ['priority must be a whole number from 0 to 50'],
    })
    expect(await counts()).toEqual({ rows: 0, media: 0 })
  })

  it.each([
    ['priority', '-1', 'priority must be a whole number from 0 to 50'],
    ['priority', '51', 'priority must be a whole number from 0 to 50'],
    ['priority', '2.5', 'priority must be a whole number from 0 to 50'],
    ['priority', 'first', 'priority must be a whole number from 0 to 50'],
    ['linkUrl', 'www.example.org', 'link URL must be a web address starting with https:// or http://'],
    ['linkUrl', 'javascript:alert(1)', 'link URL must be a web address starting with https:// or http://'],
    ['linkUrl', 'ftp://example.org/file', 'link URL must be a web address starting with https:// or http://'],
    ['linkUrl', 'https://', 'link URL must be a web address starting with https:// or http://'],
    ['status', 'maybe', 'visibility is a required field'],
    ['writerName', '   ', 'writer name is a required field'],
    ['title', 'x'.repeat(301), 'title must be at most 300 characters'],
    ['section3Body', 'x'.repeat(20_001), 'section 3 text must be at most 20000 characters'],
  ])('refuses %s = %j with "%s", keeping what was typed and storing no picture', async (name, value, message) => {
    await reset()
    const outcome = await call(newAction, '/admin/blogs/new', { cookie, body: form({ ...VALID, [name]: value }, { image: await png('#123123') }) })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({ [name]: [message] })
    expect(outcome.data.initialValue.section2Body).toBe(VALID.section2Body)
    expect(await counts()).toEqual({ rows: 0, media: 0 })
  })

  it('accepts the bounds of priority, and the optional fields left empty', async () => {
    await reset()
    for (const priority of ['0', '50']) {
      const outcome = await call(newAction, '/admin/blogs/new', {
        cookie,
        body: form(
          { ...VALID, priority, section3Title: '', section3Body: '', writerDescription: '', sideTitle: '', sideDescription: '', linkUrl: '' },
          { image: await png('#445566') },
        ),
      })
      expect(outcome.status).toBe(302)
    }
    const rows = await db().select().from(blogs).orderBy(blogs.priority)
    expect(rows.map((row) => row.priority)).toEqual([0, 50])
    expect(rows[0]).toMatchObject({ section3Title: '', linkUrl: '', writerImageId: null })
  })

  it('saves nothing when either picture is not a picture; the message is beside that picture', async () => {
    await reset()
    const fake = new File(['just words, not a picture'], 'notes.png', { type: 'image/png' })
    const badWriter = await call(newAction, '/admin/blogs/new', { cookie, body: form(VALID, { image: await png('#aa0000'), writerImage: fake }) })
    expect(badWriter.status).toBe(400)
    expect(badWriter.fieldErrors).toEqual({ writerImage: [expect.stringMatching(/not a picture we can use/)] })
    expect(badWriter.data.initialValue.title).toBe(VALID.title)
    // the good blog picture stored a moment before is gone again
    expect(await counts()).toEqual({ rows: 0, media: 0 })

    const bothBad = await call(newAction, '/admin/blogs/new', { cookie, body: form(VALID, { image: fake, writerImage: fake }) })
    expect(bothBad.status).toBe(400)
    expect(Object.keys(bothBad.fieldErrors).sort()).toEqual(['image', 'writerImage'])
    expect(await counts()).toEqual({ rows: 0, media: 0 })
  })

  it('saves a valid post with both pictures and goes to the list with a toast; it is on the public blog', async () => {
    await reset()
    const outcome = await call(newAction, '/admin/blogs/new', { cookie, body: form(VALID, { image: await png('#336699'), writerImage: await png('#993366') }) })
    expect(outcome.status).toBe(302)
    expect(outcome.location).toBe('/admin/blogs')
    expect(outcome.flash).toEqual({ type: 'success', message: 'Blog post “Grieving far from home” added.', savedId: expect.any(Number) })
    const [row] = await db().select().from(blogs)
    expect(row).toMatchObject({ ...VALID, status: 'published', priority: 4 })
    expect(row.imageId).not.toBeNull()
    expect(row.writerImageId).not.toBeNull()
    expect(row.writerImageId).not.toBe(row.imageId)
    expect(await counts()).toEqual({ rows: 1, media: 2 })
    const pictures = await db().select({ id: media.id, alt: media.alt }).from(media).orderBy(media.id)
    expect(pictures.map((p) => p.alt)).toEqual(['Picture for “Grieving far from home”', 'Portrait of Harpreet Gill'])

    const published = await getVisibleBlog(row.id)
    expect(published?.writer).toMatchObject({ name: 'Harpreet Gill' })
    expect(published?.linkUrl).toBe(VALID.linkUrl)
  })
})

describe('Edit Blog', () => {
  it('fills the form with what is stored, both pictures included', async () => {
    await reset()
    const row = await create(await png('#aa3300'))
    const outcome = await call(editLoader, `/admin/blogs/${row.id}/edit`, { cookie, params: { id: String(row.id) } })
    // each picture's description as it is now: made from the title and the writer's name when none was typed
    // the publication date is the moment it was first saved Visible, in Edmonton time
    expect(outcome.data.defaults).toEqual({
      ...VALID,
      publishAt: toEdmontonDateTimeInput(row.publishAt!),
      imageAlt: 'Picture for “Grieving far from home”',
      writerImageAlt: 'Portrait of Harpreet Gill',
      // no description typed in the other languages yet
      imageAlt__pa: '', imageAlt__hi: '', imageAlt__ur: '',
      writerImageAlt__pa: '', writerImageAlt__hi: '', writerImageAlt__ur: '',
    })
    expect(Math.abs(row.publishAt!.getTime() - row.createdAt.getTime())).toBeLessThan(1000)
    expect(outcome.data.image.id).toBe(row.imageId)
    expect(outcome.data.writerImage.id).toBe(row.writerImageId)
  })

  it('does not require the blog picture, keeps both when no file is chosen, and hides the post', async () => {
    await reset()
    const row = await create(await png('#aa3300'))
    const params = { id: String(row.id) }
    const outcome = await call(editAction, `/admin/blogs/${row.id}/edit`, { cookie, params, body: form({ ...VALID, title: 'Grief, far from home', status: 'hidden' }) })
    expect(outcome.status).toBe(302)
    expect(outcome.location).toBe('/admin/blogs')
    expect(outcome.flash).toEqual({ type: 'success', message: 'Blog post “Grief, far from home” saved.', savedId: expect.any(Number) })
    const [after] = await db().select().from(blogs).where(eq(blogs.id, row.id))
    expect(after).toMatchObject({ title: 'Grief, far from home', status: 'hidden', imageId: row.imageId, writerImageId: row.writerImageId })
    expect(await getVisibleBlog(row.id)).toBeNull()
  })

  it('replaces each picture on its own and removes the writer picture; the replaced ones stay for the history until the post goes', async () => {
    await reset()
    const row = await create(await png('#aa3300'))
    const params = { id: String(row.id) }
    const mediaIds = async () => (await db().select({ id: media.id }).from(media)).map((m) => m.id).sort((a, b) => a - b)

    await call(editAction, `/admin/blogs/${row.id}/edit`, { cookie, params, body: form(VALID, { image: await png('#00aa33') }) })
    const [first] = await db().select().from(blogs).where(eq(blogs.id, row.id))
    expect(first.imageId).not.toBe(row.imageId)
    expect(first.writerImageId).toBe(row.writerImageId)
    // the replaced picture is kept by the post's earlier version (decision 033)
    const sorted = (ids: (number | null)[]) => [...new Set(ids)].sort((a, b) => a! - b!)
    expect(await mediaIds()).toEqual(sorted([row.imageId, first.imageId, first.writerImageId]))

    await call(editAction, `/admin/blogs/${row.id}/edit`, { cookie, params, body: form(VALID, { image: await png('#0033aa'), writerImage: await png('#aa0033') }) })
    const [second] = await db().select().from(blogs).where(eq(blogs.id, row.id))
    expect(second.imageId).not.toBe(first.imageId)
    expect(second.writerImageId).not.toBe(first.writerImageId)
    expect(await mediaIds()).toEqual(sorted([row.imageId, first.imageId, first.writerImageId, second.imageId, second.writerImageId]))

    await call(editAction, `/admin/blogs/${row.id}/edit`, { cookie, params, body: form({ ...VALID, removeWriterImage: 'on' }) })
    const [third] = await db().select().from(blogs).where(eq(blogs.id, row.id))
    expect(third).toMatchObject({ imageId: second.imageId, writerImageId: null })
    expect(await mediaIds()).toEqual(sorted([row.imageId, first.imageId, first.writerImageId, second.imageId, second.writerImageId]))
    // deleting the post (from the Trash) deletes its versions and every picture only they held
    await deleteForEver(listAction, trashAction, '/admin/blogs', row.id, cookie)
    expect(await mediaIds()).toEqual([])
  })

  it('keeps a replaced picture that the post still uses as its other picture', async () => {
    await reset()
    const row = await create(await png('#aa3300'))
    const params = { id: String(row.id) }
    // the writer's picture becomes the very same picture as the blog picture: one picture, shown
    // twice; the old writer picture stays only for the post's history
    await call(editAction, `/admin/blogs/${row.id}/edit`, { cookie, params, body: form(VALID, { writerImage: await png('#336699') }) })
    const [after] = await db().select().from(blogs).where(eq(blogs.id, row.id))
    expect(after.writerImageId).toBe(row.imageId)
    expect(await counts()).toEqual({ rows: 1, media: 2 })
  })

  it('refuses invalid data with 400, stores no new picture and changes nothing', async () => {
    await reset()
    const row = await create()
    const outcome = await call(editAction, `/admin/blogs/${row.id}/edit`, {
      cookie,
      params: { id: String(row.id) },
      body: form({ ...VALID, section2Title: '', priority: '60', linkUrl: 'example' }, { image: await png('#111111') }),
    })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({
      section2Title: ['section 2 title is a required field'],
      priority: ['priority must be a whole number from 0 to 50'],
      linkUrl: ['link URL must be a web address starting with https:// or http://'],
    })
    const [same] = await db().select().from(blogs).where(eq(blogs.id, row.id))
    expect(same).toEqual(row)
    expect(await counts()).toEqual({ rows: 1, media: 1 })
  })

  it('saves nothing when the new writer picture fails: the new blog picture is deleted again', async () => {
    await reset()
    const row = await create()
    const fake = new File(['not a picture'], 'x.png', { type: 'image/png' })
    const outcome = await call(editAction, `/admin/blogs/${row.id}/edit`, {
      cookie,
      params: { id: String(row.id) },
      body: form({ ...VALID, title: 'Changed' }, { image: await png('#222222'), writerImage: fake }),
    })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors.writerImage[0]).toMatch(/not a picture we can use/)
    const [same] = await db().select().from(blogs).where(eq(blogs.id, row.id))
    expect(same).toEqual(row)
    expect(await counts()).toEqual({ rows: 1, media: 1 })
  })

  it('answers 404 for a post that is not there, and deletes the pictures it had just stored', async () => {
    await reset()
    expect((await call(editLoader, '/admin/blogs/999/edit', { cookie, params: { id: '999' } })).status).toBe(404)
    const outcome = await call(editAction, '/admin/blogs/999/edit', {
      cookie,
      params: { id: '999' },
      body: form(VALID, { image: await png('#123456'), writerImage: await png('#654321') }),
    })
    expect(outcome.status).toBe(404)
    expect(await counts()).toEqual({ rows: 0, media: 0 })
    expect((await call(editLoader, '/admin/blogs/abc/edit', { cookie, params: { id: 'abc' } })).status).toBe(404)
  })
})

describe('Blog detail', () => {
  it('shows every field, hidden posts included, with long dates and a safe link; 404 for an unknown id', async () => {
    await reset()
    const row = await create(await png('#884422'))
    await db().update(blogs).set({ status: 'hidden' }).where(eq(blogs.id, row.id))
    const outcome = await call(detailLoader, `/admin/blogs/${row.id}`, { cookie, params: { id: String(row.id) } })
    expect(outcome.data).toMatchObject({ ...VALID, status: 'hidden', priority: 4, linkHref: VALID.linkUrl })
    expect(outcome.data.createdAt).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2} [ap]\.m\.$/)
    expect(outcome.data.updatedAt).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}, /)
    expect(outcome.data.image.id).toBe(row.imageId)
    expect(outcome.data.writerImage.id).toBe(row.writerImageId)

    // a link stored before these checks existed is shown, never made clickable
    await db().update(blogs).set({ linkUrl: 'javascript:alert(1)' }).where(eq(blogs.id, row.id))
    const unsafe = await call(detailLoader, `/admin/blogs/${row.id}`, { cookie, params: { id: String(row.id) } })
    expect(unsafe.data.linkHref).toBe('')
    expect((await call(detailLoader, '/admin/blogs/4040', { cookie, params: { id: '4040' } })).status).toBe(404)
  })
})

describe('Blog List', () => {
  it('pages, searches on name and title, and sorts by date on the server, 25 to a page', async () => {
    await reset()
    // noon UTC: the same day in Edmonton, where dates are shown
    const start = Date.UTC(2025, 0, 1, 12)
    await db()
      .insert(blogs)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          name: i % 10 === 0 ? 'Seniors' : 'Wellbeing',
          title: `Post ${i}`,
          description: 'Text.',
          writerName: 'Staff',
          createdAt: new Date(start + i * 86_400_000),
        })),
      )
    const page1 = await call(listLoader, '/admin/blogs', { cookie })
    expect(page1.data.info).toMatchObject({ page: 1, pageCount: 2, total: 30, sort: 'newest' })
    expect(page1.data.rows).toHaveLength(25)
    expect(page1.data.rows[0]).toMatchObject({ title: 'Post 29', name: 'Wellbeing', createdAt: '30 January 2025', image: null })
    const oldest = await call(listLoader, '/admin/blogs?sort=oldest', { cookie })
    expect(oldest.data.rows[0].title).toBe('Post 0')
    const byName = await call(listLoader, '/admin/blogs?q=seniors', { cookie })
    expect(byName.data.rows.map((r: { title: string }) => r.title)).toEqual(['Post 20', 'Post 10', 'Post 0'])
    const byTitle = await call(listLoader, '/admin/blogs?q=post 1', { cookie })
    expect(byTitle.data.info.total).toBe(11)
  })

  it('deletes a post and both its pictures, keeps the list\'s search, and says so', async () => {
    await reset()
    const row = await create(await png('#552200'))
    expect(await counts()).toEqual({ rows: 1, media: 2 })
    const outcome = await call(listAction, `/admin/blogs?q=Grieving&delete=${row.id}`, {
      cookie,
      body: new URLSearchParams({ intent: 'delete', id: String(row.id) }),
    })
    expect(outcome.status).toBe(302)
    expect(outcome.location).toBe('/admin/blogs?q=Grieving')
    expect(outcome.flash).toEqual({ type: 'success', message: 'Item Deleted Successfully!', undo: { action: '/admin/blogs/trash', id: row.id } })
    // in the Trash until deleted for ever there (decision 073)
    expect(await counts()).toEqual({ rows: 1, media: 2 })
    await call(trashAction, '/admin/blogs/trash', { cookie, body: new URLSearchParams({ intent: 'delete-forever', id: String(row.id) }) })
    expect(await counts()).toEqual({ rows: 0, media: 0 })

    const again = await call(listAction, '/admin/blogs', { cookie, body: new URLSearchParams({ intent: 'delete', id: String(row.id) }) })
    expect(again.flash).toEqual({ type: 'error', message: 'That item was already deleted.' })
  })

  it('keeps a picture another post still shows', async () => {
    await reset()
    const first = await create()
    const second = await create()
    expect(second.imageId).toBe(first.imageId)
    const [other] = await db().select().from(blogs).orderBy(blogs.id).offset(1)
    await deleteForEver(listAction, trashAction, '/admin/blogs', other.id, cookie)
    expect(await counts()).toEqual({ rows: 1, media: 1 })
  })
})
