// Single-use links sent by e-mail (password resets, staff invitations): only the sha-256 of the
// token is stored, so a copy of the database does not yield working links.
import crypto from 'node:crypto'
import { and, eq, lt } from 'drizzle-orm'
import type { Database, Transaction } from '../../database/connection.server'
import { db } from '../../database/db.server'
import { oneTimeTokens } from '../../database/schema'
import { normaliseRoles, type StaffRole } from '~/content/permissions'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '~/i18n/languages'

export type LinkPurpose = (typeof oneTimeTokens.$inferSelect)['purpose']

/** `roles`: an invitation's staff roles (none for a password reset); `language`: an invitation's, the inviter's choice. */
export type LinkState = { status: 'valid'; userId: number | null; email: string; roles: StaffRole[]; language: Language } | { status: 'expired' | 'used' | 'invalid' }

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

/** 256 random bits, for a link. */
export const newToken = () => crypto.randomBytes(32).toString('base64url')

/**
 * What a link is worth now. Inside a transaction the row is locked, so that two uses of one
 * link cannot both find it unused.
 */
export async function linkState(purpose: LinkPurpose, token: string, now = new Date(), tx?: Transaction): Promise<LinkState> {
  if (!token || token.length > 200) return { status: 'invalid' }
  const executor: Database | Transaction = tx ?? db()
  const query = executor
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.id, hashToken(token)), eq(oneTimeTokens.purpose, purpose)))
  const [row] = tx ? await query.for('update') : await query
  if (!row) return { status: 'invalid' }
  if (row.usedAt) return { status: 'used' }
  if (row.expiresAt <= now) return { status: 'expired' }
  const language = isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE
  return { status: 'valid', userId: row.userId, email: row.email, roles: normaliseRoles(row.roles ?? []), language }
}

/** Spends a link (it then answers 'used'). */
export async function spendLink(tx: Transaction, token: string, now: Date) {
  await tx.update(oneTimeTokens).set({ usedAt: now }).where(eq(oneTimeTokens.id, hashToken(token)))
}

/** Housekeeping: links past their time (used ones too) are forgotten a day later. */
export async function purgeOldTokens(now = new Date()) {
  await db().delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)))
}
