// Every back-office list fits the screen (issue 15, item 3): at 1280 px each table fits its
// column with every row's actions on screen; at 375 px the page itself never scrolls sideways
// (a wide table scrolls inside its own box, its actions reachable there) and the search box is
// wide enough to type in. A payment with long values is added first, the widest row there is.
import type { Page } from '@playwright/test'
import { ADMIN, logIn } from './accounts'
import { expect, test } from './fixtures'

const LISTS = [
  '/admin/contact-messages',
  '/admin/blogs',
  '/admin/events',
  '/admin/team',
  '/admin/gallery-categories',
  '/admin/gallery-images',
  '/admin/testimonials',
  '/admin/payments',
  '/admin/receipts',
  '/admin/users',
  '/admin/email',
]

async function measure(page: Page) {
  return page.evaluate(() => {
    const table = document.querySelector('table')
    const box = table?.parentElement
    const actions = [...document.querySelectorAll('tbody tr td:last-child :is(a, button)')].map((element) => element.getBoundingClientRect().right)
    const search = document.querySelector<HTMLInputElement>('input[name=q]')
    return {
      page: document.documentElement.scrollWidth,
      table: table ? Math.ceil(table.getBoundingClientRect().width) : 0,
      box: box ? Math.ceil(box.getBoundingClientRect().width) : 0,
      actionsRight: Math.max(0, ...actions),
      search: search ? search.getBoundingClientRect().width : null,
    }
  })
}

test('every back-office list fits 1280 px with its actions on screen, and 375 px without the page scrolling sideways', async ({ page }) => {
  test.setTimeout(90_000)
  await logIn(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/admin/payments?add=1')
  const add = page.getByRole('dialog', { name: 'Add Payment' })
  await add.getByLabel('Name', { exact: true }).fill(`Harpreet Kaur Sandhu-Grewal ${Date.now()}`)
  await add.getByLabel('Email').fill('a.very.long.email.address.for.a.donor@example-charity-domain.org')
  await add.getByLabel('Address', { exact: true }).fill('12345 107 Avenue Northwest, Edmonton, Alberta T5H 0A1')
  await add.getByRole('radio', { name: 'Bank transfer' }).check()
  await add.getByLabel('Amount (CAD)').fill('1250.50')
  await add.getByRole('button', { name: 'Save' }).click()
  await expect(add).toBeHidden()

  await page.setViewportSize({ width: 1280, height: 900 })
  for (const path of LISTS) {
    await page.goto(path)
    const wide = await measure(page)
    expect(wide.page, `${path}: the page at 1280 px`).toBeLessThanOrEqual(1280)
    expect(wide.table, `${path}: the table within its box`).toBeLessThanOrEqual(wide.box)
    expect(wide.actionsRight, `${path}: the row actions on screen`).toBeLessThanOrEqual(1280)
  }

  await page.setViewportSize({ width: 375, height: 800 })
  for (const path of LISTS) {
    await page.goto(path)
    const narrow = await measure(page)
    expect(narrow.page, `${path}: the page at 375 px`).toBeLessThanOrEqual(375)
    if (narrow.search !== null) expect(narrow.search, `${path}: the search box`).toBeGreaterThanOrEqual(250)
  }
  // the actions of a wide table are reached by scrolling its own box
  await page.goto('/admin/payments')
  const firstRow = page.getByRole('row').nth(1)
  await firstRow.getByRole('link', { name: /^Detail/ }).scrollIntoViewIfNeeded()
  await expect(firstRow.getByRole('link', { name: /^Detail/ })).toBeInViewport()
})
