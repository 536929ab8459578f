// The alert staff get for a new contact message (issue 14, item 7), delivered through the outbox
// to a real SMTP server: by default it says only that a message arrived, with a link; the
// sender's words go into it only when staff choose so in the settings.
import { eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../../database/db.server'
import { contactMessages, outbox } from '../../../database/schema'
import { useTestDatabase } from '../../../database/test-database'
import { DEFAULT_ALERT_SETTINGS } from '~/content/settings'
import { saveSiteSettings } from '~/models/settings.server'
import { OPERATOR } from '~/models/audit.server'
import { createUser } from '~/models/user.server'
import { useMailDelivery } from '../../../tests/support/smtp-test-server'
import { action } from './contact'

useTestDatabase()

const delivery = useMailDelivery()
beforeAll(async () => {
  await createUser({ email: 'director@example.org', password: 'a long admin password', roles: ['administrator'] })
  await createUser({ email: 'counsellor@example.org', password: 'a long admin password', roles: ['administrator'] })
  await createUser({ email: 'member@example.org', password: 'a long member password', roles: [] })
})
beforeEach(async () => {
  delivery.smtp.received.length = 0
  await db().delete(outbox)
  await saveSiteSettings({ alerts: DEFAULT_ALERT_SETTINGS }, OPERATOR)
})

const MESSAGE = {
  name: 'Harpreet Kaur',
  email: 'harpreet@example.org',
  subject: 'Support for my father',
  message: 'My father lives alone since my mother passed. Could someone call him?',
}

let counter = 0
async function send(fields: Record<string, string> = MESSAGE) {
  counter += 1
  // words of their own each time: the same message sent again within minutes is a repeat, not stored (decision 036)
  const request = new Request('http://localhost/contact', { method: 'POST', body: new URLSearchParams({ ...fields, message: `${fields.message} (${counter})` }) })
  const result = (await action({ request, params: {}, context: { cspNonce: '', clientAddress: `203.0.113.${counter}` } } as any)) as Response
  expect(result.status).toBe(302)
  const [stored] = await db().select({ id: contactMessages.id }).from(contactMessages).orderBy(contactMessages.id).limit(1).offset((await db().select().from(contactMessages)).length - 1)
  await delivery.deliver()
  return stored.id
}

describe('the new-message alert', () => {
  it('goes to every admin by default and says only that a message arrived, with a link to it', async () => {
    const id = await send()
    const mails = await delivery.smtp.waitFor(2)
    expect(mails.flatMap((m) => m.envelopeTo).sort()).toEqual(['counsellor@example.org', 'director@example.org'])
    for (const mail of mails) {
      expect(mail.subject).toBe('New message on the website')
      expect(mail.text).toContain(`/admin/contact-messages/${id}`)
      for (const secret of [MESSAGE.name, MESSAGE.email, MESSAGE.subject, 'mother passed']) {
        expect(mail.text).not.toContain(secret)
        expect(mail.html).not.toContain(secret)
        expect(mail.subject).not.toContain(secret)
      }
    }
    // no e-mail to the person who wrote: someone else may read their inbox
    expect(delivery.smtp.received.flatMap((m) => m.envelopeTo)).not.toContain(MESSAGE.email)
  })

  it('goes to the addresses staff chose, with the sender, subject and message when they ask for them; that body leaves the outbox once sent', async () => {
    await saveSiteSettings({ alerts: { addresses: ['intake@example.org'], contents: 'full' } }, OPERATOR)
    await send()
    const [mail] = await delivery.smtp.waitFor(1)
    expect(mail.envelopeTo).toEqual(['intake@example.org'])
    expect(mail.text).toContain('From: Harpreet Kaur (harpreet@example.org)')
    expect(mail.text).toContain('Subject: Support for my father')
    expect(mail.text).toContain(MESSAGE.message)
    const [row] = await db().select().from(outbox).where(eq(outbox.to, 'intake@example.org'))
    expect(row.status).toBe('sent')
    expect(row.text).toBeNull()
  })

  it('is queued with the message or not at all: a refused message queues no alert', async () => {
    const request = new Request('http://localhost/contact', { method: 'POST', body: new URLSearchParams({ ...MESSAGE, message: 'Hi' }) })
    await action({ request, params: {}, context: { cspNonce: '', clientAddress: '203.0.113.250' } } as any)
    expect(await db().select().from(outbox)).toHaveLength(0)
  })
})
