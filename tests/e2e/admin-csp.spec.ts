// Issue 36 item 6.5 (the second security probe): zod 4 probes whether it may compile code with
// `new Function('')` when it builds its first object schema; under the site's CSP (no
// 'unsafe-eval') the browser refuses it and raises an `eval` violation, a false alarm on every
// back-office screen whose code holds a schema. zod runs jitless in the browser (decision 054),
// so no screen raises one. The back-office screens without an id, each opened in Chromium: no
// CSP violation event, no console error.
import { ADMIN, logIn } from './accounts'
import { expect, test } from './fixtures'

const SCREENS = [
  '/admin',
  '/admin/users',
  '/admin/settings',
  '/admin/settings/app',
  '/admin/email',
  '/admin/testimonials',
  '/admin/testimonials/new',
  '/admin/blogs',
  '/admin/blogs/new',
  '/admin/events',
  '/admin/events/new',
  '/admin/team',
  '/admin/team/new',
  '/admin/gallery-categories',
  '/admin/gallery-categories/new',
  '/admin/gallery-images',
  '/admin/gallery-images/new',
  '/admin/gallery-images/upload',
  '/admin/contact-messages',
  '/admin/payments',
  '/admin/payments?modal=add',
  '/admin/receipts',
  '/admin/receipts/issue',
  '/admin/receipts/settings',
  '/admin/privacy',
  '/admin/audit',
  '/account',
  '/account/two-factor',
]

test('no back-office screen raises a CSP violation (zod compiles no code in the browser)', async ({ page }) => {
  // every violation the browser raises, kept across navigations in the page's session storage
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const seen = JSON.parse(sessionStorage.getItem('csp-violations') ?? '[]') as string[]
      seen.push(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`)
      sessionStorage.setItem('csp-violations', JSON.stringify(seen))
    })
  })
  const console: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|unsafe-eval|Refused to/i.test(message.text())) console.push(message.text())
  })
  await logIn(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/admin$/)
  for (const screen of SCREENS) {
    await page.goto(screen)
    // hydrated: React's scripts have run (and with them every schema the screen's code builds);
    // the account pages load no React, only their own inline scripts (decision 085)
    if (!screen.startsWith('/account')) await page.waitForFunction(() => (window as { __reactRouterRouteModules?: object }).__reactRouterRouteModules !== undefined)
    await page.waitForLoadState('networkidle')
  }
  // a form checked in the browser (zod parses there)
  await page.goto('/admin/events/new')
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Title is required').first()).toBeVisible()
  const violations = await page.evaluate(() => JSON.parse(sessionStorage.getItem('csp-violations') ?? '[]') as string[])
  expect(violations).toEqual([])
  expect(console).toEqual([])
})
