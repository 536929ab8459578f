// /events/{id}/register (issue 38): the registration form of an event that takes registrations.
// A plain form checked by the action (no React in the browser, decision 039): name, e-mail,
// phone, how many people, preferred language, the event's question, consent. Spam and abuse as
// on the contact form: the honeypot, a rate limit per address, and a double submit stored once
// (decision 036). A registered person goes to their registration's page (the personal link's), which
// is the confirmation. A signed-in member's form starts with their e-mail and last name used; for
// a visitor without a session the page is the same for everyone and is cached whole.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { I18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { data, Form, redirect } from 'react-router'
import { getUser } from '~/auth/guards.server'
import { DocumentLink } from '~/components/site/document-link'
import { registrationView } from '~/components/site/event-page.server'
import { HoneypotField } from '~/components/site/honeypot-field'
import { PublicFormScript } from '~/components/site/public-form-script'
import { RegistrationLine } from '~/components/site/registration-status'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { FormError } from '~/components/ui/form-error'
import { controlClassName, TextInput } from '~/components/ui/text-input'
import { Textarea } from '~/components/ui/textarea'
import { REGISTRATION_LIMITS, registrationSchema } from '~/content/event-registration'
import { prepareRegistrationMails } from '~/email/registration-mails.server'
import { wakeOutbox } from '~/email/outbox.server'
import { i18nOf, requestLanguage, useLanguage, useLocalPath } from '~/i18n/i18n'
import { DEFAULT_LANGUAGE, pathIn, type Language } from '~/i18n/languages'
import { LanguageOptions } from '~/components/ui/language-options'
import { getVisibleEvent } from '~/models/event.server'
import { getRegistrationSettings, getRegistrationState, lastRegistrationName, registerForEvent } from '~/models/event-registration.server'
import { reserve, type Limit } from '~/models/rate-limit.server'
import { clientAddressKey } from '~/utils/client-address.server'
import { formatDateTime } from '~/utils/dates.server'
import { honeypotMessage, isHoneypotFilled } from '~/utils/honeypot.server'
import { readFormData } from '~/utils/request-form.server'
import { withRetryAfter } from '~/utils/route-headers'
import { seo } from '~/utils/seo'
import type { Route } from './+types/event-register'

/** Enough for a family registering for several events; too few to fill an event from one address. */
export const REGISTRATION_RATE_LIMIT: Limit = { bucket: 'event-registration', max: 10, windowMs: 60 * 60 * 1000 }
const MAX_BODY_BYTES = 64 * 1024

async function findEvent(params: { id: string }, language: Language) {
  if (!/^\d{1,10}$/.test(params.id)) throw new Response('Not found', { status: 404 })
  const event = await getVisibleEvent(Number(params.id), new Date(), language)
  if (!event) throw new Response('Not found', { status: 404 })
  const settings = await getRegistrationSettings(event.id)
  const state = await getRegistrationState(event.id, event.startsAt)
  if (state.state === 'none') throw new Response('Not found', { status: 404 })
  return { event, settings, state }
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  const { event, settings, state } = await findEvent(params, language)
  // a signed-in member's form starts filled in (never cached: their cookie keeps it out of the page cache)
  const user = await getUser(request)
  const prefill = user ? { email: user.email, name: (await lastRegistrationName(user.id, user.email)) ?? '' } : null
  return {
    event: { id: event.id, title: event.title, when: formatDateTime(event.startsAt, language), location: event.location },
    view: registrationView(state, language),
    maxPartySize: settings.maxPartySize,
    question: settings.question,
    prefill,
  }
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return withRetryAfter(actionHeaders)
}

type ActionResult = { result: SubmissionResult<string[]>; repeated?: { status: 'confirmed' | 'waiting'; position: number | null } }

function refusal(message: string): ActionResult {
  return { result: { status: 'error', error: { '': [message] } } }
}

function refusals(i18n: I18n) {
  return {
    rateLimited: t(i18n)`Thank you for your patience: we can take only 10 registrations an hour from one connection, and that limit has been reached. Please try again in an hour, or call us.`,
    unreadable: t(i18n)`Sorry, we could not read what was sent. Please fill in the form on this page and send it again.`,
    closed: t(i18n)`Registration for this event has closed.`,
    full: t(i18n)`Sorry, this event is full.`,
  }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const language = requestLanguage(request)
  const i18n = i18nOf(language)
  const { event, settings } = await findEvent(params, language)
  const read = await readFormData(request, MAX_BODY_BYTES)
  if (!read.ok) return data(refusal(refusals(i18n).unreadable), { status: read.status })
  const { formData } = read
  const submission = parseWithZod(formData, { schema: registrationSchema(i18n, settings.maxPartySize) })
  if (isHoneypotFilled(formData)) return data({ result: submission.reply({ formErrors: [honeypotMessage(i18n)] }) }, { status: 400 })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  // only registrations that would be stored count, so a person fixing mistakes is never held back
  const limit = await reserve(REGISTRATION_RATE_LIMIT, clientAddressKey(context))
  if (!limit.ok) {
    return data({ result: submission.reply({ formErrors: [refusals(i18n).rateLimited] }) }, { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } })
  }
  const user = await getUser(request)
  const mail = await prepareRegistrationMails()
  const { name, email, phone, partySize, language: preferred, note, consent } = submission.value
  const outcome = await registerForEvent(
    event.id,
    { name, email, phone: phone || null, partySize, language: preferred, note: note || null, consent: consent === 'on', userId: user?.id ?? null },
    { mail },
  )
  if (!outcome.ok) {
    const message =
      outcome.reason === 'too-many'
        ? t(i18n)`At most ${{ max: settings.maxPartySize }} people can come on one registration`
        : outcome.reason === 'full'
          ? refusals(i18n).full
          : refusals(i18n).closed
    return data({ result: submission.reply({ formErrors: [message] }) }, { status: outcome.reason === 'not-found' ? 404 : 409 })
  }
  wakeOutbox()
  if (outcome.token) return redirect(`${pathIn(language, '/registration')}?token=${encodeURIComponent(outcome.token)}`)
  // the same form sent again: the first registration stands (its link is in the first e-mail)
  return data({ result: submission.reply({ resetForm: true }), repeated: { status: outcome.status, position: outcome.position } } satisfies ActionResult)
}

export default function EventRegister({ loaderData, actionData }: Route.ComponentProps) {
  const { event, view, maxPartySize, question, prefill } = loaderData
  const repeated = (actionData as ActionResult | undefined)?.repeated
  const { t } = useLingui()
  const language = useLanguage()
  const localPath = useLocalPath()
  const [form, fields] = useForm<{ name: string; email: string; phone: string; partySize: string; language: string; note: string; consent: string }>({
    id: 'register',
    lastResult: actionData?.result,
    defaultValue: { name: prefill?.name ?? '', email: prefill?.email ?? '', partySize: '1', language },
  })
  const firstInvalid = (['name', 'email', 'phone', 'partySize', 'language', 'note', 'consent'] as const).find((name) => fields[name].errors)
  const open = view.state === 'open' || view.state === 'waiting-list'

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <p>
        <DocumentLink to={localPath(`/events/${event.id}`)} className="inline-flex min-h-11 items-center gap-1 rounded-md font-semibold text-brand-700 hover:text-brand-800 hover:underline">
          <span aria-hidden="true" className="rtl:-scale-x-100">←</span> {event.title}
        </DocumentLink>
      </p>
      <h1 className="mt-2 text-3xl font-semibold text-brand-900 sm:text-4xl">
        {view.state === 'waiting-list' ? <Trans>Join the waiting list</Trans> : <Trans>Register</Trans>}
      </h1>
      <p className="mt-3 text-lg text-slate-800">
        <span className="font-semibold">{event.title}</span>
        <br />
        {event.when} (<Trans>Edmonton time</Trans>)
        {event.location ? (
          <>
            <br />
            {event.location}
          </>
        ) : null}
      </p>
      <p className="mt-3 font-semibold text-brand-900" data-testid="registration-state">
        <RegistrationLine view={view} />
      </p>

      {repeated ? (
        <div role="status" className="mt-6 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-slate-800">
          <p className="font-semibold">
            {repeated.status === 'waiting' ? (
              <Trans>You are already on the waiting list: number {repeated.position}.</Trans>
            ) : (
              <Trans>You are already registered.</Trans>
            )}
          </p>
          <p className="mt-1">
            <Trans>We e-mailed you a link to see or cancel your registration when you first registered.</Trans>
          </p>
        </div>
      ) : null}

      {!open ? (
        <p className="mt-6 text-lg text-slate-700">
          <Trans>This event is not taking registrations now.</Trans>
        </p>
      ) : (
        <>
          {view.state === 'waiting-list' ? (
            <p className="mt-4 text-slate-700">
              <Trans>The event is full. Join the waiting list: if a place frees up, you will get it automatically, in order, and we will e-mail you.</Trans>
            </p>
          ) : null}
          <Form method="post" {...getFormProps(form)} noValidate className="mt-8 space-y-6">
            <FormError id={form.errorId} errors={form.errors} />
            <Field id={fields.name.id} label={t`Your name`} errors={fields.name.errors} errorId={fields.name.errorId} required>
              <TextInput {...getInputProps(fields.name, { type: 'text' })} required maxLength={REGISTRATION_LIMITS.name} autoComplete="name" autoFocus={firstInvalid === 'name'} />
            </Field>
            <Field
              id={fields.email.id}
              label={t`E-mail`}
              description={t`We send your confirmation here.`}
              descriptionId={fields.email.descriptionId}
              errors={fields.email.errors}
              errorId={fields.email.errorId}
              required
            >
              <TextInput {...getInputProps(fields.email, { type: 'email', ariaDescribedBy: fields.email.descriptionId })} required autoComplete="email" autoFocus={firstInvalid === 'email'} />
            </Field>
            <Field id={fields.phone.id} label={t`Phone (optional)`} errors={fields.phone.errors} errorId={fields.phone.errorId}>
              <TextInput {...getInputProps(fields.phone, { type: 'tel' })} maxLength={REGISTRATION_LIMITS.phone} autoComplete="tel" autoFocus={firstInvalid === 'phone'} />
            </Field>
            <div className="grid gap-6 sm:grid-cols-2">
              <Field
                id={fields.partySize.id}
                label={t`Number of people`}
                description={t`You and anyone coming with you.`}
                descriptionId={fields.partySize.descriptionId}
                errors={fields.partySize.errors}
                errorId={fields.partySize.errorId}
                required
              >
                <select {...getSelectProps(fields.partySize, { ariaDescribedBy: fields.partySize.descriptionId })} className={controlClassName} autoFocus={firstInvalid === 'partySize'}>
                  {Array.from({ length: maxPartySize }, (_, index) => (
                    <option key={index} value={String(index + 1)}>
                      {index + 1}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id={fields.language.id} label={t`Preferred language`} errors={fields.language.errors} errorId={fields.language.errorId} required>
                <select {...getSelectProps(fields.language)} className={controlClassName} autoFocus={firstInvalid === 'language'}>
                  <LanguageOptions />
                </select>
              </Field>
            </div>
            <Field
              id={fields.note.id}
              label={question ?? t`Anything we should know? (optional)`}
              description={t`For example, access needs. Only our staff read this.`}
              descriptionId={fields.note.descriptionId}
              errors={fields.note.errors}
              errorId={fields.note.errorId}
            >
              <Textarea {...getTextareaProps(fields.note, { ariaDescribedBy: fields.note.descriptionId })} rows={3} maxLength={REGISTRATION_LIMITS.note} autoFocus={firstInvalid === 'note'} />
            </Field>
            <div>
              <div className="flex items-start gap-3">
                <input
                  {...getInputProps(fields.consent, { type: 'checkbox', value: 'on' })}
                  required
                  className="mt-1 size-5 shrink-0 accent-brand-700"
                  autoFocus={firstInvalid === 'consent'}
                />
                <label htmlFor={fields.consent.id} className="text-slate-900">
                  <Trans>You may contact me about this event only (confirmation, reminder and changes).</Trans>
                </label>
              </div>
              {fields.consent.errors?.[0] ? (
                <p id={fields.consent.errorId} className="mt-1.5 text-sm font-medium text-red-700">
                  {fields.consent.errors[0]}
                </p>
              ) : null}
            </div>
            <HoneypotField form="register" />
            <Button type="submit">{view.state === 'waiting-list' ? <Trans>Join the waiting list</Trans> : <Trans>Register</Trans>}</Button>
          </Form>
          <PublicFormScript formId={form.id} busyLabel={t`Sending…`} />
        </>
      )}
    </div>
  )
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const site = matches[1]?.loaderData
  if (!site || !loaderData) return []
  const i18n = i18nOf(site.language ?? DEFAULT_LANGUAGE)
  return seo({
    title: t(i18n)`Register: ${loaderData.event.title}`,
    description: t(i18n)`Register for ${loaderData.event.title}.`,
    path: `/events/${loaderData.event.id}/register`,
    site,
  })
}
