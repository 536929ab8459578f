// Mark received (issue 15, item 2): a pledge becomes Received with the day the money arrived, how
// it came and how much, on a page of its own. Unlike Edit, it needs no postal address, which a
// website pledge often lacks; the donor's thank-you follows as after any save to Received. When
// receipts go per gift and the pledge has the donor's address, the official receipt can be issued
// in the same step and travel with the thank-you (issue 15, item 6).
import { useState } from 'react'
import { Form, data, useNavigation } from 'react-router'
import { z } from 'zod'
import { actorOf } from '~/auth/actor.server'
import { requireAccess } from '~/auth/guards.server'
import { Button } from '~/components/ui/button'
import { GoBackLink, ScreenHeader } from '~/components/admin/list-header'
import { Field, FieldError } from '~/components/ui/field'
import { TextInput } from '~/components/ui/text-input'
import { amountInputValue, money } from '~/content-types/money'
import { PAYMENT_FORM_MESSAGES, isDateInput, paymentRecord } from '~/content-types/payment-record'
import { receiptReady } from '~/content-types/donation-receipt.server'
import { getPayment, markPaymentReceived } from '~/content-types/payment-record.server'
import { NO_EMAIL_RECEIPT, RECEIPT_MESSAGES, receiptSettingsComplete } from '~/content/receipts'
import { ERASED_MARKER } from '~/content/privacy'
import { getReceiptMode, getReceiptSettings } from '~/models/settings.server'
import { backOfficeTitle } from '~/content-types/screens'
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, PAYMENT_STATUS_LABELS, REQUIRED_MESSAGE } from '~/content/payment-record'
import { formatAmount } from '~/utils/money'
import { todayInEdmonton } from '~/utils/edmonton-day.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { idParam } from '~/utils/id-param.server'
import { readFormData } from '~/utils/request-form.server'
import type { Route } from './+types/receive'

const receiveSchema = z.object({
  receivedOn: z
    .string()
    .trim()
    .min(1, { error: PAYMENT_FORM_MESSAGES.receivedOnRequired, abort: true })
    .refine(isDateInput, { error: PAYMENT_FORM_MESSAGES.receivedOnInvalid, abort: true })
    .refine((day) => day <= todayInEdmonton(), PAYMENT_FORM_MESSAGES.receivedOnFuture),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: REQUIRED_MESSAGE }),
  amount: money(),
  issueReceipt: z.literal('yes').optional(),
})

type Fields = { receivedOn: string; paymentMethod: string; amount: string; issueReceipt: boolean; sendThanks: boolean; sendThanksFor: string }

/** A thank-you is asked for by default only for a gift received in the last 7 days: recording the past writes to no one unless staff say so. */
const THANKS_DAYS = 7
const THANKS_AGAIN = `This is ${THANKS_DAYS} days or more ago, so this is usually left unticked. Save again to do it anyway, or untick it.`

/** 'YYYY-MM-DD' some calendar days earlier. */
function daysBefore(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, date - days)).toISOString().slice(0, 10)
}

const LIST = paymentRecord.path

/** Whether this pledge's receipt can be issued as it is marked received, and if not, why (shown to staff). */
async function receiptChoice(payment: { name: string; address: string; email: string }): Promise<{ offered: boolean; note: string | null }> {
  const [mode, settings] = await Promise.all([getReceiptMode(), getReceiptSettings()])
  if (mode === 'annual') return { offered: false, note: 'Receipts go once a year: this gift will be on the donor’s receipt for the year (Receipts, Issue receipts).' }
  if (!receiptSettingsComplete(settings)) return { offered: false, note: RECEIPT_MESSAGES.settingsMissing }
  if (payment.email === ERASED_MARKER) return { offered: false, note: null }
  if (payment.address.trim() === '') {
    return { offered: false, note: 'This pledge has no postal address, which an official receipt must show: after this, use Issue receipt on the Payment page to add it and issue the receipt.' }
  }
  if (!receiptReady(payment)) {
    return { offered: false, note: 'The receipt cannot print the donor’s name or address as written: after this, use Issue receipt on the Payment page to write them in English, Punjabi, Hindi or Urdu letters.' }
  }
  return { offered: true, note: null }
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAccess(request, 'payments')
  const payment = await getPayment(idParam(params.id))
  if (!payment) throw new Response('Not found', { status: 404 })
  return {
    receipt: await receiptChoice(payment),
    id: payment.id,
    name: payment.name,
    status: PAYMENT_STATUS_LABELS[payment.status],
    pledged: payment.status === 'pledged',
    amount: formatAmount(payment.amountCents),
    email: payment.email,
    today: todayInEdmonton(),
    defaults: {
      receivedOn: todayInEdmonton(),
      paymentMethod: payment.paymentMethod,
      // the amount the donor chose on the donation form, to check against what arrived
      amount: amountInputValue(payment.amountCents ?? payment.pledgedCents),
      issueReceipt: true,
      sendThanks: true,
      sendThanksFor: todayInEdmonton(),
    } as Fields,
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireAccess(request, 'payments')
  const id = idParam(params.id)
  const form = await readFormData(request, 16 * 1024)
  if (!form.ok) throw new Response('This form could not be read.', { status: form.status })
  const typed: Fields = {
    receivedOn: String(form.formData.get('receivedOn') ?? '').slice(0, 40),
    paymentMethod: String(form.formData.get('paymentMethod') ?? '').slice(0, 40),
    amount: String(form.formData.get('amount') ?? '').slice(0, 40),
    issueReceipt: form.formData.get('issueReceipt') === 'yes',
    sendThanks: form.formData.get('sendThanks') === 'yes',
    sendThanksFor: String(form.formData.get('sendThanksFor') ?? '').slice(0, 20),
  }
  const parsed = receiveSchema.safeParse({ ...typed, issueReceipt: typed.issueReceipt ? 'yes' : undefined })
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]))
    return data({ typed: { ...typed, sendThanksFor: typed.receivedOn }, errors }, { status: 400 })
  }
  // an old gift's thank-you goes only when staff saw the question for that day (without JavaScript the box does not follow the date)
  if (typed.sendThanks && parsed.data.receivedOn < daysBefore(todayInEdmonton(), THANKS_DAYS) && typed.sendThanksFor !== parsed.data.receivedOn) {
    return data({ typed: { ...typed, sendThanksFor: parsed.data.receivedOn }, errors: { sendThanks: THANKS_AGAIN } as Record<string, string> }, { status: 400 })
  }
  const received = { receivedOn: parsed.data.receivedOn, paymentMethod: parsed.data.paymentMethod, amountCents: parsed.data.amount, sendThanks: typed.sendThanks }
  // issued only where the form offered it: the mode or the settings may have changed since
  const payment = parsed.data.issueReceipt ? await getPayment(id) : null
  const withReceipt = payment !== null && (await receiptChoice(payment)).offered
  const result = await markPaymentReceived(id, received, actorOf(user, context), withReceipt ? user.email : null)
  const toast = (type: 'success' | 'error', message: string) => redirectWithFlash(LIST, { type, message, position: 'bottom-right' })
  if (result.outcome === 'gone') return toast('error', 'That payment was deleted meanwhile.')
  if (result.outcome === 'not-pledged') return toast('error', 'That payment is no longer a pledge: someone changed it meanwhile. Open it to see its status.')
  if (result.outcome === 'done' && result.receiptSerial) {
    const serial = result.receiptSerial
    if (result.thanked) return toast('success', `Payment marked received. Receipt No. ${serial} goes to the donor with the thank-you.`)
    if (result.email) return toast('success', `Payment marked received. Receipt No. ${serial} issued and sent to ${result.email}.`)
    return toast('success', `Payment marked received. Receipt No. ${serial} issued. ${NO_EMAIL_RECEIPT}`)
  }
  if (withReceipt) return toast('success', `Payment marked received. No receipt yet: ${RECEIPT_MESSAGES.noAmount}`)
  return toast('success', 'Payment marked received')
}

export default function Receive({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const values = actionData?.typed ?? loaderData.defaults
  const errors: Partial<Record<keyof Fields, string>> = actionData?.errors ?? {}
  const error = (name: keyof Fields) => (errors[name] ? [errors[name]] : undefined)
  const described = (name: keyof Fields, hint?: string) => [hint, errors[name] ? `${name}-error` : undefined].filter(Boolean).join(' ') || undefined
  // the thank-you question follows the date until staff tick or untick it
  const [day, setDay] = useState(values.receivedOn)
  const [thanksTouched, setThanksTouched] = useState<boolean | null>(null)
  const sendThanks = thanksTouched ?? (day === values.receivedOn ? values.sendThanks : !(day && day < daysBefore(loaderData.today, THANKS_DAYS)))
  return (
    <>
      <ScreenHeader title="Mark received" intro={`${loaderData.name}${loaderData.amount ? `, ${loaderData.amount}` : ''}`} action={<GoBackLink to={LIST} />} />
      {loaderData.pledged ? (
        <Form method="post" noValidate className="mt-6 max-w-2xl space-y-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <p className="text-slate-700">When the money has reached the charity, record the day, how it came and how much.</p>
          <Field id="receivedOn" label="Date received" errors={error('receivedOn')} errorId="receivedOn-error">
            <TextInput id="receivedOn" name="receivedOn" type="date" defaultValue={values.receivedOn} onChange={(event) => setDay(event.currentTarget.value)} max={loaderData.defaults.receivedOn} aria-invalid={errors.receivedOn ? true : undefined} aria-describedby={described('receivedOn')} className="sm:max-w-xs" />
          </Field>
          <fieldset aria-describedby={errors.paymentMethod ? 'paymentMethod-error' : undefined}>
            <legend className="font-medium text-slate-900">Payment method</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {PAYMENT_METHODS.map((method) => (
                <label key={method} className="flex min-h-11 items-center gap-3 rounded-lg px-2 ring-1 ring-slate-200 has-[:checked]:ring-brand-700">
                  <input type="radio" name="paymentMethod" value={method} defaultChecked={values.paymentMethod === method} className="size-5 accent-brand-700" />
                  {PAYMENT_METHOD_LABELS[method]}
                </label>
              ))}
            </div>
            <FieldError id="paymentMethod-error" errors={error('paymentMethod')} />
          </fieldset>
          <Field
            id="amount"
            label="Amount (CAD)"
            description="In Canadian dollars, such as 25.00. Leave it empty if the amount is not known yet."
            descriptionId="amount-hint"
            errors={error('amount')}
            errorId="amount-error"
          >
            <TextInput id="amount" name="amount" inputMode="decimal" autoComplete="off" defaultValue={values.amount} aria-invalid={errors.amount ? true : undefined} aria-describedby={described('amount', 'amount-hint')} className="sm:max-w-xs" />
          </Field>
          {loaderData.email ? (
            <div>
              <div className="flex items-start gap-3">
                <input
                  type="checkbox"
                  id="sendThanks"
                  name="sendThanks"
                  value="yes"
                  checked={sendThanks}
                  onChange={(event) => setThanksTouched(event.currentTarget.checked)}
                  aria-describedby={['sendThanks-hint', errors.sendThanks ? 'sendThanks-error' : ''].filter(Boolean).join(' ')}
                  aria-invalid={errors.sendThanks ? true : undefined}
                  className="mt-1 size-5 accent-brand-700"
                />
                <div>
                  <label htmlFor="sendThanks" className="font-medium text-slate-900">
                    Send the donor a thank-you e-mail now
                  </label>
                  <p id="sendThanks-hint" className="text-slate-700">
                    To {loaderData.email}. Left unticked for a gift received more than {THANKS_DAYS} days ago: recording the past writes to no one unless you say so.
                  </p>
                </div>
              </div>
              <input type="hidden" name="sendThanksFor" value={day} />
              <FieldError id="sendThanks-error" errors={error('sendThanks')} />
            </div>
          ) : (
            <p className="text-slate-700">This donor gave no e-mail address: no thank-you e-mail goes.</p>
          )}
          {loaderData.receipt.offered ? (
            <div className="flex items-start gap-3">
              <input type="checkbox" id="issueReceipt" name="issueReceipt" value="yes" defaultChecked={values.issueReceipt} aria-describedby="issueReceipt-hint" className="mt-1 size-5 accent-brand-700" />
              <div>
                <label htmlFor="issueReceipt" className="font-medium text-slate-900">
                  Issue the official receipt now
                </label>
                <p id="issueReceipt-hint" className="text-slate-700">
                  It gets the next receipt number, made out to {loaderData.name} at the postal address on the pledge, and travels with the thank-you e-mail
                  {loaderData.email ? ' (or by itself, if no thank-you goes)' : ''}. {loaderData.email ? '' : NO_EMAIL_RECEIPT}
                </p>
              </div>
            </div>
          ) : loaderData.receipt.note ? (
            <p className="text-slate-700">{loaderData.receipt.note}</p>
          ) : null}
          <Button type="submit" busy={navigation.state !== 'idle'} busyLabel="Saving…">
            Mark received
          </Button>
        </Form>
      ) : (
        <p role="status" className="mt-6 max-w-2xl rounded-lg bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-700">
          This payment is {loaderData.status}, not a pledge: there is nothing to mark. To change it, use Edit on the Payment page.
        </p>
      )}
    </>
  )
}

export const meta = () => backOfficeTitle('Mark received')
