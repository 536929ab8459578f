// A payment with an issued receipt cannot drift from it (issue 36, item 2): its edit form shows
// the fields the receipt shows locked, with why and "Cancel and replace the receipt"; a forged
// post that changes one is refused with the message beside it and nothing saved; the way through
// is the receipt's Cancel, which returns to the payment unlocked, and its new receipt says it
// replaces the cancelled one. An edit racing the receipt's issue never leaves them disagreeing.
import { eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../../../database/db.server'
import { donationReceipts, paymentRecords } from '../../../../database/schema'
import { useTestDatabase } from '../../../../database/test-database'
import { issueReceipt } from '~/content-types/donation-receipt.server'
import { adminCookie, call } from '../../../../tests/support/admin-test-helpers'
import { clearReceiptTables, pdfText, receivedPayment, saveSignedReceiptSettings } from '../../../../tests/support/receipt-test-helpers'
import { action as cancelAction, loader as cancelLoader } from '../receipts/cancel'
import { action, loader } from './list'
import { action as issueOne } from './receipt'

useTestDatabase()

let cookie = ''
beforeAll(async () => {
  cookie = await adminCookie()
})
beforeEach(async () => {
  await clearReceiptTables()
  await saveSignedReceiptSettings()
})

const DONOR = { donorName: 'Manpreet Kaur Gill', donorAddress: '55 Whyte Ave NW\nEdmonton, AB T6E 1Z9', advantageCents: 0, advantageDescription: '' }
/** The edit form's fields as the payment stands (what an unchanged form posts). */
const asStored = { name: 'Manpreet Kaur Gill', email: 'manpreet@example.org', address: DONOR.donorAddress, giftKind: 'money', paymentMethod: 'cheque', amount: '50.00', status: 'received', receivedOn: '2026-03-02' }
const edit = (id: number, fields: Record<string, string>) => call(action, `/admin/payments?edit=${id}`, { cookie, body: new URLSearchParams({ ...asStored, ...fields }) })
const row = async (id: number) => (await db().select().from(paymentRecords).where(eq(paymentRecords.id, id)))[0]

async function receipted() {
  const payment = await receivedPayment()
  const outcome = await issueReceipt(payment.id, DONOR, 'treasurer@example.org')
  if (!outcome.ok) throw new Error(outcome.reason)
  return { payment: await row(payment.id), receipt: outcome.receipt }
}

describe('a payment with an issued receipt', () => {
  it('shows what the receipt shows locked, says why, and offers "Cancel and replace the receipt"', async () => {
    const { payment, receipt } = await receipted()
    const form = await call(loader, `/admin/payments?edit=${payment.id}`, { cookie })
    expect(form.data.modal.lock).toEqual({
      fields: ['name', 'address', 'giftKind', 'amount', 'status', 'receivedOn', 'propertyDescription', 'appraiserName', 'appraiserAddress'],
      why: expect.stringContaining(`Official receipt No. ${receipt.serial} was issued for this payment`),
      action: { label: 'Cancel and replace the receipt', to: `/admin/receipts/${receipt.id}/cancel?payment=${payment.id}` },
    })
    // a payment without a receipt has none
    const free = await receivedPayment({ email: 'free@example.org' })
    expect((await call(loader, `/admin/payments?edit=${free.id}`, { cookie })).data.modal.lock).toBeNull()
  })

  it.each([
    ['amount', '205.00'],
    ['name', 'Someone Else'],
    ['address', '1 Other St'],
    ['receivedOn', '2026-03-03'],
    ['status', 'refunded'],
    ['giftKind', 'in-kind'],
  ])('refuses a forged post changing %s: nothing saved, the message beside it', async (field, value) => {
    const { payment, receipt } = await receipted()
    const extra: Record<string, string> = field === 'giftKind' ? { propertyDescription: 'A laptop' } : {}
    const outcome = await edit(payment.id, { [field]: value, ...extra })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toMatchObject({ [field]: [`Receipt No. ${receipt.serial} shows this, so it cannot be changed: cancel and replace the receipt first.`] })
    expect(await row(payment.id)).toEqual(payment)
  })

  it('still saves what the receipt does not show (the e-mail address)', async () => {
    const { payment } = await receipted()
    expect((await edit(payment.id, { email: 'new@example.org' })).flash?.message).toBe('Payment saved')
    expect(await row(payment.id)).toMatchObject({ email: 'new@example.org', amountCents: 5000, name: 'Manpreet Kaur Gill' })
  })

  it('is corrected through the receipt’s Cancel: back to the payment unlocked, then a new receipt that names the one it replaces', async () => {
    const { payment, receipt } = await receipted()
    const page = await call(cancelLoader, `/admin/receipts/${receipt.id}/cancel?payment=${payment.id}`, { cookie, params: { id: String(receipt.id) } })
    expect(page.data).toMatchObject({ payment: payment.id, defaults: { replace: 'no' } })
    const cancelled = await call(cancelAction, `/admin/receipts/${receipt.id}/cancel?payment=${payment.id}`, {
      cookie,
      params: { id: String(receipt.id) },
      body: new URLSearchParams({ reason: 'The cheque was for $205, not $50', replace: 'no' }),
    })
    expect(cancelled.location).toBe(`/admin/payments?edit=${payment.id}`)
    expect(cancelled.flash?.message).toMatch(/^Receipt cancelled\. Correct the payment and save it, then use Issue receipt/)
    expect((await call(loader, `/admin/payments?edit=${payment.id}`, { cookie })).data.modal.lock).toBeNull()
    expect((await edit(payment.id, { amount: '205.00' })).flash?.message).toBe('Payment saved')
    const issued = await call(issueOne, `/admin/payments/${payment.id}/receipt`, {
      cookie,
      params: { id: String(payment.id) },
      body: new URLSearchParams({ donorName: DONOR.donorName, donorAddress: DONOR.donorAddress, advantage: '', advantageDescription: '' }),
    })
    expect(issued.flash?.message).toMatch(new RegExp(`^Receipt No\\. \\d{4}-00002 issued and .+\\. It replaces receipt No\\. ${receipt.serial}\\.$`))
    const [replacement] = await db().select().from(donationReceipts).where(eq(donationReceipts.status, 'issued'))
    expect(replacement).toMatchObject({ amountCents: 20500, replacesId: receipt.id })
    const text = await pdfText(replacement.pdf)
    expect(text).toContain(`This receipt cancels and replaces receipt No. ${receipt.serial}.`)
    expect(text).toContain('Total amount of gift $205.00')
  })

  it('a replacement with the name corrected gives the payment the same name: the two never disagree', async () => {
    const { payment, receipt } = await receipted()
    await call(cancelAction, `/admin/receipts/${receipt.id}/cancel`, {
      cookie,
      params: { id: String(receipt.id) },
      body: new URLSearchParams({ reason: 'Middle name missing', replace: 'yes', donorName: 'Manpreet K. Gill', donorAddress: DONOR.donorAddress }),
    })
    expect(await row(payment.id)).toMatchObject({ name: 'Manpreet K. Gill', receiptSerial: expect.stringMatching(/-00002$/) })
  })

  it('never disagrees with its receipt when an edit races the receipt’s issue', async () => {
    for (let round = 0; round < 8; round++) {
      const payment = await receivedPayment({ email: `race${round}@example.org`, name: DONOR.donorName, address: DONOR.donorAddress })
      const amount = `${100 + round}.00`
      await Promise.all([
        edit(payment.id, { email: `race${round}@example.org`, amount, name: `Renamed ${round}` }),
        issueReceipt(payment.id, { ...DONOR, donorName: DONOR.donorName }, 'treasurer@example.org'),
      ])
      const after = await row(payment.id)
      const [receipt] = await db().select().from(donationReceipts).where(eq(donationReceipts.serial, after.receiptSerial!))
      // whichever came first, the payment says what its receipt says
      expect([after.amountCents, after.name, after.address]).toEqual([receipt.amountCents, receipt.donorName, receipt.donorAddress])
    }
  })
})
