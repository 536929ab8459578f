// The events page (spec 2.3): upcoming events first, soonest first, then past ones under their
// own heading; descriptions are cut at 100 characters (spec 9). Each card's title leads to the
// event's page, and the upcoming ones can be followed in a calendar app (issue 18).
import { EVENT_CUT, EventCard, eventCardData, type EventCardData } from '~/components/site/event-card'
import { PageHero } from '~/components/site/page-hero'
import { listVisibleEvents } from '~/models/event.server'
import { seo } from '~/utils/seo'
import type { Route } from './+types/events'

const DESCRIPTION =
  'Support circles, workshops, walks and community evenings in Edmonton, often in South Asian languages as well as English. Everyone is welcome.'

export async function loader() {
  const { upcoming, past } = await listVisibleEvents()
  const cards = (events: typeof upcoming) => events.map((event) => eventCardData(event, EVENT_CUT.page))
  return { upcoming: cards(upcoming), past: cards(past) }
}

export default function Events({ loaderData }: Route.ComponentProps) {
  const { upcoming, past } = loaderData
  return (
    <>
      <PageHero eyebrow="Events" title="Come as You Are">
        <p>
          Support circles, workshops, walks and get-togethers where you can meet people who
          understand. Our events are free, and you are welcome to bring a friend or family member.
        </p>
      </PageHero>
      <div className="mx-auto max-w-6xl space-y-16 px-4 pb-20 sm:px-6">
        <section aria-labelledby="upcoming-heading">
          <h2 id="upcoming-heading" className="text-2xl font-semibold text-brand-900">
            Upcoming events
          </h2>
          <p className="mt-2 text-slate-700">
            Follow them in your calendar app:{' '}
            <a href="/events/calendar.ics" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
              subscribe to our events calendar
            </a>
            .
          </p>
          {upcoming.length > 0 ? (
            <EventList events={upcoming} />
          ) : (
            <p className="mt-4 text-lg text-slate-700">
              No events are planned just now. New dates are added often, so please check back soon.
            </p>
          )}
        </section>
        {past.length > 0 ? (
          <section aria-labelledby="past-heading">
            <h2 id="past-heading" className="text-2xl font-semibold text-brand-900">
              Past events
            </h2>
            <EventList events={past} />
          </section>
        ) : null}
      </div>
    </>
  )
}

function EventList({ events }: { events: EventCardData[] }) {
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const site = matches[1]?.loaderData
  if (!site) return [{ title: 'Events' }]
  return seo({ title: 'Events', description: DESCRIPTION, path: '/events', origin: site.origin, siteName: site.name, defaultImage: site.shareImage })
}
