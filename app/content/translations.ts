// Content in the community's languages (issue 16 item 8, decision 035): an item's Punjabi, Hindi
// and Urdu versions of its texts, kept beside the English in one `translations` column
// ({ ur: { title: '...' } }). A text left empty there is shown in English, marked so.
// Browser-safe: the back-office form and the public pages both read it.
import type { Language } from '~/i18n/languages'

/** The languages content is translated into (English is the item itself). */
export const TRANSLATED_LANGUAGES = ['pa', 'hi', 'ur'] as const
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number]

/** The longest interface text staff may type on the Translations screen (the longest shipped one is under 700 characters; decision 086). */
export const INTERFACE_TEXT_MAX = 2000

/** How the back office (in English) names them. */
export const TRANSLATED_LANGUAGE_NAMES: Record<TranslatedLanguage, string> = { pa: 'Punjabi', hi: 'Hindi', ur: 'Urdu' }

/** What the column holds: per language, the translated texts by the row's field. */
export type ContentTranslations = Partial<Record<TranslatedLanguage, Record<string, string>>>

/** The form field of a text in a language: 'title' in Urdu is 'title__ur'. */
export function translationName(field: string, language: TranslatedLanguage): string {
  return `${field}__${language}`
}

/** A field of the item and the form field it is typed in (they differ where a declaration says `column`). */
export type TranslatedField = { name: string; column: string }

/** The translations in a form's checked values, the empty ones left out. */
export function translationsFromForm(value: Record<string, unknown>, fields: TranslatedField[]): ContentTranslations {
  const translations: ContentTranslations = {}
  for (const language of TRANSLATED_LANGUAGES) {
    const texts = Object.fromEntries(
      fields.flatMap(({ name, column }) => {
        const text = value[translationName(name, language)]
        return typeof text === 'string' && text.trim() ? [[column, text.trim()]] : []
      }),
    )
    if (Object.keys(texts).length > 0) translations[language] = texts
  }
  return translations
}

/** The stored translations as the form's values ('title__ur': '...'); a field not translated is not there (an empty field). */
export function translationsToForm(stored: unknown, fields: TranslatedField[]): Record<string, string> {
  const translations = asTranslations(stored)
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.flatMap((language) =>
      fields.flatMap(({ name, column }) => {
        const text = translations[language]?.[column]
        return text ? [[translationName(name, language), text]] : []
      }),
    ),
  )
}

/** A stored value read defensively: anything but texts in a known language is ignored. */
export function asTranslations(stored: unknown): ContentTranslations {
  if (typeof stored !== 'object' || stored === null) return {}
  const translations: ContentTranslations = {}
  for (const language of TRANSLATED_LANGUAGES) {
    const texts = (stored as Record<string, unknown>)[language]
    if (typeof texts !== 'object' || texts === null) continue
    const kept = Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '')
    if (kept.length > 0) translations[language] = Object.fromEntries(kept)
  }
  return translations
}

/** What a public page receives of an item: the fields that are still English on a page in another language. */
export type Localized = { inEnglish?: string[] }

/**
 * An item as a page in `language` shows it: each of `fields` in that language where it has
 * been translated, in English otherwise (listed in `inEnglish`, so the page marks it). The
 * other languages' texts are left out: a page carries only its own.
 */
export function localize<Row extends { translations?: unknown }>(row: Row, language: Language, fields: readonly string[]): Omit<Row, 'translations'> & Localized {
  const { translations, ...item } = row
  if (language === 'en') return item
  const texts = asTranslations(translations)[language] ?? {}
  const inEnglish: string[] = []
  const out: Record<string, unknown> = { ...item }
  for (const field of fields) {
    const text = texts[field]
    if (text) out[field] = text
    else if (typeof out[field] === 'string' && out[field] !== '') inEnglish.push(field)
  }
  return { ...(out as Omit<Row, 'translations'>), ...(inEnglish.length > 0 ? { inEnglish } : {}) }
}

/**
 * The attributes of an element showing a field: lang="en" and left to right where the field
 * fell back to English on a page in another language, so a screen reader reads it in English
 * and an Urdu page does not line it up right to left.
 */
export function englishWhereFallback(item: Localized, field: string): { lang?: 'en'; dir?: 'ltr' } {
  return item.inEnglish?.includes(field) ? { lang: 'en', dir: 'ltr' } : {}
}
