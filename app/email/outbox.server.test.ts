// The outbox against a real SMTP server started here: what arrives (headers, both parts), STARTTLS
// with a password, an outage (mail waits and goes once the server is back), a transaction that
// rolls back (nothing queued, nothing sent), two workers on one database (each mail once), and
// the day after which a mail is marked failed.
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { db } from '../../database/db.server'
import { outbox } from '../../database/schema'
import { useTestDatabase } from '../../database/test-database'
import { DEFAULT_ORGANISATION } from '~/content/settings'
import { countOutboxByStatus, listOutbox, markMailAttemptFailed, resendMail, retryDelayMs } from '~/models/outbox.server'
import { freePort, startTestSmtpServer } from '../../tests/support/smtp-test-server'
import { passwordResetMail, testMail } from './mails.server'
import { startOutboxWorker, type OutboxWorker } from './outbox-worker.server'
import { queueMail } from './outbox.server'
import { smtpTransport } from './smtp-transport.server'

useTestDatabase()

const from = async () => ({ name: 'Sahara Mental Health Society', address: 'info@example.org' })
const workers: OutboxWorker[] = []
const closers: (() => Promise<void>)[] = []

function worker(url: string, ca?: string) {
  const started = startOutboxWorker({ transport: smtpTransport(url, ca ? { ca } : undefined), from, pollMs: 60_000 })
  workers.push(started)
  return started
}

async function rowOf(id: number) {
  const [row] = await db().select().from(outbox).where(eq(outbox.id, id))
  return row
}

afterEach(async () => {
  for (const w of workers.splice(0)) await w.stop()
  for (const close of closers.splice(0)) await close()
  await db().delete(outbox)
})

describe('the outbox', () => {
  it('delivers a queued mail with both parts, the sender, the Message-ID, and the organisation in the footer; the record says sent', async () => {
    const smtp = await startTestSmtpServer()
    closers.push(smtp.close)
    const [queued] = await queueMail([await testMail(DEFAULT_ORGANISATION, 'staff@example.org', 'https://example.org')])
    await worker(smtp.url).wake()
    const [mail] = await smtp.waitFor(1)
    expect(mail.envelopeTo).toEqual(['staff@example.org'])
    expect(mail.from?.text).toBe('"Sahara Mental Health Society" <info@example.org>')
    expect(mail.subject).toBe('Test e-mail from the website')
    expect(mail.text).toContain('If you can read it, the website can send e-mail.')
    expect(mail.text).toContain('Registered charity number 79238 1865 RR0001')
    expect(mail.text).toContain('Edmonton, AB T5J 3L8')
    expect(mail.html).toContain('If you can read it, the website can send e-mail.')
    // no remote images, no tracking pixels
    expect(mail.html).not.toMatch(/<img/i)
    const row = await rowOf(queued.id)
    expect(mail.messageId).toBe(row.messageId)
    expect(row.status).toBe('sent')
    expect(row.sentAt).toBeInstanceOf(Date)
    expect(row.smtpResponse).toMatch(/^250/)
    expect(row.html).not.toBeNull()
  })

  it('speaks STARTTLS and signs in when the server asks, checking its certificate', async () => {
    const smtp = await startTestSmtpServer({ secure: { user: 'site', pass: 'secret-pass' } })
    closers.push(smtp.close)
    await queueMail([await testMail(DEFAULT_ORGANISATION, 'staff@example.org', 'https://example.org')])
    await worker(smtp.url, smtp.ca).wake()
    const [mail] = await smtp.waitFor(1)
    expect(mail.secure).toBe(true)
    expect(mail.user).toBe('site')
  })

  it('refuses a server whose certificate it cannot trust, and keeps the mail for later', async () => {
    const smtp = await startTestSmtpServer({ secure: { user: 'site', pass: 'secret-pass' } })
    closers.push(smtp.close)
    const [queued] = await queueMail([await testMail(DEFAULT_ORGANISATION, 'staff@example.org', 'https://example.org')])
    await worker(smtp.url).wake()
    expect(smtp.received).toHaveLength(0)
    const row = await rowOf(queued.id)
    expect(row.status).toBe('queued')
    expect(row.lastError).toMatch(/certificate/i)
  })

  it('empties the body of a mail holding a sign-in link as soon as it is sent', async () => {
    const smtp = await startTestSmtpServer()
    closers.push(smtp.close)
    const [queued] = await queueMail([await passwordResetMail(DEFAULT_ORGANISATION, 'member@example.org', 'https://example.org/reset-password?token=abc')])
    await worker(smtp.url).wake()
    const [mail] = await smtp.waitFor(1)
    expect(mail.text).toContain('https://example.org/reset-password?token=abc')
    const row = await rowOf(queued.id)
    expect(row.status).toBe('sent')
    expect(row.html).toBeNull()
    expect(row.text).toBeNull()
    expect(row.subject).toBe('Choose a new password')
  })

  it('keeps mail through an SMTP outage and sends it, once, when the server is back', async () => {
    const port = await freePort()
    const [queued] = await queueMail([await testMail(DEFAULT_ORGANISATION, 'staff@example.org', 'https://example.org')])
    const w = worker(`smtp://127.0.0.1:${port}`)
    await w.wake()
    let row = await rowOf(queued.id)
    expect(row.status).toBe('queued')
    expect(row.attempts).toBe(1)
    expect(row.lastError).toMatch(/ECONNREFUSED/)
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000)
    // not due yet: a wake sends nothing
    await w.wake()
    expect((await rowOf(queued.id)).attempts).toBe(1)

    const smtp = await startTestSmtpServer({ port })
    closers.push(smtp.close)
    // a minute later
    await db().update(outbox).set({ nextAttemptAt: new Date() }).where(eq(outbox.id, queued.id))
    await w.wake()
    await smtp.waitFor(1)
    await w.wake()
    row = await rowOf(queued.id)
    expect(row.status).toBe('sent')
    expect(row.attempts).toBe(2)
    expect(smtp.received).toHaveLength(1)
  })

  it('queues nothing when the change that causes the mail rolls back', async () => {
    const smtp = await startTestSmtpServer()
    closers.push(smtp.close)
    const mail = await testMail(DEFAULT_ORGANISATION, 'staff@example.org', 'https://example.org')
    await expect(
      db().transaction(async (tx) => {
        await queueMail([mail], tx)
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    await worker(smtp.url).wake()
    expect(await countOutboxByStatus()).toEqual({ queued: 0, sending: 0, sent: 0, failed: 0, held: 0, dropped: 0 })
    expect(smtp.received).toHaveLength(0)
  })

  it('sends each mail once when two workers drain the same outbox at the same time', async () => {
    const smtp = await startTestSmtpServer()
    closers.push(smtp.close)
    const mails = await Promise.all(Array.from({ length: 12 }, (_, i) => testMail(DEFAULT_ORGANISATION, `person${i}@example.org`, 'https://example.org')))
    await queueMail(mails)
    const a = worker(smtp.url)
    const b = worker(smtp.url)
    await Promise.all([a.wake(), b.wake(), a.wake(), b.wake()])
    await smtp.waitFor(12)
    const recipients = smtp.received.flatMap((m) => m.envelopeTo).sort()
    expect(recipients).toEqual(mails.map((m) => m.to).sort())
    expect((await countOutboxByStatus()).sent).toBe(12)
  })

  it('waits longer after each failure, gives up after a day, and "Send again" queues a failed mail for another day', async () => {
    expect([1, 2, 3, 4, 10].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000, 3_600_000])
    const queuedAt = new Date('2026-11-20T10:00:00Z')
    const mail = await testMail(DEFAULT_ORGANISATION, 'staff@example.org', 'https://example.org')
    const [queued] = await queueMail([mail])
    await db().update(outbox).set({ createdAt: queuedAt, giveUpAt: new Date(queuedAt.getTime() + 24 * 3600_000), attempts: 5 }).where(eq(outbox.id, queued.id))
    await markMailAttemptFailed(queued.id, 'Connection refused', new Date('2026-11-20T20:00:00Z'))
    expect((await rowOf(queued.id)).status).toBe('queued')
    await markMailAttemptFailed(queued.id, '550 Mailbox unavailable', new Date('2026-11-21T09:59:00Z'))
    const failed = await rowOf(queued.id)
    expect(failed.status).toBe('failed')
    expect(failed.lastError).toBe('550 Mailbox unavailable')
    const { rows } = await listOutbox('failed', 1)
    expect(rows.map((r) => [r.id, r.canResend])).toEqual([[queued.id, true]])

    await resendMail(queued.id, new Date('2026-11-22T08:00:00Z'))
    const again = await rowOf(queued.id)
    expect(again.status).toBe('queued')
    expect(again.giveUpAt.toISOString()).toBe('2026-11-23T08:00:00.000Z')
    await expect(resendMail(queued.id)).rejects.toThrow('Only a failed e-mail can be sent again.')
  })

  it('records a refusal by the server and tries again later (a mailbox may be full for an hour)', async () => {
    const smtp = await startTestSmtpServer({ reject: { code: 550, message: 'No such user here' } })
    closers.push(smtp.close)
    const [queued] = await queueMail([await testMail(DEFAULT_ORGANISATION, 'nobody@example.org', 'https://example.org')])
    await worker(smtp.url).wake()
    const row = await rowOf(queued.id)
    expect(row.status).toBe('queued')
    expect(row.lastError).toMatch(/550/)
  })

  // issue 36 item 6.3: nodemailer reads 'a@x.org, b@evil.example' as two recipients; every form
  // checks its address, and the transport refuses anything else as the last line of defence
  it('sends nothing to a recipient that is not exactly one address, and records why', async () => {
    const smtp = await startTestSmtpServer()
    closers.push(smtp.close)
    const queued = []
    for (const to of ['visitor@example.org, stranger@evil.example', 'visitor@example.org\r\nBcc: stranger@evil.example']) {
      queued.push(...(await queueMail([{ ...(await testMail(DEFAULT_ORGANISATION, 'visitor@example.org', 'https://example.org')), to }])))
    }
    await worker(smtp.url).wake()
    expect(smtp.received).toEqual([])
    for (const { id } of queued) expect(await rowOf(id)).toMatchObject({ status: 'queued', lastError: 'Not sent: the recipient is not exactly one e-mail address' })
  })

  it('carries the Reply-To a mail was queued with, and none otherwise', async () => {
    const smtp = await startTestSmtpServer()
    closers.push(smtp.close)
    const mail = await testMail(DEFAULT_ORGANISATION, 'staff@example.org', 'https://example.org')
    await queueMail([{ ...mail, replyTo: 'office@sahara.example' }])
    await worker(smtp.url).wake()
    await queueMail([mail])
    await worker(smtp.url).wake()
    const [withReplyTo, without] = await smtp.waitFor(2)
    expect(withReplyTo.replyTo?.text).toBe('office@sahara.example')
    expect(without.replyTo).toBeUndefined()
  })
})
