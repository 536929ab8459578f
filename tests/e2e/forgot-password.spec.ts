// Forgot password as a member meets it: the link on the login page, the same answer for any
// address, the e-mail (read from the run's mail server), the link, a new password, signed in;
// the old password and the used link no longer work. A link past its hour is refused in
// app/routes/auth/password-reset.test.ts (this run cannot move the server's clock).
import { logIn, register, uniqueEmail } from './accounts'
import { expect, test } from './fixtures'
import { mailCount, mailsTo, waitForMail } from './mailbox'

test('forgot password: e-mail, link, new password, signed in; the link works once', async ({ page, axe }) => {
  const email = uniqueEmail('forgot')
  await register(page, email, 'the password I will forget')

  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible()
  expect(await axe()).toEqual([])

  // an address without an account gets the same answer, and no e-mail
  const before = await mailCount()
  await page.getByLabel('Email').fill('nobody-here@e2e.test')
  await page.getByRole('button', { name: 'Send me a link' }).click()
  await expect(page.getByRole('status')).toContainText('If an account uses this e-mail address, we have sent it a link')

  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send another link' }).click()
  await expect(page.getByRole('status')).toContainText('The link works for one hour.')
  await page.screenshot({ path: test.info().outputPath('forgot-password-1280.png'), fullPage: true })

  const mail = await waitForMail(email, (m) => m.subject === 'Choose a new password', before)
  expect(await mailsTo('nobody-here@e2e.test')).toEqual([])
  const link = /http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0]
  expect(link).toBeTruthy()

  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(link!)
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
  expect(await axe()).toEqual([])
  await page.getByLabel('New password', { exact: true }).fill('password1')
  await page.getByLabel('Confirm new password').fill('password1')
  await page.getByRole('button', { name: 'Save the new password' }).click()
  await expect(page.getByText('This password is too common and easy to guess.')).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill('a lantern by the quiet river')
  await page.getByLabel('Confirm new password').fill('a lantern by the quiet river')
  await page.screenshot({ path: test.info().outputPath('reset-password-375.png'), fullPage: true })
  await page.getByRole('button', { name: 'Save the new password' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByText('Your password has been changed. Other devices have been signed out.')).toBeVisible()

  // the used link is refused with a clear message and a way on
  await page.goto(link!)
  await expect(page.getByRole('alert')).toContainText('This link has already been used.')
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible()

  // the old password no longer opens the account; the new one does
  await page.context().clearCookies()
  await logIn(page, email, 'the password I will forget')
  await expect(page.getByText('Invalid email or password.')).toBeVisible()
  await logIn(page, email, 'a lantern by the quiet river')
  await expect(page).toHaveURL(/\/account$/)
})
