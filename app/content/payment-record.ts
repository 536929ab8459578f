// Payment records (spec 3): what the public donation form stores and what staff keep in the
// back office's Payment page. Browser-safe: the donation page and the admin form check with
// these schemas for instant feedback, and their actions check again with the same ones.
// The spec's message for every required field of both forms is 'This field is required!'
// (spec 5, Donation; the Payment add and edit rules name no message of their own, so they use
// the same words). Length limits and the amount, status and date rules are ours.
//
// The donation schema is written with zod/mini (it was checked in the browser before public pages
// stopped loading React, decision 039; now the action alone uses it), and speaks the page's
// language: it is made for a Lingui instance. The
// back-office schema uses classic zod, as the other admin forms do, is declared with the type
// (app/content-types/payment-record.tsx), and stays in English (REQUIRED_MESSAGE).
import type { I18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import * as z from 'zod/mini'
import { isPrintable } from './printable'

/** The back office's required message (English only); the donation form's is in donationMessages. */
export const REQUIRED_MESSAGE = 'This field is required!'

/** How a gift can reach the charity: the website offers the first two, staff record any (issue 15). */
export const PAYMENT_METHODS = ['card', 'qr', 'cheque', 'cash', 'bank-transfer', 'other'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
/** As staff read them in the list, the detail and the CSV file. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Card',
  qr: 'QR / e-Transfer',
  cheque: 'Cheque',
  cash: 'Cash',
  'bank-transfer': 'Bank transfer',
  other: 'Other',
}
/** The choices of the public donation form (spec 5: card or QR). */
export const DONATION_METHODS = ['card', 'qr'] as const satisfies readonly PaymentMethod[]

/** Pledged, then received, then perhaps refunded or cancelled; the day of each change is kept. */
export const PAYMENT_STATUSES = ['pledged', 'received', 'refunded', 'cancelled'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = { pledged: 'Pledged', received: 'Received', refunded: 'Refunded', cancelled: 'Cancelled' }

export const PAYMENT_RECORD_LIMITS = { name: 200, email: 254, address: 500, property: 500 } as const

/** The amounts the donation form suggests, in dollars; "Other amount" takes any other. */
export const SUGGESTED_AMOUNTS = [25, 50, 100, 250] as const
const AMOUNT_CHOICES = ['25', '50', '100', '250', 'other'] as const satisfies readonly (`${(typeof SUGGESTED_AMOUNTS)[number]}` | 'other')[]
/** The largest amount the form takes (a larger gift is arranged with staff). */
export const MAX_PLEDGE_DOLLARS = 100_000

/** What the donation form says, in the page's language. */
export function donationMessages(i18n: I18n) {
  return {
    required: t(i18n)`This field is required!`,
    amountRequired: t(i18n)`Please choose an amount, or type your own under Other amount.`,
    amountInvalid: t(i18n)`Please type the amount in dollars, such as 40 or 40.50 (at most 100000).`,
    unprintable: t(i18n)`Please write this in English, Punjabi, Hindi or Urdu letters, as your receipt will show it.`,
    email: t(i18n)`Please enter your e-mail address as name@example.com, so that your receipt reaches you.`,
    cardUnavailable: t(i18n)`Paying by card is not available at the moment. Please choose QR code, or try again later.`,
    qrUnavailable: t(i18n)`Paying by QR code is not available at the moment. Please choose card, or try again later.`,
  }
}

/** A loose shape check: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Required text: spaces alone count as empty and get the required message, not a length one. */
function requiredText(required: string, tooLong: string, max: number) {
  return z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, { error: required, abort: true }),
    z.maxLength(max, { error: tooLong }),
  )
}

/** Cents from what a donor typed ('40', '40.50', '$40'), or null when it is not an amount the form takes. */
export function pledgedCents(typed: string): number | null {
  const match = /^\$?\s*(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(typed.trim())
  if (!match) return null
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return cents > 0 && cents <= MAX_PLEDGE_DOLLARS * 100 ? cents : null
}

/**
 * The public donation form (spec 2.3, 5): name, email, optional address, card or QR, and the
 * amount: one of the suggested ones or another typed under "Other amount"; optional for card
 * (the donor may choose it at the card page), needed for QR (the donor types it in their bank).
 * Name and address are checked where they are typed for letters the receipt can print.
 */
export function donationSchema(i18n: I18n) {
  const messages = donationMessages(i18n)
  // plain numbers, as the other length messages have them (no thousands separator)
  const { name, email, address } = PAYMENT_RECORD_LIMITS
  return z
    .object({
    name: requiredText(messages.required, t(i18n)`name must be at most ${{ max: name }} characters`, name).check(z.refine(isPrintable, { error: messages.unprintable })),
    email: z.string({ error: messages.required }).check(
      z.trim(),
      z.minLength(1, { error: messages.required, abort: true }),
      z.maxLength(email, { error: t(i18n)`email must be at most ${{ max: email }} characters`, abort: true }),
      z.regex(EMAIL_PATTERN, { error: messages.email }),
    ),
    address: z.optional(
      z.string().check(z.trim(), z.maxLength(address, { error: t(i18n)`address must be at most ${{ max: address }} characters`, abort: true }), z.refine(isPrintable, { error: messages.unprintable })),
    ),
    paymentMethod: z.enum(DONATION_METHODS, { error: messages.required }),
    amount: z.optional(z.enum(AMOUNT_CHOICES, { error: messages.amountRequired })),
    otherAmount: z.optional(z.string().check(z.maxLength(20))),
  })
    .check(
      z.superRefine((value, ctx) => {
        if (value.amount === 'other' && pledgedCents(value.otherAmount ?? '') === null) {
          ctx.issues.push({ code: 'custom', path: ['otherAmount'], message: value.otherAmount?.trim() ? messages.amountInvalid : messages.amountRequired, input: value.otherAmount })
        } else if (!value.amount && value.paymentMethod === 'qr') ctx.issues.push({ code: 'custom', path: ['amount'], message: messages.amountRequired, input: value.amount })
      }),
    )
}

/** The amount a valid donation names, in cents; null when the donor left it to the card page. */
export function donationCents(value: DonationInput): number | null {
  if (!value.amount) return null
  return value.amount === 'other' ? pledgedCents(value.otherAmount ?? '') : Number(value.amount) * 100
}

export type DonationInput = z.infer<ReturnType<typeof donationSchema>>
