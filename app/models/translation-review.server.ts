// Marking one translated text reviewed (decisions 086 and 095): the review keeps the English and
// the translation found right, by whom, and the activity log says so, in the caller's transaction.
// The Translations screen, the content forms' "Mark reviewed when saving" and interface texts
// all write a review this way.
import { translationReviews } from '../../database/schema'
import type { Transaction } from '../../database/connection.server'
import type { TranslatedLanguage } from '~/content/translations'
import { recordAudit, type Actor } from './audit.server'

type Review = { subject: string; language: TranslatedLanguage; english: string; text: string }
type Item = { itemType: string; itemId: string | null; itemLabel: string }

export async function recordReview(tx: Transaction, actor: Actor, { subject, language, english, text }: Review, item: Item): Promise<void> {
  const reviewed = { source: english, text, reviewedBy: actor.userId }
  await tx
    .insert(translationReviews)
    .values({ subject, language, ...reviewed })
    .onConflictDoUpdate({ target: [translationReviews.subject, translationReviews.language], set: { ...reviewed, reviewedAt: new Date() } })
  await recordAudit(tx, { actor, action: 'translation reviewed', ...item, changes: [{ field: language, to: text }] })
}
