// What routes and models use to send e-mail: queue it with the change that causes it, then wake
// the worker once that change has committed.
import type { Database, Transaction } from '../../database/connection.server'
import { db } from '../../database/db.server'
import { enqueueMail, type OutgoingMail } from '~/models/outbox.server'
import { getOrganisation } from '~/models/settings.server'
import { env, mailFromAddress } from '~/utils/env.server'
import { startOutboxWorker, type OutboxWorker } from './outbox-worker.server'
import { smtpTransport, type MailToSend } from './smtp-transport.server'

export { wakeOutbox } from './outbox-worker.server'

/** Queues mail, in the transaction of the change that causes it when there is one. */
export function queueMail(mails: OutgoingMail[], executor: Database | Transaction = db()) {
  return enqueueMail(executor, mails)
}

/** Whether SMTP_URL is set: without it mail waits in the outbox, and the back office says so. */
export function isMailConfigured(): boolean {
  return Boolean(env().SMTP_URL)
}

/** MAIL_FROM, or the organisation's name and e-mail from the settings. */
export async function mailSender(): Promise<MailToSend['from']> {
  const configured = env().MAIL_FROM
  if (configured) {
    const address = mailFromAddress(configured)
    const name = configured.includes('<') ? configured.slice(0, configured.indexOf('<')).trim().replace(/^"|"$/g, '') : ''
    return name ? { name, address } : address
  }
  const organisation = await getOrganisation()
  return { name: organisation.name, address: organisation.email }
}

/** Starts the worker when SMTP_URL is set; null when it is not. */
export function startMailFromEnv(): OutboxWorker | null {
  const url = env().SMTP_URL
  if (!url) return null
  return startOutboxWorker({ transport: smtpTransport(url), from: mailSender })
}
