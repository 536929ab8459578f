// The test object every e2e spec imports: fails on console errors in the page, and offers
// an axe check that returns the violations (expect them to equal []).
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect } from '@playwright/test'

type Fixtures = {
  axe: () => Promise<{ id: string; help: string; nodes: string[] }[]>
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      // a 404 page logs its own status; every other console error is a defect
      if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await use(page)
    expect(errors, 'errors in the browser console').toEqual([])
  },
  axe: async ({ page }, use) => {
    await use(async () => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
      return results.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }))
    })
  },
})

export { expect }
