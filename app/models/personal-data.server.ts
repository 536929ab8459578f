// Everything the site holds about one e-mail address, for a person's request to see it or to
// have it erased (issue 7, item 9; decision 011). Addresses are compared in any letter case
// (the lower(email) indexes). Donation records are read from their table directly, not through
// the payments screen's model, so that this stays true whatever that screen shows.
// Never log an address from here: callers log counts only.
import { and, arrayContains, asc, count, eq, inArray, isNotNull, not, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { db } from '../../database/db.server'
import { contactMessages, contactReplies, donationReceipts, eventRegistrations, events, outbox, paymentRecords, rateLimitHits, receiptPayments, sessions, teamMembers, testimonials, users } from '../../database/schema'
import { normaliseRoles } from '~/content/permissions'
import { ERASED_MARKER, type ErasureRefusal, type PersonalDataSummary } from '~/content/privacy'
import { countChanges, recordAudit, type Actor } from './audit.server'
import { deleteRegistrations, type RegistrationMailer } from './event-registration.server'

const normalise = (email: string) => email.trim().toLowerCase()
const sameAddress = (column: PgColumn, address: string): SQL => eq(sql`lower(${column})`, address)

/**
 * A donation with money received, or one an official receipt names: Canadian receipt records
 * must be kept (six years), so it is anonymised, never deleted. Issued receipts themselves are
 * kept as issued (donation_receipts), name and address included, as CRA requires.
 */
const keptForReceipts = or(
  and(eq(paymentRecords.status, 'received'), isNotNull(paymentRecords.amountCents)),
  sql`exists (select 1 from ${receiptPayments} where ${receiptPayments.paymentId} = ${paymentRecords.id})`,
)!

export class ErasureRefusedError extends Error {
  constructor(readonly reason: ErasureRefusal) {
    super(reason === 'own-account' ? 'An Administrator cannot erase their own account.' : 'The last Administrator’s account cannot be erased.')
    this.name = 'ErasureRefusedError'
  }
}

type Tx = Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0]

/** The account with this address, if any, and whether `actingUserId` may erase it. */
async function accountAndRefusal(tx: Tx | ReturnType<typeof db>, address: string, actingUserId: number | null, lock: boolean) {
  // Administrators' rows are locked first, in one order, so that two Administrators erasing each
  // other at once are done one after the other and the second sees the first's result (never none).
  const adminQuery = tx.select({ id: users.id }).from(users).where(arrayContains(users.roles, ['administrator'])).orderBy(asc(users.id))
  const admins = (lock ? await adminQuery.for('update') : await adminQuery).map((admin) => admin.id)
  const accountQuery = tx.select({ id: users.id, roles: users.roles }).from(users).where(sameAddress(users.email, address)).limit(1)
  const [account] = lock ? await accountQuery.for('update') : await accountQuery
  let refusal: ErasureRefusal | null = null
  if (account && account.id === actingUserId) refusal = 'own-account'
  else if (account && admins.includes(account.id) && admins.length <= 1) refusal = 'last-admin'
  return { account: account ?? null, refusal }
}

/** How much is held about `email`, per kind, and whether erasing it would be refused. */
export async function summarisePersonalData(email: string, actingUserId: number | null): Promise<PersonalDataSummary> {
  const address = normalise(email)
  const { account, refusal } = await accountAndRefusal(db(), address, actingUserId, false)
  const [[messages], [payments], [sessionCount], [testimonialCount], [teamCount], [receipts]] = await Promise.all([
    db().select({ n: count() }).from(contactMessages).where(sameAddress(contactMessages.email, address)),
    db()
      .select({
        kept: sql<number>`count(*) filter (where ${keptForReceipts})`.mapWith(Number),
        other: sql<number>`count(*) filter (where not (${keptForReceipts}))`.mapWith(Number),
      })
      .from(paymentRecords)
      .where(sameAddress(paymentRecords.email, address)),
    account ? db().select({ n: count() }).from(sessions).where(eq(sessions.userId, account.id)) : Promise.resolve([{ n: 0 }]),
    db().select({ n: count() }).from(testimonials).where(sameAddress(testimonials.email, address)),
    db().select({ n: count() }).from(teamMembers).where(sameAddress(teamMembers.email, address)),
    db().select({ n: count() }).from(donationReceipts).where(sameAddress(donationReceipts.donorEmail, address)),
  ])
  const [registrations] = await db()
    .select({ n: count() })
    .from(eventRegistrations)
    .where(account ? or(sameAddress(eventRegistrations.email, address), eq(eventRegistrations.userId, account.id)) : sameAddress(eventRegistrations.email, address))
  return {
    eventRegistrations: registrations.n,
    contactMessages: messages.n,
    receiptRecords: payments.kept,
    otherPaymentRecords: payments.other,
    officialReceipts: receipts.n,
    account: account ? { roles: normaliseRoles(account.roles), sessions: sessionCount.n } : null,
    testimonials: testimonialCount.n,
    teamMembers: teamCount.n,
    refusal,
  }
}

/**
 * Everything held about `email`, as a person may ask to receive it: rows in full, except what
 * is not about them but guards the site (the account's password hash; sessions appear only as
 * dates, never their ids). Dates are ISO 8601 in UTC, for machines rather than eyes.
 */
export async function exportPersonalData(email: string, now = new Date()) {
  const address = normalise(email)
  const [account] = await db()
    .select({ id: users.id, email: users.email, roles: users.roles, createdAt: users.createdAt, updatedAt: users.updatedAt })
    .from(users)
    .where(sameAddress(users.email, address))
    .limit(1)
  const [messages, payments, accountSessions, failedLogIns, testimonialRows, teamRows, receipts] = await Promise.all([
    db()
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        email: contactMessages.email,
        subject: contactMessages.subject,
        message: contactMessages.message,
        receivedAt: contactMessages.createdAt,
        readAt: contactMessages.readAt,
        answeredAt: contactMessages.answeredAt,
      })
      .from(contactMessages)
      .where(sameAddress(contactMessages.email, address))
      .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id)),
    // every column of a donation record is the person's data
    db()
      .select()
      .from(paymentRecords)
      .where(sameAddress(paymentRecords.email, address))
      .orderBy(asc(paymentRecords.createdAt), asc(paymentRecords.id)),
    account
      ? db()
          .select({ startedAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, remembered: sessions.persistent })
          .from(sessions)
          .where(eq(sessions.userId, account.id))
          .orderBy(asc(sessions.createdAt))
      : Promise.resolve([]),
    // failed log-ins are counted per address for 15 minutes and forgotten after a day
    db().select({ at: rateLimitHits.createdAt }).from(rateLimitHits).where(eq(rateLimitHits.key, address)).orderBy(asc(rateLimitHits.createdAt)),
    db()
      .select({
        id: testimonials.id,
        name: testimonials.name,
        email: testimonials.email,
        profession: testimonials.profession,
        message: testimonials.message,
        createdAt: testimonials.createdAt,
      })
      .from(testimonials)
      .where(sameAddress(testimonials.email, address))
      .orderBy(asc(testimonials.id)),
    db()
      .select({ id: teamMembers.id, name: teamMembers.name, email: teamMembers.email, profession: teamMembers.profession, bio: teamMembers.bio })
      .from(teamMembers)
      .where(sameAddress(teamMembers.email, address))
      .orderBy(asc(teamMembers.id)),
    // official receipts as issued (their PDFs are on the Receipts screen)
    db()
      .select({
        serial: donationReceipts.serial,
        status: donationReceipts.status,
        kind: donationReceipts.kind,
        donorName: donationReceipts.donorName,
        donorAddress: donationReceipts.donorAddress,
        donorEmail: donationReceipts.donorEmail,
        amountCents: donationReceipts.amountCents,
        advantageCents: donationReceipts.advantageCents,
        eligibleCents: donationReceipts.eligibleCents,
        receivedFrom: donationReceipts.receivedFrom,
        receivedTo: donationReceipts.receivedTo,
        issuedAt: donationReceipts.issuedAt,
        cancelledAt: donationReceipts.cancelledAt,
      })
      .from(donationReceipts)
      .where(sameAddress(donationReceipts.donorEmail, address))
      .orderBy(asc(donationReceipts.year), asc(donationReceipts.number)),
  ])
  // their event registrations (by address, or made while signed in to the account); never the link's hash
  const registrations = await db()
    .select({
      id: eventRegistrations.id,
      event: events.title,
      eventDate: events.eventDate,
      name: eventRegistrations.name,
      email: eventRegistrations.email,
      phone: eventRegistrations.phone,
      partySize: eventRegistrations.partySize,
      language: eventRegistrations.language,
      note: eventRegistrations.note,
      consent: eventRegistrations.consent,
      status: eventRegistrations.status,
      registeredAt: eventRegistrations.createdAt,
      confirmedAt: eventRegistrations.confirmedAt,
      cancelledAt: eventRegistrations.cancelledAt,
      attendedAt: eventRegistrations.attendedAt,
      reminderSentAt: eventRegistrations.reminderSentAt,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(account ? or(sameAddress(eventRegistrations.email, address), eq(eventRegistrations.userId, account.id)) : sameAddress(eventRegistrations.email, address))
    .orderBy(asc(eventRegistrations.id))
  // the replies staff sent to those messages are theirs too
  const replies = messages.length
    ? await db()
        .select({ messageId: contactReplies.messageId, sentAt: contactReplies.createdAt, subject: contactReplies.subject, body: contactReplies.body })
        .from(contactReplies)
        .where(inArray(contactReplies.messageId, messages.map((message) => message.id)))
        .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id))
    : []
  return {
    emailAddress: email.trim(),
    exportedAt: now.toISOString(),
    contactMessages: messages.map((message) => ({
      ...message,
      replies: replies.filter((reply) => reply.messageId === message.id).map(({ sentAt, subject, body }) => ({ sentAt, subject, body })),
    })),
    donationRecords: payments,
    officialReceipts: receipts,
    account: account ? { ...account, sessions: { count: accountSessions.length, list: accountSessions } } : null,
    recentFailedLogIns: failedLogIns.map((hit) => hit.at),
    testimonials: testimonialRows,
    teamMembers: teamRows,
    eventRegistrations: registrations,
  }
}

export type PersonalDataExport = Awaited<ReturnType<typeof exportPersonalData>>

export type ErasureResult = {
  contactMessages: number
  paymentRecordsAnonymised: number
  paymentRecordsDeleted: number
  accountDeleted: boolean
  sessions: number
  eventRegistrations: number
}

/**
 * Erases what is held about `email`, all or nothing (one transaction): contact messages (with
 * the replies to them), e-mail to the address (sent or waiting) and failed log-in counts
 * deleted; the address as the author of replies replaced by the erased marker; donation records with money received anonymised (amount,
 * dates, method and status kept for receipts), other donation records deleted; the account
 * deleted with its sessions. Refused (ErasureRefusedError, nothing changed) when the account
 * is `actingUserId`'s own or the last admin. Testimonials and team members are left to their
 * own screens (published content staff chose to show).
 */
export async function erasePersonalData(
  email: string,
  actingUserId: number | null,
  actor?: Actor,
  { mail = async () => null }: { mail?: RegistrationMailer } = {},
): Promise<ErasureResult> {
  const address = normalise(email)
  return db().transaction(async (tx) => {
    const { account, refusal } = await accountAndRefusal(tx, address, actingUserId, true)
    if (refusal) throw new ErasureRefusedError(refusal)
    const messages = await tx.delete(contactMessages).where(sameAddress(contactMessages.email, address)).returning({ id: contactMessages.id })
    const anonymised = await tx
      .update(paymentRecords)
      .set({ name: ERASED_MARKER, email: ERASED_MARKER, address: ERASED_MARKER })
      .where(and(sameAddress(paymentRecords.email, address), keptForReceipts))
      .returning({ id: paymentRecords.id })
    // what still carries the address now is every record not kept for receipts
    const deletedPayments = await tx
      .delete(paymentRecords)
      .where(and(sameAddress(paymentRecords.email, address), not(keptForReceipts)))
      .returning({ id: paymentRecords.id })
    // a receipt keeps the name and address it shows (CRA); the e-mail address is not on it
    await tx.update(donationReceipts).set({ donorEmail: ERASED_MARKER }).where(sameAddress(donationReceipts.donorEmail, address))
    await tx.delete(rateLimitHits).where(eq(rateLimitHits.key, address))
    // a reply or alert still waiting is not sent to an address that asked to be forgotten
    await tx.delete(outbox).where(sameAddress(outbox.to, address))
    await tx.update(contactReplies).set({ authorEmail: ERASED_MARKER }).where(sameAddress(contactReplies.authorEmail, address))
    // event registrations go whole; their places go to the first waiting people, who are told
    // (`mail`), as after a cancellation; the person erased is not written to
    const registrations = await deleteRegistrations(
      tx,
      account ? or(sameAddress(eventRegistrations.email, address), eq(eventRegistrations.userId, account.id))! : sameAddress(eventRegistrations.email, address),
      mail,
    )
    let sessionCount = 0
    if (account) {
      sessionCount = (await tx.delete(sessions).where(eq(sessions.userId, account.id)).returning({ userId: sessions.userId })).length
      await tx.delete(users).where(eq(users.id, account.id))
    }
    const result = {
      contactMessages: messages.length,
      paymentRecordsAnonymised: anonymised.length,
      paymentRecordsDeleted: deletedPayments.length,
      accountDeleted: account !== null,
      sessions: sessionCount,
      eventRegistrations: registrations,
    }
    // what was erased, counted; never the address (decision 011)
    if (actor) await recordAudit(tx, { actor, action: 'erase', itemType: 'Personal data', itemLabel: 'One person, on request', changes: countChanges(result) })
    return result
  })
}
