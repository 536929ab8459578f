// Dates in words, Edmonton time. The facts are Alberta's, not the code's: since the tz database's
// release 2026c Alberta keeps UTC-6 all year (it stayed on daylight time after 8 March 2026);
// before that, winters were UTC-7.
import { describe, expect, it } from 'vitest'
import { dateParts, formatDate, formatDateTime, formatTime } from './dates.server'

describe('dates', () => {
  it('writes Edmonton time under the current rules: UTC-6 in the winter of 2026-27', () => {
    expect(formatDateTime('2026-11-27T12:00:00Z')).toBe('27 November 2026, 6:00 a.m.')
    expect(formatDateTime('2027-01-15T19:00:00Z')).toBe('15 January 2027, 1:00 p.m.')
    expect(formatTime('2026-12-06T00:00:00Z')).toBe('6:00 p.m.')
    expect(formatDate('2026-12-06T00:00:00Z')).toBe('5 December 2026')
  })

  it('writes the day first with the month name, and winters before 2026 at UTC-7', () => {
    // 23:52 UTC on 21 November 2025 was 4:52 p.m. in Edmonton (MST, UTC-7)
    expect(formatDate(new Date('2025-11-21T23:52:00Z'))).toBe('21 November 2025')
    expect(formatDateTime('2025-11-21T23:52:00Z')).toBe('21 November 2025, 4:52 p.m.')
    expect(formatTime('2025-11-21T16:05:00Z')).toBe('9:05 a.m.')
  })

  it('uses the Edmonton calendar day, not UTC, near midnight', () => {
    // 03:00 UTC on 1 July is still 30 June in Edmonton (UTC-6)
    expect(formatDate('2026-07-01T03:00:00Z')).toBe('30 June 2026')
    expect(dateParts('2026-07-01T03:00:00Z')).toEqual({ day: '30', month: 'June', year: '2026' })
    // 05:30 UTC on 1 January 2027 is still 31 December 2026 in Edmonton
    expect(dateParts('2027-01-01T05:30:00Z')).toEqual({ day: '31', month: 'December', year: '2026' })
  })

  it('writes the same Edmonton time in every language', () => {
    expect(formatTime('2026-11-27T12:00:00Z', 'hi')).toMatch(/^6:00 (am|AM|पूर्वाह्न)$/)
    expect(formatDate('2027-01-01T05:30:00Z', 'pa')).toContain('2026')
  })
})
