// The donor's thank-you (issue 14, item 9; issue 36, item 3): when staff save a payment as
// Received and say so, a thank-you goes through the outbox to a real SMTP server, once per
// payment; a payment that stays pledged, is cancelled, or was thanked already queues nothing; a
// save refused by the form queues nothing either. Recording a gift received months ago writes to
// no one unless staff tick the question, which is off for a day more than 7 days back; a post
// that keeps it ticked for such a day without the question having been shown for that day (a
// browser without JavaScript) is asked again. The e-mail promises a receipt only where one will
// follow by itself. A payment may have no e-mail address.
import { eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../../../database/db.server'
import { outbox, paymentRecords } from '../../../../database/schema'
import { useTestDatabase } from '../../../../database/test-database'
import { saveSiteSettings, getOrganisation, saveReceiptSettings } from '~/models/settings.server'
import { DEFAULT_RECEIPT_SETTINGS } from '~/content/receipts'
import { todayInEdmonton } from '~/utils/edmonton-day.server'
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
/** Ticked, for the day the question was shown for (as the form sends it). */
const thank = (day: string) => ({ sendThanks: 'yes', sendThanksFor: day })
const thanks = () => db().select().from(outbox).where(eq(outbox.kind, 'donation-thanks')).orderBy(outbox.id)

describe('the thank-you e-mail', () => {
  it('goes to the donor when staff mark the payment Received, with the amount and the day, and the payment says so', async () => {
    const payment = await pledge()
    expect((await edit(payment.id, { status: 'pledged', receivedOn: '' })).flash?.message).toBe('Payment saved')
    expect(await thanks()).toEqual([])

    const saved = await edit(payment.id, { status: 'received', receivedOn: '2026-03-02', ...thank('2026-03-02') })
    expect(saved.flash?.message).toBe('Payment saved')
    await delivery.deliver()
    const [mail] = await delivery.smtp.waitFor(1)
    expect(mail.envelopeTo).toEqual(['manpreet@example.org'])
    expect(mail.subject).toBe('Thank you for your donation')
    expect(mail.text).toContain('Dear Manpreet Gill,')
    expect(mail.text).toContain('Thank you for your donation of $50.00 to Sahara Seniors Society, received on 2 March 2026.')
    expect(mail.text).toContain('write to us at office@sahara.example.org')
    // per-gift receipts are issued by staff, not by themselves: the thank-you promises none
    expect(mail.text).not.toMatch(/receipt/i)
    expect(mail.html).toContain('$50.00')

    const detail = await call(loader, `/admin/payments?detail=${payment.id}`, { cookie })
    expect(detail.data.modal).toMatchObject({ kind: 'detail', thanked: expect.stringMatching(/^Sent \d{1,2} \w+ \d{4}, /) })
    // the donor's name and gift leave the outbox once sent
    const [row] = await thanks()
    expect(row).toMatchObject({ status: 'sent', text: null, html: null })
  })

  it('is sent once: saving again, or Received -> Pledged -> Received, does not thank twice', async () => {
    const payment = await pledge()
    await edit(payment.id, { status: 'received', receivedOn: '2026-03-02', ...thank('2026-03-02') })
    await edit(payment.id, { status: 'received', receivedOn: '2026-03-03', amount: '55.00', ...thank('2026-03-03') })
    await edit(payment.id, { status: 'pledged', receivedOn: '' })
    await edit(payment.id, { status: 'received', receivedOn: '2026-03-04', ...thank('2026-03-04') })
    expect(await thanks()).toHaveLength(1)
  })

  it('goes when staff add a payment as Received, and not for one added as Pledged or Cancelled', async () => {
    await call(action, '/admin/payments?add=1', { cookie, body: form({ ...FIELDS, status: 'pledged', receivedOn: '' }) })
    await call(action, '/admin/payments?add=1', { cookie, body: form({ ...FIELDS, email: 'cancelled@example.org', status: 'cancelled', receivedOn: '' }) })
    expect(await thanks()).toEqual([])
    await call(action, '/admin/payments?add=1', { cookie, body: form({ ...FIELDS, email: 'cheque@example.org', amount: '', status: 'received', receivedOn: '2026-03-02', ...thank('2026-03-02') }) })
    const queued = await thanks()
    expect(queued.map((mail) => mail.to)).toEqual(['cheque@example.org'])
    // no amount recorded: the e-mail does not invent one
    expect(queued[0].text).toContain('Thank you for your donation to Sahara Seniors Society, received on 2 March 2026.')
  })

  it('is not queued when the form is refused, so nothing is half-saved', async () => {
    const payment = await pledge()
    const refused = await edit(payment.id, { status: 'received', receivedOn: '2999-01-01', ...thank('2999-01-01') })
    expect(refused.status).toBe(400)
    expect(await thanks()).toEqual([])
    const [row] = await db().select().from(paymentRecords).where(eq(paymentRecords.id, payment.id))
    expect(row).toMatchObject({ status: 'pledged', thankedAt: null })
  })
})

describe('recording the past writes to no one unless staff say so (issue 36, item 3)', () => {
  /** 'YYYY-MM-DD', some calendar days before today in Edmonton. */
  const daysAgo = (days: number) => {
    const [year, month, day] = todayInEdmonton().split('-').map(Number)
    return new Date(Date.UTC(year, month - 1, day - days)).toISOString().slice(0, 10)
  }

  it('asks whether to send the thank-you: ticked for a gift of today, unticked for one received months ago', async () => {
    const added = await call(loader, '/admin/payments?add=1', { cookie })
    expect(added.data.modal.defaults).toMatchObject({ receivedOn: todayInEdmonton(), sendThanks: 'yes', sendThanksFor: todayInEdmonton() })
    const [old] = await db()
      .insert(paymentRecords)
      .values({ name: 'Old Cheque', email: 'old@example.org', address: '1 Main St', paymentMethod: 'cheque', status: 'received', receivedAt: new Date(`${daysAgo(120)}T07:00:00Z`), amountCents: 5000 })
      .returning()
    const edited = await call(loader, `/admin/payments?edit=${old.id}`, { cookie })
    expect(edited.data.modal.defaults).toMatchObject({ receivedOn: daysAgo(120), sendThanks: '', sendThanksFor: daysAgo(120) })
    // saved as it comes, untouched: no e-mail, and the payment says none was sent
    expect((await edit(old.id, { status: 'received', receivedOn: daysAgo(120), paymentMethod: 'cheque' })).flash?.message).toBe('Payment saved')
    expect(await thanks()).toEqual([])
    expect((await call(loader, `/admin/payments?detail=${old.id}`, { cookie })).data.modal).toMatchObject({ thanked: 'Not sent' })
  })

  it('a gift 7 days back or older, ticked on a form shown for another day (no JavaScript), is asked again, then sent when confirmed', async () => {
    const payment = await pledge()
    const day = daysAgo(90)
    const first = await edit(payment.id, { status: 'received', receivedOn: day, ...thank(todayInEdmonton()) })
    expect(first.status).toBe(400)
    expect(first.fieldErrors).toEqual({ sendThanks: ['This is 7 days or more ago, so this is usually left unticked. Save again to do it anyway, or untick it.'] })
    const [unchanged] = await db().select().from(paymentRecords).where(eq(paymentRecords.id, payment.id))
    expect(unchanged).toMatchObject({ status: 'pledged', thankedAt: null })
    expect(await thanks()).toEqual([])
    // the form shown again was shown for that day: saved and thanked
    expect((await edit(payment.id, { status: 'received', receivedOn: day, ...thank(day) })).flash?.message).toBe('Payment saved')
    expect(await thanks()).toHaveLength(1)
    // a gift of 6 days ago is recent: ticked, it goes at once
    const recent = await pledge()
    await db().update(paymentRecords).set({ email: 'recent@example.org' }).where(eq(paymentRecords.id, recent.id))
    expect((await edit(recent.id, { email: 'recent@example.org', status: 'received', receivedOn: daysAgo(6), ...thank(todayInEdmonton()) })).flash?.message).toBe('Payment saved')
    expect((await thanks()).map((mail) => mail.to)).toEqual(['manpreet@example.org', 'recent@example.org'])
  })

  it('takes a payment without an e-mail address (a cheque in the post): saved, never thanked, and its detail says receipts are posted', async () => {
    const added = await call(action, '/admin/payments?add=1', { cookie, body: form({ ...FIELDS, email: '', paymentMethod: 'cheque', status: 'received', receivedOn: todayInEdmonton(), ...thank(todayInEdmonton()) }) })
    expect(added.flash?.message).toBe('Payment saved')
    const [row] = await db().select().from(paymentRecords)
    expect(row).toMatchObject({ email: '', status: 'received', thankedAt: null })
    expect(await thanks()).toEqual([])
    expect((await call(loader, `/admin/payments?detail=${row.id}`, { cookie })).data.modal).toMatchObject({ email: 'None: receipts are printed and posted' })
  })

  it('promises a receipt only where one follows by itself: the year’s receipt for a gift that can have one, and asks for a missing address', async () => {
    const day = todayInEdmonton()
    const year = Number(day.slice(0, 4))
    await saveReceiptSettings({ ...DEFAULT_RECEIPT_SETTINGS, mode: 'annual' }, OPERATOR)
    try {
      const addressed = await pledge()
      await edit(addressed.id, { status: 'received', receivedOn: day, ...thank(day) })
      const [withAddress] = await thanks()
      expect(withAddress.text).toContain(`Early in ${year + 1}, we will e-mail you one official receipt for income tax purposes for all your gifts of ${year}.`)
      await db().delete(outbox)
      const [noAddress] = await db().insert(paymentRecords).values({ name: 'No Address', email: 'noaddress@example.org', address: '', paymentMethod: 'qr' }).returning()
      // Mark received needs no address; the thank-you then asks for it instead of promising a receipt
      await edit(noAddress.id, { email: 'noaddress@example.org', address: 'x', status: 'pledged' })
      await db().update(paymentRecords).set({ address: '' }).where(eq(paymentRecords.id, noAddress.id))
      const { markPaymentReceived } = await import('~/content-types/payment-record.server')
      await markPaymentReceived(noAddress.id, { receivedOn: day, paymentMethod: 'qr', amountCents: 2000, sendThanks: true }, OPERATOR)
      const [asked] = await thanks()
      expect(asked.text).toContain('If you would like an official receipt for income tax purposes, please reply with your full postal address')
      expect(asked.text).not.toContain('we will e-mail you')
    } finally {
      await saveReceiptSettings(DEFAULT_RECEIPT_SETTINGS, OPERATOR)
    }
  })
})
