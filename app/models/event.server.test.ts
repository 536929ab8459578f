import { describe, expect, test } from 'vitest'
import { db } from '../../database/db.server'
import { events } from '../../database/schema'
import { useTestDatabase } from '../../database/test-database'
import { listLatestEvents, listVisibleEvents } from './event.server'

useTestDatabase()

const now = new Date('2026-03-15T18:00:00Z')
const hours = (n: number) => new Date(now.getTime() + n * 3_600_000)

async function addEvent(title: string, startsAt: Date, extra: Partial<typeof events.$inferInsert> = {}) {
  await db().insert(events).values({ title, description: `About ${title}`, eventDate: startsAt, ...extra })
}

describe('public events', () => {
  test('an empty table gives empty lists', async () => {
    expect(await listVisibleEvents(now)).toEqual({ upcoming: [], past: [] })
    expect(await listLatestEvents(3, now)).toEqual([])
  })

  test('upcoming soonest first, then past most recent first; hidden ones left out', async () => {
    await addEvent('In two weeks', hours(24 * 14))
    await addEvent('Tomorrow', hours(24), { location: '  Mill Woods hall  ' })
    await addEvent('Last month', hours(-24 * 30))
    await addEvent('Yesterday', hours(-24))
    await addEvent('Hidden tomorrow', hours(25), { status: 'hidden' })
    // started an hour ago, ends in an hour: still upcoming while it is on
    await addEvent('Happening now', hours(-1), { endsAt: hours(1) })
    await addEvent('Over, no end time', hours(-2), { location: '' })

    const { upcoming, past } = await listVisibleEvents(now)
    expect(upcoming.map((event) => event.title)).toEqual(['Happening now', 'Tomorrow', 'In two weeks'])
    expect(past.map((event) => event.title)).toEqual(['Over, no end time', 'Yesterday', 'Last month'])
    expect(upcoming.every((event) => !event.isPast)).toBe(true)
    expect(past.every((event) => event.isPast)).toBe(true)
    expect(upcoming[1]).toMatchObject({ location: 'Mill Woods hall', startsAt: hours(24), endsAt: null, image: null })
    expect(past[0].location).toBeNull()
  })

  test('the home page gets the next three, topped up with the latest past ones', async () => {
    expect((await listLatestEvents(3, now)).map((event) => event.title)).toEqual(['Happening now', 'Tomorrow', 'In two weeks'])
    // a year later everything is over: the most recent past events fill the section
    const later = hours(24 * 365)
    expect((await listLatestEvents(3, later)).map((event) => event.title)).toEqual(['In two weeks', 'Tomorrow', 'Happening now'])
    expect((await listLatestEvents(1, now)).length).toBe(1)
  })
})
