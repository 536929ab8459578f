import { describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../database/test-database'
import { clearHits, isLimited, purgeOldHits, recordHit } from './rate-limit.server'

useTestDatabase()

const limit = { bucket: 'test', max: 3, windowMs: 15 * 60 * 1000 }

describe('rate limits', () => {
  it('limits a key after max hits within the window, and only that key', async () => {
    const now = new Date('2026-11-21T12:00:00Z')
    for (let i = 0; i < 3; i++) {
      expect(await isLimited(limit, 'a@example.org', now)).toBe(false)
      await recordHit(limit, 'a@example.org', now)
    }
    expect(await isLimited(limit, 'a@example.org', now)).toBe(true)
    expect(await isLimited(limit, 'b@example.org', now)).toBe(false)
    expect(await isLimited({ ...limit, bucket: 'other' }, 'a@example.org', now)).toBe(false)
  })

  it('lets a key in again once its hits are older than the window', async () => {
    const start = new Date('2026-11-21T12:00:00Z')
    for (let i = 0; i < 3; i++) await recordHit(limit, 'c', start)
    expect(await isLimited(limit, 'c', new Date(start.getTime() + 14 * 60 * 1000))).toBe(true)
    expect(await isLimited(limit, 'c', new Date(start.getTime() + 16 * 60 * 1000))).toBe(false)
  })

  it('clears a key, and purges old hits', async () => {
    const now = new Date()
    for (let i = 0; i < 3; i++) await recordHit(limit, 'd', now)
    await clearHits(limit, 'd')
    expect(await isLimited(limit, 'd', now)).toBe(false)
    await recordHit(limit, 'e', new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000))
    await recordHit(limit, 'e', now)
    await recordHit(limit, 'e', now)
    await purgeOldHits(now)
    expect(await isLimited({ ...limit, max: 2, windowMs: 7 * 24 * 60 * 60 * 1000 }, 'e', now)).toBe(true)
    expect(await isLimited({ ...limit, max: 3, windowMs: 7 * 24 * 60 * 60 * 1000 }, 'e', now)).toBe(false)
  })
})
