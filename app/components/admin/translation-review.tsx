// A translated text's review state beside its box in a back-office form (issue 39 item 4,
// decision 095): Draft, or Reviewed by whom and when, read from the review's English and
// translation compared with what the form holds now, so a change to either says at once that
// saving makes it a Draft again. Beside it, for those who may review, what marks it reviewed:
// a content form's checkbox (kept with the Save) or the Site settings' link to its row on the
// Translations screen.
import type { ReactNode } from 'react'
import { REVIEW_FIELD, stillReviewed, type ShownReview } from '~/content/translation-review'

type Props = {
  /** The text's form field ('title__ur'): ids and the checkbox's value. */
  name: string
  /** The English and the translation as the form holds them now. */
  english: string
  text: string
  review: ShownReview | undefined
  /** The language's name in English ('Urdu'). */
  language: string
  /** A content form's "Mark reviewed when saving" for those who may review. */
  tick?: boolean
  /** Another way to mark it, where the form takes no tick (a link). */
  mark?: ReactNode
}

export function TranslationReview({ name, english, text, review, language, tick = false, mark }: Props) {
  // nothing translated: the page shows the English, and there is nothing to review
  if (!text.trim()) return null
  const reviewed = review !== undefined && stillReviewed(review, english, text)
  const id = `${name}-review`
  return (
    <div className="-mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm" data-review={name}>
      <p id={id}>
        <span className="sr-only">{language} text: </span>
        {reviewed ? (
          <span className="rounded-full bg-emerald-100 px-3 py-1 font-semibold text-emerald-900">
            Reviewed by {review?.by}, {review?.at}
          </span>
        ) : (
          <span className="rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900">Draft</span>
        )}
        {!reviewed && review ? <span className="ms-1 text-slate-700"> changed since {review.by} reviewed it</span> : null}
      </p>
      {!reviewed && tick ? (
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-medium text-slate-900">
          <input type="checkbox" name={REVIEW_FIELD} value={name} className="size-5 accent-brand-700" />
          Mark the {language} reviewed when saving
        </label>
      ) : null}
      {!reviewed ? mark : null}
    </div>
  )
}
