// Edmonton's clock under the current rules (issue 36 item 1, decision 043), through the routes a
// person uses, on the embedded database and again on PostgreSQL: Alberta keeps UTC-6 all year
// since the tz database's release 2026c, so a time typed for December is six hours behind UTC,
// not seven. Facts pinned: 2026-12-05 6:00 p.m. in Edmonton is 2026-12-06T00:00Z; 12:00 UTC on
// 27 November 2026 is 6:00 a.m. in Edmonton.
import { eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { db } from '../../database/db.server'
import { blogs, events } from '../../database/schema'
import { useTestDatabase } from '../../database/test-database'
import { adminCookie, call, formWithImage, pngFile } from '../../tests/support/admin-test-helpers'
import { pageArgs } from '../../tests/support/page-args'
import { PUBLISHING_MESSAGES } from '~/content/publishing'
import { action as newBlogAction } from '~/routes/admin/blogs/new'
import { loader as editEventLoader } from '~/routes/admin/events/edit'
import { action as newEventAction } from '~/routes/admin/events/new'
import { loader as calendarLoader } from '~/routes/resources/event-calendar'
import { loader as eventPageLoader } from '~/routes/site/event-detail'

useTestDatabase()

let cookie = ''
beforeAll(async () => {
  cookie = await adminCookie()
})
afterEach(() => vi.useRealTimers())

const EVENT = {
  title: 'Winter Warmth Circle',
  description: 'Tea and company for seniors on a cold evening.',
  eventDate: '2026-12-05T18:00',
  endsAt: '2026-12-05T20:00',
  location: 'Mill Woods Seniors Centre',
  status: 'published',
}

describe('an event typed in Edmonton time for December 2026', () => {
  let id = 0
  beforeAll(async () => {
    const outcome = await call(newEventAction, '/admin/events/new', { cookie, body: formWithImage(EVENT, await pngFile('#335577', 'event.png')) })
    expect(outcome.status).toBe(302)
    const [row] = await db().select().from(events).where(eq(events.title, EVENT.title))
    id = row.id
  })

  it('is stored at the instant Edmonton means (UTC-6)', async () => {
    const [row] = await db().select().from(events).where(eq(events.id, id))
    expect(row.eventDate.toISOString()).toBe('2026-12-06T00:00:00.000Z')
    expect(row.endsAt?.toISOString()).toBe('2026-12-06T02:00:00.000Z')
  })

  it('reads back on its edit form as typed', async () => {
    const form = await call(editEventLoader, `/admin/events/${id}/edit`, { cookie, params: { id: String(id) } })
    expect(form.data.defaults.eventDate).toBe('2026-12-05T18:00')
    expect(form.data.defaults.endsAt).toBe('2026-12-05T20:00')
  })

  it("shows visitors 6:00 p.m. on its page, and its calendar file carries the UTC times", async () => {
    const page = await eventPageLoader(pageArgs(`/events/${id}`, { id: String(id) }))
    expect(page.when).toBe('5 December 2026, 6:00 p.m. to 8:00 p.m.')
    const ics = await (await calendarLoader({ params: { id: String(id) }, request: new Request('http://localhost/events/1/calendar.ics') } as never)).text()
    expect(ics).toContain('DTSTART:20261206T000000Z')
    expect(ics).toContain('DTEND:20261206T020000Z')
  })
})

describe('scheduling a post three minutes ahead on 27 November 2026', () => {
  const POST = {
    name: 'Seniors',
    title: 'A morning walk in the river valley',
    description: 'Join us.',
    section2Title: 'Where',
    section2Body: 'By the footbridge.',
    section3Title: 'When',
    section3Body: 'Early.',
    sideTitle: 'Bring',
    sideDescription: 'Warm clothes.',
    writerName: 'Harpreet Gill',
    priority: '1',
    status: 'scheduled',
  }
  const post = async (publishAt: string) => {
    const body = formWithImage({ ...POST, publishAt }, await pngFile('#446688', 'post.png'))
    body.set('writerImage', new File([], '', { type: 'application/octet-stream' }))
    return call(newBlogAction, '/admin/blogs/new', { cookie, body })
  }

  it('takes 6:03 a.m. Edmonton time at 12:00 UTC as still to come, and 5:57 a.m. as passed', async () => {
    // only Date is faked: the database's own timers keep running
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T12:00:00Z') })
    const passed = await post('2026-11-27T05:57')
    expect(passed.status).toBe(400)
    expect(passed.fieldErrors).toEqual({ publishAt: [PUBLISHING_MESSAGES.whenPassed] })

    const ahead = await post('2026-11-27T06:03')
    expect(ahead.status).toBe(302)
    const [row] = await db().select().from(blogs).where(eq(blogs.title, POST.title))
    expect(row.status).toBe('scheduled')
    expect(row.publishAt?.toISOString()).toBe('2026-11-27T12:03:00.000Z')
  })
})
