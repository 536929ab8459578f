// CSV cells as a spreadsheet reads them: quoted when they must be, formulas made harmless.
import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from './csv'

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['with, comma', '"with, comma"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+1 780 555 0142', "'+1 780 555 0142"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    ['\tTab', "'\tTab"],
    ['\rReturn', `"'\rReturn"`],
    ['=A1,B1', `"'=A1,B1"`],
    ['a=1', 'a=1'],
    ['', ''],
  ])('%j becomes %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })

  it('writes nothing for a missing value and numbers as they are', () => {
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(25)).toBe('25')
  })
})

describe('toCsv', () => {
  it('starts with a byte-order mark and ends every line with CRLF', () => {
    expect(toCsv(['A', 'B'], [['1', null]])).toBe('\uFEFFA,B\r\n1,\r\n')
  })
})
