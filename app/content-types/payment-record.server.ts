// Where payment records are stored: the public donation form adds them, pledged with no amount
// yet (the payment itself happens elsewhere; at most five an hour from one address, like the
// contact form: plenty for a person, too few for a flood), and staff keep them on the Payment
// page: add, edit, Mark received. Every status a record takes is kept with its time, and the
// first time one becomes Received its donor is thanked by e-mail.
import { and, asc, eq } from 'drizzle-orm'
import type { Transaction } from '../../database/connection.server'
import { db } from '../../database/db.server'
import { paymentRecords, paymentStatusChanges, receiptPayments } from '../../database/schema'
import { PAYMENT_STATUS_LABELS, type DonationInput, type PaymentMethod, type PaymentStatus } from '~/content/payment-record'
import { ERASED_MARKER } from '~/content/privacy'
import { donationThanksMail, type ReceiptNews } from '~/email/donation-thanks.server'
import { queueMail, wakeOutbox } from '~/email/outbox.server'
import { changesBetween, recordAudit, type Actor } from '~/models/audit.server'
import type { Limit } from '~/models/rate-limit.server'
import { findRepeat } from '~/models/repeat-post.server'
import { getOrganisation, getReceiptMode } from '~/models/settings.server'
import { formatDateTime } from '~/utils/dates.server'
import { edmontonDayOf, edmontonDayStart } from '~/utils/edmonton-day.server'
import { issueReceiptForThanks, issuer, liveReceiptOf } from './donation-receipt.server'
import { paymentRecord } from './payment-record'
import { defineStore, type SaveHook } from './store.server'

type PaymentRow = typeof paymentRecords.$inferSelect

/**
 * What follows a save of a payment, in its transaction: its new status joins its history; the
 * first time it is Received, its donor is thanked by e-mail, once (thanked_at remembers it, so
 * Received -> Pledged -> Received does not thank twice).
 */
const afterPaymentSave: SaveHook = {
  prepare: async () => {
    const [organisation, mode] = await Promise.all([getOrganisation(), getReceiptMode()])
    return async (tx, saved, before) => {
      const payment = saved as PaymentRow
      if (!before || before.status !== payment.status) await recordStatus(tx, payment.id, payment.status)
      if (payment.status !== 'received' || payment.thankedAt || !payment.email || payment.email === ERASED_MARKER) return
      // a receipt issued in this same save travels with the thank-you
      const live = await liveReceiptOf(tx, payment.id)
      const news: ReceiptNews = live
        ? { attached: { serial: live.receipt.serial, eligibleCents: live.receipt.eligibleCents, name: live.name, bytes: live.receipt.pdf } }
        : { mode, year: Number(edmontonDayOf(payment.receivedAt ?? new Date()).slice(0, 4)) }
      await queueMail([await donationThanksMail(organisation, payment, news)], tx)
      await tx.update(paymentRecords).set({ thankedAt: new Date() }).where(eq(paymentRecords.id, payment.id))
    }
  },
  afterCommit: wakeOutbox,
}

/** A payment's statuses, oldest first, as its detail lists them: "Pledged: 3 March 2026, 2:05 p.m.", one a line. */
async function paymentHistory(id: number): Promise<{ history: string }> {
  const changes = await db()
    .select({ status: paymentStatusChanges.status, at: paymentStatusChanges.changedAt })
    .from(paymentStatusChanges)
    .where(eq(paymentStatusChanges.paymentId, id))
    .orderBy(asc(paymentStatusChanges.changedAt), asc(paymentStatusChanges.id))
  return { history: changes.map((change) => `${PAYMENT_STATUS_LABELS[change.status as PaymentStatus] ?? change.status}: ${formatDateTime(change.at)}`).join('\n') }
}

export const paymentRecordStore = defineStore({
  type: paymentRecord,
  table: paymentRecords,
  search: [paymentRecords.name, paymentRecords.email, paymentRecords.address],
  onSave: afterPaymentSave,
  detailExtras: paymentHistory,
  // the donor's name, e-mail and address stay out of the activity log (an erasure could not reach them there)
  audit: { values: ['status', 'amountCents', 'paymentMethod', 'receivedAt'], label: (row) => `Payment ${row.id}` },
  // official receipts are kept as CRA requires, and so are the records they name
  keptBy: {
    table: receiptPayments,
    column: receiptPayments.paymentId,
    refused: 'This payment has an official receipt, so it is kept with it. To correct it, cancel the receipt on the Receipts page.',
  },
})

export const DONATION_RATE_LIMIT: Limit = { bucket: 'donation', max: 5, windowMs: 60 * 60 * 1000 }

/** Stores a donation that passed donationSchema: a pledge, with the first line of its history. */
export function createDonation({ name, email, address, paymentMethod }: DonationInput) {
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
      eq(paymentRecords.status, 'pledged'),
    )
    if (repeated) return { ...repeated, repeated: true }
    const [row] = await tx
      .insert(paymentRecords)
      .values({ name, email, address: address ?? '', paymentMethod, status: 'pledged' })
      .returning({ id: paymentRecords.id, createdAt: paymentRecords.createdAt })
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

export type Receipt = { receivedOn: string; paymentMethod: PaymentMethod; amountCents: number | null }

/**
 * "Mark received" on a pledge: the day, the method and the amount, nothing else of the record
 * (a website pledge may have no postal address, which the full form requires); thanked as any
 * save to Received is. 'gone' when the record is not there, 'not-pledged' when someone changed
 * its status meanwhile.
 */
export async function markPaymentReceived(
  id: number,
  { receivedOn, paymentMethod, amountCents }: Receipt,
  actor: Actor,
  receiptBy: string | null = null,
): Promise<{ outcome: 'done'; receiptSerial: string | null } | { outcome: 'gone' | 'not-pledged' }> {
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
    // the receipt first, so that the thank-you the save hook queues carries it
    const receipt = who ? await issueReceiptForThanks(tx, saved, who) : null
    await afterSave(tx, { ...saved, receiptSerial: receipt?.serial ?? null }, before)
    const values = ['status', 'receivedAt', 'paymentMethod', 'amountCents']
    const changes = changesBetween(before, saved, { fields: values, values })
    if (receipt) changes.push({ field: 'receipt', to: receipt.serial })
    await recordAudit(tx, { actor, action: 'payment received', itemType: paymentRecord.labels.singular, itemId: id, itemLabel: `Payment ${id}`, changes })
    return { outcome: 'done' as const, receiptSerial: receipt?.serial ?? null }
  })
  if (result.outcome === 'done') afterPaymentSave.afterCommit?.()
  return result
}
