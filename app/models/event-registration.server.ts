// Registration for events (issue 38, docs/decisions/065): the settings of each event, the
// registrations, and the rule that an event never has more people confirmed than places.
//
// Every change to an event's places (a registration, a cancellation, staff raising the capacity)
// runs in one transaction that first locks the event's settings row (SELECT ... FOR UPDATE, on
// PGlite and on PostgreSQL alike), so that changes to one event's places happen one after the
// other: 50 people pressing Register at once for 10 places give exactly 10 confirmed parties and a
// waiting list in the order they got the lock. The waiting list is served strictly in order: when
// places free, the first waiting party is confirmed if it fits, then the next, and so on.
//
// E-mails are written to the outbox in the same transaction as the change that causes them, made
// by a `mail` function the caller prepares beforehand (it must not query the database: on the
// embedded database that would wait for this very transaction).
import crypto from 'node:crypto'
import { and, asc, desc, eq, ilike, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm'
import type { Transaction } from '../../database/connection.server'
import { db } from '../../database/db.server'
import { eventRegistrations, eventRegistrationSettings, events, REGISTRATION_STATUSES } from '../../database/schema'
import type { RegistrationState } from '~/content/event-registration'
import { localize } from '~/content/translations'
import { isLanguage, type Language } from '~/i18n/languages'
import { recordAudit, type Actor } from '~/models/audit.server'
import { enqueueMail, type OutgoingMail } from '~/models/outbox.server'
import { shownToVisitors } from '~/models/publishing.server'
import { findRepeat } from '~/models/repeat-post.server'

export type { RegistrationState }
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number]
export type RegistrationSettings = typeof eventRegistrationSettings.$inferSelect
export type Registration = typeof eventRegistrations.$inferSelect

/** What staff set; defaults for an event whose registration was never set up. */
export type RegistrationSettingsInput = {
  enabled: boolean
  capacity: number | null
  maxPartySize: number
  closesAt: Date | null
  waitingList: boolean
  reminderHours: number
  onlineLink: string | null
  question: string | null
}

export const DEFAULT_REGISTRATION_SETTINGS: RegistrationSettingsInput = {
  enabled: false,
  capacity: null,
  maxPartySize: 4,
  closesAt: null,
  waitingList: true,
  reminderHours: 24,
  onlineLink: null,
  question: null,
}

/** Statuses that hold places. */
const HOLDING: RegistrationStatus[] = ['confirmed', 'attended']

/** The event as an e-mail tells of it, in the registration's language; `onlineLink` only ever goes to confirmed people. */
export type EventFacts = { id: number; title: string; startsAt: Date; endsAt: Date | null; location: string | null; onlineLink: string | null; cancelled: boolean }

/**
 * Why an e-mail goes to a registrant: their registration (`token`: their personal link's, known
 * only at that moment), a place that freed for them, the reminder, staff cancelling them, the
 * event cancelled, or staff writing to everyone (`message`).
 */
export type RegistrationNotice = {
  kind: 'registered' | 'promoted' | 'reminder' | 'cancelled-by-staff' | 'event-cancelled' | 'message'
  registration: Registration
  event: EventFacts
  token?: string
  /** on the waiting list: their place in it (1 is next) */
  position?: number
  message?: { subject: string; body: string }
}

export type RegistrationMailer = (notice: RegistrationNotice) => Promise<OutgoingMail | null>

const noMail: RegistrationMailer = async () => null

// ---------------------------------------------------------------- tokens

/** A personal link's token: 32 random bytes; only its SHA-256 is stored. */
export function newRegistrationToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex')
}

/** Only tokens of the shape we make are looked up (a malformed one is simply not found). */
export function isTokenShape(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token)
}

// ---------------------------------------------------------------- reading

/** An event's settings (the defaults when never set). */
export async function getRegistrationSettings(eventId: number): Promise<RegistrationSettingsInput & { cancelledAt: Date | null }> {
  const [row] = await db().select().from(eventRegistrationSettings).where(eq(eventRegistrationSettings.eventId, eventId))
  if (!row) return { ...DEFAULT_REGISTRATION_SETTINGS, cancelledAt: null }
  return pickSettings(row)
}

function pickSettings(row: RegistrationSettings) {
  const { eventId: _eventId, updatedAt: _updatedAt, ...rest } = row
  return rest
}

export type PlacesSummary = { confirmedPeople: number; waitingParties: number }

async function placesTaken(tx: Transaction | ReturnType<typeof db>, eventId: number): Promise<PlacesSummary> {
  const [row] = await tx
    .select({
      confirmedPeople: sql<number>`coalesce(sum(${eventRegistrations.partySize}) filter (where ${inArray(eventRegistrations.status, HOLDING)}), 0)`.mapWith(Number),
      waitingParties: sql<number>`count(*) filter (where ${eq(eventRegistrations.status, 'waiting')})`.mapWith(Number),
    })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId))
  return row ?? { confirmedPeople: 0, waitingParties: 0 }
}

function stateOf(settings: RegistrationSettingsInput & { cancelledAt: Date | null }, startsAt: Date, taken: PlacesSummary, now: Date): RegistrationState {
  if (settings.cancelledAt) return { state: 'cancelled' }
  if (!settings.enabled) return { state: 'none' }
  const closesAt = settings.closesAt && settings.closesAt < startsAt ? settings.closesAt : startsAt
  if (now >= closesAt) return { state: 'closed' }
  const left = settings.capacity === null ? null : Math.max(0, settings.capacity - taken.confirmedPeople)
  const common = { maxPartySize: settings.maxPartySize, question: settings.question, closesAt }
  // someone already waiting goes first: a newcomer waits behind them
  if (left === null || (left > 0 && taken.waitingParties === 0)) return { state: 'open', placesLeft: left, ...common }
  return settings.waitingList ? { state: 'waiting-list', ...common } : { state: 'full' }
}

/** Registration state of one event for its public page (two queries by key). */
export async function getRegistrationState(eventId: number, startsAt: Date, now = new Date()): Promise<RegistrationState> {
  const [settings] = await db().select().from(eventRegistrationSettings).where(eq(eventRegistrationSettings.eventId, eventId))
  if (!settings || (!settings.enabled && !settings.cancelledAt)) return settings?.cancelledAt ? { state: 'cancelled' } : { state: 'none' }
  return stateOf(pickSettings(settings), startsAt, await placesTaken(db(), eventId), now)
}

/** The states of several events at once (the events list's cards): two queries. */
export async function getRegistrationStates(list: { id: number; startsAt: Date }[], now = new Date()): Promise<Map<number, RegistrationState>> {
  const states = new Map<number, RegistrationState>()
  if (list.length === 0) return states
  const ids = list.map((event) => event.id)
  const settings = await db().select().from(eventRegistrationSettings).where(inArray(eventRegistrationSettings.eventId, ids))
  const wanted = settings.filter((row) => row.enabled || row.cancelledAt).map((row) => row.eventId)
  const counts =
    wanted.length === 0
      ? []
      : await db()
          .select({
            eventId: eventRegistrations.eventId,
            confirmedPeople: sql<number>`coalesce(sum(${eventRegistrations.partySize}) filter (where ${inArray(eventRegistrations.status, HOLDING)}), 0)`.mapWith(Number),
            waitingParties: sql<number>`count(*) filter (where ${eq(eventRegistrations.status, 'waiting')})`.mapWith(Number),
          })
          .from(eventRegistrations)
          .where(inArray(eventRegistrations.eventId, wanted))
          .groupBy(eventRegistrations.eventId)
  for (const row of settings) {
    const event = list.find((item) => item.id === row.eventId)!
    const taken = counts.find((count) => count.eventId === row.eventId) ?? { confirmedPeople: 0, waitingParties: 0 }
    states.set(row.eventId, stateOf(pickSettings(row), event.startsAt, taken, now))
  }
  return states
}

/** The waiting-list position of a waiting registration (1: next), or null. */
async function positionOf(tx: Transaction | ReturnType<typeof db>, registration: Pick<Registration, 'id' | 'eventId' | 'status'>): Promise<number | null> {
  if (registration.status !== 'waiting') return null
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, registration.eventId), eq(eventRegistrations.status, 'waiting'), lte(eventRegistrations.id, registration.id)))
  return row?.n ?? null
}

async function eventFacts(tx: Transaction, eventId: number, language: string): Promise<EventFacts | null> {
  const [row] = await tx
    .select({
      id: events.id,
      title: events.title,
      startsAt: events.eventDate,
      endsAt: events.endsAt,
      location: events.location,
      translations: events.translations,
      onlineLink: eventRegistrationSettings.onlineLink,
      cancelledAt: eventRegistrationSettings.cancelledAt,
    })
    .from(events)
    .leftJoin(eventRegistrationSettings, eq(eventRegistrationSettings.eventId, events.id))
    .where(eq(events.id, eventId))
  if (!row) return null
  const localized = localize(row, isLanguage(language) ? language : 'en', ['title', 'location'])
  return {
    id: row.id,
    title: localized.title,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    location: localized.location?.trim() || null,
    onlineLink: row.onlineLink,
    cancelled: row.cancelledAt !== null,
  }
}

/** Locks the event's settings row (made with the defaults when missing); null when the event is gone. */
async function lockSettings(tx: Transaction, eventId: number): Promise<RegistrationSettings | null> {
  const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId))
  if (!event) return null
  await tx.insert(eventRegistrationSettings).values({ eventId }).onConflictDoNothing()
  const [row] = await tx.select().from(eventRegistrationSettings).where(eq(eventRegistrationSettings.eventId, eventId)).for('update')
  return row ?? null
}

async function send(tx: Transaction, mail: RegistrationMailer, notices: RegistrationNotice[]) {
  const mails = (await Promise.all(notices.map(mail))).filter((one): one is OutgoingMail => one !== null)
  await enqueueMail(tx, mails)
}

/**
 * Confirms waiting parties, first come first served, while the first one fits in the free
 * places; queues each one's e-mail. Under the settings row's lock.
 */
async function promoteWaiting(tx: Transaction, settings: RegistrationSettings, mail: RegistrationMailer, now: Date): Promise<Registration[]> {
  if (settings.cancelledAt) return []
  const waiting = await tx
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, settings.eventId), eq(eventRegistrations.status, 'waiting')))
    .orderBy(asc(eventRegistrations.id))
  if (waiting.length === 0) return []
  let { confirmedPeople } = await placesTaken(tx, settings.eventId)
  const promoted: Registration[] = []
  for (const next of waiting) {
    if (settings.capacity !== null && confirmedPeople + next.partySize > settings.capacity) break
    const [row] = await tx
      .update(eventRegistrations)
      .set({ status: 'confirmed', confirmedAt: now })
      .where(and(eq(eventRegistrations.id, next.id), eq(eventRegistrations.status, 'waiting')))
      .returning()
    if (!row) continue
    confirmedPeople += row.partySize
    promoted.push(row)
  }
  for (const registration of promoted) {
    const event = await eventFacts(tx, settings.eventId, registration.language)
    if (event) await send(tx, mail, [{ kind: 'promoted', registration, event }])
  }
  return promoted
}

/**
 * Erasure on request (personal-data.server.ts): the registrations `which` selects are deleted,
 * and the places they held go to the waiting list as a cancellation's would (the person erased
 * is told nothing; a waiting person who gets the place is). Each event's settings are locked
 * first, in id order, as every other change of places does, so a registration at the same moment
 * waits rather than deadlocks.
 */
export async function deleteRegistrations(tx: Transaction, which: SQL, mail: RegistrationMailer, now = new Date()): Promise<number> {
  const held = await tx.selectDistinct({ eventId: eventRegistrations.eventId }).from(eventRegistrations).where(which)
  const locked: RegistrationSettings[] = []
  for (const { eventId } of held.sort((a, b) => a.eventId - b.eventId)) {
    const settings = await lockSettings(tx, eventId)
    if (settings) locked.push(settings)
  }
  const deleted = await tx.delete(eventRegistrations).where(which).returning({ id: eventRegistrations.id })
  for (const settings of locked) await promoteWaiting(tx, settings, mail, now)
  return deleted.length
}

// ---------------------------------------------------------------- registering

export type RegistrationInput = {
  name: string
  email: string
  phone: string | null
  partySize: number
  language: Language
  note: string | null
  consent: boolean
  userId?: number | null
}

export type RegisterOutcome =
  | { ok: true; id: number; status: 'confirmed' | 'waiting'; position: number | null; token: string | null; repeated: boolean }
  | { ok: false; reason: 'closed' | 'full' | 'too-many' | 'not-found'; placesLeft?: number }

/**
 * Registers a party for an event: confirmed when places are free (and no one waits before them),
 * else on the waiting list when it is open, else refused. The same person sending the same form
 * again within minutes gets their first registration back (decision 036): `repeated`, no token.
 * `byStaff`: a person who phoned in, added on the Attendees screen (the closing time does not apply).
 */
export async function registerForEvent(
  eventId: number,
  input: RegistrationInput,
  { mail = noMail, now = new Date(), byStaff = null }: { mail?: RegistrationMailer; now?: Date; byStaff?: Actor | null } = {},
): Promise<RegisterOutcome> {
  return db().transaction(async (tx): Promise<RegisterOutcome> => {
    const settings = await lockSettings(tx, eventId)
    if (!settings) return { ok: false, reason: 'not-found' }
    const [event] = await tx
      .select({ startsAt: events.eventDate, shown: sql<boolean>`${shownToVisitors(events, now)}` })
      .from(events)
      .where(eq(events.id, eventId))
    if (!event) return { ok: false, reason: 'not-found' }
    if (!byStaff) {
      const state = stateOf(pickSettings(settings), event.startsAt, { confirmedPeople: 0, waitingParties: 0 }, now)
      if (!event.shown || state.state === 'none') return { ok: false, reason: 'not-found' }
      if (state.state === 'closed' || state.state === 'cancelled') return { ok: false, reason: 'closed' }
    } else if (settings.cancelledAt) {
      return { ok: false, reason: 'closed' }
    }
    if (input.partySize < 1 || input.partySize > settings.maxPartySize) return { ok: false, reason: 'too-many' }

    if (!byStaff) {
      // a double click, or Back and Register again: the same person's registration, once
      const repeated = await findRepeat(
        tx,
        eventRegistrations,
        [
          { column: eventRegistrations.name, value: input.name },
          { column: eventRegistrations.email, value: input.email, anyCase: true },
        ],
        and(eq(eventRegistrations.eventId, eventId), ne(eventRegistrations.status, 'cancelled')),
      )
      if (repeated) {
        const [first] = await tx.select().from(eventRegistrations).where(eq(eventRegistrations.id, repeated.id))
        const status = first.status === 'waiting' ? 'waiting' : 'confirmed'
        return { ok: true, id: first.id, status, position: await positionOf(tx, first), token: null, repeated: true }
      }
    }

    const taken = await placesTaken(tx, eventId)
    const left = settings.capacity === null ? Infinity : settings.capacity - taken.confirmedPeople
    let status: 'confirmed' | 'waiting'
    if (taken.waitingParties === 0 && input.partySize <= left) status = 'confirmed'
    else if (settings.waitingList || byStaff) status = 'waiting'
    else return { ok: false, reason: 'full', placesLeft: Math.max(0, Number.isFinite(left) ? left : 0) }

    const { token, hash } = newRegistrationToken()
    const [row] = await tx
      .insert(eventRegistrations)
      .values({
        eventId,
        name: input.name,
        email: input.email,
        phone: input.phone,
        partySize: input.partySize,
        language: input.language,
        note: input.note,
        consent: input.consent,
        status,
        tokenHash: hash,
        userId: input.userId ?? null,
        addedByStaff: byStaff !== null,
        confirmedAt: status === 'confirmed' ? now : null,
      })
      .returning()
    const position = status === 'waiting' ? taken.waitingParties + 1 : null
    const facts = await eventFacts(tx, eventId, input.language)
    if (facts && row.email) await send(tx, mail, [{ kind: 'registered', registration: row, event: facts, token, position: position ?? undefined }])
    if (byStaff) {
      await recordAudit(tx, { actor: byStaff, action: 'create', itemType: 'Registration', itemId: row.id, itemLabel: `Registration ${row.id} (event ${eventId})` })
    }
    return { ok: true, id: row.id, status, position, token, repeated: false }
  })
}

// ---------------------------------------------------------------- the personal link

export type PersonalRegistration = {
  registration: Registration
  position: number | null
  event: { id: number; title: string; startsAt: Date; endsAt: Date | null; location: string | null; cancelled: boolean; isPast: boolean }
}

/** The registration a personal link names, with its event in `language`; null for a wrong token. */
export async function findRegistrationByToken(token: string, language: Language, now = new Date()): Promise<PersonalRegistration | null> {
  if (!isTokenShape(token)) return null
  const [registration] = await db().select().from(eventRegistrations).where(eq(eventRegistrations.tokenHash, hashToken(token)))
  if (!registration) return null
  return withEvent(registration, language, now)
}

async function withEvent(registration: Registration, language: Language, now: Date): Promise<PersonalRegistration | null> {
  const facts = await db().transaction((tx) => eventFacts(tx, registration.eventId, language))
  if (!facts) return null
  const { onlineLink: _private, ...event } = facts
  return { registration, position: await positionOf(db(), registration), event: { ...event, isPast: (event.endsAt ?? event.startsAt) < now } }
}

export type CancelOutcome = { outcome: 'cancelled'; registration: Registration; promoted: Registration[] } | { outcome: 'already' | 'attended' | 'not-found' | 'over' }

async function cancelRegistration(
  registrationId: number,
  { mail, now, staff, noticeToPerson, eventId }: { mail: RegistrationMailer; now: Date; staff: Actor | null; noticeToPerson: boolean; eventId?: number },
): Promise<CancelOutcome> {
  return db().transaction(async (tx): Promise<CancelOutcome> => {
    const [found] = await tx
      .select({ eventId: eventRegistrations.eventId })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.id, registrationId), eventId === undefined ? undefined : eq(eventRegistrations.eventId, eventId)))
    if (!found) return { outcome: 'not-found' }
    const settings = await lockSettings(tx, found.eventId)
    if (!settings) return { outcome: 'not-found' }
    const [registration] = await tx.select().from(eventRegistrations).where(eq(eventRegistrations.id, registrationId))
    if (!registration) return { outcome: 'not-found' }
    if (registration.status === 'cancelled') return { outcome: 'already' }
    if (registration.status === 'attended') return { outcome: 'attended' }
    if (!staff) {
      const [event] = await tx.select({ startsAt: events.eventDate, endsAt: events.endsAt }).from(events).where(eq(events.id, registration.eventId))
      if (event && (event.endsAt ?? event.startsAt) < now) return { outcome: 'over' }
    }
    const [cancelled] = await tx.update(eventRegistrations).set({ status: 'cancelled', cancelledAt: now }).where(eq(eventRegistrations.id, registrationId)).returning()
    if (noticeToPerson) {
      const facts = await eventFacts(tx, registration.eventId, registration.language)
      if (facts) await send(tx, mail, [{ kind: 'cancelled-by-staff', registration: cancelled, event: facts }])
    }
    if (staff) {
      await recordAudit(tx, { actor: staff, action: 'registration cancelled', itemType: 'Registration', itemId: registrationId, itemLabel: `Registration ${registrationId} (event ${registration.eventId})` })
    }
    const promoted = HOLDING.includes(registration.status) || registration.status === 'confirmed' ? await promoteWaiting(tx, settings, mail, now) : []
    return { outcome: 'cancelled', registration: cancelled, promoted }
  })
}

/** The person cancels through their personal link. */
export async function cancelByToken(token: string, { mail = noMail, now = new Date() }: { mail?: RegistrationMailer; now?: Date } = {}): Promise<CancelOutcome> {
  if (!isTokenShape(token)) return { outcome: 'not-found' }
  const [row] = await db().select({ id: eventRegistrations.id }).from(eventRegistrations).where(eq(eventRegistrations.tokenHash, hashToken(token)))
  if (!row) return { outcome: 'not-found' }
  return cancelRegistration(row.id, { mail, now, staff: null, noticeToPerson: false })
}

/** A signed-in member cancels from My events: only their own (made while signed in, or with their address). */
export async function cancelOwnRegistration(
  userId: number,
  registrationId: number,
  { mail = noMail, now = new Date(), email = '' }: { mail?: RegistrationMailer; now?: Date; email?: string } = {},
): Promise<CancelOutcome> {
  const [row] = await db()
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.id, registrationId), or(eq(eventRegistrations.userId, userId), eq(sql`lower(${eventRegistrations.email})`, email.trim().toLowerCase() || '-'))))
  if (!row) return { outcome: 'not-found' }
  return cancelRegistration(row.id, { mail, now, staff: null, noticeToPerson: false })
}

/** Staff cancel a registration on an event's Attendees screen (one of that event's only); the person is e-mailed. */
export function cancelByStaff(eventId: number, registrationId: number, actor: Actor, { mail = noMail, now = new Date() }: { mail?: RegistrationMailer; now?: Date } = {}): Promise<CancelOutcome> {
  return cancelRegistration(registrationId, { mail, now, staff: actor, noticeToPerson: true, eventId })
}

// ---------------------------------------------------------------- staff

function toStoredSettings(input: RegistrationSettingsInput) {
  return {
    enabled: input.enabled,
    capacity: input.capacity,
    maxPartySize: input.maxPartySize,
    closesAt: input.closesAt,
    waitingList: input.waitingList,
    reminderHours: input.reminderHours,
    onlineLink: input.onlineLink?.trim() || null,
    question: input.question?.trim() || null,
  }
}

/**
 * Saves an event's registration settings; more places (or no limit) confirm waiting people, first
 * come first served, and e-mail them. False when the event is gone.
 */
export async function saveRegistrationSettings(
  eventId: number,
  input: RegistrationSettingsInput,
  actor: Actor,
  { mail = noMail, now = new Date() }: { mail?: RegistrationMailer; now?: Date } = {},
): Promise<{ saved: boolean; promoted: Registration[] }> {
  return db().transaction(async (tx) => {
    const before = await lockSettings(tx, eventId)
    if (!before) return { saved: false, promoted: [] }
    const [after] = await tx.update(eventRegistrationSettings).set(toStoredSettings(input)).where(eq(eventRegistrationSettings.eventId, eventId)).returning()
    const changed = (Object.keys(toStoredSettings(input)) as (keyof RegistrationSettingsInput)[]).filter(
      (key) => String(before[key] instanceof Date ? (before[key] as Date).toISOString() : before[key]) !== String(after[key] instanceof Date ? (after[key] as Date).toISOString() : after[key]),
    )
    if (changed.length > 0) {
      // the online link's value is private: named, never kept
      await recordAudit(tx, {
        actor,
        action: 'update',
        itemType: 'Event registration',
        itemId: eventId,
        itemLabel: `Registration for event ${eventId}`,
        changes: changed.map((field) => (field === 'onlineLink' || field === 'question' ? { field } : { field, from: valueOf(before[field]), to: valueOf(after[field]) })),
      })
    }
    const promoted = await promoteWaiting(tx, after, mail, now)
    return { saved: true, promoted }
  })
}

const valueOf = (value: unknown) => (value instanceof Date ? value.toISOString() : (value as string | number | boolean | null))

/** Marks the event cancelled and e-mails every confirmed and waiting registrant, once. False when it already was (or is gone). */
export async function cancelEvent(eventId: number, actor: Actor, { mail = noMail, now = new Date() }: { mail?: RegistrationMailer; now?: Date } = {}): Promise<boolean> {
  return db().transaction(async (tx) => {
    const settings = await lockSettings(tx, eventId)
    if (!settings || settings.cancelledAt) return false
    await tx.update(eventRegistrationSettings).set({ cancelledAt: now }).where(eq(eventRegistrationSettings.eventId, eventId))
    const people = await tx
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), inArray(eventRegistrations.status, ['confirmed', 'waiting', 'attended'])))
      .orderBy(asc(eventRegistrations.id))
    for (const registration of people) {
      const facts = await eventFacts(tx, eventId, registration.language)
      if (facts) await send(tx, mail, [{ kind: 'event-cancelled', registration, event: facts }])
    }
    await recordAudit(tx, { actor, action: 'update', itemType: 'Event', itemId: eventId, itemLabel: `Event ${eventId}`, changes: [{ field: 'cancelled', from: false, to: true }] })
    return true
  })
}

/** Takes back a cancellation (staff pressed it by mistake); nobody is e-mailed. */
export async function reinstateEvent(eventId: number, actor: Actor): Promise<boolean> {
  return db().transaction(async (tx) => {
    const settings = await lockSettings(tx, eventId)
    if (!settings?.cancelledAt) return false
    await tx.update(eventRegistrationSettings).set({ cancelledAt: null }).where(eq(eventRegistrationSettings.eventId, eventId))
    await recordAudit(tx, { actor, action: 'update', itemType: 'Event', itemId: eventId, itemLabel: `Event ${eventId}`, changes: [{ field: 'cancelled', from: true, to: false }] })
    return true
  })
}

/** E-mails every confirmed and waiting registrant staff's words (the event moved...), through the outbox. The count sent. */
export async function emailRegistrants(eventId: number, message: { subject: string; body: string }, actor: Actor, { mail = noMail }: { mail?: RegistrationMailer } = {}): Promise<number> {
  return db().transaction(async (tx) => {
    const people = await tx
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), inArray(eventRegistrations.status, ['confirmed', 'waiting', 'attended'])))
      .orderBy(asc(eventRegistrations.id))
    let sent = 0
    for (const registration of people) {
      const facts = await eventFacts(tx, eventId, registration.language)
      if (!facts) continue
      const outgoing = await mail({ kind: 'message', registration, event: facts, message })
      if (outgoing) {
        await enqueueMail(tx, [outgoing])
        sent += 1
      }
    }
    await recordAudit(tx, { actor, action: 'e-mail sent', itemType: 'Event', itemId: eventId, itemLabel: `Event ${eventId}: e-mail to ${sent} registrants` })
    return sent
  })
}

/** Marks a registration attended (or back to confirmed); false when it is cancelled, waiting or gone. */
export async function setAttended(eventId: number, registrationId: number, attended: boolean, now = new Date()): Promise<boolean> {
  const [row] = await db()
    .update(eventRegistrations)
    .set(attended ? { status: 'attended', attendedAt: now } : { status: 'confirmed', attendedAt: null })
    .where(and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, attended ? 'confirmed' : 'attended')))
    .returning({ id: eventRegistrations.id })
  return row !== undefined
}

export type AttendeeCounts = Record<RegistrationStatus, number> & { confirmedPeople: number; attendedPeople: number }

/** An event's registrations (search: name, e-mail or phone), in arrival order, and the counts. */
export async function listRegistrations(eventId: number, search = ''): Promise<{ registrations: Registration[]; counts: AttendeeCounts }> {
  const words = search.trim()
  const where: SQL[] = [eq(eventRegistrations.eventId, eventId)]
  if (words) {
    const like = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    where.push(or(ilike(eventRegistrations.name, like), ilike(eventRegistrations.email, like), ilike(eventRegistrations.phone, like))!)
  }
  const [registrations, [counts]] = await Promise.all([
    db()
      .select()
      .from(eventRegistrations)
      .where(and(...where))
      .orderBy(asc(eventRegistrations.id)),
    db()
      .select({
        confirmed: sql<number>`count(*) filter (where ${eventRegistrations.status} = 'confirmed')`.mapWith(Number),
        waiting: sql<number>`count(*) filter (where ${eventRegistrations.status} = 'waiting')`.mapWith(Number),
        cancelled: sql<number>`count(*) filter (where ${eventRegistrations.status} = 'cancelled')`.mapWith(Number),
        attended: sql<number>`count(*) filter (where ${eventRegistrations.status} = 'attended')`.mapWith(Number),
        confirmedPeople: sql<number>`coalesce(sum(${eventRegistrations.partySize}) filter (where ${eventRegistrations.status} in ('confirmed', 'attended')), 0)`.mapWith(Number),
        attendedPeople: sql<number>`coalesce(sum(${eventRegistrations.partySize}) filter (where ${eventRegistrations.status} = 'attended'), 0)`.mapWith(Number),
      })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, eventId)),
  ])
  return { registrations, counts: counts ?? { confirmed: 0, waiting: 0, cancelled: 0, attended: 0, confirmedPeople: 0, attendedPeople: 0 } }
}

// ---------------------------------------------------------------- a member's events

export type MemberRegistration = { id: number; eventId: number; title: string; startsAt: Date; endsAt: Date | null; status: RegistrationStatus; partySize: number; position: number | null; isPast: boolean; eventCancelled: boolean }

/** A signed-in member's registrations (made while signed in, or with their account's address): upcoming soonest first, then past. */
export async function listMemberRegistrations(userId: number, email: string, language: Language, now = new Date()): Promise<MemberRegistration[]> {
  const rows = await db()
    .select({
      registration: eventRegistrations,
      title: events.title,
      translations: events.translations,
      startsAt: events.eventDate,
      endsAt: events.endsAt,
      cancelledAt: eventRegistrationSettings.cancelledAt,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .leftJoin(eventRegistrationSettings, eq(eventRegistrationSettings.eventId, events.id))
    .where(or(eq(eventRegistrations.userId, userId), eq(sql`lower(${eventRegistrations.email})`, email.trim().toLowerCase())))
    .orderBy(desc(events.eventDate), asc(eventRegistrations.id))
  const list = await Promise.all(
    rows.map(async (row) => {
      const { title } = localize({ title: row.title, translations: row.translations }, language, ['title'])
      return {
        id: row.registration.id,
        eventId: row.registration.eventId,
        title,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
        status: row.registration.status,
        partySize: row.registration.partySize,
        position: await positionOf(db(), row.registration),
        isPast: (row.endsAt ?? row.startsAt) < now,
        eventCancelled: row.cancelledAt !== null,
      }
    }),
  )
  return [...list.filter((item) => !item.isPast).reverse(), ...list.filter((item) => item.isPast)]
}

/** Whether this member may cancel this registration (theirs by account or address). */
export async function memberOwnsRegistration(userId: number, email: string, registrationId: number): Promise<boolean> {
  const [row] = await db()
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.id, registrationId), or(eq(eventRegistrations.userId, userId), eq(sql`lower(${eventRegistrations.email})`, email.trim().toLowerCase()))))
  return row !== undefined
}

// ---------------------------------------------------------------- reminders and retention

/**
 * Queues the reminders that are due: one per confirmed registration, `reminder_hours` before its
 * event starts (never for a cancelled registration or event, never after the start). Each is
 * marked sent in the transaction that queues its e-mail, so a reminder goes once whatever the
 * restarts; rows another instance is handling are skipped (SKIP LOCKED). The count queued.
 */
export async function queueDueReminders(mail: RegistrationMailer, now = new Date(), batch = 50): Promise<number> {
  return db().transaction(async (tx) => {
    const at = sql`${now.toISOString()}::timestamptz`
    const due = await tx
      .select({ registration: eventRegistrations })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .innerJoin(eventRegistrationSettings, eq(eventRegistrationSettings.eventId, events.id))
      .where(
        and(
          eq(eventRegistrations.status, 'confirmed'),
          isNull(eventRegistrations.reminderSentAt),
          isNull(eventRegistrationSettings.cancelledAt),
          // nor for an event in the Trash (decision 076): it may be deleted, or come back
          isNull(events.trashedAt),
          sql`${eventRegistrationSettings.reminderHours} > 0`,
          sql`${events.eventDate} > ${at}`,
          sql`${events.eventDate} - make_interval(hours => ${eventRegistrationSettings.reminderHours}) <= ${at}`,
          // registered after the reminder time: their confirmation just told them
          sql`${eventRegistrations.confirmedAt} < ${events.eventDate} - make_interval(hours => ${eventRegistrationSettings.reminderHours})`,
        ),
      )
      .orderBy(asc(eventRegistrations.id))
      .limit(batch)
      .for('update', { of: eventRegistrations, skipLocked: true })
    let queued = 0
    for (const { registration } of due) {
      await tx.update(eventRegistrations).set({ reminderSentAt: now }).where(eq(eventRegistrations.id, registration.id))
      const facts = await eventFacts(tx, registration.eventId, registration.language)
      if (!facts) continue
      const outgoing = await mail({ kind: 'reminder', registration, event: facts })
      if (outgoing) {
        await enqueueMail(tx, [outgoing])
        queued += 1
      }
    }
    return queued
  })
}

/** Deletes the registrations of events that ended more than `days` days ago; the count deleted. */
export async function purgeOldRegistrations(days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000)
  const old = db()
    .select({ id: events.id })
    .from(events)
    .where(lt(sql`coalesce(${events.endsAt}, ${events.eventDate})`, cutoff))
  const deleted = await db().delete(eventRegistrations).where(inArray(eventRegistrations.eventId, old)).returning({ id: eventRegistrations.id })
  return deleted.length
}

/** The name a member gave last time they registered (their form's starting value), or null. */
export async function lastRegistrationName(userId: number, email: string): Promise<string | null> {
  const [row] = await db()
    .select({ name: eventRegistrations.name })
    .from(eventRegistrations)
    .where(or(eq(eventRegistrations.userId, userId), eq(sql`lower(${eventRegistrations.email})`, email.trim().toLowerCase())))
    .orderBy(desc(eventRegistrations.id))
    .limit(1)
  return row?.name ?? null
}

/** The event as the staff's registration screens name it; null when there is none, or it is in the Trash (decision 098). */
export async function getEventForStaff(eventId: number): Promise<{ id: number; title: string; startsAt: Date; endsAt: Date | null; location: string | null } | null> {
  if (!Number.isSafeInteger(eventId) || eventId < 1 || eventId > 2_147_483_647) return null
  const [row] = await db()
    .select({ id: events.id, title: events.title, startsAt: events.eventDate, endsAt: events.endsAt, location: events.location })
    .from(events)
    .where(and(eq(events.id, eventId), isNull(events.trashedAt)))
  return row ?? null
}

/** Which of these events are cancelled (their .ics says STATUS:CANCELLED). */
export async function cancelledEventIds(ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db()
    .select({ id: eventRegistrationSettings.eventId })
    .from(eventRegistrationSettings)
    .where(and(inArray(eventRegistrationSettings.eventId, ids), sql`${eventRegistrationSettings.cancelledAt} is not null`))
  return new Set(rows.map((row) => row.id))
}
