// What an event card shows, and a span of time, made on the server in the page's language
// (decision 005).
import { t } from '@lingui/core/macro'
import { plainText, type FormattedText } from '~/content/formatted-text'
import { truncate } from '~/content/text'
import type { Localized } from '~/content/translations'
import { i18nOf } from '~/i18n/i18n'
import type { Language } from '~/i18n/languages'
import { formatDate, formatTime, isoDate } from '~/utils/dates.server'
import type { MediaImage } from '~/utils/media-url'
import type { EventCardData } from './event-card'

type EventInput = Localized & {
  id: number
  title: string
  description: FormattedText
  startsAt: Date
  endsAt: Date | null
  location: string | null
  image: MediaImage | null
  isPast: boolean
}

/** '6:00 p.m. to 8:30 p.m.': a span of time, from two texts made by app/utils/dates.server.ts. */
export function timeSpan(start: string, end: string, language: Language): string {
  return t(i18nOf(language))({ message: `${start} to ${end}`, comment: 'A span of time: 6:00 p.m. to 8:30 p.m., or 6 March 2030, 6:00 p.m. to 7 March 2030, 1:00 p.m.' })
}

/** What a card shows, made on the server in the page's language; `cut` is EVENT_CUT.page or EVENT_CUT.home. */
export function eventCardData(event: EventInput, cut: number, language: Language): EventCardData {
  const start = formatTime(event.startsAt, language)
  return {
    id: event.id,
    title: event.title,
    excerpt: truncate(plainText(event.description), cut),
    date: { iso: isoDate(event.startsAt), text: formatDate(event.startsAt, language) },
    time: event.endsAt ? timeSpan(start, formatTime(event.endsAt, language), language) : start,
    location: event.location,
    image: event.image,
    isPast: event.isPast,
    ...(event.inEnglish ? { inEnglish: event.inEnglish } : {}),
  }
}
