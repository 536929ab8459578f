// The worker that empties the outbox: it claims one due mail at a time, sends it, and records
// the answer or the error (retried with a growing wait, app/models/outbox.server.ts). It runs
// every few seconds and at once when a request has just queued mail (wakeOutbox).
import { claimNextMail, markMailAttemptFailed, markMailSent } from '~/models/outbox.server'
import { logger } from '~/utils/logger.server'
import type { MailToSend, MailTransport } from './smtp-transport.server'

export const OUTBOX_POLL_MS = 15_000

export type OutboxWorker = { wake(): Promise<void>; stop(): Promise<void> }

type Options = {
  transport: MailTransport
  /** the sender, read for each mail (the organisation's e-mail may change in the settings) */
  from: () => Promise<MailToSend['from']>
  pollMs?: number
}

let current: OutboxWorker | null = null

/** Starts this process's worker (one per process; stopping it closes the transport). */
export function startOutboxWorker({ transport, from, pollMs = OUTBOX_POLL_MS }: Options): OutboxWorker {
  let stopped = false
  // drains run one after another; a wake during a drain schedules one more (which will see the
  // new mail), and wakes while that one waits share it
  let chain: Promise<void> = Promise.resolve()
  let scheduled = false

  async function drain() {
    while (!stopped) {
      const mail = await claimNextMail()
      if (!mail) return
      try {
        const response = await transport.send({
          from: await from(),
          to: mail.to,
          replyTo: mail.replyTo,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          messageId: mail.messageId,
          attachment: mail.attachment,
        })
        await markMailSent(mail.id, response)
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        logger.warn({ mailId: mail.id, attempt: mail.attempts, error: message }, 'An e-mail could not be sent; it will be tried again')
        await markMailAttemptFailed(mail.id, message)
      }
    }
  }

  /** Resolves when a drain that started after this call has finished. */
  function wake(): Promise<void> {
    if (stopped || scheduled) return chain
    scheduled = true
    chain = chain
      .then(() => {
        scheduled = false
        return drain()
      })
      .catch((error: unknown) => logger.error({ err: error }, 'The e-mail worker failed; it will run again'))
    return chain
  }

  const timer = setInterval(() => void wake(), pollMs)
  timer.unref()
  const worker: OutboxWorker = {
    wake,
    async stop() {
      stopped = true
      clearInterval(timer)
      await chain
      transport.close()
      if (current === worker) current = null
    },
  }
  current = worker
  void wake()
  return worker
}

/** Called after a transaction that queued mail has committed: sends it now rather than at the next poll. */
export function wakeOutbox(): void {
  void current?.wake()
}

