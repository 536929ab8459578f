// The Payment page (spec 2.5): the payment records - donations from the public page and those
// staff add - with Add, Edit and Detail in modals and Delete through the shared Confirm Delete
// dialog, every one reachable from each row (Add from the header). The modals live in the
// address (?add=1, ?edit=ID, ?detail=ID), so they open from a link, survive a reload and work
// without JavaScript. Searchable, sortable and filtered by method, status and date range like
// the other lists (25 a page on the server), and exported as CSV with the same filters.
// Its toasts show bottom-right (spec 9): 'Payment saved', 'Item deleted successfully' (spec 8).
import { Link } from 'react-router'
import { DataTable, type Column } from '~/components/admin/data-table'
import { DetailList } from '~/components/admin/detail-list'
import { AddLink, ScreenHeader } from '~/components/admin/list-header'
import { RoutedDialog } from '~/components/admin/routed-dialog'
import { RowActions } from '~/components/admin/row-actions'
import { ERASED_MARKER } from '~/content/privacy'
import { buttonClassName } from '~/components/ui/button'
import { controlClassName } from '~/components/ui/text-input'
import {
  formatAmount,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '~/content/payment-record'
import { amountInputValue } from '~/content/payment-record-form'
import { deletePaymentRecord, getPaymentRecord, listPaymentRecordsForAdmin } from '~/models/payment-record.server'
import { requireAdmin } from '~/auth/guards.server'
import { formatDate, formatDateTime } from '~/utils/dates'
import { ALREADY_GONE_MESSAGE, deleteAction } from '~/utils/delete-action.server'
import { edmontonDayOf, todayInEdmonton } from '~/utils/edmonton-day'
import { redirectWithFlash, type Flash } from '~/utils/flash.server'
import { newFormKey } from '~/utils/form-key.server'
import { idParam } from '~/utils/id-param.server'
import { listPageInfo, readListParams } from '~/utils/list-params.server'
import { listHref, type ListPageInfo } from '~/utils/list-page'
import type { Route } from './+types/list'
import { readPaymentFilters, type PaymentFilterValues } from './filters.server'
import { PaymentForm, type PaymentFormDefaults } from './payment-form'
import { addPaymentRecord, editPaymentRecord, PaymentRecordGone } from './save.server'

const PAYMENT_SAVED_MESSAGE = 'Payment saved'
const PAYMENT_DELETED_MESSAGE = 'Item deleted successfully'
const TOAST_POSITION = 'bottom-right' as const
/** The address parameters that open a modal (or the no-JS delete question); the list's own address has none. */
const ERASED_RECORD_MESSAGE =
  'This donation was erased on request: only what its receipt needs (amount, method, status and dates) is kept, and it cannot be edited.'

const isErased = (record: { email: string }) => record.email === ERASED_MARKER

const MODAL_PARAMS = ['add', 'edit', 'detail', 'delete', 'index'] as const

/** The list's own address: its page, search, order and filters, without a modal. */
function listAddress(url: URL): string {
  const search = new URLSearchParams(url.search)
  for (const name of MODAL_PARAMS) search.delete(name)
  const text = search.toString()
  return text ? `${url.pathname}?${text}` : url.pathname
}

function flash(type: Flash['type'], message: string): Flash {
  return { type, message, position: TOAST_POSITION }
}

type Modal =
  | { kind: 'add'; formKey: string; defaults: PaymentFormDefaults }
  | { kind: 'edit'; id: number; name: string; defaults: PaymentFormDefaults }
  | { kind: 'detail'; id: number; name: string; erased: boolean; items: { label: string; value: string }[] }
  | { kind: 'missing' }
  | null

async function readModal(url: URL): Promise<Modal> {
  const params = url.searchParams
  const today = todayInEdmonton()
  if (params.has('add')) {
    return {
      kind: 'add',
      formKey: newFormKey(),
      defaults: { name: '', email: '', address: '', paymentMethod: '', amount: '', status: 'pledged', receivedOn: today },
    }
  }
  const editId = params.get('edit')
  const detailId = params.get('detail')
  const wanted = editId ?? detailId
  if (wanted === null) return null
  // a stale link (the record was deleted) shows the list with a note rather than an error page
  const record = /^\d{1,9}$/.test(wanted) ? await getPaymentRecord(Number(wanted)) : null
  if (!record) return { kind: 'missing' }
  // a record erased on request keeps only what receipts need: it can be read, not edited
  const erased = isErased(record)
  if (editId !== null && !erased) {
    return {
      kind: 'edit',
      id: record.id,
      name: record.name,
      defaults: {
        name: record.name,
        email: record.email,
        address: record.address,
        paymentMethod: record.paymentMethod,
        amount: amountInputValue(record.amountCents),
        status: record.status,
        // a payment that has not arrived yet defaults to today, for the day it does
        receivedOn: record.receivedAt ? edmontonDayOf(record.receivedAt) : today,
      },
    }
  }
  return {
    kind: 'detail',
    id: record.id,
    name: record.name,
    erased,
    items: [
      { label: 'Name', value: record.name },
      { label: 'Email', value: record.email },
      { label: 'Address', value: record.address || 'Not given' },
      { label: 'Payment method', value: PAYMENT_METHOD_LABELS[record.paymentMethod] },
      { label: 'Amount', value: formatAmount(record.amountCents) || 'Not recorded' },
      { label: 'Status', value: PAYMENT_STATUS_LABELS[record.status] },
      { label: 'Date received', value: record.receivedAt ? formatDate(record.receivedAt) : 'Not received yet' },
      { label: 'Created', value: formatDateTime(record.createdAt) },
      { label: 'Last edited', value: formatDateTime(record.updatedAt) },
    ],
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const url = new URL(request.url)
  const params = readListParams(url)
  const { filters, values } = readPaymentFilters(url)
  const [{ rows, total }, modal] = await Promise.all([listPaymentRecordsForAdmin(params, filters), readModal(url)])
  const info: ListPageInfo & { filters: PaymentFilterValues } = { ...listPageInfo(params, total), filters: values }
  return {
    info,
    modal,
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      address: row.address,
      method: PAYMENT_METHOD_LABELS[row.paymentMethod],
      amount: formatAmount(row.amountCents),
      status: row.status,
      receivedOn: row.receivedAt ? formatDate(row.receivedAt) : '',
      createdAt: formatDate(row.createdAt),
      erased: isErased(row),
    })),
  }
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request)
  const url = new URL(request.url)
  const backTo = listAddress(url)
  const editId = url.searchParams.get('edit')
  if (url.searchParams.has('add') || editId !== null) {
    if (editId !== null) {
      const record = await getPaymentRecord(idParam(editId))
      if (record && isErased(record)) return redirectWithFlash(backTo, flash('error', ERASED_RECORD_MESSAGE))
    }
    try {
      const outcome = editId !== null ? await editPaymentRecord(request, idParam(editId)) : await addPaymentRecord(request)
      if (!outcome.ok) return outcome.response
    } catch (error) {
      if (!(error instanceof PaymentRecordGone)) throw error
      return redirectWithFlash(backTo, flash('error', ALREADY_GONE_MESSAGE))
    }
    return redirectWithFlash(backTo, flash('success', PAYMENT_SAVED_MESSAGE))
  }
  return deleteAction(request, deletePaymentRecord, backTo, { deleted: PAYMENT_DELETED_MESSAGE, position: TOAST_POSITION })
}

type Row = Route.ComponentProps['loaderData']['rows'][number]

/** An empty cell that says so to a screen reader, without filling a narrow column with words. */
function Missing({ what }: { what: string }) {
  return (
    <>
      <span aria-hidden="true" className="text-slate-600">
        —
      </span>
      <span className="sr-only">{what}</span>
    </>
  )
}

const columns: Column<Row>[] = [
  { header: 'Name', cell: (row) => <span className="font-medium">{row.name}</span>, className: 'min-w-32' },
  { header: 'E-mail', cell: (row) => row.email, className: 'min-w-44 break-words' },
  { header: 'Address', cell: (row) => row.address || <Missing what="Not given" />, className: 'min-w-40 whitespace-pre-line' },
  { header: 'Method', cell: (row) => row.method },
  { header: 'Amount', cell: (row) => row.amount || <Missing what="Not recorded" />, className: 'whitespace-nowrap' },
  { header: 'Status', cell: (row) => <StatusBadge status={row.status} receivedOn={row.receivedOn} /> },
  { header: 'Date', cell: (row) => row.createdAt, sortsByDate: true, className: 'whitespace-nowrap' },
]

/** The list's address with one modal parameter added: '?status=received&edit=7'. */
function modalHref(info: ListPageInfo, name: 'add' | 'edit' | 'detail', value: string | number) {
  const search = new URLSearchParams(listHref(info, {}).slice(1))
  search.set(name, String(value))
  return `?${search}`
}

export default function Payments({ loaderData, actionData }: Route.ComponentProps) {
  const { info, rows, modal } = loaderData
  const listTo = listHref(info, {})
  // the file holds every page of what the list shows
  const exportSearch = new URLSearchParams(listTo.slice(1))
  exportSearch.delete('page')
  return (
    <>
      <ScreenHeader
        title="Payments"
        intro="Donations made on the website's donation page, and payments you record here. Card and QR donations arrive as Pledged: mark them Received once the money is in."
        action={
          <div className="flex flex-wrap gap-3">
            <AddLink to={modalHref(info, 'add', 1)}>Add Payment</AddLink>
            <a href={`/admin/payments/export.csv${exportSearch.size > 0 ? `?${exportSearch}` : ''}`} download className={buttonClassName('secondary')}>
              Export to CSV
            </a>
          </div>
        }
      />
      <div className="mt-6">
        {modal?.kind === 'missing' ? (
          <p role="status" className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-700">
            That payment record was not found: it may have been deleted.
          </p>
        ) : null}
        {modal?.kind === 'add' ? (
          <RoutedDialog title="Add Payment" closeTo={listTo}>
            <PaymentForm key={modal.formKey} defaults={modal.defaults} lastResult={actionData} cancelTo={listTo} formKey={modal.formKey} />
          </RoutedDialog>
        ) : null}
        {modal?.kind === 'edit' ? (
          <RoutedDialog title="Edit Payment" description={modal.name} closeTo={listTo}>
            <PaymentForm key={modal.id} defaults={modal.defaults} lastResult={actionData} cancelTo={listTo} />
          </RoutedDialog>
        ) : null}
        {modal?.kind === 'detail' ? (
          <RoutedDialog title="Payment detail" description={modal.name} closeTo={listTo}>
            <div className="mt-4 space-y-4">
              <DetailList items={modal.items} />
              {modal.erased ? (
                <p className="text-slate-700">{ERASED_RECORD_MESSAGE}</p>
              ) : (
                <Link to={modalHref(info, 'edit', modal.id)} className={buttonClassName('primary')}>
                  Edit<span className="sr-only"> {modal.name}</span>
                </Link>
              )}
            </div>
          </RoutedDialog>
        ) : null}
      </div>
      <DataTable
        caption="Payments"
        columns={columns}
        rows={rows}
        info={info}
        searchLabel="Search by name, e-mail or address"
        searchExtras={<Filters values={info.filters} />}
        empty={<p>No payments yet. Donations made on the website appear here, and you can add others with Add Payment.</p>}
        describe={(row) => (
          <p className="font-semibold">
            {row.name} ({row.method}
            {row.amount ? `, ${row.amount}` : ''})
          </p>
        )}
        actions={(row) => (
          <RowActions id={row.id} name={row.name} editTo={row.erased ? undefined : modalHref(info, 'edit', row.id)} detailTo={modalHref(info, 'detail', row.id)} />
        )}
      />
    </>
  )
}

/** Method, status and date range: part of the list's GET form, so they stay in the address. */
function Filters({ values }: { values: PaymentFilterValues }) {
  const label = 'block font-medium text-slate-900'
  return (
    <>
      <div>
        <label htmlFor="filter-method" className={label}>
          Method
        </label>
        <select id="filter-method" name="method" defaultValue={values.method} className={`mt-1.5 ${controlClassName}`}>
          <option value="">All methods</option>
          {PAYMENT_METHODS.map((value) => (
            <option key={value} value={value}>
              {PAYMENT_METHOD_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-status" className={label}>
          Status
        </label>
        <select id="filter-status" name="status" defaultValue={values.status} className={`mt-1.5 ${controlClassName}`}>
          <option value="">All statuses</option>
          {PAYMENT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {PAYMENT_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-from" className={label}>
          From date
        </label>
        <input id="filter-from" type="date" name="from" defaultValue={values.from} className={`mt-1.5 ${controlClassName}`} />
      </div>
      <div>
        <label htmlFor="filter-to" className={label}>
          To date
        </label>
        <input id="filter-to" type="date" name="to" defaultValue={values.to} className={`mt-1.5 ${controlClassName}`} />
      </div>
    </>
  )
}

/** The status in words, with a mark that is not colour alone; a received payment says when. */
function StatusBadge({ status, receivedOn }: { status: PaymentStatus; receivedOn: string }) {
  const styles: Record<PaymentStatus, string> = {
    pledged: 'bg-amber-100 text-amber-900',
    received: 'bg-green-100 text-green-900',
    cancelled: 'bg-slate-200 text-slate-800',
  }
  const marks: Record<PaymentStatus, string> = { pledged: '○', received: '●', cancelled: '×' }
  return (
    <span className="flex flex-col items-start gap-1">
      <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold ${styles[status]}`}>
        <span aria-hidden="true">{marks[status]}</span> {PAYMENT_STATUS_LABELS[status]}
      </span>
      {status === 'received' && receivedOn ? <span className="text-sm whitespace-nowrap text-slate-700">{receivedOn}</span> : null}
    </span>
  )
}

export function meta() {
  return [{ title: 'Payments · Back office' }]
}
