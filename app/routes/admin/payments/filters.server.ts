// The Payment page's filters as the address carries them (?method=qr&status=received&from=
// 2026-01-01&to=2026-03-31), shared by the list and its CSV export so that the file holds what
// the screen shows. Like the list's other parameters, anything odd is ignored rather than an
// error: an unknown method shows every method, a date that is not a date is no limit.
import { PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentMethod, type PaymentStatus } from '~/content/payment-record'
import type { PaymentFilters } from '~/models/payment-record.server'
import { edmontonDayStart } from '~/utils/edmonton-day'

/** What the filter form shows again, and what every page, sort and export link carries. */
export type PaymentFilterValues = { method: string; status: string; from: string; to: string }

export function readPaymentFilters(url: URL): { filters: PaymentFilters; values: PaymentFilterValues } {
  const params = url.searchParams
  const method = PAYMENT_METHODS.find((m) => m === params.get('method')) ?? null
  const status = PAYMENT_STATUSES.find((s) => s === params.get('status')) ?? null
  const fromText = (params.get('from') ?? '').trim()
  const toText = (params.get('to') ?? '').trim()
  // the range is whole days in Edmonton, both ends included
  const from = edmontonDayStart(fromText)
  const before = edmontonDayStart(toText, 1)
  return {
    filters: { method: method as PaymentMethod | null, status: status as PaymentStatus | null, from, before },
    values: { method: method ?? '', status: status ?? '', from: from ? fromText : '', to: before ? toText : '' },
  }
}
