// Cancel a receipt (issue 15, item 7): a receipt is never edited. Staff say why it is cancelled
// (kept with it; its PDF stays, marked "Cancelled") and, usually, issue a replacement in the same
// step: a new serial number, the name and address corrected, saying which receipt it replaces.
import { Form, data, useNavigation } from 'react-router'
import { actorOf } from '~/auth/actor.server'
import { requireAccess } from '~/auth/guards.server'
import { GoBackLink, ScreenHeader } from '~/components/admin/list-header'
import { PlainField } from '~/components/admin/plain-field'
import { Button } from '~/components/ui/button'
import { FieldError } from '~/components/ui/field'
import { cancelReceiptSchema, fieldErrors } from '~/content-types/donation-receipt'
import { cancelReceipt, getReceipt } from '~/content-types/donation-receipt.server'
import { backOfficeTitle } from '~/content-types/screens'
import { NO_EMAIL_RECEIPT, RECEIPT_MESSAGES } from '~/content/receipts'
import { formatDate } from '~/utils/dates.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { idParam } from '~/utils/id-param.server'
import { formatAmount } from '~/utils/money'
import { readFormData } from '~/utils/request-form.server'
import type { Route } from './+types/cancel'

const FIELDS = ['reason', 'replace', 'donorName', 'donorAddress'] as const
type Fields = Record<(typeof FIELDS)[number], string>
const LIST = '/admin/receipts'

/** The payment this cancel was started from (its edit form's "Cancel and replace the receipt"), where to go back afterwards. */
function fromPayment(request: Request): number | null {
  const id = new URL(request.url).searchParams.get('payment') ?? ''
  return /^\d{1,9}$/.test(id) ? Number(id) : null
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAccess(request, 'receipts')
  const receipt = await getReceipt(idParam(params.id))
  if (!receipt) throw new Response('Not found', { status: 404 })
  const payment = fromPayment(request)
  return {
    serial: receipt.serial,
    summary: `${receipt.donorName}, ${formatAmount(receipt.eligibleCents)}, issued on ${formatDate(receipt.issuedAt)}`,
    cancelled: receipt.status === 'cancelled',
    payment,
    // from a payment, to correct it: the replacement is issued once the payment is corrected
    defaults: { reason: '', replace: payment ? 'no' : 'yes', donorName: receipt.donorName, donorAddress: receipt.donorAddress } as Fields,
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireAccess(request, 'receipts')
  const id = idParam(params.id)
  const form = await readFormData(request, 16 * 1024)
  if (!form.ok) throw new Response('This form could not be read.', { status: form.status })
  const typed = Object.fromEntries(FIELDS.map((name) => [name, String(form.formData.get(name) ?? '').slice(0, 2000)])) as Fields
  const parsed = cancelReceiptSchema.safeParse(typed)
  if (!parsed.success) return data({ typed, errors: fieldErrors(parsed.error) }, { status: 400 })
  const value = parsed.data
  const replacement = value.replace === 'yes' ? { donorName: value.donorName, donorAddress: value.donorAddress } : null
  const outcome = await cancelReceipt(id, value.reason, actorOf(user, context), replacement)
  if (!outcome.ok) {
    const messages = {
      gone: 'That receipt is not there.',
      'already-cancelled': 'That receipt was already cancelled.',
      'settings-missing': RECEIPT_MESSAGES.settingsMissing,
    }
    return redirectWithFlash(LIST, { type: 'error', message: messages[outcome.reason] })
  }
  const payment = fromPayment(request)
  if (payment && !outcome.replacement) {
    // back to the payment, now unlocked, to correct it; its new receipt then says what it replaces
    const message = `Receipt cancelled. Correct the payment and save it, then use Issue receipt: the new receipt will say it replaces the cancelled one.`
    return redirectWithFlash(`/admin/payments?edit=${payment}`, { type: 'success', message, position: 'bottom-right' })
  }
  const message = outcome.replacement
    ? `Receipt cancelled. Receipt No. ${outcome.replacement.serial} replaces it${outcome.replacement.donorEmail ? ' and is on its way to the donor.' : `. ${NO_EMAIL_RECEIPT}`}`
    : 'Receipt cancelled. Its gift can have a new receipt from the Donation page.'
  return redirectWithFlash(LIST, { type: 'success', message })
}

export default function CancelReceipt({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const values = actionData?.typed ?? loaderData.defaults
  const errors: Record<string, string> = actionData?.errors ?? {}
  return (
    <>
      <ScreenHeader title={`Cancel receipt No. ${loaderData.serial}`} intro={loaderData.summary} action={<GoBackLink to={LIST} />} />
      {loaderData.cancelled ? (
        <p role="status" className="mt-6 max-w-2xl rounded-lg bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-700">
          This receipt is already cancelled.
        </p>
      ) : (
        <Form method="post" noValidate className="mt-6 max-w-2xl space-y-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <p className="text-slate-700">
            A receipt is never changed. Cancelling keeps it, marked "Cancelled", with your reason. A replacement gets a new number and says which receipt it
            replaces; the donor gets it by e-mail.
          </p>
          {loaderData.payment ? (
            <p className="rounded-lg bg-brand-50 px-4 py-3 text-slate-800 ring-1 ring-brand-700">
              To correct the payment itself (its amount, date or gift), choose no replacement now: the payment then opens for you to correct, and its new receipt
              says that it replaces this one. A wrong name or address alone can be corrected on the replacement below.
            </p>
          ) : null}
          <PlainField name="reason" label="Why is it cancelled?" value={values.reason} error={errors.reason} multiline maxLength={500} />
          <fieldset aria-describedby={errors.replace ? 'replace-error' : undefined}>
            <legend className="font-medium text-slate-900">Replacement</legend>
            <div className="mt-2 grid gap-2">
              <label className="flex min-h-11 items-center gap-3 rounded-lg px-2 ring-1 ring-slate-200 has-[:checked]:ring-brand-700">
                <input type="radio" name="replace" value="yes" defaultChecked={values.replace !== 'no'} className="size-5 accent-brand-700" />
                Issue a replacement now, with the name and address below
              </label>
              <label className="flex min-h-11 items-center gap-3 rounded-lg px-2 ring-1 ring-slate-200 has-[:checked]:ring-brand-700">
                <input type="radio" name="replace" value="no" defaultChecked={values.replace === 'no'} className="size-5 accent-brand-700" />
                {loaderData.payment ? 'No replacement now: correct the payment first' : 'No replacement (the gift was refunded, or the receipt was issued by mistake)'}
              </label>
            </div>
            <FieldError id="replace-error" errors={errors.replace ? [errors.replace] : undefined} />
          </fieldset>
          <PlainField name="donorName" label="Donor's full name on the replacement" value={values.donorName} error={errors.donorName} maxLength={200} autoComplete="off" />
          <PlainField name="donorAddress" label="Donor's postal address on the replacement" value={values.donorAddress} error={errors.donorAddress} multiline maxLength={500} />
          <Button type="submit" busy={navigation.state !== 'idle'} busyLabel="Cancelling…">
            Cancel receipt
          </Button>
        </Form>
      )}
    </>
  )
}

export const meta = () => backOfficeTitle('Cancel receipt')
