// Issue 7: no acknowledged write is lost when the server dies. The real production server (the
// built bundle in a child process, embedded database in DATA_DIR) takes concurrent writes over
// HTTP: visitors' contact messages and an admin's events (each with its picture and its add
// form's one-time key), and is killed with SIGKILL at a random moment, ten times, restarted
// on the same DATA_DIR each time. Every write that was answered with a redirect (what the
// browser takes as "saved") must be in the database, which must open at once every time.
// PGlite only: with DATABASE_URL the data lives in the PostgreSQL server, which this process
// does not run (its durability is PostgreSQL's).
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inArray } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite } from '../database/connection.server'
import { contactMessages, events } from '../database/schema'
import { buildApp, logInOverHttp, type RunningServer, startServing } from '../tests/support/test-server'
import { FORM_KEY_FIELD } from '~/content/form-key'

const ROUNDS = 10
const WRITERS = { contact: 3, events: 3 }
const ADMIN_EMAIL = 'admin@crash.test'
const ADMIN_PASSWORD = 'crash test admin password'
const onPostgres = Boolean(process.env.DATABASE_URL)

let build: Awaited<ReturnType<typeof buildApp>>
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-http-'))

beforeAll(async () => {
  if (!onPostgres) build = await buildApp()
}, 240_000)

afterAll(() => {
  build?.remove()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

type Acknowledged = { contactSubjects: string[]; eventTitles: string[] }

/** Answers other than "saved" from a server that was still running: each one is a failure. */
const unexpected: string[] = []

const logIn = (server: RunningServer) => logInOverHttp(server.origin, ADMIN_EMAIL, ADMIN_PASSWORD)

let addressCount = 0
/** Each message from its own address (the server trusts X-Forwarded-For with TRUST_PROXY=on), so no rate limit is reached. */
function nextAddress() {
  addressCount += 1
  return `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`
}

let picture: Uint8Array

/** Writers that post until the server stops answering; each answered write is recorded. */
async function writeUntilKilled(server: RunningServer, cookie: string, round: number, acknowledged: Acknowledged) {
  let stopped = false
  const contactWriter = async (writer: number) => {
    for (let i = 0; !stopped; i++) {
      const subject = `round ${round} contact ${writer}-${i} ${crypto.randomUUID()}`
      try {
        const response = await fetch(`${server.origin}/contact`, {
          method: 'POST',
          redirect: 'manual',
          headers: { Origin: server.origin, 'X-Forwarded-For': nextAddress() },
          body: new URLSearchParams({ name: `Writer ${writer}`, email: 'writer@example.org', subject, message: `A message written during round ${round}.`, website: '' }),
        })
        if (response.status === 302) acknowledged.contactSubjects.push(subject)
        else unexpected.push(`contact post answered ${response.status}`)
      } catch {
        stopped = true // the server is gone
      }
    }
  }
  const eventWriter = async (writer: number) => {
    for (let i = 0; !stopped; i++) {
      const title = `Round ${round} event ${writer}-${i} ${crypto.randomUUID()}`
      const body = new FormData()
      body.set(FORM_KEY_FIELD, crypto.randomUUID())
      body.set('title', title)
      body.set('description', `An event added during round ${round}.`)
      body.set('eventDate', '2031-03-14T18:30')
      body.set('endsAt', '')
      body.set('location', '')
      body.set('status', 'published')
      // an event's picture (required) and its row are written together
      body.set('image', new File([new Uint8Array(picture)], 'event.png', { type: 'image/png' }))
      try {
        const response = await fetch(`${server.origin}/admin/events/new`, { method: 'POST', redirect: 'manual', headers: { Origin: server.origin, Cookie: cookie }, body })
        await response.arrayBuffer()
        if (response.status === 302 && response.headers.get('location') === '/admin/events') acknowledged.eventTitles.push(title)
        else unexpected.push(`event add answered ${response.status} ${response.headers.get('location') ?? ''}`)
      } catch {
        stopped = true
      }
    }
  }
  const writers = [
    ...Array.from({ length: WRITERS.contact }, (_, n) => contactWriter(n)),
    ...Array.from({ length: WRITERS.events }, (_, n) => eventWriter(n)),
  ]
  // the kill comes at a random moment while the writes flow: once both kinds have been saved
  // this round (so that every round counts), then after up to another second
  const contactsBefore = acknowledged.contactSubjects.length
  const eventsBefore = acknowledged.eventTitles.length
  const deadline = Date.now() + 30_000
  while ((acknowledged.contactSubjects.length === contactsBefore || acknowledged.eventTitles.length === eventsBefore) && Date.now() < deadline && !stopped) {
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 1000))
  server.child.kill('SIGKILL')
  await server.exited
  await Promise.all(writers)
}

describe('a crash during writes over HTTP', () => {
  it.skipIf(onPostgres)(
    `keeps every acknowledged write through ${ROUNDS} SIGKILLs of the server (embedded database only)`,
    async () => {
      picture = new Uint8Array(await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0f766e' } }).png().toBuffer())
      const acknowledged: Acknowledged = { contactSubjects: [], eventTitles: [] }
      for (let round = 1; round <= ROUNDS; round++) {
        // it opens at once on what the last one left, lock file and all
        const server = await startServing(build.dir, {
          DATA_DIR: dataDir,
          TRUST_PROXY: 'on',
          DEMO_CONTENT: 'off',
          ADMIN_EMAIL,
          ADMIN_PASSWORD,
        })
        try {
          const before = acknowledged.contactSubjects.length + acknowledged.eventTitles.length
          await writeUntilKilled(server, await logIn(server), round, acknowledged)
          const after = acknowledged.contactSubjects.length + acknowledged.eventTitles.length
          expect(after, `round ${round} acknowledged writes`).toBeGreaterThan(before)
        } finally {
          if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL')
          await server.exited
          fs.rmSync(server.dataDir, { recursive: true, force: true }) // the helper's own spare folder
        }
      }

      expect(unexpected).toEqual([])
      const connection = await openPglite(dataDir)
      try {
        const subjects = await connection.db.select({ subject: contactMessages.subject }).from(contactMessages).where(inArray(contactMessages.subject, acknowledged.contactSubjects))
        const titles = await connection.db.select({ title: events.title }).from(events).where(inArray(events.title, acknowledged.eventTitles))
        const foundSubjects = new Set(subjects.map((row) => row.subject))
        const foundTitles = new Set(titles.map((row) => row.title))
        expect(acknowledged.contactSubjects.filter((subject) => !foundSubjects.has(subject)), 'lost contact messages').toEqual([])
        expect(acknowledged.eventTitles.filter((title) => !foundTitles.has(title)), 'lost events').toEqual([])
        expect(acknowledged.contactSubjects.length).toBeGreaterThanOrEqual(ROUNDS)
        expect(acknowledged.eventTitles.length).toBeGreaterThanOrEqual(ROUNDS)
      } finally {
        await connection.close()
      }
    },
    240_000,
  )
})
