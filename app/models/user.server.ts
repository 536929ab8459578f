import { and, asc, count, eq, sql } from 'drizzle-orm'
import { db } from '../../database/db.server'
import { oneTimeTokens, users } from '../../database/schema'
import { hashPassword, verifyPassword } from '~/utils/password.server'
import { recordAudit, SERVER_START, type Actor } from './audit.server'
import { deleteUserSessions } from './session.server'

export type Role = 'member' | 'admin'

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase())

export async function findUserByEmail(email: string) {
  const [user] = await db().select().from(users).where(byEmail(email)).limit(1)
  return user ?? null
}

export async function findUserById(id: number) {
  const [user] = await db()
    .select({ id: users.id, email: users.email, role: users.role, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
  return user ?? null
}

export class EmailTakenError extends Error {
  constructor() {
    super('An account with this e-mail already exists')
    this.name = 'EmailTakenError'
  }
}

/**
 * Creates an account. An admin account made by `actor` (the command line, the server's start-up)
 * is recorded in the activity log with it, as an accepted invitation is; a member's registration
 * is not (the log is the staff's, and a visitor's address has no place in it).
 */
export async function createUser(input: { email: string; password: string; role: Role }, actor?: Actor) {
  const passwordHash = await hashPassword(input.password)
  return db().transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: input.email.trim(), passwordHash, role: input.role })
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email, role: users.role })
    if (!user) throw new EmailTakenError()
    if (user.role === 'admin' && actor) {
      await recordAudit(tx, { actor, action: 'create', itemType: 'Account', itemId: user.id, itemLabel: user.email, changes: [{ field: 'role', to: 'admin' }] })
    }
    return user
  })
}

// A hash of a random password, so that an unknown e-mail costs the same time as a wrong password.
let dummyHash: Promise<string> | null = null

/** The account for these credentials, or null (same answer and similar time for an unknown e-mail). */
export async function verifyLogin(email: string, password: string) {
  const user = await findUserByEmail(email)
  if (!user) {
    dummyHash ??= hashPassword(crypto.randomUUID())
    await verifyPassword(await dummyHash, password)
    return null
  }
  if (!(await verifyPassword(user.passwordHash, password))) return null
  return { id: user.id, email: user.email, role: user.role }
}

export async function checkPassword(userId: number, password: string) {
  const [user] = await db().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId))
  return user ? verifyPassword(user.passwordHash, password) : false
}

/**
 * Sets a new password and ends the user's other sessions (keepToken: the one in use). The
 * activity log records it, without the password, when the account is an admin's and an actor is given.
 */
export async function changePassword(userId: number, password: string, keepToken?: string, actor?: Actor) {
  const passwordHash = await hashPassword(password)
  await db().transaction(async (tx) => {
    const [changed] = await tx.update(users).set({ passwordHash }).where(eq(users.id, userId)).returning({ email: users.email, role: users.role })
    // a reset link asked for before the change must not undo it
    await tx.delete(oneTimeTokens).where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, 'password-reset')))
    if (changed?.role === 'admin' && actor) {
      await recordAudit(tx, { actor, action: 'password change', itemType: 'Account', itemId: userId, itemLabel: changed.email })
    }
  })
  await deleteUserSessions(userId, keepToken)
}

/** The contract's first admin: created when no account has that e-mail; never changes an existing one. */
export async function ensureAdmin(email: string, password: string) {
  if (await findUserByEmail(email)) return { created: false as const }
  await createUser({ email, password, role: 'admin' }, SERVER_START)
  return { created: true as const }
}

/** Every admin's e-mail address (the alerts' recipients when staff name none). */
export async function listAdminEmails(): Promise<string[]> {
  const rows = await db().select({ email: users.email }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id))
  return rows.map((row) => row.email)
}

export async function countAdmins() {
  const [row] = await db().select({ count: count() }).from(users).where(eq(users.role, 'admin'))
  return row.count
}

export const USERS_PER_PAGE = 25

export async function listUsers(page = 1) {
  const offset = (Math.max(1, page) - 1) * USERS_PER_PAGE
  const [rows, [total]] = await Promise.all([
    db()
      .select({ id: users.id, email: users.email, role: users.role, createdAt: users.createdAt })
      .from(users)
      .orderBy(asc(users.role), asc(sql`lower(${users.email})`))
      .limit(USERS_PER_PAGE)
      .offset(offset),
    db().select({ count: count() }).from(users),
  ])
  return { users: rows, total: total.count, page: Math.max(1, page), pageCount: Math.max(1, Math.ceil(total.count / USERS_PER_PAGE)) }
}

export class LastAdminError extends Error {
  constructor() {
    super('The site must keep at least one admin.')
    this.name = 'LastAdminError'
  }
}

// Locks the admin rows so that two admins demoting each other at once cannot both succeed.
async function lockAdmins(tx: Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0]) {
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update')
  return admins.map((a) => a.id)
}

/** Promotes or demotes; refuses to leave the site without an admin. Ends the user's sessions when demoted. */
export async function setRole(userId: number, role: Role, actor: Actor) {
  await db().transaction(async (tx) => {
    const admins = await lockAdmins(tx)
    if (role === 'member' && admins.includes(userId) && admins.length <= 1) throw new LastAdminError()
    const [before] = await tx.select({ role: users.role, email: users.email }).from(users).where(eq(users.id, userId))
    await tx.update(users).set({ role }).where(eq(users.id, userId))
    if (before && before.role !== role) {
      const changes = [{ field: 'role', from: before.role, to: role }]
      await recordAudit(tx, { actor, action: 'role change', itemType: 'Account', itemId: userId, itemLabel: before.email, changes })
    }
  })
  if (role === 'member') await deleteUserSessions(userId)
}

/**
 * Deletes an account (its sessions go with it); refuses to delete the last admin. `actor`: who
 * the activity log names, or null for a member closing their own account (not staff work).
 */
export async function deleteUser(userId: number, actor: Actor | null) {
  await db().transaction(async (tx) => {
    const admins = await lockAdmins(tx)
    if (admins.includes(userId) && admins.length <= 1) throw new LastAdminError()
    const [deleted] = await tx.delete(users).where(and(eq(users.id, userId))).returning({ email: users.email })
    if (deleted && actor) await recordAudit(tx, { actor, action: 'delete', itemType: 'Account', itemId: userId, itemLabel: deleted.email })
  })
}
