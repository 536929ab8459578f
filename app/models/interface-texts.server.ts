// Interface texts that staff correct, and the review of translations (issue 39 item 4, decision
// 086). A correction is a row of `interface_texts` over the shipped catalog; every change is a
// row of `interface_text_versions` and an entry of the activity log, in one transaction. A
// trigger counts each as a public change (migration 0028), so every instance forgets its kept
// pages and reads, and the next page applies the corrections (applyInterfaceTexts). A review is
// a row of `translation_reviews` keeping the English and the translation it found right.
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import type { Messages } from '@lingui/core'
import { and, desc, eq, inArray, like } from 'drizzle-orm'
import { db } from '../../database/db.server'
import { interfaceTexts, interfaceTextVersions, translationReviews, users } from '../../database/schema'
import { correctCatalog, setCrisisHelpDraft } from '~/i18n/i18n'
import { interfaceMessage, interfaceMessages, placeholdersOf, type InterfaceMessage } from '~/i18n/interface-catalog.server'
import { INTERFACE_TEXT_MAX, TRANSLATED_LANGUAGES, TRANSLATED_LANGUAGE_NAMES, type TranslatedLanguage } from '~/content/translations'
import { parsePo, writePo } from '~/utils/po-file'
import { recordAudit, type Actor } from './audit.server'
import { keptPublicRead } from './public-reads.server'
import { recordReview } from './translation-review.server'

/** The largest .po file an import reads: the whole catalog of a language is about 150 KB. */
export const PO_FILE_MAX_BYTES = 2 * 1024 * 1024

const uiSubject = (id: string) => `ui:${id}`

// ---------------------------------------------------------------- the pages

type Corrections = { texts: { language: string; messageId: string; text: string }[]; reviews: { subject: string; language: string; source: string; text: string }[] }

async function readCorrections(): Promise<Corrections> {
  const [texts, reviews] = await Promise.all([
    db().select({ language: interfaceTexts.language, messageId: interfaceTexts.messageId, text: interfaceTexts.text }).from(interfaceTexts),
    db()
      .select({ subject: translationReviews.subject, language: translationReviews.language, source: translationReviews.source, text: translationReviews.text })
      .from(translationReviews)
      .where(like(translationReviews.subject, 'ui:%')),
  ])
  return { texts, reviews }
}

let applied = ''
let appliedFrom: Corrections | null = null

/**
 * Puts staff's corrections over the shipped catalogs and says which languages' crisis help is
 * still a draft, as the database has them now. Called before a public page renders (the public
 * layout's loader) and at every public change (server/app.ts): kept in memory like every public
 * read, so a page costs nothing more until something changes.
 */
export async function applyInterfaceTexts(): Promise<void> {
  const corrections = await keptPublicRead('interface texts', readCorrections)
  // the same kept read as the last page's (until a public change): nothing to do, at no cost
  if (corrections === appliedFrom) return
  const signature = JSON.stringify(corrections)
  if (signature === applied) {
    appliedFrom = corrections
    return
  }
  for (const language of TRANSLATED_LANGUAGES) {
    const compiled: Messages = {}
    for (const row of corrections.texts) {
      const message = interfaceMessage(row.messageId)
      // a text the code no longer has, or one written by hand that the screen would have refused: the shipped text
      if (row.language !== language || !message || translationProblem(message, row.text) !== null) continue
      compiled[row.messageId] = compileMessageOrThrow(row.text)
    }
    correctCatalog(language, compiled)
    const texts = new Map(corrections.texts.filter((row) => row.language === language).map((row) => [row.messageId, row.text]))
    const reviews = new Map(corrections.reviews.filter((row) => row.language === language).map((row) => [row.subject, row]))
    const draft = interfaceMessages()
      .filter((message) => message.crisis)
      .some((message) => {
        const review = reviews.get(uiSubject(message.id))
        return !review || review.source !== message.english || review.text !== (texts.get(message.id) ?? message.shipped[language])
      })
    setCrisisHelpDraft(language, draft)
  }
  applied = signature
  appliedFrom = corrections
}

// ---------------------------------------------------------------- checking a text

/** What is wrong with a translation of `message`, in words for the person who typed it; null when it is fine. */
export function translationProblem(message: Pick<InterfaceMessage, 'english'>, text: string): string | null {
  if (text.trim() === '') return 'Type the translation, or use the shipped text.'
  if (Array.from(text).length > INTERFACE_TEXT_MAX) return `Keep the translation under ${INTERFACE_TEXT_MAX} characters.`
  const wanted = placeholdersOf(message.english)
  const found = placeholdersOf(text)
  if (wanted.join(' ') !== found.join(' ')) {
    const missing = wanted.filter((name) => !found.includes(name))
    const extra = found.filter((name) => !wanted.includes(name))
    const words = (names: string[]) => names.map((name) => (name.startsWith('<') ? `${name}…${name.replace('<', '</')}` : `{${name}}`)).join(', ')
    if (missing.length > 0) return `Keep ${words(missing)} from the English: the page puts a value or a link there.`
    return `Remove ${words(extra)}: the English has no such place for a value or a link.`
  }
  // tags stay paired as the English has them (<0>…</0>): the page's links are made from them
  for (const tag of new Set(placeholdersOf(message.english).filter((name) => name.startsWith('<')))) {
    const number = tag.slice(1, -1)
    const opens = text.split(`<${number}>`).length - 1
    if (opens > 0 && opens !== text.split(`</${number}>`).length - 1) return `Close <${number}> with </${number}> as the English does.`
  }
  try {
    compileMessageOrThrow(text)
  } catch {
    return 'A brace { or } is missing or extra: keep them as the English has them.'
  }
  return null
}

// ---------------------------------------------------------------- the screen

export type TextState = { reviewed: false } | { reviewed: true; by: string | null; at: Date }

export type InterfaceTextRow = {
  id: string
  english: string
  notes: string[]
  crisis: boolean
  shipped: string
  corrected: string | null
  text: string
  state: TextState
  history: { text: string | null; how: string; by: string | null; at: Date }[]
}

export type InterfaceTextFilters = { language: TranslatedLanguage; q: string; state: 'all' | 'draft' | 'reviewed' | 'corrected' }

async function rowsOf(language: TranslatedLanguage, messages: InterfaceMessage[]) {
  const ids = messages.map((message) => message.id)
  const [texts, reviews] = await Promise.all([
    db().select({ messageId: interfaceTexts.messageId, text: interfaceTexts.text }).from(interfaceTexts).where(eq(interfaceTexts.language, language)),
    db()
      .select({ subject: translationReviews.subject, source: translationReviews.source, text: translationReviews.text, at: translationReviews.reviewedAt, by: users.email })
      .from(translationReviews)
      .leftJoin(users, eq(users.id, translationReviews.reviewedBy))
      .where(and(eq(translationReviews.language, language), like(translationReviews.subject, 'ui:%'))),
  ])
  const corrected = new Map(texts.map((row) => [row.messageId, row.text]))
  const reviewed = new Map(reviews.map((row) => [row.subject, row]))
  return { ids, rows: messages.map((message) => {
    const text = corrected.get(message.id) ?? message.shipped[language]
    const review = reviewed.get(uiSubject(message.id))
    const state: TextState = review && review.source === message.english && review.text === text ? { reviewed: true, by: review.by, at: review.at } : { reviewed: false }
    return { id: message.id, english: message.english, notes: message.notes, crisis: message.crisis, shipped: message.shipped[language], corrected: corrected.get(message.id) ?? null, text, state }
  }) }
}

/** The interface texts of a language that match the filters (the crisis help first), a page of them with their history, and how many match. */
export async function listInterfaceTexts(filters: InterfaceTextFilters, page: { limit: number; offset: number }) {
  const { rows } = await rowsOf(filters.language, interfaceMessages())
  const q = filters.q.trim().toLocaleLowerCase()
  const matching = rows.filter((row) => {
    if (filters.state === 'draft' && row.state.reviewed) return false
    if (filters.state === 'reviewed' && !row.state.reviewed) return false
    if (filters.state === 'corrected' && row.corrected === null) return false
    return !q || [row.english, row.text, row.shipped].some((text) => text.toLocaleLowerCase().includes(q))
  })
  const shown = matching.slice(page.offset, page.offset + page.limit)
  const history = shown.length
    ? await db()
        .select({ messageId: interfaceTextVersions.messageId, text: interfaceTextVersions.text, how: interfaceTextVersions.how, at: interfaceTextVersions.changedAt, by: users.email })
        .from(interfaceTextVersions)
        .leftJoin(users, eq(users.id, interfaceTextVersions.changedBy))
        .where(and(eq(interfaceTextVersions.language, filters.language), inArray(interfaceTextVersions.messageId, shown.map((row) => row.id))))
        .orderBy(desc(interfaceTextVersions.changedAt), desc(interfaceTextVersions.id))
    : []
  const counts = { all: rows.length, reviewed: rows.filter((row) => row.state.reviewed).length, crisisDraft: rows.filter((row) => row.crisis && !row.state.reviewed).length }
  return {
    rows: shown.map((row): InterfaceTextRow => ({ ...row, history: history.filter((entry) => entry.messageId === row.id).map(({ text, how, at, by }) => ({ text, how, at, by })) })),
    total: matching.length,
    counts,
  }
}

// ---------------------------------------------------------------- changes

export type SaveResult = { ok: true; changed: boolean } | { ok: false; error: string }

const label = (message: InterfaceMessage, language: TranslatedLanguage) => `${message.english.slice(0, 80)} (${TRANSLATED_LANGUAGE_NAMES[language]})`

/**
 * Stores `text` as the language's text of a message (null or the shipped text itself: the
 * shipped one again), with its version and log entry; `reviewed` marks the result reviewed too.
 */
export async function saveInterfaceText(
  actor: Actor,
  { language, id, text, reviewed = false }: { language: TranslatedLanguage; id: string; text: string | null; reviewed?: boolean },
): Promise<SaveResult> {
  const message = interfaceMessage(id)
  if (!message) return { ok: false, error: 'This text is no longer one of the website’s. Reload the page.' }
  const wanted = text === null ? null : text.replace(/\r\n/g, '\n')
  if (wanted !== null) {
    const problem = translationProblem(message, wanted)
    if (problem) return { ok: false, error: problem }
  }
  const corrected = wanted === null || wanted === message.shipped[language] ? null : wanted
  let changed = false
  await db().transaction(async (tx) => {
    const [before] = await tx
      .select({ text: interfaceTexts.text })
      .from(interfaceTexts)
      .where(and(eq(interfaceTexts.language, language), eq(interfaceTexts.messageId, id)))
      .for('update')
    const was = before?.text ?? null
    if (was !== corrected) {
      changed = true
      if (corrected === null) await tx.delete(interfaceTexts).where(and(eq(interfaceTexts.language, language), eq(interfaceTexts.messageId, id)))
      else
        await tx
          .insert(interfaceTexts)
          .values({ language, messageId: id, text: corrected, updatedBy: actor.userId })
          .onConflictDoUpdate({ target: [interfaceTexts.language, interfaceTexts.messageId], set: { text: corrected, updatedBy: actor.userId, updatedAt: new Date() } })
      await tx.insert(interfaceTextVersions).values({ language, messageId: id, text: corrected, how: 'typed', changedBy: actor.userId })
      await recordAudit(tx, {
        actor,
        action: 'update',
        itemType: 'Interface text',
        itemId: `${language}:${id}`,
        itemLabel: label(message, language),
        changes: [{ field: language, from: was ?? message.shipped[language], to: corrected ?? message.shipped[language] }],
      })
    }
    if (reviewed) await markReviewedIn(tx, actor, language, message, corrected ?? message.shipped[language])
  })
  return { ok: true, changed }
}

type Executor = Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0]

async function markReviewedIn(tx: Executor, actor: Actor, language: TranslatedLanguage, message: InterfaceMessage, text: string) {
  await recordReview(tx, actor, { subject: uiSubject(message.id), language, english: message.english, text }, { itemType: 'Interface text', itemId: `${language}:${message.id}`, itemLabel: label(message, language) })
}

// ---------------------------------------------------------------- .po files

/** A language's interface texts as a .po file for an outside translator: English, the text now, `fuzzy` where it is a draft. */
export async function exportPo(language: TranslatedLanguage, now = new Date()): Promise<string> {
  const { rows } = await rowsOf(language, interfaceMessages())
  return writePo({
    header: {
      'MIME-Version': '1.0',
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Transfer-Encoding': '8bit',
      Language: language,
      'PO-Revision-Date': now.toISOString().replace('T', ' ').slice(0, 16) + '+0000',
      'X-Generator': 'the website’s Translations screen',
    },
    entries: rows.map((row) => ({
      msgid: row.english,
      msgstr: row.text,
      notes: [...(row.crisis ? ['crisis help: read with special care'] : []), ...row.notes],
      references: [],
      flags: row.state.reviewed ? [] : ['fuzzy'],
    })),
  })
}

export type ImportResult =
  | { ok: true; changed: number; unchanged: number }
  /** Nothing was saved: the file as a whole, or these messages of it, could not be taken. */
  | { ok: false; error: string; problems: string[] }

/**
 * Reads an outside translator's .po file of `language` and stores every text that differs from
 * the site's now, all in one transaction, as Drafts; or, when any part of it cannot be taken,
 * stores nothing and says what (a file half imported would be hard to finish by hand).
 */
export async function importPo(actor: Actor, language: TranslatedLanguage, source: string): Promise<ImportResult> {
  const name = TRANSLATED_LANGUAGE_NAMES[language]
  const parsed = parsePo(source)
  if (!parsed.ok) return { ok: false, error: `This file could not be read as a .po file. ${parsed.error}`, problems: [] }
  const fileLanguage = (parsed.header.Language ?? '').toLowerCase().split(/[_-]/)[0]
  if (fileLanguage && fileLanguage !== language) {
    return { ok: false, error: `This file is for the language "${parsed.header.Language}", not ${name}. Choose ${name}'s file, or the file's own language above.`, problems: [] }
  }
  if (parsed.entries.length === 0) return { ok: false, error: 'This file holds no texts.', problems: [] }
  const byEnglish = new Map(interfaceMessages().map((message) => [message.english, message]))
  const problems: string[] = []
  const wanted = new Map<string, string>()
  for (const entry of parsed.entries) {
    const message = entry.msgctxt === undefined ? byEnglish.get(entry.msgid) : undefined
    const quoted = `"${entry.msgid.length > 60 ? `${entry.msgid.slice(0, 60)}…` : entry.msgid}"`
    if (!message) {
      problems.push(`Line ${entry.line}: ${quoted} is not one of the website’s texts (the English may have changed since the file was made).`)
      continue
    }
    // an empty translation is a text the translator left alone
    if (entry.msgstr.trim() === '') continue
    const problem = translationProblem(message, entry.msgstr)
    if (problem) problems.push(`Line ${entry.line}: ${quoted}: ${problem}`)
    else wanted.set(message.id, entry.msgstr)
  }
  if (problems.length > 0) {
    return { ok: false, error: `Nothing was imported: ${problems.length === 1 ? 'one text' : `${problems.length} texts`} of this file could not be taken. Correct ${problems.length === 1 ? 'it' : 'them'} and import the file again.`, problems }
  }
  const { rows } = await rowsOf(language, interfaceMessages())
  const changes = rows.filter((row) => wanted.has(row.id) && wanted.get(row.id) !== row.text)
  if (changes.length > 0) {
    await db().transaction(async (tx) => {
      for (const row of changes) {
        const text = wanted.get(row.id)!
        const corrected = text === row.shipped ? null : text
        if (corrected === null) await tx.delete(interfaceTexts).where(and(eq(interfaceTexts.language, language), eq(interfaceTexts.messageId, row.id)))
        else
          await tx
            .insert(interfaceTexts)
            .values({ language, messageId: row.id, text: corrected, updatedBy: actor.userId })
            .onConflictDoUpdate({ target: [interfaceTexts.language, interfaceTexts.messageId], set: { text: corrected, updatedBy: actor.userId, updatedAt: new Date() } })
        await tx.insert(interfaceTextVersions).values({ language, messageId: row.id, text: corrected, how: 'imported', changedBy: actor.userId })
      }
      await recordAudit(tx, {
        actor,
        action: 'update',
        itemType: 'Interface texts',
        itemLabel: `${name}, imported from a .po file`,
        changes: changes.slice(0, 50).map((row) => ({ field: row.english.slice(0, 80), from: row.text, to: wanted.get(row.id)! })),
      })
    })
  }
  return { ok: true, changed: changes.length, unchanged: wanted.size - changes.length }
}
