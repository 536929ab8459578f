// One event as its page shows it (issue 18): its picture, full description, when (Edmonton time)
// and where, a map link only if the visitor taps it (no embedded map: nothing is loaded from
// another site), and "Add to calendar". A past event stays readable, marked as past. Used by the
// public page and by the staff's preview.
import { Trans, useLingui } from '@lingui/react/macro'
import { FormattedText } from '~/content/formatted-text-view'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import type { FormattedText as Formatted } from '~/content/formatted-text'
import { useLocalPath } from '~/i18n/i18n'
import type { MediaImage } from '~/utils/media-url'
import { englishWhereFallback, type Localized } from '~/content/translations'
import { DocumentLink } from '~/components/site/document-link'
import { RegistrationBox, type RegistrationView } from './registration-status'

const linkClass = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800'

/** An event as the page shows it (PublicEvent in app/models/event.server.ts). */
export type ShownEvent = Localized & {
  id: number
  title: string
  description: Formatted
  startsAt: Date
  endsAt: Date | null
  location: string | null
  image: MediaImage | null
  isPast: boolean
}

/** What the page shows (eventPageData in event-page.server.ts). */
export type EventPageData = {
  event: Localized & Omit<ShownEvent, 'startsAt' | 'endsAt'>
  /** '21 November 2026, 6:00 p.m. to 8:30 p.m.' */
  when: string
  startIso: string
  endIso: string | null
  mapUrl: string | null
  /** registration's state (issue 38); none when the event takes no registrations */
  registration: RegistrationView
}

/** One event as its page shows it: on /events/{id}, and in the staff's preview. */
export function EventPage({ event, when, startIso, mapUrl, registration }: EventPageData) {
  const { t } = useLingui()
  const localPath = useLocalPath()
  return (
    <article className="pb-20">
      <header className="bg-gradient-to-b from-brand-50 to-sand-50">
        <div className="mx-auto max-w-4xl px-4 pt-10 pb-8 sm:px-6 sm:pt-14">
          <p>
            <DocumentLink to={localPath('/events')} className="inline-flex min-h-11 items-center gap-1 rounded-md font-semibold text-brand-700 hover:text-brand-800 hover:underline">
              <span aria-hidden="true" className="rtl:-scale-x-100">←</span> <Trans>All events</Trans>
            </DocumentLink>
          </p>
          <p className="mt-4 flex flex-wrap items-center gap-2 text-sm font-semibold tracking-wide text-accent-700 uppercase">
            <time dateTime={startIso}>{when}</time>
            {event.isPast ? (
              <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium tracking-normal text-slate-800 normal-case">
                <Trans>Past event</Trans>
              </span>
            ) : null}
          </p>
          <h1 className="mt-2 text-3xl leading-tight font-semibold text-brand-900 sm:text-4xl" {...englishWhereFallback(event, 'title')}>
            {event.title}
          </h1>
          {registration.state === 'cancelled' ? (
            <p role="status" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-semibold text-red-900" data-testid="event-cancelled">
              <Trans>This event is cancelled. We are sorry for any trouble this causes.</Trans>
            </p>
          ) : null}
        </div>
      </header>

      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        {event.image ? (
          <ResponsiveImage media={event.image} sizes="(min-width: 900px) 864px, 100vw" priority className="aspect-[16/9] w-full rounded-2xl object-cover shadow-sm" />
        ) : null}
        <div className="mt-10 grid gap-10 md:grid-cols-[minmax(0,1fr)_16rem]">
          <div className="text-lg leading-relaxed text-slate-800" {...englishWhereFallback(event, 'description')}>
            <FormattedText text={event.description} />
          </div>
          <aside aria-label={t`When and where`} className="h-fit space-y-4 rounded-2xl bg-sand-100 p-5 text-slate-800">
            <div>
              <h2 className="font-semibold text-brand-900">
                <Trans>When</Trans>
              </h2>
              <p className="mt-1">{when}</p>
              <p className="mt-1 text-sm text-slate-700">
                <Trans>Edmonton time</Trans>
              </p>
            </div>
            {event.location ? (
              <div>
                <h2 className="font-semibold text-brand-900">
                  <Trans>Where</Trans>
                </h2>
                <p className="mt-1 break-words" {...englishWhereFallback(event, 'location')}>
                  {event.location}
                </p>
                {mapUrl ? (
                  <p className="mt-1">
                    <a href={mapUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                      <Trans>
                        Show on a map <span className="sr-only">(OpenStreetMap, opens in a new tab)</span>
                      </Trans>
                    </a>
                  </p>
                ) : null}
              </div>
            ) : null}
            {event.isPast || registration.state === 'cancelled' ? null : <RegistrationBox eventId={event.id} view={registration} />}
            {event.isPast ? null : (
              <p>
                <a href={localPath(`/events/${event.id}/calendar.ics`)} download className={linkClass}>
                  <Trans>Add to calendar</Trans>
                </a>
              </p>
            )}
          </aside>
        </div>
      </div>
    </article>
  )
}
