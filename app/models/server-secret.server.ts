// Secrets the server makes for itself (database/schema.ts, serverSecrets).
import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { db } from '../../database/db.server'
import { serverSecrets } from '../../database/schema'

/**
 * The stored secret of this name, made (256 random bits) the first time it is asked for. Two
 * instances starting together agree: the first insert wins and both read it back.
 */
export async function ensureServerSecret(name: string): Promise<string> {
  await db()
    .insert(serverSecrets)
    .values({ name, value: crypto.randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db().select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name))
  return row.value
}
