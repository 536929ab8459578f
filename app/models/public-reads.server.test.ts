// What public pages read, kept in memory until a public change (docs/decisions/042): kept only
// while the server says so, forgotten at a change and at the next timed change, never a failed
// read, never a read that began before a change, frozen, and bounded.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../database/db.server'
import { blogs, events } from '../../database/schema'
import { useTestDatabase } from '../../database/test-database'
import { forgetPublicReads, keepPublicReads, keptPublicRead } from './public-reads.server'

useTestDatabase()

const NOW = new Date('2026-11-26T18:00:00Z') // 11:00 in Edmonton
const inHours = (hours: number) => new Date(NOW.getTime() + hours * 3600_000)

/** A read that counts its calls and gives the count. */
function countingRead() {
  let calls = 0
  const read = async () => ({ calls: ++calls })
  return { read, calls: () => calls }
}

beforeEach(async () => {
  await db().delete(blogs)
  await db().delete(events)
})

afterEach(() => {
  keepPublicReads(false)
  vi.useRealTimers()
})

describe('keptPublicRead', () => {
  it('reads every time until the server says to keep', async () => {
    const { read } = countingRead()
    expect(await keptPublicRead('a page', read)).toEqual({ calls: 1 })
    expect(await keptPublicRead('a page', read)).toEqual({ calls: 2 })
  })

  it('kept, reads once per key until told of a change', async () => {
    keepPublicReads(true)
    const first = countingRead()
    const second = countingRead()
    expect(await keptPublicRead('blog en', first.read)).toEqual({ calls: 1 })
    expect(await keptPublicRead('blog en', first.read)).toEqual({ calls: 1 })
    expect(await keptPublicRead('blog ur', second.read)).toEqual({ calls: 1 })
    forgetPublicReads()
    expect(await keptPublicRead('blog en', first.read)).toEqual({ calls: 2 })
    expect(await keptPublicRead('blog ur', second.read)).toEqual({ calls: 2 })
  })

  it('reads at once while asked at the same moment, and keeps nothing once the server stops keeping', async () => {
    keepPublicReads(true)
    const { read, calls } = countingRead()
    await Promise.all([keptPublicRead('home', read), keptPublicRead('home', read), keptPublicRead('home', read)])
    expect(calls()).toBe(1)
    keepPublicReads(false)
    await keptPublicRead('home', read)
    await keptPublicRead('home', read)
    expect(calls()).toBe(3)
  })

  it('does not keep a read that failed', async () => {
    keepPublicReads(true)
    let fail = true
    const read = async () => {
      if (fail) throw new Error('the database is away')
      return 'the list'
    }
    await expect(keptPublicRead('team', read)).rejects.toThrow('the database is away')
    fail = false
    expect(await keptPublicRead('team', read)).toBe('the list')
  })

  it('never serves a read that began before a change after it', async () => {
    keepPublicReads(true)
    let release!: () => void
    const slow = keptPublicRead('post 3', () => new Promise<string>((resolve) => (release = () => resolve('before the change'))))
    // the read is under way when the change is told
    await vi.waitFor(() => expect(release).toBeDefined())
    forgetPublicReads()
    release()
    expect(await slow).toBe('before the change')
    expect(await keptPublicRead('post 3', async () => 'after the change')).toBe('after the change')
  })

  it('reads again once the next timed change is due (a scheduled post appearing)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
    await db().insert(blogs).values({ name: 'W', title: 'Later', description: 'D', writerName: 'A', status: 'scheduled', publishAt: inHours(1) })
    keepPublicReads(true)
    const { read } = countingRead()
    expect(await keptPublicRead('blog en', read)).toEqual({ calls: 1 })
    vi.setSystemTime(inHours(0.5))
    expect(await keptPublicRead('blog en', read)).toEqual({ calls: 1 })
    vi.setSystemTime(inHours(1))
    expect(await keptPublicRead('blog en', read)).toEqual({ calls: 2 })
    // the next day in Edmonton is the next timed change now: kept until then
    vi.setSystemTime(inHours(5))
    expect(await keptPublicRead('blog en', read)).toEqual({ calls: 2 })
  })

  it('gives a frozen value: no request can change what the next one is given', async () => {
    keepPublicReads(true)
    const kept = await keptPublicRead('events en', async () => ({ upcoming: [{ title: 'A walk' }] }))
    expect(() => kept.upcoming.push({ title: 'Added by a page' })).toThrow(TypeError)
    expect(() => {
      kept.upcoming[0].title = 'Changed'
    }).toThrow(TypeError)
    expect(await keptPublicRead('events en', async () => ({ upcoming: [] }))).toEqual({ upcoming: [{ title: 'A walk' }] })
  })

  it('keeps at most 2,000 reads: addresses made up by the thousand do not grow memory', async () => {
    keepPublicReads(true)
    const { read, calls } = countingRead()
    for (let id = 1; id <= 2_000; id++) await keptPublicRead(`post ${id} en`, read)
    await keptPublicRead('post 1 en', read)
    expect(calls()).toBe(2_000)
    // the 2,001st key starts afresh, and the first is read again
    await keptPublicRead('post 2001 en', read)
    await keptPublicRead('post 1 en', read)
    expect(calls()).toBe(2_002)
  })
})
