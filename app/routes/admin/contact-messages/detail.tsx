// Contact detail (spec 2.5): name, email, subject, message, date, Go Back. Beyond the spec:
// opening it marks the message read, and Reply opens the staff member's e-mail program.
import { ConfirmDelete, InlineConfirmDelete } from '~/components/admin/confirm-delete'
import { DetailList } from '~/components/admin/detail-list'
import { GoBackLink, ScreenHeader } from '~/components/admin/list-header'
import { deleteTriggerClass } from '~/components/admin/row-actions'
import { buttonClassName } from '~/components/ui/button'
import { getContactMessage, markContactMessageRead } from '~/models/contact-message.server'
import { requireAdmin } from '~/auth/guards.server'
import { formatDateTime } from '~/utils/dates'
import { idParam } from '~/utils/id-param.server'
import type { Route } from './+types/detail'

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request)
  const message = await getContactMessage(idParam(params.id))
  if (!message) throw new Response('Not found', { status: 404 })
  if (!message.readAt) await markContactMessageRead(message.id)
  const subject = message.subject.startsWith('Re:') ? message.subject : `Re: ${message.subject}`
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
    createdAt: formatDateTime(message.createdAt),
    replyHref: `mailto:${encodeURIComponent(message.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`,
    pendingDelete: new URL(request.url).searchParams.get('delete') === String(message.id),
  }
}

export default function ContactMessageDetail({ loaderData: m }: Route.ComponentProps) {
  const deleteFields = { intent: 'delete', id: String(m.id) }
  const detail = (
    <p>
      <span className="font-semibold">{m.name}</span>: {m.subject}
    </p>
  )
  return (
    <>
      <ScreenHeader title={m.subject} intro={`Message from ${m.name}`} action={<GoBackLink to="/admin/contact-messages" />} />
      <div className="mt-6 max-w-3xl space-y-6">
        {m.pendingDelete ? <InlineConfirmDelete action="/admin/contact-messages" fields={deleteFields} detail={detail} /> : null}
        <DetailList
          items={[
            { label: 'Name', value: m.name },
            { label: 'Email', value: m.email },
            { label: 'Subject', value: m.subject },
            { label: 'Message', value: m.message, long: true },
            { label: 'Date', value: m.createdAt },
          ]}
        />
        <div className="flex flex-wrap gap-3">
          <a href={m.replyHref} className={buttonClassName('primary')}>
            Reply by e-mail<span className="sr-only"> to {m.name}</span>
          </a>
          <ConfirmDelete
            id={m.id}
            label={`Delete message from ${m.name}`}
            action="/admin/contact-messages"
            fields={deleteFields}
            detail={detail}
            triggerClassName={deleteTriggerClass}
          />
        </div>
      </div>
    </>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.subject ?? 'Message'} · Back office` }]
}
