// Receipts (issue 15, items 7 and 9): every official donation receipt, newest first, by year and
// status, with its PDF as issued (a cancelled one marked so), "Send a copy" for a lost one,
// Cancel (and replace), the year's CSV for the charity's annual information return, issuing
// many at once and the receipt settings.
import { Form, Link } from 'react-router'
import { z } from 'zod'
import { actorOf } from '~/auth/actor.server'
import { requireAccess } from '~/auth/guards.server'
import { Pagination } from '~/components/admin/data-table'
import { ScreenHeader } from '~/components/admin/list-header'
import { buttonClassName } from '~/components/ui/button'
import { listReceipts, receiptYears, resendReceiptCopy } from '~/content-types/donation-receipt.server'
import { backOfficeTitle } from '~/content-types/screens'
import { RECEIPT_STATUS_LABELS, RECEIPT_STATUSES, receiptSettingsComplete, RECEIPT_MESSAGES, type ReceiptStatus } from '~/content/receipts'
import { getReceiptSettings } from '~/models/settings.server'
import { formatDate } from '~/utils/dates.server'
import { edmontonDayStart } from '~/utils/edmonton-day.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { readListParams } from '~/utils/list-params.server'
import { formatAmount } from '~/utils/money'
import { readFormData } from '~/utils/request-form.server'
import type { Route } from './+types/list'
import { CellLabel, STACKED } from '~/components/admin/stacked-table'

const PAGE_SIZE = 25
const copySchema = z.object({ intent: z.literal('copy'), id: z.coerce.number().int().positive().max(2_147_483_647) })

const day = (value: string) => formatDate(edmontonDayStart(value)!)

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, 'receipts')
  const url = new URL(request.url)
  const years = await receiptYears()
  const askedYear = Number(url.searchParams.get('year'))
  const year = years.includes(askedYear) ? askedYear : null
  const askedStatus = url.searchParams.get('status')
  const status = RECEIPT_STATUSES.find((s) => s === askedStatus) ?? null
  const { page } = readListParams(url)
  const [list, settings] = await Promise.all([listReceipts({ year, status }, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }), getReceiptSettings()])
  const pageCount = Math.max(1, Math.ceil(list.total / PAGE_SIZE))
  const filters: Record<string, string> = {}
  if (year) filters.year = String(year)
  if (status) filters.status = status
  return {
    years,
    year,
    status,
    settingsComplete: receiptSettingsComplete(settings),
    info: { page: Math.min(page, pageCount), pageCount, total: list.total, q: '', sort: 'newest' as const, pageSize: PAGE_SIZE, filters },
    rows: list.rows.map((row) => ({
      id: row.id,
      serial: row.serial,
      donor: row.donorName,
      email: row.donorEmail,
      received: row.kind === 'annual' ? `Gifts of ${row.receivedFrom.slice(0, 4)}` : day(row.receivedFrom),
      eligible: formatAmount(row.eligibleCents),
      advantage: row.advantageCents > 0 || row.advantageDescription ? `Less ${formatAmount(row.advantageCents)} received in return: ${row.advantageDescription}` : null,
      issued: `Issued ${formatDate(row.issuedAt)} by ${row.issuedBy}`,
      status: row.status as ReceiptStatus,
      cancelled: row.status === 'cancelled' ? `Cancelled${row.cancelledAt ? ` ${formatDate(row.cancelledAt)}` : ''}${row.cancelledBy ? ` by ${row.cancelledBy}` : ''}: ${row.cancelReason ?? ''}` : null,
      replaces: row.replacesSerial,
    })),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAccess(request, 'receipts')
  const form = await readFormData(request, 4096)
  if (!form.ok) throw new Response('This form could not be read.', { status: form.status })
  const parsed = copySchema.safeParse(Object.fromEntries(form.formData))
  if (!parsed.success) throw new Response('Unknown request', { status: 400 })
  const back = `/admin/receipts${new URL(request.url).search}`
  return (await resendReceiptCopy(parsed.data.id, actorOf(user, context)))
    ? redirectWithFlash(back, { type: 'success', message: 'A copy marked "Copy" is on its way to the donor.' })
    : redirectWithFlash(back, { type: 'error', message: 'Only a receipt that is not cancelled, with an e-mail address, can be sent again.' })
}

export default function Receipts({ loaderData }: Route.ComponentProps) {
  const { rows, info, years, year, status } = loaderData
  const exportYear = year ?? years[0]
  return (
    <>
      <ScreenHeader
        title="Receipts"
        intro="Official receipts for income tax purposes. A receipt is never changed: to correct one, cancel it and issue a replacement. Issued receipts are kept, with their PDF, as the Canada Revenue Agency requires."
        action={
          <div className="flex flex-wrap gap-2">
            <Link to="/admin/receipts/issue" className={buttonClassName('primary')}>
              Issue receipts
            </Link>
            <Link to="/admin/receipts/settings" className={buttonClassName('secondary')}>
              Receipt settings
            </Link>
          </div>
        }
      />
      {!loaderData.settingsComplete ? (
        <p role="status" className="mt-6 max-w-3xl rounded-lg bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-700">
          {RECEIPT_MESSAGES.settingsMissing}
        </p>
      ) : null}
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <label className="flex w-full flex-col gap-1 font-medium sm:w-auto">
          Year
          <select name="year" defaultValue={year ?? ''} className="min-h-11 rounded-lg border border-slate-400 bg-white px-3">
            <option value="">All years</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
        <label className="flex w-full flex-col gap-1 font-medium sm:w-auto">
          Status
          <select name="status" defaultValue={status ?? ''} className="min-h-11 rounded-lg border border-slate-400 bg-white px-3">
            <option value="">All statuses</option>
            {RECEIPT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {RECEIPT_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClassName('secondary')}>
          Show
        </button>
        <a href={`/admin/receipts/export.csv?year=${exportYear}`} download className={buttonClassName('secondary', 'sm:ml-auto')}>
          Export {exportYear} to CSV
        </a>
      </Form>
      {rows.length === 0 ? (
        <p className="mt-6 rounded-xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200">
          No receipts here yet. Issue one from a received payment on the Donation page (Issue receipt), or many at once with Issue receipts.
        </p>
      ) : (
        <div className="relative mt-6 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          <table className={STACKED.table}>
            <caption className="sr-only">Receipts, {info.total} in all</caption>
            <thead className={STACKED.head}>
              <tr>
                <th scope="col" className="px-4 py-3">No.</th>
                <th scope="col" className="px-4 py-3">Donor</th>
                <th scope="col" className="px-4 py-3">Received</th>
                <th scope="col" className="px-4 py-3">Eligible amount</th>
                <th scope="col" className="px-4 py-3">Status</th>
                <th scope="col" className="px-4 py-3">Actions</th>
              </tr>
            </thead>
            <tbody className={STACKED.body}>
              {rows.map((row) => (
                <tr key={row.id} className={`border-b border-slate-100 align-top last:border-0 ${STACKED.row}`}>
                  <td className={`px-4 py-3 font-semibold whitespace-nowrap ${STACKED.cell}`}>
                    <CellLabel>No.</CellLabel>
                    {row.serial}
                    {row.replaces ? <span className="block text-sm font-normal text-slate-600">Replaces {row.replaces}</span> : null}
                  </td>
                  <td className={`min-w-40 px-4 py-3 [overflow-wrap:anywhere] ${STACKED.cell}`}>
                    <CellLabel>Donor</CellLabel>
                    {row.donor}
                    <span className="block text-sm text-slate-600">{row.email}</span>
                  </td>
                  <td className={`px-4 py-3 whitespace-nowrap ${STACKED.cell}`}>
                    <CellLabel>Received</CellLabel>
                    {row.received}
                  </td>
                  <td className={`px-4 py-3 ${STACKED.cell}`}>
                    <CellLabel>Eligible amount</CellLabel>
                    <span className="whitespace-nowrap">{row.eligible}</span>
                    {row.advantage ? <span className="block min-w-40 text-sm text-slate-600 [overflow-wrap:anywhere]">{row.advantage}</span> : null}
                  </td>
                  <td className={`min-w-36 px-4 py-3 ${STACKED.cell}`}>
                    <CellLabel>Status</CellLabel>
                    <span
                      className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${row.status === 'issued' ? 'bg-green-50 text-green-900 ring-green-700' : 'bg-slate-100 text-slate-800 ring-slate-500'}`}
                    >
                      {RECEIPT_STATUS_LABELS[row.status]}
                    </span>
                    <span className="block text-sm text-slate-600 [overflow-wrap:anywhere]">{row.cancelled ?? row.issued}</span>
                  </td>
                  <td className={`px-4 py-3 ${STACKED.cell}`}>
                    <div className="flex flex-wrap gap-2">
                      <a href={`/admin/receipts/${row.id}/pdf`} className={buttonClassName('secondary')}>
                        PDF<span className="sr-only"> of receipt {row.serial}</span>
                      </a>
                      {row.status === 'issued' ? (
                        <>
                          <Form method="post">
                            <input type="hidden" name="id" value={row.id} />
                            <button type="submit" name="intent" value="copy" className={buttonClassName('secondary')}>
                              Send a copy<span className="sr-only"> of receipt {row.serial}</span>
                            </button>
                          </Form>
                          <Link to={`/admin/receipts/${row.id}/cancel`} className={buttonClassName('secondary')}>
                            Cancel<span className="sr-only"> receipt {row.serial}</span>
                          </Link>
                        </>
                      ) : null}
                    </div>
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

export const meta = () => backOfficeTitle('Receipts')
