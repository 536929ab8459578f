// Answering a contact message from the back office (issue 14, item 8): the reply goes through the
// outbox to a real SMTP server with the message quoted, is kept with the message (who, when,
// what), marks it Answered; a refused reply keeps what was typed and sends nothing; a double post
// sends once; staff can mark a message unread again and list only unread or unanswered ones.
import { eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../../../database/db.server'
import { contactMessages, contactReplies, outbox } from '../../../../database/schema'
import { useTestDatabase } from '../../../../database/test-database'
import { REPLY_MESSAGES, sendReply } from '~/content-types/contact-message.server'
import { adminCookie, call } from '../../../../tests/support/admin-test-helpers'
import { useMailDelivery } from '../../../../tests/support/smtp-test-server'
import { loader as layoutLoader } from '../layout'
import { action as detailAction, loader as detailLoader } from './detail'
import { action as listAction, loader as listLoader } from './list'
import { OPERATOR } from '~/models/audit.server'
import { getOrganisation, saveOrganisation } from '~/models/settings.server'

useTestDatabase()
const delivery = useMailDelivery()

// the organisation's e-mail under Settings, other than the sender the test's worker uses
const ORGANISATION_EMAIL = 'office@sahara.example'

let cookie = ''
let adminEmail = ''
beforeAll(async () => {
  await saveOrganisation({ ...(await getOrganisation()), email: ORGANISATION_EMAIL })
  cookie = await adminCookie()
  const me = await call(layoutLoader, '/admin', { cookie })
  adminEmail = me.data.email
})

const MESSAGE = {
  name: 'Harpreet Kaur',
  email: 'harpreet@example.org',
  subject: 'Support for my father',
  message: 'My father lives alone since my mother passed.\nCould someone call him?',
  createdAt: new Date('2025-03-01T15:00:00Z'),
}

let messageId = 0
beforeEach(async () => {
  delivery.smtp.received.length = 0
  await db().delete(outbox)
  await db().delete(contactMessages)
  const [row] = await db().insert(contactMessages).values(MESSAGE).returning()
  messageId = row.id
})

const url = () => `/admin/contact-messages/${messageId}`
const open = () => call(detailLoader, url(), { cookie, params: { id: String(messageId) } })

function replyForm(body: string, formKey?: string) {
  return new URLSearchParams({ intent: 'reply', body, ...(formKey ? { submissionKey: formKey } : {}) })
}
const post = (body: URLSearchParams, id = messageId) => call(detailAction, `/admin/contact-messages/${id}`, { cookie, body, params: { id: String(id) } })

describe('replying to a contact message', () => {
  it('e-mails the reply with the message quoted, keeps it with the message and marks the message Answered', async () => {
    const before = await open()
    // the screen names the one recipient, the sender and where an answer goes, before sending
    expect(before.data).toMatchObject({ to: 'harpreet@example.org', from: expect.any(String), replyTo: ORGANISATION_EMAIL, replies: [] })

    const sent = await post(replyForm('  Dear Harpreet,\nWe will call your father this week.\nSunita  ', before.data.replyFormKey))
    expect(sent.status).toBe(302)
    expect(sent.location).toBe(url())
    // this test server has no SMTP_URL: the toast says the reply waits, as it does
    expect(sent.flash).toEqual({ type: 'success', message: REPLY_MESSAGES.waiting })

    await delivery.deliver()
    const [mail] = await delivery.smtp.waitFor(1)
    expect(mail.envelopeTo).toEqual(['harpreet@example.org'])
    expect(mail.from?.text).toBe('info@example.org')
    // the visitor's answer goes to the organisation's e-mail from the settings (issue 36 item 5)
    expect(mail.replyTo?.text).toBe(ORGANISATION_EMAIL)
    expect(mail.headers.get('reply-to')).toMatchObject({ value: [{ address: ORGANISATION_EMAIL, name: '' }] })
    expect(mail.subject).toBe('Re: Support for my father')
    expect(mail.text).toContain('Dear Harpreet,\nWe will call your father this week.\nSunita')
    expect(mail.text).toContain('On 1 March 2025, 8:00 a.m., Harpreet Kaur wrote:\n> My father lives alone since my mother passed.\n> Could someone call him?')
    expect(mail.html).toContain('We will call your father this week.')
    expect(mail.html).toContain('Could someone call him?')

    const after = await open()
    expect(after.data.replies).toEqual([
      {
        id: expect.any(Number),
        by: adminEmail,
        to: 'harpreet@example.org',
        sent: expect.stringMatching(/\d{4}, \d{1,2}:\d{2} [ap]\.m\.$/),
        body: 'Dear Harpreet,\nWe will call your father this week.\nSunita',
        delivery: 'sent',
      },
    ])
    const list = await call(listLoader, '/admin/contact-messages', { cookie })
    expect(list.data.rows).toEqual([expect.objectContaining({ id: messageId, answered: true, read: true })])
  })

  it('refuses an empty or an over-long reply beside the box, keeping what was typed, and sends nothing', async () => {
    const empty = await post(replyForm('   \n  '))
    expect(empty.status).toBe(400)
    expect(empty.data).toEqual({ typed: '   \n  ', error: REPLY_MESSAGES.empty })

    const long = 'Thank you. '.repeat(1000)
    const tooLong = await post(replyForm(long))
    expect(tooLong.status).toBe(400)
    expect(tooLong.data).toEqual({ typed: long, error: 'Your reply can be at most 10,000 characters.' })

    expect(await db().select().from(contactReplies)).toEqual([])
    expect(await db().select().from(outbox)).toEqual([])
    const [message] = await db().select().from(contactMessages).where(eq(contactMessages.id, messageId))
    expect(message.answeredAt).toBeNull()
  })

  it('sends a form posted twice (a double click) once, whether the posts come together or one after the other', async () => {
    const { data } = await open()
    const together = await Promise.all([post(replyForm('We will call.', data.replyFormKey)), post(replyForm('We will call.', data.replyFormKey))])
    expect(together.map((outcome) => outcome.status)).toEqual([302, 302])
    const again = await post(replyForm('We will call.', data.replyFormKey))
    expect(again.status).toBe(302)
    expect(await db().select().from(contactReplies)).toHaveLength(1)
    expect(await db().select().from(outbox)).toHaveLength(1)
  })

  it('keeps nothing when the e-mail cannot be made: no reply, no mail, not answered', async () => {
    await expect(
      sendReply(
        messageId,
        { id: 1, email: 'admin@example.org' },
        'Hello',
        async () => {
          throw new Error('template failed')
        },
        OPERATOR,
      ),
    ).rejects.toThrow('template failed')
    expect(await db().select().from(contactReplies)).toEqual([])
    expect(await db().select().from(outbox)).toEqual([])
    const [message] = await db().select().from(contactMessages).where(eq(contactMessages.id, messageId))
    expect(message.answeredAt).toBeNull()
  })

  it('says so when the message was deleted while the reply was being written, and sends nothing', async () => {
    const { data } = await open()
    await db().delete(contactMessages).where(eq(contactMessages.id, messageId))
    const outcome = await post(replyForm('We will call.', data.replyFormKey))
    expect(outcome.location).toBe('/admin/contact-messages')
    expect(outcome.flash).toEqual({ type: 'error', message: 'That item was already deleted.' })
    expect(await db().select().from(outbox)).toEqual([])
  })

  // issue 36 item 6.3: a message stored before the form checked its e-mail may name several
  // addresses or hold a line break; a reply must never reach strangers
  it.each(['harpreet@example.org, stranger@evil.example', 'harpreet@example.org\r\nBcc: stranger@evil.example', 'Harpreet <harpreet@example.org>'])(
    'sends no reply to a message whose e-mail is not exactly one address (%j): the screen says so, and a forged post sends nothing',
    async (email) => {
      await db().update(contactMessages).set({ email }).where(eq(contactMessages.id, messageId))
      const { data } = await open()
      expect(data.to).toBeNull()
      const outcome = await post(replyForm('We will call.', data.replyFormKey))
      expect(outcome.status).toBe(400)
      expect(outcome.data).toEqual({ typed: 'We will call.', error: REPLY_MESSAGES.noRecipient })
      expect(await db().select().from(outbox)).toEqual([])
      expect(await db().select().from(contactReplies)).toEqual([])
      const [message] = await db().select().from(contactMessages).where(eq(contactMessages.id, messageId))
      expect(message.answeredAt).toBeNull()
      // the same form, once the address is fixed, still sends (its key was given back)
      await db().update(contactMessages).set({ email: 'harpreet@example.org' }).where(eq(contactMessages.id, messageId))
      expect((await post(replyForm('We will call.', data.replyFormKey))).status).toBe(302)
      await delivery.deliver()
      const [mail] = await delivery.smtp.waitFor(1)
      expect(mail.envelopeTo).toEqual(['harpreet@example.org'])
    },
  )

  it('goes with its message when the message is deleted', async () => {
    await post(replyForm('We will call.'))
    expect(await db().select().from(contactReplies)).toHaveLength(1)
    const deleted = await call(listAction, '/admin/contact-messages', { cookie, body: new URLSearchParams({ intent: 'delete', id: String(messageId) }) })
    expect(deleted.flash?.message).toBe('Item Deleted Successfully!')
    expect(await db().select().from(contactReplies)).toEqual([])
  })
})

describe('unread and unanswered', () => {
  it('marks an opened message unread again: New on the list and counted in the menu', async () => {
    await open()
    expect((await call(layoutLoader, '/admin', { cookie })).data.unreadMessages).toBe(0)
    const marked = await post(new URLSearchParams({ intent: 'mark-unread' }))
    expect(marked.location).toBe('/admin/contact-messages')
    expect(marked.flash).toEqual({ type: 'success', message: 'Marked as unread.' })
    expect((await call(layoutLoader, '/admin', { cookie })).data.unreadMessages).toBe(1)
    const list = await call(listLoader, '/admin/contact-messages', { cookie })
    expect(list.data.rows[0]).toMatchObject({ id: messageId, read: false })
  })

  it('lists only the unread, or only the unanswered, messages when asked; an unknown choice lists them all', async () => {
    const [other, third] = await db()
      .insert(contactMessages)
      .values([
        { ...MESSAGE, name: 'Ravi Shah', createdAt: new Date('2025-03-02T15:00:00Z') },
        { ...MESSAGE, name: 'Anita Rao', createdAt: new Date('2025-03-03T15:00:00Z') },
      ])
      .returning()
    // Harpreet's: answered (so read); Ravi's: read, not answered; Anita's: neither
    await post(replyForm('We will call.'))
    await call(detailLoader, `/admin/contact-messages/${other.id}`, { cookie, params: { id: String(other.id) } })
    const names = async (query: string) => (await call(listLoader, `/admin/contact-messages${query}`, { cookie })).data.rows.map((row: { name: string }) => row.name)
    expect(await names('?show=unread')).toEqual(['Anita Rao'])
    expect(await names('?show=unanswered')).toEqual(['Anita Rao', 'Ravi Shah'])
    expect(await names('?show=everything')).toEqual(['Anita Rao', 'Ravi Shah', 'Harpreet Kaur'])
    expect((await call(listLoader, '/admin/contact-messages?show=unanswered', { cookie })).data.info.filters).toEqual({ show: 'unanswered' })
    expect(third.id).toBeGreaterThan(other.id)
  })
})
