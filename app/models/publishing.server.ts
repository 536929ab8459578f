// What visitors see of the content with a status (decision 032), as SQL over any such table:
// published items, and scheduled ones whose time has come. `now` comes from the caller's clock
// (not the database's), so that a scheduled item appears at its time with nobody acting, and
// tests can move that clock.
import { and, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'

/** `trashedAt`: the column of a table whose deleted items wait in the Trash (decision 073). */
export type PublishedTable = { status: PgColumn; publishAt: PgColumn; trashedAt?: PgColumn }

/** The rows visitors see at `now`: never one in the Trash. */
export function shownToVisitors(table: PublishedTable, now = new Date()): SQL {
  const shown = or(eq(table.status, 'published'), and(eq(table.status, 'scheduled'), lte(table.publishAt, now)))!
  return table.trashedAt ? and(isNull(table.trashedAt), shown)! : shown
}

/** The status as it stands at `now`: a scheduled row whose time has come reads 'published'. */
export function statusAt(table: PublishedTable, now = new Date()): SQL<string> {
  return sql<string>`case when ${table.status} = 'scheduled' and ${table.publishAt} <= ${now.toISOString()}::timestamptz then 'published' else ${table.status} end`
}
