// What visitors see of the content with a status (decision 032), as SQL over any such table:
// published items, and scheduled ones whose time has come. `now` comes from the caller's clock
// (not the database's), so that a scheduled item appears at its time with nobody acting, and
// tests can move that clock.
import { and, eq, lte, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'

export type PublishedTable = { status: PgColumn; publishAt: PgColumn }

/** The rows visitors see at `now`. */
export function shownToVisitors(table: PublishedTable, now = new Date()): SQL {
  return or(eq(table.status, 'published'), and(eq(table.status, 'scheduled'), lte(table.publishAt, now)))!
}

/** The status as it stands at `now`: a scheduled row whose time has come reads 'published'. */
export function statusAt(table: PublishedTable, now = new Date()): SQL<string> {
  return sql<string>`case when ${table.status} = 'scheduled' and ${table.publishAt} <= ${now.toISOString()}::timestamptz then 'published' else ${table.status} end`
}
