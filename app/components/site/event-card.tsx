// An event (spec 2.3): date, title and its description cut as spec 9 says; time and place when
// set. Beyond the spec (which has no event page, so its cards were not clickable), the title
// leads to the event's own page, where the whole description can be read (issue 18).
//
// Dates and the cut are made on the server (eventCardData in event-card.server.ts, called in
// loaders, in the page's language): dates are written on the server only (decision 005).
import { englishWhereFallback, type Localized } from '~/content/translations'
import { Trans } from '@lingui/react/macro'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { useLocalPath } from '~/i18n/i18n'
import type { MediaImage } from '~/utils/media-url'
import { DocumentLink } from '~/components/site/document-link'
import { RegistrationLine, type RegistrationView } from './registration-status'

/** Spec 9: events page cuts at 100 characters; the home page cuts longer than 50 (at 50). */
export const EVENT_CUT = { page: 100, home: 50 } as const

/** `inEnglish` names the event's own fields ('description' for the excerpt) still in English on a page in another language. */
export type EventCardData = Localized & {
  id: number
  title: string
  /** The description, cut. */
  excerpt: string
  date: { iso: string; text: string }
  /** '6:00 p.m. to 8:30 p.m.', or the start time alone. */
  time: string
  location: string | null
  image: MediaImage | null
  isPast: boolean
  /** registration's state (issue 38), on the events page's upcoming cards */
  registration?: RegistrationView
}

type EventCardProps = {
  event: EventCardData
  headingLevel?: 'h2' | 'h3'
  /** Marks an event that is over (useful where past and upcoming events are mixed). */
  showPastBadge?: boolean
}

export function EventCard({ event, headingLevel: Heading = 'h3', showPastBadge = false }: EventCardProps) {
  const localPath = useLocalPath()
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm" data-testid="event-card">
      {event.image ? (
        <ResponsiveImage
          media={event.image}
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
          className="aspect-[16/10] w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-accent-700">
          <time dateTime={event.date.iso} data-testid="event-date">
            {event.date.text}
          </time>
          {showPastBadge && event.isPast ? (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              <Trans>Past event</Trans>
            </span>
          ) : null}
        </p>
        <Heading className="mt-2 text-lg leading-snug font-semibold text-brand-900" {...englishWhereFallback(event, 'title')}>
          <DocumentLink to={localPath(`/events/${event.id}`)} className="underline-offset-4 hover:underline">
            {event.title}
          </DocumentLink>
        </Heading>
        <p data-testid="event-excerpt" className="mt-2 leading-relaxed text-slate-700" {...englishWhereFallback(event, 'description')}>
          {event.excerpt}
        </p>
        <dl className="mt-auto space-y-1 pt-4 text-sm text-slate-700">
          <div className="flex gap-2">
            <dt className="font-semibold text-brand-800">
              <Trans>Time</Trans>
            </dt>
            <dd data-testid="event-time">{event.time}</dd>
          </div>
          {event.location ? (
            <div className="flex gap-2">
              <dt className="font-semibold text-brand-800">
                <Trans>Place</Trans>
              </dt>
              <dd data-testid="event-location" {...englishWhereFallback(event, 'location')}>
                {event.location}
              </dd>
            </div>
          ) : null}
        </dl>
        {event.registration && event.registration.state !== 'none' ? (
          <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold text-brand-900" data-testid="event-registration">
            <span>
              <RegistrationLine view={event.registration} />
            </span>
            {event.registration.state === 'open' || event.registration.state === 'waiting-list' ? (
              <DocumentLink to={localPath(`/events/${event.id}/register`)} className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-4 hover:text-brand-800">
                <Trans>Register</Trans>
                <span className="sr-only">: {event.title}</span>
              </DocumentLink>
            ) : null}
          </p>
        ) : null}
      </div>
    </article>
  )
}
