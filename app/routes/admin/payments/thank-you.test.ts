// The donor's thank-you (issue 14, item 9): when staff mark a payment Received, or add one as
// Received, a thank-you goes through the outbox to a real SMTP server, once per payment; a
// payment that stays pledged, is cancelled, or was thanked already queues nothing; a save
// refused by the form queues nothing either.
import { eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../../../database/db.server'
import { outbox, paymentRecords } from '../../../../database/schema'
import { useTestDatabase } from '../../../../database/test-database'
import { saveSiteSettings, getOrganisation } from '~/models/settings.server'
import { OPERATOR } from '~/models/audit.server'
import { adminCookie, call } from '../../../../tests/support/admin-test-helpers'
import { useMailDelivery } from '../../../../tests/support/smtp-test-server'
import { action, loader } from './list'

useTestDatabase()
const delivery = useMailDelivery()

let cookie = ''
beforeAll(async () => {
  cookie = await adminCookie()
  await saveSiteSettings({ organisation: { ...(await getOrganisation()), name: 'Sahara Seniors Society', email: 'office@sahara.example.org' } }, OPERATOR)
})
beforeEach(async () => {
  delivery.smtp.received.length = 0
  await db().delete(outbox)
  await db().delete(paymentRecords)
})

const FIELDS = { name: 'Manpreet Gill', email: 'manpreet@example.org', address: '55 Whyte Ave, Edmonton', paymentMethod: 'qr', amount: '50.00' }
const form = (fields: Record<string, string>) => new URLSearchParams(fields)

async function pledge() {
  const [row] = await db().insert(paymentRecords).values({ name: FIELDS.name, email: FIELDS.email, address: FIELDS.address, paymentMethod: 'qr' }).returning()
  return row
}
const edit = (id: number, fields: Record<string, string>) => call(action, `/admin/payments?edit=${id}`, { cookie, body: form({ ...FIELDS, ...fields }) })
const thanks = () => db().select().from(outbox).where(eq(outbox.kind, 'donation-thanks'))

describe('the thank-you e-mail', () => {
  it('goes to the donor when staff mark the payment Received, with the amount and the day, and the payment says so', async () => {
    const payment = await pledge()
    expect((await edit(payment.id, { status: 'pledged', receivedOn: '' })).flash?.message).toBe('Payment saved')
    expect(await thanks()).toEqual([])

    const saved = await edit(payment.id, { status: 'received', receivedOn: '2026-03-02' })
    expect(saved.flash?.message).toBe('Payment saved')
    await delivery.deliver()
    const [mail] = await delivery.smtp.waitFor(1)
    expect(mail.envelopeTo).toEqual(['manpreet@example.org'])
    expect(mail.subject).toBe('Thank you for your donation')
    expect(mail.text).toContain('Dear Manpreet Gill,')
    expect(mail.text).toContain('Thank you for your donation of $50.00 to Sahara Seniors Society, received on 2 March 2026.')
    expect(mail.text).toContain('write to us at office@sahara.example.org')
    // receipts go per gift unless the settings say once a year: the thank-you says how it comes
    expect(mail.text).toContain('Your official receipt for income tax purposes will follow in a separate e-mail.')
    expect(mail.html).toContain('$50.00')

    const detail = await call(loader, `/admin/payments?detail=${payment.id}`, { cookie })
    expect(detail.data.modal).toMatchObject({ kind: 'detail', thanked: expect.stringMatching(/^Sent \d{1,2} \w+ \d{4}, /) })
    // the donor's name and gift leave the outbox once sent
    const [row] = await thanks()
    expect(row).toMatchObject({ status: 'sent', text: null, html: null })
  })

  it('is sent once: saving again, or Received -> Pledged -> Received, does not thank twice', async () => {
    const payment = await pledge()
    await edit(payment.id, { status: 'received', receivedOn: '2026-03-02' })
    await edit(payment.id, { status: 'received', receivedOn: '2026-03-03', amount: '55.00' })
    await edit(payment.id, { status: 'pledged', receivedOn: '' })
    await edit(payment.id, { status: 'received', receivedOn: '2026-03-04' })
    expect(await thanks()).toHaveLength(1)
  })

  it('goes when staff add a payment as Received, and not for one added as Pledged or Cancelled', async () => {
    await call(action, '/admin/payments?add=1', { cookie, body: form({ ...FIELDS, status: 'pledged', receivedOn: '' }) })
    await call(action, '/admin/payments?add=1', { cookie, body: form({ ...FIELDS, email: 'cancelled@example.org', status: 'cancelled', receivedOn: '' }) })
    expect(await thanks()).toEqual([])
    await call(action, '/admin/payments?add=1', { cookie, body: form({ ...FIELDS, email: 'cheque@example.org', amount: '', status: 'received', receivedOn: '2026-03-02' }) })
    const queued = await thanks()
    expect(queued.map((mail) => mail.to)).toEqual(['cheque@example.org'])
    // no amount recorded: the e-mail does not invent one
    expect(queued[0].text).toContain('Thank you for your donation to Sahara Seniors Society, received on 2 March 2026.')
  })

  it('is not queued when the form is refused, so nothing is half-saved', async () => {
    const payment = await pledge()
    const refused = await edit(payment.id, { status: 'received', receivedOn: '2999-01-01' })
    expect(refused.status).toBe(400)
    expect(await thanks()).toEqual([])
    const [row] = await db().select().from(paymentRecords).where(eq(paymentRecords.id, payment.id))
    expect(row).toMatchObject({ status: 'pledged', thankedAt: null })
  })
})
