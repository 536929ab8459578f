// The home page's loader on a real database: empty tables give empty sections, lists hold at
// most three items, hidden items stay out, event descriptions are cut at 50 characters, and a
// section whose query fails is left out while the others still load (spec 4).
import { sql } from 'drizzle-orm'
import { describe, expect, test, vi } from 'vitest'
import { db } from '../../../database/db.server'
import { events, galleryCategories, teamMembers, testimonials } from '../../../database/schema'
import { useTestDatabase } from '../../../database/test-database'
import { pageArgs } from '../../../tests/support/page-args'
import { loader } from './home'

useTestDatabase()

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000)

describe('the home loader', () => {
  test('empty tables: every content section is empty', async () => {
    expect(await loader(pageArgs('/'))).toEqual({ events: [], team: [], gallery: [], testimonials: [] })
  })

  test('three of each at most, visible ones only, event descriptions cut at 50', async () => {
    const long = 'An easy-paced one-hour walk on flat trails, with a chance to chat along the way.'
    await db().insert(events).values([
      { title: 'Walk', description: long, eventDate: inDays(2) },
      { title: 'Short', description: 'Tea and a chat.', eventDate: inDays(3) },
      { title: 'Circle', description: long, eventDate: inDays(4) },
      { title: 'Later', description: long, eventDate: inDays(5) },
      { title: 'Hidden', description: long, eventDate: inDays(1), status: 'hidden' },
    ])
    await db().insert(teamMembers).values(
      ['A', 'B', 'C', 'D'].map((name, i) => ({ name, email: `${name}@example.org`, profession: 'Counsellor', bio: 'Listens.', priority: i + 1 })),
    )
    await db().insert(galleryCategories).values(
      ['One', 'Two', 'Three', 'Four'].map((name, i) => ({ name, description: 'Pictures.', priority: i + 1 })),
    )
    await db().insert(testimonials).values(
      ['T1', 'T2', 'T3', 'T4'].map((name, i) => ({ name, email: 'x@example.org', profession: 'Volunteer', message: 'Thank you.', priority: i + 1, status: i < 3 ? ('published' as const) : ('hidden' as const) })),
    )

    const data = await loader(pageArgs('/'))
    expect(data.events.map((event) => event.title)).toEqual(['Walk', 'Short', 'Circle'])
    expect(data.events[0].excerpt).toBe(long.slice(0, 50) + '...')
    expect(data.events[0].excerpt).toBe('An easy-paced one-hour walk on flat trails, with a...')
    expect(data.events[1].excerpt).toBe('Tea and a chat.')
    expect(data.team.map((member) => member.name)).toEqual(['A', 'B', 'C'])
    expect(data.gallery.map((category) => category.name)).toEqual(['One', 'Two', 'Three'])
    // all visible testimonials go to the carousel
    expect(data.testimonials.map((item) => item.name)).toEqual(['T1', 'T2', 'T3'])
  })

  test('a section whose data cannot be read is left out; the others still load', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await db().execute(sql`alter table testimonials rename to testimonials_away`)
    try {
      const data = await loader(pageArgs('/'))
      expect(data.testimonials).toEqual([])
      expect(data.team.length).toBe(3)
      expect(logged).toHaveBeenCalledWith('Home page: the testimonials section could not be loaded', expect.anything())
    } finally {
      await db().execute(sql`alter table testimonials_away rename to testimonials`)
    }
  })
})
