// The Trash and bulk actions (issue 41 items 2 and 3), as an admin uses them on the Member List:
// a delete (the seed's dialog) and its toast's Undo; two members chosen by their checkboxes, the
// live count, Move to trash; the Trash screen (who, when) where one is restored and the other
// deleted for ever; then on a phone (375 px, cards) the whole page chosen by keyboard and hidden.
// Without JavaScript, Delete's inline question and Undo work too. axe on each screen;
// screenshots at 1280 and 375 px. The server's rules are in app/routes/admin/trash.test.ts and
// bulk.test.ts.
import type { Page } from '@playwright/test'
import { ADMIN, logIn } from './accounts'
import { expect, test } from './fixtures'

async function addMember(page: Page, name: string) {
  await page.goto('/admin/team/new')
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Email').fill('member@example.org')
  await page.getByLabel('Profession', { exact: true }).fill('Volunteer')
  await page.getByLabel('Bio', { exact: true }).fill('Helps at the Thursday seniors’ lunch.')
  await page.getByLabel('Priority').fill('20')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('alert').filter({ hasText: `${name} added to the team.` })).toBeVisible()
}

const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth === window.innerWidth)

test('an admin deletes and undoes, moves two members to the Trash at once, restores one and deletes the other for ever', async ({ page, axe }) => {
  const stamp = `${Date.now()}-${process.pid}`
  const [first, second, third] = ['Amrit', 'Baljit', 'Charan'].map((name) => `${name} Trash ${stamp}`)
  const list = `/admin/team?q=${encodeURIComponent(stamp)}`
  const row = (name: string) => page.getByRole('row').filter({ hasText: name })

  await page.setViewportSize({ width: 1280, height: 900 })
  await logIn(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/admin$/)
  for (const name of [first, second, third]) await addMember(page, name)

  // a delete keeps the seed's question and toast, and the toast offers Undo
  await page.goto(list)
  await page.getByRole('button', { name: `Delete ${first}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm Delete' })
  await expect(dialog).toContainText('Are you sure you want to delete?')
  await dialog.getByRole('button', { name: 'Yes' }).click()
  const toast = page.getByRole('alert').filter({ hasText: 'Item Deleted Successfully!' })
  await expect(toast).toBeVisible()
  await expect(row(first)).toHaveCount(0)
  await toast.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Team member restored.' })).toBeVisible()
  await expect(row(first)).toHaveCount(1)
  await expect(toast).toBeHidden()

  // two chosen by their checkboxes, counted as they are ticked
  await page.getByRole('checkbox', { name: `Select ${second}` }).check()
  await expect(page.getByText('1 selected')).toBeVisible()
  await page.getByRole('checkbox', { name: `Select ${third}` }).check()
  await expect(page.getByText('2 selected')).toBeVisible()
  expect(await axe()).toEqual([])
  await page.screenshot({ path: test.info().outputPath('list-selected-1280.png') })
  await page.getByRole('button', { name: 'Move to trash' }).click()
  await expect(page.getByRole('alert').filter({ hasText: '2 items moved to the Trash.' })).toBeVisible()
  await expect(row(second)).toHaveCount(0)
  await expect(row(third)).toHaveCount(0)
  await expect(page.getByText('0 selected')).toBeVisible()

  // not on the website while in the Trash
  await page.goto('/team')
  await expect(page.getByRole('main')).toContainText(first)
  await expect(page.getByRole('main')).not.toContainText(second)

  // the Trash: who and when; restore one, delete the other for ever
  await page.goto(list)
  await page.getByRole('link', { name: 'Trash', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Team members in the Trash' })).toBeVisible()
  await expect(row(second)).toContainText(ADMIN.email)
  await expect(row(third)).toContainText(ADMIN.email)
  expect(await axe()).toEqual([])
  await page.screenshot({ path: test.info().outputPath('trash-1280.png') })
  await page.setViewportSize({ width: 375, height: 800 })
  expect(await fitsTheScreen(page)).toBe(true)
  await page.screenshot({ path: test.info().outputPath('trash-375.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 900 })

  await page.getByRole('button', { name: `Restore ${second}` }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Team member restored.' })).toBeVisible()
  await expect(row(second)).toHaveCount(0)
  await page.getByRole('button', { name: `Delete ${third} for ever` }).click()
  const forever = page.getByRole('dialog', { name: 'Confirm Delete' })
  await expect(forever).toContainText('Are you sure you want to delete?')
  await forever.getByRole('button', { name: 'Yes' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Deleted for ever.' })).toBeVisible()
  await expect(row(third)).toHaveCount(0)

  // on a phone the list is cards; the whole page chosen by keyboard, then hidden by keyboard
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(list)
  await expect(page.getByRole('checkbox', { name: `Select ${second}` })).toBeVisible()
  await expect(page.getByRole('checkbox', { name: `Select ${third}` })).toHaveCount(0)
  await page.getByRole('checkbox', { name: 'Select all on this page' }).focus()
  await page.keyboard.press('Space')
  await expect(page.getByText('2 selected')).toBeVisible()
  await expect(page.getByRole('checkbox', { name: `Select ${first}` })).toBeChecked()
  expect(await fitsTheScreen(page)).toBe(true)
  expect(await axe()).toEqual([])
  await page.screenshot({ path: test.info().outputPath('list-selected-375.png'), fullPage: true })
  await page.getByRole('button', { name: 'Hide' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert').filter({ hasText: '2 items hidden.' })).toBeVisible()
  await page.goto('/team')
  await expect(page.getByRole('main')).not.toContainText(first)
})

test('without JavaScript, Delete asks on the page and the Undo under it brings the member back', async ({ browser }) => {
  const name = `Dalbir NoScript ${Date.now()}-${process.pid}`
  const scripted = await browser.newPage()
  await logIn(scripted, ADMIN.email, ADMIN.password)
  await expect(scripted).toHaveURL(/\/admin$/)
  await addMember(scripted, name)
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await scripted.context().storageState() })
  const page = await context.newPage()
  await page.goto(`/admin/team?q=${encodeURIComponent(name)}`)
  await page.getByRole('link', { name: `Delete ${name}` }).click()
  await expect(page.getByRole('alertdialog', { name: 'Confirm Delete' })).toContainText('Are you sure you want to delete?')
  await page.getByRole('button', { name: 'Yes' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Item Deleted Successfully!' })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0)
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Team member restored.' })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1)
  await context.close()
  await scripted.close()
})
