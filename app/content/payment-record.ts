// Payment records (spec 3): what the public donation form stores and what staff keep in the
// back office's Payment page. Browser-safe: the donation page and the admin form check with
// these schemas for instant feedback, and their actions check again with the same ones.
// The spec's message for every required field of both forms is 'This field is required!'
// (spec 5, Donation; the Payment add and edit rules name no message of their own, so they use
// the same words). Length limits and the amount, status and date rules are ours.
//
// The donation schema is written with zod/mini, which a public page can afford (about 5 KB gzip
// against 25 KB); the back-office schema uses classic zod, as the other admin forms do, and is
// declared with the type (app/content-types/payment-record.tsx).
import * as z from 'zod/mini'

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

export const PAYMENT_RECORD_LIMITS = { name: 200, email: 254, address: 500 } as const

export const DONATION_MESSAGES = {
  email: 'Please enter your e-mail address as name@example.com, so that your receipt reaches you.',
  cardUnavailable: 'Paying by card is not available at the moment. Please choose QR code, or try again later.',
  qrUnavailable: 'Paying by QR code is not available at the moment. Please choose card, or try again later.',
} as const

/** A loose shape check: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Required text: spaces alone count as empty and get the required message, not a length one. */
function requiredText(path: string, max: number) {
  return z.string({ error: REQUIRED_MESSAGE }).check(
    z.trim(),
    z.minLength(1, { error: REQUIRED_MESSAGE, abort: true }),
    z.maxLength(max, { error: `${path} must be at most ${max} characters` }),
  )
}

/** The public donation form (spec 2.3, 5): name, email, optional address, card or QR. */
export const donationSchema = z.object({
  name: requiredText('name', PAYMENT_RECORD_LIMITS.name),
  email: z.string({ error: REQUIRED_MESSAGE }).check(
    z.trim(),
    z.minLength(1, { error: REQUIRED_MESSAGE, abort: true }),
    z.maxLength(PAYMENT_RECORD_LIMITS.email, { error: `email must be at most ${PAYMENT_RECORD_LIMITS.email} characters`, abort: true }),
    z.regex(EMAIL_PATTERN, { error: DONATION_MESSAGES.email }),
  ),
  address: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(PAYMENT_RECORD_LIMITS.address, { error: `address must be at most ${PAYMENT_RECORD_LIMITS.address} characters` }),
    ),
  ),
  paymentMethod: z.enum(DONATION_METHODS, { error: REQUIRED_MESSAGE }),
})

export type DonationInput = z.infer<typeof donationSchema>
