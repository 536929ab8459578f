// Contact detail (spec 2.5): name, email, subject, message, date, Go Back; opening it marks the
// message read; Delete. Beyond the spec (issue 14): the replies sent, a reply form that e-mails
// the visitor through the outbox and marks the message Answered, and Mark as unread.
import { data } from 'react-router'
import { actorOf } from '~/auth/actor.server'
import { requireAccess } from '~/auth/guards.server'
import { ContactReplies, MarkUnreadButton } from '~/components/admin/contact-replies'
import { detailLoader } from '~/content-types/admin.server'
import { contactMessage } from '~/content-types/contact-message'
import {
  REPLY_MAX_LENGTH,
  REPLY_MESSAGES,
  contactMessageStore,
  listReplies,
  markUnread,
  replyRecipient,
  replySchema,
  sendReply,
  type ReplyOutcome,
} from '~/content-types/contact-message.server'
import { DetailScreen, detailTitle } from '~/content-types/screens'
import { contactReplyMail } from '~/email/contact-reply.server'
import { isMailConfigured, mailSender, wakeOutbox } from '~/email/outbox.server'
import { markFormKeySaved, releaseFormKey, takeFormKey } from '~/models/form-submission.server'
import { getOrganisation } from '~/models/settings.server'
import { formatDateTime } from '~/utils/dates.server'
import { ALREADY_GONE_MESSAGE } from '~/utils/delete-action.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { newFormKey, readFormKey } from '~/utils/form-key.server'
import { idParam } from '~/utils/id-param.server'
import { readFormData } from '~/utils/request-form.server'
import type { Route } from './+types/detail'

export async function loader({ request, params }: Route.LoaderArgs) {
  const detail = await detailLoader(contactMessageStore, request, params.id)
  const [replies, from, organisation] = await Promise.all([listReplies(detail.id), mailSender(), getOrganisation()])
  return {
    ...detail,
    from: typeof from === 'string' ? from : from.address,
    // a visitor's answer goes to the organisation's e-mail (decision 051)
    replyTo: organisation.email,
    // the one address a reply goes to; null when the stored e-mail is not exactly one address
    to: replyRecipient({ email: String((detail as Record<string, unknown>).email) }),
    replyFormKey: newFormKey(),
    replies: replies.map((reply) => ({
      id: reply.id,
      by: reply.authorEmail,
      to: reply.sentTo,
      sent: formatDateTime(reply.createdAt),
      body: reply.body,
      delivery: reply.delivery,
    })),
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const me = await requireAccess(request, 'contactMessages')
  const id = idParam(params.id)
  const form = await readFormData(request, 64 * 1024)
  if (!form.ok) throw new Response('This form could not be read.', { status: form.status })
  const intent = form.formData.get('intent')
  const list = contactMessage.path
  if (intent === 'mark-unread') {
    // back to the list: opening the message again would mark it read
    if (!(await markUnread(id))) return redirectWithFlash(list, { type: 'error', message: ALREADY_GONE_MESSAGE })
    return redirectWithFlash(list, { type: 'success', message: 'Marked as unread.' })
  }
  if (intent !== 'reply') throw new Response('Unknown request', { status: 400 })

  const typed = String(form.formData.get('body') ?? '').slice(0, REPLY_MAX_LENGTH * 2)
  const parsed = replySchema.safeParse({ body: typed })
  if (!parsed.success) return data({ typed, error: parsed.error.issues[0].message }, { status: 400 })
  // a second post of the same form (a double click with JavaScript off) does not send it twice
  const formKey = readFormKey(form.formData)
  const turn = formKey ? await takeFormKey(formKey) : 'first'
  if (turn === 'busy') return data({ typed, error: REPLY_MESSAGES.stillSending }, { status: 409 })
  // said truthfully: without SMTP_URL the reply waits in the outbox
  const done = () => redirectWithFlash(`${list}/${id}`, { type: 'success', message: isMailConfigured() ? 'Reply sent.' : REPLY_MESSAGES.waiting })
  if (turn === 'duplicate') return done()

  let sent: ReplyOutcome
  try {
    // read before the transaction: on the embedded database a query outside it would wait for it
    const organisation = await getOrganisation()
    sent = await sendReply(id, me, parsed.data.body, (message, to) => contactReplyMail(organisation, to, parsed.data.body, message), actorOf(me, context))
  } catch (error) {
    if (formKey) await releaseFormKey(formKey)
    throw error
  }
  if (formKey) await (sent === 'sent' ? markFormKeySaved(formKey) : releaseFormKey(formKey))
  if (sent === 'gone') return redirectWithFlash(list, { type: 'error', message: ALREADY_GONE_MESSAGE })
  if (sent === 'no-recipient') return data({ typed, error: REPLY_MESSAGES.noRecipient }, { status: 400 })
  wakeOutbox()
  return done()
}

export default function Detail({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <DetailScreen type={contactMessage} item={loaderData} actions={<MarkUnreadButton />}>
      <ContactReplies
        replies={loaderData.replies}
        to={loaderData.to}
        from={loaderData.from}
        replyTo={loaderData.replyTo}
        formKey={loaderData.replyFormKey}
        typed={actionData?.typed}
        error={actionData?.error}
      />
    </DetailScreen>
  )
}

export const meta = ({ data }: Route.MetaArgs) => detailTitle(contactMessage, data)
