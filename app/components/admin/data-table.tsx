// The back office's list screen, shared by every content type: a search box (?q=) with a type's
// filters, 25 rows a page on the server (?page=), newest or oldest first (?sort=), the empty
// states, and the no-JavaScript delete confirmation (?delete=ID), around the rows: a table
// whose Date header switches the order (DataTable), or a grid of cards (content-types/list-grid).
// Each type gives its columns and its row actions; the list knows nothing else about them.
import { useEffect, useRef, type ReactNode } from 'react'
import { Form, Link, useSearchParams } from 'react-router'
import { InlineConfirmDelete } from '~/components/admin/confirm-delete'
import { buttonClassName } from '~/components/ui/button'
import { controlClassName } from '~/components/ui/text-input'
import { listHref, nextSort, SORT_WORDS, type ListPageInfo } from '~/utils/list-page'
import { SelectRow } from './bulk-select'
import { CellLabel, STACKED } from './stacked-table'

export type Column<Row> = {
  header: string
  cell: (row: Row) => ReactNode
  /** The date column: its header switches between newest and oldest first. */
  sortsByDate?: boolean
  /** Header read by screen readers only (e.g. a picture column). */
  visuallyHiddenHeader?: boolean
  className?: string
}

type ListFrameProps<Row extends { id: number }> = {
  rows: Row[]
  info: ListPageInfo
  /** Label of the search box, e.g. 'Search by name or e-mail'. */
  searchLabel: string
  /** The search form's name for screen readers: 'Find pictures'. */
  searchName?: string
  /** More controls in the search form, sent with it (the filters, named as info.filters). */
  searchExtras?: ReactNode
  /** Shown when the type has no rows at all. */
  empty: ReactNode
  /** Shown when the search or the filters find nothing, where not 'Nothing matches …'. */
  nothingFound?: ReactNode
  /** Said after 'Showing 1 to 3 of 3, newest first' where the list is narrowed: ' in Diwali Mela'. */
  within?: string
  /** A list without column headers shows its order's switch beside the count. */
  sortSwitch?: boolean
  /** Names a row in the no-JavaScript delete confirmation; a list whose rows cannot be deleted (the activity log) gives none. */
  describe?: (row: Row) => ReactNode
  /** Controls posted with that confirmation's Yes (see ConfirmDelete's formContent). */
  deleteFormContent?: (row: Row) => ReactNode
  /** The bulk actions' form (BulkBar), above the rows; with `selectName`, each row's checkbox named after it. */
  bulk?: ReactNode
  selectName?: (row: Row) => string
  /** The rows themselves: a table, a grid of cards. */
  children: ReactNode
}

/**
 * What every back-office list has around its rows: the no-JavaScript delete confirmation, the
 * search form (with a type's filters), the count and order, the empty states and the pages.
 */
export function ListFrame<Row extends { id: number }>({
  rows,
  info,
  searchLabel,
  searchName,
  searchExtras,
  empty,
  nothingFound,
  within,
  sortSwitch,
  describe,
  deleteFormContent,
  bulk,
  children,
}: ListFrameProps<Row>) {
  const [params] = useSearchParams()
  const pendingDelete = describe ? rows.find((row) => String(row.id) === params.get('delete')) : undefined
  const first = (info.page - 1) * info.pageSize + 1
  const last = first + rows.length - 1
  const filtered = Object.values(info.filters ?? {}).some(Boolean)
  const status = (
    <p className="text-sm text-slate-700" aria-live="polite">
      {rows.length > 0 ? `Showing ${first} to ${last} of ${info.total}, ${orderOf(info)}${within ? ` in ${within}` : ''}` : `No items on page ${info.page}.`}
      {rows.length === 0 ? (
        <>
          {' '}
          <Link to={listHref(info, { page: info.pageCount })} className="font-semibold text-brand-700 underline">
            Go to the last page
          </Link>
        </>
      ) : null}
    </p>
  )

  return (
    <div className="mt-6 space-y-4">
      {pendingDelete ? <InlineConfirmDelete fields={{ intent: 'delete', id: String(pendingDelete.id) }} detail={describe!(pendingDelete)} formContent={deleteFormContent?.(pendingDelete)} /> : null}
      <Form method="get" role="search" aria-label={searchName} className="flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-auto sm:min-w-64 sm:flex-1 sm:max-w-sm">
          <label htmlFor="list-search" className="block font-medium text-slate-900">
            {searchLabel}
          </label>
          <input id="list-search" type="search" name="q" defaultValue={info.q} className={`mt-1.5 ${controlClassName}`} />
        </div>
        {searchExtras}
        {info.sort !== (info.defaultSort ?? 'newest') ? <input type="hidden" name="sort" value={info.sort} /> : null}
        <button type="submit" className={buttonClassName('secondary')}>
          Search
        </button>
        {info.q || filtered ? (
          <Link to={listHref({ ...info, filters: undefined }, { q: '', page: 1 })} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
            Show all
          </Link>
        ) : null}
      </Form>

      {info.total === 0 ? (
        <div className="rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
          {info.q || filtered ? (nothingFound ?? <p>{info.q ? `Nothing matches “${info.q}”${filtered ? ' with these filters' : ''}.` : 'Nothing matches these filters.'}</p>) : empty}
        </div>
      ) : (
        <>
          {sortSwitch ? (
            <div className="flex flex-wrap items-center justify-between gap-3">
              {status}
              <Link to={listHref(info, { sort: nextSort(info), page: 1 })} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline">
                Show {SORT_WORDS[nextSort(info)]}
              </Link>
            </div>
          ) : (
            status
          )}
          {rows.length > 0 ? bulk : null}
          {children}
          <Pagination info={info} />
        </>
      )}
    </div>
  )
}

const orderOf = (info: ListPageInfo) => SORT_WORDS[info.sort]
const ARIA_SORT = { newest: 'descending', oldest: 'ascending', upcoming: 'other' } as const
const SORT_ARROWS = { newest: '↓', oldest: '↑', upcoming: '→' } as const

type DataTableProps<Row extends { id: number }> = Omit<ListFrameProps<Row>, 'children' | 'sortSwitch'> & {
  /** What the rows are, plural: 'Testimonials'. */
  caption: string
  columns: Column<Row>[]
  /** Edit / Detail / Delete of a row. */
  actions?: (row: Row) => ReactNode
  rowClassName?: (row: Row) => string | undefined
  /** The item just added or saved: marked, and scrolled to. */
  savedId?: number
}

/** The mark on the item just added or saved, in a list's row or card. */
export function JustSaved() {
  return <span className="mb-2 inline-block rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">Just saved</span>
}

/** Brings the marked item into view once, after an add or a save. */
export function useScrollToSaved<Element extends HTMLElement>(savedId: number | undefined) {
  const ref = useRef<Element>(null)
  useEffect(() => {
    // a block, not an arrow's value: Chromium's scrollIntoView returns a promise, which React
    // would take for the effect's clean-up and call
    ref.current?.scrollIntoView({ block: 'nearest' })
  }, [savedId])
  return ref
}

/** The list as a table whose Date header switches the order. */
export function DataTable<Row extends { id: number }>({ caption, columns, actions, rowClassName, savedId, ...frame }: DataTableProps<Row>) {
  const { selectName } = frame
  const { info, rows } = frame
  const order = orderOf(info)
  const savedRow = useScrollToSaved<HTMLTableRowElement>(savedId)
  return (
    <ListFrame {...frame}>
      {columns.some((column) => column.sortsByDate) ? (
        // on a phone the header row is hidden, and its date column's switch with it
        <Link to={listHref(info, { sort: nextSort(info), page: 1 })} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline md:hidden">
          Show {SORT_WORDS[nextSort(info)]}
        </Link>
      ) : null}
      {/* relative: the screen-reader-only words of a cell stay inside the scroller, not widening the page */}
      <div className="relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className={STACKED.table}>
          <caption className="sr-only">
            {caption}: {info.total} in all{info.q ? ` matching “${info.q}”` : ''}, page {info.page} of {info.pageCount}, {order}
          </caption>
          <thead className={STACKED.head}>
            <tr>
              {selectName ? (
                <th scope="col" className="py-3 pr-0 pl-3">
                  <span className="sr-only">Select</span>
                </th>
              ) : null}
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  // the order's words may wrap under a date column's name: the dates themselves do not
                  className={`px-4 py-3 ${column.sortsByDate ? '' : 'whitespace-nowrap'}`}
                  aria-sort={column.sortsByDate ? ARIA_SORT[info.sort] : undefined}
                >
                  {column.sortsByDate ? (
                    <Link to={listHref(info, { sort: nextSort(info), page: 1 })} className="inline-flex min-h-11 flex-wrap items-center gap-x-1 underline">
                      {column.header}
                      <span className="font-normal">({order})</span>
                      <span aria-hidden="true">{SORT_ARROWS[info.sort]}</span>
                    </Link>
                  ) : column.visuallyHiddenHeader ? (
                    <span className="sr-only">{column.header}</span>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
              {actions ? (
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Actions</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className={STACKED.body}>
            {rows.map((row) => (
              <tr
                key={row.id}
                ref={row.id === savedId ? savedRow : undefined}
                className={`border-b border-slate-100 align-middle last:border-0 ${STACKED.row} ${row.id === savedId ? 'bg-brand-50 outline-2 -outline-offset-2 outline-brand-700' : (rowClassName?.(row) ?? '')}`}
              >
                {selectName ? (
                  // narrow: the widest lists (events) still fit 1280 px with their actions
                  <td className={`py-1 pr-0 pl-3 ${STACKED.cell}`}>
                    <SelectRow id={row.id} name={selectName(row)} />
                  </td>
                ) : null}
                {columns.map((column) => (
                  <td key={column.header} className={`px-4 py-3 ${STACKED.cell} ${column.className ?? ''}`}>
                    {column.visuallyHiddenHeader ? null : <CellLabel>{column.header}</CellLabel>}
                    {column.cell(row)}
                  </td>
                ))}
                {actions ? (
                  <td className={`px-4 py-3 ${STACKED.cell}`}>
                    {row.id === savedId ? <JustSaved /> : null}
                    {actions(row)}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ListFrame>
  )
}

/** Pages around the current one, with the first and last always reachable. */
function pageNumbers(page: number, pageCount: number): (number | 'gap')[] {
  const wanted = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pageCount))
  const sorted = [...wanted].sort((a, b) => a - b)
  const out: (number | 'gap')[] = []
  sorted.forEach((n, index) => {
    if (index > 0 && n - sorted[index - 1] > 1) out.push('gap')
    out.push(n)
  })
  return out
}

const pageLink = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 ring-1 ring-slate-300 hover:bg-brand-50'

export function Pagination({ info }: { info: ListPageInfo }) {
  if (info.pageCount <= 1) return null
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center gap-2">
      {info.page > 1 ? (
        <Link to={listHref(info, { page: info.page - 1 })} className={pageLink}>
          Previous
        </Link>
      ) : null}
      {pageNumbers(info.page, info.pageCount).map((n, index) =>
        n === 'gap' ? (
          <span key={`gap-${index}`} aria-hidden="true" className="px-1">
            …
          </span>
        ) : (
          <Link
            key={n}
            to={listHref(info, { page: n })}
            aria-current={n === info.page ? 'page' : undefined}
            aria-label={`Page ${n}`}
            className={`${pageLink} aria-[current=page]:bg-brand-700 aria-[current=page]:text-white`}
          >
            {n}
          </Link>
        ),
      )}
      {info.page < info.pageCount ? (
        <Link to={listHref(info, { page: info.page + 1 })} className={pageLink}>
          Next
        </Link>
      ) : null}
    </nav>
  )
}
