// Browser-safe: what a back-office list page knows about where it is (page, search, order), and
// the address of a neighbouring view of it. The server side is list-params.server.ts.

export type ListSort = 'newest' | 'oldest'

/** What a list page's loader sends to DataTable besides its rows. */
export type ListPageInfo = {
  page: number
  pageCount: number
  total: number
  q: string
  sort: ListSort
  pageSize: number
  /** A list's own filters (the gallery grid's ?category=), kept on every page link. */
  filters?: Record<string, string>
}

/** The list's address with some of its parameters changed; defaults are left out. */
export function listHref(info: Pick<ListPageInfo, 'page' | 'q' | 'sort' | 'filters'>, changes: Partial<Pick<ListPageInfo, 'page' | 'q' | 'sort'>>) {
  const next = { ...info, ...changes }
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(info.filters ?? {})) if (value) search.set(name, value)
  if (next.q) search.set('q', next.q)
  if (next.sort === 'oldest') search.set('sort', 'oldest')
  if (next.page > 1) search.set('page', String(next.page))
  const text = search.toString()
  return text ? `?${text}` : '?'
}
