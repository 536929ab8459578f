// An event's registration and attendees (issue 38, items 7, 8 and 10): the settings (on/off,
// places, largest party, closing time, waiting list, reminder, private online link, the
// question), the counts, the list with search, adding someone who phoned in, cancelling a
// registration (the person is e-mailed), the CSV download, e-mailing everyone registered, and
// cancelling the event. Editors and Administrators (the 'attendees' area, docs/decisions/068).
import { Form, Link, data, useNavigation } from 'react-router'
import { actorOf } from '~/auth/actor.server'
import { requireAccess } from '~/auth/guards.server'
import { GoBackLink, ScreenHeader } from '~/components/admin/list-header'
import { PlainField } from '~/components/admin/plain-field'
import { Button, buttonClassName } from '~/components/ui/button'
import { controlClassName } from '~/components/ui/text-input'
import { backOfficeTitle } from '~/content-types/screens'
import {
  addAttendeeSchema,
  emailEveryoneSchema,
  firstErrors,
  registrationSettingsFormSchema,
} from '~/content/registration-settings-form'
import { prepareRegistrationMails } from '~/email/registration-mails.server'
import { wakeOutbox } from '~/email/outbox.server'
import { LANGUAGE_FACTS, LANGUAGES } from '~/i18n/languages'
import {
  cancelByStaff,
  cancelEvent,
  emailRegistrants,
  getRegistrationSettings,
  listRegistrations,
  registerForEvent,
  reinstateEvent,
  saveRegistrationSettings,
} from '~/models/event-registration.server'
import { formatDateTime } from '~/utils/dates.server'
import { parseEdmontonDateTime, toEdmontonDateTimeInput } from '~/utils/edmonton-time.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { readFormData } from '~/utils/request-form.server'
import type { Route } from './+types/attendees'
import { eventOr404 } from './event-or-404.server'

const STATUS_LABELS = { confirmed: 'Confirmed', waiting: 'Waiting', cancelled: 'Cancelled', attended: 'Attended' } as const

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAccess(request, 'attendees')
  const event = await eventOr404(params)
  const search = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 100)
  const [settings, { registrations, counts }] = await Promise.all([getRegistrationSettings(event.id), listRegistrations(event.id, search)])
  return {
    event: { id: event.id, title: event.title, when: formatDateTime(event.startsAt) },
    search,
    counts,
    cancelled: settings.cancelledAt !== null,
    settings: {
      enabled: settings.enabled,
      waitingList: settings.waitingList,
      capacity: settings.capacity === null ? '' : String(settings.capacity),
      maxPartySize: String(settings.maxPartySize),
      closesAt: settings.closesAt ? toEdmontonDateTimeInput(settings.closesAt) : '',
      reminderHours: String(settings.reminderHours),
      onlineLink: settings.onlineLink ?? '',
      question: settings.question ?? '',
    },
    registrations: registrations.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      partySize: row.partySize,
      status: row.status,
      note: row.note,
      language: row.language,
      registeredAt: formatDateTime(row.createdAt),
      byStaff: row.addedByStaff,
    })),
  }
}

type Errors = Record<string, string>
type Typed = Record<string, string>

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireAccess(request, 'attendees')
  const event = await eventOr404(params)
  const actor = actorOf(user, context)
  const form = await readFormData(request, 64 * 1024)
  if (!form.ok) throw new Response('This form could not be read.', { status: form.status })
  const fields = Object.fromEntries([...form.formData.entries()].map(([key, value]) => [key, typeof value === 'string' ? value.slice(0, 6000) : ''])) as Typed
  const intent = fields.intent
  const here = `/admin/events/${event.id}/attendees`
  const refuse = (errors: Errors) => data({ intent, typed: fields, errors }, { status: 400 })

  if (intent === 'settings') {
    const parsed = registrationSettingsFormSchema.safeParse(fields)
    if (!parsed.success) return refuse(firstErrors(parsed.error))
    const value = parsed.data
    const closesAt = value.closesAt ? parseEdmontonDateTime(value.closesAt) : null
    if (value.closesAt && !closesAt) return refuse({ closesAt: 'Enter the date and time registration closes, or leave it empty to close when the event starts' })
    const mail = await prepareRegistrationMails()
    const { promoted } = await saveRegistrationSettings(
      event.id,
      {
        enabled: value.enabled === 'on',
        waitingList: value.waitingList === 'on',
        capacity: value.capacity === '' ? null : value.capacity,
        maxPartySize: value.maxPartySize,
        closesAt,
        reminderHours: value.reminderHours,
        onlineLink: value.onlineLink || null,
        question: value.question || null,
      },
      actor,
      { mail },
    )
    if (promoted.length > 0) wakeOutbox()
    const more = promoted.length > 0 ? ` ${promoted.length} waiting ${promoted.length === 1 ? 'party has' : 'parties have'} a place now and ${promoted.length === 1 ? 'was' : 'were'} e-mailed.` : ''
    return redirectWithFlash(here, { type: 'success', message: `Registration settings saved.${more}` })
  }
  if (intent === 'add') {
    const parsed = addAttendeeSchema.safeParse(fields)
    if (!parsed.success) return refuse(firstErrors(parsed.error))
    const value = parsed.data
    const mail = await prepareRegistrationMails()
    const outcome = await registerForEvent(
      event.id,
      { name: value.name, email: value.email, phone: value.phone || null, partySize: value.partySize, language: value.language, note: null, consent: value.email !== '' },
      { mail, byStaff: actor },
    )
    if (!outcome.ok) return refuse({ name: outcome.reason === 'closed' ? 'This event is cancelled: nobody can be added.' : 'This registration could not be added.' })
    wakeOutbox()
    const where = outcome.status === 'confirmed' ? 'has a place' : `is on the waiting list, number ${outcome.position}`
    return redirectWithFlash(here, { type: 'success', message: `${value.name} ${where}.${value.email ? ' They were e-mailed.' : ''}` })
  }
  if (intent === 'cancel') {
    const id = /^\d{1,10}$/.test(fields.registration ?? '') ? Number(fields.registration) : 0
    const mail = await prepareRegistrationMails()
    const outcome = await cancelByStaff(event.id, id, actor, { mail })
    if (outcome.outcome === 'not-found') return redirectWithFlash(here, { type: 'error', message: 'That registration is not on this event’s list.' })
    if (outcome.outcome !== 'cancelled') return redirectWithFlash(here, { type: 'error', message: 'That registration was already cancelled, or the person has attended.' })
    wakeOutbox()
    const promoted = outcome.promoted.length > 0 ? ` ${outcome.promoted.map((row) => row.name).join(', ')} ${outcome.promoted.length === 1 ? 'has' : 'have'} the place now.` : ''
    return redirectWithFlash(here, { type: 'success', message: `Registration of ${outcome.registration.name} cancelled; they were e-mailed.${promoted}` })
  }
  if (intent === 'email') {
    const parsed = emailEveryoneSchema.safeParse(fields)
    if (!parsed.success) return refuse(firstErrors(parsed.error))
    const mail = await prepareRegistrationMails()
    const sent = await emailRegistrants(event.id, parsed.data, actor, { mail })
    wakeOutbox()
    return redirectWithFlash(here, { type: 'success', message: `E-mail queued for ${sent} ${sent === 1 ? 'person' : 'people'}.` })
  }
  if (intent === 'cancel-event') {
    if (fields.confirm !== 'yes') return refuse({ confirm: 'Tick the box to confirm that the event is cancelled.' })
    const mail = await prepareRegistrationMails()
    const done = await cancelEvent(event.id, actor, { mail })
    wakeOutbox()
    return redirectWithFlash(here, { type: done ? 'success' : 'error', message: done ? 'Event cancelled. Everyone registered was e-mailed once.' : 'This event was already cancelled.' })
  }
  if (intent === 'reinstate-event') {
    await reinstateEvent(event.id, actor)
    return redirectWithFlash(here, { type: 'success', message: 'The event is no longer cancelled. Nobody was e-mailed.' })
  }
  throw new Response('Unknown action', { status: 400 })
}

export default function Attendees({ loaderData, actionData }: Route.ComponentProps) {
  const { event, counts, registrations, settings, search, cancelled } = loaderData
  const navigation = useNavigation()
  const errors: Errors = actionData?.errors ?? {}
  const typed = (intent: string): Typed | null => (actionData?.intent === intent ? actionData.typed : null)
  const s = typed('settings')
  const add = typed('add')
  const mail = typed('email')
  const busy = navigation.state !== 'idle'
  const shown = (name: keyof typeof settings) => (s ? (s[name] ?? '') : String(settings[name]))
  const checked = (name: 'enabled' | 'waitingList') => (s ? s[name] === 'on' : settings[name])
  return (
    <>
      <ScreenHeader title={`Registration: ${event.title}`} intro={`${event.when}, Edmonton time.`} action={<GoBackLink to="/admin/events" />} />
      {cancelled ? (
        <p role="status" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-semibold text-red-900">
          This event is cancelled: its page says so and its calendar file is marked cancelled.
        </p>
      ) : null}

      <section aria-labelledby="counts-heading" className="mt-6">
        <h2 id="counts-heading" className="sr-only">
          Counts
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="attendee-counts">
          {(
            [
              ['Confirmed', `${counts.confirmed + counts.attended} (${counts.confirmedPeople} people)`],
              ['Waiting', String(counts.waiting)],
              ['Cancelled', String(counts.cancelled)],
              ['Attended', `${counts.attended} (${counts.attendedPeople} people)`],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <dt className="text-sm font-medium text-slate-600">{label}</dt>
              <dd className="mt-1 text-xl font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 flex flex-wrap gap-3">
          <Link to={`/admin/events/${event.id}/check-in`} className={buttonClassName('primary')}>
            Check-in at the door
          </Link>
          <a href={`/admin/events/${event.id}/attendees.csv`} className={buttonClassName('secondary')} download>
            Download CSV
          </a>
        </p>
      </section>

      <section aria-labelledby="list-heading" className="mt-8">
        <h2 id="list-heading" className="text-xl font-semibold">
          People registered
        </h2>
        <Form method="get" className="mt-3 flex max-w-xl flex-wrap items-end gap-2" role="search">
          <div className="min-w-0 flex-1">
            <label htmlFor="q" className="block font-medium text-slate-900">
              Search by name, e-mail or phone
            </label>
            <input id="q" name="q" type="search" defaultValue={search} className={`${controlClassName} mt-1.5`} />
          </div>
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </Form>
        {registrations.length === 0 ? (
          <p className="mt-4 text-slate-700">{search ? 'Nobody registered matches this search.' : 'Nobody has registered yet.'}</p>
        ) : (
          <div className="relative mt-4 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Name
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Contact
                  </th>
                  <th scope="col" className="px-3 py-2">
                    People
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Note
                  </th>
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {registrations.map((row) => (
                  <tr key={row.id} className="border-t border-slate-200 align-top" data-testid="attendee-row">
                    <td className="px-3 py-2 font-medium break-words">
                      {row.name}
                      <div className="text-xs font-normal text-slate-600">
                        {row.registeredAt}
                        {row.byStaff ? ', added by staff' : ''} · {LANGUAGE_FACTS[row.language as keyof typeof LANGUAGE_FACTS]?.name ?? row.language}
                      </div>
                    </td>
                    <td className="px-3 py-2 break-all">
                      {row.email || '(no e-mail)'}
                      {row.phone ? <div>{row.phone}</div> : null}
                    </td>
                    <td className="px-3 py-2">{row.partySize}</td>
                    <td className="px-3 py-2">{STATUS_LABELS[row.status]}</td>
                    <td className="max-w-60 px-3 py-2 break-words whitespace-pre-wrap">{row.note}</td>
                    <td className="px-3 py-2">
                      {row.status === 'confirmed' || row.status === 'waiting' ? (
                        <Form method="post">
                          <input type="hidden" name="intent" value="cancel" />
                          <input type="hidden" name="registration" value={row.id} />
                          <Button type="submit" variant="secondary" aria-label={`Cancel the registration of ${row.name}`}>
                            Cancel
                          </Button>
                        </Form>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="add-heading" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 id="add-heading" className="text-xl font-semibold">
            Add someone who phoned in
          </h2>
          <p className="mt-1 text-sm text-slate-700">They get a place if one is free, else a place on the waiting list. With an e-mail address they get the confirmation.</p>
          <Form method="post" className="mt-4 space-y-4" noValidate>
            <input type="hidden" name="intent" value="add" />
            <PlainField name="name" label="Name" value={add?.name ?? ''} error={add ? errors.name : undefined} maxLength={200} autoComplete="off" />
            <PlainField name="email" label="E-mail (optional)" value={add?.email ?? ''} error={add ? errors.email : undefined} maxLength={254} autoComplete="off" />
            <PlainField name="phone" label="Phone (optional)" value={add?.phone ?? ''} error={add ? errors.phone : undefined} maxLength={40} autoComplete="off" />
            <PlainField name="partySize" label="Number of people" type="number" inputMode="numeric" min="1" max="20" value={add?.partySize ?? '1'} error={add ? errors.partySize : undefined} className="sm:max-w-32" />
            <div>
              <label htmlFor="add-language" className="block font-medium text-slate-900">
                Language for e-mails
              </label>
              <select id="add-language" name="language" defaultValue={add?.language ?? 'en'} className={`${controlClassName} mt-1.5 sm:max-w-60`}>
                {LANGUAGES.map((code) => (
                  <option key={code} value={code}>
                    {LANGUAGE_FACTS[code].name}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" busy={busy} busyLabel="Adding…">
              Add
            </Button>
          </Form>
        </section>

        <section aria-labelledby="email-heading" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 id="email-heading" className="text-xl font-semibold">
            E-mail everyone registered
          </h2>
          <p className="mt-1 text-sm text-slate-700">To everyone confirmed, attended or waiting (not the cancelled): the event moved, a change of room… Sent through the outbox.</p>
          <Form method="post" className="mt-4 space-y-4" noValidate>
            <input type="hidden" name="intent" value="email" />
            <PlainField name="subject" label="Subject" value={mail?.subject ?? ''} error={mail ? errors.subject : undefined} maxLength={200} autoComplete="off" />
            <PlainField name="body" label="Message" multiline value={mail?.body ?? ''} error={mail ? errors.body : undefined} maxLength={5000} className="w-full" />
            <Button type="submit" busy={busy} busyLabel="Sending…">
              Send to everyone registered
            </Button>
          </Form>
        </section>
      </div>

      <section aria-labelledby="settings-heading" className="mt-10 max-w-2xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="settings-heading" className="text-xl font-semibold">
          Registration settings
        </h2>
        <Form method="post" className="mt-4 space-y-5" noValidate>
          <input type="hidden" name="intent" value="settings" />
          <label className="flex min-h-11 items-center gap-3 font-medium text-slate-900">
            <input type="checkbox" name="enabled" value="on" defaultChecked={checked('enabled')} className="size-5 accent-brand-700" />
            Take registrations for this event
          </label>
          <PlainField name="capacity" label="Places (people)" hint="Leave empty for no limit. More places give the first waiting people a place at once." type="number" inputMode="numeric" min="1" max="10000" value={shown('capacity')} error={s ? errors.capacity : undefined} className="sm:max-w-40" />
          <PlainField name="maxPartySize" label="Most people on one registration" type="number" inputMode="numeric" min="1" max="20" value={shown('maxPartySize')} error={s ? errors.maxPartySize : undefined} className="sm:max-w-40" />
          <div>
            <label htmlFor="closesAt" className="block font-medium text-slate-900">
              Registration closes (optional)
            </label>
            <p id="closesAt-hint" className="mt-0.5 text-sm text-slate-600">
              Edmonton time. Empty: when the event starts.
            </p>
            <input
              id="closesAt"
              name="closesAt"
              type="datetime-local"
              defaultValue={shown('closesAt')}
              aria-invalid={s && errors.closesAt ? true : undefined}
              aria-describedby={s && errors.closesAt ? 'closesAt-error closesAt-hint' : 'closesAt-hint'}
              className={`${controlClassName} mt-1.5 sm:max-w-64`}
            />
            {s && errors.closesAt ? (
              <p id="closesAt-error" className="mt-1.5 text-sm font-medium text-red-700">
                {errors.closesAt}
              </p>
            ) : null}
          </div>
          <label className="flex min-h-11 items-center gap-3 font-medium text-slate-900">
            <input type="checkbox" name="waitingList" value="on" defaultChecked={checked('waitingList')} className="size-5 accent-brand-700" />
            Offer a waiting list when it is full
          </label>
          <PlainField name="reminderHours" label="Reminder e-mail, hours before the start" hint="0: no reminder." type="number" inputMode="numeric" min="0" max="336" value={shown('reminderHours')} error={s ? errors.reminderHours : undefined} className="sm:max-w-40" />
          <PlainField
            name="onlineLink"
            label="Online link (private, optional)"
            hint="Sent only to confirmed people, in their confirmation and reminder e-mails. Never shown on the website or in calendar files."
            value={shown('onlineLink')}
            error={s ? errors.onlineLink : undefined}
            maxLength={500}
            autoComplete="off"
            className="w-full"
          />
          <PlainField
            name="question"
            label="The form's question (optional)"
            hint="Instead of “Anything we should know? (optional)”. Shown as typed, in every language."
            value={shown('question')}
            error={s ? errors.question : undefined}
            maxLength={200}
            autoComplete="off"
            className="w-full"
          />
          <Button type="submit" busy={busy} busyLabel="Saving…">
            Save registration settings
          </Button>
        </Form>
      </section>

      <section aria-labelledby="cancel-heading" className="mt-10 max-w-2xl rounded-xl border border-red-200 bg-white p-6">
        <h2 id="cancel-heading" className="text-xl font-semibold">
          {cancelled ? 'The event is cancelled' : 'Cancel the event'}
        </h2>
        {cancelled ? (
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="reinstate-event" />
            <p className="text-slate-700">Cancelled by mistake? Taking it back e-mails nobody; write to everyone above if needed.</p>
            <Button type="submit" variant="secondary" className="mt-3">
              It is not cancelled
            </Button>
          </Form>
        ) : (
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="cancel-event" />
            <p className="text-slate-700">The event page says it is cancelled, its calendar file says CANCELLED, registration stops, and everyone confirmed or waiting is e-mailed once.</p>
            <label className="flex min-h-11 items-center gap-3 text-slate-900">
              <input type="checkbox" name="confirm" value="yes" className="size-5 accent-red-700" aria-describedby={errors.confirm ? 'confirm-error' : undefined} />
              Yes, this event is cancelled
            </label>
            {errors.confirm ? (
              <p id="confirm-error" className="text-sm font-medium text-red-700">
                {errors.confirm}
              </p>
            ) : null}
            <button type="submit" className="inline-flex min-h-11 items-center rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800">
              Cancel the event and e-mail everyone
            </button>
          </Form>
        )}
      </section>
    </>
  )
}

export const meta = () => backOfficeTitle('Event registration')
