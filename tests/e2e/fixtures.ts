// The test object every e2e spec imports: fails on console errors in the page, and offers
// an axe check that returns the violations (expect them to equal []).
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

type Fixtures = {
  /** axe on the test's page, or on another tab the test opened. */
  axe: (other?: Page) => Promise<{ id: string; help: string; nodes: string[] }[]>
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      // the browser logs every 4xx answer (a 404 page, a form refused with 400 or 429, a 403
      // for a member); those are the product working. Any other console error is a defect.
      // A test that cuts the connection on purpose (route.abort('internetdisconnected')) expects its own failure.
      const expected = /the server responded with a status of 4\d\d|net::ERR_INTERNET_DISCONNECTED/
      if (message.type() === 'error' && !expected.test(message.text())) errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await use(page)
    expect(errors, 'errors in the browser console').toEqual([])
  },
  axe: async ({ page }, use) => {
    await use(async (other = page) => {
      // A person reads the page at rest: a toast sliding in is half transparent for a moment, and
      // axe once measured its contrast then. Short animations (an entry, a fade) finish first, for
      // at most 2 s (a paused one never does); long ones (the toast's 5 s timer bar) are not awaited.
      await other.evaluate(() => {
        const short = document.getAnimations().filter((animation) => Number(animation.effect?.getComputedTiming().endTime ?? Infinity) <= 2000)
        const settled = Promise.all(short.map((animation) => animation.finished.catch(() => undefined)))
        return Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2000))])
      })
      const results = await new AxeBuilder({ page: other }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
      return results.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }))
    })
  },
})

export { expect }
