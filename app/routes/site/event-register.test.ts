// Registering for an event as a browser without JavaScript would (issue 38): the event page's
// places left, the form's checks, the confirmation page and e-mail (in the page's language, with
// the .ics and the personal link), the online link kept off every public answer, cancelling by
// the link (also a wrong or used one).
import { desc, eq, like } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { db } from '../../../database/db.server'
import { eventRegistrations, events, outbox } from '../../../database/schema'
import { useTestDatabase } from '../../../database/test-database'
import { DEFAULT_REGISTRATION_SETTINGS, saveRegistrationSettings } from '~/models/event-registration.server'
import { loader as eventLoader } from './event-detail'
import { action as registerAction, loader as registerLoader } from './event-register'
import { action as registrationAction, loader as registrationLoader } from './registration'
import { loader as calendarLoader } from '../resources/event-calendar'
import { action as accountAction, loader as accountLoader } from '../auth/account'
import { staffSession } from '../../../tests/support/admin-test-helpers'

useTestDatabase()

const SECRET_LINK = 'https://meet.example.org/private-room-42'
const actor = { userId: null, email: 'staff@example.org', address: '127.0.0.1' }
let addressCounter = 0

type Args = { request: Request; params: Record<string, string>; context: unknown }
const args = (request: Request, params: Record<string, string> = {}) =>
  ({ request, params, context: { cspNonce: '', clientAddress: `203.0.113.${++addressCounter}` } }) as Args

function post(path: string, fields: Record<string, string>) {
  return new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams(fields) })
}

/** React Router's data() result or a Response, as plain facts. */
function read(result: unknown): { status: number; location: string | null; body: unknown } {
  if (result instanceof Response) return { status: result.status, location: result.headers.get('Location'), body: null }
  const wrapped = result as { data?: unknown; init?: { status?: number } | null; type?: string }
  if (wrapped && wrapped.type === 'DataWithResponseInit') return { status: wrapped.init?.status ?? 200, location: null, body: wrapped.data }
  return { status: 200, location: null, body: result }
}

const VALID = { name: 'Gurpreet Singh', email: 'gurpreet@example.org', phone: '780 555 0101', partySize: '1', language: 'pa', note: 'A ramp, please', consent: 'on' }

describe('registering for an event', () => {
  test('places left, checks, confirmation, e-mail with .ics and personal link, cancel by link', async () => {
    const [event] = await db()
      .insert(events)
      .values({ title: 'Online support circle', description: 'Together', eventDate: new Date(Date.now() + 10 * 86_400_000), location: 'Online' })
      .returning()
    await saveRegistrationSettings(event.id, { ...DEFAULT_REGISTRATION_SETTINGS, enabled: true, capacity: 2, maxPartySize: 2, onlineLink: SECRET_LINK }, actor)
    const id = String(event.id)

    const page = await eventLoader(args(new Request(`http://localhost/events/${id}`), { id }) as never)
    expect(page.registration).toEqual({ state: 'open', placesLeft: 2, closes: expect.any(String) })
    expect(JSON.stringify(page)).not.toContain('private-room')
    const ics = await (await calendarLoader(args(new Request(`http://localhost/events/${id}/calendar.ics`), { id }) as never)).text()
    expect(ics).not.toContain('private-room')

    // bad input: a message beside each field, nothing stored
    const bad = read(await registerAction(args(post(`/events/${id}/register`, { name: ' ', email: 'a@b.org, c@d.org', partySize: '3', language: 'xx', phone: 'call me' }), { id }) as never))
    expect(bad.status).toBe(400)
    const errors = (bad.body as { result: { error: Record<string, string[]> } }).result.error
    expect(Object.keys(errors).sort()).toEqual(['consent', 'email', 'language', 'name', 'partySize', 'phone'])
    expect(errors.partySize).toEqual(['At most 2 people can come on one registration'])
    // a robot filling the hidden field
    const robot = read(await registerAction(args(post(`/events/${id}/register`, { ...VALID, website: 'http://spam.example' }), { id }) as never))
    expect(robot.status).toBe(400)
    expect(await db().select().from(eventRegistrations)).toEqual([])

    // registered from the Punjabi page: to the personal page in Punjabi
    const done = read(await registerAction(args(post(`/pa/events/${id}/register`, VALID), { id }) as never))
    expect(done.status).toBe(302)
    expect(done.location).toMatch(/^\/pa\/registration\?token=[\w-]{43}$/)
    const token = new URL(done.location!, 'http://localhost').searchParams.get('token')!

    const [mail] = await db().select().from(outbox).where(like(outbox.kind, 'registration-%')).orderBy(desc(outbox.id))
    expect(mail.to).toBe('gurpreet@example.org')
    expect(mail.subject).toBe('Online support circle ਵਿੱਚ ਤੁਹਾਡੀ ਥਾਂ')
    expect(mail.text).toContain(SECRET_LINK)
    expect(mail.text).toContain(`/pa/registration?token=${token}`)
    expect(mail.attachmentName).toBe(`event-${id}.ics`)
    const attached = new TextDecoder().decode(mail.attachment!)
    expect(attached).toContain('SUMMARY:Online support circle')
    expect(attached).not.toContain('private-room')

    // the confirmation page
    const shown = read(await registrationLoader(args(new Request(`http://localhost/pa/registration?token=${token}`)) as never))
    expect(shown.status).toBe(200)
    expect(shown.body).toMatchObject({ shown: { status: 'confirmed', name: 'Gurpreet Singh', partySize: 1 } })
    expect(JSON.stringify(shown.body)).not.toContain('private-room')
    expect((await eventLoader(args(new Request(`http://localhost/events/${id}`), { id }) as never)).registration).toMatchObject({ placesLeft: 1 })

    // the same form again: stored once, told so
    const again = read(await registerAction(args(post(`/pa/events/${id}/register`, VALID), { id }) as never))
    expect(again.body).toMatchObject({ repeated: { status: 'confirmed' } })
    expect(await db().select().from(eventRegistrations)).toHaveLength(1)
    // the register page of an event without registration is not found
    const [other] = await db().insert(events).values({ title: 'Walk', description: 'Walk', eventDate: new Date(Date.now() + 86_400_000) }).returning()
    await expect(registerLoader(args(new Request(`http://localhost/events/${other.id}/register`), { id: String(other.id) }) as never)).rejects.toMatchObject({ status: 404 })

    // cancel through the link; again with the used link; a wrong link
    const cancelled = read(await registrationAction(args(post('/pa/registration', { token })) as never))
    expect(cancelled.body).toMatchObject({ outcome: 'cancelled', shown: { status: 'cancelled' } })
    const used = read(await registrationAction(args(post('/pa/registration', { token })) as never))
    expect(used.body).toMatchObject({ outcome: 'already' })
    const wrong = read(await registrationLoader(args(new Request(`http://localhost/registration?token=${'A'.repeat(43)}`)) as never))
    expect(wrong.status).toBe(404)
    const [row] = await db().select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id))
    expect(row.status).toBe('cancelled')
    expect((await eventLoader(args(new Request(`http://localhost/events/${id}`), { id }) as never)).registration).toMatchObject({ placesLeft: 2 })
  })
})

describe('a signed-in member', () => {
  test('finds the form filled in, sees the event under My events, and cancels it there', async () => {
    const [event] = await db().insert(events).values({ title: 'Yoga for seniors', description: 'Gentle', eventDate: new Date(Date.now() + 3 * 86_400_000) }).returning()
    await saveRegistrationSettings(event.id, { ...DEFAULT_REGISTRATION_SETTINGS, enabled: true, capacity: 1 }, actor)
    const id = String(event.id)
    const member = await staffSession([], 'member')
    const withCookie = (request: Request) => {
      request.headers.set('Cookie', member.cookie)
      return request
    }
    const form = await registerLoader(args(withCookie(new Request(`http://localhost/events/${id}/register`)), { id }) as never)
    expect(form.prefill).toEqual({ email: member.email, name: '' })
    const done = read(await registerAction(args(withCookie(post(`/events/${id}/register`, { ...VALID, email: member.email, name: 'Asha Member', language: 'en' })), { id }) as never))
    expect(done.status).toBe(302)
    // someone else waits for the one place
    await registerAction(args(post(`/events/${id}/register`, { ...VALID, name: 'Next Person', email: 'next@example.org' }), { id }) as never)
    // next time the name is filled in too
    expect((await registerLoader(args(withCookie(new Request(`http://localhost/events/${id}/register`)), { id }) as never)).prefill).toEqual({ email: member.email, name: 'Asha Member' })

    const account = read(await accountLoader(args(withCookie(new Request('http://localhost/account'))) as never))
    const mine = (account.body as { myEvents: { id: number; title: string; status: string; isPast: boolean }[] }).myEvents
    expect(mine).toEqual([expect.objectContaining({ title: 'Yoga for seniors', status: 'confirmed', isPast: false })])

    // another person's registration cannot be cancelled from here
    const [next] = await db().select().from(eventRegistrations).where(eq(eventRegistrations.name, 'Next Person'))
    await accountAction(args(withCookie(post('/account', { intent: 'cancel-registration', registration: String(next.id) }))) as never).catch((thrown: unknown) => thrown)
    expect((await db().select().from(eventRegistrations).where(eq(eventRegistrations.id, next.id)))[0].status).toBe('waiting')

    const cancelled = await accountAction(args(withCookie(post('/account', { intent: 'cancel-registration', registration: String(mine[0].id) }))) as never).catch((thrown: unknown) => thrown)
    expect((cancelled as Response).status).toBe(302)
    const statuses = await db().select({ name: eventRegistrations.name, status: eventRegistrations.status }).from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id))
    expect(statuses.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'Asha Member', status: 'cancelled' },
      { name: 'Next Person', status: 'confirmed' },
    ])
  })
})
