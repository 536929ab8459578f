// The return address after login must never lead off the site (issue 12, finding 4).
import { describe, expect, it } from 'vitest'
import { routeTable } from '../../tests/support/test-routes'
import { PAGE_SECTIONS, safeRedirectPath } from './redirect-target'

const FALLBACK = '/account'

describe('safeRedirectPath', () => {
  it('keeps a page of the site with its query and fragment', () => {
    expect(safeRedirectPath('/admin/users?page=2', FALLBACK)).toBe('/admin/users?page=2')
    expect(safeRedirectPath('/blogdetail/3#comments', FALLBACK)).toBe('/blogdetail/3#comments')
    expect(safeRedirectPath('/BlogDetail/3', FALLBACK)).toBe('/BlogDetail/3')
    expect(safeRedirectPath('/', FALLBACK)).toBe('/')
    expect(safeRedirectPath('/admin/../blog', FALLBACK)).toBe('/blog')
  })

  it.each([
    // the probe's payloads: dot segments that resolve to a protocol-relative '//host'
    '/.//evil.example/phish',
    '/..//evil.example/phish',
    '/%2e//evil.example/phish',
    '/%2E//evil.example/phish',
    '/a/..//evil.example/phish',
    '/a/%2e%2e//evil.example/phish',
    '/././/evil.example',
    '/%2e%2e//evil.example',
    // and the classics
    '//evil.example/',
    '///evil.example/',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    'evil.example',
    '',
    // encoded slashes stay inside the path and are not a page of the site
    '/%2f%2fevil.example',
    '/%252e//evil.example',
    // paths that are not pages here
    '/media/../../etc/passwd',
    '/logout',
    '/nowhere',
  ])('refuses %j', (value) => {
    const result = safeRedirectPath(value, FALLBACK)
    expect(result).toBe(FALLBACK)
  })

  it('never returns anything a browser would read as another site', () => {
    const prefixes = ['/', '/.', '/..', '/a/..', '/%2e', '/%2e%2e', '/./', '/a/b/../..']
    const middles = ['/', '//', '\\', '/\\', '%2f', '%5c', '\t/', '/\t']
    for (const start of prefixes) {
      for (const middle of middles) {
        const result = safeRedirectPath(`${start}${middle}evil.example/x`, FALLBACK)
        expect(new URL(result, 'https://our.site').origin).toBe('https://our.site')
        expect(result.startsWith('//')).toBe(false)
      }
    }
  })

  it('knows every top-level section of the route table that shows a page', async () => {
    const routes = await routeTable()
    const sections = new Set(
      routes
        .filter((route) => route.page && !route.file.includes('legacy-redirect') && !route.file.includes('not-found'))
        .map((route) => route.path.split('/')[1].toLowerCase()),
    )
    for (const section of sections) expect(PAGE_SECTIONS, `the route table's /${section}`).toContain(section)
  })
})
