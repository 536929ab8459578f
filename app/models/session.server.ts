// Server-side sessions. The cookie holds a random token; the table holds only its sha-256,
// so a copy of the database does not yield working cookies.
import crypto from 'node:crypto'
import { and, eq, lt, ne, or } from 'drizzle-orm'
import { db } from '../../database/db.server'
import { sessions, twoFactorKeys, users } from '../../database/schema'
import { isStaff, normaliseRoles, type StaffRole } from '~/content/permissions'
import { recordAudit, type Actor } from './audit.server'

export const ABSOLUTE_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000
export const IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000
// last_seen_at is refreshed at most this often, so that reading pages does not write each time
const TOUCH_INTERVAL_MS = 60 * 1000

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

/** The stored id of the session a cookie's token names. */
export const sessionIdOf = hashToken

/**
 * The person a session signs in, with their staff roles as they are now (none: a member), read
 * on every request so that a change of roles counts from the next one. `twoFactor`: the account
 * has two-factor sign-in turned on (a staff session always passed it: see getSessionUser).
 */
export type SessionUser = { id: number; email: string; roles: StaffRole[]; twoFactor: boolean }

/**
 * Starts a session for the user; returns the token for the cookie (256 random bits).
 * `secondFactor`: the sign-in passed the second factor (a code from the app or a recovery code).
 */
/** `audit`: the sign-in as the activity log records it (an admin's), written with the session. */
export async function createSession(userId: number, persistent: boolean, { secondFactor = false, audit }: { secondFactor?: boolean; audit?: Actor } = {}) {
  const token = crypto.randomBytes(32).toString('base64url')
  const now = new Date()
  await db().transaction(async (tx) => {
    await tx.insert(sessions).values({
      id: hashToken(token),
      userId,
      persistent,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS),
      secondFactorAt: secondFactor ? now : null,
    })
    if (audit) await recordAudit(tx, { actor: audit, action: 'sign-in', itemType: 'Account', itemId: userId, itemLabel: audit.email })
  })
  return { token, expiresAt: new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS) }
}

/**
 * The user of a live session, or null when the token is unknown, expired or idle too long, or
 * when it is a staff member's session that did not pass the second factor they have turned on
 * (one started before it was turned on elsewhere, or while they were a member: such a session
 * no longer counts).
 */
export async function getSessionUser(token: string, now = new Date()): Promise<SessionUser | null> {
  const [row] = await db()
    .select({
      sessionId: sessions.id,
      persistent: sessions.persistent,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      id: users.id,
      email: users.email,
      roles: users.roles,
      secondFactorAt: sessions.secondFactorAt,
      twoFactorSince: twoFactorKeys.enabledAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(twoFactorKeys, eq(twoFactorKeys.userId, sessions.userId))
    .where(eq(sessions.id, hashToken(token)))
    .limit(1)
  if (!row) return null
  const idleFor = now.getTime() - row.lastSeenAt.getTime()
  if (row.expiresAt <= now || (!row.persistent && idleFor > IDLE_TIMEOUT_MS)) {
    await db().delete(sessions).where(eq(sessions.id, row.sessionId))
    return null
  }
  const twoFactor = row.twoFactorSince !== null
  const roles = normaliseRoles(row.roles)
  if (isStaff(roles) && twoFactor && row.secondFactorAt === null) return null
  if (idleFor > TOUCH_INTERVAL_MS) {
    await db().update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId))
  }
  return { id: row.id, email: row.email, roles, twoFactor }
}

/**
 * Ends a session. `address` (where the request came from): the person signed out, and a
 * staff member's sign-out is recorded in the activity log with the session's end, as the sign-in is.
 */
export async function deleteSession(token: string, address?: string) {
  await db().transaction(async (tx) => {
    const [ended] = await tx.delete(sessions).where(eq(sessions.id, hashToken(token))).returning({ userId: sessions.userId })
    if (!ended || address === undefined) return
    const [account] = await tx.select({ email: users.email, roles: users.roles }).from(users).where(eq(users.id, ended.userId))
    if (!account || !isStaff(account.roles)) return
    const actor = { userId: ended.userId, email: account.email, address }
    await recordAudit(tx, { actor, action: 'sign-out', itemType: 'Account', itemId: ended.userId, itemLabel: account.email })
  })
}

/** Ends every session of a user (password change, account deletion). */
export async function deleteUserSessions(userId: number, exceptToken?: string) {
  const condition = exceptToken
    ? and(eq(sessions.userId, userId), ne(sessions.id, hashToken(exceptToken)))
    : eq(sessions.userId, userId)
  await db().delete(sessions).where(condition)
}

/** Removes expired sessions; run now and then. */
export async function purgeExpiredSessions(now = new Date()) {
  await db()
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), and(eq(sessions.persistent, false), lt(sessions.lastSeenAt, new Date(now.getTime() - IDLE_TIMEOUT_MS)))))
}
