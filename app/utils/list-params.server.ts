// What a back-office list is asked for in its address: ?page=3&q=asha&sort=oldest. Whatever is
// typed there (a page of -1, 'abc', a megabyte of search text) becomes a sane request, never an
// error: a bad address shows the first page rather than a crash.
import type { ListPageInfo, ListSort } from './list-page'

export type { ListSort }

export const PAGE_SIZE = 25
/** Far beyond any real list (10,000 rows are 400 pages); keeps OFFSET bounded. */
const MAX_PAGE = 100_000
const MAX_QUERY_CHARACTERS = 100


export type ListParams = {
  page: number
  /** The search text, trimmed; '' when there is none. */
  q: string
  sort: ListSort
  limit: number
  offset: number
}

/** `defaultSort`: the list's own first order ('upcoming' is offered only by lists that open with it). */
export function readListParams(input: Request | URL | URLSearchParams, defaultSort: ListSort = 'newest'): ListParams {
  const params =
    input instanceof URLSearchParams ? input : input instanceof URL ? input.searchParams : new URL(input.url).searchParams
  const rawPage = params.get('page') ?? ''
  const page = /^\d{1,6}$/.test(rawPage) ? Math.min(Math.max(Number(rawPage), 1), MAX_PAGE) : 1
  // PostgreSQL text cannot hold NUL: such characters are dropped rather than answered with a 500
  const q = Array.from((params.get('q') ?? '').replaceAll('\0', '').trim()).slice(0, MAX_QUERY_CHARACTERS).join('')
  const asked = params.get('sort')
  const offered: ListSort[] = defaultSort === 'upcoming' ? ['upcoming', 'newest', 'oldest'] : ['newest', 'oldest']
  const sort = offered.find((order) => order === asked) ?? defaultSort
  return { page, q, sort, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }
}

export function listPageInfo(params: ListParams, total: number): ListPageInfo {
  return {
    page: params.page,
    pageCount: Math.max(1, Math.ceil(total / params.limit)),
    total,
    q: params.q,
    sort: params.sort,
    pageSize: params.limit,
  }
}
