// A secret the server makes once and keeps (issue 13, item 5): restarts and other instances
// read the same one.
import { describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../database/test-database'
import { ensureServerSecret } from './server-secret.server'

useTestDatabase()

describe('ensureServerSecret', () => {
  it('makes a random secret once and returns the same one after, also when asked for at once', async () => {
    const together = await Promise.all(Array.from({ length: 5 }, () => ensureServerSecret('cookie-signing')))
    expect(new Set(together).size).toBe(1)
    expect(together[0]).toMatch(/^[\w-]{43}$/) // 256 bits
    expect(await ensureServerSecret('cookie-signing')).toBe(together[0])
    expect(await ensureServerSecret('another')).not.toBe(together[0])
  })
})
