// Official donation receipts (issue 15, decision 023): issued from received payments, one at a
// time or many at once, each with the next serial number of its year taken in the issuing
// transaction (so a number is never reused and none is skipped), its PDF made and stored as
// issued, and sent to the donor through the outbox in the same transaction. A receipt is never
// edited: it is cancelled (reason kept) and, if need be, replaced by a new one that names it.
import { createHash } from 'node:crypto'
import { t } from '@lingui/core/macro'
import { and, asc, desc, eq, getTableColumns, gte, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm'
import type { Transaction } from '../../database/connection.server'
import { db } from '../../database/db.server'
import { donationReceipts, paymentRecords, receiptPayments, receiptSerials } from '../../database/schema'
import { ERASED_MARKER } from '~/content/privacy'
import { isPrintable, receiptSerial, receiptSettingsComplete, type ReceiptSettings, type ReceiptStatus } from '~/content/receipts'
import { addressLines, type OrganisationSettings } from '~/content/settings'
import { donationReceiptMail } from '~/email/donation-receipt.server'
import { queueMail, wakeOutbox } from '~/email/outbox.server'
import { i18nOf } from '~/i18n/i18n'
import { isLanguage } from '~/i18n/languages'
import { formatDate } from '~/utils/dates.server'
import { edmontonDayOf, edmontonDayStart, todayInEdmonton } from '~/utils/edmonton-day.server'
import { formatAmount } from '~/utils/money'
import { markReceiptPdf, renderReceiptPdf, type ReceiptContent } from '~/utils/receipt-pdf.server'
import { recordAudit, type Actor } from '~/models/audit.server'
import { getOrganisation, getReceiptSettings } from '~/models/settings.server'

type PaymentRow = typeof paymentRecords.$inferSelect
export type ReceiptRow = typeof donationReceipts.$inferSelect

/** What staff give when issuing one receipt: the donor as the receipt names them, and any advantage. */
export type ReceiptDetails = { donorName: string; donorAddress: string; advantageCents: number; advantageDescription: string }

export type IssueOutcome =
  | { ok: true; receipt: ReceiptRow; alreadyIssued: boolean; replacesSerial?: string | null }
  | { ok: false; reason: 'gone' | 'not-received' | 'no-amount' | 'settings-missing' | 'no-address' }

/** Everything a receipt needs that is read before its transaction (the embedded database cannot read outside it meanwhile). */
export type Issuer = { organisation: OrganisationSettings; settings: ReceiptSettings; by: string; actor: Actor | null; now: Date }

/**
 * Who issues or cancels: a staff member as the activity log names them (their e-mail goes on the
 * receipt), or an e-mail alone where no one acts from a request (tests; a receipt issued within a
 * save that records its own entry).
 */
export type IssuedBy = Actor | string

const byOf = (by: IssuedBy) => (typeof by === 'string' ? { by, actor: null } : { by: by.email ?? 'unknown', actor: by })

/** Who issues, with the settings every receipt carries; null while the receipt settings are incomplete. */
export async function issuer(by: IssuedBy, now = new Date()): Promise<Issuer | null> {
  const [organisation, settings] = await Promise.all([getOrganisation(), getReceiptSettings()])
  return receiptSettingsComplete(settings) ? { organisation, settings, ...byOf(by), now } : null
}

/** The next serial number of the year, taken under the year's row lock: it comes back with the transaction if that fails. */
async function nextSerial(tx: Transaction, year: number): Promise<{ year: number; number: number; serial: string }> {
  const [row] = await tx
    .insert(receiptSerials)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: receiptSerials.year, set: { lastNumber: sql`${receiptSerials.lastNumber} + 1` } })
    .returning({ number: receiptSerials.lastNumber })
  return { year, number: row.number, serial: receiptSerial(year, row.number) }
}

const day = (value: string) => formatDate(edmontonDayStart(value)!)
const lines = (text: string) => text.split(/\r?\n/).map((part) => part.trim()).filter(Boolean)

type NewReceipt = {
  kind: 'gift' | 'annual'
  payments: PaymentRow[]
  donorName: string
  donorAddress: string
  donorEmail: string
  advantageCents: number
  advantageDescription: string
  replaces: ReceiptRow | null
  /** false when the receipt travels in the donor's thank-you instead of a mail of its own */
  mail?: boolean
}

/** Makes, stores and sends one receipt for these payments, inside the caller's transaction. */
async function writeReceipt(tx: Transaction, who: Issuer, receipt: NewReceipt): Promise<ReceiptRow> {
  const { organisation, settings, now } = who
  const issuedOn = edmontonDayOf(now)
  const { year, number, serial } = await nextSerial(tx, Number(issuedOn.slice(0, 4)))
  const days = receipt.payments.map((payment) => edmontonDayOf(payment.receivedAt!)).sort()
  const amountCents = receipt.payments.reduce((sum, payment) => sum + payment.amountCents!, 0)
  const eligibleCents = amountCents - receipt.advantageCents
  // the latest gift's language (the donation page's): the receipt's e-mail, and its heading's second line
  const language = receipt.payments.reduce((latest, payment) => (payment.id > latest.id ? payment : latest)).language
  const content: Omit<ReceiptContent, 'inKind'> = {
    titleInLanguage: isLanguage(language) && language !== 'en' ? t(i18nOf(language))`Official receipt for income tax purposes` : null,
    charity: {
      name: organisation.name,
      addressLines: addressLines(organisation.address),
      registrationNumber: organisation.charityNumber,
      email: organisation.email,
      phone: organisation.phone,
    },
    serial,
    kind: receipt.kind,
    donorName: receipt.donorName,
    donorAddressLines: lines(receipt.donorAddress),
    received: receipt.kind === 'annual' ? days[0].slice(0, 4) : day(days[0]),
    gifts: [...receipt.payments]
      .sort((a, b) => a.receivedAt!.getTime() - b.receivedAt!.getTime())
      .map((payment) => ({ receivedOn: formatDate(payment.receivedAt!), amount: formatAmount(payment.amountCents) })),
    amount: formatAmount(amountCents),
    advantage: formatAmount(receipt.advantageCents),
    advantageDescription: receipt.advantageCents > 0 ? receipt.advantageDescription : 'None',
    eligibleAmount: formatAmount(eligibleCents),
    issuedOn: day(issuedOn),
    placeOfIssue: settings.placeOfIssue,
    replacesSerial: receipt.replaces?.serial ?? null,
    signatoryName: settings.signatoryName,
    signatoryTitle: settings.signatoryTitle,
    signaturePng: Buffer.from(settings.signaturePng, 'base64'),
  }
  const pdf = await renderReceiptPdf({ ...content, inKind: inKindOf(receipt.payments) }, now)
  const [row] = await tx
    .insert(donationReceipts)
    .values({
      serial,
      year,
      number,
      kind: receipt.kind,
      donorName: receipt.donorName,
      donorAddress: receipt.donorAddress,
      donorEmail: receipt.donorEmail,
      language,
      amountCents,
      advantageCents: receipt.advantageCents,
      advantageDescription: receipt.advantageCents > 0 ? receipt.advantageDescription : '',
      eligibleCents,
      receivedFrom: days[0],
      receivedTo: days[days.length - 1],
      issuedAt: now,
      issuedBy: who.by,
      replacesId: receipt.replaces?.id ?? null,
      ...inKindColumns(receipt.payments),
      pdf,
      pdfSha256: createHash('sha256').update(pdf).digest('hex'),
    })
    .returning()
  await tx.insert(receiptPayments).values(receipt.payments.map((payment) => ({ receiptId: row.id, paymentId: payment.id })))
  for (const payment of receipt.payments) {
    await tx.update(paymentRecords).set({ receiptSerial: serial }).where(eq(paymentRecords.id, payment.id))
  }
  if (receipt.mail !== false && receipt.donorEmail && receipt.donorEmail !== ERASED_MARKER) {
    await queueMail([await donationReceiptMail(organisation, row, { bytes: pdf, name: receiptFileName(row), copy: false })], tx)
  }
  if (who.actor) {
    const changes = [
      { field: 'kind', to: receipt.kind },
      { field: 'eligibleCents', to: eligibleCents },
      ...(receipt.replaces ? [{ field: 'replaces', to: receipt.replaces.serial }] : []),
    ]
    await recordAudit(tx, { actor: who.actor, action: 'receipt issued', itemType: 'Receipt', itemId: row.id, itemLabel: serial, changes })
  }
  return row
}

/** A gift in kind's receipt says what the property was and who appraised it (a receipt for one gift in kind covers that gift alone). */
function inKindOf(payments: PaymentRow[]): ReceiptContent['inKind'] {
  const [payment] = payments
  if (payments.length !== 1 || payment.giftKind !== 'in-kind') return null
  return { description: payment.propertyDescription, appraiserName: payment.appraiserName, appraiserAddressLines: lines(payment.appraiserAddress) }
}

function inKindColumns(payments: PaymentRow[]) {
  const inKind = inKindOf(payments)
  return inKind ? { propertyDescription: inKind.description, appraiserName: inKind.appraiserName, appraiserAddress: payments[0].appraiserAddress } : {}
}

/**
 * The cancelled receipt a new receipt for these gifts replaces: the latest one that covered them
 * and that no receipt replaces yet (cancelled from the payment to correct it, or without a
 * replacement), so that the new one says "cancels and replaces receipt No. X", as CRA asks.
 */
async function replacedBy(tx: Transaction, paymentIds: number[]): Promise<ReceiptRow | null> {
  const [row] = await tx
    .select({ receipt: donationReceipts })
    .from(receiptPayments)
    .innerJoin(donationReceipts, eq(donationReceipts.id, receiptPayments.receiptId))
    .where(
      and(
        inArray(receiptPayments.paymentId, paymentIds),
        eq(donationReceipts.status, 'cancelled'),
        sql`not exists (select 1 from donation_receipts r where r.replaces_id = ${donationReceipts.id})`,
      ),
    )
    .orderBy(desc(donationReceipts.cancelledAt), desc(donationReceipts.id))
    .limit(1)
  return row?.receipt ?? null
}

/** The serial of the cancelled receipt a new receipt for this payment would replace, or null (the Issue receipt screen says it). */
export async function replacedReceiptOf(paymentId: number): Promise<string | null> {
  return db().transaction(async (tx) => (await replacedBy(tx, [paymentId]))?.serial ?? null)
}

/**
 * Whether a receipt can be made from a payment's own name and address, without asking staff:
 * both given, and in letters the receipt's fonts print (a website donor may write in Gurmukhi).
 */
export function receiptReady(payment: Pick<PaymentRow, 'name' | 'address'> & Partial<Pick<PaymentRow, 'giftKind' | 'propertyDescription'>>): boolean {
  // a gift in kind's receipt describes the property
  if (payment.giftKind === 'in-kind' && !payment.propertyDescription?.trim()) return false
  return payment.name.trim() !== '' && payment.address.trim() !== '' && isPrintable(payment.name) && isPrintable(payment.address)
}

/** A payment that can have a receipt now: received, with an amount and no live receipt. */
const receiptable = and(eq(paymentRecords.status, 'received'), sql`${paymentRecords.amountCents} is not null`, isNull(paymentRecords.receiptSerial), ne(paymentRecords.email, ERASED_MARKER))!

/**
 * One receipt for one received payment. Idempotent: a payment that has a live receipt gives that
 * one back. The name and address given are kept on the payment record too (a website pledge
 * often has no address until the receipt asks for it).
 */
export async function issueReceipt(paymentId: number, details: ReceiptDetails, by: IssuedBy, now = new Date()): Promise<IssueOutcome> {
  const who = await issuer(by, now)
  if (!who) return { ok: false, reason: 'settings-missing' }
  const outcome = await db().transaction(async (tx): Promise<IssueOutcome> => {
    const [payment] = await tx.select().from(paymentRecords).where(eq(paymentRecords.id, paymentId)).for('update')
    if (!payment) return { ok: false, reason: 'gone' }
    if (payment.receiptSerial) {
      const [live] = await tx.select().from(donationReceipts).where(eq(donationReceipts.serial, payment.receiptSerial))
      return { ok: true, receipt: live, alreadyIssued: true }
    }
    if (payment.status !== 'received' || !payment.receivedAt) return { ok: false, reason: 'not-received' }
    if (payment.amountCents === null) return { ok: false, reason: 'no-amount' }
    const [saved] = await tx
      .update(paymentRecords)
      .set({ name: details.donorName, address: details.donorAddress, updatedAt: now })
      .where(eq(paymentRecords.id, paymentId))
      .returning()
    const replaces = await replacedBy(tx, [saved.id])
    const receipt = await writeReceipt(tx, who, {
      kind: 'gift',
      payments: [saved],
      donorName: details.donorName,
      donorAddress: details.donorAddress,
      donorEmail: saved.email,
      advantageCents: details.advantageCents,
      advantageDescription: details.advantageDescription,
      replaces,
    })
    return { ok: true, receipt, alreadyIssued: false, replacesSerial: replaces?.serial ?? null }
  })
  if (outcome.ok && !outcome.alreadyIssued) wakeOutbox()
  return outcome
}

/**
 * The receipt of a payment just marked received, in the same transaction, for its thank-you to
 * carry (per-gift receipts), or sent by itself (`mailItself`) when no thank-you goes. Null, and nothing written, when it cannot have one yet: no amount,
 * no postal address, or an erased donor.
 */
export async function issueReceiptForThanks(tx: Transaction, payment: PaymentRow, who: Issuer, mailItself = false): Promise<ReceiptRow | null> {
  if (payment.status !== 'received' || !payment.receivedAt || payment.amountCents === null || payment.receiptSerial) return null
  if (!receiptReady(payment) || payment.email === ERASED_MARKER) return null
  const receipt = { kind: 'gift' as const, payments: [payment], donorName: payment.name, donorAddress: payment.address, donorEmail: payment.email }
  return writeReceipt(tx, who, { ...receipt, advantageCents: 0, advantageDescription: '', replaces: await replacedBy(tx, [payment.id]), mail: mailItself })
}

/** The live receipt of a payment with its PDF, as its thank-you attaches it; read inside the saving transaction. */
export async function liveReceiptOf(tx: Transaction, paymentId: number): Promise<{ receipt: ReceiptRow; name: string } | null> {
  const [row] = await tx
    .select({ receipt: donationReceipts })
    .from(receiptPayments)
    .innerJoin(donationReceipts, eq(donationReceipts.id, receiptPayments.receiptId))
    .where(and(eq(receiptPayments.paymentId, paymentId), eq(receiptPayments.live, true)))
  return row ? { receipt: row.receipt, name: receiptFileName(row.receipt) } : null
}

export type BatchOutcome = { issued: string[]; leftForStaff: number; cut?: boolean } | { settingsMissing: true }

/** Payments received between the two Edmonton days (both included) that have no receipt yet, oldest first. */
function receiptableBetween(from: string, to: string): SQL {
  return and(receiptable, gte(paymentRecords.receivedAt, edmontonDayStart(from)!), lt(paymentRecords.receivedAt, edmontonDayStart(to, 1)!))!
}

/**
 * A receipt for each received, unreceipted payment between two days. A payment without a postal
 * address (or one the receipt cannot print) is left for staff to issue on its own; the answer counts them.
 * Each receipt is its own transaction, so two people doing this at once never receipt a gift twice.
 */
export async function issueReceiptsBetween(from: string, to: string, by: IssuedBy, now = new Date()): Promise<BatchOutcome> {
  const who = await issuer(by, now)
  if (!who) return { settingsMissing: true }
  const candidates = await db().select().from(paymentRecords).where(receiptableBetween(from, to)).orderBy(asc(paymentRecords.receivedAt), asc(paymentRecords.id))
  const issued: string[] = []
  let leftForStaff = 0
  for (const candidate of candidates) {
    if (!receiptReady(candidate)) {
      leftForStaff++
      continue
    }
    const outcome = await issueReceipt(candidate.id, { donorName: candidate.name, donorAddress: candidate.address, advantageCents: 0, advantageDescription: '' }, by, now)
    if (outcome.ok && !outcome.alreadyIssued) issued.push(outcome.receipt.serial)
  }
  return { issued, leftForStaff }
}

/** The day a year's receipts can be issued: the first day after it, in Edmonton (a gift may still come on 31 December). */
export function annualReceiptsOpenOn(year: number): string {
  return `${year + 1}-01-01`
}

/** One donor's receipt for the year, as the list staff confirm shows it. */
export type AnnualDonor = { name: string; email: string; address: string; gifts: { receivedOn: string; amountCents: number }[]; totalCents: number }

/** What "Issue the year's receipts" would do now; `fingerprint` names exactly this, so that what staff confirm is what is issued. */
export type AnnualPlan = { year: number; donors: AnnualDonor[]; leftForStaff: number; fingerprint: string }

type PlannedDonor = AnnualDonor & { addressed: PaymentRow; paymentIds: number[] }

/**
 * A donor is their e-mail address (in any letter case), or, for gifts recorded without one, their
 * name and postal address as written (spaces and letter case aside).
 */
function donorKey(payment: PaymentRow): string {
  const plain = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase()
  return payment.email ? `email:${payment.email.toLowerCase()}` : `post:${plain(payment.name)}|${plain(payment.address)}`
}

/**
 * The year's gifts that have no receipt yet, by donor, each named and addressed as on their
 * latest gift that gives an address. Gifts in kind are left out (each has a receipt of its own,
 * with the day and the property it describes), and so are donors with no address on any gift.
 */
async function planAnnual(year: number): Promise<{ plan: AnnualPlan; donors: PlannedDonor[] }> {
  const candidates = await db().select().from(paymentRecords).where(receiptableBetween(`${year}-01-01`, `${year}-12-31`)).orderBy(asc(paymentRecords.receivedAt), asc(paymentRecords.id))
  const byDonor = new Map<string, PaymentRow[]>()
  let leftForStaff = 0
  for (const payment of candidates) {
    if (payment.giftKind !== 'money') {
      leftForStaff++
      continue
    }
    byDonor.set(donorKey(payment), [...(byDonor.get(donorKey(payment)) ?? []), payment])
  }
  const donors: PlannedDonor[] = []
  for (const gifts of byDonor.values()) {
    const addressed = [...gifts].reverse().find(receiptReady)
    if (!addressed) {
      leftForStaff += gifts.length
      continue
    }
    donors.push({
      name: addressed.name,
      email: addressed.email,
      address: addressed.address,
      gifts: gifts.map((gift) => ({ receivedOn: edmontonDayOf(gift.receivedAt!), amountCents: gift.amountCents! })),
      totalCents: gifts.reduce((sum, gift) => sum + gift.amountCents!, 0),
      addressed,
      paymentIds: gifts.map((gift) => gift.id),
    })
  }
  donors.sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email))
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([year, leftForStaff, donors.map((donor) => [donor.name, donor.address, donor.email, donor.paymentIds, donor.gifts])]))
    .digest('hex')
  const shown = donors.map(({ name, email, address, gifts, totalCents }) => ({ name, email, address, gifts, totalCents }))
  return { plan: { year, donors: shown, leftForStaff, fingerprint }, donors }
}

/** The list "Issue the year's receipts" shows before staff confirm it (read only). */
export async function annualReceiptPlan(year: number): Promise<AnnualPlan> {
  return (await planAnnual(year)).plan
}

export type AnnualOutcome = BatchOutcome | { notYet: string } | { changed: AnnualPlan }

/**
 * The annual receipts of a calendar year, once it is over: one per donor for every gift of that
 * year that has no receipt yet (planAnnual). `fingerprint`: the list staff confirmed; when the
 * gifts changed since (a gift recorded, a receipt issued), nothing is issued and the new list
 * comes back to be confirmed. Each donor's receipt is its own transaction, with their gifts
 * locked and read again, so a run cut half-way (the request stopped: `signal`) keeps what it
 * issued, and the next run, or one running at the same time, never issues a second receipt for
 * the same gifts.
 */
export async function issueAnnualReceipts(
  year: number,
  by: IssuedBy,
  { now = new Date(), fingerprint, signal }: { now?: Date; fingerprint?: string; signal?: AbortSignal } = {},
): Promise<AnnualOutcome> {
  if (todayInEdmonton(now) < annualReceiptsOpenOn(year)) return { notYet: annualReceiptsOpenOn(year) }
  const who = await issuer(by, now)
  if (!who) return { settingsMissing: true }
  const { plan, donors } = await planAnnual(year)
  if (fingerprint !== undefined && fingerprint !== plan.fingerprint) return { changed: plan }
  const issued: string[] = []
  let cut = false
  for (const donor of donors) {
    if (signal?.aborted) {
      cut = true
      break
    }
    const serial = await db().transaction(async (tx) => {
      // the gifts again, locked: one issued meanwhile (by a person or a second run) is left out
      const locked = await tx.select().from(paymentRecords).where(and(receiptable, inArray(paymentRecords.id, donor.paymentIds))).orderBy(asc(paymentRecords.id)).for('update')
      const still = locked.filter((gift) => gift.receivedAt && gift.amountCents !== null && gift.receiptSerial === null)
      if (still.length === 0) return null
      // every gift the receipt covers names the donor as the receipt does (an early gift may have had no address)
      await tx.update(paymentRecords).set({ name: donor.addressed.name, address: donor.addressed.address }).where(inArray(paymentRecords.id, still.map((gift) => gift.id)))
      const receipt = await writeReceipt(tx, who, {
        kind: 'annual',
        payments: still,
        donorName: donor.addressed.name,
        donorAddress: donor.addressed.address,
        donorEmail: donor.addressed.email,
        advantageCents: 0,
        advantageDescription: '',
        replaces: await replacedBy(tx, still.map((gift) => gift.id)),
      })
      return receipt.serial
    })
    if (serial) issued.push(serial)
  }
  if (issued.length) wakeOutbox()
  return { issued, leftForStaff: plan.leftForStaff, ...(cut ? { cut } : {}) }
}

export type CancelOutcome = { ok: true; replacement: ReceiptRow | null } | { ok: false; reason: 'gone' | 'already-cancelled' | 'settings-missing' }

/**
 * Cancels a receipt (the reason and who kept; its PDF stays, shown marked CANCELLED) and, when
 * `replacement` is given, issues in the same transaction a new receipt for the same gifts that
 * says it cancels and replaces the old one.
 */
export async function cancelReceipt(
  id: number,
  reason: string,
  by: IssuedBy,
  replacement: { donorName: string; donorAddress: string } | null,
  now = new Date(),
): Promise<CancelOutcome> {
  const who = replacement ? await issuer(by, now) : null
  const { by: byEmail, actor } = byOf(by)
  if (replacement && !who) return { ok: false, reason: 'settings-missing' }
  const outcome = await db().transaction(async (tx): Promise<CancelOutcome> => {
    const [receipt] = await tx.select().from(donationReceipts).where(eq(donationReceipts.id, id)).for('update')
    if (!receipt) return { ok: false, reason: 'gone' }
    if (receipt.status === 'cancelled') return { ok: false, reason: 'already-cancelled' }
    await tx.update(donationReceipts).set({ status: 'cancelled', cancelledAt: now, cancelledBy: byEmail, cancelReason: reason }).where(eq(donationReceipts.id, id))
    if (actor) {
      await recordAudit(tx, { actor, action: 'receipt cancelled', itemType: 'Receipt', itemId: id, itemLabel: receipt.serial, changes: [{ field: 'cancelReason', to: reason }] })
    }
    const links = await tx.update(receiptPayments).set({ live: false }).where(eq(receiptPayments.receiptId, id)).returning({ paymentId: receiptPayments.paymentId })
    const ids = links.map((link) => link.paymentId)
    await tx.update(paymentRecords).set({ receiptSerial: null }).where(inArray(paymentRecords.id, ids))
    if (!replacement || !who) return { ok: true, replacement: null }
    // the payments say what their new receipt says: the donor's name and address as corrected
    const payments = await tx
      .update(paymentRecords)
      .set({ name: replacement.donorName, address: replacement.donorAddress, updatedAt: now })
      .where(inArray(paymentRecords.id, ids))
      .returning()
    const next = await writeReceipt(tx, who, {
      kind: receipt.kind,
      payments,
      donorName: replacement.donorName,
      donorAddress: replacement.donorAddress,
      donorEmail: receipt.donorEmail,
      advantageCents: receipt.advantageCents,
      advantageDescription: receipt.advantageDescription,
      replaces: receipt,
    })
    return { ok: true, replacement: next }
  })
  if (outcome.ok && outcome.replacement) wakeOutbox()
  return outcome
}

/** Sends a lost receipt again, as a copy marked "COPY"; false when there is no such live receipt or no address to send it to. */
export async function resendReceiptCopy(id: number, actor: Actor): Promise<boolean> {
  const organisation = await getOrganisation()
  const receipt = await getReceipt(id)
  if (!receipt || receipt.status !== 'issued' || !receipt.donorEmail || receipt.donorEmail === ERASED_MARKER) return false
  const mail = await donationReceiptMail(organisation, receipt, { bytes: await receiptFile(receipt, 'copy'), name: receiptFileName(receipt, 'copy'), copy: true })
  await db().transaction(async (tx) => {
    await queueMail([mail], tx)
    await recordAudit(tx, { actor, action: 'receipt sent', itemType: 'Receipt', itemId: id, itemLabel: receipt.serial })
  })
  wakeOutbox()
  return true
}

export async function getReceipt(id: number): Promise<ReceiptRow | null> {
  const [row] = await db().select().from(donationReceipts).where(eq(donationReceipts.id, id))
  return row ?? null
}

/** The file as it is shown or downloaded: as issued, or marked COPY or CANCELLED over the issued bytes. */
export async function receiptFile(receipt: ReceiptRow, as: 'original' | 'copy'): Promise<Uint8Array> {
  if (receipt.status === 'cancelled') {
    // a receipt cancelled before the day was kept (older rows) says so without one
    const when = receipt.cancelledAt ? `on ${formatDate(receipt.cancelledAt)}: ` : ''
    return markReceiptPdf(receipt.pdf, 'CANCELLED', `${when}${receipt.cancelReason ?? ''}`.slice(0, 140))
  }
  if (as === 'copy') return markReceiptPdf(receipt.pdf, 'COPY', `of receipt No. ${receipt.serial}, issued on ${formatDate(receipt.issuedAt)}`)
  return receipt.pdf
}

export const receiptFileName = (receipt: Pick<ReceiptRow, 'serial'>, as: 'original' | 'copy' = 'original') => `receipt-${receipt.serial}${as === 'copy' ? '-copy' : ''}.pdf`

export type ReceiptListFilters = { year: number | null; status: ReceiptStatus | null }
export type ReceiptSummary = Omit<ReceiptRow, 'pdf'> & { replacesSerial: string | null }

/** Receipts, newest first, with the serial of the one each replaces. */
export async function listReceipts({ year, status }: ReceiptListFilters, { limit = 50, offset = 0 } = {}): Promise<{ rows: ReceiptSummary[]; total: number }> {
  const where = and(year ? eq(donationReceipts.year, year) : undefined, status ? eq(donationReceipts.status, status) : undefined)
  const { pdf: _pdf, ...columns } = getTableColumns(donationReceipts)
  // named in full: inside the subquery a bare replaces_id would be the inner row's
  const replaced = sql<string | null>`(select r.serial from donation_receipts r where r.id = donation_receipts.replaces_id)`
  const [rows, [{ total }]] = await Promise.all([
    db().select({ ...columns, replacesSerial: replaced }).from(donationReceipts).where(where).orderBy(desc(donationReceipts.year), desc(donationReceipts.number)).limit(limit).offset(offset),
    db().select({ total: sql<number>`count(*)::int` }).from(donationReceipts).where(where),
  ])
  return { rows, total }
}

/** Every receipt of a year, in serial order, for the CSV file. */
export async function receiptsForExport(year: number): Promise<ReceiptSummary[]> {
  return (await listReceipts({ year, status: null }, { limit: 1_000_000 })).rows.sort((a, b) => a.number - b.number)
}

/** The years that have receipts, newest first, and this year. */
export async function receiptYears(): Promise<number[]> {
  const rows = await db().selectDistinct({ year: donationReceipts.year }).from(donationReceipts).orderBy(desc(donationReceipts.year))
  const thisYear = Number(todayInEdmonton().slice(0, 4))
  return [...new Set([thisYear, ...rows.map((row) => row.year)])].sort((a, b) => b - a)
}
