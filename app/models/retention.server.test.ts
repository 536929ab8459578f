// Contact messages are deleted once past the retention period from the settings, counted in
// calendar months of Edmonton time; one instance at a time does it; the log says how many,
// and nothing about the messages.
import { inArray, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../database/db.server'
import { contactMessages } from '../../database/schema'
import { useTestDatabase } from '../../database/test-database'
import { logger } from '~/utils/logger.server'
import { runHousekeeping } from './housekeeping.server'
import { RETENTION_LOCK_KEY, contactRetentionCutoff, purgeExpiredContactMessages } from './retention.server'
import { savePrivacySettings } from './settings.server'

const database = useTestDatabase()

const DAY = 24 * 60 * 60 * 1000
// 15 May 2026, 10:00 a.m. in Edmonton (summer time, UTC-6)
const NOW = new Date('2026-05-15T16:00:00.000Z')

async function addMessage(label: string, createdAt: Date) {
  const [row] = await db()
    .insert(contactMessages)
    .values({ name: `Sender ${label}`, email: `${label}@example.org`, subject: `Subject ${label}`, message: `Private words of ${label}`, createdAt })
    .returning({ id: contactMessages.id })
  return row.id
}

async function remaining(ids: number[]) {
  const rows = await db().select({ id: contactMessages.id, name: contactMessages.name }).from(contactMessages).where(inArray(contactMessages.id, ids))
  return rows.map((row) => row.name).sort()
}

beforeEach(async () => {
  await db().delete(contactMessages)
  await savePrivacySettings({ contactRetentionMonths: 24, auditRetentionMonths: 24 })
})

describe('the retention cut-off', () => {
  it('is the same Edmonton wall-clock time so many calendar months before', () => {
    // 10:00 a.m. on 15 May 2026 -> 10:00 a.m. on 15 May 2024 (both summer time)
    expect(contactRetentionCutoff(NOW, 24).toISOString()).toBe('2024-05-15T16:00:00.000Z')
    // across a change of the clocks: 10:00 a.m. MST in January -> 10:00 a.m. MDT in July
    expect(contactRetentionCutoff(new Date('2026-01-15T17:00:00.000Z'), 6).toISOString()).toBe('2025-07-15T16:00:00.000Z')
    // the day the earlier month lacks becomes its last day (leap years included)
    expect(contactRetentionCutoff(new Date('2026-03-31T18:00:00.000Z'), 1).toISOString()).toBe('2026-02-28T19:00:00.000Z')
    expect(contactRetentionCutoff(new Date('2024-03-31T18:00:00.000Z'), 1).toISOString()).toBe('2024-02-29T19:00:00.000Z')
    // 10:30 p.m. on 31 December in Edmonton is already 1 January in UTC: Edmonton's date counts
    expect(contactRetentionCutoff(new Date('2027-01-01T05:30:00.000Z'), 1).toISOString()).toBe('2026-12-01T05:30:00.000Z')
    // 2:30 a.m. on 8 March 2026 never happened (the clocks went forward): 3:30 a.m. summer time
    expect(contactRetentionCutoff(new Date('2026-04-08T08:30:00.000Z'), 1).toISOString()).toBe('2026-03-08T09:30:00.000Z')
    // over a year boundary, to the millisecond
    expect(contactRetentionCutoff(new Date('2026-02-10T12:34:56.789Z'), 3).toISOString()).toBe('2025-11-10T12:34:56.789Z')
  })
})

describe('purgeExpiredContactMessages', () => {
  it('deletes a message one day older than the cut-off and keeps one a day younger', async () => {
    const cutoff = new Date('2024-05-15T16:00:00.000Z')
    const ids = [
      await addMessage('older-by-a-day', new Date(cutoff.getTime() - DAY)),
      await addMessage('older-by-a-millisecond', new Date(cutoff.getTime() - 1)),
      await addMessage('exactly-at-the-cut-off', cutoff),
      await addMessage('younger-by-a-day', new Date(cutoff.getTime() + DAY)),
      await addMessage('from-today', new Date(NOW.getTime() - 60_000)),
    ]
    const run = await purgeExpiredContactMessages(NOW)
    expect(run).toEqual({ ran: true, deleted: 2, cutoff })
    expect(await remaining(ids)).toEqual(['Sender exactly-at-the-cut-off', 'Sender from-today', 'Sender younger-by-a-day'])
    // idempotent: a second run finds nothing more
    expect(await purgeExpiredContactMessages(NOW)).toEqual({ ran: true, deleted: 0, cutoff })
  })

  it('follows the retention period staff set under Settings', async () => {
    await savePrivacySettings({ contactRetentionMonths: 1, auditRetentionMonths: 24 })
    // one month before 15 May 2026, 10:00 a.m. is 15 April 2026, 10:00 a.m.
    const ids = [await addMessage('forty-days', new Date(NOW.getTime() - 40 * DAY)), await addMessage('twenty-days', new Date(NOW.getTime() - 20 * DAY))]
    const run = await purgeExpiredContactMessages(NOW)
    expect(run).toMatchObject({ ran: true, deleted: 1, cutoff: new Date('2026-04-15T16:00:00.000Z') })
    expect(await remaining(ids)).toEqual(['Sender twenty-days'])
  })

  it('runs with the hourly housekeeping', async () => {
    const ids = [await addMessage('three-years', new Date(NOW.getTime() - 3 * 365 * DAY)), await addMessage('one-year', new Date(NOW.getTime() - 365 * DAY))]
    await runHousekeeping(NOW)
    expect(await remaining(ids)).toEqual(['Sender one-year'])
  })

  it('deletes once when two runs start together', async () => {
    const ids = await Promise.all(['a', 'b', 'c'].map((label) => addMessage(`old-${label}`, new Date(NOW.getTime() - 30 * 31 * DAY))))
    const runs = await Promise.all([purgeExpiredContactMessages(NOW), purgeExpiredContactMessages(NOW)])
    // one run deletes the three; the other skips (PostgreSQL: the lock is taken) or, having
    // waited its turn (PGlite runs one transaction at a time), finds nothing left
    const deleted = runs.map((run) => (run.ran ? run.deleted : 0)).sort()
    expect(deleted).toEqual([0, 3])
    expect(await remaining(ids)).toEqual([])
  })

  it.runIf(process.env.DATABASE_URL)('skips while another instance holds the lock (PostgreSQL)', async () => {
    expect(database.connection().kind).toBe('postgres')
    const ids = [await addMessage('old-while-locked', new Date(NOW.getTime() - 30 * 31 * DAY))]
    // this transaction (one pooled connection) plays the other instance; the run uses another connection
    const inside = await db().transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${RETENTION_LOCK_KEY})`)
      return purgeExpiredContactMessages(NOW)
    })
    expect(inside).toEqual({ ran: false })
    expect(await remaining(ids)).toEqual(['Sender old-while-locked'])
    // once released, the next run does it
    expect(await purgeExpiredContactMessages(NOW)).toMatchObject({ ran: true, deleted: 1 })
  })

  it('logs how many were deleted, and nothing from the messages', async () => {
    const info = vi.spyOn(logger, 'info')
    await addMessage('logged-one', new Date(NOW.getTime() - 30 * 31 * DAY))
    await addMessage('logged-two', new Date(NOW.getTime() - 30 * 31 * DAY))
    await purgeExpiredContactMessages(NOW)
    const calls = [...info.mock.calls]
    info.mockRestore()
    expect(calls).toHaveLength(1)
    expect(calls[0][0]).toMatchObject({ deleted: 2, retentionMonths: 24 })
    const logged = JSON.stringify(calls)
    expect(logged).not.toMatch(/logged-one|logged-two|example\.org|Private words/)
  })
})
