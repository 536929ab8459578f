// Routine clean-up: expired sessions, rate-limit hits older than any window and add forms'
// one-time keys older than a day. These deletes are idempotent, so several instances running
// them at once do no harm. Contact messages past their retention period go too
// (retention.server.ts: under a lock, so that one instance does it).
import { purgeOldFormKeys } from './form-submission.server'
import { purgeOldHits } from './rate-limit.server'
import { purgeExpiredContactMessages } from './retention.server'
import { purgeExpiredSessions } from './session.server'

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000

export async function runHousekeeping(now = new Date()) {
  await purgeExpiredSessions(now)
  await purgeOldHits(now)
  await purgeOldFormKeys(now)
  await purgeExpiredContactMessages(now)
}
