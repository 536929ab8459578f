// Check-in at the door (issue 38, item 9): on a phone, 375 px wide, the confirmed people of an
// event with a search by name; one tap on a person marks them attended (another tap takes it
// back). Plain forms: it works without JavaScript and after a reload shows what is stored. Big
// targets (at least 56 px high), no horizontal scrolling (long names and addresses wrap).
import { Form, Link, redirect } from 'react-router'
import { requireAccess } from '~/auth/guards.server'
import { backOfficeTitle } from '~/content-types/screens'
import { controlClassName } from '~/components/ui/text-input'
import { listRegistrations, setAttended } from '~/models/event-registration.server'
import { formatDateTime } from '~/utils/dates.server'
import { readFormData } from '~/utils/request-form.server'
import type { Route } from './+types/check-in'
import { eventOr404 } from './event-or-404.server'

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAccess(request, 'attendees')
  const event = await eventOr404(params)
  const search = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 100)
  const { registrations, counts } = await listRegistrations(event.id, search)
  return {
    event: { id: event.id, title: event.title, when: formatDateTime(event.startsAt) },
    search,
    counts,
    people: registrations
      .filter((row) => row.status === 'confirmed' || row.status === 'attended')
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((row) => ({ id: row.id, name: row.name, partySize: row.partySize, attended: row.status === 'attended', note: row.note })),
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAccess(request, 'attendees')
  const event = await eventOr404(params)
  const form = await readFormData(request, 4 * 1024)
  if (!form.ok) throw new Response('This form could not be read.', { status: form.status })
  const id = String(form.formData.get('registration') ?? '')
  const attended = form.formData.get('attended') === 'yes'
  if (/^\d{1,10}$/.test(id)) await setAttended(event.id, Number(id), attended)
  const q = String(form.formData.get('q') ?? '').slice(0, 100)
  return redirect(`/admin/events/${event.id}/check-in${q ? `?q=${encodeURIComponent(q)}` : ''}#r${id}`)
}

export default function CheckIn({ loaderData }: Route.ComponentProps) {
  const { event, counts, people, search } = loaderData
  return (
    <div className="mx-auto max-w-xl">
      <p>
        <Link to={`/admin/events/${event.id}/attendees`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
          <span aria-hidden="true">←</span>&nbsp;Attendees
        </Link>
      </p>
      <h1 className="text-2xl font-semibold break-words">Check-in: {event.title}</h1>
      <p className="mt-1 text-slate-700">{event.when}</p>
      <p className="mt-3 text-lg font-semibold" role="status" data-testid="check-in-count">
        {counts.attendedPeople} of {counts.confirmedPeople} people here
      </p>
      <Form method="get" role="search" className="mt-4 flex gap-2">
        <label htmlFor="q" className="sr-only">
          Search by name
        </label>
        <input id="q" name="q" type="search" defaultValue={search} placeholder="Search by name" className={`${controlClassName} min-h-14 min-w-0 flex-1 text-lg`} />
        <button type="submit" className="min-h-14 shrink-0 rounded-lg bg-brand-700 px-5 text-lg font-semibold text-white">
          Search
        </button>
      </Form>
      {search ? (
        <p className="mt-2">
          <Link to={`/admin/events/${event.id}/check-in`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
            Show everyone
          </Link>
        </p>
      ) : null}
      {people.length === 0 ? (
        <p className="mt-6 text-lg text-slate-700">{search ? 'Nobody confirmed matches this search.' : 'Nobody is confirmed yet.'}</p>
      ) : (
        <ul className="mt-4 space-y-3" aria-label="People confirmed">
          {people.map((person) => (
            <li key={person.id} id={`r${person.id}`}>
              <Form method="post">
                <input type="hidden" name="registration" value={person.id} />
                <input type="hidden" name="attended" value={person.attended ? 'no' : 'yes'} />
                <input type="hidden" name="q" value={search} />
                <button
                  type="submit"
                  aria-pressed={person.attended}
                  className={`flex min-h-16 w-full items-center gap-4 rounded-xl px-4 py-3 text-start text-lg ring-2 ${
                    person.attended ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-900 ring-slate-300 hover:ring-brand-700'
                  }`}
                  data-testid="check-in-person"
                >
                  <span aria-hidden="true" className={`flex size-8 shrink-0 items-center justify-center rounded-full border-2 ${person.attended ? 'border-white' : 'border-slate-400'}`}>
                    {person.attended ? '✓' : ''}
                  </span>
                  <span className="min-w-0 flex-1 break-words">
                    <span className="font-semibold">{person.name}</span>
                    {person.partySize > 1 ? <span className="block text-base">{person.partySize} people</span> : null}
                    {person.note ? <span className="block text-sm opacity-90">{person.note}</span> : null}
                  </span>
                  <span className="shrink-0 text-base font-semibold">{person.attended ? 'Here' : 'Tap when here'}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export const meta = () => backOfficeTitle('Check-in')
