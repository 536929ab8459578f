// Where Edmonton's offset comes from (decision 043): current tz data, whatever the runtime's own
// ICU says, and a start refused on data older than the tested release.
import { describe, expect, it } from 'vitest'
import { assertTimeZoneDataCurrent, edmontonOffsetAt, isOlderTzRelease, TESTED_TZ_DATA_VERSION, timeZoneLogLine, TZ_DATA_VERSION } from './edmonton-zone.server'

const HOUR = 3_600_000

describe('Edmonton offset', () => {
  it('is UTC-6 from March 2026 on, winter and summer, and was UTC-7 in the winters before', () => {
    expect(edmontonOffsetAt(Date.parse('2026-11-27T12:00:00Z'))).toBe(-6 * HOUR)
    expect(edmontonOffsetAt(Date.parse('2027-01-15T19:00:00Z'))).toBe(-6 * HOUR)
    expect(edmontonOffsetAt(Date.parse('2030-12-25T12:00:00Z'))).toBe(-6 * HOUR)
    expect(edmontonOffsetAt(Date.parse('2026-07-01T12:00:00Z'))).toBe(-6 * HOUR)
    expect(edmontonOffsetAt(Date.parse('2025-12-15T12:00:00Z'))).toBe(-7 * HOUR)
    expect(edmontonOffsetAt(Date.parse('2026-02-15T12:00:00Z'))).toBe(-7 * HOUR)
  })
})

describe('the tz data release', () => {
  it('is the tested one or newer', () => {
    expect(isOlderTzRelease(TZ_DATA_VERSION, TESTED_TZ_DATA_VERSION)).toBe(false)
    expect(() => assertTimeZoneDataCurrent()).not.toThrow()
  })

  it('orders releases by year, then letter', () => {
    expect(isOlderTzRelease('2025c', '2026f')).toBe(true)
    expect(isOlderTzRelease('2026b', '2026f')).toBe(true)
    expect(isOlderTzRelease('2026f', '2026f')).toBe(false)
    expect(isOlderTzRelease('2026g', '2026f')).toBe(false)
    expect(isOlderTzRelease('2027a', '2026f')).toBe(false)
    expect(isOlderTzRelease('garbage', '2026f')).toBe(true)
  })

  it('refuses an older release with a message that says what to do', () => {
    expect(() => assertTimeZoneDataCurrent('2025c')).toThrow(/release 2025c, older than 2026f.*npm install/)
    expect(() => assertTimeZoneDataCurrent('2025c')).toThrow(expect.objectContaining({ name: 'TimeZoneDataError' }))
  })

  it('is named in the start-up log', () => {
    expect(timeZoneLogLine('2026f')).toContain('America/Edmonton, tz database 2026f')
  })
})
