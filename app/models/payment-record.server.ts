// Payment records (spec 3: name, email, address, payment method; with our amount, status and
// date received): made by the public donation form, kept by staff on the Payment page.
import { and, eq, gte, lt, type SQL } from 'drizzle-orm'
import { db } from '../../database/db.server'
import { paymentRecords } from '../../database/schema'
import type { DonationInput, PaymentMethod, PaymentStatus } from '~/content/payment-record'
import type { ListParams, ListSort } from '~/utils/list-params.server'
import { countRows, dateOrder, searchWhere } from './list-query.server'
import type { Limit } from './rate-limit.server'

/** Five donations an hour from one address, like the contact form: plenty for a person, too few for a flood. */
export const DONATION_RATE_LIMIT: Limit = { bucket: 'donation', max: 5, windowMs: 60 * 60 * 1000 }

/** The list's filters, already checked (payment-filters.server.ts reads them from the address). */
export type PaymentFilters = {
  method: PaymentMethod | null
  status: PaymentStatus | null
  /** Made on or after this instant (the start of the chosen day in Edmonton). */
  from: Date | null
  /** Made before this instant (the start of the day after the chosen one). */
  before: Date | null
}

export const NO_FILTERS: PaymentFilters = { method: null, status: null, from: null, before: null }

/** What staff write on Add and Edit Payment, ready to store. */
export type PaymentRecordFields = {
  name: string
  email: string
  address: string
  paymentMethod: PaymentMethod
  amountCents: number | null
  status: PaymentStatus
  receivedAt: Date | null
}

/** Stores a donation that passed donationSchema: pledged, no amount yet (the payment happens elsewhere). */
export async function createDonation(input: DonationInput) {
  const [row] = await db()
    .insert(paymentRecords)
    .values({ name: input.name, email: input.email, address: input.address ?? '', paymentMethod: input.paymentMethod, status: 'pledged' })
    .returning({ id: paymentRecords.id })
  return row
}

export async function createPaymentRecord(fields: PaymentRecordFields) {
  const [row] = await db().insert(paymentRecords).values(fields).returning({ id: paymentRecords.id })
  return row
}

/** The saved row, or null when there is no such record (deleted meanwhile). */
export async function updatePaymentRecord(id: number, fields: PaymentRecordFields) {
  const [row] = await db()
    .update(paymentRecords)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(paymentRecords.id, id))
    .returning({ id: paymentRecords.id })
  return row ?? null
}

export async function getPaymentRecord(id: number) {
  const [row] = await db().select().from(paymentRecords).where(eq(paymentRecords.id, id))
  return row ?? null
}

export async function deletePaymentRecord(id: number): Promise<boolean> {
  const deleted = await db().delete(paymentRecords).where(eq(paymentRecords.id, id)).returning({ id: paymentRecords.id })
  return deleted.length > 0
}

// ---------------------------------------------------------------- back-office list and export

function whereOf(q: string, filters: PaymentFilters): SQL | undefined {
  return and(
    searchWhere([paymentRecords.name, paymentRecords.email, paymentRecords.address], q),
    filters.method ? eq(paymentRecords.paymentMethod, filters.method) : undefined,
    filters.status ? eq(paymentRecords.status, filters.status) : undefined,
    filters.from ? gte(paymentRecords.createdAt, filters.from) : undefined,
    filters.before ? lt(paymentRecords.createdAt, filters.before) : undefined,
  )
}

const listColumns = {
  id: paymentRecords.id,
  name: paymentRecords.name,
  email: paymentRecords.email,
  address: paymentRecords.address,
  paymentMethod: paymentRecords.paymentMethod,
  amountCents: paymentRecords.amountCents,
  status: paymentRecords.status,
  receivedAt: paymentRecords.receivedAt,
  createdAt: paymentRecords.createdAt,
}

export type AdminPaymentRow = {
  id: number
  name: string
  email: string
  address: string
  paymentMethod: PaymentMethod
  amountCents: number | null
  status: PaymentStatus
  receivedAt: Date | null
  createdAt: Date
}

/** One page of the Payment page's list: searched on name, e-mail and address, filtered, newest or oldest first. */
export async function listPaymentRecordsForAdmin(params: ListParams, filters: PaymentFilters): Promise<{ rows: AdminPaymentRow[]; total: number }> {
  const where = whereOf(params.q, filters)
  const [rows, total] = await Promise.all([
    db()
      .select(listColumns)
      .from(paymentRecords)
      .where(where)
      .orderBy(...dateOrder(paymentRecords.createdAt, paymentRecords.id, params.sort))
      .limit(params.limit)
      .offset(params.offset),
    countRows(paymentRecords, where),
  ])
  return { rows, total }
}

/** The most rows one CSV file holds; a charity's donations stay far below it. */
export const EXPORT_MAX_ROWS = 100_000

/** Every record the list shows with these filters (all pages), for the CSV file. */
export async function listPaymentRecordsForExport(q: string, sort: ListSort, filters: PaymentFilters): Promise<AdminPaymentRow[]> {
  return db()
    .select(listColumns)
    .from(paymentRecords)
    .where(whereOf(q, filters))
    .orderBy(...dateOrder(paymentRecords.createdAt, paymentRecords.id, sort))
    .limit(EXPORT_MAX_ROWS)
}
