// Sliding-window limits counted in the database, so that every app instance sees the same
// attempts: logins, password checks, registrations, contact and donation posts.
//
// An attempt is reserved before the work it limits (hashing a password, storing a message):
// the check and the count happen in one transaction under a lock on the (bucket, key), so that
// a burst of parallel requests cannot all pass the check before any of them is counted.
import crypto from 'node:crypto'
import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm'
import type { Transaction } from '../../database/connection.server'
import { db } from '../../database/db.server'
import { rateLimitHits } from '../../database/schema'

export type Limit = { bucket: string; max: number; windowMs: number }

export type Reservation = { ok: true; hitId: number } | { ok: false; retryAfterSeconds: number }

const inWindow = (limit: Pick<Limit, 'bucket' | 'windowMs'>, key: string, now: Date) =>
  and(eq(rateLimitHits.bucket, limit.bucket), eq(rateLimitHits.key, key), gte(rateLimitHits.createdAt, new Date(now.getTime() - limit.windowMs)))

/** A 64-bit advisory-lock id for a (bucket, key); a rare collision only makes two keys wait for each other. */
function lockId(bucket: string, key: string) {
  return crypto.createHash('sha256').update(bucket).update('\0').update(key).digest().readBigInt64BE(0).toString()
}

/**
 * Counts one attempt for `key` unless `limit` is used up; when it is, says how many seconds
 * until the next attempt is allowed (for a Retry-After header).
 */
export async function reserve(limit: Limit, key: string, now = new Date()): Promise<Reservation> {
  return db().transaction((tx) => reserveIn(tx, limit, key, now))
}

/** reserve() in the caller's transaction, so that what the attempt allows commits with it (an e-mail queued once). */
export async function reserveIn(tx: Transaction, limit: Limit, key: string, now = new Date()): Promise<Reservation> {
  // Held until commit: a second reservation for the same key waits here and then counts
  // this one. (PGlite runs one transaction at a time, so there it is serial anyway.)
  await tx.execute(sql`select pg_advisory_xact_lock(${lockId(limit.bucket, key)})`)
  const [{ n }] = await tx.select({ n: count() }).from(rateLimitHits).where(inWindow(limit, key, now))
  if (n >= limit.max) {
    // the attempt that frees a place: the (n - max + 1)th oldest leaves the window first
    const [freeing] = await tx
      .select({ createdAt: rateLimitHits.createdAt })
      .from(rateLimitHits)
      .where(inWindow(limit, key, now))
      .orderBy(asc(rateLimitHits.createdAt))
      .offset(n - limit.max)
      .limit(1)
    const freeAt = (freeing?.createdAt.getTime() ?? now.getTime()) + limit.windowMs
    return { ok: false as const, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) }
  }
  const [hit] = await tx.insert(rateLimitHits).values({ bucket: limit.bucket, key, createdAt: now }).returning({ id: rateLimitHits.id })
  return { ok: true as const, hitId: hit.id }
}

/** Gives back a reserved attempt that turned out not to count (a correct password). */
export async function release(hitId: number) {
  await db().delete(rateLimitHits).where(eq(rateLimitHits.id, hitId))
}

/** Counts an attempt without a limit (failures that only slow things down). */
export async function recordHit(limit: Pick<Limit, 'bucket'>, key: string, now = new Date()) {
  await db().insert(rateLimitHits).values({ bucket: limit.bucket, key, createdAt: now })
}

/** How many attempts `key` made within the window. */
export async function countHits(limit: Pick<Limit, 'bucket' | 'windowMs'>, key: string, now = new Date()) {
  const [row] = await db().select({ n: count() }).from(rateLimitHits).where(inWindow(limit, key, now))
  return row.n
}

export async function clearHits(limit: Pick<Limit, 'bucket'>, key: string) {
  await db().delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, limit.bucket), eq(rateLimitHits.key, key)))
}

/** Forgets attempts older than a day (longer than any window). */
export async function purgeOldHits(now = new Date()) {
  await db()
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.createdAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)))
}
