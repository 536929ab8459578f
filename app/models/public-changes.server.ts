// What the page cache asks the database (docs/decisions/037): how many changes public pages
// have seen (counted by triggers, migration 0019), and when the next change that no one writes
// is due: a scheduled item appearing, an event starting or ending, a new day in Edmonton.
import { eq, sql } from 'drizzle-orm'
import { db } from '../../database/db.server'
import { publicChanges } from '../../database/schema'
import { edmontonDayStart, todayInEdmonton } from '~/utils/edmonton-day.server'

/** The count of changes to what public pages show; it only goes up. */
export async function publicChangeCount(): Promise<number> {
  const [row] = await db().select({ version: publicChanges.version }).from(publicChanges).where(eq(publicChanges.id, 1))
  return row?.version ?? 0
}

const SCHEDULED_TABLES = ['blogs', 'events', 'team_members', 'testimonials', 'gallery_categories', 'gallery_images']

/**
 * The first instant after `now` at which a public page may look different though nothing was
 * written: never later than the start of the next day in Edmonton (pages say "today").
 */
export async function nextTimedPublicChange(now = new Date()): Promise<Date> {
  const at = sql`${now.toISOString()}::timestamptz`
  const scheduled = SCHEDULED_TABLES.map((table) => sql`select min(publish_at) as at from ${sql.identifier(table)} where status = 'scheduled' and publish_at > ${at}`)
  const result = (await db().execute(sql`select min(at) as "at" from (
      ${sql.join(scheduled, sql` union all `)}
      union all select min(event_date) from events where event_date > ${at}
      union all select min(ends_at) from events where ends_at > ${at}
      union all select min(closes_at) from event_registration_settings where closes_at > ${at}
    ) due`)) as unknown as { rows: { at: string | Date | null }[] }
  const found = result.rows[0]?.at
  const midnight = edmontonDayStart(todayInEdmonton(now), 1)!
  const due = found ? new Date(found) : null
  return due && due < midnight ? due : midnight
}
