// A `datetime-local` input sends wall-clock time without a zone ('2026-12-05T18:30'). Staff
// mean Edmonton time, whatever the server's or the browser's zone, so the server turns it into
// an instant with the zone rules of America/Edmonton from current tz data (edmonton-zone.server.ts,
// decision 043: Node's own ICU data is older), and turns stored instants back into the input's
// value for the edit form. Server-only (decision 005).
import { DATE_TIME_INPUT, isDateTimeInput } from '~/utils/datetime-input'
import { edmontonOffsetAt } from '~/utils/edmonton-zone.server'

export { isDateTimeInput } from '~/utils/datetime-input'

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number }

function wallClockAt(instant: number): WallClock {
  const wall = new Date(instant + edmontonOffsetAt(instant))
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  }
}

/**
 * Reads a 'YYYY-MM-DDTHH:mm' wall-clock time (seconds allowed) as an Edmonton time; null when
 * it is not a real date and time. In the spring-forward gap (2:30 a.m. does not exist that
 * night) the time is moved forward an hour, and in the repeated fall-back hour the first (summer
 * time) one is taken: what browsers and Temporal's 'compatible' rule do.
 */
export function parseEdmontonDateTime(value: string): Date | null {
  if (!isDateTimeInput(value)) return null
  const [year, month, day, hour, minute, second] = DATE_TIME_INPUT.exec(value.trim())!.slice(1, 7).map((part) => Number(part ?? 0))
  const wall = Date.UTC(year, month - 1, day, hour, minute, second)
  // The offset a day either side of the wall time covers both sides of any transition.
  const before = edmontonOffsetAt(wall - 86_400_000)
  const after = edmontonOffsetAt(wall + 86_400_000)
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => edmontonOffsetAt(instant) === wall - instant)
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
