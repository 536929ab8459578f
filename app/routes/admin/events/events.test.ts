// Add, edit, list and delete events through the routes' own loaders and actions, posted as a
// browser without JavaScript (or a hand-made request) would: the spec's messages with status
// 400 even when the browser's checks are bypassed, times read as Edmonton times, and a picture
// that fails leaves nothing behind.
import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../../../database/db.server'
import { events, media } from '../../../../database/schema'
import { useTestDatabase } from '../../../../database/test-database'
import { edmontonDayStart, todayInEdmonton } from '~/utils/edmonton-day.server'
import { adminCookie, call, formWithImage, pngFile, deleteForEver } from '../../../../tests/support/admin-test-helpers'
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
  title: 'Grief Support Circle',
  description: 'A gentle evening for anyone who has lost someone. Tea and Punjabi snacks; Hindi and Punjabi spoken.',
  eventDate: '2026-07-15T18:30',
  endsAt: '2026-07-15T20:00',
  location: 'Mill Woods Seniors Centre',
  status: 'published',
}

const png = (colour: string) => pngFile(colour, 'event.png')

const form = formWithImage

async function counts() {
  const [rows] = await db().select({ n: count() }).from(events)
  const [pictures] = await db().select({ n: count() }).from(media)
  return { rows: rows.n, media: pictures.n }
}

async function reset() {
  await db().delete(events)
  await db().delete(media)
}

async function create(fields: Record<string, string> = VALID, colour = '#336699') {
  const outcome = await call(newAction, '/admin/events/new', { cookie, body: form(fields, await png(colour)) })
  expect(outcome.status).toBe(302)
  const [row] = await db().select().from(events).orderBy(events.id).limit(1)
  return row
}

describe('Add Event', () => {
  it("refuses an empty form with the spec's message for every field, and status 400", async () => {
    await reset()
    const outcome = await call(newAction, '/admin/events/new', { cookie, body: form({}) })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({
      title: ['Title is required'],
      description: ['Description is required'],
      image: ['Image is required'],
      eventDate: ['Event date is required'],
      status: ['visibility is a required field'],
    })
    expect(await counts()).toEqual({ rows: 0, media: 0 })
  })

  it.each([
    ['title', '   ', 'Title is required'],
    ['description', '\n \n', 'Description is required'],
    ['eventDate', '', 'Event date is required'],
    ['eventDate', '2026-02-30T10:00', 'Enter the date and time the event starts'],
    ['eventDate', 'next Tuesday', 'Enter the date and time the event starts'],
    ['endsAt', '2026-07-15T18:00', 'The end must be after the start'],
    ['endsAt', '2026-07-15T18:30', 'The end must be after the start'],
    ['endsAt', '8 p.m.', 'Enter the date and time the event ends, or leave it empty'],
    ['title', 'x'.repeat(201), 'title must be at most 200 characters'],
    ['location', 'x'.repeat(301), 'location must be at most 300 characters'],
    ['status', 'maybe', 'visibility is a required field'],
  ])('refuses %s = %j with "%s", keeping what was typed', async (name, value, message) => {
    await reset()
    const outcome = await call(newAction, '/admin/events/new', { cookie, body: form({ ...VALID, [name]: value }, await png('#123123')) })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({ [name]: [message] })
    const other = name === 'location' ? 'title' : 'location'
    expect(outcome.data.initialValue[other]).toBe(VALID[other])
    expect(await counts()).toEqual({ rows: 0, media: 0 })
  })

  it('refuses a form without a picture: the picture is required on Add', async () => {
    await reset()
    const outcome = await call(newAction, '/admin/events/new', { cookie, body: form(VALID) })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({ image: ['Image is required'] })
    // a hand-made post: no file field at all, or text in its place
    const without = form(VALID)
    without.delete('image')
    expect((await call(newAction, '/admin/events/new', { cookie, body: without })).fieldErrors).toEqual({ image: ['Image is required'] })
    const text = form(VALID)
    text.set('image', 'poster.png')
    expect((await call(newAction, '/admin/events/new', { cookie, body: text })).fieldErrors).toEqual({ image: ['Image is required'] })
    expect(await counts()).toEqual({ rows: 0, media: 0 })
  })

  it('saves nothing when the picture is not a picture: the message is beside the image field', async () => {
    await reset()
    const fake = new File(['this is just text, not a picture'], 'poster.png', { type: 'image/png' })
    const outcome = await call(newAction, '/admin/events/new', { cookie, body: form(VALID, fake) })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({ image: [expect.stringMatching(/not a picture we can use/)] })
    expect(outcome.data.initialValue.title).toBe(VALID.title)
    expect(await counts()).toEqual({ rows: 0, media: 0 })
  })

  it('saves a valid event, its times read as Edmonton time, and goes to the list with a toast', async () => {
    await reset()
    const outcome = await call(newAction, '/admin/events/new', { cookie, body: form(VALID, await png('#336699')) })
    expect(outcome.status).toBe(302)
    expect(outcome.location).toBe('/admin/events')
    expect(outcome.flash).toEqual({ type: 'success', message: 'Event “Grief Support Circle” added.', savedId: expect.any(Number) })
    const [row] = await db().select().from(events)
    expect(row).toMatchObject({ title: VALID.title, description: VALID.description, location: VALID.location, status: 'published' })
    // 6:30 p.m. in July is Mountain Daylight Time, UTC-6
    expect(row.eventDate.toISOString()).toBe('2026-07-16T00:30:00.000Z')
    expect(row.endsAt?.toISOString()).toBe('2026-07-16T02:00:00.000Z')
    expect(row.imageId).not.toBeNull()
    expect(await counts()).toEqual({ rows: 1, media: 1 })
  })

  it('saves a winter event at UTC-7, without the optional end and location, and hidden', async () => {
    await reset()
    await create({ ...VALID, eventDate: '2026-01-20T10:00', endsAt: '', location: '  ', status: 'hidden' })
    const [row] = await db().select().from(events)
    expect(row.eventDate.toISOString()).toBe('2026-01-20T17:00:00.000Z')
    expect(row).toMatchObject({ endsAt: null, location: null, status: 'hidden' })
  })
})

describe('Edit Event', () => {
  it('fills the form with what is stored, times in Edmonton time', async () => {
    await reset()
    const row = await create()
    const outcome = await call(editLoader, `/admin/events/${row.id}/edit`, { cookie, params: { id: String(row.id) } })
    expect(outcome.data.defaults).toEqual({ ...VALID, publishAt: '', imageAlt: 'Grief Support Circle', imageAlt__pa: '', imageAlt__hi: '', imageAlt__ur: '' })
    expect(outcome.data.image.id).toBe(row.imageId)
  })

  it('keeps the picture when no new file is chosen (not required on edit), replaces it when one is', async () => {
    await reset()
    const row = await create()
    const params = { id: String(row.id) }
    const kept = await call(editAction, `/admin/events/${row.id}/edit`, {
      cookie,
      params,
      body: form({ ...VALID, title: 'Grief Circle (moved)', eventDate: '2026-11-20T19:00', endsAt: '', status: 'hidden' }),
    })
    expect(kept.status).toBe(302)
    expect(kept.location).toBe('/admin/events')
    expect(kept.flash?.message).toBe('Event “Grief Circle (moved)” saved.')
    const [afterKeep] = await db().select().from(events).where(eq(events.id, row.id))
    expect(afterKeep).toMatchObject({ title: 'Grief Circle (moved)', imageId: row.imageId, endsAt: null, status: 'hidden' })
    // 7:00 p.m. on 20 November 2026 in Edmonton (UTC-6)
    expect(afterKeep.eventDate.toISOString()).toBe('2026-11-21T01:00:00.000Z')

    await call(editAction, `/admin/events/${row.id}/edit`, { cookie, params, body: form(VALID, await png('#00aa33')) })
    const [afterReplace] = await db().select().from(events).where(eq(events.id, row.id))
    expect(afterReplace.imageId).not.toBe(row.imageId)
    // the replaced picture stays while the event's earlier version holds it (decision 033)
    expect((await db().select({ id: media.id }).from(media).orderBy(media.id)).map((m) => m.id)).toEqual([row.imageId, afterReplace.imageId])
  })

  it('saves an event that has no picture (older content) without asking for one', async () => {
    await reset()
    const [row] = await db().insert(events).values({ title: 'Old event', description: 'From the old site.', eventDate: new Date('2024-05-01T16:00:00Z') }).returning()
    const outcome = await call(editAction, `/admin/events/${row.id}/edit`, { cookie, params: { id: String(row.id) }, body: form(VALID) })
    expect(outcome.status).toBe(302)
    const [saved] = await db().select().from(events).where(eq(events.id, row.id))
    expect(saved).toMatchObject({ title: VALID.title, imageId: null })
  })

  it('refuses invalid data with 400 and changes nothing', async () => {
    await reset()
    const row = await create()
    const outcome = await call(editAction, `/admin/events/${row.id}/edit`, {
      cookie,
      params: { id: String(row.id) },
      body: form({ ...VALID, title: '', description: '', eventDate: '' }),
    })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({ title: ['Title is required'], description: ['Description is required'], eventDate: ['Event date is required'] })
    const [same] = await db().select().from(events).where(eq(events.id, row.id))
    expect(same.title).toBe(VALID.title)
  })

  it('answers 404 for an event that is not there, and deletes the picture it had just stored', async () => {
    await reset()
    expect((await call(editLoader, '/admin/events/999/edit', { cookie, params: { id: '999' } })).status).toBe(404)
    const outcome = await call(editAction, '/admin/events/999/edit', { cookie, params: { id: '999' }, body: form(VALID, await png('#123456')) })
    expect(outcome.status).toBe(404)
    expect(await counts()).toEqual({ rows: 0, media: 0 })
  })
})

describe('Events list', () => {
  it('shows the description cut at 100 characters and the event date in long form with its time', async () => {
    await reset()
    const long = 'Walk '.repeat(40).trim()
    await create({ ...VALID, description: long, eventDate: '2026-12-05T18:30', endsAt: '' })
    const { data } = await call(listLoader, '/admin/events', { cookie })
    expect(data.rows).toHaveLength(1)
    expect(data.rows[0]).toMatchObject({ title: VALID.title, excerpt: `${long.slice(0, 100).trimEnd()}...` })
    expect(data.rows[0].eventDate).toBe('5 December 2026, 6:30 p.m.')
    expect(data.rows[0]).not.toHaveProperty('description')
  })

  it('shows a formatted description by its words, without its markers', async () => {
    await reset()
    await create({ ...VALID, description: 'Come **early** for tea.\n\n- a friend\n- a *warm* coat\n\n[Read the map](https://www.openstreetmap.org/)' })
    const { data } = await call(listLoader, '/admin/events', { cookie })
    expect(data.rows[0].excerpt).not.toMatch(/\*|\[|\]\(|https:/)
    expect(data.rows[0].excerpt).toMatch(/^Come early for tea\.\s+a friend\s+a warm coat\s+Read the map/)
  })

  it('pages, searches and sorts by event date on the server, 25 to a page', async () => {
    await reset()
    const start = Date.UTC(2025, 0, 1, 18)
    await db()
      .insert(events)
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          title: i % 10 === 0 ? `Yoga Morning ${i}` : `Event ${i}`,
          description: i === 7 ? 'Bring a friend to the walk' : 'Come along.',
          eventDate: new Date(start + i * 86_400_000),
          // created in the opposite order, so the date order is the event date's
          createdAt: new Date(start - i * 86_400_000),
        })),
      )
    const page1 = await call(listLoader, '/admin/events', { cookie })
    // all past: the list opens with the most recent first
    expect(page1.data.info).toMatchObject({ page: 1, pageCount: 3, total: 60, sort: 'upcoming' })
    expect(page1.data.rows).toHaveLength(25)
    expect(page1.data.rows[0].title).toBe('Event 59')
    expect(page1.data.rows[0].eventDate).toBe('1 March 2025, 11:00 a.m.')

    const oldest = await call(listLoader, '/admin/events?sort=oldest&page=3', { cookie })
    expect(oldest.data.rows).toHaveLength(10)
    expect(oldest.data.rows[9].title).toBe('Event 59')

    const search = await call(listLoader, '/admin/events?q=yoga', { cookie })
    expect(search.data.info).toMatchObject({ total: 6, pageCount: 1 })
    expect(search.data.rows[0].title).toBe('Yoga Morning 50')
    const byDescription = await call(listLoader, '/admin/events?q=FRIEND', { cookie })
    expect(byDescription.data.rows.map((r: { title: string }) => r.title)).toEqual(['Event 7'])
  })

  it('opens with the events to come, soonest first (today\'s among them), then past ones, most recent first', async () => {
    await reset()
    const day = 86_400_000
    const now = Date.now()
    const at = (offsetDays: number) => new Date(now + offsetDays * day)
    await db()
      .insert(events)
      .values([
        { title: 'Past long ago', description: 'x', eventDate: at(-300) },
        { title: 'Next month', description: 'x', eventDate: at(30) },
        { title: 'Last week', description: 'x', eventDate: at(-7) },
        { title: 'Next year', description: 'x', eventDate: at(400) },
        { title: 'Tomorrow', description: 'x', eventDate: at(1) },
        // a minute ago, or the start of the day in Edmonton when that is nearer (just after
        // midnight a minute ago is yesterday): still today, so still among what is coming
        { title: 'Earlier today', description: 'x', eventDate: new Date(Math.max(now - 60_000, edmontonDayStart(todayInEdmonton(new Date(now)))!.getTime())) },
      ])
    const titles = async (url: string) => ((await call(listLoader, url, { cookie })).data.rows as { title: string }[]).map((row) => row.title)
    const first = await call(listLoader, '/admin/events', { cookie })
    expect(first.data.info).toMatchObject({ sort: 'upcoming', defaultSort: 'upcoming' })
    expect(await titles('/admin/events')).toEqual(['Earlier today', 'Tomorrow', 'Next month', 'Next year', 'Last week', 'Past long ago'])
    expect(await titles('/admin/events?sort=newest')).toEqual(['Next year', 'Next month', 'Tomorrow', 'Earlier today', 'Last week', 'Past long ago'])
    expect(await titles('/admin/events?sort=oldest')).toEqual(['Past long ago', 'Last week', 'Earlier today', 'Tomorrow', 'Next month', 'Next year'])
    expect(await titles('/admin/events?sort=sideways')).toEqual(await titles('/admin/events'))
  })

  it('marks the event just added or saved: the flash names it for the list', async () => {
    await reset()
    const added = await call(newAction, '/admin/events/new', { cookie, body: form(VALID, await png('#336699')) })
    const [row] = await db().select().from(events)
    expect(added.flash).toEqual({ type: 'success', message: 'Event “Grief Support Circle” added.', savedId: row.id })
    const saved = await call(editAction, `/admin/events/${row.id}/edit`, { cookie, params: { id: String(row.id) }, body: form({ ...VALID, title: 'Renamed' }) })
    expect(saved.flash).toEqual({ type: 'success', message: 'Event “Renamed” saved.', savedId: row.id })
  })

  it('deletes an event and its picture, keeps the list\'s search, and says so', async () => {
    await reset()
    const row = await create()
    const before = await counts()
    const outcome = await call(listAction, `/admin/events?q=Grief&delete=${row.id}`, {
      cookie,
      body: new URLSearchParams({ intent: 'delete', id: String(row.id) }),
    })
    expect(outcome.status).toBe(302)
    expect(outcome.location).toBe('/admin/events?q=Grief')
    expect(outcome.flash).toEqual({ type: 'success', message: 'Item Deleted Successfully!', undo: { action: '/admin/events/trash', id: row.id } })
    // in the Trash, with its picture, until deleted for ever there (decision 073)
    expect(await counts()).toEqual(before)
    await call(trashAction, '/admin/events/trash', { cookie, body: new URLSearchParams({ intent: 'delete-forever', id: String(row.id) }) })
    expect(await counts()).toEqual({ rows: 0, media: 0 })
    const again = await call(listAction, '/admin/events', { cookie, body: new URLSearchParams({ intent: 'delete', id: String(row.id) }) })
    expect(again.flash).toEqual({ type: 'error', message: 'That item was already deleted.' })
  })

  it('keeps a picture that another event still shows', async () => {
    await reset()
    await create(VALID, '#0000ff')
    await create({ ...VALID, title: 'Second' }, '#0000ff')
    const rows = await db().select().from(events).orderBy(events.id)
    expect(rows[0].imageId).toBe(rows[1].imageId)
    await deleteForEver(listAction, trashAction, '/admin/events', rows[0].id, cookie)
    expect(await counts()).toEqual({ rows: 1, media: 1 })
  })
})
