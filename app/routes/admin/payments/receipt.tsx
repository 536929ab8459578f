// Issue receipt (issue 15, items 2 and 5): the official receipt of one received payment, on a
// page of its own. It asks for the donor's full name and postal address first (a website pledge
// often has none, and the receipt must show both), and for any advantage the donor received.
// Issuing twice gives the one receipt; the donor gets it by e-mail with the PDF attached.
import { Form, Link, data, useNavigation } from 'react-router'
import { actorOf } from '~/auth/actor.server'
import { requireAccess } from '~/auth/guards.server'
import { GoBackLink, ScreenHeader } from '~/components/admin/list-header'
import { Button } from '~/components/ui/button'
import { PlainField } from '~/components/admin/plain-field'
import { fieldErrors, issueReceiptSchema } from '~/content-types/donation-receipt'
import { issueReceipt, replacedReceiptOf } from '~/content-types/donation-receipt.server'
import { paymentRecord } from '~/content-types/payment-record'
import { getPayment } from '~/content-types/payment-record.server'
import { backOfficeTitle } from '~/content-types/screens'
import { ERASED_MARKER } from '~/content/privacy'
import { NO_EMAIL_RECEIPT, RECEIPT_MESSAGES, advantageOverThreshold, receiptSettingsComplete } from '~/content/receipts'
import { isMailConfigured } from '~/email/outbox.server'
import { getReceiptSettings } from '~/models/settings.server'
import { formatDate } from '~/utils/dates.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { idParam } from '~/utils/id-param.server'
import { formatAmount } from '~/utils/money'
import { readFormData } from '~/utils/request-form.server'
import type { Route } from './+types/receipt'

const FIELDS = ['donorName', 'donorAddress', 'advantage', 'advantageDescription'] as const
type Fields = Record<(typeof FIELDS)[number], string>
const LIST = paymentRecord.path

/** Why this payment cannot have a receipt now, in staff's words; null when it can. */
function refusal(payment: NonNullable<Awaited<ReturnType<typeof getPayment>>>): string | null {
  if (payment.receiptSerial) return `${RECEIPT_MESSAGES.alreadyIssued} (No. ${payment.receiptSerial})`
  if (payment.status !== 'received') return RECEIPT_MESSAGES.notReceived
  if (payment.amountCents === null) return RECEIPT_MESSAGES.noAmount
  if (payment.email === ERASED_MARKER) return 'This donation was erased on request: its receipt can no longer be issued.'
  return null
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAccess(request, 'receipts')
  const payment = await getPayment(idParam(params.id))
  if (!payment) throw new Response('Not found', { status: 404 })
  const settings = await getReceiptSettings()
  return {
    payment: {
      name: payment.name,
      email: payment.email,
      amount: formatAmount(payment.amountCents),
      receivedOn: payment.receivedAt ? formatDate(payment.receivedAt) : '',
    },
    refused: refusal(payment),
    replaces: await replacedReceiptOf(payment.id),
    settingsComplete: receiptSettingsComplete(settings),
    annual: settings.mode === 'annual',
    mailConfigured: isMailConfigured(),
    defaults: { donorName: payment.name, donorAddress: payment.address, advantage: '', advantageDescription: '' } as Fields,
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireAccess(request, 'receipts')
  const id = idParam(params.id)
  const form = await readFormData(request, 16 * 1024)
  if (!form.ok) throw new Response('This form could not be read.', { status: form.status })
  const typed = Object.fromEntries(FIELDS.map((name) => [name, String(form.formData.get(name) ?? '').slice(0, 2000)])) as Fields
  const parsed = issueReceiptSchema.safeParse(typed)
  if (!parsed.success) return data({ typed, errors: fieldErrors(parsed.error) }, { status: 400 })
  const payment = await getPayment(id)
  const advantageCents = parsed.data.advantage ?? 0
  if (payment?.amountCents != null && advantageCents > payment.amountCents) {
    return data({ typed, errors: { advantage: RECEIPT_MESSAGES.advantageTooLarge } as Record<string, string> }, { status: 400 })
  }
  if (payment?.amountCents != null && advantageOverThreshold(advantageCents, payment.amountCents)) {
    return data({ typed, errors: { advantage: RECEIPT_MESSAGES.advantageOverThreshold } as Record<string, string> }, { status: 400 })
  }
  const outcome = await issueReceipt(
    id,
    { donorName: parsed.data.donorName, donorAddress: parsed.data.donorAddress, advantageCents, advantageDescription: parsed.data.advantageDescription },
    actorOf(user, context),
  )
  const toast = (type: 'success' | 'error', message: string) => redirectWithFlash(LIST, { type, message, position: 'bottom-right' })
  if (!outcome.ok) {
    const messages = {
      gone: 'That payment was deleted meanwhile.',
      'not-received': RECEIPT_MESSAGES.notReceived,
      'no-amount': RECEIPT_MESSAGES.noAmount,
      'settings-missing': RECEIPT_MESSAGES.settingsMissing,
      'no-address': RECEIPT_MESSAGES.addressRequired,
    }
    return toast('error', messages[outcome.reason])
  }
  const { serial } = outcome.receipt
  if (outcome.alreadyIssued) return toast('success', `This payment already had receipt No. ${serial}.`)
  // a donor without e-mail gets the receipt on paper: the toast says so
  if (!outcome.receipt.donorEmail) return toast('success', `Receipt No. ${serial} issued. ${NO_EMAIL_RECEIPT}`)
  const sent = isMailConfigured() ? `sent to ${outcome.receipt.donorEmail}` : 'waiting in the outbox: e-mail is not configured on this server'
  const replaced = outcome.replacesSerial ? ` It replaces receipt No. ${outcome.replacesSerial}.` : ''
  return toast('success', `Receipt No. ${serial} issued and ${sent}.${replaced}`)
}

export default function IssueReceipt({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const { payment } = loaderData
  const values = actionData?.typed ?? loaderData.defaults
  const errors: Record<string, string> = actionData?.errors ?? {}
  return (
    <>
      <ScreenHeader title="Issue receipt" intro={`${payment.name}, ${payment.amount || 'amount not recorded'}${payment.receivedOn ? `, received on ${payment.receivedOn}` : ''}`} action={<GoBackLink to={LIST} />} />
      {loaderData.refused ? (
        <p role="status" className="mt-6 max-w-2xl rounded-lg bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-700">
          {loaderData.refused}
        </p>
      ) : !loaderData.settingsComplete ? (
        <p role="status" className="mt-6 max-w-2xl rounded-lg bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-700">
          {RECEIPT_MESSAGES.settingsMissing}{' '}
          <Link to="/admin/receipts/settings" className="font-semibold underline">
            Open Receipt settings
          </Link>
        </p>
      ) : (
        <Form method="post" noValidate className="mt-6 max-w-2xl space-y-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <p className="text-slate-700">
            The official receipt for income tax purposes shows the donor's full name and postal address. Check them: a receipt is never changed once issued, only
            cancelled and replaced.{' '}
            {payment.email ? (
              <>
                It is sent to {payment.email}
                {loaderData.mailConfigured ? '' : ' once e-mail is configured on this server'}, with the PDF attached.
              </>
            ) : (
              NO_EMAIL_RECEIPT
            )}
          </p>
          {loaderData.replaces ? <p className="text-slate-700">It will say that it cancels and replaces receipt No. {loaderData.replaces}, cancelled to correct this payment.</p> : null}
          {loaderData.annual ? (
            <p className="rounded-lg bg-brand-50 px-4 py-3 text-slate-800 ring-1 ring-brand-700">
              This site issues one receipt a year for each donor. Issue a receipt for this gift alone only if the donor needs it now: it will then not be on their
              receipt for the year.
            </p>
          ) : null}
          <PlainField name="donorName" label="Donor's full name" value={values.donorName} error={errors.donorName} maxLength={200} autoComplete="off" />
          <PlainField name="donorAddress" label="Donor's postal address" hint="Street, city, province and postal code, one per line." value={values.donorAddress} error={errors.donorAddress} multiline maxLength={500} />
          <PlainField
            name="advantage"
            label="Value of any advantage (CAD)"
            hint="Only if the donor received something for the gift, such as a dinner ticket. Leave it empty otherwise. At most 80% of the gift: above that it is not a gift for the Canada Revenue Agency."
            value={values.advantage}
            error={errors.advantage}
            inputMode="decimal"
            autoComplete="off"
          />
          <PlainField name="advantageDescription" label="What the advantage was" value={values.advantageDescription} error={errors.advantageDescription} maxLength={300} autoComplete="off" />
          <Button type="submit" busy={navigation.state !== 'idle'} busyLabel="Issuing…">
            Issue receipt
          </Button>
        </Form>
      )}
    </>
  )
}

export const meta = () => backOfficeTitle('Issue receipt')
