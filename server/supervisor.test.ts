// Issue 12: one bug must not take the site down. `npm run serve` runs server/supervisor.js,
// which runs the real server as its child: the child killed with SIGKILL (as a crash or the
// out-of-memory killer would) is started again, on the same port, on the same data; a start
// refused for a reason (a wrong variable, DATA_DIR in use) still stops with its message and 1.
import crypto from 'node:crypto'
import { once } from 'node:events'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite } from '../database/connection.server'
import { contactMessages } from '../database/schema'
import { buildApp, startServer, startServing, type RunningServer } from '../tests/support/test-server'

const SUPERVISOR = 'server/supervisor.js'
const onPostgres = Boolean(process.env.DATABASE_URL)
const tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'supervisor-test-'))
let build: Awaited<ReturnType<typeof buildApp>>

beforeAll(async () => {
  build = await buildApp()
}, 240_000)

afterAll(() => {
  fs.rmSync(tempRoot, { recursive: true, force: true })
})

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function until<T>(what: string, probe: () => Promise<T | null> | T | null, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== null) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The pids of the server processes the supervisor reported serving, in order. */
function servingPids(server: RunningServer): number[] {
  return [...server.output().matchAll(/Server process (\d+) is serving/g)].map(([, pid]) => Number(pid))
}

async function homeStatus(server: RunningServer): Promise<number | null> {
  try {
    return (await fetch(`${server.origin}/`)).status
  } catch {
    return null // refused: nothing listens on the port at the moment
  }
}

describe.skipIf(onPostgres)('the supervised server (npm run serve)', () => {
  it('answers again within seconds after its server process is killed, on the same port, with the data intact', async () => {
    const dataDir = path.join(tempRoot, 'killed')
    const server = await startServing(build.dir, { DATA_DIR: dataDir, DEMO_CONTENT: 'off' }, SUPERVISOR)
    try {
      const first = await until('the first server process', () => servingPids(server)[0] ?? null, 10_000)
      expect(first).not.toBe(server.child.pid)

      const subject = `Before the crash ${crypto.randomUUID()}`
      const saved = await fetch(`${server.origin}/contact`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Origin: server.origin },
        body: new URLSearchParams({ name: 'Asha', email: 'asha@example.org', subject, message: 'Written before the server process died.', website: '' }),
      })
      expect(saved.status).toBe(302)

      process.kill(first, 'SIGKILL')
      const killedAt = Date.now()
      const second = await until('a new server process', () => servingPids(server)[1] ?? null, 30_000)
      expect(await until('the home page', async () => ((await homeStatus(server)) === 200 ? 200 : null), 30_000)).toBe(200)
      const downMs = Date.now() - killedAt
      // the time of one start (opening the embedded database): 5-10 s measured on a busy 2-core machine
      expect(downMs, 'time without a server').toBeLessThan(15_000)
      expect(second).not.toBe(first)
      expect(isAlive(first)).toBe(false)
      expect(server.output()).toContain(`Server process ${first} died (SIGKILL); starting it again`)
      expect(server.child.exitCode).toBeNull()

      // SIGTERM to the supervisor stops the server cleanly and then itself
      expect(await server.stop()).toBe(0)
      expect(isAlive(second)).toBe(false)
      expect(fs.existsSync(path.join(dataDir, 'server.pid')), 'DATA_DIR lock released').toBe(false)
      const connection = await openPglite(dataDir)
      try {
        const rows = await connection.db.select().from(contactMessages).where(eq(contactMessages.subject, subject))
        expect(rows).toHaveLength(1)
      } finally {
        await connection.close()
      }
    } finally {
      if (server.child.exitCode === null) await server.stop()
    }
  }, 120_000)

  it('stops at start-up with the server\'s message and exit code 1, without restarting it: a wrong variable, DATA_DIR in use, the port taken', async () => {
    const wrong = startServer(build.dir, { DATA_DIR: path.join(tempRoot, 'wrong'), PORT: 'eighty' }, SUPERVISOR)
    expect(await wrong.exited).toBe(1)
    expect(wrong.output()).toMatch(/PORT/)
    expect(wrong.output()).not.toContain('starting it again')
    await wrong.stop()

    // DATA_DIR held by a live process (this one)
    const held = path.join(tempRoot, 'held')
    fs.mkdirSync(held)
    fs.writeFileSync(path.join(held, 'server.pid'), String(process.pid))
    const locked = startServer(build.dir, { DATA_DIR: held }, SUPERVISOR)
    expect(await locked.exited).toBe(1)
    expect(locked.output()).toContain('in use by another server')
    expect(locked.output()).not.toContain('starting it again')
    await locked.stop()

    // the port held by another program (this one): not "Serving on", and not served by nobody
    const holder = net.createServer().listen(0, '127.0.0.1')
    await once(holder, 'listening')
    const port = String((holder.address() as net.AddressInfo).port)
    try {
      const taken = startServer(build.dir, { DATA_DIR: path.join(tempRoot, 'taken'), DEMO_CONTENT: 'off', PORT: port }, SUPERVISOR)
      expect(await taken.exited).toBe(1)
      expect(taken.output()).toContain('EADDRINUSE')
      expect(taken.output()).not.toContain('Serving on')
      expect(fs.existsSync(path.join(tempRoot, 'taken', 'server.pid')), 'DATA_DIR lock released').toBe(false)
      await taken.stop()
    } finally {
      holder.close()
    }
  }, 60_000)

  it('takes its server down with it when the supervisor itself is killed, releasing the port and DATA_DIR', async () => {
    const dataDir = path.join(tempRoot, 'orphan')
    const server = await startServing(build.dir, { DATA_DIR: dataDir, DEMO_CONTENT: 'off' }, SUPERVISOR)
    const pid = await until('the server process', () => servingPids(server)[0] ?? null, 10_000)
    server.child.kill('SIGKILL')
    await server.exited
    await until('the orphan to stop', () => (isAlive(pid) ? null : true), 5_000)
    expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false)
    expect(await homeStatus(server)).toBeNull()
    await server.stop()
  }, 60_000)
})
