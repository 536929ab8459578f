// The one place dates become text: day first with the month's name, in the charity's time
// zone, identical on the server and in the browser (docs/design.md, Dates).
export const TIME_ZONE = 'America/Edmonton'
const LOCALE = 'en-CA'

const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
})

type Parts = { day: string; month: string; year: string; hour: string; minute: string; dayPeriod: string }

function partsOf(value: Date | string): Parts {
  const date = typeof value === 'string' ? new Date(value) : value
  const parts = Object.fromEntries(dateTimeFormat.formatToParts(date).map((p) => [p.type, p.value]))
  return parts as Parts
}

/** '21 November 2026' */
export function formatDate(value: Date | string): string {
  const { day, month, year } = partsOf(value)
  return `${day} ${month} ${year}`
}

/** '21 November 2026, 4:52 p.m.' (admin screens, and event times) */
export function formatDateTime(value: Date | string): string {
  const { hour, minute, dayPeriod } = partsOf(value)
  return `${formatDate(value)}, ${hour}:${minute} ${dayPeriod}`
}

/** '4:52 p.m.' */
export function formatTime(value: Date | string): string {
  const { hour, minute, dayPeriod } = partsOf(value)
  return `${hour}:${minute} ${dayPeriod}`
}

/** Day, month name and year apart, for date badges on cards: { day: '21', month: 'November', year: '2026' } */
export function dateParts(value: Date | string) {
  const { day, month, year } = partsOf(value)
  return { day, month, year }
}

/** For a <time dateTime> attribute. */
export function isoDate(value: Date | string): string {
  return (typeof value === 'string' ? new Date(value) : value).toISOString()
}
