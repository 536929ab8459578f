// The events and team pages' loaders on a real database: empty tables, upcoming before past,
// descriptions cut at 100, members in public order.
import { describe, expect, test } from 'vitest'
import { db } from '../../../database/db.server'
import { events, teamMembers } from '../../../database/schema'
import { useTestDatabase } from '../../../database/test-database'
import { pageArgs } from '../../../tests/support/page-args'
import { loader as eventsLoader } from './events'
import { loader as teamLoader } from './team'

useTestDatabase()

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000)

describe('the events loader', () => {
  test('no events: both lists empty', async () => {
    expect(await eventsLoader(pageArgs('/events'))).toEqual({ upcoming: [], past: [] })
  })

  test('upcoming soonest first, then past most recent first, descriptions cut at 100', async () => {
    const long = 'y'.repeat(101)
    await db().insert(events).values([
      { title: 'Next month', description: 'z'.repeat(100), eventDate: inDays(30) },
      { title: 'Next week', description: long, eventDate: inDays(7), location: 'Mill Woods' },
      { title: 'Last week', description: 'Done.', eventDate: inDays(-7) },
      { title: 'Last year', description: 'Done.', eventDate: inDays(-365) },
      { title: 'Hidden', description: 'No.', eventDate: inDays(3), status: 'hidden' },
    ])
    const { upcoming, past } = await eventsLoader(pageArgs('/events'))
    expect(upcoming.map((event) => event.title)).toEqual(['Next week', 'Next month'])
    expect(past.map((event) => event.title)).toEqual(['Last week', 'Last year'])
    expect(upcoming[0].excerpt).toBe('y'.repeat(100) + '...')
    expect(upcoming[1].excerpt).toBe('z'.repeat(100))
    expect(upcoming[0].location).toBe('Mill Woods')
    expect(upcoming[0].time).toMatch(/^\d{1,2}:\d{2} [ap]\.m\.$/)
  })
})

describe('the team loader', () => {
  test('no members: an empty list', async () => {
    expect(await teamLoader(pageArgs('/team'))).toEqual({ members: [] })
  })

  test('visible members in public order', async () => {
    await db().insert(teamMembers).values([
      { name: 'Second', email: 's@example.org', profession: 'Volunteer', bio: 'Bio.', priority: 2 },
      { name: 'First', email: 'f@example.org', profession: 'Director', bio: 'Bio.', priority: 1 },
      { name: 'Hidden', email: 'h@example.org', profession: 'Volunteer', bio: 'Bio.', priority: 1, status: 'hidden' },
    ])
    expect((await teamLoader(pageArgs('/team'))).members.map((member) => member.name)).toEqual(['First', 'Second'])
  })
})
