import { and, arrayContains, arrayOverlaps, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm'
import type { Transaction } from '../../database/connection.server'
import { db } from '../../database/db.server'
import { oneTimeTokens, users } from '../../database/schema'
import { isStaff, normaliseRoles, roleNames, type StaffRole } from '~/content/permissions'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '~/i18n/languages'
import { hashPassword, verifyPassword } from '~/utils/password.server'
import { recordAudit, SERVER_START, type Actor } from './audit.server'
import { enqueueMail, type OutgoingMail } from './outbox.server'
import { deleteUserSessions } from './session.server'

export type { StaffRole }

/** Accounts holding this role. */
const holding = (role: StaffRole) => arrayContains(users.roles, [role])

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase())

export async function findUserByEmail(email: string) {
  const [user] = await db().select().from(users).where(byEmail(email)).limit(1)
  return user ?? null
}

export async function findUserById(id: number) {
  const [user] = await db()
    .select({ id: users.id, email: users.email, roles: users.roles, createdAt: users.createdAt })
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
 * Creates an account with these staff roles (none: a member). A staff account made by `actor`
 * (the command line, the server's start-up) is recorded in the activity log with it, as an
 * accepted invitation is; a member's registration is not (the log is the staff's, and a
 * visitor's address has no place in it).
 */
export async function createUser(input: { email: string; password: string; roles?: readonly StaffRole[]; language?: Language }, actor?: Actor) {
  const passwordHash = await hashPassword(input.password)
  const roles = normaliseRoles(input.roles ?? [])
  return db().transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: input.email.trim(), passwordHash, roles, language: input.language ?? 'en' })
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email, roles: users.roles })
    if (!user) throw new EmailTakenError()
    if (isStaff(roles) && actor) {
      await recordAudit(tx, { actor, action: 'create', itemType: 'Account', itemId: user.id, itemLabel: user.email, changes: [{ field: 'roles', to: roleNames(roles) }] })
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
  return { id: user.id, email: user.email, roles: normaliseRoles(user.roles) }
}

export async function checkPassword(userId: number, password: string) {
  const [user] = await db().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId))
  return user ? verifyPassword(user.passwordHash, password) : false
}

/**
 * Sets a new password and ends the user's other sessions (keepToken: the one in use). The
 * activity log records it, without the password, when the account is staff's and an actor is given.
 */
export async function changePassword(userId: number, password: string, keepToken?: string, actor?: Actor) {
  const passwordHash = await hashPassword(password)
  await db().transaction(async (tx) => {
    const [changed] = await tx.update(users).set({ passwordHash }).where(eq(users.id, userId)).returning({ email: users.email, roles: users.roles })
    // a reset link asked for before the change must not undo it
    await tx.delete(oneTimeTokens).where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, 'password-reset')))
    if (changed && isStaff(changed.roles) && actor) {
      await recordAudit(tx, { actor, action: 'password change', itemType: 'Account', itemId: userId, itemLabel: changed.email })
    }
  })
  await deleteUserSessions(userId, keepToken)
}

/** The contract's first admin: an Administrator, created when no account has that e-mail; never changes an existing one. */
export async function ensureAdmin(email: string, password: string) {
  if (await findUserByEmail(email)) return { created: false as const }
  await createUser({ email, password, roles: ['administrator'] }, SERVER_START)
  return { created: true as const }
}

/**
 * The language of the pages a person signed in on becomes their account's: the language of the
 * e-mails the site sends them, staff alerts included (decision 077).
 */
export async function rememberLanguage(userId: number, language: Language) {
  // a language the person chose on their account page stays theirs (decision 090)
  await db()
    .update(users)
    .set({ language })
    .where(and(eq(users.id, userId), ne(users.language, language), eq(users.languageChosen, false)))
}

/** "Language for e-mails" on the account page: the person's own choice, which signing in elsewhere no longer changes (decision 090). */
export async function chooseLanguage(userId: number, language: Language) {
  await db().update(users).set({ language, languageChosen: true }).where(eq(users.id, userId))
}

/** The language of an account's e-mails (English for an account gone meanwhile). */
export async function languageOfUser(userId: number): Promise<Language> {
  const [row] = await db().select({ language: users.language }).from(users).where(eq(users.id, userId))
  return row && isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE
}

/** Each address's account language, for the staff e-mails sent to them; an address with no account reads English. */
export async function languagesOfEmails(emails: readonly string[]): Promise<Map<string, Language>> {
  const found = new Map<string, Language>()
  if (emails.length === 0) return found
  const rows = await db()
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails.map((email) => email.toLowerCase())))
  for (const row of rows) found.set(row.email.toLowerCase(), isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE)
  return new Map(emails.map((email) => [email, found.get(email.toLowerCase()) ?? DEFAULT_LANGUAGE]))
}

/** The e-mail addresses of everyone holding one of these roles, oldest account first (a contact alert's recipients when staff name none). */
export async function listEmailsOfRoles(roles: readonly StaffRole[]): Promise<string[]> {
  if (roles.length === 0) return []
  const rows = await db()
    .select({ email: users.email })
    .from(users)
    .where(arrayOverlaps(users.roles, [...roles]))
    .orderBy(asc(users.id))
  return rows.map((row) => row.email)
}

export async function countAdministrators() {
  const [row] = await db().select({ count: count() }).from(users).where(holding('administrator'))
  return row.count
}

export const USERS_PER_PAGE = 25

/** Who the Users screen lists: everyone, the holders of one role, or members (no staff role). */
export type UserFilter = StaffRole | 'member' | null

const filterWhere = (filter: UserFilter): SQL | undefined =>
  filter === null ? undefined : filter === 'member' ? sql`cardinality(${users.roles}) = 0` : holding(filter)

/** One page of accounts: staff first, then members, each by e-mail. */
export async function listUsers(page = 1, filter: UserFilter = null) {
  const offset = (Math.max(1, page) - 1) * USERS_PER_PAGE
  const where = filterWhere(filter)
  const [rows, [total]] = await Promise.all([
    db()
      .select({ id: users.id, email: users.email, roles: users.roles, createdAt: users.createdAt })
      .from(users)
      .where(where)
      .orderBy(sql`cardinality(${users.roles}) = 0`, asc(sql`lower(${users.email})`), asc(users.id))
      .limit(USERS_PER_PAGE)
      .offset(offset),
    db().select({ count: count() }).from(users).where(where),
  ])
  return {
    users: rows.map((row) => ({ ...row, roles: normaliseRoles(row.roles) })),
    total: total.count,
    page: Math.max(1, page),
    pageCount: Math.max(1, Math.ceil(total.count / USERS_PER_PAGE)),
  }
}

export class LastAdminError extends Error {
  constructor() {
    super('The site must keep at least one Administrator.')
    this.name = 'LastAdminError'
  }
}

/**
 * Locks the Administrators' rows, so that two Administrators taking the role from each other at
 * once are done one after the other and the second sees the first's result (never none left).
 */
async function lockAdministrators(tx: Transaction) {
  const admins = await tx.select({ id: users.id }).from(users).where(holding('administrator')).orderBy(asc(users.id)).for('update')
  return admins.map((a) => a.id)
}

/** What a change of roles did: the roles before and after (equal: nothing changed, nothing recorded or sent). */
export type RolesChanged = { email: string; before: StaffRole[]; after: StaffRole[] }

/**
 * Gives an account these roles (none: a member), refusing to leave the site without an
 * Administrator. Recorded in the activity log (who, whom, before, after) and the person's
 * e-mail (`mail`, composed by the caller for the roles given) queued, both in the change's
 * transaction; nothing when the roles are those it has. Their sessions count the new roles from
 * their next request (getSessionUser reads them each time); null when there is no such account.
 */
export async function setRoles(
  userId: number,
  wanted: readonly StaffRole[],
  actor: Actor,
  mail?: (email: string, language: Language) => Promise<OutgoingMail>,
): Promise<RolesChanged | null> {
  const after = normaliseRoles(wanted)
  const [account] = await db().select({ email: users.email, language: users.language }).from(users).where(eq(users.id, userId))
  if (!account) return null
  // composed before the transaction: rendering is slow, and the embedded database is single-file;
  // in the account's language (decision 090)
  const composed = mail ? await mail(account.email, isLanguage(account.language) ? account.language : DEFAULT_LANGUAGE) : null
  return db().transaction(async (tx) => {
    const admins = await lockAdministrators(tx)
    const [row] = await tx.select({ email: users.email, roles: users.roles }).from(users).where(eq(users.id, userId)).for('update')
    if (!row) return null
    const before = normaliseRoles(row.roles)
    if (admins.includes(userId) && !after.includes('administrator') && admins.length <= 1) throw new LastAdminError()
    if (before.join() === after.join()) return { email: row.email, before, after }
    await tx.update(users).set({ roles: after }).where(eq(users.id, userId))
    const changes = [{ field: 'roles', from: roleNames(before), to: roleNames(after) }]
    await recordAudit(tx, { actor, action: 'role change', itemType: 'Account', itemId: userId, itemLabel: row.email, changes })
    if (composed) await enqueueMail(tx, [{ ...composed, to: row.email }])
    return { email: row.email, before, after }
  })
}

/**
 * Deletes an account (its sessions go with it); refuses to delete the last Administrator.
 * `actor`: who the activity log names, or null for a member closing their own account (not staff work).
 */
export async function deleteUser(userId: number, actor: Actor | null) {
  await db().transaction(async (tx) => {
    const admins = await lockAdministrators(tx)
    if (admins.includes(userId) && admins.length <= 1) throw new LastAdminError()
    const [deleted] = await tx.delete(users).where(and(eq(users.id, userId))).returning({ email: users.email })
    if (deleted && actor) await recordAudit(tx, { actor, action: 'delete', itemType: 'Account', itemId: userId, itemLabel: deleted.email })
  })
}
