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
import { ADDED_COLUMN, defineContentType } from './declaration'
import { formatAmount } from '~/utils/money'
import { amountInputValue, money } from './money'

export const PAYMENT_FORM_MESSAGES = {
  email: 'email must be a valid email',
  receivedOnRequired: 'Enter the date the payment was received',
  receivedOnInvalid: 'Enter a real date, such as 2026-11-21',
  receivedOnFuture: 'The date received cannot be in the future',
} as const

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
    name: requiredText('name', L.name),
    email: requiredText('email', L.email).pipe(z.string().regex(EMAIL_PATTERN, { error: PAYMENT_FORM_MESSAGES.email })),
    address: requiredText('address', L.address),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: REQUIRED_MESSAGE }),
    amount: money(),
    status: z.enum(PAYMENT_STATUSES, { error: REQUIRED_MESSAGE }),
    receivedOn: z.string().trim().optional(),
  })
  .superRefine((value, ctx) => {
    // the date matters only for a received payment; otherwise whatever is in the field is ignored
    if (value.status !== 'received') return
    if (!value.receivedOn) ctx.addIssue({ code: 'custom', path: ['receivedOn'], message: PAYMENT_FORM_MESSAGES.receivedOnRequired })
    else if (!isDateInput(value.receivedOn)) ctx.addIssue({ code: 'custom', path: ['receivedOn'], message: PAYMENT_FORM_MESSAGES.receivedOnInvalid })
  })

const method = (value: keyof typeof METHODS) => METHODS[value]
const status = (value: keyof typeof STATUSES) => STATUSES[value]

export const paymentRecord = defineContentType({
  formId: 'payment-record',
  path: '/admin/payments',
  titleField: 'name',
  schema: paymentRecordSchema,
  modals: true,
  labels: {
    singular: 'Payment record',
    name: 'Payment',
    plural: 'payments',
    list: 'Payments',
    search: 'Search by name, e-mail or address',
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
    { label: 'Mark received', path: 'receive', when: { field: 'status', is: 'pledged' } },
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
    { kind: 'choice', name: 'method', field: 'paymentMethod', label: 'Method', all: 'All methods', choices: METHODS },
    { kind: 'choice', name: 'status', field: 'status', label: 'Status', all: 'All statuses', choices: STATUSES },
    { kind: 'from', name: 'from', label: 'From date' },
    { kind: 'to', name: 'to', label: 'To date' },
  ],
  columns: [
    // the e-mail under the name and the address in the detail: the table fits a laptop's screen with its actions
    { header: 'Name', key: 'name', under: 'email', className: 'min-w-40 max-w-72 [overflow-wrap:anywhere]' },
    { header: 'Method', key: 'method', of: 'paymentMethod', format: method },
    { header: 'Amount', key: 'amount', of: 'amountCents', format: formatAmount, missing: 'Not recorded', className: 'whitespace-nowrap' },
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
    { kind: 'text', name: 'name', label: 'Name', maxLength: L.name, autoComplete: 'off' },
    { kind: 'email', name: 'email', label: 'Email' },
    { kind: 'textarea', name: 'address', label: 'Address', rows: 3, maxLength: L.address },
    { kind: 'radio', name: 'paymentMethod', label: 'Payment method', choices: METHODS },
    {
      kind: 'money',
      name: 'amount',
      column: 'amountCents',
      label: 'Amount (CAD)',
      description: 'In Canadian dollars, such as 25.00. Leave it empty while the amount is not known.',
    },
    {
      kind: 'select',
      name: 'status',
      label: 'Status',
      choices: STATUSES,
      initial: 'pledged',
      description: 'The first time a payment is saved as Received, its donor gets a thank-you e-mail.',
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
  ],
  detail: [
    { label: 'Name', key: 'name' },
    { label: 'Email', key: 'email' },
    { label: 'Address', key: 'address', missing: 'Not given' },
    { label: 'Payment method', key: 'method', of: 'paymentMethod', format: method },
    { label: 'Amount', key: 'amount', of: 'amountCents', format: formatAmount, missing: 'Not recorded' },
    { label: 'Status', key: 'status', format: status },
    { label: 'Date received', key: 'receivedOn', of: 'receivedAt', format: (at: Date, dates) => dates.date(at), missing: 'Not received yet' },
    { label: 'History', key: 'history', show: 'long' },
    { label: 'Official receipt', key: 'receiptSerial', format: (serial: string) => `No. ${serial}`, missing: 'None' },
    { label: 'Thank-you e-mail', key: 'thanked', of: 'thankedAt', format: (at: Date, dates) => `Sent ${dates.dateTime(at)}`, missing: 'Not sent' },
  ],
  erased: {
    field: 'email',
    message: 'This donation was erased on request: only what its receipt needs (amount, method, status and dates) is kept, and it cannot be edited.',
  },
  // dates written by the server in Edmonton time (decision 005)
  csv: [
    { header: 'Name', key: 'name' },
    { header: 'Email', key: 'email' },
    { header: 'Address', key: 'address' },
    { header: 'Payment method', key: 'paymentMethod', format: method },
    { header: 'Amount (CAD)', key: 'amountCents', format: amountInputValue },
    { header: 'Status', key: 'status', format: status },
    { header: 'Date received', key: 'receivedAt', format: (at: Date, dates) => dates.date(at) },
    { header: 'Date', key: 'createdAt', format: (at: Date, dates) => dates.dateTime(at) },
  ],
  // spec 8 and 9: the Payment page's own words, bottom right
  toasts: { added: () => 'Payment saved', saved: () => 'Payment saved', deleted: 'Item deleted successfully', position: 'bottom-right' },
})
