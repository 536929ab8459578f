import { describe, expect, it } from 'vitest'
import { dateParts, formatDate, formatDateTime, formatTime } from './dates'

describe('dates', () => {
  it('writes the day first with the month name, in Edmonton time', () => {
    // 23:52 UTC on 21 November is 4:52 p.m. in Edmonton (MST, UTC-7)
    expect(formatDate(new Date('2026-11-21T23:52:00Z'))).toBe('21 November 2026')
    expect(formatDateTime('2026-11-21T23:52:00Z')).toBe('21 November 2026, 4:52 p.m.')
    expect(formatTime('2026-11-21T16:05:00Z')).toBe('9:05 a.m.')
  })

  it('uses the Edmonton calendar day, not UTC, near midnight and in summer time', () => {
    // 03:00 UTC on 1 July is still 30 June in Edmonton (MDT, UTC-6)
    expect(formatDate('2026-07-01T03:00:00Z')).toBe('30 June 2026')
    expect(dateParts('2026-07-01T03:00:00Z')).toEqual({ day: '30', month: 'June', year: '2026' })
  })
})
