// Password guessing limits (issue 12, findings 1 and 3): per client hard limits, per account a
// growing delay that never refuses the owner.
import { describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../database/test-database'
import { accountDelayMs, attemptPassword } from './password-attempt.server'

useTestDatabase()

const wrong = async () => null
const right = async () => ({ id: 1 })

describe('attemptPassword', () => {
  it('slows an account down more with each failure from anywhere, up to 10 s', async () => {
    const delays: number[] = []
    const sleep = async (ms: number) => {
      delays.push(ms)
    }
    // 9 wrong passwords from 9 addresses: no client reaches its own limit
    for (let i = 0; i < 9; i++) expect((await attemptPassword('slow@example.org', `192.0.2.${i}`, wrong, { sleep })).status).toBe('wrong')
    expect(delays).toEqual([1000, 2000, 4000, 8000])
    expect(accountDelayMs(4)).toBe(0)
    expect(accountDelayMs(30)).toBe(10_000)
  })

  it('never refuses the right password from a client that has not failed, however many strangers failed', async () => {
    const sleep = async () => {}
    for (let i = 0; i < 60; i++) await attemptPassword('owner@example.org', `198.51.100.${i % 12}`, wrong, { sleep })
    expect((await attemptPassword('owner@example.org', '198.51.100.1', right, { sleep })).status).toBe('limited')
    expect(await attemptPassword('owner@example.org', '203.0.113.7', right, { sleep })).toEqual({ status: 'ok', value: { id: 1 } })
  })

  it('forgets a client’s failures on an account once it gives the right password', async () => {
    const sleep = async () => {}
    for (let i = 0; i < 4; i++) await attemptPassword('forgetful@example.org', '192.0.2.50', wrong, { sleep })
    expect((await attemptPassword('forgetful@example.org', '192.0.2.50', right, { sleep })).status).toBe('ok')
    for (let i = 0; i < 5; i++) expect((await attemptPassword('forgetful@example.org', '192.0.2.50', wrong, { sleep })).status).toBe('wrong')
    const refused = await attemptPassword('forgetful@example.org', '192.0.2.50', right, { sleep })
    expect(refused.status).toBe('limited')
  })
})
