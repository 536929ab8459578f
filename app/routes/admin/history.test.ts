// Versions of posts and events (issue 19 item 3, decision 033) through the routes' own loaders
// and actions on a real database: every save keeps one (who, when, what changed), a version is
// compared field by field with the current one, restoring brings its values back as a new version
// and says so in the activity log, the last 50 are kept, an item's versions go with it, and only
// admins see any of it.
import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../../database/db.server'
import { auditEntries, contentVersions, events, media } from '../../../database/schema'
import { useTestDatabase } from '../../../database/test-database'
import { adminCookie, call, pngFile } from '../../../tests/support/admin-test-helpers'
import { VERSIONS_KEPT } from '~/content-types/history.server'
import { action as editAction, loader as editLoader } from './events/edit'
import { loader as historyLoader } from './events/history'
import { action as listAction } from './events/list'
import { action as newAction } from './events/new'
import { action as restoreAction, loader as versionLoader } from './events/version'
import { loader as blogHistoryLoader } from './blogs/history'

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

  it('compares a version with the current one, field by field, and restores it as a new version', async () => {
    const row = await addEvent({ ...EVENT, title: 'Chai and Chat' })
    await save(row.id, { title: 'Chai and Chat, moved', location: 'Millwoods Library', status: 'hidden' })
    const [, first] = (await history(row.id)).versions
    const compared = await call(versionLoader, `/admin/events/${row.id}/history/${first.id}`, { cookie, params: { id: String(row.id), versionId: String(first.id) } })
    const fields = Object.fromEntries(compared.data.fields.map((field: { label: string; then: string; now: string; differs: boolean }) => [field.label, field]))
    expect(fields.Title).toEqual({ label: 'Title', then: 'Chai and Chat', now: 'Chai and Chat, moved', differs: true })
    expect(fields.Visibility).toMatchObject({ then: 'Visible', now: 'Not Visible', differs: true })
    expect(fields.Description.differs).toBe(false)
    expect(compared.data.same).toBe(false)

    const restored = await call(restoreAction, `/admin/events/${row.id}/history/${first.id}`, {
      cookie,
      params: { id: String(row.id), versionId: String(first.id) },
      body: new URLSearchParams(),
    })
    expect(restored.status).toBe(302)
    expect(restored.location).toBe(`/admin/events/${row.id}/history`)
    expect(restored.flash).toMatchObject({ type: 'success', message: expect.stringMatching(/^The version of .+ is restored\.$/) })
    const [after] = await db().select().from(events).where(eq(events.id, row.id))
    expect(after).toMatchObject({ title: 'Chai and Chat', location: 'Mill Woods Seniors Centre', status: 'published', imageId: row.imageId })
    const { versions } = await history(row.id)
    expect(versions).toHaveLength(3)
    expect(versions[0]).toMatchObject({ current: true, restoredFrom: first.id, changed: ['Title', 'Location (optional)', 'Visibility', 'Appears on'] })
    const [logged] = await db().select().from(auditEntries).where(eq(auditEntries.action, 'restore'))
    expect(logged).toMatchObject({ itemType: 'Event', itemId: String(row.id), itemLabel: 'Chai and Chat', actorEmail: expect.stringMatching(/^admin-.+@example\.org$/) })
    // the edit form shows the restored values
    const edit = await call(editLoader, `/admin/events/${row.id}/edit`, { cookie, params: { id: String(row.id) } })
    expect(edit.data.defaults).toMatchObject({ title: 'Chai and Chat', status: 'published' })
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

    await call(listAction, '/admin/events', { cookie, body: new URLSearchParams({ intent: 'delete', id: String(row.id) }) })
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
