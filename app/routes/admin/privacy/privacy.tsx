// Privacy (issue 7, item 9; decision 011): staff answer a person's request about their data.
// They type the person's e-mail address and see what the site holds (contact messages,
// donation records, account), download it all as JSON (./export.ts), or erase it after the
// Confirm Delete dialog. The address travels only in POST bodies, never in a URL (history,
// Referer), and is never logged.
import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef } from 'react'
import { Form, Link, data, useLocation, useNavigation } from 'react-router'
import { ConfirmDelete, InlineConfirmDelete } from '~/components/admin/confirm-delete'
import { DetailList, type DetailItem } from '~/components/admin/detail-list'
import { ScreenHeader } from '~/components/admin/list-header'
import { deleteTriggerClass } from '~/components/admin/row-actions'
import { useHydrated } from '~/components/site/use-hydrated'
import { Button, buttonClassName } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { FormError } from '~/components/ui/form-error'
import { TextInput } from '~/components/ui/text-input'
import { roleNames } from '~/content/permissions'
import { ERASED_MARKER, ERASURE_REFUSALS, canErase, isEmptySummary, privacyLookupSchema, type PersonalDataSummary } from '~/content/privacy'
import { ErasureRefusedError, erasePersonalData, summarisePersonalData, type ErasureResult } from '~/models/personal-data.server'
import { getPrivacySettings } from '~/models/settings.server'
import { actorOf } from '~/auth/actor.server'
import { requireAccess } from '~/auth/guards.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { logger } from '~/utils/logger.server'
import { readFormData } from '~/utils/request-form.server'
import type { Route } from './+types/privacy'
import { backOfficeTitle } from '~/content-types/screens'
import { prepareRegistrationMails } from '~/email/registration-mails.server'

const INTENTS = ['lookup', 'confirm-erase', 'erase'] as const
type Intent = (typeof INTENTS)[number]

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, 'privacy')
  const { contactRetentionMonths } = await getPrivacySettings()
  return { contactRetentionMonths }
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireAccess(request, 'privacy')
  const form = await readFormData(request, 4096)
  if (!form.ok) throw new Response('This form could not be read.', { status: form.status })
  const intent = form.formData.get('intent')
  if (!INTENTS.includes(intent as Intent)) throw new Response('Unknown request', { status: 400 })
  const submission = parseWithZod(form.formData, { schema: privacyLookupSchema })
  if (submission.status !== 'success') return data({ lookup: submission.reply(), result: null }, { status: 400 })
  const { email } = submission.value

  if (intent === 'erase') {
    try {
      const erased = await erasePersonalData(email, me.id, actorOf(me, context), { mail: await prepareRegistrationMails() })
      logger.info({ by: me.id, ...erased }, 'Personal data erased on request')
      return redirectWithFlash('/admin/privacy', { type: 'success', message: erasedMessage(erased) })
    } catch (error) {
      if (!(error instanceof ErasureRefusedError)) throw error
      const summary = await summarisePersonalData(email, me.id)
      return data(
        { lookup: submission.reply(), result: { email, summary, confirming: false, erasureError: `Nothing was erased. ${ERASURE_REFUSALS[error.reason]}` } },
        { status: 400 },
      )
    }
  }
  const summary = await summarisePersonalData(email, me.id)
  // 'confirm-erase' comes from the page without JavaScript: the question is asked on the page
  return { lookup: submission.reply(), result: { email, summary, confirming: intent === 'confirm-erase' && canErase(summary), erasureError: null } }
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

function erasedMessage(erased: ErasureResult): string {
  const done = [
    erased.contactMessages > 0 ? `${plural(erased.contactMessages, 'contact message')} deleted` : null,
    erased.paymentRecordsAnonymised > 0 ? `${plural(erased.paymentRecordsAnonymised, 'donation record')} anonymised (kept for receipts)` : null,
    erased.paymentRecordsDeleted > 0 ? `${plural(erased.paymentRecordsDeleted, 'donation record')} deleted` : null,
    erased.eventRegistrations > 0 ? `${plural(erased.eventRegistrations, 'event registration')} deleted` : null,
    erased.accountDeleted ? `the account and ${plural(erased.sessions, 'session')} deleted` : null,
  ].filter(Boolean)
  return done.length > 0 ? `Erased: ${done.join(', ')}.` : 'Nothing was held about that address, so nothing was erased.'
}

export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const location = useLocation()
  const idle = navigation.state === 'idle'
  const [form, fields] = useForm({
    id: 'privacy-lookup',
    lastResult: idle ? actionData?.lookup : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: privacyLookupSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'lookup'
  const result = actionData?.result ?? null
  // after an erasure (a redirect: the answer is gone) the erased address leaves the field too;
  // only on that change, so that nothing typed before the page's script ran is wiped
  const answered = actionData !== undefined
  const wasAnswered = useRef(answered)
  useEffect(() => {
    if (!idle) return
    if (wasAnswered.current && !answered) form.reset()
    wasAnswered.current = answered
  }, [idle, answered]) // eslint-disable-line react-hooks/exhaustive-deps -- form is a new object each render; only these two say when to reset

  return (
    <>
      <ScreenHeader
        title="Privacy"
        intro="When someone asks what the site holds about them, or asks for it to be erased: look up their e-mail address, download what is held, or erase it."
      />
      <p className="mt-4 max-w-2xl text-slate-700">
        Contact messages are deleted automatically {plural(loaderData.contactRetentionMonths, 'month')} after they arrive.{' '}
        <Link to="/admin/settings" className="font-semibold text-brand-700 underline">
          Change this under Settings
        </Link>
        .
      </p>

      <Form method="post" {...getFormProps(form)} className="mt-8 max-w-xl space-y-5">
        <input type="hidden" name="intent" value="lookup" />
        <FormError id={form.errorId} errors={form.errors} />
        <Field id={fields.email.id} label="E-mail address" errors={fields.email.errors} errorId={fields.email.errorId}>
          <TextInput {...getInputProps(fields.email, { type: 'email' })} autoComplete="off" maxLength={254} spellCheck={false} />
        </Field>
        <Button type="submit" busy={busy} busyLabel="Looking up...">
          Look up
        </Button>
      </Form>

      {result ? <HeldData key={`${location.key}-result`} {...result} /> : null}
    </>
  )
}

type HeldDataProps = { email: string; summary: PersonalDataSummary; confirming: boolean; erasureError: string | null }

function HeldData({ email, summary, confirming, erasureError }: HeldDataProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  const hydrated = useHydrated()
  // a new answer: bring the reader to it (the form stays above, unchanged)
  useEffect(() => {
    heading.current?.focus()
  }, [])
  const empty = isEmptySummary(summary)
  const eraseFields = { intent: 'erase', email }
  const consequences = <ErasureConsequences summary={summary} />

  return (
    <section aria-labelledby="held-data-heading" className="mt-10 max-w-3xl space-y-5">
      <h2 id="held-data-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold break-words focus:outline-none">
        What the site holds about {email}
      </h2>
      <FormError errors={erasureError ? [erasureError] : undefined} />
      {empty ? (
        <p className="text-slate-700">Nothing: no contact message, donation record, account or published item uses this address.</p>
      ) : (
        <DetailList items={summaryItems(summary)} />
      )}
      {confirming ? <InlineConfirmDelete fields={eraseFields} detail={consequences} /> : null}
      {empty ? null : (
        <div className="flex flex-wrap items-center gap-3">
          {/* a plain form: the answer is a file to save, not a page */}
          <form method="post" action="/admin/privacy/export">
            <input type="hidden" name="email" value={email} />
            <button type="submit" className={buttonClassName('secondary')}>
              Download as JSON<span className="sr-only"> everything held about {email}</span>
            </button>
          </form>
          {summary.refusal ? (
            <p className="text-slate-700">{ERASURE_REFUSALS[summary.refusal]}</p>
          ) : canErase(summary) ? (
            hydrated ? (
              <ConfirmDelete
                id="erase"
                label={`Erase everything held about ${email}`}
                triggerText="Erase"
                fields={eraseFields}
                detail={consequences}
                triggerClassName={deleteTriggerClass}
              />
            ) : (
              <Form method="post">
                <input type="hidden" name="intent" value="confirm-erase" />
                <input type="hidden" name="email" value={email} />
                <button type="submit" className={deleteTriggerClass}>
                  Erase<span className="sr-only"> everything held about {email}</span>
                </button>
              </Form>
            )
          ) : null}
        </div>
      )}
    </section>
  )
}

function summaryItems(summary: PersonalDataSummary): DetailItem[] {
  const donations = summary.receiptRecords + summary.otherPaymentRecords
  const items: DetailItem[] = [
    { label: 'Contact messages', value: plural(summary.contactMessages, 'message') },
    {
      label: 'Donation records',
      value:
        donations === 0
          ? 'None'
          : [
              summary.receiptRecords > 0 ? `${summary.receiptRecords} with money received (kept for receipts, anonymised when erased)` : null,
              summary.otherPaymentRecords > 0 ? `${plural(summary.otherPaymentRecords, 'other')} (deleted when erased)` : null,
            ]
              .filter(Boolean)
              .join(', '),
    },
    { label: 'Event registrations', value: summary.eventRegistrations === 0 ? 'None' : `${plural(summary.eventRegistrations, 'registration')} (deleted when erased)` },
    {
      label: 'User account',
      value: summary.account
        ? `${roleNames(summary.account.roles)} account, ${plural(summary.account.sessions, 'signed-in session')}`
        : 'None',
    },
  ]
  if (summary.testimonials > 0) {
    items.push({ label: 'Testimonials', value: `${summary.testimonials}: not changed by erasing; edit or delete under Testimonial` })
  }
  if (summary.teamMembers > 0) {
    items.push({ label: 'Team members', value: `${summary.teamMembers}: not changed by erasing; edit or delete under Member List` })
  }
  return items
}

/** What Yes will do, said in the dialog (and in the page's question without JavaScript). */
function ErasureConsequences({ summary }: { summary: PersonalDataSummary }) {
  return (
    <ul className="list-disc space-y-1 pl-5">
      {summary.contactMessages > 0 ? <li>{plural(summary.contactMessages, 'contact message')} will be deleted.</li> : null}
      {summary.receiptRecords > 0 ? (
        <li>
          {plural(summary.receiptRecords, 'donation record')} with money received will be kept for tax receipts, with the name, e-mail and address
          replaced by “{ERASED_MARKER}”.
        </li>
      ) : null}
      {summary.otherPaymentRecords > 0 ? <li>{plural(summary.otherPaymentRecords, 'other donation record')} will be deleted.</li> : null}
      {summary.officialReceipts > 0 ? (
        <li>{plural(summary.officialReceipts, 'official donation receipt')} will be kept as issued, with the name and address it shows: the Canada Revenue Agency requires it.</li>
      ) : null}
      {summary.account ? <li>The account will be deleted and signed out everywhere.</li> : null}
      <li>This cannot be undone.</li>
    </ul>
  )
}

export function meta() {
  return backOfficeTitle('Privacy')
}
