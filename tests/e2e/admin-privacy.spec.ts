// The Privacy screen as an admin uses it when a person asks about their data: a message sent
// through /contact is found by its e-mail address (any letter case), downloaded as JSON, then
// erased through the Confirm Delete dialog, with the keyboard alone; it is gone from the
// Contact List. axe checks the screen with its answer and with the dialog open.
// Receipts kept anonymised, the account rules, refusals and the all-or-nothing erasure are in
// app/models/personal-data.server.test.ts and app/routes/admin/privacy/privacy.test.ts.
import fs from 'node:fs/promises'
import { ADMIN, logIn, register, uniqueEmail } from './accounts'
import { expect, test } from './fixtures'

test('a visitor’s message is found by e-mail, exported as JSON and erased', async ({ page, browser, axe }) => {
  const email = uniqueEmail('privacy')
  const sender = `Navdeep Privacy ${Date.now()}-${process.pid}`
  const words = 'Please call me after six; my family does not know I wrote.'

  // a visitor, in a browser of their own (this spec sends one of the five messages an hour)
  const visitor = await browser.newPage()
  await visitor.goto('/contact')
  await visitor.getByLabel('Name', { exact: true }).fill(sender)
  await visitor.getByLabel('Email', { exact: true }).fill(email)
  await visitor.getByLabel('Subject', { exact: true }).fill('A private question')
  await visitor.getByLabel('Message', { exact: true }).fill(words)
  await visitor.getByRole('button', { name: 'Send message' }).click()
  await expect(visitor).toHaveURL(/\/contactconfirmation$/)
  await visitor.close()

  await logIn(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/admin$/)
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Privacy' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible()
  await expect(page.getByText(/Contact messages are deleted automatically 24 months after they arrive/)).toBeVisible()

  // a typo gets a message beside the field, and what was typed stays
  const field = page.getByLabel('E-mail address')
  await field.fill('navdeep.example.org')
  await page.getByRole('button', { name: 'Look up' }).click()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription('Enter a whole e-mail address, such as name@example.org.')
  await expect(field).toHaveValue('navdeep.example.org')

  // the address as staff might type it, sent with Enter
  await field.fill(email.toUpperCase())
  await expect(page.getByText('Enter a whole e-mail address, such as name@example.org.')).toHaveCount(0)
  await field.press('Enter')
  const answer = page.getByRole('heading', { level: 2, name: `What the site holds about ${email.toUpperCase()}` })
  await expect(answer).toBeFocused()
  await expect(field).toHaveValue(email.toUpperCase())
  const held = page.getByRole('region', { name: `What the site holds about ${email.toUpperCase()}` })
  await expect(held.getByRole('definition').first()).toHaveText('1 message')
  await expect(held).toContainText('Donation recordsNone')
  await expect(held).toContainText('User accountNone')
  expect(await axe()).toEqual([])

  // the download holds the message
  const downloading = page.waitForEvent('download')
  await held.getByRole('button', { name: `Download as JSON everything held about ${email.toUpperCase()}` }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/)
  const exported = JSON.parse(await fs.readFile((await download.path())!, 'utf8'))
  expect(exported.contactMessages).toEqual([expect.objectContaining({ name: sender, email, subject: 'A private question', message: words })])
  expect(exported.account).toBeNull()
  await expect(answer).toBeVisible()

  // erase, with the keyboard: the dialog opens, No leaves everything as it was
  const erase = held.getByRole('button', { name: `Erase everything held about ${email.toUpperCase()}` })
  await erase.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Confirm Delete' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Are you sure you want to delete?')
  await expect(dialog).toContainText('1 contact message will be deleted.')
  expect(await axe()).toEqual([])
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(erase).toBeFocused()

  // again, and Yes: focus stays inside the dialog while tabbing to it
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  const yes = dialog.getByRole('button', { name: 'Yes' })
  for (let i = 0; i < 6 && !(await yes.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  }
  await expect(yes).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert').filter({ hasText: 'Erased: 1 contact message deleted.' })).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByLabel('E-mail address')).toHaveValue('')

  // looked up again: nothing; and the Contact List no longer has it
  await page.getByLabel('E-mail address').fill(email)
  await page.getByRole('button', { name: 'Look up' }).click()
  await expect(page.getByText('Nothing: no contact message, donation record, account or published item uses this address.')).toBeVisible()
  await page.goto(`/admin/contact-messages?q=${encodeURIComponent(sender)}`)
  await expect(page.getByText(`Nothing matches “${sender}”.`)).toBeVisible()
})

test('without JavaScript, a member’s account is erased after the question on the page', async ({ browser }) => {
  const email = uniqueEmail('erase-member')
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await register(page, email, 'a quiet walk by the lake')

  await logIn(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/admin/privacy')
  await page.getByLabel('E-mail address').fill(email)
  // without JavaScript each post loads a whole page: wait for all of it, not only its start
  await page.getByRole('button', { name: 'Look up' }).click()
  await page.waitForLoadState()
  const held = page.getByRole('region', { name: `What the site holds about ${email}` })
  await expect(held).toContainText('User accountMember account, 0 signed-in sessions')

  await held.getByRole('button', { name: `Erase everything held about ${email}` }).click()
  await page.waitForLoadState()
  const question = page.getByRole('alertdialog', { name: 'Confirm Delete' })
  await expect(question).toContainText('Are you sure you want to delete?')
  await expect(question).toContainText('The account will be deleted and signed out everywhere.')
  await question.getByRole('button', { name: 'Yes' }).click()
  await page.waitForLoadState()
  await expect(page).toHaveURL(/\/admin\/privacy$/)
  await expect(page.getByRole('status').filter({ hasText: 'Erased: the account and 0 sessions deleted.' })).toBeVisible()

  // the account is gone: its password no longer opens anything
  await page.getByRole('button', { name: 'Log Out' }).first().click()
  await expect(page).toHaveURL(/\/login$/)
  await logIn(page, email, 'a quiet walk by the lake')
  await expect(page.getByText('Invalid email or password.')).toBeVisible()
  await context.close()
})
