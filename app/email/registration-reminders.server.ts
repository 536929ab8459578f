// The reminder before an event (issue 38): every few minutes, the confirmed registrations whose
// event starts within its reminder time get one e-mail each, queued in the outbox in the same
// transaction that marks the registration reminded (app/models/event-registration.server.ts), so
// a restart never sends one twice nor loses one, and several instances never both send it.
import { queueDueReminders } from '~/models/event-registration.server'
import { logger } from '~/utils/logger.server'
import { wakeOutbox } from './outbox.server'
import { prepareRegistrationMails } from './registration-mails.server'

export const REMINDER_INTERVAL_MS = 5 * 60 * 1000

/** Queues the reminders due at `now`; the count queued. */
export async function sendDueReminders(now = new Date()): Promise<number> {
  const mail = await prepareRegistrationMails()
  let total = 0
  // in batches, so one transaction never holds many rows
  for (;;) {
    const queued = await queueDueReminders(mail, now)
    total += queued
    if (queued < 50) break
  }
  if (total > 0) {
    logger.info({ reminders: total }, 'Event reminders queued')
    wakeOutbox()
  }
  return total
}

/** Checks for due reminders now and every REMINDER_INTERVAL_MS; gives back what stops it. */
export function startRegistrationReminders(): () => void {
  const run = () => sendDueReminders().catch((error) => logger.error({ err: error }, 'Event reminders failed'))
  void run()
  const timer = setInterval(run, REMINDER_INTERVAL_MS)
  timer.unref()
  return () => clearInterval(timer)
}
