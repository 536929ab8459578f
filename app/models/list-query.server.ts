// The SQL pieces every back-office list shares (models/<type>.server.ts compose them): a
// case-insensitive search on a few text columns, newest or oldest first on created_at (served
// by each table's *_created_at_idx, with the id as tie-breaker) and the row count.
import { asc, count, desc, ilike, or, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { db } from '../../database/db.server'
import type { ListSort } from '~/utils/list-params.server'

/** ILIKE '%text%' on any of the columns; % and _ typed by staff are matched literally. */
export function searchWhere(columns: PgColumn[], text: string): SQL | undefined {
  if (!text) return undefined
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return or(...columns.map((column) => ilike(column, pattern)))
}

export function dateOrder(createdAt: PgColumn, id: PgColumn, sort: ListSort): SQL[] {
  return sort === 'oldest' ? [asc(createdAt), asc(id)] : [desc(createdAt), desc(id)]
}

export async function countRows(table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db().select({ total: count() }).from(table).where(where)
  return Number(row?.total ?? 0)
}
