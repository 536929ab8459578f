import { describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../database/test-database'
import { clearHits, countHits, purgeOldHits, recordHit, release, reserve } from './rate-limit.server'

useTestDatabase()

const limit = { bucket: 'test', max: 3, windowMs: 15 * 60 * 1000 }

describe('rate limits', () => {
  it('reserves attempts up to max within the window, for that key only', async () => {
    const now = new Date('2026-11-21T12:00:00Z')
    for (let i = 0; i < 3; i++) expect((await reserve(limit, 'a@example.org', now)).ok).toBe(true)
    expect(await reserve(limit, 'a@example.org', now)).toEqual({ ok: false, retryAfterSeconds: 15 * 60 })
    expect((await reserve(limit, 'b@example.org', now)).ok).toBe(true)
    expect((await reserve({ ...limit, bucket: 'other' }, 'a@example.org', now)).ok).toBe(true)
  })

  it('counts a burst of parallel attempts exactly: 100 at once, max 5, 5 allowed', async () => {
    const burst = { bucket: 'burst', max: 5, windowMs: 60_000 }
    const results = await Promise.all(Array.from({ length: 100 }, () => reserve(burst, 'same-key')))
    expect(results.filter((r) => r.ok)).toHaveLength(5)
    expect(await countHits(burst, 'same-key')).toBe(5)
  })

  it('says when the next attempt is allowed, and lets the key in again once its hits are older than the window', async () => {
    const start = new Date('2026-11-21T12:00:00Z')
    await reserve(limit, 'c', start)
    await reserve(limit, 'c', new Date(start.getTime() + 60_000))
    await reserve(limit, 'c', new Date(start.getTime() + 120_000))
    const later = new Date(start.getTime() + 14 * 60 * 1000)
    expect(await reserve(limit, 'c', later)).toEqual({ ok: false, retryAfterSeconds: 60 })
    expect((await reserve(limit, 'c', new Date(start.getTime() + 15 * 60 * 1000 + 1))).ok).toBe(true)
  })

  it('gives back a released attempt', async () => {
    const now = new Date()
    const first = await reserve(limit, 'r', now)
    await reserve(limit, 'r', now)
    await reserve(limit, 'r', now)
    expect((await reserve(limit, 'r', now)).ok).toBe(false)
    if (!first.ok) throw new Error('the first attempt was refused')
    await release(first.hitId)
    expect((await reserve(limit, 'r', now)).ok).toBe(true)
  })

  it('clears a key, and purges old hits', async () => {
    const now = new Date()
    for (let i = 0; i < 3; i++) await recordHit(limit, 'd', now)
    await clearHits(limit, 'd')
    expect(await countHits(limit, 'd', now)).toBe(0)
    await recordHit(limit, 'e', new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000))
    await recordHit(limit, 'e', now)
    await recordHit(limit, 'e', now)
    await purgeOldHits(now)
    expect(await countHits({ ...limit, windowMs: 7 * 24 * 60 * 60 * 1000 }, 'e', now)).toBe(2)
  })
})
