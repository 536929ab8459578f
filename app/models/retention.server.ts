// The retention period of contact messages (issue 7, item 9; decision 011): a message older
// than the period set under Settings (24 months unless staff change it) is deleted. Run with
// every hourly housekeeping round: the delete is idempotent and uses the created_at index, so
// running it hourly costs one indexed query and deletes a message within the hour it expires.
import { lt, sql } from 'drizzle-orm'
import { db } from '../../database/db.server'
import { contactMessages } from '../../database/schema'
import { edmontonMonthsBefore } from '~/utils/edmonton-time.server'
import { logger } from '~/utils/logger.server'
import { getPrivacySettings } from './settings.server'

/** The advisory lock of this job (727001 guards migrations, 727002 the demo seed). */
export const RETENTION_LOCK_KEY = 727020

export type RetentionRun = { ran: false } | { ran: true; deleted: number; cutoff: Date }

/** Messages received before this instant are past the retention period at `now`. */
export function contactRetentionCutoff(now: Date, months: number): Date {
  return edmontonMonthsBefore(now, months)
}

/**
 * Deletes the contact messages past the retention period. With several app instances on one
 * PostgreSQL, the one that gets the transaction's advisory lock does the work and the others
 * skip (ran: false) rather than wait; on the embedded database PGlite runs transactions one at
 * a time, so a second run finds nothing left to delete. Logs the count, never a message.
 */
export async function purgeExpiredContactMessages(now = new Date()): Promise<RetentionRun> {
  const { contactRetentionMonths } = await getPrivacySettings()
  const cutoff = contactRetentionCutoff(now, contactRetentionMonths)
  const run = await db().transaction(async (tx): Promise<RetentionRun> => {
    // pg and PGlite both answer { rows }; Drizzle's generic result type does not say so
    const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}) as locked`)) as unknown as { rows: { locked: boolean }[] }
    if (!result.rows[0]?.locked) return { ran: false }
    const deleted = await tx.delete(contactMessages).where(lt(contactMessages.createdAt, cutoff)).returning({ id: contactMessages.id })
    return { ran: true, deleted: deleted.length, cutoff }
  })
  if (!run.ran) logger.debug('Contact message retention: another instance is running it')
  else {
    const entry = { deleted: run.deleted, retentionMonths: contactRetentionMonths, cutoff: cutoff.toISOString() }
    if (run.deleted > 0) logger.info(entry, 'Contact message retention: deleted messages past the retention period')
    else logger.debug(entry, 'Contact message retention: nothing past the retention period')
  }
  return run
}
