// Where payment records are stored: the public donation form adds them, pledged with no amount
// yet (the payment itself happens elsewhere; at most five an hour from one address, like the
// contact form: plenty for a person, too few for a flood), and staff keep them on the Payment page.
import { paymentRecords } from '../../database/schema'
import type { DonationInput } from '~/content/payment-record'
import type { Limit } from '~/models/rate-limit.server'
import { paymentRecord } from './payment-record'
import { defineStore, insertRow } from './store.server'

export const paymentRecordStore = defineStore({
  type: paymentRecord,
  table: paymentRecords,
  search: [paymentRecords.name, paymentRecords.email, paymentRecords.address],
})

export const DONATION_RATE_LIMIT: Limit = { bucket: 'donation', max: 5, windowMs: 60 * 60 * 1000 }

/** Stores a donation that passed donationSchema. */
export function createDonation({ name, email, address, paymentMethod }: DonationInput) {
  return insertRow(paymentRecordStore, { name, email, address: address ?? '', paymentMethod, status: 'pledged' })
}
