// Where payment records are stored: the public donation form adds them, pledged with no amount
// yet (the payment itself happens elsewhere; at most five an hour from one address, like the
// contact form: plenty for a person, too few for a flood), and staff keep them on the Payment page.
import { eq } from 'drizzle-orm'
import { paymentRecords } from '../../database/schema'
import type { DonationInput } from '~/content/payment-record'
import { ERASED_MARKER } from '~/content/privacy'
import { donationThanksMail } from '~/email/donation-thanks.server'
import { queueMail, wakeOutbox } from '~/email/outbox.server'
import type { Limit } from '~/models/rate-limit.server'
import { getOrganisation } from '~/models/settings.server'
import { paymentRecord } from './payment-record'
import { defineStore, insertRow, type SaveHook } from './store.server'

/**
 * A payment staff mark Received (or add as Received) thanks its donor by e-mail, once: thanked_at
 * remembers it, so Received -> Pledged -> Received does not thank twice.
 */
const thankOnReceipt: SaveHook = {
  prepare: async () => {
    const organisation = await getOrganisation()
    return async (tx, saved) => {
      const payment = saved as typeof paymentRecords.$inferSelect
      if (payment.status !== 'received' || payment.thankedAt || !payment.email || payment.email === ERASED_MARKER) return
      await queueMail([await donationThanksMail(organisation, payment)], tx)
      await tx.update(paymentRecords).set({ thankedAt: new Date() }).where(eq(paymentRecords.id, payment.id))
    }
  },
  afterCommit: wakeOutbox,
}

export const paymentRecordStore = defineStore({
  type: paymentRecord,
  table: paymentRecords,
  search: [paymentRecords.name, paymentRecords.email, paymentRecords.address],
  onSave: thankOnReceipt,
})

export const DONATION_RATE_LIMIT: Limit = { bucket: 'donation', max: 5, windowMs: 60 * 60 * 1000 }

/** Stores a donation that passed donationSchema. */
export function createDonation({ name, email, address, paymentMethod }: DonationInput) {
  return insertRow(paymentRecordStore, { name, email, address: address ?? '', paymentMethod, status: 'pledged' })
}
