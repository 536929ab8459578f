// Under a contact message: the replies staff sent (who, when, what, and whether the e-mail left),
// the form to write one, and Mark as unread. The reply goes by e-mail from the organisation's
// address; the note before the box reminds staff that someone else may read the visitor's inbox.
// Leaving with a reply written but not sent asks first (unsaved-changes.tsx).
import { Form, Link, useNavigation } from 'react-router'
import { Button, buttonClassName } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Textarea } from '~/components/ui/textarea'
import { FORM_KEY_FIELD } from '~/content/form-key'
import { UnsavedChangesGuard } from './unsaved-changes'

export type ShownReply = {
  id: number
  by: string
  to: string
  sent: string
  body: string
  delivery: 'queued' | 'sending' | 'sent' | 'failed' | 'held' | 'dropped' | null
}

const DELIVERY: Record<NonNullable<ShownReply['delivery']>, string> = {
  queued: 'Waiting to be sent',
  sending: 'Being sent',
  sent: 'E-mail sent',
  failed: 'Could not be sent',
  held: 'Held after a restore (see E-mail)',
  dropped: 'Not sent (held after a restore)',
}

export function MarkUnreadButton() {
  return (
    <Form method="post">
      <button type="submit" name="intent" value="mark-unread" className={buttonClassName('secondary')}>
        Mark as unread
      </button>
    </Form>
  )
}

export function ContactReplies({
  replies,
  to,
  from,
  replyTo,
  formKey,
  typed,
  error,
}: {
  replies: ShownReply[]
  /** the one address the reply goes to; null when the message's e-mail is not exactly one address */
  to: string | null
  from: string
  /** where the visitor's answer goes (Reply-To: the organisation's e-mail under Settings) */
  replyTo: string
  formKey: string
  typed?: string
  error?: string
}) {
  const navigation = useNavigation()
  const sending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'reply'
  return (
    <>
      {replies.length > 0 ? (
        <section aria-labelledby="replies-heading" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 id="replies-heading" className="text-xl font-semibold">
            Replies
          </h2>
          <ol className="mt-4 space-y-6">
            {replies.map((reply) => (
              <li key={reply.id} className="border-l-4 border-brand-700 pl-4">
                <p className="text-sm text-slate-700">
                  {reply.sent}, by {reply.by}, to {reply.to}
                  {reply.delivery ? (
                    <>
                      {' · '}
                      {reply.delivery === 'failed' ? (
                        <Link to="/admin/email?status=failed" className="font-semibold text-red-800 underline underline-offset-4">
                          {DELIVERY.failed}
                        </Link>
                      ) : (
                        <span className="font-semibold">{DELIVERY[reply.delivery]}</span>
                      )}
                    </>
                  ) : null}
                </p>
                <p className="mt-2 break-words whitespace-pre-wrap">{reply.body}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <section aria-labelledby="reply-heading" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="reply-heading" className="text-xl font-semibold">
          Reply
        </h2>
        {to === null ? (
          <p role="status" className="mt-2 rounded-lg border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-slate-900">
            No reply can be sent from here: the e-mail this message gave is not one address (it may name several people, or hold a line break), so a reply
            could reach strangers. If you need to answer, check who wrote it first, then write from your own e-mail or call them.
          </p>
        ) : (
          <>
            <dl aria-label="Who the reply goes to" className="mt-3 text-slate-700 sm:grid sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-4 sm:gap-y-1">
              <dt className="font-medium">To</dt>
              <dd>
                <span className="font-semibold break-all text-slate-900">{to}</span> (this address only)
              </dd>
              <dt className="mt-2 font-medium sm:mt-0">From</dt>
              <dd className="break-all">{from}</dd>
              <dt className="mt-2 font-medium sm:mt-0">Answers go to</dt>
              <dd>
                <span className="break-all">{replyTo}</span> (the organisation’s e-mail, under Settings)
              </dd>
            </dl>
            <p className="mt-3 text-slate-700">
              Their message is quoted below your reply. Someone else may read their inbox: write nothing you would not want another person to see.
            </p>
            {/* a new key after each reply sent: the box starts empty again */}
            <Form key={formKey} id="contact-reply" method="post" className="mt-4 space-y-4">
              <input type="hidden" name="intent" value="reply" />
              <input type="hidden" name={FORM_KEY_FIELD} value={formKey} />
              <Field id="reply-body" label="Your reply" errors={error ? [error] : undefined} errorId="reply-body-error">
                <Textarea
                  id="reply-body"
                  name="body"
                  rows={8}
                  defaultValue={typed}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'reply-body-error' : undefined}
                />
              </Field>
              <Button type="submit" busy={sending} busyLabel="Sending…">
                Send reply
              </Button>
              {/* the dialog is drawn over the page, outside the form; a sent reply starts it afresh with the form */}
              <UnsavedChangesGuard formId="contact-reply" />
            </Form>
          </>
        )}
      </section>
    </>
  )
}
