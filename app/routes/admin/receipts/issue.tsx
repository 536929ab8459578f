// Issue receipts (issue 15, items 5 and 8): many at once. Either a receipt for each received gift
// between two days that has none yet, or, for a charity that receipts once a year, one receipt per
// donor for all their gifts of a calendar year. Gifts without a postal address are left for staff
// to issue one by one (the receipt must name one), and the answer says how many. The year's
// receipts (issue 36, item 2) open once the year is over, and are issued only after staff have
// seen the list (donor, gifts, total) and confirmed it; what they confirmed is what is issued.
import { Form, data, useNavigation } from 'react-router'
import { actorOf } from '~/auth/actor.server'
import { requireAccess } from '~/auth/guards.server'
import { GoBackLink, ScreenHeader } from '~/components/admin/list-header'
import { PlainField } from '~/components/admin/plain-field'
import { Button } from '~/components/ui/button'
import { FieldError } from '~/components/ui/field'
import { fieldErrors, issueManySchema } from '~/content-types/donation-receipt'
import { annualReceiptPlan, annualReceiptsOpenOn, issueAnnualReceipts, issueReceiptsBetween, type AnnualPlan } from '~/content-types/donation-receipt.server'
import { backOfficeTitle } from '~/content-types/screens'
import { RECEIPT_MESSAGES, receiptSettingsComplete } from '~/content/receipts'
import { getReceiptSettings } from '~/models/settings.server'
import { formatDate } from '~/utils/dates.server'
import { edmontonDayStart, todayInEdmonton } from '~/utils/edmonton-day.server'
import { formatAmount } from '~/utils/money'
import { redirectWithFlash } from '~/utils/flash.server'
import { readFormData } from '~/utils/request-form.server'
import type { Route } from './+types/issue'

const FIELDS = ['kind', 'from', 'to', 'year', 'fingerprint'] as const
type Fields = Record<(typeof FIELDS)[number], string>
const LIST = '/admin/receipts'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, 'receipts')
  const settings = await getReceiptSettings()
  const today = todayInEdmonton()
  const thisYear = Number(today.slice(0, 4))
  return {
    settingsComplete: receiptSettingsComplete(settings),
    annual: settings.mode === 'annual',
    today,
    years: [thisYear, thisYear - 1],
    defaults: { kind: '', from: `${today.slice(0, 7)}-01`, to: today, year: String(thisYear - 1), fingerprint: '' } as Fields,
  }
}

/** "3 receipts issued (2026-00004 to 2026-00006)." and what was left out. */
function outcomeMessage(issued: string[], leftForStaff: number): string {
  const done =
    issued.length === 0
      ? 'No receipts to issue: every received gift there has one.'
      : `${issued.length} ${issued.length === 1 ? 'receipt' : 'receipts'} issued (${issued.length === 1 ? issued[0] : `${issued[0]} to ${issued[issued.length - 1]}`}).`
  const left = leftForStaff
    ? ` ${leftForStaff} ${leftForStaff === 1 ? 'gift was' : 'gifts were'} left out (no postal address, a name or address the receipt cannot print, or a gift in kind, which has a receipt of its own): issue those one by one from the Donation page.`
    : ''
  return done + left
}

/** The list staff confirm: each donor with their gifts and total, as the receipts will show them. */
function planShown(plan: AnnualPlan) {
  return {
    year: plan.year,
    fingerprint: plan.fingerprint,
    leftForStaff: plan.leftForStaff,
    donors: plan.donors.map((donor) => ({
      name: donor.name,
      email: donor.email,
      address: donor.address,
      gifts: donor.gifts.map((gift) => `${formatDate(edmontonDayStart(gift.receivedOn)!)}: ${formatAmount(gift.amountCents)}`),
      total: formatAmount(donor.totalCents),
    })),
  }
}

type ShownPlan = ReturnType<typeof planShown>

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAccess(request, 'receipts')
  const form = await readFormData(request, 4096)
  if (!form.ok) throw new Response('This form could not be read.', { status: form.status })
  const typed = Object.fromEntries(FIELDS.map((name) => [name, String(form.formData.get(name) ?? '').slice(0, 100)])) as Fields
  const parsed = issueManySchema.safeParse(typed)
  if (!parsed.success) return data({ typed, errors: fieldErrors(parsed.error) }, { status: 400 })
  const value = parsed.data
  if (value.kind === 'range' && value.to > todayInEdmonton()) return data({ typed, errors: { to: 'The second date cannot be in the future.' } as Record<string, string> }, { status: 400 })
  if (value.kind === 'annual') {
    // a gift may still come on the year's last day: its receipts wait until it is over
    const opens = annualReceiptsOpenOn(value.year)
    if (todayInEdmonton() < opens) {
      const message = `The receipts of ${value.year} can be issued from ${formatDate(edmontonDayStart(opens)!)}, once the year is over.`
      return data({ typed, errors: { year: message } as Record<string, string> }, { status: 400 })
    }
    // first the list, to confirm
    if (!value.fingerprint) return data({ typed, plan: planShown(await annualReceiptPlan(value.year)) })
  }
  const outcome =
    value.kind === 'range'
      ? await issueReceiptsBetween(value.from, value.to, actorOf(user, context))
      : await issueAnnualReceipts(value.year, actorOf(user, context), { fingerprint: value.fingerprint, signal: request.signal })
  if ('settingsMissing' in outcome) return redirectWithFlash(LIST, { type: 'error', message: RECEIPT_MESSAGES.settingsMissing })
  if ('notYet' in outcome) return data({ typed, errors: { year: `The receipts of ${value.kind === 'annual' ? value.year : ''} cannot be issued yet.` } as Record<string, string> }, { status: 400 })
  // the gifts changed while the list was open: the new list, to confirm again
  if ('changed' in outcome) return data({ typed, plan: planShown(outcome.changed), changed: true }, { status: 409 })
  return redirectWithFlash(LIST, { type: 'success', message: outcomeMessage(outcome.issued, outcome.leftForStaff) })
}

export default function IssueReceipts({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const errors: Record<string, string> = (actionData && 'errors' in actionData ? actionData.errors : undefined) ?? {}
  const values = actionData?.typed ?? loaderData.defaults
  const busy = navigation.state !== 'idle'
  if (actionData && 'plan' in actionData && actionData.plan) return <ConfirmAnnual plan={actionData.plan} changed={'changed' in actionData} busy={busy} />
  const range = (
    <Form key="range" method="post" noValidate className="space-y-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-xl font-semibold">A receipt for each gift</h2>
      <p className="text-slate-700">Every gift received between these days that has no receipt yet gets its own, sent to its donor.</p>
      <input type="hidden" name="kind" value="range" />
      <div className="flex flex-wrap gap-4">
        <PlainField name="from" label="Received from" type="date" value={values.from} error={errors.from} max={loaderData.today} className="sm:max-w-xs" />
        <PlainField name="to" label="Received to" type="date" value={values.to} error={errors.to} max={loaderData.today} className="sm:max-w-xs" />
      </div>
      <Button type="submit" busy={busy} busyLabel="Issuing…">
        Issue receipts for these gifts
      </Button>
    </Form>
  )
  const annual = (
    <Form key="annual" method="post" noValidate className="space-y-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-xl font-semibold">One receipt a year for each donor</h2>
      <p className="text-slate-700">
        Every donor gets one receipt for all their gifts of the year that have no receipt yet. Issue them once the year is over, before the end of February.
        First you see the list of receipts, then you confirm it.
      </p>
      <input type="hidden" name="kind" value="annual" />
      <label className="flex flex-col gap-1 font-medium sm:max-w-xs">
        Year
        <select
          name="year"
          defaultValue={values.year}
          aria-invalid={errors.year ? true : undefined}
          aria-describedby={errors.year ? 'year-error' : undefined}
          className="min-h-11 rounded-lg border border-slate-400 bg-white px-3"
        >
          {loaderData.years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </label>
      <FieldError id="year-error" errors={errors.year ? [errors.year] : undefined} />
      <Button type="submit" busy={busy} busyLabel="Preparing the list…">
        Issue the year's receipts
      </Button>
    </Form>
  )
  return (
    <>
      <ScreenHeader title="Issue receipts" intro="Official receipts for many gifts at once. A gift never gets two receipts, however often this is done." action={<GoBackLink to={LIST} />} />
      {!loaderData.settingsComplete ? (
        <p role="status" className="mt-6 max-w-2xl rounded-lg bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-700">
          {RECEIPT_MESSAGES.settingsMissing}
        </p>
      ) : (
        <div className="mt-6 grid max-w-2xl gap-6">{loaderData.annual ? [annual, range] : [range, annual]}</div>
      )}
    </>
  )
}

/** The year's receipts, one row per donor, and the button that issues exactly these. */
function ConfirmAnnual({ plan, changed, busy }: { plan: ShownPlan; changed: boolean; busy: boolean }) {
  const count = plan.donors.length
  return (
    <>
      <ScreenHeader title={`The receipts of ${plan.year}`} intro="Check the list: each donor gets one receipt for these gifts. Nothing is issued until you confirm." action={<GoBackLink to="/admin/receipts/issue" />} />
      {changed ? (
        <p role="alert" className="mt-6 max-w-3xl rounded-lg bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-700">
          The gifts changed since the list was made (a gift was recorded or a receipt issued meanwhile). Nothing was issued: check this new list.
        </p>
      ) : null}
      {count === 0 ? (
        <p className="mt-6 max-w-3xl text-slate-700">No receipts to issue for {plan.year}: every received gift of the year has one.</p>
      ) : (
        <div className="mt-6 max-w-4xl overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          <table className="w-full text-start">
            <caption className="sr-only">Receipts to issue for {plan.year}</caption>
            <thead className="bg-slate-50 text-sm text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 text-start">
                  Donor
                </th>
                <th scope="col" className="px-4 py-3 text-start">
                  Gifts
                </th>
                <th scope="col" className="px-4 py-3 text-end">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {plan.donors.map((donor, index) => (
                <tr key={index} className="border-t border-slate-100 align-top">
                  <td className="px-4 py-3 [overflow-wrap:anywhere]">
                    <span className="font-medium">{donor.name}</span>
                    <span className="block text-sm text-slate-700">{donor.email || 'No e-mail: print and post'}</span>
                  </td>
                  <td className="px-4 py-3">
                    <ul>
                      {donor.gifts.map((gift) => (
                        <li key={gift}>{gift}</li>
                      ))}
                    </ul>
                  </td>
                  <td className="px-4 py-3 text-end font-semibold whitespace-nowrap">{donor.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {plan.leftForStaff ? (
        <p className="mt-4 max-w-3xl text-slate-700">
          {plan.leftForStaff} {plan.leftForStaff === 1 ? 'gift is' : 'gifts are'} left out: no postal address, a name or address the receipt cannot print, or a gift in
          kind (it has a receipt of its own). Issue those one by one from the Donation page.
        </p>
      ) : null}
      {count > 0 ? (
        <Form method="post" className="mt-6">
          <input type="hidden" name="kind" value="annual" />
          <input type="hidden" name="year" value={plan.year} />
          <input type="hidden" name="fingerprint" value={plan.fingerprint} />
          <Button type="submit" busy={busy} busyLabel="Issuing…">
            {`Issue these ${count} ${count === 1 ? 'receipt' : 'receipts'}`}
          </Button>
        </Form>
      ) : null}
    </>
  )
}

export const meta = () => backOfficeTitle('Issue receipts')
