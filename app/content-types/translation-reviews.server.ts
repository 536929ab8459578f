// The review state of content translations (issue 39 item 4, decision 086): every translated text
// of a post, event, team member, testimonial, album or picture in Punjabi, Hindi or Urdu, beside
// its English, Draft or Reviewed. A review is a row of `translation_reviews` (subject
// '<table>:<id>:<field>') keeping the English and the translation it found right: a text is
// Reviewed while both are still those, so a changed English (or translation) makes it a Draft
// again with nothing to update in the content forms. The Site settings' translated texts (office
// hours, payment instructions, what the two settings pictures show) are listed with them, first,
// and the content and settings forms show each text's state beside it (decision 095).
import { and, eq, getTableName, inArray, isNull, not, like } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { db } from '../../database/db.server'
import type { Transaction } from '../../database/connection.server'
import { media, translationReviews, users } from '../../database/schema'
import { asTranslations, TRANSLATED_LANGUAGE_NAMES, TRANSLATED_LANGUAGES, translationName, type TranslatedLanguage } from '~/content/translations'
import { languagePanelId, SETTINGS_TRANSLATED, settingsSubject, type ShownReviews } from '~/content/translation-review'
import type { Actor } from '~/models/audit.server'
import { recordReview } from '~/models/translation-review.server'
import { asAltTranslations, getMediaById } from '~/models/media.server'
import { PICTURE_DESCRIPTION } from '~/content/fields'
import { getSiteSettings } from '~/models/settings.server'
import { formatDateTime } from '~/utils/dates.server'
import { descriptionName, editing, imageFieldsOf, translatedFields, type ContentType } from './declaration'
import type { ContentStore } from './store.server'
import { TRASH_STORES } from './trash.server'

export type ContentTranslationRow = {
  subject: string
  type: string
  item: string
  field: string
  /** Where the text is typed: the item's edit form, or the Site settings, open on the language's tab. */
  editHref: string
  /** The settings' texts (only an Administrator opens the Site settings). */
  settings: boolean
  english: string
  translation: string
  state: { reviewed: false } | { reviewed: true; by: string | null; at: Date }
}

type Text = Omit<ContentTranslationRow, 'state'>

async function textsOf(store: ContentStore, language: TranslatedLanguage): Promise<Text[]> {
  const columns = store.table as unknown as Record<string, PgColumn>
  const fields = translatedFields(store.type)
  if (fields.length === 0) return []
  const title = store.type.titleField
  const trashed = columns.trashedAt
  const rows = (await db()
    .select()
    .from(store.table)
    .where(trashed ? isNull(trashed) : undefined)) as Record<string, unknown>[]
  const table = getTableName(store.table)
  const labels = new Map(store.type.translated.map((field) => [field.name, field.label]))
  const pictures = await picturesOf(store.type, rows)
  return rows.flatMap((row): Text[] => {
    const texts = asTranslations(row.translations)[language] ?? {}
    const seen = { type: store.type.labels.singular, item: String(row[title] ?? `#${row.id}`), editHref: `${store.type.path}/${row.id}/edit#${languagePanelId(`${editing(store.type).formId}-languages`, language)}`, settings: false }
    const written = fields.flatMap(({ name, column }): Text[] => {
      const translation = texts[column]
      const english = row[column]
      if (!translation || typeof english !== 'string') return []
      return [{ ...seen, subject: `${table}:${row.id}:${column}`, field: labels.get(name) ?? name, english, translation }]
    })
    // what each picture shows, typed in the item's form (decision 083): the review is the picture's
    const described = imageFieldsOf(store.type).flatMap((declared): Text[] => {
      const picture = pictures.get(row[`${declared.name}Id`] as number)
      const translation = picture?.translations[language]
      if (!picture || !translation) return []
      return [{ ...seen, subject: pictureSubject(picture.id), field: pictureLabel(declared.label), english: picture.english, translation }]
    })
    return [...written, ...described]
  })
}

/** A picture's description's subject: the review belongs to the picture (a new picture is a new text). */
const pictureSubject = (id: number) => `media:${id}:alt`

/** How a content form labels a picture's description ('What the picture shows', or '…: Picture for the side'). */
const pictureLabel = (label: string | undefined) => (label && label !== 'Picture' ? `${PICTURE_DESCRIPTION.label}: ${label}` : PICTURE_DESCRIPTION.label)

/** The pictures of these rows with their descriptions, on a type whose form has language tabs. */
async function picturesOf(type: ContentType, rows: Record<string, unknown>[]) {
  const fields = imageFieldsOf(type)
  const ids = [...new Set(rows.flatMap((row) => fields.map((field) => row[`${field.name}Id`])).filter((id): id is number => typeof id === 'number'))]
  if (type.translated.length === 0 || ids.length === 0) return new Map<number, { id: number; english: string; translations: ReturnType<typeof asAltTranslations> }>()
  const found = await db().select({ id: media.id, alt: media.alt, altTranslations: media.altTranslations }).from(media).where(inArray(media.id, ids))
  return new Map(found.map((row) => [row.id, { id: row.id, english: row.alt ?? '', translations: asAltTranslations(row.altTranslations) }]))
}

/** The Site settings' translated texts, in English and each language ('' where there is none): the office hours, the payment instructions, what the settings pictures show. */
async function settingsTexts(): Promise<Record<(typeof SETTINGS_TRANSLATED)[number]['name'], { english: string; translations: Partial<Record<TranslatedLanguage, string>> }>> {
  const { organisation, payments } = await getSiteSettings()
  const [shareImage, qrImage] = await Promise.all([organisation.shareImageId, payments.qrImageId].map((id) => (id === null ? null : getMediaById(id))))
  const inLanguages = (translations: ReturnType<typeof asTranslations>, field: string) => Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, translations[language]?.[field] ?? '']))
  const picture = (image: typeof shareImage) => ({ english: image?.alt ?? '', translations: { ...(image?.altTranslations ?? {}) } })
  return {
    officeHours: { english: organisation.officeHours, translations: inLanguages(organisation.translations, 'officeHours') },
    shareImageAlt: picture(shareImage),
    qrInstructions: { english: payments.qrInstructions, translations: inLanguages(payments.translations, 'qrInstructions') },
    qrImageAlt: picture(qrImage),
  }
}

async function settingsTextsIn(language: TranslatedLanguage): Promise<Text[]> {
  const texts = await settingsTexts()
  return SETTINGS_TRANSLATED.flatMap(({ name, item, field, tabs }) => {
    const translation = texts[name].translations[language]
    if (!translation) return []
    return [{ subject: settingsSubject(name), type: 'Site settings', item, field, editHref: `/admin/settings#${languagePanelId(tabs, language)}`, settings: true, english: texts[name].english, translation }]
  })
}

async function allTexts(language: TranslatedLanguage) {
  const [texts, reviews] = await Promise.all([
    // the settings' few texts first: every page shows some of them
    Promise.all([settingsTextsIn(language), ...TRASH_STORES.map((store) => textsOf(store, language))]).then((lists) => lists.flat()),
    db()
      .select({ subject: translationReviews.subject, source: translationReviews.source, text: translationReviews.text, at: translationReviews.reviewedAt, by: users.email })
      .from(translationReviews)
      .leftJoin(users, eq(users.id, translationReviews.reviewedBy))
      .where(and(eq(translationReviews.language, language), not(like(translationReviews.subject, 'ui:%')))),
  ])
  const reviewed = new Map(reviews.map((row) => [row.subject, row]))
  return texts.map((text): ContentTranslationRow => {
    const review = reviewed.get(text.subject)
    return { ...text, state: review && review.source === text.english && review.text === text.translation ? { reviewed: true, by: review.by, at: review.at } : { reviewed: false } }
  })
}

/** A language's content translations matching the filters, a page of them, and how many match and are reviewed. */
export async function listContentTranslations(filters: { language: TranslatedLanguage; q: string; state: 'all' | 'draft' | 'reviewed' | 'corrected' }, page: { limit: number; offset: number }) {
  const rows = await allTexts(filters.language)
  const q = filters.q.trim().toLocaleLowerCase()
  const matching = rows.filter((row) => {
    if (filters.state === 'draft' && row.state.reviewed) return false
    if (filters.state === 'reviewed' && !row.state.reviewed) return false
    return !q || [row.english, row.translation, row.item].some((text) => text.toLocaleLowerCase().includes(q))
  })
  return { rows: matching.slice(page.offset, page.offset + page.limit), total: matching.length, counts: { all: rows.length, reviewed: rows.filter((row) => row.state.reviewed).length } }
}

/** The reviews of these subjects in every language, as a form shows them, by the form field of `fieldOf(subject)` in the language ('title__ur'). */
async function shownReviews(subjects: Map<string, string>): Promise<ShownReviews> {
  if (subjects.size === 0) return {}
  const rows = await db()
    .select({ subject: translationReviews.subject, language: translationReviews.language, source: translationReviews.source, text: translationReviews.text, at: translationReviews.reviewedAt, by: users.email })
    .from(translationReviews)
    .leftJoin(users, eq(users.id, translationReviews.reviewedBy))
    .where(inArray(translationReviews.subject, [...subjects.keys()]))
  return Object.fromEntries(
    rows.map((row) => [translationName(subjects.get(row.subject)!, row.language as TranslatedLanguage), { by: row.by ?? 'a deleted account', at: formatDateTime(row.at), source: row.source, text: row.text }]),
  )
}

/** An item's reviews for its edit form ('title__ur': who, when, the English and the Urdu reviewed). */
export function itemReviews(store: ContentStore, item: { id: number } & Record<string, unknown>): Promise<ShownReviews> {
  const table = getTableName(store.table)
  // and what its pictures show ('imageAlt__ur'), reviewed with the picture
  const pictures = imageFieldsOf(store.type).flatMap((field) => {
    const id = (item[field.name] as { id?: number } | null | undefined)?.id
    return typeof id === 'number' ? [[pictureSubject(id), descriptionName(field.name)] as const] : []
  })
  return shownReviews(new Map([...translatedFields(store.type).map(({ name, column }) => [`${table}:${item.id}:${column}`, name] as const), ...pictures]))
}

/** The Site settings' reviews for its form ('officeHours__ur': ...). */
export function settingsReviews(): Promise<ShownReviews> {
  return shownReviews(new Map(SETTINGS_TRANSLATED.map(({ name }) => [settingsSubject(name), name])))
}

/**
 * The texts ticked "Mark reviewed when saving" in an item's form, marked as the save leaves them
 * (in its transaction: what is reviewed is what was saved, with the English saved with it).
 * `ticked` holds form fields ('title__ur'); a text the save left empty is not marked.
 */
export async function markReviewedInSave(tx: Transaction, actor: Actor, store: ContentStore, saved: Record<string, unknown>, ticked: string[]): Promise<void> {
  const table = getTableName(store.table)
  const translations = asTranslations(saved.translations)
  const labels = new Map(store.type.translated.map((field) => [field.name, field.label]))
  const item = String(saved[store.type.titleField] ?? `#${saved.id}`)
  for (const { name, column } of translatedFields(store.type)) {
    for (const language of TRANSLATED_LANGUAGES) {
      if (!ticked.includes(translationName(name, language))) continue
      const text = translations[language]?.[column]
      const english = saved[column]
      if (!text || typeof english !== 'string') continue
      await recordReview(
        tx,
        actor,
        { subject: `${table}:${saved.id}:${column}`, language, english, text },
        { itemType: store.type.labels.singular, itemId: String(saved.id), itemLabel: `${item}: ${labels.get(name) ?? name} (${TRANSLATED_LANGUAGE_NAMES[language]})` },
      )
    }
  }
  // what each picture shows, as the save left it on the picture
  for (const field of imageFieldsOf(store.type)) {
    const id = saved[`${field.name}Id`]
    const wanted = TRANSLATED_LANGUAGES.filter((language) => ticked.includes(translationName(descriptionName(field.name), language)))
    if (typeof id !== 'number' || wanted.length === 0) continue
    const [picture] = await tx.select({ alt: media.alt, altTranslations: media.altTranslations }).from(media).where(eq(media.id, id))
    for (const language of wanted) {
      const text = asAltTranslations(picture?.altTranslations)[language]
      if (!picture || !text) continue
      await recordReview(
        tx,
        actor,
        { subject: pictureSubject(id), language, english: picture.alt ?? '', text },
        { itemType: store.type.labels.singular, itemId: String(saved.id), itemLabel: `${item}: ${pictureLabel(field.label)} (${TRANSLATED_LANGUAGE_NAMES[language]})` },
      )
    }
  }
}

/** Marks a content translation reviewed as it reads now; false when there is no such text (deleted or emptied meanwhile). */
export async function markContentTranslationReviewed(actor: Actor, language: TranslatedLanguage, subject: string): Promise<boolean> {
  const text = (await allTexts(language)).find((row) => row.subject === subject)
  if (!text) return false
  await db().transaction((tx) =>
    recordReview(
      tx,
      actor,
      { subject, language, english: text.english, text: text.translation },
      // the settings' entries under the activity log's Settings, with their other changes
      { itemType: text.settings ? 'Settings' : text.type, itemId: text.settings ? null : subject.split(':')[1], itemLabel: `${text.item}: ${text.field} (${TRANSLATED_LANGUAGE_NAMES[language]})` },
    ),
  )
  return true
}
