// A translated text's review state as the back-office forms show it beside the text (issue 39
// item 4, decisions 086 and 095). A review keeps the English and the translation it found right;
// the text is Reviewed while both still read so, a Draft otherwise. Browser-safe: the content
// forms and the Site settings form compare what their boxes hold now with the review, so a box
// changed (or its English changed) says at once that saving makes it a Draft again.
import type { TranslatedLanguage } from './translations'

/** A review as a form receives it: who (their e-mail) and when (Edmonton, written on the server), and the two texts it found right. */
export type ShownReview = { by: string; at: string; source: string; text: string }

/** The reviews of one item's (or of the settings') texts, by form field ('title__ur'). */
export type ShownReviews = Record<string, ShownReview>

/** The form field under which the review of a form's checkbox "Mark reviewed when saving" is posted (its value: the text's field, 'title__ur'). */
export const REVIEW_FIELD = 'reviewed'

/** Whether a text reads as it did when reviewed (the same trimming as a save). */
export function stillReviewed(review: ShownReview | undefined, english: string, text: string): boolean {
  return review !== undefined && text.trim() !== '' && review.source === english.trim() && review.text === text.trim()
}

/** The Site settings' texts translated per language: the settings form's field, where it is on the Translations screen, and its tabs. */
export const SETTINGS_TRANSLATED = [
  { name: 'officeHours', item: 'Organisation', field: 'Office hours', tabs: 'office-hours-languages' },
  { name: 'shareImageAlt', item: 'Picture for shared links', field: 'What the picture shows', tabs: 'share-picture-languages' },
  { name: 'qrInstructions', item: 'Donations', field: 'Payment instructions', tabs: 'payment-instructions-languages' },
  { name: 'qrImageAlt', item: 'QR code picture', field: 'What the picture shows', tabs: 'qr-picture-languages' },
] as const

export type SettingsTranslated = (typeof SETTINGS_TRANSLATED)[number]['name']

/** A settings text's subject in `translation_reviews`. */
export const settingsSubject = (name: SettingsTranslated) => `settings:${name}`

/** A text's id on the Translations screen (message ids and subjects hold + / and :). */
export const reviewAnchor = (subject: string) => `text-${subject.replace(/[^A-Za-z0-9_-]/g, '_')}`

/** The Translations screen's row of a content or settings text in a language. */
export const reviewRowHref = (subject: string, language: TranslatedLanguage) => `/admin/translations?kind=content&language=${language}#${reviewAnchor(subject)}`

/** The id of a language's panel in a form's LanguageTabs: a link to it opens that tab. */
export const languagePanelId = (tabs: string, language: TranslatedLanguage) => `${tabs}-panel-${language}`
