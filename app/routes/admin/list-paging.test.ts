// Issue 12, finding 8: an admin list's address is typed, bookmarked and edited by hand, so its
// paging values can be anything (?page=1e21 answered 500 on the users list). Every admin screen
// without an id in its path is asked for with hostile page, pageSize/size and sort values, alone,
// together and repeated: it answers (never a server error) and shows a whole page number.
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../../database/test-database'
import { routeTable } from '../../../tests/support/test-routes'
import { createUser } from '~/models/user.server'
import { adminCookie, call } from '../../../tests/support/admin-test-helpers'

useTestDatabase()

const HOSTILE = ['1e21', '1e309', '-1', '-0', '0', 'NaN', 'Infinity', '1.5', '0x10', '+1', ' 2', '99999999999999999999', '9007199254740993', '', '%00', 'x'.repeat(5000)]
const NAMES = ['page', 'pageSize', 'size', 'sort']

const lists = (await routeTable()).filter((route) => route.admin && route.loader && !route.path.includes(':') && !route.path.includes('*'))
let cookie = ''

beforeAll(async () => {
  cookie = await adminCookie()
  // more than one page of accounts, so that the users list really pages
  for (let i = 0; i < 30; i++) await createUser({ email: `member-${i}@paging.test`, password: 'paging test password', roles: [] })
})

/** Every `page` in a loader's answer (a list's own, or its page info's). */
function pagesIn(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, inner]) => (key === 'page' ? [inner] : pagesIn(inner)))
}

function queries(): string[] {
  const all: string[] = []
  for (const value of HOSTILE) {
    const encoded = encodeURIComponent(value)
    for (const name of NAMES) all.push(`?${name}=${encoded}`)
    all.push(`?${NAMES.map((name) => `${name}=${encoded}`).join('&')}`)
    // an array: the same name twice, the hostile value first and last
    all.push(`?page=${encoded}&page=2&sort=${encoded}&sort=oldest`, `?page=2&page=${encoded}`)
  }
  return all
}

describe('admin list paging', () => {
  it('finds the admin lists in the route table', () => {
    expect(lists.map((route) => route.path)).toEqual(expect.arrayContaining(['/admin/users', '/admin/blogs', '/admin/contact-messages', '/admin/payments']))
  })

  for (const route of lists) {
    it(`${route.path} answers hostile page, pageSize, size and sort values with a page, never an error`, async () => {
      const { loader } = await import(`../../${route.file}`)
      for (const query of queries()) {
        const outcome = await call(loader, `${route.path}${query}`, { cookie })
        expect(outcome.status, `${route.path}${query.slice(0, 80)}`).toBeLessThan(500)
        for (const page of pagesIn(outcome.data)) {
          expect(Number.isSafeInteger(page) && (page as number) >= 1, `${route.path}${query.slice(0, 80)}: page ${String(page)}`).toBe(true)
        }
      }
    })
  }

  it('the users list shows the first page for a page number that is not one, and the asked page otherwise', async () => {
    const { loader } = await import('./users')
    const second = await call(loader, '/admin/users?page=2', { cookie })
    expect(second.data.page).toBe(2)
    expect(second.data.users.length).toBeGreaterThan(0)
    for (const page of ['1e21', '-1', 'NaN', '1.5', '']) {
      const outcome = await call(loader, `/admin/users?page=${page}`, { cookie })
      expect(outcome.data.page, `page=${page}`).toBe(1)
    }
  })
})
