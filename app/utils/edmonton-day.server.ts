// Whole days in Edmonton, for date inputs ('2026-12-05'): the date received of a payment and
// the Payment page's date range. Server-side, like edmonton-time.server.ts (decision 005).
import { parseEdmontonDateTime, toEdmontonDateTimeInput } from '~/utils/edmonton-time.server'

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** Today's date in Edmonton as a date input's value ('2026-12-05'). */
export function todayInEdmonton(now = new Date()): string {
  return toEdmontonDateTimeInput(now).slice(0, 10)
}

/** A stored instant as the date input's value of its Edmonton day. */
export function edmontonDayOf(instant: Date): string {
  return toEdmontonDateTimeInput(instant).slice(0, 10)
}

/**
 * The instant an Edmonton day ('2026-12-05') begins; with `offsetDays` a later or earlier day's
 * (1: the start of the next day, the end of a date range). Null when it is not a real date.
 */
export function edmontonDayStart(day: string, offsetDays = 0): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return null
  const [year, month, date] = match.slice(1).map(Number)
  const real = new Date(Date.UTC(year, month - 1, date))
  if (year < 1900 || real.getUTCMonth() !== month - 1 || real.getUTCDate() !== date) return null
  const shifted = new Date(Date.UTC(year, month - 1, date + offsetDays))
  return parseEdmontonDateTime(`${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}T00:00`)
}
