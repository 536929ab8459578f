import { describe, expect, it } from 'vitest'
import { listHref, nextSort } from './list-page'
import { readListParams } from './list-params.server'

const read = (search: string) => readListParams(new URL(`http://localhost/admin/blogs${search}`))

describe('readListParams', () => {
  it('reads page, search and sort', () => {
    expect(read('?page=3&q=%20asha%20&sort=oldest')).toMatchObject({ page: 3, q: 'asha', sort: 'oldest', limit: 25, offset: 50 })
  })

  it('turns anything odd into a sane first page', () => {
    for (const page of ['-1', 'abc', '0', '9999999999', '1.5']) expect(read(`?page=${page}`).page).toBe(1)
    expect(read('?sort=sideways').sort).toBe('newest')
    expect(read(`?q=${'x'.repeat(5000)}`).q).toHaveLength(100)
  })

  it('offers upcoming first only to a list that opens with it (events), which goes round all three orders', () => {
    expect(read('?sort=upcoming').sort).toBe('newest')
    const events = (search: string) => readListParams(new URL(`http://localhost/admin/events${search}`), 'upcoming')
    expect(events('').sort).toBe('upcoming')
    expect(events('?sort=newest').sort).toBe('newest')
    expect(events('?sort=oldest').sort).toBe('oldest')
    expect(events('?sort=sideways').sort).toBe('upcoming')
    const info = { page: 1, q: '', defaultSort: 'upcoming' as const }
    expect(nextSort({ ...info, sort: 'upcoming' })).toBe('newest')
    expect(nextSort({ ...info, sort: 'newest' })).toBe('oldest')
    expect(nextSort({ ...info, sort: 'oldest' })).toBe('upcoming')
    expect(nextSort({ sort: 'newest' })).toBe('oldest')
    expect(nextSort({ sort: 'oldest' })).toBe('newest')
    // the list's own first order is left out of its addresses
    expect(listHref({ ...info, sort: 'upcoming' }, { page: 2 })).toBe('?page=2')
    expect(listHref({ ...info, sort: 'upcoming' }, { sort: 'newest' })).toBe('?sort=newest')
    expect(listHref({ page: 1, q: '', sort: 'newest' }, { sort: 'oldest' })).toBe('?sort=oldest')
    expect(listHref({ page: 1, q: '', sort: 'oldest' }, { sort: 'newest' })).toBe('?')
  })

  it('drops NUL characters, which the database cannot hold', () => {
    expect(read('?q=as%00ha').q).toBe('asha')
    expect(read('?q=%00').q).toBe('')
  })
})
