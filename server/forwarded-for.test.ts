// Issue 36 item 6.1 (the second security probe): behind TRUST_PROXY=on, a visitor who wrote
// their own `X-Forwarded-For: <random>, <real>` was counted under <random>, so every
// per-address limit could be walked past (100 of 100 parallel login guesses checked, 30 of 30
// contact posts stored). Only the hops of the site's own proxies count now: `on` is one proxy,
// so the visitor's address is the last entry, the one the proxy added. Real servers, real
// bursts sent at once, as the probe did; the test process plays the proxy (the connection comes
// from 127.0.0.1, and the last entry is the address the "proxy" saw).
import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, startServing, type RunningServer } from '../tests/support/test-server'

const ADMIN = { email: 'forwarded-for@example.org', password: 'forwarded for test password' }

/** An address nobody has: what an attacker writes before the real one. */
const forged = () => `${crypto.randomInt(1, 224)}.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`

const statusCounts = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {})

function logIn(server: RunningServer, forwardedFor: string, password: string) {
  return fetch(`${server.origin}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: server.origin, 'X-Forwarded-For': forwardedFor },
    body: new URLSearchParams({ email: ADMIN.email, password, redirectTo: '' }),
  })
}

function sendMessage(server: RunningServer, forwardedFor: string, n: number) {
  return fetch(`${server.origin}/contact`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: server.origin, 'X-Forwarded-For': forwardedFor },
    body: new URLSearchParams({ name: `Visitor ${n}`, email: `visitor${n}@example.org`, subject: 'Burst', message: `Message number ${n} of a burst.` }),
  })
}

describe('TRUST_PROXY=on trusts one proxy: a forged X-Forwarded-For entry changes nothing', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServing((await buildApp()).dir, { TRUST_PROXY: 'on', DEMO_CONTENT: 'off', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_TWO_FACTOR: 'optional' })
  }, 120_000)
  afterAll(() => server?.stop())

  it('checks 5 of 100 parallel wrong passwords that each claim another address before the real one', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => logIn(server, `${forged()}, 203.0.113.7`, `wrong password ${i}`)))
    const counts = statusCounts(answers.map((answer) => answer.status))
    // 400 is a password checked and refused; 429 one refused unchecked
    expect(counts).toEqual({ 400: 5, 429: 95 })
    for (const answer of answers.filter((a) => a.status === 429)) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
    // the same address with the forged part left out is the same visitor, and still refused
    expect((await logIn(server, '203.0.113.7', ADMIN.password)).status).toBe(429)
    // the owner, from elsewhere, is let in
    expect((await logIn(server, '198.51.100.20', ADMIN.password)).status).toBe(302)
  }, 60_000)

  it('stores 5 of 30 parallel contact messages that each claim another address before the real one', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => sendMessage(server, `${forged()}, ${forged()}, 203.0.113.8`, i)))
    const statuses = answers.map((answer) => answer.status)
    expect(statusCounts(statuses)).toEqual({ 302: 5, 429: 25 })
    for (const answer of answers.filter((a) => a.status === 302)) expect(answer.headers.get('location')).toBe('/contactconfirmation')
  }, 60_000)

  it('still gives each real visitor behind the proxy their own allowance (as npm run bench:load sends)', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => sendMessage(server, `198.18.1.${i + 1}`, 100 + i)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(302))
  }, 60_000)
})

describe('TRUST_PROXY as the proxies\' addresses', () => {
  let server: RunningServer
  beforeAll(async () => {
    // the test process connects from 127.0.0.1: the one trusted proxy
    server = await startServing((await buildApp()).dir, { TRUST_PROXY: '127.0.0.1', DEMO_CONTENT: 'off' })
  }, 120_000)
  afterAll(() => server?.stop())

  it('takes the address the trusted proxy added, whatever came before it', async () => {
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => sendMessage(server, `${forged()}, 203.0.113.9`, 200 + i)))
    expect(statusCounts(answers.map((answer) => answer.status))).toEqual({ 302: 5, 429: 10 })
  }, 60_000)
})
