// Every back-office list and the activity log fit the screen (issue 15, item 3; issue 41, item 1): at 1280 px each
// table fits its column with every row's actions on screen; at 375 px each row reads as a card
// (its column names beside its values), nothing scrolls sideways, neither the page nor the
// table, and every row's actions are on screen; the search box is wide enough to type in. A
// payment with long values is added first, the widest row there is.
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
  '/admin/audit',
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
    expect(narrow.table, `${path}: the table within its box, not scrolling sideways`).toBeLessThanOrEqual(narrow.box)
    expect(narrow.actionsRight, `${path}: the row actions on screen`).toBeLessThanOrEqual(375)
    if (narrow.search !== null) expect(narrow.search, `${path}: the search box`).toBeGreaterThanOrEqual(250)
  }
  // a payment reads as a card: its values named, its actions under them, in reach without scrolling sideways
  await page.goto('/admin/payments')
  const firstRow = page.getByRole('row').nth(1)
  await expect(firstRow.getByText('Amount', { exact: false }).first()).toBeVisible()
  for (const action of [/^Detail/, /^Edit/]) {
    await firstRow.getByRole('link', { name: action }).scrollIntoViewIfNeeded()
    const box = await firstRow.getByRole('link', { name: action }).boundingBox()
    expect(box!.x + box!.width, `${action}`).toBeLessThanOrEqual(375)
  }
  await page.screenshot({ path: test.info().outputPath('payments-375.png'), fullPage: true })

  // a long form keeps Save on the screen while someone types anywhere in it
  for (const [path, field, save] of [
    ['/admin/blogs/new', 'Title', 'Save'],
    ['/admin/settings', 'Organisation name', 'Save settings'],
  ] as const) {
    await page.goto(path)
    await page.getByLabel(field, { exact: true }).first().fill('Typed while Save stays in reach')
    await expect(page.getByRole('button', { name: save, exact: true })).toBeInViewport()
    await page.mouse.wheel(0, 1500)
    await expect(page.getByRole('button', { name: save, exact: true })).toBeInViewport()
  }
  await page.screenshot({ path: test.info().outputPath('settings-375.png') })
})
