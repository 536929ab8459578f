// Routine clean-up: expired sessions, rate-limit hits older than any window and add forms'
// one-time keys older than a day, reset links a day past their time, e-mail bodies 30 days after
// sending and e-mail records past the retention period. These deletes are idempotent, so several instances running
// them at once do no harm. Contact messages past their retention period go too
// (retention.server.ts: under a lock, so that one instance does it), and so do activity log
// entries past theirs (audit.server.ts, likewise), and event registrations N days after their
// event (the privacy settings).
import { pruneAuditLog } from './audit.server'
import { purgeOldRegistrations } from './event-registration.server'
import { purgeOldFormKeys } from './form-submission.server'
import { purgeOutbox } from './outbox.server'
import { purgeOldTokens } from './one-time-token.server'
import { purgeOldHits } from './rate-limit.server'
import { contactRetentionCutoff, purgeExpiredContactMessages } from './retention.server'
import { getPrivacySettings } from './settings.server'
import { purgeExpiredSessions } from './session.server'

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000

export async function runHousekeeping(now = new Date()) {
  await purgeExpiredSessions(now)
  await purgeOldHits(now)
  await purgeOldFormKeys(now)
  await purgeExpiredContactMessages(now)
  await purgeOldTokens(now)
  const privacy = await getPrivacySettings()
  // e-mail records are kept as long as the messages that may have caused them
  await purgeOutbox(now, contactRetentionCutoff(now, privacy.contactRetentionMonths))
  await pruneAuditLog(privacy.auditRetentionMonths, now)
  // who registered for an event, and who came, goes N days after it (issue 38)
  await purgeOldRegistrations(privacy.registrationRetentionDays, now)
}
