// Where contact messages are stored: the public contact form adds them (at most five an hour
// from one address: enough for a person, too few to be a spam channel), the back office lists,
// opens (marking them read), counts the unread ones for its menu, and deletes them.
import { db } from '../../database/db.server'
import { contactMessages } from '../../database/schema'
import type { ContactMessageInput } from '~/content/contact-message'
import { enqueueMail, type OutgoingMail } from '~/models/outbox.server'
import type { Limit } from '~/models/rate-limit.server'
import { contactMessage } from './contact-message'
import { countUnread, defineStore, insertRow } from './store.server'

export const contactMessageStore = defineStore({
  type: contactMessage,
  table: contactMessages,
  search: [contactMessages.name, contactMessages.email, contactMessages.subject],
  readAt: contactMessages.readAt,
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
) {
  return db().transaction(async (tx) => {
    const row = await insertRow(contactMessageStore, { name, email, subject, message }, tx)
    await enqueueMail(tx, await alerts(row))
    return row
  })
}

/** Messages nobody has opened yet, for the menu; `except` leaves out the one this very request opens. */
export const countUnreadContactMessages = (except?: number) => countUnread(contactMessageStore, except)
