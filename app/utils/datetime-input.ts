// The shape of a `datetime-local` input's value ('2026-12-05T18:30', seconds allowed): checked in
// the browser and on the server alike. What instant it names is the server's to say
// (edmonton-time.server.ts), with Edmonton's zone rules.
export const DATE_TIME_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/

/** True for a real date and time in that shape; no zone rules involved. */
export function isDateTimeInput(value: string): boolean {
  const match = DATE_TIME_INPUT.exec(value.trim())
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
