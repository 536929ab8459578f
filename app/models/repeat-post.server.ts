// A public form sent twice stores once (decision 036). With JavaScript the form's button stops a
// second press; without it a double click, or Back and Send again, posts the same words twice,
// and a cached page can carry no per-visitor token to tell them apart. So a post whose content
// is the same as one stored in the last REPEAT_WINDOW_MS is not stored again, and the visitor
// gets the answer the first one got. Posts of the same content wait for each other (an advisory
// lock keyed by the content, held to the end of the transaction), so a burst stores one.
import { and, eq, getTableName, gte, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Transaction } from '../../database/connection.server'

export const REPEAT_WINDOW_MS = 10 * 60 * 1000

/** The advisory lock's first key (727001 guards migrations, 727002 the demo seed, 727020 retention). */
const REPEAT_LOCK = 727003

/** A value the post gives a column; `anyCase`: compared whatever its letter case (an e-mail address). */
export type SameValue = { column: PgColumn; value: string; anyCase?: true }

/**
 * The row of `table` stored in the last REPEAT_WINDOW_MS with these same values (and `more`, a
 * condition of its own), once no other post of them is being stored; null when this post is new.
 * In the transaction that stores it, so that the lock holds until the row is written.
 */
export async function findRepeat(
  tx: Transaction,
  table: PgTable & { id: PgColumn; createdAt: PgColumn },
  same: SameValue[],
  more?: SQL,
): Promise<{ id: number; createdAt: Date } | null> {
  const values = same.map(({ value, anyCase }) => (anyCase ? value.toLowerCase() : value))
  const key = JSON.stringify([getTableName(table), ...same.map(({ column }) => column.name), ...values])
  await tx.execute(sql`select pg_advisory_xact_lock(${REPEAT_LOCK}, hashtext(${key}))`)
  const [repeated] = await tx
    .select({ id: table.id, createdAt: table.createdAt })
    .from(table)
    .where(
      and(
        ...same.map(({ column, anyCase }, index) => (anyCase ? eq(sql`lower(${column})`, values[index]) : eq(column, values[index]))),
        more,
        gte(table.createdAt, new Date(Date.now() - REPEAT_WINDOW_MS)),
      ),
    )
    .limit(1)
  return (repeated as { id: number; createdAt: Date } | undefined) ?? null
}
