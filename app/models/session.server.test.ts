import { describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../database/test-database'
import { db } from '../../database/db.server'
import { sessions } from '../../database/schema'
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS, createSession, deleteSession, getSessionUser, purgeExpiredSessions } from './session.server'
import { createUser } from './user.server'

useTestDatabase()

const minutes = (n: number) => n * 60 * 1000

describe('sessions', () => {
  it('gives a 256-bit token and stores only its hash', async () => {
    const user = await createUser({ email: 'token@example.org', password: 'password one', roles: ['administrator'] })
    const { token } = await createSession(user.id, false)
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    const rows = await db().select().from(sessions)
    expect(rows.some((r) => r.id === token)).toBe(false)
    expect(await getSessionUser(token)).toEqual({ id: user.id, email: 'token@example.org', roles: ['administrator'], twoFactor: false })
    expect(await getSessionUser(`${token}x`)).toBeNull()
  })

  it('ends a browser-session login after 2 idle hours, but not while in use', async () => {
    const user = await createUser({ email: 'idle@example.org', password: 'password two', roles: ['administrator'] })
    const { token } = await createSession(user.id, false)
    const start = Date.now()
    // in use every hour: still alive after 3 hours
    for (let h = 1; h <= 3; h++) expect(await getSessionUser(token, new Date(start + h * minutes(60)))).not.toBeNull()
    expect(await getSessionUser(token, new Date(start + 3 * minutes(60) + IDLE_TIMEOUT_MS + minutes(1)))).toBeNull()
    // and it is gone for good
    expect(await getSessionUser(token, new Date(start + 3 * minutes(60)))).toBeNull()
  })

  it('keeps a remembered login through idle time, until 30 days have passed', async () => {
    const user = await createUser({ email: 'remember@example.org', password: 'password three', roles: [] })
    const { token } = await createSession(user.id, true)
    const start = Date.now()
    expect(await getSessionUser(token, new Date(start + minutes(60 * 24 * 10)))).not.toBeNull()
    expect(await getSessionUser(token, new Date(start + ABSOLUTE_TIMEOUT_MS + minutes(1)))).toBeNull()
  })

  it('deletes a session on logout, and purges expired ones', async () => {
    const user = await createUser({ email: 'out@example.org', password: 'password four', roles: [] })
    const a = await createSession(user.id, false)
    await deleteSession(a.token)
    expect(await getSessionUser(a.token)).toBeNull()
    await createSession(user.id, false)
    await purgeExpiredSessions(new Date(Date.now() + IDLE_TIMEOUT_MS + minutes(5)))
    const left = await db().select().from(sessions)
    expect(left.filter((s) => s.userId === user.id)).toHaveLength(0)
  })
})
