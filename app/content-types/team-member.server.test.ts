import { describe, expect, test } from 'vitest'
import { db } from '../../database/db.server'
import { teamMembers } from '../../database/schema'
import { useTestDatabase } from '../../database/test-database'
import { listVisibleTeamMembers } from './team-member.server'

useTestDatabase()

const day = (n: number) => new Date(Date.UTC(2025, 0, n, 12))

async function addMember(name: string, priority: number, createdAt: Date, status: 'published' | 'hidden' = 'published') {
  await db()
    .insert(teamMembers)
    .values({ name, email: `${name.toLowerCase()}@example.org`, profession: 'Counsellor', bio: `${name} listens.`, priority, createdAt, status, rating: 4 })
}

describe('listVisibleTeamMembers', () => {
  test('an empty table gives an empty list', async () => {
    expect(await listVisibleTeamMembers()).toEqual([])
    expect(await listVisibleTeamMembers(3)).toEqual([])
  })

  test('visible members by priority, then newest; the limit keeps the first ones; no rating', async () => {
    await addMember('Older', 2, day(1))
    await addMember('Newer', 2, day(8))
    await addMember('First', 1, day(2))
    await addMember('Last', 5, day(3))
    await addMember('Hidden', 1, day(9), 'hidden')

    const all = await listVisibleTeamMembers()
    expect(all.map((member) => member.name)).toEqual(['First', 'Newer', 'Older', 'Last'])
    expect(all[0]).toEqual({
      id: expect.any(Number),
      name: 'First',
      email: 'first@example.org',
      profession: 'Counsellor',
      // formatted (decision 031): read on the server into its paragraphs
      bio: [{ type: 'p', children: ['First listens.'] }],
      image: null,
    })
    expect((await listVisibleTeamMembers(3)).map((member) => member.name)).toEqual(['First', 'Newer', 'Older'])
  })
})
