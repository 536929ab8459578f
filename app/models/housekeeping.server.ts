// Routine clean-up: expired sessions and rate-limit hits older than any window. Both deletes
// are idempotent, so several instances running them at once do no harm.
import { purgeOldHits } from './rate-limit.server'
import { purgeExpiredSessions } from './session.server'

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000

export async function runHousekeeping(now = new Date()) {
  await purgeExpiredSessions(now)
  await purgeOldHits(now)
}
