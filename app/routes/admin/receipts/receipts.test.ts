// The receipt screens (issue 15): "Issue receipt" asks for the name and address a website pledge
// lacks, with each message beside its field and nothing typed lost; the receipts list and its
// filters; the PDF and the year's CSV; cancel and replace; the settings with a real signature
// picture; a payment that a receipt names cannot be deleted.
import { eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../../../database/db.server'
import { donationReceipts, outbox, paymentRecords } from '../../../../database/schema'
import { useTestDatabase } from '../../../../database/test-database'
import { DEFAULT_RECEIPT_SETTINGS } from '~/content/receipts'
import { getReceiptSettings, saveReceiptSettings } from '~/models/settings.server'
import { OPERATOR } from '~/models/audit.server'
import { adminCookie, call, pngFile } from '../../../../tests/support/admin-test-helpers'
import { clearReceiptTables, pdfText, receivedPayment, saveSignedReceiptSettings } from '../../../../tests/support/receipt-test-helpers'
import { action as paymentsAction, loader as paymentsLoader } from '../payments/list'
import { action as issueOne, loader as issueOneLoader } from '../payments/receipt'
import { action as cancelAction } from './cancel'
import { loader as exportLoader } from './export'
import { action as issueMany } from './issue'
import { action as listAction, loader as listLoader } from './list'
import { loader as pdfLoader } from './pdf'
import { action as settingsAction, loader as settingsLoader } from './settings'

useTestDatabase()

let cookie = ''
beforeAll(async () => {
  cookie = await adminCookie()
})
beforeEach(async () => {
  await clearReceiptTables()
  await saveSignedReceiptSettings()
})

const form = (fields: Record<string, string>) => new URLSearchParams(fields)
const issue = (id: number, fields: Record<string, string>) =>
  call(issueOne, `/admin/payments/${id}/receipt`, { cookie, params: { id: String(id) }, body: form({ advantage: '', advantageDescription: '', ...fields }) })

describe('Issue receipt on a payment', () => {
  it('asks for the full name and address a website pledge lacks, keeping what was typed, then issues and sends it', async () => {
    const payment = await receivedPayment({ name: 'Gurpreet', address: '', email: 'gurpreet@example.org' })
    const page = await call(issueOneLoader, `/admin/payments/${payment.id}/receipt`, { cookie, params: { id: String(payment.id) } })
    expect(page.data).toMatchObject({ refused: null, settingsComplete: true, defaults: { donorName: 'Gurpreet', donorAddress: '' } })

    const refused = await issue(payment.id, { donorName: 'Gurpreet Kaur Sandhu', donorAddress: '   ' })
    expect(refused.status).toBe(400)
    expect(refused.data).toEqual({
      typed: { donorName: 'Gurpreet Kaur Sandhu', donorAddress: '   ', advantage: '', advantageDescription: '' },
      errors: { donorAddress: "Enter the donor's full postal address, as the receipt must show it." },
    })
    // a name in a script the receipt has no font for is refused, saying which letters it prints (Gurmukhi is one: issue 36)
    expect((await issue(payment.id, { donorName: '王小明', donorAddress: '1 Main St' })).data.errors).toEqual({
      donorName: 'Write this in English, Punjabi (Gurmukhi), Hindi (Devanagari) or Urdu letters: the receipt cannot print other scripts.',
    })
    expect((await issue(payment.id, { donorName: 'G', donorAddress: '1 Main St', advantage: '80.00' })).data.errors).toEqual({
      advantageDescription: 'Describe the advantage the donor received, such as "Dinner ticket".',
    })
    expect((await issue(payment.id, { donorName: 'G', donorAddress: '1 Main St', advantage: '80.00', advantageDescription: 'Dinner' })).data.errors).toEqual({
      advantage: 'The advantage cannot be worth more than the gift.',
    })
    // CRA's 80% threshold (Income Tax Folio S7-F1-C1, 1.5): of this $50.00 gift, a $40.01 dinner is no gift at all
    const overThreshold = await issue(payment.id, { donorName: 'G', donorAddress: '1 Main St', advantage: '40.01', advantageDescription: 'Dinner' })
    expect(overThreshold.status).toBe(400)
    expect(overThreshold.data).toEqual({
      typed: { donorName: 'G', donorAddress: '1 Main St', advantage: '40.01', advantageDescription: 'Dinner' },
      errors: {
        advantage:
          'The advantage is worth more than 80% of the gift, so the Canada Revenue Agency does not count it as a gift and no receipt can be issued. Check both amounts.',
      },
    })
    expect(await db().select().from(donationReceipts)).toEqual([])

    const done = await issue(payment.id, { donorName: 'Gurpreet Kaur Sandhu', donorAddress: '12 Jasper Ave\nEdmonton, AB T5J 1N5' })
    expect(done.location).toBe('/admin/payments')
    expect(done.flash?.message).toMatch(/^Receipt No\. \d{4}-00001 issued and /)
    const [receipt] = await db().select().from(donationReceipts)
    expect(await pdfText(receipt.pdf)).toContain('Donor Gurpreet Kaur Sandhu 12 Jasper Ave Edmonton, AB T5J 1N5')
    const [mail] = await db().select().from(outbox)
    expect(mail).toMatchObject({ kind: 'donation-receipt', to: 'gurpreet@example.org', attachmentName: `receipt-${receipt.serial}.pdf` })
    // the payment keeps the address, says which receipt it has, and offers no second one
    const [after] = await db().select().from(paymentRecords).where(eq(paymentRecords.id, payment.id))
    expect(after).toMatchObject({ address: '12 Jasper Ave\nEdmonton, AB T5J 1N5', receiptSerial: receipt.serial })
    const list = await call(paymentsLoader, `/admin/payments?detail=${payment.id}`, { cookie })
    expect(list.data.modal).toMatchObject({ itemLinks: [], receiptSerial: `No. ${receipt.serial}` })
    expect((await issue(payment.id, { donorName: 'Someone', donorAddress: 'Elsewhere' })).flash?.message).toBe(`This payment already had receipt No. ${receipt.serial}.`)
    expect(await db().select().from(donationReceipts)).toHaveLength(1)
  })

  it('issues a receipt for a gift with an advantage of exactly 80%, the advantage and the eligible amount on it', async () => {
    const payment = await receivedPayment({ amountCents: 25000 })
    const done = await issue(payment.id, { donorName: 'Harjit Dhillon', donorAddress: '8 Rowland Rd\nEdmonton, AB T5H 4A1', advantage: '200.00', advantageDescription: 'Gala dinner ticket' })
    expect(done.location).toBe('/admin/payments')
    const [receipt] = await db().select().from(donationReceipts)
    const text = await pdfText(receipt.pdf)
    expect(text).toContain('Gala dinner ticket')
    expect(text).toMatch(/Eligible amount of gift\s+\$50\.00/)
  })

  it('says why when the payment is a pledge or no one is named to sign yet', async () => {
    const pledge = await receivedPayment({ status: 'pledged', receivedAt: null })
    expect((await call(issueOneLoader, `/x`, { cookie, params: { id: String(pledge.id) } })).data.refused).toBe('Only a payment marked Received can have a receipt.')
    await saveReceiptSettings(DEFAULT_RECEIPT_SETTINGS, OPERATOR)
    const payment = await receivedPayment()
    expect((await call(issueOneLoader, `/x`, { cookie, params: { id: String(payment.id) } })).data.settingsComplete).toBe(false)
    const refused = await issue(payment.id, { donorName: 'Manpreet Gill', donorAddress: '1 Main St' })
    expect(refused.flash).toMatchObject({ type: 'error', message: expect.stringContaining('Receipts cannot be issued yet') })
  })

  it('keeps a payment that a receipt names from being deleted', async () => {
    const payment = await receivedPayment()
    await issue(payment.id, { donorName: 'Manpreet Gill', donorAddress: '1 Main St' })
    const refused = await call(paymentsAction, '/admin/payments', { cookie, body: form({ intent: 'delete', id: String(payment.id) }) })
    expect(refused.flash).toMatchObject({ type: 'error', message: expect.stringContaining('This payment has an official receipt') })
    expect(await db().select().from(paymentRecords)).toHaveLength(1)
  })
})

describe('the Receipts screen', () => {
  it('lists receipts by year and status, downloads the PDF as issued and the year as CSV', async () => {
    const payments = [await receivedPayment({ email: 'a@example.org' }), await receivedPayment({ email: 'b@example.org', name: 'Bal, "Bobby" Singh' })]
    for (const payment of payments) await issue(payment.id, { donorName: payment.name, donorAddress: '1 Main St' })
    const [first, second] = await db().select().from(donationReceipts).orderBy(donationReceipts.number)
    await call(cancelAction, `/x`, { cookie, params: { id: String(first.id) }, body: form({ reason: 'Issued by mistake', replace: 'no' }) })

    const all = await call(listLoader, '/admin/receipts', { cookie })
    expect(all.data.rows.map((row: { serial: string; status: string }) => [row.serial, row.status])).toEqual([
      [second.serial, 'issued'],
      [first.serial, 'cancelled'],
    ])
    const cancelled = await call(listLoader, `/admin/receipts?status=cancelled&year=${first.year}`, { cookie })
    // who issued and who cancelled, for the charity's own records
    expect(cancelled.data.rows).toMatchObject([{ serial: first.serial, cancelled: expect.stringMatching(/^Cancelled .+ by admin-\d+-\d+@example\.org: Issued by mistake$/) }])
    expect(all.data.rows[0].issued).toMatch(/^Issued .+ by admin-\d+-\d+@example\.org$/)

    const pdf = (await pdfLoader({ request: new Request('http://localhost/x', { headers: { Cookie: cookie } }), params: { id: String(second.id) }, context: {} } as never)) as Response
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf')
    expect(pdf.headers.get('Cache-Control')).toBe('no-store')
    expect(Buffer.from(await pdf.arrayBuffer()).equals(Buffer.from(second.pdf))).toBe(true)

    const csv = (await exportLoader({ request: new Request(`http://localhost/x?year=${first.year}`, { headers: { Cookie: cookie } }), params: {}, context: {} } as never)) as Response
    const lines = (await csv.text()).trim().split(/\r?\n/)
    expect(lines[0]).toBe('Receipt No.,Status,Kind,Donor,Address,E-mail,Received from,Received to,Amount (CAD),Advantage (CAD),Eligible amount (CAD),Date of issue,Replaces,Cancelled on,Reason for cancelling')
    expect(lines[1]).toMatch(new RegExp(`^${first.serial},Cancelled,One gift,Manpreet Gill,1 Main St,a@example.org,2026-03-02,2026-03-02,50.00,0.00,50.00,.*Issued by mistake$`))
    expect(lines[2]).toMatch(new RegExp(`^${second.serial},Issued,One gift,"Bal, ""Bobby"" Singh",`))
  })

  it('sends a copy of a live receipt, and cancels with a replacement only with a reason', async () => {
    const payment = await receivedPayment()
    await issue(payment.id, { donorName: 'Manpreet Gill', donorAddress: '1 Main St' })
    const [receipt] = await db().select().from(donationReceipts)
    expect((await call(listAction, '/admin/receipts', { cookie, body: form({ intent: 'copy', id: String(receipt.id) }) })).flash?.message).toBe(
      'A copy marked "Copy" is on its way to the donor.',
    )
    expect((await db().select().from(outbox).where(eq(outbox.kind, 'donation-receipt-copy'))).map((mail) => mail.attachmentName)).toEqual([`receipt-${receipt.serial}-copy.pdf`])

    const refused = await call(cancelAction, '/x', { cookie, params: { id: String(receipt.id) }, body: form({ reason: ' ', replace: 'yes', donorName: 'Manpreet Gill', donorAddress: '' }) })
    expect(refused.data.errors).toEqual({ reason: 'Enter why the receipt is cancelled.', donorAddress: "Enter the donor's full postal address, as the receipt must show it." })
    const replaced = await call(cancelAction, '/x', { cookie, params: { id: String(receipt.id) }, body: form({ reason: 'Wrong address', replace: 'yes', donorName: 'Manpreet Gill', donorAddress: '2 Main St' }) })
    expect(replaced.flash?.message).toMatch(/^Receipt cancelled\. Receipt No\. \d{4}-00002 replaces it/)
    const list = await call(listLoader, '/admin/receipts', { cookie })
    expect(list.data.rows.map((row: { serial: string; replaces: string | null }) => [row.serial, row.replaces])).toEqual([
      [`${receipt.year}-00002`, receipt.serial],
      [receipt.serial, null],
    ])
  })

  it('issues many at once and says what it left out', async () => {
    await receivedPayment({ email: 'a@example.org', receivedOn: '2026-03-01' })
    await receivedPayment({ email: 'b@example.org', receivedOn: '2026-03-02', address: '' })
    const refused = await call(issueMany, '/x', { cookie, body: form({ kind: 'range', from: '2026-03-05', to: '2026-03-01' }) })
    expect(refused.data.errors).toEqual({ to: 'The first date must come before the second.' })
    const done = await call(issueMany, '/x', { cookie, body: form({ kind: 'range', from: '2026-03-01', to: '2026-03-31' }) })
    expect(done.flash?.message).toMatch(
      /^1 receipt issued \(\d{4}-00001\)\. 1 gift was left out \(no postal address, a name or address the receipt cannot print, or a gift in kind, which has a receipt of its own\): issue those one by one from the Donation page\.$/,
    )
  })
})

describe('Receipt settings', () => {
  it('takes a real picture of the signature, refuses a file that is not one, and keeps what was typed', async () => {
    await saveReceiptSettings(DEFAULT_RECEIPT_SETTINGS, OPERATOR)
    const post = (fields: Record<string, string>, file: File) => {
      const body = new FormData()
      for (const [name, value] of Object.entries(fields)) body.set(name, value)
      body.set('signature', file)
      return call(settingsAction, '/admin/receipts/settings', { cookie, body })
    }
    const fields = { placeOfIssue: 'Edmonton, Alberta', signatoryName: 'Harjit Dhillon', signatoryTitle: 'Treasurer', mode: 'annual' }
    const notAPicture = await post(fields, new File(['%PDF-1.4 not a picture'], 'sig.png', { type: 'image/png' }))
    expect(notAPicture.status).toBe(400)
    expect(notAPicture.data).toMatchObject({ typed: fields, errors: { signature: expect.stringContaining('not a picture we can use') } })
    const missing = await post({ ...fields, signatoryTitle: '' }, new File([], '', { type: 'application/octet-stream' }))
    expect(missing.data.errors).toEqual({ signatoryTitle: 'Enter their title, such as Treasurer.', signature: 'Upload a picture of the signature (PNG or JPEG).' })

    expect((await post(fields, await pngFile('#1e3a8a', 'signature.png'))).flash?.message).toBe('Receipt settings saved.')
    const saved = await getReceiptSettings()
    expect(saved).toMatchObject({ signatoryName: 'Harjit Dhillon', mode: 'annual' })
    expect(Buffer.from(saved.signaturePng, 'base64').subarray(1, 4).toString()).toBe('PNG')
    // shown back to the admin inline, never as a public file
    expect((await call(settingsLoader, '/admin/receipts/settings', { cookie })).data.signature).toMatch(/^data:image\/png;base64,/)
    // saved again without a new file: the signature stays
    expect((await post({ ...fields, signatoryTitle: 'Chair' }, new File([], '', { type: 'application/octet-stream' }))).flash?.message).toBe('Receipt settings saved.')
    expect((await getReceiptSettings()).signaturePng).toBe(saved.signaturePng)
  })
})
