// The contact page (spec 2.3, 4, 5): a plain form checked by the action, which stores the
// message and sends the visitor to /contactconfirmation, or shows the spec's messages beside the
// fields with what was typed kept. The page does not load React in the browser (decision 039).
import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { I18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { data, Form, redirect } from 'react-router'
import { PublicFormScript } from '~/components/site/public-form-script'
import { HoneypotField } from '~/components/site/honeypot-field'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { FormError } from '~/components/ui/form-error'
import { TextInput } from '~/components/ui/text-input'
import { Textarea } from '~/components/ui/textarea'
import { CONTACT_MESSAGE_LIMITS, contactMessageSchema } from '~/content/contact-message'
import { CONTACT_RATE_LIMIT, createContactMessage } from '~/content-types/contact-message.server'
import { prepareContactAlerts } from '~/email/contact-alert.server'
import { wakeOutbox } from '~/email/outbox.server'
import { i18nOf, requestLanguage, useLanguage } from '~/i18n/i18n'
import { DEFAULT_LANGUAGE, pathIn, type Language } from '~/i18n/languages'
import { reserve } from '~/models/rate-limit.server'
import { clientAddressKey } from '~/utils/client-address.server'
import { honeypotMessage, isHoneypotFilled } from '~/utils/honeypot.server'
import { formatNumber } from '~/utils/numbers'
import { readFormData } from '~/utils/request-form.server'
import { withRetryAfter } from '~/utils/route-headers'
import { seo } from '~/utils/seo'
import type { Route } from './+types/contact'
import { useSiteData } from './site-data'

// A full form is at most about 25 KB (5,000 characters of four bytes each, and the rest);
// 2 MB lets even a pasted megabyte reach the checks and get a clear message, and no more.
const MAX_BODY_BYTES = 2 * 1024 * 1024
// What is typed comes back to the page after an error; a field longer than this (a robot's
// megabyte, not a person's message) is cut before it is sent back.
const MAX_ECHO_CHARACTERS = 2 * CONTACT_MESSAGE_LIMITS.messageMax

/** What the action says when it refuses a post as a whole, in the page's language. */
function refusals(i18n: I18n, language: Language) {
  const max = formatNumber(CONTACT_MESSAGE_LIMITS.messageMax, language)
  return {
    rateLimited: t(i18n)`Thank you for your patience: we can take only 5 messages an hour from one connection, and that limit has been reached. What you wrote is still here. Please try again in an hour, or reach us by e-mail or phone (the details are on this page).`,
    unreadable: t(i18n)`Sorry, we could not read what was sent. Please fill in the form on this page and send it again.`,
    tooLarge: t(i18n)`Sorry, that was too long for us to receive. A message can be up to ${max} characters; please shorten it and send it again.`,
  }
}

type ActionResult = { result: SubmissionResult<string[]> }

function formErrorOnly(message: string): ActionResult {
  return { result: { status: 'error', error: { '': [message] } } }
}

function capEcho(result: SubmissionResult<string[]>): SubmissionResult<string[]> {
  if (!result.initialValue) return result
  const initialValue = Object.fromEntries(
    Object.entries(result.initialValue).map(([name, value]) => [
      name,
      typeof value === 'string' && value.length > MAX_ECHO_CHARACTERS ? value.slice(0, MAX_ECHO_CHARACTERS) : value,
    ]),
  )
  return { ...result, initialValue }
}

// a refused post says when to try again
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return withRetryAfter(actionHeaders)
}

export async function action({ request, context }: Route.ActionArgs) {
  // the page's language: its messages, and where it goes next
  const language = requestLanguage(request)
  const i18n = i18nOf(language)
  const read = await readFormData(request, MAX_BODY_BYTES)
  if (!read.ok) {
    const { tooLarge, unreadable } = refusals(i18n, language)
    return data(formErrorOnly(read.status === 413 ? tooLarge : unreadable), { status: read.status })
  }
  const { formData } = read
  const submission = parseWithZod(formData, { schema: contactMessageSchema(i18n) })

  if (isHoneypotFilled(formData)) {
    return data({ result: capEcho(submission.reply({ formErrors: [honeypotMessage(i18n)] })) }, { status: 400 })
  }
  if (submission.status !== 'success') {
    return data({ result: capEcho(submission.reply()) }, { status: 400 })
  }
  // only messages that would be stored count, so a person fixing mistakes is never held back
  const address = clientAddressKey(context)
  const limit = await reserve(CONTACT_RATE_LIMIT, address)
  if (!limit.ok) {
    return data({ result: submission.reply({ formErrors: [refusals(i18n, language).rateLimited] }) }, { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } })
  }
  const alerts = await prepareContactAlerts()
  await createContactMessage(submission.value, (stored) => alerts({ ...submission.value, id: stored.id }), language)
  wakeOutbox()
  return redirect(pathIn(language, '/contactconfirmation'))
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const layout = useSiteData()
  const details = layout?.footer
  const { t } = useLingui()
  const language = useLanguage()

  const [form, fields] = useForm({
    id: 'contact',
    lastResult: actionData?.result,
  })

  // nothing else moves focus after a refused post: autofocus on the first field to fix does
  const firstInvalid = (['name', 'email', 'subject', 'message'] as const).find((name) => fields[name].errors)

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-semibold text-brand-900 sm:text-4xl">
        <Trans>Contact us</Trans>
      </h1>
      <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-700">
        <Trans>
          Whether you have a question, would like support for yourself or someone you love, or want
          to volunteer with us, we would be glad to hear from you.
        </Trans>{' '}
        <Trans>Write to us below and someone from our team will reply.</Trans>
      </p>

      <CrisisNote />

      <div className="mt-10 grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="text-2xl font-semibold text-brand-900">
            <Trans>Send us a message</Trans>
          </h2>
          <p className="mt-2 text-slate-700">
            <Trans>All fields are required.</Trans>
          </p>

          <Form method="post" {...getFormProps(form)} noValidate className="mt-6 space-y-6">
            <FormError id={form.errorId} errors={form.errors} />

            <div className="grid gap-6 sm:grid-cols-2">
              <Field id={fields.name.id} label={t`Name`} errors={fields.name.errors} errorId={fields.name.errorId}>
                <TextInput
                  {...getInputProps(fields.name, { type: 'text' })}
                  required
                  autoComplete="name"
                  autoFocus={firstInvalid === 'name'}
                />
              </Field>
              <Field id={fields.email.id} label={t`Email`} errors={fields.email.errors} errorId={fields.email.errorId}>
                <TextInput
                  {...getInputProps(fields.email, { type: 'email' })}
                  required
                  autoComplete="email"
                  autoFocus={firstInvalid === 'email'}
                />
              </Field>
            </div>
            <Field id={fields.subject.id} label={t`Subject`} errors={fields.subject.errors} errorId={fields.subject.errorId}>
              <TextInput
                {...getInputProps(fields.subject, { type: 'text' })}
                required
                autoComplete="off"
                autoFocus={firstInvalid === 'subject'}
              />
            </Field>
            <Field
              id={fields.message.id}
              label={t`Message`}
              description={t`Between ${{ min: formatNumber(CONTACT_MESSAGE_LIMITS.messageMin, language) }} and ${{ max: formatNumber(CONTACT_MESSAGE_LIMITS.messageMax, language) }} characters.`}
              descriptionId={fields.message.descriptionId}
              errors={fields.message.errors}
              errorId={fields.message.errorId}
            >
              <Textarea
                {...getTextareaProps(fields.message, { ariaDescribedBy: fields.message.descriptionId })}
                required
                rows={8}
                autoFocus={firstInvalid === 'message'}
              />
            </Field>

            <HoneypotField form="contact" />

            <Button type="submit">
              <Trans>Send message</Trans>
            </Button>
          </Form>
          <PublicFormScript formId={form.id} busyLabel={t`Sending…`} />
        </section>

        {details ? (
          <section aria-labelledby="contact-details-heading">
            <h2 id="contact-details-heading" className="text-2xl font-semibold text-brand-900">
              <Trans>Other ways to reach us</Trans>
            </h2>
            <address className="mt-6 space-y-5 text-slate-700 not-italic">
              <div>
                <h3 className="font-semibold text-slate-900">
                  <Trans>Address</Trans>
                </h3>
                <p className="mt-1 leading-relaxed">
                  {details.addressLines.map((line) => (
                    <span key={line} className="block">
                      <bdi dir="ltr">{line}</bdi>
                    </span>
                  ))}
                </p>
              </div>
              <div>
                <h3 className="font-semibold text-slate-900">
                  <Trans>Email</Trans>
                </h3>
                <p className="mt-1">
                  <a href={`mailto:${details.email}`} dir="ltr" className={linkClass}>
                    {details.email}
                  </a>
                </p>
              </div>
              <div>
                <h3 className="font-semibold text-slate-900">
                  <Trans>Phone</Trans>
                </h3>
                <p className="mt-1">
                  <a href={details.phoneHref} dir="ltr" className={linkClass}>
                    {details.phone}
                  </a>
                </p>
                {details.officeHours ? <p className="mt-1 text-sm">{details.officeHours}</p> : null}
              </div>
            </address>
          </section>
        ) : null}
      </div>
    </div>
  )
}

/** E-mail is read in office hours; someone in crisis needs a line that answers now. */
function CrisisNote() {
  return (
    <aside
      aria-labelledby="contact-crisis-heading"
      className="mt-8 max-w-3xl rounded-xl border border-accent-600/40 bg-sand-100 px-5 py-4 text-slate-800"
    >
      <h2 id="contact-crisis-heading" className="font-semibold text-accent-800">
        <Trans>Need help right now?</Trans>
      </h2>
      <p className="mt-1 leading-relaxed">
        <Trans>Messages sent here are read during office hours, so please do not use this form in a crisis.</Trans>{' '}
        <Trans>
          If you are thinking about suicide or are worried about someone, you can{' '}
          <a href="tel:988" className={linkClass}>
            call <bdi dir="ltr">9-8-8</bdi>
          </a>{' '}
          or{' '}
          <a href="sms:988" className={linkClass}>
            text <bdi dir="ltr">9-8-8</bdi>
          </a>{' '}
          at any hour (the Suicide Crisis Helpline).
        </Trans>{' '}
        <Trans>
          If you or someone else is in danger,{' '}
          <a href="tel:911" className={linkClass}>
            call <bdi dir="ltr">911</bdi>
          </a>
          .
        </Trans>
      </p>
    </aside>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const site = matches[1]?.loaderData
  const i18n = i18nOf(site?.language ?? DEFAULT_LANGUAGE)
  const title = t(i18n)`Contact us`
  if (!site) return [{ title }]
  const name = site.name
  return seo({
    title,
    description: t(i18n)`Write to ${name}, or find our address, e-mail and phone number. We reply as soon as we can.`,
    path: '/contact',
    site: site,
  })
}

const linkClass = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900'
