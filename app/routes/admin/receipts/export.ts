// The receipts of a year as a CSV file (GET /admin/receipts/export.csv?year=2026), cancelled ones
// included and marked, for the charity's annual information return (T3010) and its books.
import { actorOf } from '~/auth/actor.server'
import { requireAccess } from '~/auth/guards.server'
import { recordEvent } from '~/models/audit.server'
import { receiptsForExport } from '~/content-types/donation-receipt.server'
import { RECEIPT_STATUS_LABELS, type ReceiptStatus } from '~/content/receipts'
import { amountInputValue } from '~/content-types/money'
import { formatDate } from '~/utils/dates.server'
import { csvDownload, toCsv } from '~/utils/csv'
import { todayInEdmonton } from '~/utils/edmonton-day.server'
import type { Route } from './+types/export'

const HEADER = ['Receipt No.', 'Status', 'Kind', 'Donor', 'Address', 'E-mail', 'Received from', 'Received to', 'Amount (CAD)', 'Advantage (CAD)', 'Eligible amount (CAD)', 'Date of issue', 'Replaces', 'Cancelled on', 'Reason for cancelling']

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccess(request, 'receipts')
  const asked = Number(new URL(request.url).searchParams.get('year'))
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= 2100 ? asked : Number(todayInEdmonton().slice(0, 4))
  const rows = await receiptsForExport(year)
  const csv = toCsv(
    HEADER,
    rows.map((row) => [
      row.serial,
      RECEIPT_STATUS_LABELS[row.status as ReceiptStatus],
      row.kind === 'annual' ? 'Annual' : 'One gift',
      row.donorName,
      row.donorAddress.replace(/\r?\n/g, ', '),
      row.donorEmail,
      row.receivedFrom,
      row.receivedTo,
      amountInputValue(row.amountCents),
      amountInputValue(row.advantageCents),
      amountInputValue(row.eligibleCents),
      formatDate(row.issuedAt),
      row.replacesSerial ?? '',
      row.cancelledAt ? formatDate(row.cancelledAt) : '',
      row.cancelReason ?? '',
    ]),
  )
  const fileName = `receipts-${year}.csv`
  await recordEvent({ actor: actorOf(user, context), action: 'export', itemType: 'Receipt', itemLabel: `${fileName}, ${rows.length} rows` })
  return csvDownload(csv, fileName)
}
