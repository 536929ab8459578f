// What the receipt tests share: a signature picture made by sharp, the receipt settings saved
// with it, a received payment, and the text a PDF reader finds in a receipt.
import sharp from 'sharp'
import { extractText, getDocumentProxy } from 'unpdf'
import { db } from '../../database/db.server'
import { donationReceipts, outbox, paymentRecords, receiptPayments, receiptSerials } from '../../database/schema'
import { DEFAULT_RECEIPT_SETTINGS, type ReceiptSettings } from '~/content/receipts'
import { saveReceiptSettings } from '~/models/settings.server'
import { OPERATOR } from '~/models/audit.server'
import { edmontonDayStart } from '~/utils/edmonton-day.server'

export async function signaturePng(): Promise<Buffer> {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="90"><path d="M10 70 C 60 10, 90 10, 120 60 S 200 80, 290 20" stroke="#1e3a8a" stroke-width="4" fill="none"/></svg>'
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** Every payment, receipt, serial counter and queued e-mail gone, children before parents: a test's fresh start. */
export async function clearReceiptTables() {
  await db().delete(outbox)
  await db().delete(receiptPayments)
  await db().delete(donationReceipts)
  await db().delete(receiptSerials)
  await db().delete(paymentRecords)
}

export async function saveSignedReceiptSettings(changes: Partial<ReceiptSettings> = {}) {
  return saveReceiptSettings({
    ...DEFAULT_RECEIPT_SETTINGS,
    signatoryName: 'Harjit Dhillon',
    signatoryTitle: 'Treasurer',
    signaturePng: (await signaturePng()).toString('base64'),
    ...changes,
  }, OPERATOR)
}

type PaymentFields = Partial<typeof paymentRecords.$inferInsert> & { receivedOn?: string }

/** A payment received on `receivedOn` (Edmonton day), $50 by cheque unless told otherwise. */
export async function receivedPayment({ receivedOn = '2026-03-02', ...fields }: PaymentFields = {}) {
  const [row] = await db()
    .insert(paymentRecords)
    .values({
      name: 'Manpreet Gill',
      email: 'manpreet@example.org',
      address: '55 Whyte Ave NW\nEdmonton, AB T6E 1Z9',
      paymentMethod: 'cheque',
      amountCents: 5000,
      status: 'received',
      receivedAt: edmontonDayStart(receivedOn),
      ...fields,
    })
    .returning()
  return row
}

/** The receipt's text as a PDF reader finds it, on one line. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  const { text } = await extractText(pdf, { mergePages: true })
  return text.replace(/\s+/g, ' ')
}
