// Registration's rules on the database (issue 38): never more people confirmed than places,
// however many press Register at once; the waiting list in arrival order; a double submit
// stored once; places freed by a cancellation or more capacity go to the first waiting party.
import { and, asc, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { db } from '../../database/db.server'
import { eventRegistrations, events, outbox } from '../../database/schema'
import { useTestDatabase } from '../../database/test-database'
import type { OutgoingMail } from './outbox.server'
import { erasePersonalData, exportPersonalData, summarisePersonalData } from './personal-data.server'
import { runHousekeeping } from './housekeeping.server'
import {
  cancelByStaff,
  cancelByToken,
  DEFAULT_REGISTRATION_SETTINGS,
  findRegistrationByToken,
  getRegistrationState,
  registerForEvent,
  queueDueReminders,
  saveRegistrationSettings,
  type RegistrationInput,
  type RegistrationMailer,
} from './event-registration.server'

useTestDatabase()

const actor = { userId: null, email: 'staff@example.org', address: '127.0.0.1' }
const now = new Date('2026-05-01T18:00:00Z')
const inDays = (n: number) => new Date(now.getTime() + n * 86_400_000)

async function addEvent(title: string, settings: Partial<typeof DEFAULT_REGISTRATION_SETTINGS> = {}, startsAt = inDays(10)) {
  const [event] = await db().insert(events).values({ title, description: `About ${title}`, eventDate: startsAt }).returning()
  await saveRegistrationSettings(event.id, { ...DEFAULT_REGISTRATION_SETTINGS, enabled: true, ...settings }, actor, { now })
  return event.id
}

const person = (n: number, extra: Partial<RegistrationInput> = {}): RegistrationInput => ({
  name: `Person ${n}`,
  email: `person${n}@example.org`,
  phone: null,
  partySize: 1,
  language: 'en',
  note: null,
  consent: true,
  ...extra,
})

/** An outbox line per notice, so tests can read who was told what. */
const mailer: RegistrationMailer = async (notice) =>
  ({ kind: `registration-${notice.kind}`, to: notice.registration.email, subject: `${notice.kind} ${notice.event.title}`, html: 'x', text: notice.event.onlineLink ?? 'x' }) satisfies OutgoingMail

async function statuses(eventId: number) {
  return db().select({ name: eventRegistrations.name, status: eventRegistrations.status }).from(eventRegistrations).where(eq(eventRegistrations.eventId, eventId)).orderBy(asc(eventRegistrations.id))
}

describe('places', () => {
  test('50 registrations at once for 10 places: exactly 10 confirmed, 40 waiting in arrival order', async () => {
    const eventId = await addEvent('Crowded workshop', { capacity: 10 })
    const outcomes = await Promise.all(Array.from({ length: 50 }, (_, n) => registerForEvent(eventId, person(n), { mail: mailer, now })))
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true)
    const rows = await statuses(eventId)
    expect(rows.filter((row) => row.status === 'confirmed')).toHaveLength(10)
    expect(rows.filter((row) => row.status === 'waiting')).toHaveLength(40)
    // the first ten stored are the confirmed ones; the others' positions are 1..40 in the order stored
    expect(rows.slice(0, 10).every((row) => row.status === 'confirmed')).toBe(true)
    const positions = outcomes.filter((o) => o.ok && o.status === 'waiting').map((o) => (o.ok ? [o.id, o.position] : []))
    positions.sort((a, b) => Number(a[0]) - Number(b[0]))
    expect(positions.map((p) => p[1])).toEqual(Array.from({ length: 40 }, (_, i) => i + 1))
    expect(await getRegistrationState(eventId, inDays(10), now)).toMatchObject({ state: 'waiting-list' })
    // one e-mail each
    const mails = await db().select().from(outbox).where(eq(outbox.kind, 'registration-registered'))
    expect(mails.filter((mail) => mail.subject.endsWith('Crowded workshop'))).toHaveLength(50)
  })

  test('a double submit stores one registration and answers the first one', async () => {
    const eventId = await addEvent('Seniors morning', { capacity: 5 })
    const [first, second] = await Promise.all([registerForEvent(eventId, person(1), { now }), registerForEvent(eventId, person(1, { email: 'PERSON1@example.org' }), { now })])
    expect(await statuses(eventId)).toEqual([{ name: 'Person 1', status: 'confirmed' }])
    expect(first.ok && second.ok && first.id === second.id).toBe(true)
    expect([first, second].filter((o) => o.ok && o.repeated)).toHaveLength(1)
  })

  test('parties count their people; without a waiting list a full event refuses; closed after its closing time', async () => {
    const eventId = await addEvent('Family picnic', { capacity: 5, maxPartySize: 4, waitingList: false, closesAt: inDays(5) })
    expect(await registerForEvent(eventId, person(1, { partySize: 4 }), { now })).toMatchObject({ ok: true, status: 'confirmed' })
    expect(await getRegistrationState(eventId, inDays(10), now)).toMatchObject({ state: 'open', placesLeft: 1 })
    expect(await registerForEvent(eventId, person(2, { partySize: 2 }), { now })).toEqual({ ok: false, reason: 'full', placesLeft: 1 })
    expect(await registerForEvent(eventId, person(3, { partySize: 5 }), { now })).toEqual({ ok: false, reason: 'too-many' })
    expect(await registerForEvent(eventId, person(4), { now: inDays(6) })).toEqual({ ok: false, reason: 'closed' })
    expect(await getRegistrationState(eventId, inDays(10), inDays(6))).toEqual({ state: 'closed' })
    expect(await registerForEvent(eventId, person(5), { now })).toMatchObject({ ok: true, status: 'confirmed' })
    expect(await getRegistrationState(eventId, inDays(10), now)).toEqual({ state: 'full' })
  })
})

describe('the waiting list', () => {
  test('a cancellation confirms the first waiting party and e-mails them; a wrong or used link does nothing', async () => {
    const eventId = await addEvent('Support circle', { capacity: 2, onlineLink: 'https://meet.example.org/secret-room' })
    const a = await registerForEvent(eventId, person(1), { mail: mailer, now })
    await registerForEvent(eventId, person(2), { mail: mailer, now })
    const c = await registerForEvent(eventId, person(3), { mail: mailer, now })
    await registerForEvent(eventId, person(4), { mail: mailer, now })
    expect(c).toMatchObject({ ok: true, status: 'waiting', position: 1 })
    if (!a.ok || !a.token) throw new Error('no token')

    const page = await findRegistrationByToken(a.token, 'en', now)
    expect(page?.registration.name).toBe('Person 1')
    // the personal page never carries the online link
    expect(JSON.stringify(page)).not.toContain('secret-room')

    const cancelled = await cancelByToken(a.token, { mail: mailer, now })
    expect(cancelled.outcome).toBe('cancelled')
    expect(await statuses(eventId)).toEqual([
      { name: 'Person 1', status: 'cancelled' },
      { name: 'Person 2', status: 'confirmed' },
      { name: 'Person 3', status: 'confirmed' },
      { name: 'Person 4', status: 'waiting' },
    ])
    const promoted = await db().select().from(outbox).where(eq(outbox.kind, 'registration-promoted'))
    expect(promoted.map((mail) => mail.to)).toEqual(['person3@example.org'])
    expect(promoted[0].text).toContain('secret-room')

    expect(await cancelByToken(a.token, { mail: mailer, now })).toEqual({ outcome: 'already' })
    expect(await cancelByToken('x'.repeat(43), { mail: mailer, now })).toEqual({ outcome: 'not-found' })
    expect(await cancelByToken('not a token', { mail: mailer, now })).toEqual({ outcome: 'not-found' })
    expect(await findRegistrationByToken('y'.repeat(43), 'en', now)).toBeNull()
  })

  test('more places confirm waiting parties in order, stopping at the first that does not fit', async () => {
    const eventId = await addEvent('Workshop', { capacity: 1, maxPartySize: 3 })
    await registerForEvent(eventId, person(1), { now })
    await registerForEvent(eventId, person(2, { partySize: 2 }), { now })
    await registerForEvent(eventId, person(3, { partySize: 3 }), { now })
    await registerForEvent(eventId, person(4), { now })
    const { promoted } = await saveRegistrationSettings(eventId, { ...DEFAULT_REGISTRATION_SETTINGS, enabled: true, maxPartySize: 3, capacity: 5 }, actor, { mail: mailer, now })
    expect(promoted.map((row) => row.name)).toEqual(['Person 2'])
    // person 3 (three people) does not fit in the two left, so person 4 waits behind them
    expect((await statuses(eventId)).map((row) => row.status)).toEqual(['confirmed', 'confirmed', 'waiting', 'waiting'])
    const staff = await cancelByStaff(eventId, (await db().select().from(eventRegistrations).where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.name, 'Person 2'))))[0].id, actor, { mail: mailer, now })
    expect(staff.outcome).toBe('cancelled')
    expect((await statuses(eventId)).map((row) => row.status)).toEqual(['confirmed', 'cancelled', 'confirmed', 'confirmed'])
  })
})

describe('reminders, personal data and retention', () => {
  test('one reminder per confirmed registration when due, never to cancelled or waiting people, once across runs', async () => {
    // the only event starting on day 30, so that the counts are its own
    const eventId = await addEvent('Grief circle', { capacity: 2, reminderHours: 24, onlineLink: 'https://meet.example.org/circle' }, inDays(30))
    const a = await registerForEvent(eventId, person(101), { now })
    await registerForEvent(eventId, person(102), { now })
    await registerForEvent(eventId, person(103), { now })
    if (!a.ok || !a.token) throw new Error('no token')
    await cancelByToken(a.token, { now })
    // statuses now: 101 cancelled, 102 confirmed, 103 confirmed (promoted); add one more waiting
    await registerForEvent(eventId, person(104), { now })
    const reminders = async () => (await db().select().from(outbox).where(eq(outbox.kind, 'registration-reminder'))).filter((mail) => mail.subject.endsWith('Grief circle'))

    // two days before: not yet
    expect(await queueDueReminders(mailer, inDays(28))).toBe(0)
    // 23 hours before: due for the two confirmed people
    const due = new Date(inDays(30).getTime() - 23 * 3_600_000)
    expect(await queueDueReminders(mailer, due)).toBe(2)
    expect((await reminders()).map((mail) => mail.to).sort()).toEqual(['person102@example.org', 'person103@example.org'])
    expect((await reminders())[0].text).toContain('meet.example.org/circle')
    // the next run, and one after a restart, send nothing again
    expect(await queueDueReminders(mailer, due)).toBe(0)
    expect(await queueDueReminders(mailer, new Date(due.getTime() + 3_600_000))).toBe(0)
    // after the start, nothing
    expect(await queueDueReminders(mailer, inDays(31))).toBe(0)
    expect(await reminders()).toHaveLength(2)
  })

  test('an erasure frees the person’s place for the first waiting party, who is e-mailed; the person erased is not', async () => {
    const eventId = await addEvent('Seniors’ morning', { capacity: 2 })
    await registerForEvent(eventId, person(301, { email: 'leaving@example.org', partySize: 2 }), { mail: mailer, now })
    await registerForEvent(eventId, person(302), { mail: mailer, now })
    await registerForEvent(eventId, person(303), { mail: mailer, now })
    expect((await statuses(eventId)).map((row) => row.status)).toEqual(['confirmed', 'waiting', 'waiting'])
    const before = Math.max(0, ...(await db().select({ id: outbox.id }).from(outbox)).map((row) => row.id))
    expect((await erasePersonalData('LEAVING@example.org', null, undefined, { mail: mailer })).eventRegistrations).toBe(1)
    expect(await statuses(eventId)).toEqual([
      { name: 'Person 302', status: 'confirmed' },
      { name: 'Person 303', status: 'confirmed' },
    ])
    // (the erased person's own confirmation, still waiting, is deleted with the rest of their data)
    const sent = (await db().select().from(outbox).orderBy(asc(outbox.id))).filter((mail) => mail.id > before)
    expect(sent.map((mail) => [mail.kind, mail.to])).toEqual([
      ['registration-promoted', 'person302@example.org'],
      ['registration-promoted', 'person303@example.org'],
    ])
  })

  test('in the export and erasure of the person; deleted N days after the event by housekeeping', async () => {
    const eventId = await addEvent('Walk in the park', { capacity: 10 })
    await registerForEvent(eventId, person(201, { email: 'Meera@Example.org', note: 'Wheelchair user' }), { now })
    await registerForEvent(eventId, person(202), { now })
    expect((await summarisePersonalData('meera@example.org', null)).eventRegistrations).toBe(1)
    const exported = await exportPersonalData('meera@example.org')
    expect(exported.eventRegistrations).toEqual([expect.objectContaining({ event: 'Walk in the park', note: 'Wheelchair user', status: 'confirmed' })])
    expect(JSON.stringify(exported)).not.toMatch(/token/i)
    expect((await erasePersonalData('meera@example.org', null)).eventRegistrations).toBe(1)
    expect((await statuses(eventId)).map((row) => row.name)).toEqual(['Person 202'])

    // 90 days (the default) after the event, housekeeping deletes what is left
    await runHousekeeping(inDays(10 + 89))
    expect(await statuses(eventId)).toHaveLength(1)
    await runHousekeeping(inDays(10 + 91))
    expect(await statuses(eventId)).toHaveLength(0)
  })
})
