import { describe, expect, it } from 'vitest'
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

  it('drops NUL characters, which the database cannot hold', () => {
    expect(read('?q=as%00ha').q).toBe('asha')
    expect(read('?q=%00').q).toBe('')
  })
})
