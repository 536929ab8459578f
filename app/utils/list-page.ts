// Browser-safe: what a back-office list page knows about where it is (page, search, order), and
// the address of a neighbouring view of it. The server side is list-params.server.ts.

export type ListSort = 'newest' | 'oldest' | 'upcoming'

/** How each order is said after 'Showing 1 to 3 of 3, ...' and on the date header. */
export const SORT_WORDS: Record<ListSort, string> = { newest: 'newest first', oldest: 'oldest first', upcoming: 'upcoming first, then past' }

/** The order the date header moves to from this one: a list that opens on upcoming goes round all three. */
export function nextSort(info: Pick<ListPageInfo, 'sort' | 'defaultSort'>): ListSort {
  if (info.defaultSort !== 'upcoming') return info.sort === 'oldest' ? 'newest' : 'oldest'
  return info.sort === 'upcoming' ? 'newest' : info.sort === 'newest' ? 'oldest' : 'upcoming'
}

/** What a list page's loader sends to DataTable besides its rows. */
export type ListPageInfo = {
  page: number
  pageCount: number
  total: number
  q: string
  sort: ListSort
  /** The order the list opens with (left out of its addresses); newest when not said. */
  defaultSort?: ListSort
  pageSize: number
  /** A list's own filters (the gallery grid's ?category=), kept on every page link. */
  filters?: Record<string, string>
}

/** The list's address with some of its parameters changed; defaults are left out. */
export function listHref(info: Pick<ListPageInfo, 'page' | 'q' | 'sort' | 'defaultSort' | 'filters'>, changes: Partial<Pick<ListPageInfo, 'page' | 'q' | 'sort'>>) {
  const next = { ...info, ...changes }
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(info.filters ?? {})) if (value) search.set(name, value)
  if (next.q) search.set('q', next.q)
  if (next.sort !== (info.defaultSort ?? 'newest')) search.set('sort', next.sort)
  if (next.page > 1) search.set('page', String(next.page))
  const text = search.toString()
  return text ? `?${text}` : '?'
}
