// Official donation receipts (issue 15, items 5 to 9): every element CRA requires, read back from
// the PDF with a PDF reader; serial numbers unique and without gaps under concurrent issuing;
// issuing twice gives the one receipt; cancel and replace keep both with the right words; a
// changed setting leaves an issued PDF byte-identical; annual receipts gather a donor's year;
// the receipt reaches the donor by e-mail with the PDF attached.
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../database/db.server'
import { donationReceipts, outbox, paymentRecords, receiptSerials } from '../../database/schema'
import { useTestDatabase } from '../../database/test-database'
import { DEFAULT_RECEIPT_SETTINGS } from '~/content/receipts'
import { getOrganisation, saveReceiptSettings, saveSiteSettings } from '~/models/settings.server'
import { OPERATOR } from '~/models/audit.server'
import { clearReceiptTables, pdfText, receivedPayment, saveSignedReceiptSettings } from '../../tests/support/receipt-test-helpers'
import { useMailDelivery } from '../../tests/support/smtp-test-server'
import { cancelReceipt, getReceipt, issueAnnualReceipts, issueReceipt, issueReceiptsBetween, receiptFile, resendReceiptCopy } from './donation-receipt.server'

useTestDatabase()
const delivery = useMailDelivery()

const NOW = new Date('2026-11-24T18:00:00Z') // 24 November 2026, 11 a.m. in Edmonton
const BY = 'treasurer@example.org'
const NEW_YEAR = new Date('2027-01-05T18:00:00Z') // 5 January 2027, 11 a.m. in Edmonton: the 2026 receipts are open
const DONOR = { donorName: 'Manpreet Kaur Gill', donorAddress: '55 Whyte Ave NW\nEdmonton, AB T6E 1Z9', advantageCents: 0, advantageDescription: '' }

beforeEach(async () => {
  // what earlier tests queued is sent now, not in the middle of the next test
  await delivery.deliver()
  await clearReceiptTables()
  await saveSignedReceiptSettings()
  delivery.smtp.received.length = 0
})

async function issued(paymentId: number, details = DONOR) {
  const outcome = await issueReceipt(paymentId, details, BY, NOW)
  if (!outcome.ok) throw new Error(`not issued: ${outcome.reason}`)
  return outcome
}

describe('a receipt for one gift', () => {
  it('holds every element CRA requires for a cash gift, with the right values', async () => {
    await saveSiteSettings({ organisation: { ...(await getOrganisation()), name: 'Sahara Mental Health Society', charityNumber: '79238 1865 RR0001' } }, OPERATOR)
    const payment = await receivedPayment({ amountCents: 12500, receivedOn: '2026-03-02' })
    const { receipt } = await issued(payment.id, { ...DONOR, advantageCents: 2500, advantageDescription: 'Dinner ticket' })
    const text = await pdfText(receipt.pdf)
    for (const element of [
      'Official receipt for income tax purposes',
      'Sahara Mental Health Society',
      '10010 106 Street NW, Suite 204',
      'Edmonton, AB T5J 3L8',
      'Charity registration number: 79238 1865 RR0001',
      'Receipt No. 2026-00001',
      'Place of issue Edmonton, Alberta',
      'Date gift received 2 March 2026',
      'Date of issue 24 November 2026',
      'Donor Manpreet Kaur Gill 55 Whyte Ave NW Edmonton, AB T6E 1Z9',
      'Total amount of gift $125.00',
      'Value of advantage $25.00 Dinner ticket',
      'Eligible amount of gift $100.00',
      'Authorised signature Harjit Dhillon Treasurer',
      'Canada Revenue Agency: canada.ca/charities-giving',
    ]) {
      expect(text).toContain(element)
    }
    expect(receipt).toMatchObject({ serial: '2026-00001', amountCents: 12500, advantageCents: 2500, eligibleCents: 10000, receivedFrom: '2026-03-02', issuedBy: BY })
    // archived as issued, with its fingerprint; nothing in it can be filled in or run
    expect(receipt.pdfSha256).toBe(createHash('sha256').update(receipt.pdf).digest('hex'))
    const raw = Buffer.from(receipt.pdf).toString('latin1')
    expect(raw).not.toMatch(/\/AcroForm|\/JavaScript|\/Widget/)
    expect(raw).toContain('/Image')
    // the payment says which receipt it has, and keeps the name and address the receipt names
    const [after] = await db().select().from(paymentRecords).where(eq(paymentRecords.id, payment.id))
    expect(after).toMatchObject({ receiptSerial: '2026-00001', name: 'Manpreet Kaur Gill', address: DONOR.donorAddress })
  })

  it('says "None" when the donor received no advantage', async () => {
    const { receipt } = await issued((await receivedPayment()).id)
    expect(await pdfText(receipt.pdf)).toContain('Value of advantage $0.00 None Eligible amount of gift $50.00')
  })

  it('is one receipt however often it is asked for: the second answer is the first receipt', async () => {
    const payment = await receivedPayment()
    const first = await issued(payment.id)
    const second = await issued(payment.id)
    expect(second).toMatchObject({ alreadyIssued: true, receipt: { serial: first.receipt.serial } })
    expect(await db().select().from(donationReceipts)).toHaveLength(1)
  })

  it('is refused for a pledge, a payment without an amount, or before anyone is named to sign', async () => {
    expect(await issueReceipt((await receivedPayment({ status: 'pledged', receivedAt: null })).id, DONOR, BY, NOW)).toEqual({ ok: false, reason: 'not-received' })
    expect(await issueReceipt((await receivedPayment({ amountCents: null })).id, DONOR, BY, NOW)).toEqual({ ok: false, reason: 'no-amount' })
    await saveReceiptSettings(DEFAULT_RECEIPT_SETTINGS, OPERATOR)
    expect(await issueReceipt((await receivedPayment()).id, DONOR, BY, NOW)).toEqual({ ok: false, reason: 'settings-missing' })
    expect(await db().select().from(donationReceipts)).toEqual([])
    expect(await db().select().from(receiptSerials)).toEqual([])
  })

  it('stays byte-identical when the settings and the payment change afterwards', async () => {
    const payment = await receivedPayment()
    const { receipt } = await issued(payment.id)
    await saveSignedReceiptSettings({ signatoryName: 'Someone Else', placeOfIssue: 'Calgary, Alberta' })
    await saveSiteSettings({ organisation: { ...(await getOrganisation()), name: 'A New Name Society' } }, OPERATOR)
    await db().update(paymentRecords).set({ amountCents: 999, name: 'Changed' }).where(eq(paymentRecords.id, payment.id))
    const stored = (await getReceipt(receipt.id))!
    expect(Buffer.from(stored.pdf).equals(Buffer.from(receipt.pdf))).toBe(true)
    expect(Buffer.from(await receiptFile(stored, 'original')).equals(Buffer.from(receipt.pdf))).toBe(true)
  })

  it('goes to the donor by e-mail with the PDF attached', async () => {
    const { receipt } = await issued((await receivedPayment()).id)
    await delivery.deliver()
    const [mail] = await delivery.smtp.waitFor(1)
    expect(mail.envelopeTo).toEqual(['manpreet@example.org'])
    expect(mail.subject).toBe('Your official donation receipt')
    expect(mail.text).toContain('Attached is your official receipt for income tax purposes, No. 2026-00001, for an eligible amount of $50.00.')
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([['receipt-2026-00001.pdf', 'application/pdf']])
    expect(Buffer.compare(mail.attachments[0].content, Buffer.from(receipt.pdf))).toBe(0)
    // the donor's name, address and gift leave the outbox once sent, the PDF too
    const [row] = await db().select().from(outbox).where(eq(outbox.kind, 'donation-receipt'))
    expect(row).toMatchObject({ status: 'sent', html: null, attachment: null })
  })
})

describe('serial numbers', () => {
  it('stay unique and without gaps under 20 concurrent issues, and one payment asked 20 times at once gets one receipt', async () => {
    const payments = await Promise.all(Array.from({ length: 20 }, (_, i) => receivedPayment({ email: `donor${i}@example.org` })))
    const outcomes = await Promise.all(payments.map((payment) => issued(payment.id)))
    const numbers = outcomes.map((outcome) => outcome.receipt.number).sort((a, b) => a - b)
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    expect(new Set(outcomes.map((outcome) => outcome.receipt.serial)).size).toBe(20)

    const one = await receivedPayment({ email: 'once@example.org' })
    const same = await Promise.all(Array.from({ length: 20 }, () => issued(one.id)))
    expect(new Set(same.map((outcome) => outcome.receipt.serial))).toEqual(new Set(['2026-00021']))
    expect(same.filter((outcome) => !outcome.alreadyIssued)).toHaveLength(1)
    expect(await db().select().from(receiptSerials)).toEqual([{ year: 2026, lastNumber: 21 }])
  })

  it('start again at 00001 in a new year', async () => {
    await issued((await receivedPayment()).id)
    const next = await issueReceipt((await receivedPayment({ receivedOn: '2026-12-30' })).id, DONOR, BY, new Date('2027-01-04T18:00:00Z'))
    expect(next).toMatchObject({ ok: true, receipt: { serial: '2027-00001' } })
  })
})

describe('correcting a receipt', () => {
  it('cancels it with its reason kept and issues a replacement with a new serial that names it', async () => {
    const payment = await receivedPayment()
    const { receipt } = await issued(payment.id)
    const outcome = await cancelReceipt(receipt.id, 'Wrong address', BY, { donorName: 'Manpreet Kaur Gill', donorAddress: '77 Jasper Ave\nEdmonton, AB T5J 1N5' }, NOW)
    if (!outcome.ok || !outcome.replacement) throw new Error('not replaced')
    const old = (await getReceipt(receipt.id))!
    expect(old).toMatchObject({ status: 'cancelled', cancelReason: 'Wrong address', cancelledBy: BY })
    expect(outcome.replacement).toMatchObject({ serial: '2026-00002', replacesId: receipt.id, status: 'issued' })
    const text = await pdfText(outcome.replacement.pdf)
    expect(text).toContain('This receipt cancels and replaces receipt No. 2026-00001.')
    expect(text).toContain('77 Jasper Ave Edmonton, AB T5J 1N5')
    // the cancelled one stays downloadable, marked so, over its issued bytes
    expect(Buffer.from(old.pdf).equals(Buffer.from(receipt.pdf))).toBe(true)
    expect(await pdfText(await receiptFile(old, 'original'))).toMatch(/CANCELLED.*Wrong address/)
    const [after] = await db().select().from(paymentRecords).where(eq(paymentRecords.id, payment.id))
    expect(after.receiptSerial).toBe('2026-00002')
    // a second cancel changes nothing
    expect(await cancelReceipt(receipt.id, 'again', BY, null, NOW)).toEqual({ ok: false, reason: 'already-cancelled' })
  })

  it('cancelled without a replacement leaves the payment free for a new receipt', async () => {
    const payment = await receivedPayment()
    const { receipt } = await issued(payment.id)
    expect(await cancelReceipt(receipt.id, 'Gift refunded', BY, null, NOW)).toEqual({ ok: true, replacement: null })
    const [after] = await db().select().from(paymentRecords).where(eq(paymentRecords.id, payment.id))
    expect(after.receiptSerial).toBeNull()
    expect((await issued(payment.id)).receipt.serial).toBe('2026-00002')
  })

  it('sends a lost receipt again as a copy marked COPY, the original untouched', async () => {
    const { receipt } = await issued((await receivedPayment()).id)
    await delivery.deliver()
    await delivery.smtp.waitFor(1)
    expect(await resendReceiptCopy(receipt.id, OPERATOR)).toBe(true)
    await delivery.deliver()
    const [, copy] = await delivery.smtp.waitFor(2)
    expect(copy.subject).toBe('A copy of your official donation receipt')
    expect(copy.attachments[0].filename).toBe('receipt-2026-00001-copy.pdf')
    expect(await pdfText(copy.attachments[0].content)).toContain('COPY: of receipt No. 2026-00001, issued on 24 November 2026')
    expect(Buffer.from((await getReceipt(receipt.id))!.pdf).equals(Buffer.from(receipt.pdf))).toBe(true)
  })
})

describe('many receipts at once', () => {
  it('issues one per received, unreceipted gift in the range, leaving those without an address to staff', async () => {
    await receivedPayment({ receivedOn: '2026-02-28' })
    const inRange = await receivedPayment({ receivedOn: '2026-03-01', email: 'a@example.org' })
    await receivedPayment({ receivedOn: '2026-03-31', email: 'b@example.org' })
    await receivedPayment({ receivedOn: '2026-03-15', email: 'c@example.org', address: '' })
    await receivedPayment({ receivedOn: '2026-03-16', status: 'pledged' })
    // a name the receipt's fonts cannot print waits for staff (Gurmukhi prints: issue 36)
    await receivedPayment({ receivedOn: '2026-03-17', email: 'd@example.org', name: '王小明' })
    await receivedPayment({ receivedOn: '2026-03-18', email: 'e@example.org', name: 'ਗੁਰਪ੍ਰੀਤ ਕੌਰ' })
    await issued(inRange.id)
    const outcome = await issueReceiptsBetween('2026-03-01', '2026-03-31', BY, NOW)
    expect(outcome).toEqual({ issued: ['2026-00002', '2026-00003'], leftForStaff: 2 })
    expect(await issueReceiptsBetween('2026-03-01', '2026-03-31', BY, NOW)).toEqual({ issued: [], leftForStaff: 2 })
  })

  it('gathers a donor’s gifts of the year into one annual receipt listing each gift', async () => {
    await receivedPayment({ receivedOn: '2026-01-10', amountCents: 2000, email: 'Priya@Example.org', address: '' })
    await receivedPayment({ receivedOn: '2026-06-05', amountCents: 3000, email: 'priya@example.org', name: 'Priya Sharma', address: '12 Main St\nEdmonton, AB T5J 0A1' })
    await receivedPayment({ receivedOn: '2025-12-31', amountCents: 9900, email: 'priya@example.org' })
    await receivedPayment({ receivedOn: '2026-04-01', email: 'noaddress@example.org', address: '' })
    const outcome = await issueAnnualReceipts(2026, BY, { now: NEW_YEAR })
    expect(outcome).toEqual({ issued: ['2027-00001'], leftForStaff: 1 })
    const [receipt] = await db().select().from(donationReceipts)
    expect(receipt).toMatchObject({ kind: 'annual', donorName: 'Priya Sharma', amountCents: 5000, receivedFrom: '2026-01-10', receivedTo: '2026-06-05' })
    const text = await pdfText(receipt.pdf)
    expect(text).toContain('Year gifts were received 2026')
    expect(text).toContain('Total amount of gift $50.00')
    expect(text).toMatch(/10 January 2026 \$20\.00 5 June 2026 \$30\.00/)
    expect(await issueAnnualReceipts(2026, BY, { now: NEW_YEAR })).toEqual({ issued: [], leftForStaff: 1 })
  })
})
