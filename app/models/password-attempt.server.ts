// Guessing a password is limited without letting a stranger lock the owner out
// (docs/decisions/013-password-guessing-limits.md):
// - one client (network address) gets 5 wrong passwords per account and 20 in all per 15
//   minutes, then a 429 with Retry-After;
// - an account that sees many failures from anywhere answers every further attempt more
//   slowly (a growing delay), but never refuses a correct password from a client that has
//   not itself failed.
// Each attempt is reserved before the password is hashed, so a burst of parallel guesses
// gets no more than the limit verified. Logins and the account page's current-password
// check share these counts.
import { clearHits, countHits, recordHit, release, reserve } from './rate-limit.server'

const FIFTEEN_MINUTES = 15 * 60 * 1000

export const PASSWORD_LIMITS = {
  perAccountAndAddress: { bucket: 'password-account-address', max: 5, windowMs: FIFTEEN_MINUTES },
  perAddress: { bucket: 'password-address', max: 20, windowMs: FIFTEEN_MINUTES },
  /** failures on an account from every address: they slow the account's attempts down */
  perAccount: { bucket: 'password-account', windowMs: FIFTEEN_MINUTES },
}

/** Failures on an account before its attempts are slowed down. */
export const DELAY_AFTER_FAILURES = 5
const FIRST_DELAY_MS = 1000
const MAX_DELAY_MS = 10_000

/** 0 for the first failures, then 1 s, 2 s, 4 s, 8 s, 10 s... */
export function accountDelayMs(failures: number) {
  if (failures < DELAY_AFTER_FAILURES) return 0
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - DELAY_AFTER_FAILURES))
}

export type PasswordAttempt<T> = { status: 'ok'; value: T } | { status: 'wrong' } | { status: 'limited'; retryAfterSeconds: number }

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Runs `verify` (which hashes the password and returns the account, or null) for `account`
 * (a lower-case e-mail address) from the client `address`, within the limits above.
 */
export async function attemptPassword<T>(
  account: string,
  address: string,
  verify: () => Promise<T | null | false>,
  options: { sleep?: (ms: number) => Promise<void> } = {},
): Promise<PasswordAttempt<T>> {
  const pairKey = `${account}|${address}`
  const pair = await reserve(PASSWORD_LIMITS.perAccountAndAddress, pairKey)
  if (!pair.ok) return { status: 'limited', retryAfterSeconds: pair.retryAfterSeconds }
  const client = await reserve(PASSWORD_LIMITS.perAddress, address)
  if (!client.ok) {
    await release(pair.hitId)
    return { status: 'limited', retryAfterSeconds: client.retryAfterSeconds }
  }

  const delay = accountDelayMs(await countHits(PASSWORD_LIMITS.perAccount, account))
  if (delay > 0) await (options.sleep ?? wait)(delay)

  const value = await verify()
  if (value) {
    // a correct password is not a failure; this client's earlier failures on it are forgotten
    await release(client.hitId)
    await clearHits(PASSWORD_LIMITS.perAccountAndAddress, pairKey)
    return { status: 'ok', value }
  }
  await recordHit(PASSWORD_LIMITS.perAccount, account)
  return { status: 'wrong' }
}
