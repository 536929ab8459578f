// An event's own page and its calendar files (issue 18, items 1 and 2) on a real database: the
// whole description, when and where; hidden, unknown and malformed ids answer 404; the .ics of
// one event and the feed of the upcoming ones, read back with a real iCalendar parser.
import ical, { type VEvent } from 'node-ical'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../../database/db.server'
import { events } from '../../../database/schema'
import { useTestDatabase } from '../../../database/test-database'
import { pageArgs } from '../../../tests/support/page-args'
import { parseFormattedText } from '~/content/formatted-text-parser'
import { env } from '~/utils/env.server'
import { loader as eventCalendar } from '../resources/event-calendar'
import { loader as eventsCalendar } from '../resources/events-calendar'
import { loader } from './event-detail'

useTestDatabase()

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000)
const LONG = `Come and share memories of those we have lost, in Punjabi, Hindi, Urdu or English. ${'Tea and snacks are served. '.repeat(8)}The end.`

let ids: Record<string, number> = {}
beforeEach(async () => {
  await db().delete(events)
  const rows = await db()
    .insert(events)
    .values([
      { title: 'Grief circle', description: LONG, eventDate: new Date('2030-03-07T01:00:00Z'), endsAt: new Date('2030-03-07T03:30:00Z'), location: 'Mill Woods Library, Room 2' },
      { title: 'Seniors walk', description: 'A gentle walk.', eventDate: inDays(10) },
      { title: 'Last spring', description: 'It was lovely.', eventDate: inDays(-100) },
      { title: 'Hidden', description: 'Not yet announced.', eventDate: inDays(5), status: 'hidden' },
    ])
    .returning({ id: events.id, title: events.title })
  ids = Object.fromEntries(rows.map((row) => [row.title, row.id]))
})

async function status(run: () => unknown) {
  try {
    await run()
    return 200
  } catch (thrown) {
    return thrown instanceof Response ? thrown.status : 500
  }
}

/** node-ical's dates are Dates with a time zone attached */
const time = (value: unknown) => new Date(value as Date)
const parse = async (response: Response) => Object.values(ical.sync.parseICS(await response.text())).filter((item): item is VEvent => item?.type === 'VEVENT')

describe('the event page', () => {
  it('shows the whole description, when in Edmonton time, where with a map link', async () => {
    const page = await loader(pageArgs(`/events/${ids['Grief circle']}`, { id: String(ids['Grief circle']) }))
    expect(page.event.description).toEqual(parseFormattedText(LONG))
    expect(LONG.length).toBeGreaterThan(200)
    // 01:00 UTC on 7 March 2030 is 7 p.m. on 6 March in Edmonton (UTC-6 all year since 2026)
    expect(page.when).toBe('6 March 2030, 7:00 p.m. to 9:30 p.m.')
    expect(page.event.isPast).toBe(false)
    expect(page.mapUrl).toBe('https://www.openstreetmap.org/search?query=Mill%20Woods%20Library%2C%20Room%202')
  })

  it('offers no map for an event held online, in any of the four languages', async () => {
    const online = ['Online (Zoom)', 'https://us02web.zoom.us/j/81234567890', 'On Microsoft Teams', 'ਆਨਲਾਈਨ', 'ऑनलाइन (ज़ूम)', 'آن لائن']
    for (const location of online) {
      await db().update(events).set({ location })
      const page = await loader(pageArgs(`/events/${ids['Grief circle']}`, { id: String(ids['Grief circle']) }))
      expect(page.event.location, location).toBe(location)
      expect(page.mapUrl, location).toBeNull()
    }
    // a place whose name only begins like one of those words is still a place
    await db().update(events).set({ location: 'Zoomers Hall, 9610 Whyte Ave' })
    const hall = await loader(pageArgs(`/events/${ids['Grief circle']}`, { id: String(ids['Grief circle']) }))
    expect(hall.mapUrl).toBe('https://www.openstreetmap.org/search?query=Zoomers%20Hall%2C%209610%20Whyte%20Ave')
  })

  it('keeps a past event readable, marked as past', async () => {
    const page = await loader(pageArgs(`/events/${ids['Last spring']}`, { id: String(ids['Last spring']) }))
    expect(page.event).toMatchObject({ title: 'Last spring', isPast: true })
    expect(page.mapUrl).toBeNull()
  })

  it('answers 404 for a hidden, unknown or malformed id', async () => {
    for (const id of [String(ids.Hidden), '987654', '3abc', '-1', '1e3', '99999999999']) {
      expect(await status(() => loader(pageArgs(`/events/${id}`, { id }))), id).toBe(404)
      expect(await status(() => eventCalendar({ params: { id }, request: new Request(`http://localhost/events/${id}/calendar.ics`) } as any)), id).toBe(404)
    }
  })
})

describe('calendar files', () => {
  it('gives one event as an .ics file with a stable UID, its times, place and page', async () => {
    const response = await eventCalendar({ params: { id: String(ids['Grief circle']) }, request: new Request('http://localhost/events/1/calendar.ics') } as any)
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="event-${ids['Grief circle']}.ics"`)
    const [event] = await parse(response.clone())
    const host = new URL(env().SITE_URL).hostname
    expect(event.uid).toBe(`event-${ids['Grief circle']}@${host}`)
    expect(event.summary).toBe('Grief circle')
    expect(time(event.start).toISOString()).toBe('2030-03-07T01:00:00.000Z')
    expect(time(event.end).toISOString()).toBe('2030-03-07T03:30:00.000Z')
    expect(event.location).toBe('Mill Woods Library, Room 2')
    expect(String(event.url)).toBe(`${env().SITE_URL}/events/${ids['Grief circle']}`)
    expect(event.description).toContain('The end.')
    // the same UID every time, so a calendar updates the event rather than adding a copy
    const [again] = await parse(await eventCalendar({ params: { id: String(ids['Grief circle']) }, request: new Request('http://localhost/events/1/calendar.ics') } as any))
    expect(again.uid).toBe(event.uid)
  })

  it('lists every upcoming visible event in the feed, soonest first, and no past or hidden one', async () => {
    const feed = await parse(await eventsCalendar({ request: new Request('http://localhost/events/calendar.ics') }))
    expect(feed.map((event) => event.summary)).toEqual(['Seniors walk', 'Grief circle'])
    // no end time: an hour
    const walk = feed[0]
    expect(time(walk.end).getTime() - time(walk.start).getTime()).toBe(60 * 60 * 1000)
  })
})

describe('the calendars in each language (issue 39 item 3)', () => {
  it('give the Urdu calendar its events in Urdu, English where a text is not translated, with pages under /ur and the same UIDs', async () => {
    const origin = env().SITE_URL
    await db()
      .update(events)
      .set({ translations: { ur: { title: 'غم کا حلقہ', location: 'مل ووڈز لائبریری' } } })
      .where(eq(events.id, ids['Grief circle']))
    const english = await parse(await eventsCalendar({ request: new Request('http://localhost/events/calendar.ics') }))
    const response = await eventsCalendar({ request: new Request('http://localhost/ur/events/calendar.ics') })
    const text = await response.clone().text()
    // the calendar's own name, in Urdu
    expect(text).toMatch(/X-WR-CALNAME:.*تقریبات/)
    const urdu = await parse(response)
    expect(urdu.map((event) => event.summary)).toEqual(['Seniors walk', 'غم کا حلقہ'])
    expect(urdu[1].location).toBe('مل ووڈز لائبریری')
    // the description is not translated: the English one
    expect(String(urdu[1].description)).toContain('Come and share memories')
    expect(urdu[1].url).toBe(`${origin}/ur/events/${ids['Grief circle']}`)
    expect(urdu.map((event) => event.uid)).toEqual(english.map((event) => event.uid))

    const one = await parse(await eventCalendar({ params: { id: String(ids['Grief circle']) }, request: new Request(`http://localhost/pa/events/${ids['Grief circle']}/calendar.ics`) } as any))
    expect(one[0].url).toBe(`${origin}/pa/events/${ids['Grief circle']}`)
  })
})
