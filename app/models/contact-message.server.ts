// Messages sent through the public contact form (spec 3: id, name, email, subject, message,
// createdAt). The admin back office adds its list, detail and delete queries here.
import { db } from '../../database/db.server'
import { contactMessages } from '../../database/schema'
import type { ContactMessageInput } from '~/content/contact-message'
import type { Limit } from './rate-limit.server'

/** Five messages an hour from one address: enough for a person, too few to be a spam channel. */
export const CONTACT_RATE_LIMIT: Limit = { bucket: 'contact-message', max: 5, windowMs: 60 * 60 * 1000 }

/** Stores a message that has passed contactMessageSchema. */
export async function createContactMessage(input: ContactMessageInput) {
  const [row] = await db()
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, subject: input.subject, message: input.message })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt })
  return row
}
