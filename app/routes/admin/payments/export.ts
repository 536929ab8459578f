// The Payment page's list as a CSV file (GET /admin/payments/export.csv?...): the same search
// and filters as the screen, every page of it, for the charity's books and receipts. Dates are
// written by the server in Edmonton time (decision 005); cells are neutralised against
// spreadsheet formulas (app/utils/csv.ts), as names and addresses come from the public form.
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '~/content/payment-record'
import { amountInputValue } from '~/content/payment-record-form'
import { listPaymentRecordsForExport } from '~/models/payment-record.server'
import { requireAdmin } from '~/auth/guards.server'
import { toCsv } from '~/utils/csv'
import { formatDate, formatDateTime } from '~/utils/dates'
import { todayInEdmonton } from '~/utils/edmonton-day'
import { readListParams } from '~/utils/list-params.server'
import type { Route } from './+types/export'
import { readPaymentFilters } from './filters.server'

const HEADER = ['Name', 'Email', 'Address', 'Payment method', 'Amount (CAD)', 'Status', 'Date received', 'Date'] as const

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const url = new URL(request.url)
  const { q, sort } = readListParams(url)
  const { filters } = readPaymentFilters(url)
  const rows = await listPaymentRecordsForExport(q, sort, filters)
  const csv = toCsv(
    HEADER,
    rows.map((row) => [
      row.name,
      row.email,
      row.address,
      PAYMENT_METHOD_LABELS[row.paymentMethod],
      amountInputValue(row.amountCents),
      PAYMENT_STATUS_LABELS[row.status],
      row.receivedAt ? formatDate(row.receivedAt) : '',
      formatDateTime(row.createdAt),
    ]),
  )
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="payments-${todayInEdmonton()}.csv"`,
      // personal data: never kept by a browser or a proxy
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
