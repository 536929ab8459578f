// Messages sent through the public contact form (spec 3: id, name, email, subject, message,
// createdAt). The admin back office adds its list, detail and delete queries here.
import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import { db } from '../../database/db.server'
import { contactMessages } from '../../database/schema'
import type { ContactMessageInput } from '~/content/contact-message'
import type { ListParams } from '~/utils/list-params.server'
import { countRows, dateOrder, searchWhere } from './list-query.server'
import { enqueueMail, type OutgoingMail } from './outbox.server'
import type { Limit } from './rate-limit.server'

/** Five messages an hour from one address: enough for a person, too few to be a spam channel. */
export const CONTACT_RATE_LIMIT: Limit = { bucket: 'contact-message', max: 5, windowMs: 60 * 60 * 1000 }

/**
 * Stores a message that has passed contactMessageSchema, and queues the staff alerts made by
 * `alerts` for it in the same transaction (both are kept, or neither). `alerts` must not query
 * the database: on the embedded one that would wait for this transaction forever.
 */
export async function createContactMessage(input: ContactMessageInput, alerts: (message: { id: number }) => Promise<OutgoingMail[]> = async () => []) {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ name: input.name, email: input.email, subject: input.subject, message: input.message })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt })
    await enqueueMail(tx, await alerts(row))
    return row
  })
}

// ---------------------------------------------------------------- back office

export type AdminContactMessageRow = { id: number; name: string; email: string; subject: string; createdAt: Date; read: boolean }

/** One page of the back-office list: search on name, e-mail and subject; newest or oldest first. */
export async function listContactMessagesForAdmin(params: ListParams): Promise<{ rows: AdminContactMessageRow[]; total: number }> {
  const where = searchWhere([contactMessages.name, contactMessages.email, contactMessages.subject], params.q)
  const [rows, total] = await Promise.all([
    db()
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        email: contactMessages.email,
        subject: contactMessages.subject,
        createdAt: contactMessages.createdAt,
        read: sql<boolean>`${contactMessages.readAt} is not null`,
      })
      .from(contactMessages)
      .where(where)
      .orderBy(...dateOrder(contactMessages.createdAt, contactMessages.id, params.sort))
      .limit(params.limit)
      .offset(params.offset),
    countRows(contactMessages, where),
  ])
  return { rows, total }
}

export async function getContactMessage(id: number) {
  const [row] = await db().select().from(contactMessages).where(eq(contactMessages.id, id))
  return row ?? null
}

/** Marks a message read the first time staff open it (the first reading time is kept). */
export async function markContactMessageRead(id: number): Promise<void> {
  await db()
    .update(contactMessages)
    .set({ readAt: new Date() })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.readAt)))
}

/** Messages nobody has opened yet; `except` leaves out the one being opened by this very request. */
export async function countUnreadContactMessages(except?: number): Promise<number> {
  const unread = isNull(contactMessages.readAt)
  return countRows(contactMessages, except === undefined ? unread : and(unread, ne(contactMessages.id, except)))
}

export async function deleteContactMessage(id: number): Promise<boolean> {
  const deleted = await db().delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id })
  return deleted.length > 0
}
