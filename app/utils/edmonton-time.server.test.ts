// Wall-clock times typed in a datetime-local input are Edmonton times, summer or winter, and
// whatever zone the server runs in (the test process's TZ is irrelevant). The facts are
// Alberta's: UTC-7 in the winters up to 2025-26, UTC-6 all year since (tz database 2026c).
import { describe, expect, it } from 'vitest'
import { isDateTimeInput, parseEdmontonDateTime, toEdmontonDateTimeInput } from './edmonton-time.server'

describe('parseEdmontonDateTime', () => {
  it('reads a time typed for December 2026 as UTC-6 (Alberta no longer falls back)', () => {
    expect(parseEdmontonDateTime('2026-12-05T18:00')?.toISOString()).toBe('2026-12-06T00:00:00.000Z')
    expect(parseEdmontonDateTime('2027-01-15T13:00')?.toISOString()).toBe('2027-01-15T19:00:00.000Z')
    // 1 November 2026: no repeated hour any more
    expect(parseEdmontonDateTime('2026-11-01T01:30')?.toISOString()).toBe('2026-11-01T07:30:00.000Z')
    expect(parseEdmontonDateTime('2026-11-01T02:30')?.toISOString()).toBe('2026-11-01T08:30:00.000Z')
  })

  it('reads a winter time as Mountain Standard Time (UTC-7)', () => {
    expect(parseEdmontonDateTime('2026-01-15T18:30')?.toISOString()).toBe('2026-01-16T01:30:00.000Z')
    expect(parseEdmontonDateTime('2025-12-05T18:30')?.toISOString()).toBe('2025-12-06T01:30:00.000Z')
  })

  it('reads a summer time as Mountain Daylight Time (UTC-6)', () => {
    expect(parseEdmontonDateTime('2026-07-15T18:30')?.toISOString()).toBe('2026-07-16T00:30:00.000Z')
    expect(parseEdmontonDateTime('2026-06-01T09:05:30')?.toISOString()).toBe('2026-06-01T15:05:30.000Z')
  })

  it('handles the nights the clocks change (2025: 9 March forward, 2 November back)', () => {
    // just before and after the spring change
    expect(parseEdmontonDateTime('2025-03-09T01:59')?.toISOString()).toBe('2025-03-09T08:59:00.000Z')
    expect(parseEdmontonDateTime('2025-03-09T03:00')?.toISOString()).toBe('2025-03-09T09:00:00.000Z')
    // 2:30 a.m. does not exist that night: it becomes 3:30 a.m. summer time
    expect(parseEdmontonDateTime('2025-03-09T02:30')?.toISOString()).toBe('2025-03-09T09:30:00.000Z')
    // 1:30 a.m. happens twice on 2 November: the first one (still summer time)
    expect(parseEdmontonDateTime('2025-11-02T01:30')?.toISOString()).toBe('2025-11-02T07:30:00.000Z')
    expect(parseEdmontonDateTime('2025-11-02T02:30')?.toISOString()).toBe('2025-11-02T09:30:00.000Z')
  })

  it.each(['', '2026-12-05', '2026-12-05 18:30', '2026-02-30T10:00', '2026-12-05T24:00', '2026-13-01T10:00', '05/12/2026 18:30', 'tomorrow', '0999-01-01T00:00'])(
    'refuses %j',
    (value) => {
      expect(parseEdmontonDateTime(value)).toBeNull()
      expect(isDateTimeInput(value)).toBe(false)
    },
  )
})

describe('toEdmontonDateTimeInput', () => {
  it('gives the edit form the Edmonton wall-clock time, in winter and in summer', () => {
    expect(toEdmontonDateTimeInput(new Date('2026-11-27T12:00:00Z'))).toBe('2026-11-27T06:00')
    expect(toEdmontonDateTimeInput(new Date('2027-01-15T19:00:00Z'))).toBe('2027-01-15T13:00')
    expect(toEdmontonDateTimeInput(new Date('2026-01-16T01:30:00Z'))).toBe('2026-01-15T18:30')
    expect(toEdmontonDateTimeInput(new Date('2026-07-16T00:30:00Z'))).toBe('2026-07-15T18:30')
    expect(toEdmontonDateTimeInput('2026-07-01T06:00:00Z')).toBe('2026-07-01T00:00')
  })

  it('round-trips every hour of a year (the repeated hour of fall-back night reads as its first time)', () => {
    const start = Date.UTC(2025, 0, 1, 7)
    for (let hour = 0; hour < 24 * 365; hour += 1) {
      const instant = new Date(start + hour * 3_600_000)
      const typed = toEdmontonDateTimeInput(instant)
      const back = parseEdmontonDateTime(typed)!
      const expected = typed === '2025-11-02T01:00' ? new Date('2025-11-02T07:00:00Z') : instant
      expect(back.toISOString(), typed).toBe(expected.toISOString())
    }
  })
})
