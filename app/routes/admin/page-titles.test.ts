// Issue 19 item 8: every back-office screen names itself in the browser's tab, so that staff
// with several tabs open can tell them apart, and none is offered to search engines.
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { routeTable } from '../../../tests/support/test-routes'

const APP = path.resolve(import.meta.dirname, '..', '..')
// the layout frames the screens; its own title shows only until a screen's replaces it
const adminPages = (await routeTable()).filter((route) => route.admin && route.page && route.path !== '/admin/*' && !route.file.endsWith('admin/layout.tsx'))

type Meta = (args: Record<string, unknown>) => { title?: string; name?: string; content?: string }[]

describe('back-office tab titles', () => {
  it('every screen has a meta of its own', async () => {
    expect(adminPages.length).toBeGreaterThan(30)
    for (const route of adminPages) {
      const module = await import(/* @vite-ignore */ path.join(APP, route.file))
      expect(typeof module.meta, route.path).toBe('function')
    }
  })

  it('the screens without an item in their address have titles of their own, ending "· Back office", and stay out of search engines', async () => {
    const seen = new Map<string, string>()
    for (const route of adminPages.filter((r) => !r.path.includes(':'))) {
      const { meta } = (await import(/* @vite-ignore */ path.join(APP, route.file))) as { meta: Meta }
      const tags = meta({ params: {}, matches: [], data: undefined, loaderData: undefined, location: { pathname: route.path, search: '' } })
      const title = tags.find((tag) => tag.title)?.title ?? ''
      expect(title, route.path).toMatch(/ · Back office$/)
      expect(tags, route.path).toContainEqual({ name: 'robots', content: 'noindex' })
      // an add screen and its list may share a type's name, never a title
      expect(seen.get(title), `${route.path} has the title of ${seen.get(title)}`).toBeUndefined()
      seen.set(title, route.path)
    }
  })
})
