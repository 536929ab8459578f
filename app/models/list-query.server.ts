// The SQL pieces every back-office list shares (models/<type>.server.ts compose them): a
// case-insensitive search on a few text columns, newest or oldest first on created_at (served
// by each table's *_created_at_idx, with the id as tie-breaker) and the row count.
import { asc, count, desc, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { db } from '../../database/db.server'
import { edmontonDayStart, todayInEdmonton } from '~/utils/edmonton-day.server'
import type { ListSort } from '~/utils/list-params.server'

/** ILIKE '%text%' on any of the columns; % and _ typed by staff are matched literally. */
export function searchWhere(columns: PgColumn[], text: string): SQL | undefined {
  if (!text) return undefined
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return or(...columns.map((column) => ilike(column, pattern)))
}

/**
 * 'upcoming': rows dated from the start of today (Edmonton) on come first, soonest first, so
 * today's event is still among them; then the past ones, most recent first.
 */
export function dateOrder(createdAt: PgColumn, id: PgColumn, sort: ListSort, now = new Date()): SQL[] {
  if (sort === 'oldest') return [asc(createdAt), asc(id)]
  if (sort === 'newest') return [desc(createdAt), desc(id)]
  const today = edmontonDayStart(todayInEdmonton(now))!
  const past = sql`${createdAt} < ${today.toISOString()}::timestamptz`
  return [asc(past), asc(sql`case when ${past} then null else ${createdAt} end`), desc(createdAt), desc(id)]
}

export async function countRows(table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db().select({ total: count() }).from(table).where(where)
  return Number(row?.total ?? 0)
}
