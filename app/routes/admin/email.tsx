// E-mail (issue 14, item 4): every e-mail the site has queued, sent or given up on, with the
// server's answer or the error, "Send again" for a failed one, and "Send a test e-mail" (also
// offered on the settings screen). Bodies are not shown: some hold sign-in links.
import { Form, Link } from 'react-router'
import { z } from 'zod'
import { ScreenHeader } from '~/components/admin/list-header'
import { CellLabel, STACKED } from '~/components/admin/stacked-table'
import { MailNotConfigured, TestMailButton } from '~/components/admin/mail-notices'
import { Pagination } from '~/components/admin/data-table'
import { testMail } from '~/email/mails.server'
import { isMailConfigured, queueMail, wakeOutbox } from '~/email/outbox.server'
import { MailNotResendableError, OUTBOX_PAGE_SIZE, countOutboxByStatus, decideHeldMail, listOutbox, resendMail, type OutboxStatus } from '~/models/outbox.server'
import { getOrganisation } from '~/models/settings.server'
import { actorOf } from '~/auth/actor.server'
import { requireAccess } from '~/auth/guards.server'
import { formatDateTime } from '~/utils/dates.server'
import { env } from '~/utils/env.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { readListParams } from '~/utils/list-params.server'
import { readFormData } from '~/utils/request-form.server'
import type { Route } from './+types/email'
import { backOfficeTitle } from '~/content-types/screens'

const STATUS_LABELS: Record<OutboxStatus, string> = { queued: 'Waiting', sending: 'Sending', sent: 'Sent', failed: 'Failed', held: 'Held', dropped: 'Not sent' }
const FILTERS = ['all', 'queued', 'held', 'sent', 'failed'] as const
const KIND_LABELS: Record<string, string> = {
  'password-reset': 'Password reset',
  test: 'Test',
  'contact-alert': 'New message alert',
  invitation: 'Invitation',
  'account-exists': 'Note about a second registration',
  'contact-reply': 'Reply to a message',
  'donation-thanks': 'Thank-you for a donation',
  'donation-receipt': 'Donation receipt',
  'donation-receipt-copy': 'Copy of a donation receipt',
  'two-factor-setup': 'Link to set up two-factor sign-in',
  'code-lock': 'Warning: wrong sign-in codes',
  'roles-changed': 'Roles changed',
  'review-request': 'Draft submitted for review',
}

const actionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('test') }),
  z.object({ intent: z.literal('resend'), id: z.coerce.number().int().positive().max(2_147_483_647) }),
  // mail held after a restore (decision 046): one, or every held mail when no id is posted
  z.object({ intent: z.enum(['send-held', 'drop-held']), id: z.coerce.number().int().positive().max(2_147_483_647).optional() }),
])

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, 'email')
  const { page } = readListParams(request)
  const asked = new URL(request.url).searchParams.get('status')
  const filter = FILTERS.find((f) => f === asked) ?? 'all'
  const [list, counts] = await Promise.all([listOutbox(filter === 'all' ? null : filter, page), countOutboxByStatus()])
  const pageCount = Math.max(1, Math.ceil(list.total / OUTBOX_PAGE_SIZE))
  return {
    configured: isMailConfigured(),
    filter,
    counts,
    info: { page: Math.min(page, pageCount), pageCount, total: list.total, q: '', sort: 'newest' as const, pageSize: OUTBOX_PAGE_SIZE, filters: (filter === 'all' ? {} : { status: filter }) as Record<string, string> },
    rows: list.rows.map((row) => ({
      ...row,
      kind: KIND_LABELS[row.kind] ?? row.kind,
      createdAt: formatDateTime(row.createdAt),
      sentAt: row.sentAt ? formatDateTime(row.sentAt) : null,
      nextAttemptAt: formatDateTime(row.nextAttemptAt),
    })),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAccess(request, 'email')
  const form = await readFormData(request, 4096)
  if (!form.ok) throw new Response('This form could not be read.', { status: form.status })
  const parsed = actionSchema.safeParse(Object.fromEntries(form.formData))
  if (!parsed.success) throw new Response('Unknown request', { status: 400 })
  if (parsed.data.intent === 'test') {
    await queueMail([await testMail(await getOrganisation(), user.email, env().SITE_URL)])
    wakeOutbox()
    const message = isMailConfigured()
      ? `A test e-mail to ${user.email} is on its way. Its state shows below.`
      : `A test e-mail to ${user.email} is waiting below: e-mail is not configured on this server.`
    return redirectWithFlash('/admin/email', { type: 'success', message })
  }
  if (parsed.data.intent !== 'resend') {
    const send = parsed.data.intent === 'send-held'
    const done = await decideHeldMail(send ? 'send' : 'drop', actorOf(user, context), parsed.data.id)
    if (send) wakeOutbox()
    const mails = `${done} e-mail${done === 1 ? '' : 's'}`
    if (done === 0) return redirectWithFlash('/admin/email?status=held', { type: 'error', message: 'Nothing was held any more: someone may have decided already.' })
    return redirectWithFlash(send ? '/admin/email?status=queued' : '/admin/email', { type: 'success', message: send ? `${mails} will be sent now.` : `${mails} will not be sent.` })
  }
  try {
    await resendMail(parsed.data.id)
  } catch (error) {
    if (error instanceof MailNotResendableError) return redirectWithFlash('/admin/email', { type: 'error', message: error.message })
    throw error
  }
  wakeOutbox()
  return redirectWithFlash('/admin/email?status=queued', { type: 'success', message: 'The e-mail will be sent again.' })
}

export default function Email({ loaderData }: Route.ComponentProps) {
  const { configured, filter, counts, rows, info } = loaderData
  return (
    <>
      <ScreenHeader
        title="E-mail"
        intro="Every e-mail the website sends: password resets, alerts about new messages and tests. Failed e-mails are tried again for a day; after that you can send one again."
        action={<TestMailButton />}
      />
      {!configured ? <MailNotConfigured /> : null}
      {counts.held > 0 ? <HeldMail count={counts.held} /> : null}
      <nav aria-label="Show e-mails" className="mt-6 flex flex-wrap gap-2">
        {FILTERS.map((f) => {
          const count = f === 'all' ? null : f === 'queued' ? counts.queued + counts.sending : counts[f]
          return (
            <Link
              key={f}
              to={f === 'all' ? '/admin/email' : `/admin/email?status=${f}`}
              aria-current={f === filter ? 'page' : undefined}
              className="inline-flex min-h-11 items-center rounded-full px-4 font-semibold ring-1 ring-slate-300 hover:bg-brand-50 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
            >
              {f === 'all' ? 'All' : STATUS_LABELS[f]}
              {count !== null ? <span className="ml-2">({count})</span> : null}
            </Link>
          )
        })}
      </nav>
      {rows.length === 0 ? (
        <p className="mt-6 rounded-xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200">No e-mails here.</p>
      ) : (
        <div className="relative mt-6 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          <table className={STACKED.table}>
            <caption className="sr-only">E-mails, {info.total} in all</caption>
            <thead className={STACKED.head}>
              <tr>
                <th scope="col" className="px-4 py-3">To</th>
                <th scope="col" className="px-4 py-3">Subject</th>
                <th scope="col" className="px-4 py-3">Queued</th>
                <th scope="col" className="px-4 py-3">State</th>
              </tr>
            </thead>
            <tbody className={STACKED.body}>
              {rows.map((row) => (
                <tr key={row.id} className={`border-b border-slate-100 align-top last:border-0 ${STACKED.row}`}>
                  <td className={`min-w-44 px-4 py-3 [overflow-wrap:anywhere] ${STACKED.cell}`}>
                    <CellLabel>To</CellLabel>
                    {row.to}
                    {row.replyTo ? <span className="block text-sm text-slate-600">Answers go to {row.replyTo}</span> : null}
                  </td>
                  <td className={`min-w-52 px-4 py-3 ${STACKED.cell}`}>
                    <CellLabel>Subject</CellLabel>
                    {row.subject}
                    <span className="block text-sm text-slate-600">{row.kind}</span>
                  </td>
                  <td className={`px-4 py-3 whitespace-nowrap ${STACKED.cell}`}>
                    <CellLabel>Queued</CellLabel>
                    {row.createdAt}
                  </td>
                  <td className={`min-w-44 px-4 py-3 [overflow-wrap:anywhere] ${STACKED.cell}`}>
                    <CellLabel>State</CellLabel>
                    <StatusBadge status={row.status} />
                    <MailState row={row} />
                    {row.status === 'held' ? <HeldMailChoice id={row.id} to={row.to} /> : null}
                    {row.canResend ? (
                      <Form method="post" className="mt-2">
                        <input type="hidden" name="id" value={row.id} />
                        <button
                          type="submit"
                          name="intent"
                          value="resend"
                          className="min-h-11 rounded-full border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50"
                        >
                          Send again<span className="sr-only"> to {row.to}</span>
                        </button>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="mt-4">
        <Pagination info={info} />
      </div>
    </>
  )
}

type Row = Route.ComponentProps['loaderData']['rows'][number]

const choiceButton = 'min-h-11 rounded-full border px-4 font-semibold'

/** Mail that came back with a restored backup: it may have gone out before, so it waits for a person. */
function HeldMail({ count }: { count: number }) {
  const mails = count === 1 ? 'One e-mail was' : `${count} e-mails were`
  return (
    <section aria-labelledby="held-mail" className="mt-6 rounded-xl border-l-4 border-amber-600 bg-amber-50 p-5 text-amber-950">
      <h2 id="held-mail" className="text-lg font-semibold">
        Held after a restore
      </h2>
      <p className="mt-1">
        {mails} waiting to be sent when the backup was restored and may have gone out already. They are held: nothing is sent until you choose.
      </p>
      <Form method="post" className="mt-3 flex flex-wrap gap-3">
        <button type="submit" name="intent" value="send-held" className={`${choiceButton} border-brand-700 bg-brand-700 text-white hover:bg-brand-800`}>
          Send {count === 1 ? 'it' : `all ${count}`}
        </button>
        <button type="submit" name="intent" value="drop-held" className={`${choiceButton} border-slate-500 bg-white text-slate-900 hover:bg-slate-50`}>
          Do not send {count === 1 ? 'it' : 'them'}
        </button>
        <Link to="/admin/email?status=held" className="inline-flex min-h-11 items-center font-semibold underline">
          See which
        </Link>
      </Form>
    </section>
  )
}

function HeldMailChoice({ id, to }: { id: number; to: string }) {
  return (
    <Form method="post" className="mt-2 flex flex-wrap gap-2">
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value="send-held" className={`${choiceButton} border-brand-700 text-brand-700 hover:bg-brand-50`}>
        Send<span className="sr-only"> to {to}</span>
      </button>
      <button type="submit" name="intent" value="drop-held" className={`${choiceButton} border-slate-500 text-slate-900 hover:bg-slate-50`}>
        Do not send<span className="sr-only"> to {to}</span>
      </button>
    </Form>
  )
}

function MailState({ row }: { row: Row }) {
  if (row.status === 'sent') return <p className="mt-1 text-sm text-slate-700">{row.sentAt}{row.smtpResponse ? ` · ${row.smtpResponse}` : ''}</p>
  if (row.status === 'failed') return <p className="mt-1 text-sm text-red-800">Gave up after {row.attempts} attempts: {row.lastError}</p>
  if (row.status === 'held') return <p className="mt-1 text-sm text-slate-700">Waiting when the backup was made; sent only if you choose.</p>
  if (row.status === 'dropped') return <p className="mt-1 text-sm text-slate-700">Held after a restore, and not sent by choice.</p>
  if (row.lastError) return <p className="mt-1 text-sm text-slate-700">Attempt {row.attempts} failed ({row.lastError}); next try {row.nextAttemptAt}</p>
  return null
}

function StatusBadge({ status }: { status: OutboxStatus }) {
  const tone =
    status === 'sent'
      ? 'bg-green-50 text-green-900 ring-green-700'
      : status === 'failed'
        ? 'bg-red-50 text-red-900 ring-red-700'
        : status === 'dropped'
          ? 'bg-slate-50 text-slate-900 ring-slate-600'
          : 'bg-amber-50 text-amber-900 ring-amber-700'
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${tone}`}>{STATUS_LABELS[status]}</span>
}

export function meta() {
  return backOfficeTitle('E-mail')
}
