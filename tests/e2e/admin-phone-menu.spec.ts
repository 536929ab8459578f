// The back office's Menu on a phone (375 px): opened while the page still loads its scripts, it
// stays open when they start (it closed itself then, and the link tapped next was gone); it
// closes once a section is chosen.
import { ADMIN, logIn } from './accounts'
import { expect, test } from './fixtures'

test.use({ viewport: { width: 375, height: 800 } })

test('the Menu opened before the page runs its scripts stays open, and closes once a section is chosen', async ({ page }) => {
  await logIn(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/admin$/)

  // the next page's scripts wait until the Menu is open
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/**/*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/admin/settings', { waitUntil: 'commit' })
  const menu = page.locator('details', { has: page.locator('summary', { hasText: 'Menu' }) })
  await menu.locator('summary').click()
  await expect(menu.getByRole('link', { name: 'Blog List', exact: true })).toBeVisible()

  release()
  // the scripts have run once the desktop menu's toggle exists (hidden at this width)
  await expect(page.getByRole('button', { name: /^(Hide|Show) menu$/, includeHidden: true })).toBeAttached()
  await expect(menu.getByRole('link', { name: 'Blog List', exact: true })).toBeVisible()

  await menu.getByRole('link', { name: 'Blog List', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Blog List' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Blog List', exact: true })).toBeHidden()
})
