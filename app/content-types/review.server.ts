// "Save and submit for review" (issue 37): a Writer's draft is marked as waiting for review and
// the Editors get an e-mail, in the save's own transaction, through the outbox (decision 018):
// the mark and the mail exist exactly when the save does. The reviewers are the roles that may
// manage the type's area besides the Administrator (app/content/permissions.ts: the Editors);
// on a site with no Editor, the Administrators.
import { rolesThatMay } from '~/content/permissions'
import { reviewRequestMail } from '~/email/mails.server'
import { queueMail, wakeOutbox } from '~/email/outbox.server'
import { recordAudit, type Actor } from '~/models/audit.server'
import { getOrganisation } from '~/models/settings.server'
import { languagesOfEmails, listEmailsOfRoles } from '~/models/user.server'
import { env } from '~/utils/env.server'
import { nameOf, previewPath } from './declaration'
import { markReviewRequested, type AlsoInTransaction, type ContentStore } from './store.server'

/** Who reviews a type's drafts: their addresses (read before the save's transaction, which must not wait on another query). */
export async function reviewersOf(store: ContentStore): Promise<string[]> {
  const reviewers = await listEmailsOfRoles(rolesThatMay(store.type.area).filter((role) => role !== 'administrator'))
  return reviewers.length > 0 ? reviewers : listEmailsOfRoles(['administrator'])
}

/** What a Writer's save does besides, when they asked for a review: the mark, the activity log's entry and the Editors' e-mails. */
export async function reviewRequest(store: ContentStore, actor: Actor): Promise<AlsoInTransaction> {
  const [reviewers, organisation, siteUrl] = [await reviewersOf(store), await getOrganisation(), env().SITE_URL]
  // each Editor reads it in their account's language (decision 077)
  const languages = await languagesOfEmails(reviewers)
  return async (tx, saved) => {
    const id = saved.id as number
    const title = nameOf(store.type, saved)
    await markReviewRequested(tx, store, id)
    await recordAudit(tx, { actor, action: 'review request', itemType: store.type.labels.singular, itemId: id, itemLabel: title })
    const preview = previewPath(store.type, { id })
    const draft = {
      writer: actor.email ?? 'A writer',
      kind: store.type.labels.singular,
      title,
      editLink: `${siteUrl}${store.type.path}/${id}/edit`,
      previewLink: preview ? `${siteUrl}${preview}` : null,
    }
    await queueMail(await Promise.all(reviewers.map((to) => reviewRequestMail(organisation, to, draft, languages.get(to)))), tx)
  }
}

export { wakeOutbox }
