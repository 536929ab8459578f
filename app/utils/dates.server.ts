// The one place dates become text: day first with the month's name, in the charity's time
// zone (docs/design.md, Dates), on the server only (decision 005). English pages keep the house
// form ('21 November 2026, 4:52 p.m.'); the other languages take Intl's own long form
// ('21 ਨਵੰਬਰ 2026', '21 नवंबर 2026', '21 نومبر، 2026'). Intl writes the words of the Edmonton
// wall-clock time, reckoned as if it were UTC; the offset comes from current tz data
// (edmonton-zone.server.ts, decision 043), never from the runtime's own, older zone rules.
import { DEFAULT_LANGUAGE, LANGUAGE_FACTS, type Language } from '~/i18n/languages'
import { edmontonOffsetAt } from '~/utils/edmonton-zone.server'

export { TIME_ZONE } from '~/utils/edmonton-zone.server'

const OPTIONS: Intl.DateTimeFormatOptions = { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true }

const formats = new Map<Language, { parts: Intl.DateTimeFormat; date: Intl.DateTimeFormat; time: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat }>()

function formatsOf(language: Language) {
  let found = formats.get(language)
  if (!found) {
    const locale = LANGUAGE_FACTS[language].intlLocale
    const { hour, minute, hour12, ...dateOnly } = OPTIONS
    found = {
      parts: new Intl.DateTimeFormat(locale, OPTIONS),
      date: new Intl.DateTimeFormat(locale, dateOnly),
      time: new Intl.DateTimeFormat(locale, { timeZone: 'UTC', hour, minute, hour12 }),
      dateTime: new Intl.DateTimeFormat(locale, OPTIONS),
    }
    formats.set(language, found)
  }
  return found
}

type Parts = { day: string; month: string; year: string; hour: string; minute: string; dayPeriod: string }

const toDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value)

/** The instant whose UTC wall clock reads Edmonton's wall clock at `value`. */
function edmontonWallClock(value: Date | string): Date {
  const instant = toDate(value).getTime()
  return new Date(instant + edmontonOffsetAt(instant))
}

function partsOf(value: Date | string, language: Language): Parts {
  const parts = Object.fromEntries(formatsOf(language).parts.formatToParts(edmontonWallClock(value)).map((p) => [p.type, p.value]))
  return parts as Parts
}

/** '21 November 2026' */
export function formatDate(value: Date | string, language: Language = DEFAULT_LANGUAGE): string {
  if (language !== DEFAULT_LANGUAGE) return formatsOf(language).date.format(edmontonWallClock(value))
  const { day, month, year } = partsOf(value, language)
  return `${day} ${month} ${year}`
}

/** '21 November 2026, 4:52 p.m.' (admin screens, and event times) */
export function formatDateTime(value: Date | string, language: Language = DEFAULT_LANGUAGE): string {
  if (language !== DEFAULT_LANGUAGE) return formatsOf(language).dateTime.format(edmontonWallClock(value))
  const { hour, minute, dayPeriod } = partsOf(value, language)
  return `${formatDate(value)}, ${hour}:${minute} ${dayPeriod}`
}

/** '4:52 p.m.' */
export function formatTime(value: Date | string, language: Language = DEFAULT_LANGUAGE): string {
  if (language !== DEFAULT_LANGUAGE) return formatsOf(language).time.format(edmontonWallClock(value))
  const { hour, minute, dayPeriod } = partsOf(value, language)
  return `${hour}:${minute} ${dayPeriod}`
}

/** Day, month name and year apart, for date badges on cards: { day: '21', month: 'November', year: '2026' } */
export function dateParts(value: Date | string, language: Language = DEFAULT_LANGUAGE) {
  const { day, month, year } = partsOf(value, language)
  return { day, month, year }
}

/** For a <time dateTime> attribute. */
export function isoDate(value: Date | string): string {
  return toDate(value).toISOString()
}
