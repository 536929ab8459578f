// Where contact messages are stored: the public contact form adds them (at most five an hour
// from one address: enough for a person, too few to be a spam channel), the back office lists,
// opens (marking them read), counts the unread ones for its menu, answers them by e-mail, marks
// them unread again, and deletes them.
import { asc, eq, isNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import { db } from '../../database/db.server'
import { contactMessages, contactReplies, outbox } from '../../database/schema'
import type { ContactMessageInput } from '~/content/contact-message'
import type { Language } from '~/i18n/languages'
import { recordAudit, type Actor } from '~/models/audit.server'
import { enqueueMail, type OutgoingMail } from '~/models/outbox.server'
import type { Limit } from '~/models/rate-limit.server'
import { findRepeat } from '~/models/repeat-post.server'
import { isOneEmailAddress } from '~/utils/email-address'
import { contactMessage } from './contact-message'
import { countUnread, defineStore, insertRow } from './store.server'

export const contactMessageStore = defineStore({
  type: contactMessage,
  table: contactMessages,
  search: [contactMessages.name, contactMessages.email, contactMessages.subject],
  readAt: contactMessages.readAt,
  answeredAt: contactMessages.answeredAt,
  conditions: { show: { unread: isNull(contactMessages.readAt), unanswered: isNull(contactMessages.answeredAt) } },
  // a visitor's name and words never go into the activity log: a message is named by its number
  audit: { values: [], label: (row) => `Message ${row.id}` },
})

export const CONTACT_RATE_LIMIT: Limit = { bucket: 'contact-message', max: 5, windowMs: 60 * 60 * 1000 }

/**
 * Stores a message that has passed contactMessageSchema (spec 3: name, email, subject, message)
 * and queues the staff alerts made by `alerts` for it in the same transaction (both are kept, or
 * neither). `alerts` must not query the database: on the embedded one that would wait for this
 * transaction forever.
 */
export function createContactMessage(
  { name, email, subject, message }: ContactMessageInput,
  alerts: (message: { id: number }) => Promise<OutgoingMail[]> = async () => [],
  /** the contact page's: the language staff replies are framed in (decision 090) */
  language: Language = 'en',
) {
  return db().transaction(async (tx) => {
    // the same words from the same person a moment ago are the same message (decision 036): not stored twice, nor alerted
    const repeated = await findRepeat(tx, contactMessages, [
      { column: contactMessages.name, value: name },
      { column: contactMessages.email, value: email, anyCase: true },
      { column: contactMessages.subject, value: subject },
      { column: contactMessages.message, value: message },
    ])
    if (repeated) return { ...repeated, repeated: true }
    const row = await insertRow(contactMessageStore, { name, email, subject, message, language }, tx)
    await enqueueMail(tx, await alerts(row))
    return { ...row, repeated: false }
  })
}

/** Messages nobody has opened yet, for the menu; `except` leaves out the one this very request opens. */
export const countUnreadContactMessages = (except?: number) => countUnread(contactMessageStore, except)

/** What a reply may be, and what staff are told. */
export const REPLY_MAX_LENGTH = 10_000
export const REPLY_MESSAGES = {
  empty: 'Write your reply before sending it.',
  tooLong: `Your reply can be at most ${REPLY_MAX_LENGTH.toLocaleString('en-CA')} characters.`,
  stillSending: 'This reply is still being sent. Wait a moment, then reload the page to see it.',
  waiting: 'Reply saved. It waits in the outbox until e-mail is set up on the server.',
  noRecipient: 'This message’s e-mail is not one address, so no reply can be sent from here: nothing was sent.',
} as const

/** A reply written on the message's detail screen. */
export const replySchema = z.object({
  body: z.string().trim().min(1, REPLY_MESSAGES.empty).max(REPLY_MAX_LENGTH, REPLY_MESSAGES.tooLong),
})

/** The replies sent to a message, oldest first, each with what became of its e-mail (null once the outbox forgot it). */
export function listReplies(messageId: number) {
  return db()
    .select({
      id: contactReplies.id,
      authorEmail: contactReplies.authorEmail,
      sentTo: contactReplies.sentTo,
      body: contactReplies.body,
      createdAt: contactReplies.createdAt,
      delivery: outbox.status,
      deliveredAt: outbox.sentAt,
    })
    .from(contactReplies)
    .leftJoin(outbox, eq(outbox.id, contactReplies.outboxId))
    .where(eq(contactReplies.messageId, messageId))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id))
}

export type RepliedContactMessage = typeof contactMessages.$inferSelect

/**
 * The one address a reply to this message may go to, or null: a message stored before the form
 * checked its e-mail (issue 36 item 6.3) may hold a list or a line break, and a reply must never
 * go to several strangers.
 */
export function replyRecipient(message: Pick<RepliedContactMessage, 'email'>): string | null {
  return isOneEmailAddress(message.email) ? message.email : null
}

export type ReplyOutcome = 'sent' | 'gone' | 'no-recipient'

/**
 * Answers a message: queues the e-mail `mail` makes of it (which must not query the database:
 * it runs inside the transaction) to its one recipient, keeps the reply with the message (who,
 * when, to whom, what) and marks the message answered, all or nothing. 'gone' when the message
 * was deleted meanwhile, 'no-recipient' when its e-mail is not exactly one address.
 */
export function sendReply(
  messageId: number,
  author: { id: number; email: string },
  body: string,
  mail: (message: RepliedContactMessage, to: string) => Promise<OutgoingMail>,
  actor: Actor,
): Promise<ReplyOutcome> {
  return db().transaction(async (tx) => {
    const [message] = await tx.select().from(contactMessages).where(eq(contactMessages.id, messageId)).for('update')
    if (!message) return 'gone'
    const to = replyRecipient(message)
    if (!to) return 'no-recipient'
    const outgoing = await mail(message, to)
    if (outgoing.to !== to) throw new Error('A reply must go to the message\'s one address')
    const [queued] = await enqueueMail(tx, [outgoing])
    const now = new Date()
    await tx.insert(contactReplies).values({
      messageId,
      authorId: author.id,
      authorEmail: author.email,
      sentTo: outgoing.to,
      subject: outgoing.subject,
      body,
      outboxId: queued.id,
      createdAt: now,
    })
    await tx
      .update(contactMessages)
      .set({
        answeredAt: now,
        readAt: sql`coalesce(${contactMessages.readAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(contactMessages.id, messageId))
    // that a reply went, never what it said
    await recordAudit(tx, { actor, action: 'reply sent', itemType: contactMessage.labels.singular, itemId: messageId, itemLabel: `Message ${messageId}` })
    return 'sent' as const
  })
}

/** Marks a message unread again (New on the list, counted in the menu); false when there is no such message. */
export async function markUnread(messageId: number): Promise<boolean> {
  const marked = await db().update(contactMessages).set({ readAt: null }).where(eq(contactMessages.id, messageId)).returning({ id: contactMessages.id })
  return marked.length === 1
}
