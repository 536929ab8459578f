// A payment record (spec 2.5, 3 and 5, the Payment page): a donation from the public page, or a
// payment staff record, with Add, Edit and Detail in modals over the list, its filters and its
// CSV export. Name, email, address and payment method are required with the spec's 'This field
// is required!'; the amount (Canadian dollars), status and date received are ours. A donation
// erased on request keeps only what its receipt needs and cannot be edited (decision 011).
// Browser-safe; its table is bound in payment-record.server.ts (the public donation form's rules
// are in content/payment-record.ts).
import { z } from 'zod'
import {
  EMAIL_PATTERN,
  PAYMENT_METHOD_LABELS as METHODS,
  PAYMENT_METHODS,
  PAYMENT_RECORD_LIMITS as L,
  PAYMENT_STATUS_LABELS as STATUSES,
  PAYMENT_STATUSES,
  REQUIRED_MESSAGE,
} from '~/content/payment-record'
import { isPrintable, RECEIPT_MESSAGES } from '~/content/receipts'
import { ADDED_COLUMN, defineContentType } from './declaration'
import { formatAmount } from '~/utils/money'
import { amountInputValue, money } from './money'

export const PAYMENT_FORM_MESSAGES = {
  email: 'email must be a valid email',
  receivedOnRequired: 'Enter the date the payment was received',
  receivedOnInvalid: 'Enter a real date, such as 2026-11-21',
  receivedOnFuture: 'The date received cannot be in the future',
  propertyRequired: 'Describe the property given, as its receipt must: such as "Dell laptop, 2024, in working order".',
  appraiserBoth: "Give the appraiser's name and address, or neither if the property was not appraised.",
  pledgeEmail: 'A pledge made on the website keeps the e-mail address its donor gave.',
} as const

/** Money, or property given in kind (CRA's non-cash gift: its receipt describes it and gives its fair market value). */
export const GIFT_KINDS = {
  money: 'Money',
  'in-kind': 'A gift in kind (property, not money)',
} as const
export const GIFT_KIND_LABELS: Record<keyof typeof GIFT_KINDS, string> = {
  money: 'Money',
  'in-kind': 'Gift in kind',
}

/** The form fields an issued official receipt shows: locked while it stands (the payment and its receipt must agree). */
export const RECEIPT_SHOWS = ['name', 'address', 'giftKind', 'amount', 'status', 'receivedOn', 'propertyDescription', 'appraiserName', 'appraiserAddress']

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** True for a real calendar day written as YYYY-MM-DD (what a date input sends). */
export function isDateInput(value: string): boolean {
  const match = DATE_PATTERN.exec(value)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number)
  const check = new Date(Date.UTC(year, month - 1, day))
  return year >= 1900 && check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day
}

/** Text the receipt prints: in a script its fonts have (checked where it is typed, never first at the receipt). */
function printableText(path: string, max: number) {
  return z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: REQUIRED_MESSAGE, abort: true })
    .max(max, { error: `${path} must be at most ${max} characters` })
    .refine(isPrintable, RECEIPT_MESSAGES.unprintable)
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .refine(isPrintable, RECEIPT_MESSAGES.unprintable)
    .optional()
    .default('')

const paymentFields = z.object({
  name: printableText('name', L.name),
  // optional: CRA needs the postal address, not an e-mail (a cheque in the post has none)
  email: z
    .string()
    .trim()
    .max(L.email, { error: `email must be at most ${L.email} characters`, abort: true })
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: PAYMENT_FORM_MESSAGES.email })
    .optional()
    .default(''),
  address: printableText('address', L.address),
  giftKind: z.enum(['money', 'in-kind'], { error: REQUIRED_MESSAGE }).default('money'),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: REQUIRED_MESSAGE }).optional(),
  propertyDescription: optionalText(L.property),
  amount: money(),
  appraiserName: optionalText(L.name),
  appraiserAddress: optionalText(L.address),
  status: z.enum(PAYMENT_STATUSES, { error: REQUIRED_MESSAGE }),
  receivedOn: z.string().trim().optional(),
  sendThanks: z.literal('yes').optional(),
  sendThanksFor: z.string().max(20).optional(),
})

export const paymentRecordSchema = paymentFields.check(
  // run even while other fields are wrong, so that every message shows at once
  z.superRefine(refinePayment, { when: () => true }),
)

type PaymentValue = z.output<typeof paymentFields>

/** The rules between fields: a money gift's method, a gift in kind's description and appraiser, a received payment's date. */
function refinePayment(value: PaymentValue, ctx: z.core.$RefinementCtx<PaymentValue>) {
  if (value.giftKind !== 'in-kind' && !value.paymentMethod)
    ctx.addIssue({
      code: 'custom',
      path: ['paymentMethod'],
      message: REQUIRED_MESSAGE,
    })
  if (value.giftKind === 'in-kind') {
    if (!value.propertyDescription)
      ctx.addIssue({
        code: 'custom',
        path: ['propertyDescription'],
        message: PAYMENT_FORM_MESSAGES.propertyRequired,
      })
    if (Boolean(value.appraiserName) !== Boolean(value.appraiserAddress)) {
      ctx.addIssue({
        code: 'custom',
        path: [value.appraiserName ? 'appraiserAddress' : 'appraiserName'],
        message: PAYMENT_FORM_MESSAGES.appraiserBoth,
      })
    }
  }
  // the date matters only for a received payment; otherwise whatever is in the field is ignored
  if (value.status !== 'received') return
  if (!value.receivedOn)
    ctx.addIssue({
      code: 'custom',
      path: ['receivedOn'],
      message: PAYMENT_FORM_MESSAGES.receivedOnRequired,
    })
  else if (!isDateInput(value.receivedOn))
    ctx.addIssue({
      code: 'custom',
      path: ['receivedOn'],
      message: PAYMENT_FORM_MESSAGES.receivedOnInvalid,
    })
}

const method = (value: keyof typeof METHODS) => METHODS[value]
const status = (value: keyof typeof STATUSES) => STATUSES[value]

export const paymentRecord = defineContentType({
  formId: 'payment-record',
  path: '/admin/payments',
  area: 'payments',
  titleField: 'name',
  schema: paymentRecordSchema,
  modals: true,
  labels: {
    singular: 'Payment record',
    name: 'Payment',
    plural: 'payments',
    list: 'Payments',
    search: 'Search by name, e-mail, address or reference',
    empty: 'No payments yet. Donations made on the website appear here, and you can add others with Add Payment.',
  },
  listIntro:
    "Donations made on the website's donation page, and payments you record here. Card and QR donations arrive as Pledged: mark them Received once the money is in.",
  summary: (row) => (
    <p className="font-semibold">
      {String(row.name)} ({String(row.method)}
      {row.amount ? `, ${String(row.amount)}` : ''})
    </p>
  ),
  links: [{ label: 'Export to CSV', path: 'export.csv', download: true }],
  // a pledge is marked received on its own page: the date, method and amount, no postal address needed
  itemLinks: [
    {
      label: 'Mark received',
      path: 'receive',
      when: { field: 'status', is: 'pledged' },
    },
    // the official receipt of a received gift that has none yet (issue 15)
    {
      label: 'Issue receipt',
      path: 'receipt',
      when: [
        { field: 'status', is: 'received' },
        { field: 'receiptSerial', is: null },
      ],
    },
  ],
  filters: [
    {
      kind: 'choice',
      name: 'method',
      field: 'paymentMethod',
      label: 'Method',
      all: 'All methods',
      choices: METHODS,
    },
    {
      kind: 'choice',
      name: 'status',
      field: 'status',
      label: 'Status',
      all: 'All statuses',
      choices: STATUSES,
    },
    { kind: 'from', name: 'from', label: 'From date' },
    { kind: 'to', name: 'to', label: 'To date' },
  ],
  columns: [
    // the e-mail under the name and the address in the detail: the table fits a laptop's screen with its actions
    {
      header: 'Name',
      key: 'name',
      under: 'email',
      className: 'min-w-32 max-w-72 [overflow-wrap:anywhere]',
    },
    { header: 'Method', key: 'method', of: 'paymentMethod', format: method },
    {
      header: 'Amount',
      key: 'amount',
      of: 'amountCents',
      format: formatAmount,
      missing: 'Not recorded',
      className: 'whitespace-nowrap',
    },
    {
      header: 'Status',
      key: 'status',
      show: 'badge',
      badges: {
        pledged: { label: STATUSES.pledged, mark: '○', tone: 'amber' },
        received: { label: STATUSES.received, mark: '●', tone: 'green' },
        refunded: { label: STATUSES.refunded, mark: '↩', tone: 'slate' },
        cancelled: { label: STATUSES.cancelled, mark: '×', tone: 'slate' },
      },
      // a received payment says when
      note: { key: 'receivedOn', of: 'receivedAt', on: 'received' },
    },
    ADDED_COLUMN,
  ],
  form: [
    {
      kind: 'text',
      name: 'name',
      label: 'Name',
      maxLength: L.name,
      autoComplete: 'off',
      description: 'Full name, as the official receipt must show it.',
    },
    {
      kind: 'email',
      name: 'email',
      label: 'Email',
      description: 'Optional: the thank-you and the receipt go there. Without one, the receipt is printed and posted.',
    },
    {
      kind: 'textarea',
      name: 'address',
      label: 'Address',
      rows: 3,
      maxLength: L.address,
    },
    {
      kind: 'radio',
      name: 'giftKind',
      label: 'What was given',
      choices: GIFT_KINDS,
      initial: 'money',
    },
    {
      kind: 'radio',
      name: 'paymentMethod',
      label: 'Payment method',
      choices: METHODS,
      required: true,
      shownWhile: { field: 'giftKind', is: 'money', whenHidden: 'other' },
    },
    {
      kind: 'textarea',
      name: 'propertyDescription',
      label: 'Description of the property',
      rows: 2,
      maxLength: L.property,
      description: 'What was given, briefly, as the receipt will say it: such as "Dell laptop, 2024, in working order".',
      shownWhile: { field: 'giftKind', is: 'in-kind' },
    },
    {
      kind: 'money',
      name: 'amount',
      column: 'amountCents',
      label: 'Amount (CAD)',
      description: 'In Canadian dollars, such as 25.00; for a gift in kind, its fair market value when it was given. Leave it empty while it is not known.',
    },
    {
      kind: 'text',
      name: 'appraiserName',
      label: "Appraiser's name",
      maxLength: L.name,
      autoComplete: 'off',
      description: 'Only if the property was appraised (advised above $1,000): the receipt then names the appraiser.',
      shownWhile: { field: 'giftKind', is: 'in-kind' },
    },
    {
      kind: 'textarea',
      name: 'appraiserAddress',
      label: "Appraiser's address",
      rows: 2,
      maxLength: L.address,
      shownWhile: { field: 'giftKind', is: 'in-kind' },
    },
    {
      kind: 'select',
      name: 'status',
      label: 'Status',
      choices: STATUSES,
      initial: 'pledged',
    },
    {
      kind: 'date',
      name: 'receivedOn',
      column: 'receivedAt',
      label: 'Date received',
      description: 'Needed when the status is Received; kept only then.',
      keptWhile: { field: 'status', is: 'received' },
      notAfterToday: PAYMENT_FORM_MESSAGES.receivedOnFuture,
    },
    {
      kind: 'checkbox',
      name: 'sendThanks',
      label: 'Send the donor a thank-you e-mail now',
      description:
        'Once per payment, when it is saved as Received. Left unticked for a gift received more than 7 days ago: recording the past writes to no one unless you say so.',
      offBefore: { field: 'receivedOn', days: 7 },
      shownWhile: { field: 'status', is: 'received' },
    },
  ],
  detail: [
    { label: 'Name', key: 'name' },
    {
      label: 'Email',
      key: 'email',
      missing: 'None: receipts are printed and posted',
    },
    { label: 'Address', key: 'address', missing: 'Not given' },
    {
      label: 'Reference',
      key: 'reference',
      missing: 'None (not a website pledge)',
    },
    {
      label: 'Gift',
      key: 'gift',
      of: 'giftKind',
      format: (value: keyof typeof GIFT_KIND_LABELS) => GIFT_KIND_LABELS[value],
    },
    {
      label: 'Description of the property',
      key: 'propertyDescription',
      show: 'long-optional',
    },
    { label: 'Appraised by', key: 'appraiser', show: 'long-optional' },
    {
      label: 'Payment method',
      key: 'method',
      of: 'paymentMethod',
      format: method,
    },
    {
      label: 'Amount pledged',
      key: 'pledged',
      of: 'pledgedCents',
      format: formatAmount,
      missing: 'Not given',
    },
    {
      label: 'Amount',
      key: 'amount',
      of: 'amountCents',
      format: formatAmount,
      missing: 'Not recorded',
    },
    { label: 'Status', key: 'status', format: status },
    {
      label: 'Date received',
      key: 'receivedOn',
      of: 'receivedAt',
      format: (at: Date, dates) => dates.date(at),
      missing: 'Not received yet',
    },
    { label: 'History', key: 'history', show: 'long' },
    {
      label: 'Official receipt',
      key: 'receiptSerial',
      format: (serial: string) => `No. ${serial}`,
      missing: 'None',
    },
    {
      label: 'Thank-you e-mail',
      key: 'thanked',
      of: 'thankedAt',
      format: (at: Date, dates) => `Sent ${dates.dateTime(at)}`,
      missing: 'Not sent',
    },
  ],
  erased: {
    field: 'email',
    message: 'This donation was erased on request: only what its receipt needs (amount, method, status and dates) is kept, and it cannot be edited.',
  },
  // dates written by the server in Edmonton time (decision 005)
  csv: [
    { header: 'Reference', key: 'reference' },
    { header: 'Name', key: 'name' },
    { header: 'Email', key: 'email' },
    { header: 'Address', key: 'address' },
    {
      header: 'Gift',
      key: 'giftKind',
      format: (value: keyof typeof GIFT_KIND_LABELS) => GIFT_KIND_LABELS[value],
    },
    { header: 'Description of the property', key: 'propertyDescription' },
    { header: 'Payment method', key: 'paymentMethod', format: method },
    { header: 'Amount (CAD)', key: 'amountCents', format: amountInputValue },
    { header: 'Status', key: 'status', format: status },
    {
      header: 'Date received',
      key: 'receivedAt',
      format: (at: Date, dates) => dates.date(at),
    },
    {
      header: 'Date',
      key: 'createdAt',
      format: (at: Date, dates) => dates.dateTime(at),
    },
  ],
  // spec 8 and 9: the Payment page's own words, bottom right
  toasts: {
    added: () => 'Payment saved',
    saved: () => 'Payment saved',
    deleted: 'Item deleted successfully',
    position: 'bottom-right',
  },
})
