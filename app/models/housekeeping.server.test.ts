import { describe, expect, it } from 'vitest'
import { db } from '../../database/db.server'
import { rateLimitHits, sessions } from '../../database/schema'
import { useTestDatabase } from '../../database/test-database'
import { runHousekeeping } from './housekeeping.server'
import { recordHit } from './rate-limit.server'
import { createSession } from './session.server'
import { createUser } from './user.server'

useTestDatabase()

describe('housekeeping', () => {
  it('removes expired sessions and old rate-limit hits, and keeps the live ones', async () => {
    const user = await createUser({ email: 'keep@example.org', password: 'keep password', roles: [] })
    await createSession(user.id, true)
    await createSession(user.id, false)
    const limit = { bucket: 'test', max: 1, windowMs: 1000 }
    await recordHit(limit, 'old', new Date(Date.now() - 3 * 24 * 60 * 60 * 1000))
    await recordHit(limit, 'new')

    // three hours on: the browser-session login is idle too long, the remembered one lives
    await runHousekeeping(new Date(Date.now() + 3 * 60 * 60 * 1000))
    const left = await db().select().from(sessions)
    expect(left.map((s) => s.persistent)).toEqual([true])
    const hits = await db().select().from(rateLimitHits)
    expect(hits.map((h) => h.key)).toEqual(['new'])
  })
})
