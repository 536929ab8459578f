// A `datetime-local` input sends wall-clock time without a zone ('2026-12-05T18:30'). Staff
// mean Edmonton time, whatever the server's or the browser's zone, so the server turns it into
// an instant with the zone rules of America/Edmonton (via Intl, so summer time follows the
// tz database rather than a hand-written rule), and turns stored instants back into the input's
// value for the edit form. Call these on the server only (decision 005: the browser's tz data
// may disagree with the server's).
import { TIME_ZONE } from '~/utils/dates'

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/

const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number }

function wallClockAt(instant: number): WallClock {
  const parts = Object.fromEntries(partsFormat.formatToParts(new Date(instant)).map((part) => [part.type, part.value]))
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  }
}

/** Edmonton's offset from UTC at an instant, in milliseconds (-7 h in winter, -6 h in summer). */
function offsetAt(instant: number): number {
  const w = wallClockAt(instant)
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second)
  return asUtc - Math.floor(instant / 1000) * 1000
}

/**
 * Reads a 'YYYY-MM-DDTHH:mm' wall-clock time (seconds allowed) as an Edmonton time; null when
 * it is not a real date and time. In the spring-forward gap (2:30 a.m. does not exist that
 * night) the time is moved forward an hour, and in the repeated fall-back hour the first (summer
 * time) one is taken: what browsers and Temporal's 'compatible' rule do.
 */
export function parseEdmontonDateTime(value: string): Date | null {
  if (!isDateTimeInput(value)) return null
  const [year, month, day, hour, minute, second] = LOCAL_PATTERN.exec(value.trim())!.slice(1, 7).map((part) => Number(part ?? 0))
  const wall = Date.UTC(year, month - 1, day, hour, minute, second)
  // The offset a day either side of the wall time covers both sides of any transition.
  const before = offsetAt(wall - 86_400_000)
  const after = offsetAt(wall + 86_400_000)
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => offsetAt(instant) === wall - instant)
    .sort((a, b) => a - b)
  // no candidate: the gap; the offset in force before it moves the time forward
  return new Date(candidates[0] ?? wall - before)
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** The `datetime-local` value ('2026-12-05T18:30') of an instant, in Edmonton time. */
export function toEdmontonDateTimeInput(value: Date | string): string {
  const w = wallClockAt(new Date(value).getTime())
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`
}

/** True for a value parseEdmontonDateTime accepts; browser-safe (no zone rules involved). */
export function isDateTimeInput(value: string): boolean {
  const match = LOCAL_PATTERN.exec(value.trim())
  if (!match) return false
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number)
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute))
  return (
    year >= 1000 &&
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day &&
    check.getUTCHours() === hour &&
    check.getUTCMinutes() === minute
  )
}

/**
 * The same Edmonton wall-clock time `months` calendar months before `instant` (a retention
 * period's cut-off): 15 May 2026, 10:00 a.m. minus 24 months is 15 May 2024, 10:00 a.m., summer
 * or winter. A day the earlier month lacks becomes its last day (31 March minus one month is
 * 28 or 29 February); a time the clocks skipped moves forward, as in parseEdmontonDateTime.
 */
export function edmontonMonthsBefore(instant: Date, months: number): Date {
  const time = instant.getTime()
  const w = wallClockAt(time)
  const monthIndex = w.year * 12 + (w.month - 1) - months
  const year = Math.floor(monthIndex / 12)
  const month = monthIndex - year * 12 + 1
  const day = Math.min(w.day, new Date(Date.UTC(year, month, 0)).getUTCDate())
  const whole = parseEdmontonDateTime(`${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`)!
  // the wall clock is read to the second; the milliseconds carry over unchanged
  return new Date(whole.getTime() + (((time % 1000) + 1000) % 1000))
}
