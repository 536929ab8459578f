// A public form sent twice stores once (decision 036). With JavaScript the form's button stops a
// second press; without it a double click, or Back and Send again, posts the same words twice,
// and a cached page can carry no per-visitor token to tell them apart. So a post whose content
// is the same as one stored in the last REPEAT_WINDOW_MS is not stored again, and the visitor
// gets the answer the first one got. Posts of the same content wait for each other (an advisory
// lock keyed by the content, held to the end of the transaction), so a burst stores one.
import { sql } from 'drizzle-orm'
import type { Transaction } from '../../database/connection.server'

export const REPEAT_WINDOW_MS = 10 * 60 * 1000

/** The advisory lock's first key (727001 guards migrations, 727002 the demo seed, 727020 retention). */
const REPEAT_LOCK = 727003

/** Waits, in the transaction, until no other post of the same content is being stored. */
export async function holdSameContent(tx: Transaction, form: string, content: readonly string[]): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${REPEAT_LOCK}, hashtext(${JSON.stringify([form, ...content])}))`)
}

/** The earliest time a post of the same content counts as a repeat. */
export function repeatSince(now = new Date()): Date {
  return new Date(now.getTime() - REPEAT_WINDOW_MS)
}
