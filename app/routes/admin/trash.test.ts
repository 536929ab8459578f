// The Trash (issue 41 item 3, decision 073), through the routes' own loaders and actions: a
// delete moves the item there (who, when) and off the website, Undo and Restore bring it back
// with its pictures, translations and versions, Delete for ever and the housekeeping's purge
// (a pinned clock) take it for good; Writers and Translators are refused; every step is logged.
import { and, count, eq, isNotNull } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { purgeTrash } from '~/content-types/trash.server'
import { getVisibleBlog, listVisibleBlogs } from '~/models/blog.server'
import { listSitemapEntries } from '~/models/sitemap.server'
import { savePrivacySettings } from '~/models/settings.server'
import { DEFAULT_REGISTRATION_SETTINGS, queueDueReminders, registerForEvent, saveRegistrationSettings, type RegistrationInput, type RegistrationMailer } from '~/models/event-registration.server'
import { db } from '../../../database/db.server'
import { auditEntries, blogs, contentVersions, eventRegistrations, events, galleryCategories, galleryImages, media, outbox } from '../../../database/schema'
import { useTestDatabase } from '../../../database/test-database'
import { call, staffSession } from '../../../tests/support/admin-test-helpers'
import { action as blogEditAction } from './blogs/edit'
import { action as blogListAction, loader as blogListLoader } from './blogs/list'
import { action as blogNewAction } from './blogs/new'
import { action as blogTrashAction, loader as blogTrashLoader } from './blogs/trash'
import { action as eventListAction } from './events/list'
import { action as eventTrashAction } from './events/trash'
import { action as albumListAction } from './gallery-categories/list'
import { action as albumTrashAction, loader as albumTrashLoader } from './gallery-categories/trash'
import { loader as pictureListLoader } from './gallery-images/list'
import { action as pictureTrashAction } from './gallery-images/trash'

useTestDatabase()

let cookie = ''
let adminEmail = ''
beforeAll(async () => {
  const admin = await staffSession(['administrator'], 'trash-admin')
  cookie = admin.cookie
  adminEmail = admin.email
})

const POST = {
  name: 'Bereavement',
  title: 'Grieving far from home',
  title__pa: 'ਘਰ ਤੋਂ ਦੂਰ ਸੋਗ',
  description: 'When a parent dies in Punjab and you are in Edmonton, grief has a particular shape.',
  section2Title: 'What helps',
  section2Body: 'Naming the loss aloud, with people who knew them or who understand.',
  writerName: 'Harpreet Gill',
  status: 'published',
  priority: '4',
}

async function png(colour: string) {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } }).png().toBuffer()
  return new File([new Uint8Array(bytes)], 'picture.png', { type: 'image/png' })
}

function form(fields: Record<string, string>, image?: File) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  body.set('image', image ?? new File([], '', { type: 'application/octet-stream' }))
  body.set('writerImage', new File([], '', { type: 'application/octet-stream' }))
  return body
}

const fields = (values: Record<string, string>) => new URLSearchParams(values)

/** A published post with a picture, a Punjabi title and two versions (added, then edited). */
let shade = 0
async function publishedPost(title = POST.title) {
  // a picture of its own (the same picture twice is one stored file)
  shade += 1
  const added = await call(blogNewAction, '/admin/blogs/new', { cookie, body: form({ ...POST, title }, await png(`#33${String(shade).padStart(2, '0')}99`)) })
  expect(added.fieldErrors).toEqual({})
  expect(added.status).toBe(302)
  const [row] = await db().select().from(blogs).where(eq(blogs.title, title))
  const edited = await call(blogEditAction, `/admin/blogs/${row.id}/edit`, { cookie, params: { id: String(row.id) }, body: form({ ...POST, title, description: `${POST.description} Edited.` }) })
  expect(edited.status).toBe(302)
  return row
}

const versionsOf = async (id: number) => (await db().select({ n: count() }).from(contentVersions).where(and(eq(contentVersions.itemType, 'blogs'), eq(contentVersions.itemId, id))))[0].n
const logged = async (id: number) => (await db().select().from(auditEntries).where(and(eq(auditEntries.itemType, 'Blog post'), eq(auditEntries.itemId, String(id))))).map((entry) => entry.action)
const listTitles = async () => (await call(blogListLoader, '/admin/blogs', { cookie })).data.rows.map((row: { title: string }) => row.title)

describe('Delete moves a post to the Trash', () => {
  it('takes it off the list and the website at once, with the spec’s toast and an Undo', async () => {
    const post = await publishedPost('Moved to the Trash')
    expect(await getVisibleBlog(post.id)).not.toBeNull()

    const deleted = await call(blogListAction, '/admin/blogs', { cookie, body: fields({ intent: 'delete', id: String(post.id) }) })
    expect(deleted.status).toBe(302)
    expect(deleted.flash).toMatchObject({ type: 'success', message: 'Item Deleted Successfully!', undo: { action: '/admin/blogs/trash', id: post.id } })

    expect(await listTitles()).not.toContain('Moved to the Trash')
    expect(await getVisibleBlog(post.id)).toBeNull()
    expect((await listVisibleBlogs()).map((row) => row.title)).not.toContain('Moved to the Trash')
    expect((await listSitemapEntries()).map((entry) => entry.path)).not.toContain(`/blogdetail/${post.id}`)

    const trash = await call(blogTrashLoader, '/admin/blogs/trash', { cookie })
    const row = trash.data.rows.find((candidate: { id: number }) => candidate.id === post.id)
    expect(row).toMatchObject({ name: 'Moved to the Trash', trashedBy: adminEmail })
    expect(trash.data.days).toBe(30)
    expect(await logged(post.id)).toContain('move to trash')
  })

  it('Undo brings it back to the list it was deleted from, published as before, with its picture, translation and versions', async () => {
    const post = await publishedPost('Undone')
    const versions = await versionsOf(post.id)
    await call(blogListAction, '/admin/blogs?page=1', { cookie, body: fields({ intent: 'delete', id: String(post.id) }) })

    const undone = await call(blogTrashAction, '/admin/blogs/trash', { cookie, body: fields({ intent: 'restore', id: String(post.id), back: '/admin/blogs?page=1' }) })
    expect(undone.status).toBe(302)
    expect(undone.location).toBe('/admin/blogs?page=1')
    expect(undone.flash).toMatchObject({ type: 'success', message: 'Blog post restored.' })

    expect(await listTitles()).toContain('Undone')
    const visible = await getVisibleBlog(post.id, new Date(), 'pa')
    expect(visible?.title).toBe(POST.title__pa)
    expect(visible?.image).not.toBeNull()
    const [row] = await db().select().from(blogs).where(eq(blogs.id, post.id))
    expect(row).toMatchObject({ status: 'published', trashedAt: null, trashedBy: null, imageId: post.imageId })
    expect(await versionsOf(post.id)).toBe(versions)
    expect(await logged(post.id)).toEqual(expect.arrayContaining(['move to trash', 'restore from trash']))
  })

  it('never goes back to another site after a restore: a foreign “back” leads to the Trash', async () => {
    const post = await publishedPost('Back elsewhere')
    await call(blogListAction, '/admin/blogs', { cookie, body: fields({ intent: 'delete', id: String(post.id) }) })
    const undone = await call(blogTrashAction, '/admin/blogs/trash', { cookie, body: fields({ intent: 'restore', id: String(post.id), back: 'https://evil.example/admin/blogs' }) })
    expect(undone.location).toBe('/admin/blogs/trash')
  })

  it('an item in the Trash cannot be edited (404) until it is restored', async () => {
    const post = await publishedPost('Not editable')
    await call(blogListAction, '/admin/blogs', { cookie, body: fields({ intent: 'delete', id: String(post.id) }) })
    const edit = await call(blogEditAction, `/admin/blogs/${post.id}/edit`, { cookie, params: { id: String(post.id) }, body: form({ ...POST, title: 'Changed in the Trash' }) })
    expect(edit.status).toBe(404)
    const [row] = await db().select().from(blogs).where(eq(blogs.id, post.id))
    expect(row.title).toBe('Not editable')
  })
})

describe('Delete for ever', () => {
  it('deletes the post, its versions and its picture, and logs it', async () => {
    const post = await publishedPost('Gone for good')
    await call(blogListAction, '/admin/blogs', { cookie, body: fields({ intent: 'delete', id: String(post.id) }) })
    const gone = await call(blogTrashAction, '/admin/blogs/trash', { cookie, body: fields({ intent: 'delete-forever', id: String(post.id) }) })
    expect(gone.flash).toMatchObject({ type: 'success', message: 'Deleted for ever.' })
    expect(await db().select().from(blogs).where(eq(blogs.id, post.id))).toEqual([])
    expect(await versionsOf(post.id)).toBe(0)
    expect(await db().select().from(media).where(eq(media.id, post.imageId!))).toEqual([])
    expect(await logged(post.id)).toContain('delete from trash')
  })

  it('refuses an item that is not in the Trash: a forged post cannot skip it', async () => {
    const post = await publishedPost('Still live')
    const forged = await call(blogTrashAction, '/admin/blogs/trash', { cookie, body: fields({ intent: 'delete-forever', id: String(post.id) }) })
    expect(forged.flash).toMatchObject({ type: 'error', message: 'That item is no longer in the Trash.' })
    expect(await getVisibleBlog(post.id)).not.toBeNull()
  })
})

describe('The purge after the Trash days (a pinned clock)', () => {
  it('deletes what has been in the Trash longer than the setting, and only that', async () => {
    await savePrivacySettings({ contactRetentionMonths: 24, auditRetentionMonths: 24, registrationRetentionDays: 90, trashRetentionDays: 10 })
    const old = await publishedPost('Trashed eleven days ago')
    const recent = await publishedPost('Trashed nine days ago')
    const now = new Date('2026-11-27T18:00:00Z')
    await db().update(blogs).set({ trashedAt: new Date('2026-11-16T17:59:00Z') }).where(eq(blogs.id, old.id))
    await db().update(blogs).set({ trashedAt: new Date('2026-11-18T18:00:00Z') }).where(eq(blogs.id, recent.id))

    expect(await purgeTrash(now)).toBeGreaterThanOrEqual(1)
    expect(await db().select().from(blogs).where(eq(blogs.id, old.id))).toEqual([])
    expect(await db().select({ id: blogs.id }).from(blogs).where(eq(blogs.id, recent.id))).toEqual([{ id: recent.id }])
    const [entry] = await db().select().from(auditEntries).where(and(eq(auditEntries.itemId, String(old.id)), eq(auditEntries.action, 'delete from trash')))
    expect(entry).toMatchObject({ itemType: 'Blog post', itemLabel: 'Trashed eleven days ago', address: 'housekeeping' })

    // the Trash says when each goes
    const trash = await call(blogTrashLoader, '/admin/blogs/trash', { cookie })
    expect(trash.data.rows.find((row: { id: number }) => row.id === recent.id).goesOn).toBe('28 November 2026')
    await savePrivacySettings({ contactRetentionMonths: 24, auditRetentionMonths: 24, registrationRetentionDays: 90, trashRetentionDays: 30 })
  })
})

describe('Who may use the Trash', () => {
  it('refuses a Writer and a Translator: neither lists it, restores nor deletes for ever', async () => {
    const post = await publishedPost('Editors only')
    await call(blogListAction, '/admin/blogs', { cookie, body: fields({ intent: 'delete', id: String(post.id) }) })
    for (const roles of [['writer'], ['translator']] as const) {
      const { cookie: theirs } = await staffSession([...roles])
      expect((await call(blogTrashLoader, '/admin/blogs/trash', { cookie: theirs })).status).toBe(404)
      expect((await call(blogTrashAction, '/admin/blogs/trash', { cookie: theirs, body: fields({ intent: 'restore', id: String(post.id) }) })).status).toBe(404)
      expect((await call(blogTrashAction, '/admin/blogs/trash', { cookie: theirs, body: fields({ intent: 'delete-forever', id: String(post.id) }) })).status).toBe(404)
    }
    const [row] = await db().select().from(blogs).where(eq(blogs.id, post.id))
    expect(row.trashedAt).not.toBeNull()
  })

  it('lets an Editor restore', async () => {
    const post = await publishedPost('An Editor restores')
    await call(blogListAction, '/admin/blogs', { cookie, body: fields({ intent: 'delete', id: String(post.id) }) })
    const { cookie: editor } = await staffSession(['editor'])
    const restored = await call(blogTrashAction, '/admin/blogs/trash', { cookie: editor, body: fields({ intent: 'restore', id: String(post.id) }) })
    expect(restored.flash).toMatchObject({ type: 'success' })
    expect(await getVisibleBlog(post.id)).not.toBeNull()
  })
})

describe('An album and its pictures', () => {
  async function albumWithPictures() {
    const [album] = await db().insert(galleryCategories).values({ name: 'Diwali 2026', description: 'Lights', status: 'published', priority: 1 }).returning()
    const pictures = await db()
      .insert(galleryImages)
      .values([
        { categoryId: album.id, title: 'Lamps', status: 'published' },
        { categoryId: album.id, title: 'Rangoli', status: 'published' },
      ])
      .returning()
    return { album, pictures }
  }

  it('keeps the seed’s second confirmation, then the pictures go with the album and come back with it', async () => {
    const { album, pictures } = await albumWithPictures()
    const unconfirmed = await call(albumListAction, '/admin/gallery-categories', { cookie, body: fields({ intent: 'delete', id: String(album.id) }) })
    expect(unconfirmed.flash?.type).toBe('error')
    expect((await db().select().from(galleryCategories).where(isNotNull(galleryCategories.trashedAt))).length).toBe(0)

    const confirmed = await call(albumListAction, '/admin/gallery-categories', { cookie, body: fields({ intent: 'delete', id: String(album.id), withImages: '2' }) })
    expect(confirmed.flash).toMatchObject({ type: 'success', undo: { action: '/admin/gallery-categories/trash', id: album.id } })
    const pictureTitles = async () => (await call(pictureListLoader, '/admin/gallery-images', { cookie })).data.rows.map((row: { title: string }) => row.title)
    expect(await pictureTitles()).not.toContain('Lamps')

    const trash = await call(albumTrashLoader, '/admin/gallery-categories/trash', { cookie })
    expect(trash.data.rows.find((row: { id: number }) => row.id === album.id)).toMatchObject({ name: 'Diwali 2026', holds: 2 })

    // a picture of an album in the Trash waits for its album
    await call(albumTrashAction, '/admin/gallery-categories/trash', { cookie, body: fields({ intent: 'restore', id: String(album.id) }) })
    expect(await pictureTitles()).toEqual(expect.arrayContaining(['Lamps', 'Rangoli']))
    expect(pictures).toHaveLength(2)
  })

  it('a picture whose album is in the Trash is restored only after the album', async () => {
    const { album, pictures } = await albumWithPictures()
    await db().update(galleryImages).set({ trashedAt: new Date() }).where(eq(galleryImages.id, pictures[0].id))
    await call(albumListAction, '/admin/gallery-categories', { cookie, body: fields({ intent: 'delete', id: String(album.id), withImages: '1' }) })
    const refused = await call(pictureTrashAction, '/admin/gallery-images/trash', { cookie, body: fields({ intent: 'restore', id: String(pictures[0].id) }) })
    expect(refused.flash).toMatchObject({ type: 'error', message: 'Its album “Diwali 2026” is in the Trash: restore it first.' })
  })

  it('deleting the album for ever takes its pictures too', async () => {
    const { album, pictures } = await albumWithPictures()
    await call(albumListAction, '/admin/gallery-categories', { cookie, body: fields({ intent: 'delete', id: String(album.id), withImages: '2' }) })
    await call(albumTrashAction, '/admin/gallery-categories/trash', { cookie, body: fields({ intent: 'delete-forever', id: String(album.id) }) })
    expect(await db().select().from(galleryImages).where(eq(galleryImages.id, pictures[1].id))).toEqual([])
  })
})

describe('An event with registrations (decision 076)', () => {
  const mailer: RegistrationMailer = async (notice) => ({ kind: `registration-${notice.kind}`, to: notice.registration.email, subject: `${notice.kind} ${notice.event.title}`, html: 'x', text: 'x' })
  const person = (n: number): RegistrationInput => ({ name: `Person ${n}`, email: `trash-person${n}@example.org`, phone: null, partySize: 1, language: 'en', note: null, consent: true })
  const at = new Date('2026-05-01T18:00:00Z')
  const startsAt = new Date(at.getTime() + 10 * 86_400_000)

  it('keeps its registrations untouched and e-mails no one; nobody can register and no reminder goes while it is in the Trash; a restore brings it all back', async () => {
    const [event] = await db().insert(events).values({ title: 'Grief circle in the Trash', description: 'About it', eventDate: startsAt, status: 'published' }).returning()
    await saveRegistrationSettings(event.id, { ...DEFAULT_REGISTRATION_SETTINGS, enabled: true, reminderHours: 24 }, { userId: null, email: null, address: 'test' }, { now: at })
    expect((await registerForEvent(event.id, person(1), { mail: mailer, now: at })).ok).toBe(true)
    const mailBefore = (await db().select().from(outbox)).length

    await call(eventListAction, '/admin/events', { cookie, body: fields({ intent: 'delete', id: String(event.id) }) })
    const kept = await db().select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id))
    expect(kept.map((row) => [row.name, row.status])).toEqual([['Person 1', 'confirmed']])
    expect((await db().select().from(outbox)).length).toBe(mailBefore)

    expect(await registerForEvent(event.id, person(2), { mail: mailer, now: at })).toEqual({ ok: false, reason: 'not-found' })
    const reminderTime = new Date(startsAt.getTime() - 12 * 3_600_000)
    expect(await queueDueReminders(mailer, reminderTime)).toBe(0)

    await call(eventTrashAction, '/admin/events/trash', { cookie, body: fields({ intent: 'restore', id: String(event.id) }) })
    expect(await queueDueReminders(mailer, reminderTime)).toBe(1)
  })

  it('deleted for ever, the event takes its registrations with it, as a delete did before the Trash', async () => {
    const [event] = await db().insert(events).values({ title: 'Gone with its people', description: 'About it', eventDate: startsAt, status: 'published' }).returning()
    await saveRegistrationSettings(event.id, { ...DEFAULT_REGISTRATION_SETTINGS, enabled: true }, { userId: null, email: null, address: 'test' }, { now: at })
    await registerForEvent(event.id, person(3), { mail: mailer, now: at })
    await call(eventListAction, '/admin/events', { cookie, body: fields({ intent: 'delete', id: String(event.id) }) })
    await call(eventTrashAction, '/admin/events/trash', { cookie, body: fields({ intent: 'delete-forever', id: String(event.id) }) })
    expect(await db().select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id))).toEqual([])
  })
})
