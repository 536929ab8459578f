// Sliding-window limits counted in the database, so that every app instance sees the same
// attempts: failed logins per e-mail and per address, contact and donation posts per address.
import { and, count, eq, gte, lt } from 'drizzle-orm'
import { db } from '../../database/db.server'
import { rateLimitHits } from '../../database/schema'

export type Limit = { bucket: string; max: number; windowMs: number }

/** True when `key` has already used up `limit` within its window. */
export async function isLimited(limit: Limit, key: string, now = new Date()) {
  const [row] = await db()
    .select({ n: count() })
    .from(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.bucket, limit.bucket),
        eq(rateLimitHits.key, key),
        gte(rateLimitHits.createdAt, new Date(now.getTime() - limit.windowMs)),
      ),
    )
  return row.n >= limit.max
}

export async function recordHit(limit: Limit, key: string, now = new Date()) {
  await db().insert(rateLimitHits).values({ bucket: limit.bucket, key, createdAt: now })
}

export async function clearHits(limit: Limit, key: string) {
  await db().delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, limit.bucket), eq(rateLimitHits.key, key)))
}

/** Forgets attempts older than a day (longer than any window). */
export async function purgeOldHits(now = new Date()) {
  await db()
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.createdAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)))
}
