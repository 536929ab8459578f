// Edmonton's offset from UTC, from the tz database that moment-timezone ships, not from Node's
// built-in ICU: Node 20's zone data (2025c) still puts Alberta back on UTC-7 on 1 November 2026,
// though Alberta stays on UTC-6 since the IANA release 2026c (decision 043). The words of a date
// (month names, digits) still come from Intl; only the offset comes from here. Server-only: the
// browser never formats a date (decision 005).
import moment from 'moment-timezone'

export const TIME_ZONE = 'America/Edmonton'

/**
 * The tz database release the tests pinned Edmonton's facts against. The server refuses to start
 * on older data (assertTimeZoneDataCurrent): an older release would put times an hour out.
 */
export const TESTED_TZ_DATA_VERSION = '2026f'

/** The tz database release in use, e.g. '2026f'. */
export const TZ_DATA_VERSION: string = moment.tz.dataVersion

const zone = moment.tz.zone(TIME_ZONE)
if (!zone) throw new Error(`The time-zone data (${TZ_DATA_VERSION}) has no ${TIME_ZONE}`)
const edmonton = zone

/** Edmonton's offset from UTC at an instant, in milliseconds (-6 h since 2026; -7 h in winters before). */
export function edmontonOffsetAt(instant: number): number {
  // moment counts minutes west of UTC (420 for UTC-7)
  return -edmonton.utcOffset(instant) * 60_000
}

/** What the start-up log says of the time zone. */
export function timeZoneLogLine(version: string = TZ_DATA_VERSION): string {
  return `Times: ${TIME_ZONE}, tz database ${version} (moment-timezone; Node's own zone data, ${process.versions.tz ?? 'unknown'}, is not used for times).`
}

/** Release names sort by year, then letter: '2025c' < '2026a' < '2026f'. */
export function isOlderTzRelease(version: string, than: string): boolean {
  const parse = (v: string) => /^(\d{4})([a-z]+)$/.exec(v)
  const a = parse(version)
  const b = parse(than)
  if (!a || !b) return true
  return a[1] !== b[1] ? Number(a[1]) < Number(b[1]) : a[2].length !== b[2].length ? a[2].length < b[2].length : a[2] < b[2]
}

/** A start refused: the zone data is older than the tested one. */
export class TimeZoneDataError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'TimeZoneDataError'
  }
}

/** Throws, with a message an operator can act on, when the zone data is older than the tested one. */
export function assertTimeZoneDataCurrent(version: string = TZ_DATA_VERSION): void {
  if (isOlderTzRelease(version, TESTED_TZ_DATA_VERSION)) {
    throw new TimeZoneDataError(
      `The time-zone data in use is release ${version}, older than ${TESTED_TZ_DATA_VERSION}, the one this site was tested with: ` +
        `Edmonton times could be an hour out. Run "npm install" to get the version of moment-timezone the lockfile names, then start again.`,
    )
  }
}
