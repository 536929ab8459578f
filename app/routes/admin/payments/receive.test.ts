// Mark received and the history of a payment (issue 15, items 1 and 2): a website pledge without
// a postal address becomes Received with its day, method and amount; its donor is thanked once
// however many posts arrive together; bad input is said beside its field with what was typed
// kept; every status a record takes is kept with its time and shown on its detail. Issue 36: the
// thank-you goes only when staff tick it (asked again for a gift received more than 7 days back
// on a form shown for another day), and a receipt for a donor without e-mail is for printing.
import { eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../../../database/db.server'
import { donationReceipts, outbox, paymentRecords, paymentStatusChanges } from '../../../../database/schema'
import { useTestDatabase } from '../../../../database/test-database'
import { createDonation } from '~/content-types/payment-record.server'
import { DEFAULT_RECEIPT_SETTINGS } from '~/content/receipts'
import { saveReceiptSettings } from '~/models/settings.server'
import { OPERATOR } from '~/models/audit.server'
import { edmontonDayStart, todayInEdmonton } from '~/utils/edmonton-day.server'
import { adminCookie, call } from '../../../../tests/support/admin-test-helpers'
import { clearReceiptTables, pdfText, saveSignedReceiptSettings } from '../../../../tests/support/receipt-test-helpers'
import { action as listAction, loader as listLoader } from './list'
import { action, loader } from './receive'

useTestDatabase()

let cookie = ''
beforeAll(async () => {
  cookie = await adminCookie()
})
beforeEach(async () => {
  await clearReceiptTables()
  await saveReceiptSettings(DEFAULT_RECEIPT_SETTINGS, OPERATOR)
})

// a website pledge: no address, no amount
const pledge = () => createDonation({ name: 'Gurpreet Sandhu', email: 'gurpreet@example.org', paymentMethod: 'qr', amountCents: null }, 'SMHS')
const url = (id: number) => `/admin/payments/${id}/receive`
const receive = (id: number, fields: Record<string, string>) => call(action, url(id), { cookie, params: { id: String(id) }, body: new URLSearchParams(fields) })
const history = async (id: number) =>
  (await db().select().from(paymentStatusChanges).where(eq(paymentStatusChanges.paymentId, id)).orderBy(paymentStatusChanges.id)).map((change) => change.status)
const thanks = () => db().select().from(outbox).where(eq(outbox.kind, 'donation-thanks'))
/** The thank-you question ticked, as the form sends it for the day it was shown for. */
const thank = (day: string) => ({ sendThanks: 'yes', sendThanksFor: day })

describe('Mark received', () => {
  it('is offered on a pledge only, on its row and its detail', async () => {
    const { id } = await pledge()
    const list = await call(listLoader, '/admin/payments', { cookie })
    expect(list.data.rows[0].itemLinks).toEqual(['receive'])
    const detail = await call(listLoader, `/admin/payments?detail=${id}`, { cookie })
    expect(detail.data.modal.itemLinks).toEqual(['receive'])
    const page = await call(loader, url(id), { cookie, params: { id: String(id) } })
    expect(page.data).toMatchObject({ name: 'Gurpreet Sandhu', pledged: true, defaults: { receivedOn: todayInEdmonton(), paymentMethod: 'qr', amount: '' } })
  })

  it('makes a pledge without an address Received with its day, method and amount, thanks its donor and keeps the history', async () => {
    const { id } = await pledge()
    const outcome = await receive(id, { receivedOn: '2026-03-02', paymentMethod: 'cheque', amount: '$75', ...thank('2026-03-02') })
    expect(outcome.location).toBe('/admin/payments')
    expect(outcome.flash).toEqual({ type: 'success', message: 'Payment marked received', position: 'bottom-right' })
    const [row] = await db().select().from(paymentRecords).where(eq(paymentRecords.id, id))
    expect(row).toMatchObject({ status: 'received', paymentMethod: 'cheque', amountCents: 7500, address: '', receivedAt: edmontonDayStart('2026-03-02') })
    expect(row.thankedAt).not.toBeNull()
    expect((await thanks()).map((mail) => mail.to)).toEqual(['gurpreet@example.org'])
    expect(await history(id)).toEqual(['pledged', 'received'])

    const detail = await call(listLoader, `/admin/payments?detail=${id}`, { cookie })
    expect(detail.data.modal.history).toMatch(/^Pledged: \d{1,2} \w+ \d{4}, .+\nReceived: \d{1,2} \w+ \d{4}, .+$/)
    // nothing to mark any more; its official receipt can be issued
    expect(detail.data.modal.itemLinks).toEqual(['receipt'])
    expect((await call(loader, url(id), { cookie, params: { id: String(id) } })).data).toMatchObject({ pledged: false, status: 'Received' })
  })

  it('says what is wrong beside each field, keeps what was typed and changes nothing', async () => {
    const { id } = await pledge()
    const typed = { receivedOn: '', paymentMethod: 'bitcoin', amount: '-5' }
    const refused = await receive(id, typed)
    expect(refused.status).toBe(400)
    expect(refused.data).toEqual({
      typed: { ...typed, issueReceipt: false, sendThanks: false, sendThanksFor: '' },
      errors: { receivedOn: 'Enter the date the payment was received', paymentMethod: 'This field is required!', amount: 'The amount cannot be negative' },
    })
    const future = await receive(id, { receivedOn: '2999-01-01', paymentMethod: 'cash', amount: '' })
    expect(future.data.errors).toEqual({ receivedOn: 'The date received cannot be in the future' })
    const notADay = await receive(id, { receivedOn: '2026-02-30', paymentMethod: 'cash', amount: '' })
    expect(notADay.data.errors).toEqual({ receivedOn: 'Enter a real date, such as 2026-11-21' })
    const [row] = await db().select().from(paymentRecords).where(eq(paymentRecords.id, id))
    expect(row).toMatchObject({ status: 'pledged', receivedAt: null, thankedAt: null })
    expect(await thanks()).toEqual([])
  })

  it('marks a pledge once when many posts arrive together: one thank-you, one Received in the history', async () => {
    const { id } = await pledge()
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => receive(id, { receivedOn: '2026-03-02', paymentMethod: 'qr', amount: '20', ...thank('2026-03-02') })))
    const messages = outcomes.map((outcome) => outcome.flash?.message)
    expect(messages.filter((message) => message === 'Payment marked received')).toHaveLength(1)
    expect(messages.filter((message) => message?.startsWith('That payment is no longer a pledge'))).toHaveLength(11)
    expect(await thanks()).toHaveLength(1)
    expect(await history(id)).toEqual(['pledged', 'received'])
  })

  it('says so for a payment deleted meanwhile, and answers 404 for its page', async () => {
    const { id } = await pledge()
    await db().delete(paymentRecords).where(eq(paymentRecords.id, id))
    expect((await receive(id, { receivedOn: '2026-03-02', paymentMethod: 'qr', amount: '' })).flash?.message).toBe('That payment was deleted meanwhile.')
    expect((await call(loader, url(id), { cookie, params: { id: String(id) } })).status).toBe(404)
  })
})

describe('Mark received with the official receipt', () => {
  const addressed = () => createDonation({ name: 'Gurpreet Sandhu', email: 'gurpreet@example.org', paymentMethod: 'qr', address: '10 Jasper Ave\nEdmonton, AB T5J 1N9', amountCents: null }, 'SMHS')
  const page = async (id: number) => (await call(loader, url(id), { cookie, params: { id: String(id) } })).data.receipt

  it('issues the receipt in the same step when asked, and the thank-you carries its PDF: one e-mail, no other', async () => {
    await saveSignedReceiptSettings()
    const { id } = await addressed()
    expect(await page(id)).toEqual({ offered: true, note: null })
    const outcome = await receive(id, { receivedOn: '2026-03-02', paymentMethod: 'cheque', amount: '75', issueReceipt: 'yes', ...thank('2026-03-02') })
    expect(outcome.flash?.message).toMatch(/^Payment marked received\. Receipt No\. \d{4}-00001 goes to the donor with the thank-you\.$/)
    const [receipt] = await db().select().from(donationReceipts)
    expect(receipt).toMatchObject({ donorName: 'Gurpreet Sandhu', amountCents: 7500, receivedFrom: '2026-03-02', status: 'issued' })
    const mails = await db().select().from(outbox)
    expect(mails.map((mail) => [mail.kind, mail.attachmentName])).toEqual([['donation-thanks', `receipt-${receipt.serial}.pdf`]])
    expect(mails[0].text).toContain(`Attached is your official receipt for income tax purposes, No. ${receipt.serial}, for an eligible amount of $75.00.`)
    expect(Buffer.from(mails[0].attachment!).equals(Buffer.from(receipt.pdf))).toBe(true)
    expect(await pdfText(mails[0].attachment!)).toContain('Gurpreet Sandhu')
  })

  it('issues none when the box is left unticked: the thank-you promises none, since none would follow by itself', async () => {
    await saveSignedReceiptSettings()
    const { id } = await addressed()
    expect((await receive(id, { receivedOn: '2026-03-02', paymentMethod: 'cheque', amount: '75', ...thank('2026-03-02') })).flash?.message).toBe('Payment marked received')
    expect(await db().select().from(donationReceipts)).toEqual([])
    const [mail] = await thanks()
    expect(mail.attachmentName).toBeNull()
    expect(mail.text).not.toMatch(/receipt/i)
  })

  it('sends the receipt by itself when no thank-you goes, and says to print it for a donor without e-mail', async () => {
    await saveSignedReceiptSettings()
    const { id } = await addressed()
    expect((await receive(id, { receivedOn: '2026-03-02', paymentMethod: 'cheque', amount: '75', issueReceipt: 'yes' })).flash?.message).toMatch(
      /^Payment marked received\. Receipt No\. \d{4}-00001 issued and sent to gurpreet@example\.org\.$/,
    )
    expect((await db().select().from(outbox)).map((mail) => mail.kind)).toEqual(['donation-receipt'])
    const posted = await addressed()
    await db().update(paymentRecords).set({ email: '', name: 'Posted Donor' }).where(eq(paymentRecords.id, posted.id))
    const outcome = await receive(posted.id, { receivedOn: '2026-03-02', paymentMethod: 'cheque', amount: '75', issueReceipt: 'yes', ...thank('2026-03-02') })
    expect(outcome.flash?.message).toMatch(/^Payment marked received\. Receipt No\. \d{4}-00002 issued\. The donor has no e-mail address: download the PDF from the Receipts page, print it and post it\.$/)
    expect(await db().select().from(outbox)).toHaveLength(1)
  })

  it('asks again before thanking for a gift received months ago on a form shown for another day', async () => {
    const { id } = await pledge()
    const refused = await receive(id, { receivedOn: '2026-03-02', paymentMethod: 'cheque', amount: '75', ...thank(todayInEdmonton()) })
    expect(refused.status).toBe(400)
    expect(refused.data.errors).toEqual({ sendThanks: 'This is 7 days or more ago, so this is usually left unticked. Save again to do it anyway, or untick it.' })
    // the form shown again is for that day
    expect(refused.data.typed).toMatchObject({ sendThanks: true, sendThanksFor: '2026-03-02' })
    expect(await thanks()).toEqual([])
    expect((await db().select().from(paymentRecords).where(eq(paymentRecords.id, id)))[0].status).toBe('pledged')
    // left unticked: marked, and no e-mail
    expect((await receive(id, { receivedOn: '2026-03-02', paymentMethod: 'cheque', amount: '75' })).flash?.message).toBe('Payment marked received')
    expect(await thanks()).toEqual([])
  })

  it('offers it only where a receipt can be made, and says why not', async () => {
    const { id } = await addressed()
    expect(await page(id)).toEqual({ offered: false, note: expect.stringMatching(/^Receipts cannot be issued yet/) })
    await saveSignedReceiptSettings()
    expect(await page((await pledge()).id)).toEqual({ offered: false, note: expect.stringContaining('no postal address') })
    // a name in Gurmukhi prints as it is (issue 36); one in a script the receipt has no font for does not
    const gurmukhi = await createDonation({ name: 'ਗੁਰਪ੍ਰੀਤ ਕੌਰ', email: 'kaur@example.org', paymentMethod: 'qr', address: '10 Jasper Ave', amountCents: null }, 'SMHS')
    expect(await page(gurmukhi.id)).toEqual({ offered: true, note: null })
    await db().update(paymentRecords).set({ name: '王小明' }).where(eq(paymentRecords.id, gurmukhi.id))
    expect(await page(gurmukhi.id)).toEqual({ offered: false, note: expect.stringContaining('cannot print') })
    await saveSignedReceiptSettings({ mode: 'annual' })
    expect(await page(id)).toEqual({ offered: false, note: expect.stringContaining('once a year') })
    // a forged tick where it is not offered issues nothing; the thank-you says when the year's receipt comes
    expect((await receive(id, { receivedOn: '2026-03-02', paymentMethod: 'cash', amount: '20', issueReceipt: 'yes', ...thank('2026-03-02') })).flash?.message).toBe('Payment marked received')
    expect(await db().select().from(donationReceipts)).toEqual([])
    expect((await thanks())[0].text).toContain('Early in 2027, we will e-mail you one official receipt for income tax purposes for all your gifts of 2026.')
  })

  it('without an amount, marks it received and says the receipt waits for one', async () => {
    await saveSignedReceiptSettings()
    const { id } = await addressed()
    const outcome = await receive(id, { receivedOn: '2026-03-02', paymentMethod: 'cash', amount: '', issueReceipt: 'yes', ...thank('2026-03-02') })
    expect(outcome.flash?.message).toBe('Payment marked received. No receipt yet: Record the amount of this payment (Edit) before issuing its receipt.')
    expect(await db().select().from(donationReceipts)).toEqual([])
    expect(await thanks()).toHaveLength(1)
  })

  it('gives one receipt and one thank-you when many posts arrive together', async () => {
    await saveSignedReceiptSettings()
    const { id } = await addressed()
    await Promise.all(Array.from({ length: 12 }, () => receive(id, { receivedOn: '2026-03-02', paymentMethod: 'qr', amount: '20', issueReceipt: 'yes', ...thank('2026-03-02') })))
    expect(await db().select().from(donationReceipts)).toHaveLength(1)
    expect(await db().select().from(outbox)).toHaveLength(1)
  })
})

describe('the history of a payment', () => {
  it('keeps each status a record takes through Edit, including Refunded, and not a save that leaves it unchanged', async () => {
    const fields = { name: 'Asha Patel', email: 'asha@example.org', address: '1 Main St, Edmonton', paymentMethod: 'cash', amount: '40' }
    await call(listAction, '/admin/payments?add=1', { cookie, body: new URLSearchParams({ ...fields, status: 'received', receivedOn: '2026-03-01' }) })
    const [row] = await db().select().from(paymentRecords)
    const edit = (values: Record<string, string>) => call(listAction, `/admin/payments?edit=${row.id}`, { cookie, body: new URLSearchParams({ ...fields, ...values }) })
    await edit({ status: 'received', receivedOn: '2026-03-01', amount: '45' })
    await edit({ status: 'refunded', receivedOn: '' })
    expect(await history(row.id)).toEqual(['received', 'refunded'])
    const list = await call(listLoader, '/admin/payments?status=refunded', { cookie })
    expect(list.data.rows.map((r: { name: string; status: string }) => [r.name, r.status])).toEqual([['Asha Patel', 'refunded']])
  })
})
