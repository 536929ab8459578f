// The staff's registration screens (issue 38): who may use them (Editors and Administrators),
// the settings with waiting people confirmed by more places, a phoned-in person, cancelling with
// an e-mail, the CSV download in the activity log, e-mailing everyone, cancelling the event
// (its .ics says so, e-mails go once), and check-in.
import { and, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '../../../../database/db.server'
import { auditEntries, eventRegistrations, events, outbox } from '../../../../database/schema'
import { useTestDatabase } from '../../../../database/test-database'
import { registerForEvent } from '~/models/event-registration.server'
import { call, staffSession } from '../../../../tests/support/admin-test-helpers'
import { loader as calendarLoader } from '../../resources/event-calendar'
import { loader as eventLoader } from '../../site/event-detail'
import { action, loader } from './attendees'
import { loader as exportLoader } from './attendees-export'
import { action as checkInAction, loader as checkInLoader } from './check-in'
import { loader as editLoader } from './edit'
import { action as listAction } from './list'
import { action as trashAction } from './trash'

useTestDatabase()

const form = (fields: Record<string, string>) => new URLSearchParams(fields)
const person = (n: number) => ({ name: `Guest ${n}`, email: `guest${n}@example.org`, phone: null, partySize: 1, language: 'en' as const, note: null, consent: true })
const settings = (extra: Record<string, string> = {}) => ({ intent: 'settings', enabled: 'on', waitingList: 'on', capacity: '1', maxPartySize: '4', closesAt: '', reminderHours: '24', onlineLink: '', question: '', ...extra })

describe('registration screens', () => {
  it('Editors manage registration end to end; Writers, Messages, Treasurers and Translators cannot open it', async () => {
    const [event] = await db().insert(events).values({ title: 'Seniors morning', description: 'Tea', eventDate: new Date(Date.now() + 5 * 86_400_000) }).returning()
    const id = String(event.id)
    const url = `/admin/events/${id}/attendees`
    for (const role of ['writer', 'messages', 'treasurer', 'translator'] as const) {
      const { cookie } = await staffSession([role])
      expect((await call(loader, url, { cookie, params: { id } })).status, role).toBe(404)
    }
    const { cookie } = await staffSession(['editor'])

    // settings: a wrong value is refused with its message, nothing saved
    const refused = await call(action, url, { cookie, params: { id }, body: form(settings({ capacity: '-3', onlineLink: 'http://x' })) })
    expect(refused.status).toBe(400)
    expect((refused.data as { errors: Record<string, string> }).errors).toMatchObject({ capacity: expect.stringMatching(/^Enter the number of places/), onlineLink: expect.stringMatching(/https/) })
    expect((await call(action, url, { cookie, params: { id }, body: form(settings()) })).flash?.message).toBe('Registration settings saved.')

    await registerForEvent(event.id, person(1))
    await registerForEvent(event.id, person(2))
    // a phoned-in person without e-mail: on the waiting list behind guest 2
    const added = await call(action, url, { cookie, params: { id }, body: form({ intent: 'add', name: 'Phoned Person', email: '', phone: '780 555 0199', partySize: '1', language: 'pa' }) })
    expect(added.flash?.message).toBe('Phoned Person is on the waiting list, number 2.')
    // two more places: guest 2 and the phoned person are confirmed, guest 2 e-mailed
    const raised = await call(action, url, { cookie, params: { id }, body: form(settings({ capacity: '3' })) })
    expect(raised.flash?.message).toBe('Registration settings saved. 2 waiting parties have a place now and were e-mailed.')
    const page = await call(loader, url, { cookie, params: { id } })
    expect((page.data as { counts: Record<string, number> }).counts).toMatchObject({ confirmed: 3, waiting: 0, confirmedPeople: 3 })
    expect((await eventLoader({ request: new Request(`http://localhost/events/${id}`), params: { id }, context: {} } as never)).registration).toEqual({ state: 'waiting-list', closes: expect.any(String) })

    // cancel guest 1: e-mailed
    const [guest1] = await db().select().from(eventRegistrations).where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.name, 'Guest 1')))
    const cancelled = await call(action, url, { cookie, params: { id }, body: form({ intent: 'cancel', registration: String(guest1.id) }) })
    expect(cancelled.flash?.message).toBe('Registration of Guest 1 cancelled; they were e-mailed.')
    expect((await db().select().from(outbox).where(eq(outbox.kind, 'registration-cancelled-by-staff'))).map((mail) => mail.to)).toEqual(['guest1@example.org'])

    // CSV, recorded in the activity log
    const csv = await exportLoader({ request: new Request(`http://localhost${url}.csv`, { headers: { Cookie: cookie } }), params: { id }, context: { cspNonce: '', clientAddress: '127.0.0.1' } } as never)
    const text = await csv.text()
    expect(text).toContain('Phoned Person')
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(4)
    expect(await db().select().from(auditEntries).where(and(eq(auditEntries.action, 'export'), eq(auditEntries.itemType, 'Event registrations')))).toHaveLength(1)

    // e-mail everyone: the two confirmed with an address (not the cancelled, not the one without)
    const sent = await call(action, url, { cookie, params: { id }, body: form({ intent: 'email', subject: 'New room', body: 'We meet in room 2.' }) })
    expect(sent.flash?.message).toBe('E-mail queued for 1 person.')
    expect((await db().select().from(outbox).where(eq(outbox.subject, 'New room'))).map((mail) => mail.to)).toEqual(['guest2@example.org'])

    // check-in: tap marks attended, tap again takes it back; the page after a reload says so
    const checkIn = `/admin/events/${id}/check-in`
    const [guest2] = await db().select().from(eventRegistrations).where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.name, 'Guest 2')))
    await call(checkInAction, checkIn, { cookie, params: { id }, body: form({ registration: String(guest2.id), attended: 'yes' }) })
    const door = await call(checkInLoader, `${checkIn}?q=guest`, { cookie, params: { id } })
    expect((door.data as { people: { name: string; attended: boolean }[] }).people).toEqual([expect.objectContaining({ name: 'Guest 2', attended: true })])
    expect((door.data as { counts: { attendedPeople: number } }).counts.attendedPeople).toBe(1)

    // cancel the event: needs the tick; e-mails the confirmed once; the .ics says CANCELLED
    expect((await call(action, url, { cookie, params: { id }, body: form({ intent: 'cancel-event' }) })).status).toBe(400)
    expect((await call(action, url, { cookie, params: { id }, body: form({ intent: 'cancel-event', confirm: 'yes' }) })).flash?.message).toBe('Event cancelled. Everyone registered was e-mailed once.')
    expect((await call(action, url, { cookie, params: { id }, body: form({ intent: 'cancel-event', confirm: 'yes' }) })).flash?.message).toBe('This event was already cancelled.')
    expect((await db().select().from(outbox).where(like(outbox.kind, 'registration-event-cancelled'))).map((mail) => mail.to)).toEqual(['guest2@example.org'])
    const ics = await (await calendarLoader({ request: new Request(`http://localhost/events/${id}/calendar.ics`), params: { id }, context: {} } as never)).text()
    expect(ics).toContain('STATUS:CANCELLED')
    expect((await eventLoader({ request: new Request(`http://localhost/events/${id}`), params: { id }, context: {} } as never)).registration).toEqual({ state: 'cancelled' })
  })
  it('an event in the Trash has no Attendees, CSV or check-in until it is restored, and nothing there can be changed meanwhile', async () => {
    const { cookie } = await staffSession(['editor'])
    const [event] = await db().insert(events).values({ title: 'Picnic in the Trash', description: 'Sandwiches', eventDate: new Date(Date.now() + 5 * 86_400_000) }).returning()
    const [other] = await db().insert(events).values({ title: 'Another evening', description: 'Tea', eventDate: new Date(Date.now() + 6 * 86_400_000) }).returning()
    const id = String(event.id)
    const url = `/admin/events/${id}/attendees`
    expect((await call(action, url, { cookie, params: { id }, body: form(settings({ capacity: '10' })) })).flash?.message).toBe('Registration settings saved.')
    await registerForEvent(event.id, person(1))
    const [guest] = await db().select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id))

    expect((await call(listAction, '/admin/events', { cookie, body: form({ intent: 'delete', id }) })).flash?.message).toBe('Item Deleted Successfully!')
    // the same answer as the event's own edit screen: not found
    expect((await call(editLoader, `/admin/events/${id}/edit`, { cookie, params: { id } })).status).toBe(404)
    expect((await call(loader, url, { cookie, params: { id } })).status).toBe(404)
    expect((await call(checkInLoader, `/admin/events/${id}/check-in`, { cookie, params: { id } })).status).toBe(404)
    const csv = await call(exportLoader, `${url}.csv`, { cookie, params: { id } })
    expect(csv.status).toBe(404)
    expect(await db().select().from(auditEntries).where(and(eq(auditEntries.action, 'export'), eq(auditEntries.itemId, String(event.id))))).toHaveLength(0)

    // every form of the screen, posted anyway: refused, and nobody is added, e-mailed, cancelled or checked in
    const outboxBefore = (await db().select().from(outbox)).length
    const forms: Record<string, string>[] = [
      settings({ capacity: '' }),
      { intent: 'add', name: 'Phoned Person', email: 'phoned@example.org', phone: '', partySize: '1', language: 'en' },
      { intent: 'cancel', registration: String(guest.id) },
      { intent: 'email', subject: 'Still on?', body: 'It is.' },
      { intent: 'cancel-event', confirm: 'yes' },
      { intent: 'reinstate-event' },
    ]
    for (const body of forms) {
      expect((await call(action, url, { cookie, params: { id }, body: form(body) })).status, body.intent).toBe(404)
    }
    expect((await call(checkInAction, `/admin/events/${id}/check-in`, { cookie, params: { id }, body: form({ registration: String(guest.id), attended: 'yes' }) })).status).toBe(404)
    // nor through another event's screen, naming the registration
    const elsewhere = await call(action, `/admin/events/${other.id}/attendees`, { cookie, params: { id: String(other.id) }, body: form({ intent: 'cancel', registration: String(guest.id) }) })
    expect(elsewhere.flash).toEqual({ type: 'error', message: 'That registration is not on this event’s list.' })
    expect((await db().select().from(outbox)).length).toBe(outboxBefore)
    expect(await db().select({ name: eventRegistrations.name, status: eventRegistrations.status }).from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id))).toEqual([{ name: 'Guest 1', status: 'confirmed' }])

    // restored: its Attendees, CSV and check-in are back, with the registration untouched (decision 076)
    expect((await call(trashAction, '/admin/events/trash', { cookie, body: form({ intent: 'restore', id }) })).flash?.type).toBe('success')
    const page = await call(loader, url, { cookie, params: { id } })
    expect(page.status).toBe(200)
    expect((page.data as { registrations: { name: string; status: string }[] }).registrations).toEqual([expect.objectContaining({ name: 'Guest 1', status: 'confirmed' })])
    expect((await call(checkInLoader, `/admin/events/${id}/check-in`, { cookie, params: { id } })).status).toBe(200)
    const restoredCsv = await exportLoader({ request: new Request(`http://localhost${url}.csv`, { headers: { Cookie: cookie } }), params: { id }, context: { cspNonce: '', clientAddress: '127.0.0.1' } } as never)
    expect(await restoredCsv.text()).toContain('Guest 1')
  })
})
