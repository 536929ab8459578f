// Where payment records are stored: the public donation form adds them, pledged with the amount
// the donor chose and a reference to put in a transfer's message (the payment itself happens
// elsewhere; at most five an hour from one address, like the contact form: plenty for a person,
// too few for a flood), and staff keep them on the Payment page: add, edit, Mark received. Every
// status a record takes is kept with its time; a Received one is thanked by e-mail once, when
// staff say so. While an official receipt stands, what it shows cannot be edited.
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Transaction } from '../../database/connection.server'
import { db } from '../../database/db.server'
import { donationReceipts, paymentRecords, paymentStatusChanges, receiptPayments } from '../../database/schema'
import type { Language } from '~/i18n/languages'
import { PAYMENT_STATUS_LABELS, type DonationInput, type PaymentMethod, type PaymentStatus } from '~/content/payment-record'
import { ERASED_MARKER } from '~/content/privacy'
import type { ReceiptMode } from '~/content/receipts'
import { donationThanksMail, type ReceiptNews } from '~/email/donation-thanks.server'
import { queueMail, wakeOutbox } from '~/email/outbox.server'
import { changesBetween, recordAudit, type Actor } from '~/models/audit.server'
import type { Limit } from '~/models/rate-limit.server'
import { newPledgeReference } from '~/models/pledge-reference.server'
import { findRepeat } from '~/models/repeat-post.server'
import { getOrganisation, getReceiptMode } from '~/models/settings.server'
import { formatDateTime } from '~/utils/dates.server'
import { edmontonDayOf, edmontonDayStart } from '~/utils/edmonton-day.server'
import { issueReceiptForThanks, issuer, liveReceiptOf, receiptReady } from './donation-receipt.server'
import { PAYMENT_FORM_MESSAGES, paymentRecord, RECEIPT_SHOWS } from './payment-record'
import { defineStore, type EditLock, type Reader, type SaveHook } from './store.server'

type PaymentRow = typeof paymentRecords.$inferSelect

/**
 * What the thank-you says of the receipt: that it is attached, or that the year's receipt comes
 * (annual receipts, for a gift that can have one: an amount, a postal address, money); otherwise
 * it promises none, since nothing would send one by itself, and asks for the postal address
 * when the gift lacks it.
 */
async function receiptNews(tx: Transaction, payment: PaymentRow, mode: ReceiptMode): Promise<ReceiptNews> {
  const live = await liveReceiptOf(tx, payment.id)
  if (live) return { attached: { serial: live.receipt.serial, eligibleCents: live.receipt.eligibleCents, name: live.name, bytes: live.receipt.pdf } }
  const year = Number(edmontonDayOf(payment.receivedAt ?? new Date()).slice(0, 4))
  if (!payment.address.trim()) return { addressNeeded: true }
  if (mode === 'annual' && payment.giftKind === 'money' && payment.amountCents !== null && receiptReady(payment)) return { annualYear: year }
  return { none: true }
}

/**
 * What follows a save of a payment, in its transaction: its new status joins its history; when
 * it is Received and not thanked yet, its donor is thanked by e-mail if staff said so (the
 * question "Send the donor a thank-you e-mail now", unticked for a gift received more than 7
 * days ago), once: thanked_at remembers it.
 */
const afterPaymentSave: SaveHook = {
  prepare: async () => {
    const [organisation, mode] = await Promise.all([getOrganisation(), getReceiptMode()])
    return async (tx, saved, before, value) => {
      const payment = saved as PaymentRow
      if (!before || before.status !== payment.status) await recordStatus(tx, payment.id, payment.status)
      if (value.sendThanks !== 'yes') return
      if (payment.status !== 'received' || payment.thankedAt || !payment.email || payment.email === ERASED_MARKER) return
      await queueMail([await donationThanksMail(organisation, payment, await receiptNews(tx, payment, mode))], tx)
      await tx.update(paymentRecords).set({ thankedAt: new Date() }).where(eq(paymentRecords.id, payment.id))
    }
  },
  afterCommit: wakeOutbox,
}

/**
 * The payment's fields an issued official receipt shows, locked while the receipt stands, and
 * the way to change them: cancel the receipt (its Cancel, from this payment), correct the
 * payment, issue the new receipt, which says it replaces the cancelled one.
 */
async function receiptLock(executor: Reader, row: Record<string, unknown>): Promise<EditLock | null> {
  const serial = row.receiptSerial
  if (typeof serial !== 'string') return null
  const [receipt] = await executor
    .select({ id: donationReceipts.id })
    .from(donationReceipts)
    .where(and(eq(donationReceipts.serial, serial), eq(donationReceipts.status, 'issued')))
  if (!receipt) return null
  return {
    fields: RECEIPT_SHOWS,
    why: `Official receipt No. ${serial} was issued for this payment, so what it shows (the donor's name and address, the gift, its amount, status and date received) cannot be changed here: the payment and its receipt must always agree. To correct them, cancel the receipt: the payment can then be corrected and given a new receipt, which says that it replaces No. ${serial}.`,
    refused: `Receipt No. ${serial} shows this, so it cannot be changed: cancel and replace the receipt first.`,
    action: { label: 'Cancel and replace the receipt', to: `/admin/receipts/${receipt.id}/cancel?payment=${String(row.id)}` },
  }
}

/** A payment's statuses, oldest first, as its detail lists them: "Pledged: 3 March 2026, 2:05 p.m.", one a line. */
async function paymentHistory(id: number): Promise<{ history: string; appraiser: string }> {
  const [payment] = await db().select({ name: paymentRecords.appraiserName, address: paymentRecords.appraiserAddress }).from(paymentRecords).where(eq(paymentRecords.id, id))
  const changes = await db()
    .select({ status: paymentStatusChanges.status, at: paymentStatusChanges.changedAt })
    .from(paymentStatusChanges)
    .where(eq(paymentStatusChanges.paymentId, id))
    .orderBy(asc(paymentStatusChanges.changedAt), asc(paymentStatusChanges.id))
  return {
    history: changes.map((change) => `${PAYMENT_STATUS_LABELS[change.status as PaymentStatus] ?? change.status}: ${formatDateTime(change.at)}`).join('\n'),
    appraiser: payment?.name ? `${payment.name}\n${payment.address}` : '',
  }
}

export const paymentRecordStore = defineStore({
  type: paymentRecord,
  table: paymentRecords,
  search: [paymentRecords.name, paymentRecords.email, paymentRecords.address, paymentRecords.reference],
  onSave: afterPaymentSave,
  lock: receiptLock,
  // the donor of a website pledge gave an e-mail address, and its thank-you and receipt go there
  refuseEdit: (before, stored) => (before.reference && !stored.email ? { email: [PAYMENT_FORM_MESSAGES.pledgeEmail] } : null),
  detailExtras: paymentHistory,
  // the donor's name, e-mail and address stay out of the activity log (an erasure could not reach them there)
  audit: { values: ['status', 'amountCents', 'paymentMethod', 'receivedAt', 'giftKind'], label: (row) => `Payment ${row.id}` },
  // official receipts are kept as CRA requires, and so are the records they name
  keptBy: {
    table: receiptPayments,
    column: receiptPayments.paymentId,
    refused: 'This payment has an official receipt, so it is kept with it. To correct it, cancel the receipt on the Receipts page.',
  },
})

export const DONATION_RATE_LIMIT: Limit = { bucket: 'donation', max: 5, windowMs: 60 * 60 * 1000 }

/**
 * Stores a donation that passed donationSchema: a pledge with its reference (the charity's
 * initials and six random characters) and the first line of its history. `prefix`: the initials.
 */
export function createDonation(
  { name, email, address, paymentMethod, amountCents, language = 'en' }: DonationInput & { amountCents: number | null; language?: Language },
  prefix: string,
) {
  return db().transaction(async (tx) => {
    // the same donor, address and way to pay a moment ago is the same pledge sent twice (decision 036)
    const repeated = await findRepeat(
      tx,
      paymentRecords,
      [
        { column: paymentRecords.name, value: name },
        { column: paymentRecords.email, value: email, anyCase: true },
        { column: paymentRecords.address, value: address ?? '' },
        { column: paymentRecords.paymentMethod, value: paymentMethod },
      ],
      // another amount is another pledge
      and(eq(paymentRecords.status, 'pledged'), amountCents === null ? isNull(paymentRecords.pledgedCents) : eq(paymentRecords.pledgedCents, amountCents)),
    )
    if (repeated) {
      const [first] = await tx.select({ reference: paymentRecords.reference, pledgedCents: paymentRecords.pledgedCents }).from(paymentRecords).where(eq(paymentRecords.id, repeated.id))
      return { ...repeated, ...first, repeated: true }
    }
    const reference = await newPledgeReference(tx, prefix)
    const [row] = await tx
      .insert(paymentRecords)
      .values({ name, email, address: address ?? '', paymentMethod, status: 'pledged', reference, pledgedCents: amountCents, language })
      .returning({ id: paymentRecords.id, createdAt: paymentRecords.createdAt, reference: paymentRecords.reference, pledgedCents: paymentRecords.pledgedCents })
    await recordStatus(tx, row.id, 'pledged', row.createdAt)
    return { ...row, repeated: false }
  })
}

function recordStatus(tx: Transaction, paymentId: number, status: PaymentStatus, changedAt = new Date()) {
  return tx.insert(paymentStatusChanges).values({ paymentId, status, changedAt })
}

/** One payment record as stored, or null. */
export async function getPayment(id: number): Promise<PaymentRow | null> {
  const [row] = await db().select().from(paymentRecords).where(eq(paymentRecords.id, id))
  return row ?? null
}

export type Receipt = { receivedOn: string; paymentMethod: PaymentMethod; amountCents: number | null; sendThanks: boolean }

/**
 * "Mark received" on a pledge: the day, the method and the amount, nothing else of the record
 * (a website pledge may have no postal address, which the full form requires); thanked as any
 * save to Received is. 'gone' when the record is not there, 'not-pledged' when someone changed
 * its status meanwhile.
 */
export async function markPaymentReceived(
  id: number,
  { receivedOn, paymentMethod, amountCents, sendThanks }: Receipt,
  actor: Actor,
  receiptBy: string | null = null,
): Promise<{ outcome: 'done'; receiptSerial: string | null; thanked: boolean; email: string } | { outcome: 'gone' | 'not-pledged' }> {
  const afterSave = await afterPaymentSave.prepare()
  const who = receiptBy ? await issuer(receiptBy) : null
  const result = await db().transaction(async (tx) => {
    const [before] = await tx.select().from(paymentRecords).where(eq(paymentRecords.id, id)).for('update')
    if (!before) return { outcome: 'gone' as const }
    if (before.status !== 'pledged') return { outcome: 'not-pledged' as const }
    const [saved] = await tx
      .update(paymentRecords)
      .set({ status: 'received', receivedAt: edmontonDayStart(receivedOn), paymentMethod, amountCents, updatedAt: new Date() })
      .where(and(eq(paymentRecords.id, id), eq(paymentRecords.status, 'pledged')))
      .returning()
    // the receipt first, so that the thank-you the save hook queues carries it (or on its own, when no thank-you goes)
    const thanked = sendThanks && Boolean(saved.email) && !saved.thankedAt && saved.email !== ERASED_MARKER
    const receipt = who ? await issueReceiptForThanks(tx, saved, who, !thanked) : null
    await afterSave(tx, { ...saved, receiptSerial: receipt?.serial ?? null }, before, { sendThanks: sendThanks ? 'yes' : undefined })
    const values = ['status', 'receivedAt', 'paymentMethod', 'amountCents']
    const changes = changesBetween(before, saved, { fields: values, values })
    if (receipt) changes.push({ field: 'receipt', to: receipt.serial })
    await recordAudit(tx, { actor, action: 'payment received', itemType: paymentRecord.labels.singular, itemId: id, itemLabel: `Payment ${id}`, changes })
    return { outcome: 'done' as const, receiptSerial: receipt?.serial ?? null, thanked, email: saved.email }
  })
  if (result.outcome === 'done') afterPaymentSave.afterCommit?.()
  return result
}
