// Password reset by e-mail (issue 14, item 6): a single-use link valid for an hour. The table
// keeps only the sha-256 of the token. Asking again replaces the earlier link; using one sets the
// password, spends the link and ends every session of the account, in one transaction.
import { and, eq } from 'drizzle-orm'
import { db } from '../../database/db.server'
import { oneTimeTokens, sessions, users } from '../../database/schema'
import { isStaff } from '~/content/permissions'
import type { Language } from '~/i18n/languages'
import { hashPassword } from '~/utils/password.server'
import { recordAudit } from './audit.server'
import { hashToken, linkState, newToken, spendLink, type LinkState } from './one-time-token.server'
import { enqueueMail, type OutgoingMail } from './outbox.server'
import type { Limit } from './rate-limit.server'
import { findUserByEmail } from './user.server'

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000

/** Three links an hour for one address: enough for a lost e-mail, too few to flood an inbox. */
export const RESET_PER_ADDRESS_LIMIT: Limit = { bucket: 'reset-email', max: 3, windowMs: 60 * 60 * 1000 }
/** Ten requests an hour from one client, whatever the addresses. */
export const RESET_PER_CLIENT_LIMIT: Limit = { bucket: 'reset-client', max: 10, windowMs: 60 * 60 * 1000 }


/**
 * Queues a reset link for the account with this e-mail, if there is one (false when there is
 * none). compose makes the e-mail for the account's address and the new token. `language`, the
 * page's it was asked on, becomes the account's language for its later e-mails (decision 077).
 */
export async function requestPasswordReset(
  email: string,
  compose: (to: string, token: string) => Promise<OutgoingMail>,
  now = new Date(),
  language?: Language,
): Promise<boolean> {
  const user = await findUserByEmail(email)
  if (!user) return false
  const token = newToken()
  const mail = await compose(user.email, token)
  await db().transaction(async (tx) => {
    await tx.delete(oneTimeTokens).where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.purpose, 'password-reset')))
    await tx.insert(oneTimeTokens).values({
      id: hashToken(token),
      purpose: 'password-reset',
      userId: user.id,
      email: user.email,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
      createdAt: now,
    })
    await enqueueMail(tx, [mail], now)
    // unless they chose one on their account page (decision 090)
    if (language) await tx.update(users).set({ language }).where(and(eq(users.id, user.id), eq(users.languageChosen, false)))
  })
  return true
}

export type ResetLinkState = LinkState

/** What a reset link is worth now (shown before the form, and checked again when it is sent). */
export function checkPasswordResetToken(token: string, now = new Date()): Promise<ResetLinkState> {
  return linkState('password-reset', token, now)
}

/**
 * Sets the new password if the link is still good: the link is spent and every session of the
 * account ends, all at once; two posts of one link cannot both succeed (the row is locked).
 */
export async function resetPasswordWithToken(token: string, password: string, address: string, now = new Date()): Promise<ResetLinkState> {
  const passwordHash = await hashPassword(password)
  return db().transaction(async (tx) => {
    const state = await linkState('password-reset', token, now, tx)
    if (state.status !== 'valid' || state.userId === null) return state.status === 'valid' ? { status: 'invalid' as const } : state
    await spendLink(tx, token, now)
    const [changed] = await tx.update(users).set({ passwordHash }).where(eq(users.id, state.userId)).returning({ email: users.email, roles: users.roles })
    await tx.delete(sessions).where(eq(sessions.userId, state.userId))
    // a staff member's new password is staff activity (decision 027); never the password or the link
    if (changed && isStaff(changed.roles)) {
      const actor = { userId: state.userId, email: changed.email, address }
      await recordAudit(tx, { actor, action: 'password change', itemType: 'Account', itemId: state.userId, itemLabel: changed.email, changes: [{ field: 'by', to: 'reset link' }] })
    }
    return state
  })
}
