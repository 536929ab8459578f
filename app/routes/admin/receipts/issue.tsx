// Issue receipts (issue 15, items 5 and 8): many at once. Either a receipt for each received gift
// between two days that has none yet, or, for a charity that receipts once a year, one receipt per
// donor for all their gifts of a calendar year. Gifts without a postal address are left for staff
// to issue one by one (the receipt must name one), and the answer says how many.
import { Form, data, useNavigation } from 'react-router'
import { actorOf } from '~/auth/actor.server'
import { requireAdmin } from '~/auth/guards.server'
import { GoBackLink, ScreenHeader } from '~/components/admin/list-header'
import { PlainField } from '~/components/admin/plain-field'
import { Button } from '~/components/ui/button'
import { fieldErrors, issueManySchema } from '~/content-types/donation-receipt'
import { issueAnnualReceipts, issueReceiptsBetween } from '~/content-types/donation-receipt.server'
import { backOfficeTitle } from '~/content-types/screens'
import { RECEIPT_MESSAGES, receiptSettingsComplete } from '~/content/receipts'
import { getReceiptSettings } from '~/models/settings.server'
import { todayInEdmonton } from '~/utils/edmonton-day.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { readFormData } from '~/utils/request-form.server'
import type { Route } from './+types/issue'

const FIELDS = ['kind', 'from', 'to', 'year'] as const
type Fields = Record<(typeof FIELDS)[number], string>
const LIST = '/admin/receipts'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const settings = await getReceiptSettings()
  const today = todayInEdmonton()
  const thisYear = Number(today.slice(0, 4))
  return {
    settingsComplete: receiptSettingsComplete(settings),
    annual: settings.mode === 'annual',
    today,
    years: [thisYear, thisYear - 1],
    defaults: { kind: '', from: `${today.slice(0, 7)}-01`, to: today, year: String(settings.mode === 'annual' ? thisYear - 1 : thisYear) } as Fields,
  }
}

/** "3 receipts issued (2026-00004 to 2026-00006)." and what was left out. */
function outcomeMessage(issued: string[], leftForStaff: number): string {
  const done =
    issued.length === 0
      ? 'No receipts to issue: every received gift there has one.'
      : `${issued.length} ${issued.length === 1 ? 'receipt' : 'receipts'} issued (${issued.length === 1 ? issued[0] : `${issued[0]} to ${issued[issued.length - 1]}`}).`
  const left = leftForStaff ? ` ${leftForStaff} ${leftForStaff === 1 ? 'gift has' : 'gifts have'} no postal address, or a name or address not in English letters: issue those one by one from the Donation page.` : ''
  return done + left
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request)
  const form = await readFormData(request, 4096)
  if (!form.ok) throw new Response('This form could not be read.', { status: form.status })
  const typed = Object.fromEntries(FIELDS.map((name) => [name, String(form.formData.get(name) ?? '').slice(0, 40)])) as Fields
  const parsed = issueManySchema.safeParse(typed)
  if (!parsed.success) return data({ typed, errors: fieldErrors(parsed.error) }, { status: 400 })
  const value = parsed.data
  if (value.kind === 'range' && value.to > todayInEdmonton()) return data({ typed, errors: { to: 'The second date cannot be in the future.' } as Record<string, string> }, { status: 400 })
  const outcome = value.kind === 'range' ? await issueReceiptsBetween(value.from, value.to, actorOf(user, context)) : await issueAnnualReceipts(value.year, actorOf(user, context))
  if ('settingsMissing' in outcome) return redirectWithFlash(LIST, { type: 'error', message: RECEIPT_MESSAGES.settingsMissing })
  return redirectWithFlash(LIST, { type: 'success', message: outcomeMessage(outcome.issued, outcome.leftForStaff) })
}

export default function IssueReceipts({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const errors: Record<string, string> = actionData?.errors ?? {}
  const values = actionData?.typed ?? loaderData.defaults
  const busy = navigation.state !== 'idle'
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
      <p className="text-slate-700">Every donor gets one receipt for all their gifts of the year that have no receipt yet. Issue them once the year is over, before the end of February.</p>
      <input type="hidden" name="kind" value="annual" />
      <label className="flex flex-col gap-1 font-medium sm:max-w-xs">
        Year
        <select name="year" defaultValue={values.year} className="min-h-11 rounded-lg border border-slate-400 bg-white px-3">
          {loaderData.years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" busy={busy} busyLabel="Issuing…">
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

export const meta = () => backOfficeTitle('Issue receipts')
