// The review state of content translations (issue 39 item 4, decision 086): every translated text
// of a post, event, team member, testimonial, album or picture in Punjabi, Hindi or Urdu, beside
// its English, Draft or Reviewed. A review is a row of `translation_reviews` (subject
// '<table>:<id>:<field>') keeping the English and the translation it found right: a text is
// Reviewed while both are still those, so a changed English (or translation) makes it a Draft
// again with nothing to update in the content forms.
import { and, eq, getTableName, isNull, not, like } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { db } from '../../database/db.server'
import { translationReviews, users } from '../../database/schema'
import { asTranslations, TRANSLATED_LANGUAGE_NAMES, type TranslatedLanguage } from '~/content/translations'
import { recordAudit, type Actor } from '~/models/audit.server'
import { translatedFields } from './declaration'
import type { ContentStore } from './store.server'
import { TRASH_STORES } from './trash.server'

export type ContentTranslationRow = {
  subject: string
  type: string
  item: string
  field: string
  editHref: string
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
  return rows.flatMap((row) => {
    const texts = asTranslations(row.translations)[language] ?? {}
    return fields.flatMap(({ name, column }) => {
      const translation = texts[column]
      const english = row[column]
      if (!translation || typeof english !== 'string') return []
      return [
        {
          subject: `${table}:${row.id}:${column}`,
          type: store.type.labels.singular,
          item: String(row[title] ?? `#${row.id}`),
          field: labels.get(name) ?? name,
          editHref: `${store.type.path}/${row.id}/edit`,
          english,
          translation,
        },
      ]
    })
  })
}

async function allTexts(language: TranslatedLanguage) {
  const [texts, reviews] = await Promise.all([
    Promise.all(TRASH_STORES.map((store) => textsOf(store, language))).then((lists) => lists.flat()),
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

/** Marks a content translation reviewed as it reads now; false when there is no such text (deleted or emptied meanwhile). */
export async function markContentTranslationReviewed(actor: Actor, language: TranslatedLanguage, subject: string): Promise<boolean> {
  const text = (await allTexts(language)).find((row) => row.subject === subject)
  if (!text) return false
  await db().transaction(async (tx) => {
    await tx
      .insert(translationReviews)
      .values({ subject, language, source: text.english, text: text.translation, reviewedBy: actor.userId })
      .onConflictDoUpdate({ target: [translationReviews.subject, translationReviews.language], set: { source: text.english, text: text.translation, reviewedBy: actor.userId, reviewedAt: new Date() } })
    await recordAudit(tx, {
      actor,
      action: 'translation reviewed',
      itemType: text.type,
      itemId: subject.split(':')[1],
      itemLabel: `${text.item}: ${text.field} (${TRANSLATED_LANGUAGE_NAMES[language]})`,
      changes: [{ field: language, to: text.translation }],
    })
  })
  return true
}
