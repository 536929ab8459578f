// What an event's page shows, made on the server in the page's language (decision 005).
import type { Localized } from '~/content/translations'
import type { Language } from '~/i18n/languages'
import { formatDate, formatDateTime, formatTime, isoDate } from '~/utils/dates.server'
import { timeSpan } from './event-card.server'
import type { EventPageData, ShownEvent } from './event-page'
import type { RegistrationState } from '~/content/event-registration'
import type { RegistrationView } from './registration-status'

/** What a page says of registration, its closing time written in the page's language. */
export function registrationView(state: RegistrationState, language: Language): RegistrationView {
  if (state.state === 'open') return { state: 'open', placesLeft: state.placesLeft, closes: formatDateTime(state.closesAt, language) }
  if (state.state === 'waiting-list') return { state: 'waiting-list', closes: formatDateTime(state.closesAt, language) }
  return { state: state.state }
}

/**
 * Whether staff wrote an online place (a meeting link, or "Online", "Zoom"... in one of the site's
 * languages): a map search for it would find a town called Zoom, or nothing.
 */
export function isOnline(location: string): boolean {
  return /https?:\/\/|\b(online|zoom|microsoft teams|google meet|webinar|virtual)\b|ਆਨਲਾਈਨ|ऑनलाइन|آن ?لائن/i.test(location)
}

/** What the page shows, worked out on the server in the page's language. */
export function eventPageData(event: ShownEvent, language: Language, registration: RegistrationState = { state: 'none' }): EventPageData {
  // written on the server: the browser's time-zone rules may differ from the server's
  const start = formatDateTime(event.startsAt, language)
  const sameDay = !event.endsAt || formatDate(event.endsAt) === formatDate(event.startsAt)
  const when = !event.endsAt
    ? start
    : timeSpan(start, sameDay ? formatTime(event.endsAt, language) : formatDateTime(event.endsAt, language), language)
  return {
    event: {
      id: event.id,
      title: event.title,
      description: event.description,
      location: event.location,
      image: event.image,
      isPast: event.isPast,
      ...(event.inEnglish ? { inEnglish: event.inEnglish } : {}),
    } as Localized & Omit<ShownEvent, 'startsAt' | 'endsAt'>,
    when,
    startIso: isoDate(event.startsAt),
    endIso: event.endsAt ? isoDate(event.endsAt) : null,
    mapUrl: event.location && !isOnline(event.location) ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(event.location)}` : null,
    registration: registrationView(registration, language),
  }
}
