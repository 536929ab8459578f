// Unsaved changes are never lost (issue 19 item 7, decision 028), as an admin meets it: typed
// into Site settings, a menu link asks first (Stay keeps the text, Leave goes); closing the tab
// gets the browser's question; an untouched form, a saved one and the form's own Save never ask;
// a refused save keeps asking. The same guard on a content form (Cancel) and inside a modal (Esc),
// at 1280 and 375 px, with axe on the open dialog. (The guard's own checks:
// app/components/admin/unsaved-changes.test.tsx.)
import type { Page } from '@playwright/test'
import { ADMIN, logIn } from './accounts'
import { expect, test } from './fixtures'

const TITLE = 'Leave without saving?'

/** A link of the back-office menu: the side menu on a wide screen, the Menu on a phone. */
async function menuLink(page: Page, name: string) {
  // the side menu from 1024 px (lg), the phone menu below: decided by the width, not by a
  // visibility read at one instant (which could fall in the middle of a re-render)
  const side = page.getByRole('navigation', { name: 'Back office' })
  if ((page.viewportSize()?.width ?? 0) >= 1024) return side.getByRole('link', { name, exact: true })
  const menu = page.locator('details', { has: page.locator('summary', { hasText: 'Menu' }) })
  // still open when the question kept the person on the page
  if (!(await menu.evaluate((details: HTMLDetailsElement) => details.open))) await menu.locator('summary').click()
  return menu.getByRole('link', { name, exact: true })
}

/** The guard works once the page runs its JavaScript: before that the browser just leaves. */
async function hydrated(page: Page) {
  await expect(page.getByRole('button', { name: /^(Hide|Show) menu$/, includeHidden: true })).toBeAttached()
}

async function openSettings(page: Page) {
  await logIn(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/admin$/)
  await (await menuLink(page, 'Settings')).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible()
  await hydrated(page)
}

for (const [label, viewport] of [
  ['1280 px', { width: 1280, height: 900 }],
  ['375 px', { width: 375, height: 800 }],
] as const) {
  test.describe(label, () => {
    test.use({ viewport })

    test('Site settings: a menu link asks before typed changes are lost; Stay keeps them, Leave goes', async ({ page, axe }) => {
      const width = viewport.width
      await openSettings(page)
      const hours = page.getByLabel('Office hours', { exact: true })
      const original = await hours.inputValue()

      // untouched: the menu simply goes
      await (await menuLink(page, 'Blog List')).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Blog List' })).toBeVisible()
      await expect(page.getByRole('alertdialog')).toHaveCount(0)
      await page.goBack()
      await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible()

      // typed, then changed back: nothing to lose
      await hours.fill('Tuesdays only')
      await hours.fill(original)
      await (await menuLink(page, 'Blog List')).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Blog List' })).toBeVisible()
      await page.goBack()
      await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible()

      // typed: the menu asks
      await hours.fill('Weekdays, 9 a.m. to 1 p.m.')
      await (await menuLink(page, 'Blog List')).click()
      const question = page.getByRole('alertdialog', { name: TITLE })
      await expect(question).toBeVisible()
      await expect(question).toContainText('If you leave now, they are lost.')
      await expect(question.getByRole('button', { name: 'Stay on this page' })).toBeFocused()
      await page.screenshot({ path: test.info().outputPath(`unsaved-settings-${width}.png`) })
      expect(await axe()).toEqual([])

      await question.getByRole('button', { name: 'Stay on this page' }).click()
      await expect(question).toBeHidden()
      await expect(page).toHaveURL(/\/admin\/settings$/)
      await expect(hours).toHaveValue('Weekdays, 9 a.m. to 1 p.m.')

      // Esc is Stay too
      await (await menuLink(page, 'Blog List')).click()
      await expect(question).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(question).toBeHidden()
      await expect(hours).toHaveValue('Weekdays, 9 a.m. to 1 p.m.')

      // another form's button on the screen asks too (the test e-mail leaves for the E-mail screen)
      await page.getByRole('button', { name: 'Send a test e-mail' }).click()
      await expect(question).toBeVisible()
      await question.getByRole('button', { name: 'Stay on this page' }).click()

      await (await menuLink(page, 'Blog List')).click()
      await question.getByRole('button', { name: 'Leave without saving' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Blog List' })).toBeVisible()
      await (await menuLink(page, 'Settings')).click()
      await expect(hours).toHaveValue(original)
    })
  })
}

// (what it saves is the privacy setting alone: the other specs change the organisation's details)
test('Site settings: a refused save keeps what was typed and still asks; a save lets the person go; closing the tab asks', async ({ page }) => {
  await openSettings(page)
  const months = page.getByLabel('Keep contact messages for (months)')
  const phone = page.getByLabel('Phone', { exact: true })
  const original = { months: await months.inputValue(), phone: await phone.inputValue() }
  const changed = original.months === '23' ? '22' : '23'
  const dialogs: string[] = []
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.type())
    await dialog.accept()
  })

  // refused: the message, both edits kept, and leaving still asks
  await months.fill(changed)
  await phone.fill('call the office')
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('Enter a phone number such as 780-555-0142')).toBeVisible()
  await expect(months).toHaveValue(changed)
  await expect(phone).toHaveValue('call the office')
  await (await menuLink(page, 'Blog List')).click()
  const question = page.getByRole('alertdialog', { name: TITLE })
  await expect(question).toBeVisible()
  await question.getByRole('button', { name: 'Stay on this page' }).click()
  // gone first: the dialog gives the focus back as it goes, and a fill in between once kept
  // the old text before the new ('call the office780-555-0142')
  await expect(question).toHaveCount(0)

  // saved: no question in the way of Save, and then nothing left to lose
  await phone.fill(original.phone)
  await expect(phone).toHaveValue(original.phone)
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Settings saved.' })).toBeVisible()
  await expect(question).toHaveCount(0)
  await expect(months).toHaveValue(changed)
  await (await menuLink(page, 'Blog List')).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Blog List' })).toBeVisible()
  await expect(question).toHaveCount(0)

  // put it back; closing the tab then asks nothing...
  await (await menuLink(page, 'Settings')).click()
  await months.fill(original.months)
  // the first save's toast may still be there: wait for this save's answer, then for its toast
  // (the second tab below shows it kept)
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/admin/settings'))
  const reloaded = answered.then(() => page.waitForResponse((response) => response.request().method() === 'GET' && new URL(response.url()).pathname.endsWith('.data')))
  await page.getByRole('button', { name: 'Save settings' }).click()
  await reloaded
  await expect(page.getByRole('alert').filter({ hasText: 'Settings saved.' }).last()).toBeVisible()
  await months.click()
  const second = await page.context().newPage()
  await page.close({ runBeforeUnload: true })
  await expect.poll(() => page.isClosed()).toBe(true)
  expect(dialogs).toEqual([])

  // ...but with a change not saved, the browser asks first
  const asked: string[] = []
  second.on('dialog', async (dialog) => {
    asked.push(dialog.type())
    await dialog.accept()
  })
  await second.goto('/admin/settings')
  await hydrated(second)
  await expect(second.getByLabel('Keep contact messages for (months)')).toHaveValue(original.months)
  const hours = second.getByLabel('Office hours', { exact: true })
  await hours.click()
  await hours.fill('Fridays')
  await second.close({ runBeforeUnload: true })
  await expect.poll(() => asked).toEqual(['beforeunload'])
  await expect.poll(() => second.isClosed()).toBe(true)
})

test('a content form asks too: Cancel on Add Blog, and Esc in a modal keeps the modal and its text on Stay', async ({ page, axe }) => {
  await logIn(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/admin$/)
  const question = page.getByRole('alertdialog', { name: TITLE })

  // an untouched Add form: Cancel goes
  await page.goto('/admin/blogs/new')
  await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/admin\/blogs$/)

  await page.goto('/admin/blogs/new')
  await hydrated(page)
  await page.getByLabel('Title', { exact: true }).fill('Notes from the spring gathering')
  await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(question).toBeVisible()
  await question.getByRole('button', { name: 'Stay on this page' }).click()
  await expect(page).toHaveURL(/\/admin\/blogs\/new$/)
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Notes from the spring gathering')
  await page.getByRole('link', { name: 'Cancel' }).click()
  await question.getByRole('button', { name: 'Leave without saving' }).click()
  await expect(page).toHaveURL(/\/admin\/blogs$/)

  // a form in a modal: Esc would close it, and asks first
  await page.goto('/admin/payments')
  await hydrated(page)
  await page.getByRole('link', { name: 'Add Payment' }).click()
  const add = page.getByRole('dialog', { name: 'Add Payment' })
  await add.getByLabel('Name', { exact: true }).fill('Unsaved Donor')
  await page.keyboard.press('Escape')
  await expect(question).toBeVisible()
  expect(await axe()).toEqual([])
  await page.screenshot({ path: test.info().outputPath('unsaved-modal-1280.png') })
  await question.getByRole('button', { name: 'Stay on this page' }).click()
  await expect(question).toBeHidden()
  await expect(add).toBeVisible()
  await expect(add.getByLabel('Name', { exact: true })).toHaveValue('Unsaved Donor')
  await page.keyboard.press('Escape')
  await question.getByRole('button', { name: 'Leave without saving' }).click()
  await expect(add).toBeHidden()
  await expect(page).not.toHaveURL(/add=/)
})
