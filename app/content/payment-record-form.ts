// The back office's Add and Edit Payment form (spec 2.5, 5): name, email, address and payment
// method required with the spec's 'This field is required!'; an optional amount in Canadian
// dollars; the status, and the date received when the status is Received. Browser-safe, shared
// by the modal's instant checks and the action. Classic zod, like the other admin forms (the
// public donation page keeps to zod/mini in payment-record.ts).
import { z } from 'zod'
import {
  EMAIL_PATTERN,
  PAYMENT_METHODS,
  PAYMENT_RECORD_LIMITS,
  PAYMENT_STATUSES,
  REQUIRED_MESSAGE,
} from './payment-record'

/** The largest amount staff can record: far above any gift, well inside a 32-bit count of cents. */
export const MAX_AMOUNT_CENTS = 100_000_000

export const PAYMENT_FORM_MESSAGES = {
  email: 'email must be a valid email',
  amountInvalid: 'Enter the amount in dollars, such as 25.00, or leave it empty',
  amountNegative: 'The amount cannot be negative',
  amountZero: 'Enter an amount above 0, or leave it empty',
  amountTooLarge: 'The amount can be at most $1,000,000.00',
  receivedOnRequired: 'Enter the date the payment was received',
  receivedOnInvalid: 'Enter a real date, such as 2026-11-21',
  receivedOnFuture: 'The date received cannot be in the future',
} as const

// 25, 25.5, 25.00, 1250.00, 1,250.00; a leading $ is allowed as people type it
const AMOUNT_PATTERN = /^(\d{1,12}|\d{1,3}(,\d{3}){1,3})(\.\d{1,2})?$/

/** Cents from what staff typed ('$1,250.5' -> 125050), or the message saying what is wrong. */
export function parseAmount(text: string): { cents: number } | { error: string } {
  const typed = text.trim().replace(/^\$\s*/, '')
  if (typed.startsWith('-')) return { error: PAYMENT_FORM_MESSAGES.amountNegative }
  if (!AMOUNT_PATTERN.test(typed)) return { error: PAYMENT_FORM_MESSAGES.amountInvalid }
  const [dollars, fraction = ''] = typed.replaceAll(',', '').split('.')
  const cents = Number(dollars) * 100 + Number(fraction.padEnd(2, '0'))
  if (cents === 0) return { error: PAYMENT_FORM_MESSAGES.amountZero }
  if (cents > MAX_AMOUNT_CENTS) return { error: PAYMENT_FORM_MESSAGES.amountTooLarge }
  return { cents }
}

/** The amount as the form shows it for editing: 125050 -> '1250.50'. */
export function amountInputValue(cents: number | null): string {
  return cents === null ? '' : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** True for a real calendar day written as YYYY-MM-DD (what a date input sends). */
export function isDateInput(value: string): boolean {
  const match = DATE_PATTERN.exec(value)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number)
  const check = new Date(Date.UTC(year, month - 1, day))
  return year >= 1900 && check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day
}

function requiredText(path: string, max: number) {
  return z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: REQUIRED_MESSAGE, abort: true })
    .max(max, { error: `${path} must be at most ${max} characters` })
}

export const paymentRecordSchema = z
  .object({
    name: requiredText('name', PAYMENT_RECORD_LIMITS.name),
    email: requiredText('email', PAYMENT_RECORD_LIMITS.email).pipe(z.string().regex(EMAIL_PATTERN, { error: PAYMENT_FORM_MESSAGES.email })),
    address: requiredText('address', PAYMENT_RECORD_LIMITS.address),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: REQUIRED_MESSAGE }),
    amount: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value.trim() === '') return null
        const parsed = parseAmount(value)
        if ('error' in parsed) {
          ctx.addIssue({ code: 'custom', message: parsed.error })
          return z.NEVER
        }
        return parsed.cents
      }),
    status: z.enum(PAYMENT_STATUSES, { error: REQUIRED_MESSAGE }),
    receivedOn: z.string().trim().optional(),
  })
  .superRefine((value, ctx) => {
    // the date matters only for a received payment; otherwise whatever is in the field is ignored
    if (value.status !== 'received') return
    if (!value.receivedOn) ctx.addIssue({ code: 'custom', path: ['receivedOn'], message: PAYMENT_FORM_MESSAGES.receivedOnRequired })
    else if (!isDateInput(value.receivedOn)) ctx.addIssue({ code: 'custom', path: ['receivedOn'], message: PAYMENT_FORM_MESSAGES.receivedOnInvalid })
  })

export type PaymentRecordInput = z.output<typeof paymentRecordSchema>
