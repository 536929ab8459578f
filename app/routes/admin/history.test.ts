// Versions of posts and events (issue 19 item 3, decision 033) through the routes' own loaders
// and actions on a real database: every save keeps one (who, when, what changed), a version is
// compared field by field with the current one, restoring brings its values back as a new version
// and says so in the activity log, the last 50 are kept, an item's versions go with it, and only
// admins see any of it.
import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../../database/db.server'
import { auditEntries, blogs, contentVersions, events, media } from '../../../database/schema'
import { useTestDatabase } from '../../../database/test-database'
import { adminCookie, call, pngFile } from '../../../tests/support/admin-test-helpers'
import { VERSIONS_KEPT } from '~/content-types/history.server'
import { action as editAction, loader as editLoader } from './events/edit'
import { loader as historyLoader } from './events/history'
import { action as listAction } from './events/list'
import { action as newAction } from './events/new'
import { action as trashAction } from './events/trash'
import { action as restoreAction, loader as versionLoader } from './events/version'
import { loader as blogHistoryLoader } from './blogs/history'
import { action as blogEditAction } from './blogs/edit'
import { action as blogNewAction } from './blogs/new'
import { action as blogRestoreAction, loader as blogVersionLoader } from './blogs/version'
import { getVisibleBlog } from '~/models/blog.server'

useTestDatabase()

let cookie = ''
beforeAll(async () => {
  cookie = await adminCookie()
})

const EVENT = {
  title: 'Grief Support Circle',
  description: 'A gentle evening for anyone who has lost someone.',
  eventDate: '2027-03-04T18:30',
  endsAt: '',
  location: 'Mill Woods Seniors Centre',
  status: 'published',
}

function form(fields: Record<string, string>, picture?: File) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  body.set('image', picture ?? new File([], '', { type: 'application/octet-stream' }))
  return body
}

async function addEvent(fields = EVENT) {
  const outcome = await call(newAction, '/admin/events/new', { cookie, body: form(fields, await pngFile('#336699')) })
  expect(outcome.status).toBe(302)
  const [row] = await db().select().from(events).where(eq(events.title, fields.title))
  return row
}

async function save(id: number, fields: Record<string, string>) {
  const outcome = await call(editAction, `/admin/events/${id}/edit`, { cookie, params: { id: String(id) }, body: form({ ...EVENT, ...fields }) })
  expect(outcome.status).toBe(302)
}

const history = async (id: number) => (await call(historyLoader, `/admin/events/${id}/history`, { cookie, params: { id: String(id) } })).data

describe('the history of an event', () => {
  it('keeps every save with who saved it and what changed, newest first', async () => {
    const row = await addEvent({ ...EVENT, title: 'Walk and Talk' })
    await save(row.id, { title: 'Walk and Talk', location: 'Hawrelak Park' })
    await save(row.id, { title: 'Walk and Talk in the River Valley', location: 'Hawrelak Park', status: 'hidden' })
    const { versions, title } = await history(row.id)
    expect(title).toBe('Walk and Talk in the River Valley')
    expect(versions).toHaveLength(3)
    expect(versions.map((version: { changed: string[] }) => version.changed)).toEqual([
      ['Title', 'Visibility'],
      ['Location (optional)'],
      ['Title', 'Description', 'Event date and time', 'Location (optional)', 'Visibility', 'Picture'],
    ])
    expect(versions[0]).toMatchObject({ current: true, who: expect.stringMatching(/^admin-.+@example\.org$/), restoredFrom: null })
    expect(versions[2].current).toBe(false)
  })

  it('says which language a translated text is in, so that the compare shows Urdu right to left (issue 39 item 3)', async () => {
    const row = await addEvent({ ...EVENT, title: 'Tea and talk' })
    await save(row.id, { title: 'Tea and talk', title__ur: 'چائے اور گفتگو' })
    const [, first] = (await history(row.id)).versions
    const compared = await call(versionLoader, `/admin/events/${row.id}/history/${first.id}`, { cookie, params: { id: String(row.id), versionId: String(first.id) } })
    const urdu = compared.data.fields.find((field: { label: string }) => field.label === 'Title (Urdu)')
    expect(urdu).toMatchObject({ now: 'چائے اور گفتگو', differs: true, language: 'ur' })
    expect(compared.data.fields.find((field: { label: string }) => field.label === 'Title').language).toBeUndefined()
  })

  it('compares a version with the current one, field by field, and restores it as a new version', async () => {
    const row = await addEvent({ ...EVENT, title: 'Chai and Chat' })
    await save(row.id, { title: 'Chai and Chat, moved', location: 'Millwoods Library', status: 'hidden' })
    const [, first] = (await history(row.id)).versions
    const compared = await call(versionLoader, `/admin/events/${row.id}/history/${first.id}`, { cookie, params: { id: String(row.id), versionId: String(first.id) } })
    const fields = Object.fromEntries(compared.data.fields.map((field: { label: string; then: string; now: string; differs: boolean }) => [field.label, field]))
    expect(fields.Title).toEqual({ label: 'Title', then: 'Chai and Chat', now: 'Chai and Chat, moved', differs: true })
    expect(fields.Visibility).toMatchObject({ then: 'Visible', now: 'Not Visible', differs: true })
    expect(fields.Description.differs).toBe(false)
    // the screen says, before Restore is pressed, that the visibility stays unless the box is ticked
    expect(compared.data).toMatchObject({ contentDiffers: true, visibility: { then: 'Visible', now: 'Not Visible', differs: true } })

    const restored = await call(restoreAction, `/admin/events/${row.id}/history/${first.id}`, {
      cookie,
      params: { id: String(row.id), versionId: String(first.id) },
      body: new URLSearchParams(),
    })
    expect(restored.status).toBe(302)
    expect(restored.location).toBe(`/admin/events/${row.id}/history`)
    expect(restored.flash).toMatchObject({ type: 'success', message: expect.stringMatching(/^The version of .+ is restored\. Its visibility is unchanged \(Not Visible\)\.$/) })
    const [after] = await db().select().from(events).where(eq(events.id, row.id))
    // its words and picture come back; the event stays hidden, as staff had made it
    expect(after).toMatchObject({ title: 'Chai and Chat', location: 'Mill Woods Seniors Centre', status: 'hidden', imageId: row.imageId })
    const { versions } = await history(row.id)
    expect(versions).toHaveLength(3)
    expect(versions[0]).toMatchObject({ current: true, restoredFrom: first.id, changed: ['Title', 'Location (optional)'] })
    const [logged] = await db().select().from(auditEntries).where(eq(auditEntries.action, 'restore'))
    expect(logged).toMatchObject({ itemType: 'Event', itemId: String(row.id), itemLabel: 'Chai and Chat', actorEmail: expect.stringMatching(/^admin-.+@example\.org$/) })
    // the edit form shows the restored values
    const edit = await call(editLoader, `/admin/events/${row.id}/edit`, { cookie, params: { id: String(row.id) } })
    expect(edit.data.defaults).toMatchObject({ title: 'Chai and Chat', status: 'hidden' })

    // now only the visibility differs: the screen offers that alone, and the box brings it back
    const again = await call(versionLoader, `/admin/events/${row.id}/history/${first.id}`, { cookie, params: { id: String(row.id), versionId: String(first.id) } })
    expect(again.data).toMatchObject({ contentDiffers: false, visibility: { now: 'Not Visible', differs: true } })
    const withVisibility = await call(restoreAction, `/admin/events/${row.id}/history/${first.id}`, {
      cookie,
      params: { id: String(row.id), versionId: String(first.id) },
      body: new URLSearchParams({ alsoVisibility: 'on' }),
    })
    expect(withVisibility.flash).toMatchObject({ type: 'success', message: expect.stringMatching(/^The version of .+ is restored, visibility included\.$/) })
    const [visible] = await db().select().from(events).where(eq(events.id, row.id))
    expect(visible).toMatchObject({ title: 'Chai and Chat', status: 'published', publishAt: row.publishAt })
    expect((await history(row.id)).versions[0]).toMatchObject({ restoredFrom: first.id, changed: ['Visibility', 'Appears on'] })
  })

  it('restores nothing, and keeps no version, when the words and pictures are already the current ones and the box is not ticked', async () => {
    const row = await addEvent({ ...EVENT, title: 'Quiet Hour' })
    await save(row.id, { title: 'Quiet Hour', status: 'hidden' })
    const [, first] = (await history(row.id)).versions
    const params = { id: String(row.id), versionId: String(first.id) }
    const outcome = await call(restoreAction, `/admin/events/${row.id}/history/${first.id}`, { cookie, params, body: new URLSearchParams() })
    expect(outcome.flash).toMatchObject({ type: 'error', message: expect.stringMatching(/^Nothing was restored: /) })
    expect((await history(row.id)).versions).toHaveLength(2)
    const [after] = await db().select().from(events).where(eq(events.id, row.id))
    expect(after.status).toBe('hidden')
  })

  it('restoring brings back the picture of that version, kept meanwhile though replaced', async () => {
    const row = await addEvent({ ...EVENT, title: 'Picnic' })
    const replaced = await call(editAction, `/admin/events/${row.id}/edit`, { cookie, params: { id: String(row.id) }, body: form({ ...EVENT, title: 'Picnic' }, await pngFile('#aa2211')) })
    expect(replaced.status).toBe(302)
    const [changed] = await db().select().from(events).where(eq(events.id, row.id))
    expect(changed.imageId).not.toBe(row.imageId)
    const [, first] = (await history(row.id)).versions
    const params = { id: String(row.id), versionId: String(first.id) }
    const compared = await call(versionLoader, `/admin/events/${row.id}/history/${first.id}`, { cookie, params })
    expect(compared.data.pictures).toEqual([{ label: 'Picture', then: expect.objectContaining({ id: row.imageId }), now: expect.objectContaining({ id: changed.imageId }), differs: true }])
    await call(restoreAction, `/admin/events/${row.id}/history/${first.id}`, { cookie, params, body: new URLSearchParams() })
    const [after] = await db().select().from(events).where(eq(events.id, row.id))
    expect(after.imageId).toBe(row.imageId)
    // the picture it replaced is kept by the version before the restore
    expect((await db().select({ id: media.id }).from(media).where(eq(media.id, changed.imageId!))).length).toBe(1)
  })

  it('keeps the last 50 versions of an item, and forgets them with the item', async () => {
    const row = await addEvent({ ...EVENT, title: 'Many saves' })
    for (let i = 1; i <= VERSIONS_KEPT + 4; i++) await save(row.id, { title: 'Many saves', location: `Room ${i}` })
    const kept = await db().select().from(contentVersions).where(eq(contentVersions.itemId, row.id))
    expect(kept).toHaveLength(VERSIONS_KEPT)
    expect(kept.some((version) => (version.values as { location: string }).location === `Room ${VERSIONS_KEPT + 4}`)).toBe(true)
    expect(kept.some((version) => (version.values as { location: string }).location === 'Room 4')).toBe(false)

    // kept while it is in the Trash (decision 073), forgotten when it is deleted for ever
    await call(listAction, '/admin/events', { cookie, body: new URLSearchParams({ intent: 'delete', id: String(row.id) }) })
    expect(await db().select({ n: count() }).from(contentVersions).where(eq(contentVersions.itemId, row.id))).toEqual([{ n: VERSIONS_KEPT }])
    await call(trashAction, '/admin/events/trash', { cookie, body: new URLSearchParams({ intent: 'delete-forever', id: String(row.id) }) })
    const [{ n }] = await db().select({ n: count() }).from(contentVersions).where(eq(contentVersions.itemId, row.id))
    expect(n).toBe(0)
  })

  it('shows a stored value as text, whatever it holds', async () => {
    const row = await addEvent({ ...EVENT, title: 'Plain' })
    const hostile = '"><img src=x onerror=alert(1)>'
    await save(row.id, { title: hostile })
    await save(row.id, { title: 'Plain again' })
    const [, middle] = (await history(row.id)).versions
    const compared = await call(versionLoader, `/admin/events/${row.id}/history/${middle.id}`, { cookie, params: { id: String(row.id), versionId: String(middle.id) } })
    expect(compared.data.fields[0]).toMatchObject({ label: 'Title', then: hostile })
  })
})

describe('restoring a post keeps what is live (issue 36 item 5)', () => {
  const POST = {
    name: 'Bereavement',
    title: 'Grieving far from home',
    description: 'A first draft about grief far from home.',
    section2Title: 'What helps',
    section2Body: 'Naming the loss aloud.',
    section3Title: '',
    section3Body: '',
    writerName: 'Harpreet Gill',
    writerDescription: '',
    sideTitle: '',
    sideDescription: '',
    linkUrl: '',
    priority: '4',
  }
  const blogForm = (fields: Record<string, string>, picture?: File) => {
    const body = form(fields, picture)
    body.set('writerImage', new File([], '', { type: 'application/octet-stream' }))
    return body
  }

  it('brings back a draft\'s words without taking the published post off the site or changing its publication date', async () => {
    const added = await call(blogNewAction, '/admin/blogs/new', { cookie, body: blogForm({ ...POST, status: 'draft' }, await pngFile('#225577')) })
    expect(added.status).toBe(302)
    const [draft] = await db().select().from(blogs).where(eq(blogs.title, POST.title))
    const published = { ...POST, description: 'The text as it went live.', status: 'published', publishAt: '2026-01-10T09:00' }
    const saved = await call(blogEditAction, `/admin/blogs/${draft.id}/edit`, { cookie, params: { id: String(draft.id) }, body: blogForm(published) })
    expect(saved.status).toBe(302)
    const [live] = await db().select().from(blogs).where(eq(blogs.id, draft.id))
    // 9:00 a.m. in Edmonton on 10 January 2026 is 16:00 UTC (MST, UTC-7)
    expect(live).toMatchObject({ status: 'published', publishAt: new Date('2026-01-10T16:00:00Z') })

    const params = { id: String(draft.id) }
    const [, first] = (await call(blogHistoryLoader, `/admin/blogs/${draft.id}/history`, { cookie, params })).data.versions
    const versionParams = { ...params, versionId: String(first.id) }
    const compared = await call(blogVersionLoader, `/admin/blogs/${draft.id}/history/${first.id}`, { cookie, params: versionParams })
    expect(compared.data.visibility).toEqual({ then: 'Draft', now: 'Visible, publication date and time 10 January 2026, 9:00 a.m.', differs: true })

    const restored = await call(blogRestoreAction, `/admin/blogs/${draft.id}/history/${first.id}`, { cookie, params: versionParams, body: new URLSearchParams() })
    expect(restored.flash?.message).toMatch(/ Its visibility is unchanged \(Visible, publication date and time 10 January 2026, 9:00 a\.m\.\)\.$/)
    const [after] = await db().select().from(blogs).where(eq(blogs.id, draft.id))
    expect(after).toMatchObject({ description: 'A first draft about grief far from home.', status: 'published', publishAt: live.publishAt, imageId: live.imageId })
    // visitors still read it, with the restored words
    expect((await getVisibleBlog(draft.id))?.description).toEqual([{ type: 'p', children: ['A first draft about grief far from home.'] }])
  })
})

describe('who may see and restore versions', () => {
  it('answers only an admin, and a version only under its own item', async () => {
    const one = await addEvent({ ...EVENT, title: 'One' })
    const other = await addEvent({ ...EVENT, title: 'Other' })
    const [version] = (await history(one.id)).versions
    for (const outcome of [
      await call(historyLoader, `/admin/events/${one.id}/history`, { cookie: '', params: { id: String(one.id) } }),
      await call(versionLoader, `/admin/events/${one.id}/history/${version.id}`, { cookie: '', params: { id: String(one.id), versionId: String(version.id) } }),
      await call(restoreAction, `/admin/events/${one.id}/history/${version.id}`, { cookie: '', params: { id: String(one.id), versionId: String(version.id) }, body: new URLSearchParams() }),
    ]) {
      expect(outcome.status).toBe(302)
      expect(outcome.location).toMatch(/^\/login/)
    }
    // another item's version, an unknown one, a made-up id: the 404 page
    for (const [id, versionId] of [
      [other.id, version.id],
      [one.id, 999_999],
      [one.id, 'abc'],
    ]) {
      const outcome = await call(versionLoader, `/admin/events/${id}/history/${versionId}`, { cookie, params: { id: String(id), versionId: String(versionId) } })
      expect(outcome.status).toBe(404)
    }
    expect((await call(blogHistoryLoader, '/admin/blogs/424242/history', { cookie, params: { id: '424242' } })).status).toBe(404)
  })
})
