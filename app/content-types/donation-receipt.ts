// The back-office forms of official donation receipts (issue 15): issuing one, cancelling one
// (and replacing it), issuing many, and the receipt settings. Browser-safe; the actions check
// with these schemas and show each message beside its field.
import { z } from 'zod'
import { PAYMENT_RECORD_LIMITS } from '~/content/payment-record'
import { isPrintable, RECEIPT_LIMITS, RECEIPT_MESSAGES as M, RECEIPT_MODES } from '~/content/receipts'
import { money } from './money'

const DAY = /^\d{4}-\d{2}-\d{2}$/

function printable(required: string, max: number) {
  return z
    .string()
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: `At most ${max} characters` })
    .refine(isPrintable, M.unprintable)
}

/** The donor as the receipt names them: a website pledge may have no address yet. */
const donor = {
  donorName: printable(M.nameRequired, PAYMENT_RECORD_LIMITS.name),
  donorAddress: printable(M.addressRequired, PAYMENT_RECORD_LIMITS.address),
}

export const issueReceiptSchema = z
  .object({
    ...donor,
    advantage: money(),
    advantageDescription: z.string().trim().max(RECEIPT_LIMITS.advantageDescription).refine(isPrintable, M.unprintable),
  })
  .superRefine((value, ctx) => {
    if (value.advantage && !value.advantageDescription) ctx.addIssue({ code: 'custom', path: ['advantageDescription'], message: M.advantageNeedsWords })
  })

export const cancelReceiptSchema = z.discriminatedUnion('replace', [
  z.object({ reason: z.string().trim().min(1, M.reasonRequired).max(RECEIPT_LIMITS.reason), replace: z.literal('yes'), ...donor }),
  z.object({ reason: z.string().trim().min(1, M.reasonRequired).max(RECEIPT_LIMITS.reason), replace: z.literal('no') }),
])

export const issueManySchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('range'),
      from: z.string().trim().regex(DAY, M.rangeRequired),
      to: z.string().trim().regex(DAY, M.rangeRequired),
    })
    .refine((value) => value.from <= value.to, { path: ['to'], message: M.rangeOrder }),
  z.object({
    kind: z.literal('annual'),
    year: z.coerce.number().int().min(2000).max(2100),
    // set once staff have seen the list: what they confirmed
    fingerprint: z.union([z.literal(''), z.string().regex(/^[0-9a-f]{64}$/)]).optional(),
  }),
])

export const receiptSettingsFormSchema = z.object({
  placeOfIssue: printable('Enter the place where receipts are issued, such as Edmonton, Alberta.', RECEIPT_LIMITS.placeOfIssue),
  signatoryName: printable('Enter the name of the person who signs receipts.', RECEIPT_LIMITS.signatoryName),
  signatoryTitle: printable('Enter their title, such as Treasurer.', RECEIPT_LIMITS.signatoryTitle),
  mode: z.enum(RECEIPT_MODES),
})

/** The messages of a failed check, one per field (the first), as the forms show them. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '')
    out[key] ??= issue.message
  }
  return out
}
