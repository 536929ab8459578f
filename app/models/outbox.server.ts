// The outbox: every e-mail is a row first, written in the transaction of the change that causes
// it, so that a crash or an SMTP outage never loses one and a change that rolls back never sends
// one. The worker (app/email/outbox-worker.server.ts) claims due rows, sends them and records the
// answer. Claims use FOR UPDATE SKIP LOCKED, so that instances sharing one PostgreSQL never take
// the same mail; a claim lapses after CLAIM_MS, so a mail whose sender died is sent later.
import crypto from 'node:crypto'
import { and, count, desc, eq, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm'
import { db } from '../../database/db.server'
import type { Database, Transaction } from '../../database/connection.server'
import { outbox } from '../../database/schema'
import { env } from '~/utils/env.server'
import { recordAudit, type Actor } from './audit.server'

export type OutgoingMail = {
  /** what the mail is for, shown on the back office's E-mail screen: 'password-reset', 'test'... */
  kind: string
  to: string
  subject: string
  html: string
  text: string
  /** where an answer to it goes (the Reply-To header); unset: to the sender */
  replyTo?: string
  /** holds a link that signs someone in, or a visitor's words: its body is emptied as soon as it is sent */
  sensitive?: boolean
  /** a PDF sent with it (a donation receipt) */
  attachment?: MailAttachment
}

export type MailAttachment = { name: string; bytes: Uint8Array }

export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'held' | 'dropped'
export const OUTBOX_STATUSES: readonly OutboxStatus[] = ['queued', 'sending', 'sent', 'failed', 'held', 'dropped']

/** Retries stop a day after the mail was queued (or sent again by staff). */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000
/** A claim longer than any SMTP conversation (nodemailer's timeouts add up to under a minute). */
export const CLAIM_MS = 2 * 60 * 1000
/** Bodies of sent mail are kept this long, then emptied; the record stays. */
export const SENT_BODY_KEPT_MS = 30 * 24 * 60 * 60 * 1000

/** Wait before the next attempt: 1 minute, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60 * 1000, 60 * 1000 * 2 ** Math.max(0, attempts - 1))
}

/**
 * Queues mail. Pass the transaction of the change that causes it, so that both commit or
 * neither does. The Message-ID names the site (SITE_URL) and is the same on every attempt.
 */
export async function enqueueMail(executor: Database | Transaction, mails: OutgoingMail[], now = new Date()) {
  if (mails.length === 0) return []
  const messageDomain = new URL(env().SITE_URL).hostname
  return executor
    .insert(outbox)
    .values(
      mails.map((mail) => ({
        kind: mail.kind,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        sensitive: mail.sensitive ?? false,
        attachmentName: mail.attachment?.name ?? null,
        attachment: mail.attachment?.bytes ?? null,
        messageId: `<${crypto.randomUUID()}@${messageDomain}>`,
        replyTo: mail.replyTo ?? null,
        nextAttemptAt: now,
        giveUpAt: new Date(now.getTime() + GIVE_UP_AFTER_MS),
        createdAt: now,
      })),
    )
    .returning({ id: outbox.id })
}

export type ClaimedMail = {
  id: number
  to: string
  subject: string
  html: string
  text: string
  messageId: string
  replyTo: string | null
  attempts: number
  attachment: MailAttachment | null
}

/** Takes the next due mail for this worker (none when nothing is due or others hold the rest). */
export async function claimNextMail(now = new Date()): Promise<ClaimedMail | null> {
  const due = db()
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        isNotNull(outbox.html),
        or(and(eq(outbox.status, 'queued'), lte(outbox.nextAttemptAt, now)), and(eq(outbox.status, 'sending'), lt(outbox.claimedUntil, now))),
      ),
    )
    .orderBy(outbox.nextAttemptAt, outbox.id)
    .limit(1)
    .for('update', { skipLocked: true })
  const [row] = await db()
    .update(outbox)
    .set({ status: 'sending', claimedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      html: outbox.html,
      text: outbox.text,
      messageId: outbox.messageId,
      replyTo: outbox.replyTo,
      attempts: outbox.attempts,
      attachmentName: outbox.attachmentName,
      attachmentBytes: outbox.attachment,
    })
  if (!row) return null
  const { attachmentName, attachmentBytes, ...mail } = row
  const attachment = attachmentName && attachmentBytes ? { name: attachmentName, bytes: attachmentBytes } : null
  return { ...mail, html: row.html ?? '', text: row.text ?? '', attachment }
}

/** Records a delivery to the SMTP server; a sensitive body is emptied now. */
export async function markMailSent(id: number, smtpResponse: string, now = new Date()) {
  await db()
    .update(outbox)
    .set({
      status: 'sent',
      sentAt: now,
      smtpResponse: smtpResponse.slice(0, 1000),
      lastError: null,
      claimedUntil: null,
      html: sql`case when ${outbox.sensitive} then null else ${outbox.html} end`,
      text: sql`case when ${outbox.sensitive} then null else ${outbox.text} end`,
      attachment: sql`case when ${outbox.sensitive} then null else ${outbox.attachment} end`,
    })
    .where(eq(outbox.id, id))
}

/** Records a failed attempt: queued again after a growing wait, or failed once the day is over. */
export async function markMailAttemptFailed(id: number, error: string, now = new Date()) {
  const [row] = await db().select({ attempts: outbox.attempts, giveUpAt: outbox.giveUpAt }).from(outbox).where(eq(outbox.id, id))
  if (!row) return
  const next = new Date(now.getTime() + retryDelayMs(row.attempts))
  const giveUp = next > row.giveUpAt
  await db()
    .update(outbox)
    .set({ status: giveUp ? 'failed' : 'queued', nextAttemptAt: next, lastError: error.slice(0, 1000), claimedUntil: null })
    .where(eq(outbox.id, id))
}

export class MailNotResendableError extends Error {
  constructor() {
    super('Only a failed e-mail can be sent again.')
    this.name = 'MailNotResendableError'
  }
}

/** "Send again" on a failed mail: queued now, with another day of retries. */
export async function resendMail(id: number, now = new Date()) {
  const [row] = await db()
    .update(outbox)
    .set({ status: 'queued', nextAttemptAt: now, giveUpAt: new Date(now.getTime() + GIVE_UP_AFTER_MS), lastError: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed'), isNotNull(outbox.html)))
    .returning({ id: outbox.id })
  if (!row) throw new MailNotResendableError()
}

/**
 * Mail that was waiting when a backup was made comes back held (decision 046): an Administrator
 * sends it (queued now, with a day of retries) or drops it (its body emptied, its record kept).
 * `id`: one mail; none: every held mail. One transaction, one activity-log entry a mail.
 */
export async function decideHeldMail(decision: 'send' | 'drop', actor: Actor, id?: number, now = new Date()): Promise<number> {
  return db().transaction(async (tx) => {
    const which = and(eq(outbox.status, 'held'), id === undefined ? undefined : eq(outbox.id, id))
    const changed = await tx
      .update(outbox)
      .set(
        decision === 'send'
          ? { status: 'queued', nextAttemptAt: now, giveUpAt: new Date(now.getTime() + GIVE_UP_AFTER_MS), lastError: null, claimedUntil: null }
          : { status: 'dropped', html: null, text: null, attachment: null, claimedUntil: null },
      )
      .where(which)
      .returning({ id: outbox.id, kind: outbox.kind })
    // named by number and kind: a subject may carry a visitor's words, which the log never keeps
    for (const mail of changed) {
      await recordAudit(tx, { actor, action: decision === 'send' ? 'held mail sent' : 'held mail dropped', itemType: 'E-mail', itemId: mail.id, itemLabel: `E-mail ${mail.id} (${mail.kind})` })
    }
    return changed.length
  })
}

export type OutboxRow = {
  id: number
  kind: string
  to: string
  /** where an answer goes, when not to the sender */
  replyTo: string | null
  subject: string
  status: OutboxStatus
  attempts: number
  createdAt: Date
  sentAt: Date | null
  nextAttemptAt: Date
  lastError: string | null
  smtpResponse: string | null
  canResend: boolean
}

export const OUTBOX_PAGE_SIZE = 25

/** One page of the E-mail screen, newest first, optionally one status only. */
export async function listOutbox(status: OutboxStatus | null, page: number): Promise<{ rows: OutboxRow[]; total: number }> {
  const where = status ? eq(outbox.status, status) : undefined
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        id: outbox.id,
        kind: outbox.kind,
        to: outbox.to,
        replyTo: outbox.replyTo,
        subject: outbox.subject,
        status: outbox.status,
        attempts: outbox.attempts,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
        nextAttemptAt: outbox.nextAttemptAt,
        lastError: outbox.lastError,
        smtpResponse: outbox.smtpResponse,
        canResend: sql<boolean>`${outbox.status} = 'failed' and ${outbox.html} is not null`,
      })
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(OUTBOX_PAGE_SIZE)
      .offset((Math.max(1, page) - 1) * OUTBOX_PAGE_SIZE),
    db().select({ n: count() }).from(outbox).where(where),
  ])
  return { rows, total: total.n }
}

/** How many mails wait or failed: the back office's banner and the E-mail screen's tabs. */
export async function countOutboxByStatus(): Promise<Record<OutboxStatus, number>> {
  const rows = await db().select({ status: outbox.status, n: count() }).from(outbox).groupBy(outbox.status)
  const counts: Record<OutboxStatus, number> = { queued: 0, sending: 0, sent: 0, failed: 0, held: 0, dropped: 0 }
  for (const row of rows) counts[row.status] = row.n
  return counts
}

/**
 * Housekeeping: bodies of mail sent more than 30 days ago are emptied; records older than the
 * retention period (the one that applies to contact messages) are deleted, whatever their state.
 */
export async function purgeOutbox(now: Date, retentionCutoff: Date) {
  await db()
    .update(outbox)
    .set({ html: null, text: null, attachment: null })
    .where(and(eq(outbox.status, 'sent'), lt(outbox.sentAt, new Date(now.getTime() - SENT_BODY_KEPT_MS)), isNotNull(outbox.html)))
  await db().delete(outbox).where(lt(outbox.createdAt, retentionCutoff))
}
