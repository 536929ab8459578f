// The donation page (spec 2.3, 4, 5): name, e-mail, an optional address and a choice of card
// or QR code, a plain form checked by the action, which stores a pledged payment record. Card
// then goes on to the card payment page staff set (a redirect); QR opens a dialog with the code
// at 300 by 300, its text and how to finish (without JavaScript the same details appear on the
// page). A choice that is not set up is disabled, saying why. Spam trap and rate limit as on the
// contact page; no session is read. The page does not load React in the browser (decision 039).
import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { data, Form, redirect } from 'react-router'
import { PublicFormScript } from '~/components/site/public-form-script'
import { HoneypotField } from '~/components/site/honeypot-field'
import type { QrPayment } from '~/components/site/qr-details'
import { QrPaymentShown } from '~/components/site/qr-payment'
import { Button } from '~/components/ui/button'
import { Field, FieldError } from '~/components/ui/field'
import { FormError } from '~/components/ui/form-error'
import { TextInput } from '~/components/ui/text-input'
import { Textarea } from '~/components/ui/textarea'
import { donationCents, donationMessages, donationSchema, PAYMENT_RECORD_LIMITS, SUGGESTED_AMOUNTS, type DonationInput } from '~/content/payment-record'
import { createDonation, DONATION_RATE_LIMIT } from '~/content-types/payment-record.server'
import { i18nOf, requestLanguage, useLocalPath } from '~/i18n/i18n'
import { DEFAULT_LANGUAGE } from '~/i18n/languages'
import { reserve } from '~/models/rate-limit.server'
import { referencePrefix } from '~/models/pledge-reference.server'
import { getOrganisation, getPaymentSettings, getReceiptMode } from '~/models/settings.server'
import { clientAddressKey } from '~/utils/client-address.server'
import { formatAmount } from '~/utils/money'
import { isHoneypotFilled } from '~/utils/honeypot.server'
import { readFormData } from '~/utils/request-form.server'
import { withRetryAfter } from '~/utils/route-headers'
import { seo } from '~/utils/seo'
import type { Route } from './+types/donation'
import { donationOptions, qrPayment } from './donation-payment.server'
import { useSiteData } from './site-data'
import { DocumentLink } from '~/components/site/document-link'

// The form is a few hundred bytes; 64 KB lets a long pasted address reach the checks and get
// its message, and no more.
const MAX_BODY_BYTES = 64 * 1024

/** What the action says when it refuses a post as a whole, in the page's language. */
function refusals(i18n: I18n) {
  return {
    rateLimited: t(i18n)`Thank you for your generosity: we can take only 5 donations an hour from one connection, and that limit has been reached. What you typed is still here. Please try again in an hour, or write to us at the e-mail address at the bottom of this page.`,
    honeypot: t(i18n)`Sorry, we could not record your donation. Please try again, or write to us at the e-mail address at the bottom of this page.`,
    unreadable: t(i18n)`Sorry, we could not read what was sent. Please fill in the form on this page and send it again.`,
    tooLarge: t(i18n)`Sorry, that was too long for us to receive. Please shorten the address and send the form again.`,
  }
}

type ActionResult = { result: SubmissionResult<string[]>; qr?: QrPayment; name?: string }

function formErrorOnly(message: string): ActionResult {
  return { result: { status: 'error', error: { '': [message] } } }
}

export async function loader() {
  const [payments, receiptMode] = await Promise.all([getPaymentSettings(), getReceiptMode()])
  return { options: donationOptions(payments), receiptMode }
}

// a refused post says when to try again
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return withRetryAfter(actionHeaders)
}

export async function action({ request, context }: Route.ActionArgs) {
  // the page's language: its messages, and the thank-you's (kept on the pledge)
  const language = requestLanguage(request)
  const i18n = i18nOf(language)
  const read = await readFormData(request, MAX_BODY_BYTES)
  if (!read.ok) {
    const { tooLarge, unreadable } = refusals(i18n)
    return data(formErrorOnly(read.status === 413 ? tooLarge : unreadable), { status: read.status })
  }
  const { formData } = read
  const submission = parseWithZod(formData, { schema: donationSchema(i18n) })
  if (isHoneypotFilled(formData)) {
    return data<ActionResult>({ result: submission.reply({ formErrors: [refusals(i18n).honeypot] }) }, { status: 400 })
  }
  if (submission.status !== 'success') return data<ActionResult>({ result: submission.reply() }, { status: 400 })

  // a choice staff have not set up is refused beside the field, with what was typed kept
  const settings = await getPaymentSettings()
  const method = submission.value.paymentMethod
  const qr = method === 'qr' ? await qrPayment(settings, requestLanguage(request)) : null
  if ((method === 'card' && settings.cardPaymentUrl === '') || (method === 'qr' && !qr)) {
    const messages = donationMessages(i18n)
    const message = method === 'card' ? messages.cardUnavailable : messages.qrUnavailable
    return data<ActionResult>({ result: submission.reply({ fieldErrors: { paymentMethod: [message] } }) }, { status: 400 })
  }

  // only donations that would be stored count, so a person fixing mistakes is never held back
  const address = clientAddressKey(context)
  const limit = await reserve(DONATION_RATE_LIMIT, address)
  if (!limit.ok) {
    return data<ActionResult>({ result: submission.reply({ formErrors: [refusals(i18n).rateLimited] }) }, { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } })
  }
  const organisation = await getOrganisation()
  const pledge = await createDonation({ ...submission.value, amountCents: donationCents(submission.value), language }, referencePrefix(organisation.name))
  if (method === 'card') return redirect(settings.cardPaymentUrl)
  // the reference (and the amount) to put in the transfer, so that staff can match it to this pledge
  const shown = { ...qr!, reference: pledge.reference ?? '', amount: pledge.pledgedCents === null ? null : formatAmount(pledge.pledgedCents) }
  return data<ActionResult>({ result: submission.reply({ resetForm: true }), qr: shown, name: submission.value.name })
}

const METHOD_CHOICES: { value: DonationInput['paymentMethod']; label: MessageDescriptor; hint: MessageDescriptor; unavailable: MessageDescriptor }[] = [
  {
    value: 'card',
    label: msg`Credit or debit card`,
    hint: msg`You will go on to the secure page of our payment provider to choose the amount and pay. We never see your card number.`,
    unavailable: msg`Not available at the moment: paying by card has not been set up yet.`,
  },
  {
    value: 'qr',
    label: msg`QR code`,
    hint: msg`We show a code to scan with your banking app, with the same details as text you can copy.`,
    unavailable: msg`Not available at the moment: paying by QR code has not been set up yet.`,
  },
]

export default function Donation({ loaderData, actionData }: Route.ComponentProps) {
  const { options } = loaderData
  const site = useSiteData()
  const charityNumber = site?.footer.charityNumber
  const { t, i18n } = useLingui()
  const localPath = useLocalPath()

  const [form, fields] = useForm({
    id: 'donation',
    lastResult: actionData?.result,
  })

  // nothing else moves focus after a refused post; autofocus does
  const firstInvalid = (['name', 'email', 'address', 'paymentMethod', 'amount', 'otherAmount'] as const).find((name) => fields[name].errors)
  const methodInvalid = Boolean(fields.paymentMethod.errors?.length)

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-semibold text-brand-900 sm:text-4xl">
        <Trans>Make a donation</Trans>
      </h1>
      <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-700">
        <Trans>Thank you for thinking of us.</Trans>{' '}
        <Trans>
          Your gift helps families in Edmonton find mental-health support, comfort after a loss and company in later life, in a language they are at
          home in.
        </Trans>{' '}
        <Trans>Giving takes a minute, and every amount matters.</Trans>
      </p>

      {actionData?.qr ? <QrPaymentShown qr={actionData.qr} name={actionData.name ?? ''} formId={form.id} /> : null}

      <div className="mt-10 grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="donation-form-heading">
          <h2 id="donation-form-heading" className="text-2xl font-semibold text-brand-900">
            <Trans>Your details</Trans>
          </h2>
          <p className="mt-2 text-slate-700">
            <Trans>Your name and e-mail address are needed for your receipt.</Trans>
          </p>

          <Form method="post" {...getFormProps(form)} noValidate className="mt-6 space-y-6">
            <FormError id={form.errorId} errors={form.errors} />

            <div className="grid gap-6 sm:grid-cols-2">
              <Field
                id={fields.name.id}
                label={t`Name`}
                description={t`Your full name, as it should appear on your receipt, in English, Punjabi, Hindi or Urdu letters.`}
                descriptionId={fields.name.descriptionId}
                errors={fields.name.errors}
                errorId={fields.name.errorId}
              >
                <TextInput
                  {...getInputProps(fields.name, { type: 'text', ariaDescribedBy: fields.name.descriptionId })}
                  required
                  maxLength={PAYMENT_RECORD_LIMITS.name}
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
            <Field
              id={fields.address.id}
              label={t`Address (optional)`}
              description={t`An official receipt for income tax purposes needs your postal address. You can also give it to us later.`}
              descriptionId={fields.address.descriptionId}
              errors={fields.address.errors}
              errorId={fields.address.errorId}
            >
              <Textarea
                {...getTextareaProps(fields.address, { ariaDescribedBy: fields.address.descriptionId })}
                rows={3}
                maxLength={PAYMENT_RECORD_LIMITS.address}
                autoComplete="street-address"
                autoFocus={firstInvalid === 'address'}
              />
            </Field>

            <fieldset aria-describedby={methodInvalid ? fields.paymentMethod.errorId : undefined}>
              <legend className="font-medium text-slate-900">
                <Trans>How would you like to pay?</Trans>
              </legend>
              {!options.card && !options.qr ? (
                <p className="mt-2 rounded-lg border-s-4 border-accent-600 bg-sand-100 px-4 py-3 text-slate-800">
                  <Trans>Online donations are not available at the moment.</Trans>{' '}
                  <Trans>
                    Please{' '}
                    <DocumentLink to={localPath('/contact')} className={linkClass}>
                      write to us
                    </DocumentLink>{' '}
                    and we will tell you how to give.
                  </Trans>
                </p>
              ) : null}
              <div className="mt-2 space-y-3">
                {METHOD_CHOICES.map((choice, index) => {
                  const available = options[choice.value]
                  const id = `${fields.paymentMethod.id}-${choice.value}`
                  const firstAvailable = METHOD_CHOICES.findIndex((c) => options[c.value]) === index
                  return (
                    <div
                      key={`${fields.paymentMethod.key ?? ''}-${choice.value}`}
                      className={`flex gap-3 rounded-xl border p-4 ${available ? 'border-slate-300 bg-white has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-700' : 'border-slate-200 bg-slate-100'}`}
                    >
                      <input
                        type="radio"
                        id={id}
                        name={fields.paymentMethod.name}
                        value={choice.value}
                        defaultChecked={available && fields.paymentMethod.initialValue === choice.value}
                        disabled={!available}
                        required
                        aria-invalid={methodInvalid || undefined}
                        aria-describedby={`${id}-hint`}
                        autoFocus={firstInvalid === 'paymentMethod' && firstAvailable}
                        className="mt-1 size-5 shrink-0 accent-brand-700"
                      />
                      <div>
                        <label htmlFor={id} className={`font-semibold ${available ? 'text-slate-900' : 'text-slate-700'}`}>
                          {i18n._(choice.label)}
                        </label>
                        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
                          {i18n._(available ? choice.hint : choice.unavailable)}
                        </p>
                      </div>
                    </div>
                  )
                })}
              </div>
              <FieldError id={fields.paymentMethod.errorId} errors={fields.paymentMethod.errors} />
            </fieldset>

            <AmountChoice amount={fields.amount} other={fields.otherAmount} focus={firstInvalid} />

            <HoneypotField form="donation" />

            <Button type="submit">
              <Trans>Donate</Trans>
            </Button>
          </Form>
          <PublicFormScript formId={form.id} busyLabel={t`Sending…`} />
        </section>

        <aside aria-labelledby="donation-promise-heading" className="space-y-6 rounded-2xl bg-sand-100 p-6 text-slate-800">
          <h2 id="donation-promise-heading" className="text-xl font-semibold text-brand-900">
            <Trans>What happens with your details</Trans>
          </h2>
          <div>
            <h3 className="font-semibold text-slate-900">
              <Trans>Used for your donation only</Trans>
            </h3>
            <p className="mt-1 leading-relaxed">
              <Trans>We use your name, e-mail address and postal address to record your gift, send your receipt and thank you.</Trans>{' '}
              <Trans>We never sell, rent or trade them; only the staff who look after donations can see them.</Trans>{' '}
              <Trans>Donation records are kept as long as the Canada Revenue Agency requires (generally six years).</Trans>
            </p>
          </div>
          <div>
            <h3 className="font-semibold text-slate-900">
              <Trans>Your official receipt</Trans>
            </h3>
            <p className="mt-1 leading-relaxed">
              {charityNumber ? (
                <Trans>
                  We are a registered Canadian charity (charitable registration number <bdi dir="ltr">{charityNumber}</bdi>).
                </Trans>
              ) : (
                <Trans>We are a registered Canadian charity.</Trans>
              )}{' '}
              {loaderData.receiptMode === 'annual' ? (
                <Trans>Early in the new year, we e-mail you one official receipt for income tax purposes, as a PDF, for all your gifts of the year.</Trans>
              ) : (
                <Trans>Once your payment reaches us and we have recorded it, we e-mail you an official receipt for income tax purposes, as a PDF.</Trans>
              )}{' '}
              <Trans>
                The receipt must show your full name and postal address: if you do not give your address here, write to us with it and we will send your
                receipt then.
              </Trans>
            </p>
          </div>
          <div>
            <h3 className="font-semibold text-slate-900">
              <Trans>Paying safely</Trans>
            </h3>
            <p className="mt-1 leading-relaxed">
              <Trans>Card payments are made on our payment provider’s secure page; your card details never pass through this website.</Trans>{' '}
              <Trans>With a QR code or e-Transfer, put the reference we give you in the message, so that we can match your gift to you.</Trans>
            </p>
          </div>
          <p className="leading-relaxed">
            <Trans>
              Read more in our{' '}
              <DocumentLink to={localPath('/privacypolicy')} className={linkClass}>
                privacy policy
              </DocumentLink>
              , or{' '}
              <DocumentLink to={localPath('/contact')} className={linkClass}>
                write to us
              </DocumentLink>{' '}
              with any question.
            </Trans>
          </p>
        </aside>
      </div>
    </div>
  )
}

type AmountField = ReturnType<typeof useForm<Record<string, unknown>>>[1][string]

/**
 * How much: the suggested amounts, or another typed under "Other amount" (a plain radio group
 * and a text field: it works without JavaScript, and the server checks it).
 */
function AmountChoice({ amount, other, focus }: { amount: AmountField; other: AmountField; focus: string | undefined }) {
  const { t } = useLingui()
  const invalid = Boolean(amount.errors?.length)
  const choices = [...SUGGESTED_AMOUNTS.map((dollars) => ({ value: String(dollars), label: `$${dollars}` })), { value: 'other', label: t`Other amount` }]
  return (
    <fieldset aria-describedby={[`${amount.id}-hint`, invalid ? amount.errorId : ''].filter(Boolean).join(' ')}>
      <legend className="font-medium text-slate-900">
        <Trans>Amount (Canadian dollars)</Trans>
      </legend>
      <p id={`${amount.id}-hint`} className="mt-1 text-sm text-slate-700">
        <Trans>Needed for a QR code or e-Transfer. By card you may also choose it on the payment page.</Trans>
      </p>
      <div className="mt-2 flex flex-wrap gap-3">
        {choices.map((choice, index) => (
          <label
            key={`${amount.key ?? ''}-${choice.value}`}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-700"
          >
            <input
              type="radio"
              name={amount.name}
              value={choice.value}
              defaultChecked={amount.initialValue === choice.value}
              aria-invalid={invalid || undefined}
              autoFocus={focus === 'amount' && index === 0}
              className="size-5 accent-brand-700"
            />
            <bdi dir="ltr">{choice.label}</bdi>
          </label>
        ))}
      </div>
      <FieldError id={amount.errorId} errors={amount.errors} />
      <Field id={other.id} label={t`Other amount`} errors={other.errors} errorId={other.errorId} className="mt-3 sm:max-w-xs">
        <TextInput {...getInputProps(other, { type: 'text' })} inputMode="decimal" autoComplete="off" maxLength={12} dir="ltr" autoFocus={focus === 'otherAmount'} />
      </Field>
    </fieldset>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const site = matches[1]?.loaderData
  const i18n = i18nOf(site?.language ?? DEFAULT_LANGUAGE)
  const title = t(i18n)`Make a donation`
  if (!site) return [{ title }]
  const name = site.name
  return seo({
    title,
    description: t(i18n)`Support ${name} by card or QR code. Donations receive an official receipt for income tax purposes by e-mail.`,
    path: '/donation',
    site: site,
  })
}

const linkClass = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900'
