// Events as iCalendar files (RFC 5545, the `ics` package): one event for "Add to calendar", or
// every upcoming one as a feed a calendar app can subscribe to. Times are written in UTC, which
// every calendar shows in its own zone; the UID stays the same for an event, so a calendar that
// imports it twice, or refreshes the feed, updates it rather than adding a copy.
import { createEvents, type EventAttributes } from 'ics'
import { plainText, type FormattedText } from '~/content/formatted-text'
import { DEFAULT_LANGUAGE, pathIn, type Language } from '~/i18n/languages'

export type CalendarEvent = { id: number; title: string; description: FormattedText; startsAt: Date; endsAt: Date | null; location: string | null; cancelled?: boolean }

export type Organiser = { name: string; email: string }

/** An event with no end time is shown as lasting an hour. */
const DEFAULT_LENGTH_MS = 60 * 60 * 1000

function attributes(event: CalendarEvent, origin: string, organiser: Organiser, language: Language = DEFAULT_LANGUAGE): EventAttributes {
  const end = event.endsAt ?? new Date(event.startsAt.getTime() + DEFAULT_LENGTH_MS)
  // the event's page in the calendar's language; the UID stays one per event, whatever the language
  const url = `${origin}${pathIn(language, `/events/${event.id}`)}`
  return {
    uid: `event-${event.id}@${new URL(origin).hostname}`,
    start: event.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.title,
    // a calendar shows plain text: the words, with each link's address after them
    description: `${plainText(event.description, { links: true })}\n\n${url}`,
    ...(event.location ? { location: event.location } : {}),
    url,
    // ORGANIZER needs an address: left out when the settings have none
    ...(organiser.email ? { organizer: { name: organiser.name, email: organiser.email } } : {}),
    productId: 'charity-site/events',
    // a cancelled event stays in calendars, marked so (issue 38)
    ...(event.cancelled ? { status: 'CANCELLED' as const } : {}),
  }
}

/** The iCalendar text of these events; `name` is the calendar's own name (a feed's); their pages' addresses in `language`. */
export function eventsCalendar(events: CalendarEvent[], origin: string, organiser: Organiser, name?: string, language: Language = DEFAULT_LANGUAGE): string {
  const { error, value } = createEvents(
    events.map((event) => attributes(event, origin, organiser, language)),
    { productId: 'charity-site/events', ...(name ? { calName: name } : {}) },
  )
  if (error || !value) throw error ?? new Error('The calendar could not be made')
  return value
}

/** The response of an .ics address: a file calendar apps open (`download`: saved under that name). */
export function calendarResponse(text: string, download?: string): Response {
  return new Response(text, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      ...(download ? { 'Content-Disposition': `attachment; filename="${download}"` } : {}),
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

/**
 * The .ics attached to a registration's e-mails: the event with its page's address, and never
 * its private online link (that stays in the e-mail's text: issue 38). The same UID as the public
 * file, so a calendar that has both keeps one.
 */
export function registrationCalendar(event: { id: number; title: string; startsAt: Date; endsAt: Date | null; location: string | null; cancelled?: boolean }, origin: string, organiser: Organiser): string {
  const { error, value } = createEvents([{ ...attributes({ ...event, description: [] }, origin, organiser), description: `${origin}/events/${event.id}` }], {
    productId: 'charity-site/events',
  })
  if (error || !value) throw error ?? new Error('The calendar could not be made')
  return value
}
