// Official donation receipts (issue 15, decision 023): the settings that go on every receipt,
// the words staff read on the receipt screens and the serial number's form. Browser-safe.
import { z } from 'zod'

export const RECEIPT_MODES = ['per-gift', 'annual'] as const
export type ReceiptMode = (typeof RECEIPT_MODES)[number]
export const RECEIPT_MODE_LABELS: Record<ReceiptMode, string> = {
  'per-gift': 'A receipt for each gift, issued when staff choose',
  annual: 'One receipt a year for each donor, for all their gifts of the year',
}

export const RECEIPT_LIMITS = { placeOfIssue: 100, signatoryName: 120, signatoryTitle: 120, reason: 500, advantageDescription: 300 } as const

/** What every receipt carries besides the charity's details (which are the organisation settings). */
export const receiptSettingsSchema = z.object({
  /** CRA: the place or locality where the receipt was issued */
  placeOfIssue: z.string().trim().min(1).max(RECEIPT_LIMITS.placeOfIssue),
  /** the individual authorised by the charity to sign receipts */
  signatoryName: z.string().trim().max(RECEIPT_LIMITS.signatoryName),
  signatoryTitle: z.string().trim().max(RECEIPT_LIMITS.signatoryTitle),
  /** their signature as a PNG, base64; '' until uploaded. Kept here, never in the public media. */
  signaturePng: z
    .string()
    .max(400_000)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/),
  mode: z.enum(RECEIPT_MODES),
})

export type ReceiptSettings = z.infer<typeof receiptSettingsSchema>

/** The receipt settings' fields as the form names them. */
export const RECEIPT_SETTINGS_LABELS = {
  placeOfIssue: 'Place of issue',
  signatoryName: 'Name of the person who signs receipts',
  signatoryTitle: 'Their title',
  signaturePng: 'Their signature',
  mode: 'When receipts are issued',
} as const satisfies Record<keyof ReceiptSettings, string>

export const DEFAULT_RECEIPT_SETTINGS: ReceiptSettings = { placeOfIssue: 'Edmonton, Alberta', signatoryName: '', signatoryTitle: '', signaturePng: '', mode: 'per-gift' }

/** Receipts can be issued only once someone is named to sign them, with their signature. */
export function receiptSettingsComplete(settings: ReceiptSettings): boolean {
  return settings.signatoryName !== '' && settings.signatoryTitle !== '' && settings.signaturePng !== ''
}

/** 2026 and 42 -> '2026-00042' */
export function receiptSerial(year: number, number: number): string {
  return `${year}-${String(number).padStart(5, '0')}`
}

export const RECEIPT_STATUSES = ['issued', 'cancelled'] as const
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number]
export const RECEIPT_STATUS_LABELS: Record<ReceiptStatus, string> = { issued: 'Issued', cancelled: 'Cancelled' }

/** What staff do with the receipt of a donor who gave no e-mail address. */
export const NO_EMAIL_RECEIPT = 'The donor has no e-mail address: download the PDF from the Receipts page, print it and post it.'

/**
 * CRA's threshold (Income Tax Folio S7-F1-C1, 1.5, "80% threshold"): when the advantage is worth
 * more than 80% of what was given, there is generally no gift, and so no official receipt.
 */
export function advantageOverThreshold(advantageCents: number, amountCents: number): boolean {
  return advantageCents * 100 > amountCents * 80
}

export const RECEIPT_MESSAGES = {
  notReceived: 'Only a payment marked Received can have a receipt.',
  noAmount: 'Record the amount of this payment (Edit) before issuing its receipt.',
  alreadyIssued: 'This payment already has a receipt.',
  settingsMissing: 'Receipts cannot be issued yet: name the person who signs them, with their title and signature, in Receipt settings.',
  nameRequired: "Enter the donor's full name, as the receipt must show it.",
  addressRequired: "Enter the donor's full postal address, as the receipt must show it.",
  unprintable: 'Write this in English, Punjabi (Gurmukhi), Hindi (Devanagari) or Urdu letters: the receipt cannot print other scripts.',
  advantageTooLarge: 'The advantage cannot be worth more than the gift.',
  advantageOverThreshold:
    'The advantage is worth more than 80% of the gift, so the Canada Revenue Agency does not count it as a gift and no receipt can be issued. Check both amounts.',
  advantageNeedsWords: 'Describe the advantage the donor received, such as "Dinner ticket".',
  reasonRequired: 'Enter why the receipt is cancelled.',
  rangeRequired: 'Enter both dates.',
  rangeOrder: 'The first date must come before the second.',
  signatureRequired: 'Upload a picture of the signature (PNG or JPEG).',
} as const

export { isPrintable } from './printable'
