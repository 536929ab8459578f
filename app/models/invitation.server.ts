// Staff invitations (issue 14 item 10, issue 37): an Administrator invites someone by e-mail with
// one or more staff roles; the single-use link (72 hours, only its sha-256 stored) leads to a
// form where they choose a password, and the account is made with those roles. Inviting the same
// address again replaces the earlier link.
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm'
import { db } from '../../database/db.server'
import { oneTimeTokens, users } from '../../database/schema'
import { normaliseRoles, roleNames, type StaffRole } from '~/content/permissions'
import type { Language } from '~/i18n/languages'
import { hashPassword } from '~/utils/password.server'
import { recordAudit, type Actor } from './audit.server'
import { enqueueMail, type OutgoingMail } from './outbox.server'
import { hashToken, linkState, newToken, spendLink, type LinkState } from './one-time-token.server'
import { findUserByEmail } from './user.server'

export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000

export class AlreadyHasAccountError extends Error {
  constructor() {
    super('This address has an account already: change its roles in the list above.')
    this.name = 'AlreadyHasAccountError'
  }
}

const sameEmail = (email: string) => eq(sql`lower(${oneTimeTokens.email})`, email.trim().toLowerCase())

/**
 * Queues an invitation to this address with these roles (refused when it has an account), in the
 * language the inviter chose: its e-mail's and the account's it makes (decision 090); returns when it expires.
 */
export async function inviteStaff(
  email: string,
  wanted: readonly StaffRole[],
  language: Language,
  compose: (token: string) => Promise<OutgoingMail>,
  actor: Actor,
  now = new Date(),
) {
  const roles = normaliseRoles(wanted)
  if (roles.length === 0) throw new Error('An invitation gives at least one staff role')
  const existing = await findUserByEmail(email)
  if (existing) throw new AlreadyHasAccountError()
  const token = newToken()
  const mail = await compose(token)
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS)
  await db().transaction(async (tx) => {
    await tx.delete(oneTimeTokens).where(and(eq(oneTimeTokens.purpose, 'invite'), sameEmail(email)))
    await tx.insert(oneTimeTokens).values({ id: hashToken(token), purpose: 'invite', userId: null, email: email.trim(), roles, language, expiresAt, createdAt: now })
    await enqueueMail(tx, [mail], now)
    await recordAudit(tx, { actor, action: 'invite', itemType: 'Account', itemLabel: email.trim(), changes: [{ field: 'roles', to: roleNames(roles) }] })
  })
  return { expiresAt }
}

export type PendingInvitation = { email: string; roles: StaffRole[]; language: string; createdAt: Date; expiresAt: Date }

/** Invitations not yet used and not yet expired, oldest first. */
export async function listPendingInvitations(now = new Date()): Promise<PendingInvitation[]> {
  const rows = await db()
    .select({ email: oneTimeTokens.email, roles: oneTimeTokens.roles, language: oneTimeTokens.language, createdAt: oneTimeTokens.createdAt, expiresAt: oneTimeTokens.expiresAt })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.purpose, 'invite'), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)))
    .orderBy(asc(oneTimeTokens.createdAt))
  return rows.map((row) => ({ ...row, roles: normaliseRoles(row.roles ?? []) }))
}

/** Withdraws the invitation to this address (its link stops working). */
export async function cancelInvitation(email: string, actor: Actor) {
  await db().transaction(async (tx) => {
    const withdrawn = await tx
      .delete(oneTimeTokens)
      .where(and(eq(oneTimeTokens.purpose, 'invite'), sameEmail(email), isNull(oneTimeTokens.usedAt)))
      .returning({ email: oneTimeTokens.email })
    if (withdrawn.length > 0) await recordAudit(tx, { actor, action: 'delete', itemType: 'Invitation', itemLabel: email.trim() })
  })
}

export function checkInvitation(token: string, now = new Date()): Promise<LinkState> {
  return linkState('invite', token, now)
}

export type AcceptOutcome = LinkState | { status: 'taken' }

/** Creates the account of a good invitation with its roles and language, spending the link, in one transaction; `address`: where the request came from, for the activity log. */
export async function acceptInvitation(token: string, password: string, address: string, now = new Date()): Promise<AcceptOutcome & { userId?: number }> {
  const passwordHash = await hashPassword(password)
  return db().transaction(async (tx) => {
    const state = await linkState('invite', token, now, tx)
    if (state.status !== 'valid') return state
    const [user] = await tx.insert(users).values({ email: state.email, passwordHash, roles: state.roles, language: state.language }).onConflictDoNothing().returning({ id: users.id })
    if (!user) return { status: 'taken' as const }
    await spendLink(tx, token, now)
    const actor = { userId: user.id, email: state.email, address }
    await recordAudit(tx, { actor, action: 'create', itemType: 'Account', itemId: user.id, itemLabel: state.email, changes: [{ field: 'roles', to: roleNames(state.roles) }] })
    return { ...state, userId: user.id }
  })
}
