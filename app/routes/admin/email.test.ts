// The back office's E-mail screen: what it lists and says, the test e-mail, "Send again".
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '../../../database/db.server'
import { outbox } from '../../../database/schema'
import { useTestDatabase } from '../../../database/test-database'
import { DEFAULT_ORGANISATION } from '~/content/settings'
import { testMail } from '~/email/mails.server'
import { queueMail } from '~/email/outbox.server'
import { claimNextMail, markMailAttemptFailed, markMailSent } from '~/models/outbox.server'
import { auditEntries } from '../../../database/schema'
import { adminCookie, call } from '../../../tests/support/admin-test-helpers'
import { action, loader } from './email'

useTestDatabase()

const form = (fields: Record<string, string>) => new URLSearchParams(fields)

describe('E-mail screen', () => {
  it('sends a test e-mail to the signed-in admin, which waits (and the screen says why) when SMTP_URL is not set', async () => {
    const cookie = await adminCookie()
    const sent = await call(action, '/admin/email', { cookie, body: form({ intent: 'test' }) })
    expect(sent.status).toBe(302)
    expect(sent.location).toBe('/admin/email')
    expect(sent.flash?.message).toMatch(/^A test e-mail to admin-\d+-\d+@example\.org is waiting below: e-mail is not configured on this server\.$/)
    const page = await call(loader, '/admin/email', { cookie })
    expect(page.data.configured).toBe(false)
    expect(page.data.rows).toHaveLength(1)
    expect(page.data.rows[0]).toMatchObject({ subject: 'Test e-mail from the website', kind: 'Test', status: 'queued', canResend: false })
    expect(page.data.counts.queued).toBe(1)
  })

  it('shows each state with its answer or error, filters by state, and sends a failed e-mail again', async () => {
    const cookie = await adminCookie()
    await db().delete(outbox)
    const mail = (to: string) => testMail(DEFAULT_ORGANISATION, to, 'https://example.org')
    const [sent, failed, retrying] = await queueMail([await mail('sent@example.org'), await mail('failed@example.org'), await mail('retry@example.org')])
    await markMailSent(sent.id, '250 2.0.0 Ok: queued')
    await db().update(outbox).set({ attempts: 9, giveUpAt: new Date(Date.now() - 1000) }).where(eq(outbox.id, failed.id))
    await markMailAttemptFailed(failed.id, '550 5.1.1 No such user')
    await db().update(outbox).set({ attempts: 1 }).where(eq(outbox.id, retrying.id))
    await markMailAttemptFailed(retrying.id, 'connect ECONNREFUSED 127.0.0.1:587')

    const all = await call(loader, '/admin/email', { cookie })
    const byTo = Object.fromEntries(all.data.rows.map((r: any) => [r.to, r]))
    expect(byTo['sent@example.org']).toMatchObject({ status: 'sent', smtpResponse: '250 2.0.0 Ok: queued', canResend: false })
    expect(byTo['failed@example.org']).toMatchObject({ status: 'failed', lastError: '550 5.1.1 No such user', canResend: true })
    expect(byTo['retry@example.org']).toMatchObject({ status: 'queued', lastError: 'connect ECONNREFUSED 127.0.0.1:587', canResend: false, replyTo: null })
    expect(all.data.counts).toEqual({ queued: 1, sending: 0, sent: 1, failed: 1, held: 0, dropped: 0 })

    // a mail whose answers go elsewhere (a contact reply) says where
    await queueMail([{ ...(await mail('visitor@example.org')), replyTo: 'office@sahara.example' }])
    const withReplyTo = (await call(loader, '/admin/email', { cookie })).data.rows.find((r: any) => r.to === 'visitor@example.org')
    expect(withReplyTo).toMatchObject({ replyTo: 'office@sahara.example' })
    await db().delete(outbox).where(eq(outbox.to, 'visitor@example.org'))

    const onlyFailed = await call(loader, '/admin/email?status=failed', { cookie })
    expect(onlyFailed.data.rows.map((r: any) => r.to)).toEqual(['failed@example.org'])
    // an unknown filter shows everything rather than an error
    expect((await call(loader, '/admin/email?status=%27;drop', { cookie })).data.rows).toHaveLength(3)

    const again = await call(action, '/admin/email', { cookie, body: form({ intent: 'resend', id: String(failed.id) }) })
    expect(again.flash).toEqual({ type: 'success', message: 'The e-mail will be sent again.' })
    const [row] = await db().select().from(outbox).where(eq(outbox.id, failed.id))
    expect(row.status).toBe('queued')
    expect(row.giveUpAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000)

    const notFailed = await call(action, '/admin/email', { cookie, body: form({ intent: 'resend', id: String(sent.id) }) })
    expect(notFailed.flash).toEqual({ type: 'error', message: 'Only a failed e-mail can be sent again.' })
    const [stillSent] = await db().select().from(outbox).where(eq(outbox.id, sent.id))
    expect(stillSent.status).toBe('sent')
  })

  it('mail held after a restore is never sent by itself: an admin sends it or drops it, once, and the log says who (issue 41)', async () => {
    const cookie = await adminCookie()
    await db().delete(outbox)
    const mail = (to: string) => testMail(DEFAULT_ORGANISATION, to, 'https://example.org')
    const queued = await queueMail([await mail('one@example.org'), await mail('two@example.org'), await mail('three@example.org')])
    // as a restore leaves them (database/restore.server.ts; database/backup.server.test.ts restores one)
    await db().update(outbox).set({ status: 'held' })
    expect(await claimNextMail(new Date(Date.now() + 86_400_000))).toBeNull()
    const page = await call(loader, '/admin/email?status=held', { cookie })
    expect(page.data.counts.held).toBe(3)
    expect(page.data.rows.map((r: any) => r.status)).toEqual(['held', 'held', 'held'])

    // one sent, and at the same moment two people choose differently for another: one choice wins
    const sendOne = await call(action, '/admin/email', { cookie, body: form({ intent: 'send-held', id: String(queued[0].id) }) })
    expect(sendOne.flash).toEqual({ type: 'success', message: '1 e-mail will be sent now.' })
    const race = await Promise.all([
      call(action, '/admin/email', { cookie, body: form({ intent: 'send-held', id: String(queued[1].id) }) }),
      call(action, '/admin/email', { cookie, body: form({ intent: 'drop-held', id: String(queued[1].id) }) }),
    ])
    expect(race.map((r) => r.flash?.type).sort()).toEqual(['error', 'success'])
    // the rest dropped: bodies emptied, never claimed
    const dropAll = await call(action, '/admin/email', { cookie, body: form({ intent: 'drop-held' }) })
    expect(dropAll.flash).toEqual({ type: 'success', message: '1 e-mail will not be sent.' })
    const rows = Object.fromEntries((await db().select().from(outbox)).map((row) => [row.to, row]))
    expect(rows['one@example.org']).toMatchObject({ status: 'queued' })
    expect(rows['three@example.org']).toMatchObject({ status: 'dropped', html: null, text: null })
    expect(['queued', 'dropped']).toContain(rows['two@example.org'].status)
    const claimed = await claimNextMail()
    expect(claimed?.to).toBe('one@example.org')
    const second = await claimNextMail()
    expect(second === null || second.to === 'two@example.org').toBe(true)
    // one entry a mail, by the admin, named by number and kind, never by its subject
    const entries = await db().select().from(auditEntries).where(eq(auditEntries.itemType, 'E-mail'))
    expect(entries).toHaveLength(3)
    expect(entries.map((entry) => entry.itemLabel)).toContain(`E-mail ${queued[2].id} (test)`)
    expect(entries.filter((entry) => entry.action === 'held mail dropped').length).toBeGreaterThanOrEqual(1)
  })

  it('answers 400 to a request it does not know, never a 500', async () => {
    const cookie = await adminCookie()
    const bodies: Record<string, string>[] = [{}, { intent: 'resend' }, { intent: 'resend', id: '-1' }, { intent: 'resend', id: '99999999999' }, { intent: 'purge' }, { intent: 'send-held', id: 'all' }, { intent: 'drop-held', id: '0' }]
    for (const fields of bodies) {
      expect((await call(action, '/admin/email', { cookie, body: form(fields) })).status).toBe(400)
    }
  })
})
