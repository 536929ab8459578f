// What tells the page cache to let go (docs/decisions/037): the count the triggers keep, moved
// by every write to what public pages show and by nothing else, with the writer's transaction;
// and the next change nobody writes.
import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../database/db.server'
import { blogs, contactMessages, events, siteSettings, teamMembers } from '../../database/schema'
import { useTestDatabase } from '../../database/test-database'
import { nextTimedPublicChange, publicChangeCount } from './public-changes.server'

useTestDatabase()

const NOW = new Date('2026-11-26T18:00:00Z') // noon in Edmonton (UTC-6 all year since 2026)
const MIDNIGHT = new Date('2026-11-27T06:00:00Z') // the next day begins in Edmonton (UTC-6)
const inHours = (hours: number) => new Date(NOW.getTime() + hours * 3600_000)

beforeEach(async () => {
  await db().delete(blogs)
  await db().delete(events)
})

describe('the count of public changes', () => {
  it('moves with every write to public content or settings, and not with a visitor’s message', async () => {
    const start = await publicChangeCount()
    const [post] = await db().insert(blogs).values({ name: 'Wellbeing', title: 'A post', description: 'Words', writerName: 'Anjali' }).returning({ id: blogs.id })
    const afterInsert = await publicChangeCount()
    expect(afterInsert).toBeGreaterThan(start)
    await db().update(blogs).set({ title: 'Renamed' }).where(eq(blogs.id, post.id))
    expect(await publicChangeCount()).toBeGreaterThan(afterInsert)
    const afterUpdate = await publicChangeCount()
    await db().insert(teamMembers).values({ name: 'Priya', profession: 'Counsellor', email: 'priya@example.org', bio: 'Listens.' })
    await db().insert(siteSettings).values({ key: 'test-public-change', value: 1 })
    const afterOthers = await publicChangeCount()
    expect(afterOthers).toBe(afterUpdate + 2)

    await db().insert(contactMessages).values({ name: 'A visitor', email: 'visitor@example.org', subject: 'Hello', message: 'A question.' })
    // an insert that conflicts and does nothing changes nothing
    await db().insert(siteSettings).values({ key: 'test-public-change', value: 2 }).onConflictDoNothing()
    expect(await publicChangeCount()).toBe(afterOthers)
  })

  it('does not move when the transaction that wrote is rolled back', async () => {
    const start = await publicChangeCount()
    await expect(
      db().transaction(async (tx) => {
        await tx.insert(events).values({ title: 'Never', description: 'Rolled back', eventDate: inHours(5) })
        throw new Error('refused')
      }),
    ).rejects.toThrow('refused')
    expect(await publicChangeCount()).toBe(start)
  })
})

describe('the next timed change', () => {
  it('is the start of the next day in Edmonton when nothing is due before', async () => {
    expect(await nextTimedPublicChange(NOW)).toEqual(MIDNIGHT)
  })

  it('is when the first scheduled item appears, of any content type', async () => {
    await db().insert(blogs).values({ name: 'W', title: 'Later', description: 'D', writerName: 'A', status: 'scheduled', publishAt: inHours(3) })
    await db().insert(blogs).values({ name: 'W', title: 'Past', description: 'D', writerName: 'A', status: 'scheduled', publishAt: inHours(-3) })
    expect(await nextTimedPublicChange(NOW)).toEqual(inHours(3))
    await db().insert(teamMembers).values({ name: 'Sooner', profession: 'P', email: 's@example.org', bio: 'B', status: 'scheduled', publishAt: inHours(2) })
    expect(await nextTimedPublicChange(NOW)).toEqual(inHours(2))
    await db().execute(sql`delete from team_members`)
  })

  it('is when an event starts or ends (upcoming, then past)', async () => {
    await db().insert(events).values({ title: 'Tea', description: 'D', eventDate: inHours(4), endsAt: inHours(6) })
    expect(await nextTimedPublicChange(NOW)).toEqual(inHours(4))
    expect(await nextTimedPublicChange(inHours(4))).toEqual(inHours(6))
    await db().insert(events).values({ title: 'Tomorrow', description: 'D', eventDate: inHours(30) })
    expect(await nextTimedPublicChange(inHours(7))).toEqual(MIDNIGHT)
  })
})
