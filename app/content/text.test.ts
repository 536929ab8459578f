import { describe, expect, test } from 'vitest'
import { ELLIPSIS, initials, paragraphs, truncate } from './text'

const letters = (count: number) => 'abcdefghij'.repeat(Math.ceil(count / 10)).slice(0, count)

describe('truncate', () => {
  test('uses three full stops as the ellipsis, like the old site', () => {
    expect(ELLIPSIS).toBe('...')
  })

  test('events page: a text of exactly 100 characters is shown whole', () => {
    expect(truncate(letters(100), 100)).toBe(letters(100))
  })

  test('events page: 101 characters become the first 100 plus an ellipsis', () => {
    expect(truncate(letters(101), 100)).toBe(letters(100) + '...')
  })

  test('home events: longer than 50 is cut to 50 plus an ellipsis', () => {
    expect(truncate(letters(50), 50)).toBe(letters(50))
    expect(truncate(letters(51), 50)).toBe(letters(50) + '...')
  })

  test('blog cards, literally as spec 9 says: longer than 50 -> first 100 characters plus ellipsis', () => {
    // 50 or fewer: untouched
    expect(truncate(letters(50), 100, { longerThan: 50 })).toBe(letters(50))
    // 51 to 100: nothing is cut, but the ellipsis is added
    expect(truncate(letters(60), 100, { longerThan: 50 })).toBe(letters(60) + '...')
    expect(truncate(letters(100), 100, { longerThan: 50 })).toBe(letters(100) + '...')
    // beyond 100: cut at 100
    expect(truncate(letters(250), 100, { longerThan: 50 })).toBe(letters(100) + '...')
  })

  test('paragraph breaks and repeated spaces count as one space', () => {
    expect(truncate('First  paragraph.\n\nSecond one.', 100)).toBe('First paragraph. Second one.')
  })

  test('the ellipsis follows the last word, not a space', () => {
    expect(truncate('Hello there my friend', 6)).toBe('Hello...')
  })

  test('never splits a character made of two code units', () => {
    expect(truncate('🌱🌱🌱🌱', 2)).toBe('🌱🌱...')
  })
})

describe('paragraphs', () => {
  test('splits on blank lines and drops empty parts', () => {
    expect(paragraphs('One.\n\nTwo,\nstill two.\n \n\n\nThree.\n')).toEqual(['One.', 'Two,\nstill two.', 'Three.'])
  })

  test('handles Windows line endings and empty text', () => {
    expect(paragraphs('One.\r\n\r\nTwo.')).toEqual(['One.', 'Two.'])
    expect(paragraphs('')).toEqual([])
    expect(paragraphs('   ')).toEqual([])
    expect(paragraphs(null)).toEqual([])
  })
})

test('initials take the first letters of the first and last names', () => {
  expect(initials('Harpreet Kaur Sandhu')).toBe('HS')
  expect(initials('anjali')).toBe('A')
  expect(initials('  ')).toBe('')
})
