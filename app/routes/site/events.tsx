// The events page (spec 2.3): upcoming events first, soonest first, then past ones under their
// own heading; descriptions are cut at 100 characters (spec 9). Each card's title leads to the
// event's page, and the upcoming ones can be followed in a calendar app (issue 18).
import { t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { EVENT_CUT, EventCard, type EventCardData } from '~/components/site/event-card'
import { eventCardData } from '~/components/site/event-card.server'
import { PageHero } from '~/components/site/page-hero'
import { i18nOf, requestLanguage, useLocalPath } from '~/i18n/i18n'
import { EVENTS_CALENDAR_PATH } from '~/content/blog-feeds'
import { DEFAULT_LANGUAGE } from '~/i18n/languages'
import { listVisibleEvents } from '~/models/event.server'
import { getRegistrationStates } from '~/models/event-registration.server'
import { registrationView } from '~/components/site/event-page.server'
import { keptPublicRead } from '~/models/public-reads.server'
import { seo } from '~/utils/seo'
import type { Route } from './+types/events'

export async function loader({ request }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  // kept in memory until a public change (an event starting or ending is one)
  return keptPublicRead(`events ${language}`, async () => {
    const { upcoming, past } = await listVisibleEvents(new Date(), language)
    const cards = (events: typeof upcoming) => events.map((event) => eventCardData(event, EVENT_CUT.page, language))
    const states = await getRegistrationStates(upcoming)
    return {
      upcoming: cards(upcoming).map((card) => {
        const state = states.get(card.id)
        return state ? { ...card, registration: registrationView(state, language) } : card
      }),
      past: cards(past),
    }
  })
}

export default function Events({ loaderData }: Route.ComponentProps) {
  const { upcoming, past } = loaderData
  const { t } = useLingui()
  const localPath = useLocalPath()
  return (
    <>
      <PageHero eyebrow={t`Events`} title={t`Come as You Are`}>
        <p>
          <Trans>
            Support circles, workshops, walks and get-togethers where you can meet people who
            understand. Our events are free, and you are welcome to bring a friend or family member.
          </Trans>
        </p>
      </PageHero>
      <div className="mx-auto max-w-6xl space-y-16 px-4 pb-20 sm:px-6">
        <section aria-labelledby="upcoming-heading">
          <h2 id="upcoming-heading" className="text-2xl font-semibold text-brand-900">
            <Trans>Upcoming events</Trans>
          </h2>
          <p className="mt-2 text-slate-700">
            {/* the calendar in the page's language (/ur/events/calendar.ics: app/routes.ts) */}
            <Trans>
              Follow them in your calendar app:{' '}
              <a href={localPath(EVENTS_CALENDAR_PATH)} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
                subscribe to our events calendar
              </a>
              .
            </Trans>
          </p>
          {upcoming.length > 0 ? (
            <EventList events={upcoming} />
          ) : (
            <p className="mt-4 text-lg text-slate-700">
              <Trans>No events are planned just now. New dates are added often, so please check back soon.</Trans>
            </p>
          )}
        </section>
        {past.length > 0 ? (
          <section aria-labelledby="past-heading">
            <h2 id="past-heading" className="text-2xl font-semibold text-brand-900">
              <Trans>Past events</Trans>
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
  const i18n = i18nOf(site?.language ?? DEFAULT_LANGUAGE)
  const title = t(i18n)`Events`
  if (!site) return [{ title }]
  const description = t(i18n)`Support circles, workshops, walks and community evenings in Edmonton, often in South Asian languages as well as English. Everyone is welcome.`
  return seo({ title, description, path: '/events', site: site })
}
