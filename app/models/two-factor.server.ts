// Two-factor sign-in (TOTP, RFC 6238) for admins: the key an authenticator app holds, the
// single-use recovery codes, and the limits on guessing codes (docs/decisions/022).
//
// - A code is accepted once: the step it belongs to is recorded in the same UPDATE that accepts
//   it, and a code of that step or an earlier one is refused afterwards, so two requests racing
//   with one code cannot both pass.
// - A recovery code is spent by an UPDATE ... WHERE used_at IS NULL: only one request can spend it.
// - Codes are limited like passwords (reserved before they are checked, password-attempt.server.ts),
//   with a firm limit per account as well: only someone who has the password reaches the code
//   step, so that limit cannot be used by a stranger to lock the owner out; the owner is
//   e-mailed when it is reached (issue 36 item 6.4).
// - A first set-up needs a link e-mailed to the account (issue 36 item 6.2, decision 053): the
//   password alone must not let a stranger bind their phone to an admin who has none. The key
//   being set up is shown to, and confirmed by, the one session the link let in.
import crypto from 'node:crypto'
import { and, count, eq, isNotNull, isNull, lt, ne, or } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import { db } from '../../database/db.server'
import type { Transaction } from '../../database/connection.server'
import { oneTimeTokens, recoveryCodes, sessions, twoFactorKeys, users } from '../../database/schema'
import { hashToken, linkState, newToken, spendLink, type LinkState } from './one-time-token.server'
import { recordAudit, type Actor } from './audit.server'
import { enqueueMail, type OutgoingMail } from './outbox.server'
import { clearHits, countHits, release, reserve, reserveIn, type Limit } from './rate-limit.server'
import { sessionIdOf } from './session.server'

export const TOTP_PERIOD_SECONDS = 30
export const TOTP_DIGITS = 6
export const RECOVERY_CODE_COUNT = 10
/** Codes of the step before and after the server's clock are accepted too (a phone a little off). */
const TOTP_WINDOW = 1

// recovery codes: no 0/o, 1/l/i, so that they can be read back from paper
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
const RECOVERY_LENGTH = 10

function totp(secret: string, label = 'account', issuer = '') {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) })
}

/** The 30-second step a moment falls in. */
export function stepAt(now: Date) {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS)
}

/** The code an authenticator app shows for `secret` at `now` (for tests and the e2e spec's twin). */
export function codeAt(secret: string, now = new Date()) {
  return totp(secret).generate({ timestamp: now.getTime() })
}

/** What the person typed, as a 6-digit code (spaces and hyphens dropped), or null. */
export function normaliseCode(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '')
  return /^\d{6}$/.test(digits) ? digits : null
}

/** What the person typed, as a recovery code (case, spaces and hyphens ignored), or null. */
export function normaliseRecoveryCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toLowerCase()
  return code.length === RECOVERY_LENGTH && [...code].every((c) => RECOVERY_ALPHABET.includes(c)) ? code : null
}

const hashRecoveryCode = (userId: number, code: string) => crypto.createHash('sha256').update(`${userId}:${code}`).digest('hex')

function newRecoveryCode() {
  const chars = Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)])
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

/** The address an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, { account, issuer }: { account: string; issuer: string }) {
  return totp(secret, account, issuer).toString()
}

/** The key as people type it: groups of 4 characters. */
export function groupedKey(secret: string) {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret
}

export type TwoFactorState =
  | { status: 'off' }
  /** sessionId: the one session that may see and confirm the key (null: none any more) */
  | { status: 'setting-up'; secret: string; sessionId: string | null }
  | { status: 'on'; since: Date; recoveryCodesLeft: number }

export async function getTwoFactor(userId: number): Promise<TwoFactorState> {
  const [row] = await db().select().from(twoFactorKeys).where(eq(twoFactorKeys.userId, userId)).limit(1)
  if (!row) return { status: 'off' }
  if (!row.enabledAt) return { status: 'setting-up', secret: row.secret, sessionId: row.setupSessionId }
  return { status: 'on', since: row.enabledAt, recoveryCodesLeft: await countRecoveryCodes(userId) }
}

/** True when the account has two-factor sign-in turned on. */
export async function hasTwoFactor(userId: number): Promise<boolean> {
  const [row] = await db()
    .select({ userId: twoFactorKeys.userId })
    .from(twoFactorKeys)
    .where(and(eq(twoFactorKeys.userId, userId), isNotNull(twoFactorKeys.enabledAt)))
    .limit(1)
  return Boolean(row)
}

async function countRecoveryCodes(userId: number) {
  const [row] = await db()
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
  return row.n
}

/**
 * Makes a new key for setting up (160 random bits), replacing one not yet confirmed, shown to
 * and confirmed by the session `sessionId` only. Returns null when two-factor sign-in is on
 * already (it is replaced only by turning it off first). The route calls it only for a session
 * that may set up (maySetUpDirectly, or through startSetupWithLink).
 */
export async function startSetup(userId: number, sessionId: string | null = null, executor: Pick<Transaction, 'insert'> = db()): Promise<string | null> {
  const secret = new Secret({ size: 20 }).base32
  const rows = await executor
    .insert(twoFactorKeys)
    .values({ userId, secret, setupSessionId: sessionId })
    .onConflictDoUpdate({
      target: twoFactorKeys.userId,
      set: { secret, lastUsedStep: null, setupSessionId: sessionId, createdAt: new Date() },
      setWhere: isNull(twoFactorKeys.enabledAt),
    })
    .returning({ secret: twoFactorKeys.secret })
  return rows[0]?.secret ?? null
}

// ---------------------------------------------------------------- a first set-up, confirmed by e-mail

/** A set-up link works for an hour, once. */
export const SETUP_LINK_TTL_MS = 60 * 60 * 1000
/** Three set-up links an hour for one account: enough for a lost e-mail, too few to flood the owner. */
export const SETUP_LINK_LIMIT: Limit = { bucket: 'two-factor-setup-link', max: 3, windowMs: 60 * 60 * 1000 }

/**
 * True when this session may start a set-up without a link: it passed a second factor (moving to
 * a new phone), or a link already let it set up (the key being set up is its own: a new key).
 */
export async function maySetUpDirectly(userId: number, sessionId: string | null): Promise<boolean> {
  if (!sessionId) return false
  const [row] = await db()
    .select({ secondFactorAt: sessions.secondFactorAt, setupSessionId: twoFactorKeys.setupSessionId, enabledAt: twoFactorKeys.enabledAt })
    .from(sessions)
    .leftJoin(twoFactorKeys, eq(twoFactorKeys.userId, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .limit(1)
  if (!row) return false
  return row.secondFactorAt !== null || (row.enabledAt === null && row.setupSessionId === sessionId)
}

/** Stores the set-up link `token` in place of the account's earlier ones, in the caller's transaction. */
async function storeSetupLink(tx: Transaction, account: { id: number; email: string }, token: string, now: Date) {
  await tx.delete(oneTimeTokens).where(and(eq(oneTimeTokens.userId, account.id), eq(oneTimeTokens.purpose, 'two-factor-setup')))
  await tx.insert(oneTimeTokens).values({
    id: hashToken(token),
    purpose: 'two-factor-setup',
    userId: account.id,
    email: account.email,
    expiresAt: new Date(now.getTime() + SETUP_LINK_TTL_MS),
    createdAt: now,
  })
}

export type SetupLinkRequest = { status: 'sent' } | { status: 'limited'; retryAfterSeconds: number }

/**
 * E-mails the account a link that lets a session set up two-factor sign-in (replacing earlier
 * links), within SETUP_LINK_LIMIT: the attempt is reserved, the link stored and the mail queued
 * in one transaction. `compose` makes the mail for the link's token.
 */
export async function sendSetupLink(account: { id: number; email: string }, compose: (token: string) => Promise<OutgoingMail>, now = new Date()): Promise<SetupLinkRequest> {
  // the mail is made with a token chosen here, before the transaction (rendering queries nothing)
  const token = newToken()
  const mail = await compose(token)
  return db().transaction(async (tx) => {
    const reservation = await reserveIn(tx, SETUP_LINK_LIMIT, String(account.id), now)
    if (!reservation.ok) return { status: 'limited' as const, retryAfterSeconds: reservation.retryAfterSeconds }
    await storeSetupLink(tx, account, token, now)
    await enqueueMail(tx, [mail], now)
    return { status: 'sent' as const }
  })
}

/** A set-up link made without e-mail, for the operator's command on a site that cannot send mail yet. */
export async function createSetupLink(account: { id: number; email: string }, now = new Date()): Promise<string> {
  const token = newToken()
  await db().transaction((tx) => storeSetupLink(tx, account, token, now))
  return token
}

/** When the account's set-up link still waiting to be used was made (null: none). */
export async function setupLinkSentAt(userId: number, now = new Date()): Promise<Date | null> {
  const [row] = await db()
    .select({ createdAt: oneTimeTokens.createdAt, expiresAt: oneTimeTokens.expiresAt, usedAt: oneTimeTokens.usedAt })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, 'two-factor-setup')))
    .limit(1)
  return row && !row.usedAt && row.expiresAt > now ? row.createdAt : null
}

export type SetupLinkState = LinkState['status'] | 'other-account'

/** What a set-up link is worth to this account now (shown before its button; checked again when used). */
export async function checkSetupLink(userId: number, token: string, now = new Date()): Promise<SetupLinkState> {
  const state = await linkState('two-factor-setup', token, now)
  return state.status === 'valid' && state.userId !== userId ? 'other-account' : state.status
}

/**
 * Spends a set-up link and starts the set-up for the session using it, in one transaction (two
 * uses of one link: one succeeds). 'on' when two-factor sign-in is on already (nothing spent).
 */
export async function startSetupWithLink(userId: number, token: string, sessionId: string, now = new Date()): Promise<SetupLinkState | 'on'> {
  return db().transaction(async (tx) => {
    const state = await linkState('two-factor-setup', token, now, tx)
    if (state.status !== 'valid') return state.status
    if (state.userId !== userId) return 'other-account' as const
    if (!(await startSetup(userId, sessionId, tx))) return 'on' as const
    await spendLink(tx, token, now)
    return 'valid' as const
  })
}

type Tx = Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0]

/** Who changes an account's two-factor sign-in, and whose it is, for the activity log (never the key or a code). */
export type TwoFactorAudit = { actor: Actor; account: { id: number; email: string } }

function auditTwoFactor(tx: Tx, audit: TwoFactorAudit | undefined, change: string) {
  if (!audit) return
  const { actor, account } = audit
  return recordAudit(tx, { actor, action: 'two-factor change', itemType: 'Account', itemId: account.id, itemLabel: account.email, changes: [{ field: 'two-factor sign-in', to: change }] })
}

/** The step of the code if it is right for `secret` around `now`, else null. */
function matchingStep(secret: string, code: string, now: Date): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW })
  return delta === null ? null : stepAt(now) + delta
}

async function replaceRecoveryCodes(tx: Tx, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(userId, normaliseRecoveryCode(code)!) })))
  return codes
}

export type SetupResult = { ok: true; recoveryCodes: string[] } | { ok: false; reason: 'wrong-code' | 'not-setting-up' }

/**
 * Turns two-factor sign-in on when `code` is right for the key being set up: records the code's
 * step, makes the recovery codes (returned once, stored hashed), marks the session in use
 * (`keepToken`) as having passed the second factor and ends the account's other sessions,
 * which did not. All in one transaction.
 */
export async function confirmSetup(userId: number, code: string, keepToken: string | null, now = new Date(), audit?: TwoFactorAudit): Promise<SetupResult> {
  return db().transaction(async (tx) => {
    const [row] = await tx.select().from(twoFactorKeys).where(eq(twoFactorKeys.userId, userId)).for('update')
    if (!row || row.enabledAt) return { ok: false as const, reason: 'not-setting-up' as const }
    const keep = keepToken ? sessionIdOf(keepToken) : null
    // only the session the key was made for confirms it (decision 053)
    if (row.setupSessionId !== null && row.setupSessionId !== keep) return { ok: false as const, reason: 'not-setting-up' as const }
    const step = matchingStep(row.secret, code, now)
    if (step === null) return { ok: false as const, reason: 'wrong-code' as const }
    await tx.update(twoFactorKeys).set({ enabledAt: now, lastUsedStep: step, setupSessionId: null }).where(eq(twoFactorKeys.userId, userId))
    const codes = await replaceRecoveryCodes(tx, userId)
    if (keep) await tx.update(sessions).set({ secondFactorAt: now }).where(and(eq(sessions.id, keep), eq(sessions.userId, userId)))
    await tx.delete(sessions).where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId))
    await auditTwoFactor(tx, audit, 'turned on')
    return { ok: true as const, recoveryCodes: codes }
  })
}

/**
 * True when `code` is the app's code for this account now (or one step either side) and no code
 * of its step or a later one was accepted before; the step is recorded in the same statement.
 */
export async function verifyCode(userId: number, code: string, now = new Date()): Promise<boolean> {
  const [row] = await db()
    .select({ secret: twoFactorKeys.secret })
    .from(twoFactorKeys)
    .where(and(eq(twoFactorKeys.userId, userId), isNotNull(twoFactorKeys.enabledAt)))
    .limit(1)
  if (!row) return false
  const step = matchingStep(row.secret, code, now)
  if (step === null) return false
  const accepted = await db()
    .update(twoFactorKeys)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactorKeys.userId, userId),
        isNotNull(twoFactorKeys.enabledAt),
        or(isNull(twoFactorKeys.lastUsedStep), lt(twoFactorKeys.lastUsedStep, step)),
      ),
    )
    .returning({ userId: twoFactorKeys.userId })
  return accepted.length === 1
}

/** Spends a recovery code: how many are left, or null when it is not one of the account's unused codes. */
export async function spendRecoveryCode(userId: number, typed: string, now = new Date()): Promise<{ left: number } | null> {
  const code = normaliseRecoveryCode(typed)
  if (!code || !(await hasTwoFactor(userId))) return null
  const spent = await db()
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashRecoveryCode(userId, code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id })
  if (spent.length !== 1) return null
  return { left: await countRecoveryCodes(userId) }
}

/** New recovery codes in place of all the old ones (used or not); null when two-factor sign-in is off. */
export async function regenerateRecoveryCodes(userId: number, audit?: TwoFactorAudit): Promise<string[] | null> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .select({ userId: twoFactorKeys.userId })
      .from(twoFactorKeys)
      .where(and(eq(twoFactorKeys.userId, userId), isNotNull(twoFactorKeys.enabledAt)))
      .for('update')
    if (!row) return null
    await auditTwoFactor(tx, audit, 'new recovery codes')
    return replaceRecoveryCodes(tx, userId)
  })
}

/** Removes the account's key and recovery codes (turning it off, or the operator's command); true when it was on. */
export async function removeTwoFactor(userId: number, audit?: TwoFactorAudit): Promise<boolean> {
  return db().transaction(async (tx) => {
    const removed = await tx.delete(twoFactorKeys).where(eq(twoFactorKeys.userId, userId)).returning({ enabledAt: twoFactorKeys.enabledAt })
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
    const wasOn = removed.some((row) => row.enabledAt !== null)
    if (wasOn) await auditTwoFactor(tx, audit, 'turned off')
    return wasOn
  })
}

/** When the account's details last changed (a new password, a new role): a waiting sign-in older than that is void. */
export async function accountChangedAt(userId: number): Promise<Date | null> {
  const [row] = await db().select({ updatedAt: users.updatedAt }).from(users).where(eq(users.id, userId)).limit(1)
  return row?.updatedAt ?? null
}

// ---------------------------------------------------------------- guessing limits

const FIFTEEN_MINUTES = 15 * 60 * 1000

export const CODE_LIMITS = {
  perAccountAndAddress: { bucket: 'code-account-address', max: 5, windowMs: FIFTEEN_MINUTES },
  perAddress: { bucket: 'code-address', max: 20, windowMs: FIFTEEN_MINUTES },
  perAccount: { bucket: 'code-account', max: 10, windowMs: FIFTEEN_MINUTES },
}

/**
 * The owner is told when the account's codes are used up (issue 36 item 6.4): whoever typed them
 * had the password. One e-mail per lock: at most one in each window of the firm limit.
 */
export const CODE_LOCK_NOTICE = { bucket: 'code-lock-notice', max: 1, windowMs: CODE_LIMITS.perAccount.windowMs }

/** True when the account has no code attempts left in the window (the firm limit per account). */
export async function codesLocked(userId: number, now = new Date()): Promise<boolean> {
  return (await countHits(CODE_LIMITS.perAccount, String(userId), now)) >= CODE_LIMITS.perAccount.max
}

/** True when the owner was already told of this lock (a cheap look before the e-mail is made). */
export async function codeLockNoticeSent(userId: number, now = new Date()): Promise<boolean> {
  return (await countHits(CODE_LOCK_NOTICE, String(userId), now)) >= CODE_LOCK_NOTICE.max
}

/**
 * Queues the owner's e-mail about a lock once: the notice's place is reserved and the mail queued
 * in one transaction under the notice's lock, so a burst of refused codes queues one. True when
 * this call queued it.
 */
export async function queueCodeLockNotice(userId: number, mail: OutgoingMail, now = new Date()): Promise<boolean> {
  return db().transaction(async (tx) => {
    const reservation = await reserveIn(tx, CODE_LOCK_NOTICE, String(userId), now)
    if (!reservation.ok) return false
    await enqueueMail(tx, [mail], now)
    return true
  })
}

export type CodeAttempt<T> = { status: 'ok'; value: T } | { status: 'wrong' } | { status: 'limited'; retryAfterSeconds: number }

/**
 * Runs `verify` (checks a code from the app or a recovery code) for the account `userId` from the
 * client `address`, within CODE_LIMITS: each attempt is reserved before the code is checked, so
 * a burst of parallel guesses gets no more than the limit checked. A right code gives the
 * attempt back and forgets this client's earlier failures on the account.
 */
export async function attemptCode<T>(userId: number, address: string, verify: () => Promise<T | null | false>): Promise<CodeAttempt<T>> {
  const account = String(userId)
  const pairKey = `${account}|${address}`
  const held: number[] = []
  const giveBack = () => Promise.all(held.map((id) => release(id)))
  for (const [limit, key] of [
    [CODE_LIMITS.perAccountAndAddress, pairKey],
    [CODE_LIMITS.perAddress, address],
    [CODE_LIMITS.perAccount, account],
  ] as const) {
    const reservation = await reserve(limit, key)
    if (!reservation.ok) {
      await giveBack()
      return { status: 'limited', retryAfterSeconds: reservation.retryAfterSeconds }
    }
    held.push(reservation.hitId)
  }
  const value = await verify()
  if (value) {
    await giveBack()
    await clearHits(CODE_LIMITS.perAccountAndAddress, pairKey)
    return { status: 'ok', value }
  }
  return { status: 'wrong' }
}
