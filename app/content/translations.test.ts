// The translations of an item (decision 035): what a form's values store, what a stored value
// gives back to the form and to a page in each language.
import { expect, test } from 'vitest'
import { asTranslations, englishWhereFallback, localize, translationsFromForm, translationsToForm } from './translations'

const FIELDS = [
  { name: 'title', column: 'title' },
  // a gallery album's 'category' field is stored in its 'name'
  { name: 'category', column: 'name' },
]

test('a form keeps the texts typed, trimmed, under the row\'s field; empty ones and unknown languages are left out', () => {
  const value = { title__ur: ' عنوان ', title__pa: '', category__hi: 'दीवाली', title__fr: 'Titre', title: 'Title' }
  expect(translationsFromForm(value, FIELDS)).toEqual({ ur: { title: 'عنوان' }, hi: { name: 'दीवाली' } })
  expect(translationsFromForm({}, FIELDS)).toEqual({})
})

test('a stored value goes back to the form field by field', () => {
  expect(translationsToForm({ ur: { title: 'عنوان' }, hi: { name: 'दीवाली' } }, FIELDS)).toEqual({ title__ur: 'عنوان', category__hi: 'दीवाली' })
})

test('a stored value is read defensively', () => {
  expect(asTranslations(null)).toEqual({})
  expect(asTranslations('text')).toEqual({})
  expect(asTranslations({ ur: { title: 5, name: ' ', description: 'ok' }, fr: { title: 'x' }, pa: 'x' })).toEqual({ ur: { description: 'ok' } })
})

test('a page in a language takes its texts, and names those still in English; an English page takes the item as it is', () => {
  const row = { id: 1, title: 'Walk', description: 'A walk.', location: '', translations: { ur: { title: 'سیر' }, pa: { description: 'ਸੈਰ।' } } }
  expect(localize(row, 'ur', ['title', 'description', 'location'])).toEqual({ id: 1, title: 'سیر', description: 'A walk.', location: '', inEnglish: ['description'] })
  expect(localize(row, 'pa', ['title', 'description'])).toEqual({ id: 1, title: 'Walk', description: 'ਸੈਰ।', location: '', inEnglish: ['title'] })
  expect(localize(row, 'hi', ['title'])).toMatchObject({ title: 'Walk', inEnglish: ['title'] })
  expect(localize(row, 'en', ['title', 'description'])).toEqual({ id: 1, title: 'Walk', description: 'A walk.', location: '' })
  // only the fields asked for are translated
  expect(localize(row, 'ur', ['description'])).toMatchObject({ title: 'Walk' })
})

test('an English fallback is marked lang="en", left to right; a translated text is not marked', () => {
  expect(englishWhereFallback({ inEnglish: ['title'] }, 'title')).toEqual({ lang: 'en', dir: 'ltr' })
  expect(englishWhereFallback({ inEnglish: ['title'] }, 'description')).toEqual({})
  expect(englishWhereFallback({}, 'title')).toEqual({})
})
