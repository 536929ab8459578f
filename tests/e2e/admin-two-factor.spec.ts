// Two-factor sign-in, as an admin meets it (issue 14, item 11): set it up from the account page
// (the key read from the page, codes made with otpauth as a phone's app would), sign out, sign
// in needing the code, and a recovery code that works once. A new admin of its own, so that the
// shared admin of the other specs keeps signing in with its password. The set-up starts from the
// link e-mailed to the account (decision 053).
import { Secret, TOTP } from 'otpauth'
import { ADMIN, logIn, register, uniqueEmail } from './accounts'
import { expect, test } from './fixtures'
import { waitForMail } from './mailbox'

/** The code an authenticator app holding `key` shows `offsetSeconds` from now. */
function codeFor(key: string, offsetSeconds = 0) {
  const totp = new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')), algorithm: 'SHA1', digits: 6, period: 30 })
  return totp.generate({ timestamp: Date.now() + offsetSeconds * 1000 })
}

test('an admin sets up two-factor sign-in, then needs the code to sign in; a recovery code works once', async ({ page, browser, axe }) => {
  const email = uniqueEmail('two-factor')
  const password = 'a lantern on the porch'
  await register(page, email, password)

  // the shared Administrator makes the new account an Administrator
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const adminPage = await adminContext.newPage()
  await logIn(adminPage, ADMIN.email, ADMIN.password)
  await expect(adminPage).toHaveURL(/\/admin$/)
  await adminPage.goto('/admin/users')
  await adminPage.getByRole('row').filter({ hasText: email }).getByRole('link', { name: `Change roles of ${email}` }).click()
  const panel = adminPage.getByRole('region', { name: `Roles of ${email}` })
  await panel.getByRole('checkbox', { name: /^Administrator/ }).check()
  await panel.getByRole('button', { name: 'Continue' }).click()
  await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Yes, change their roles' }).click()
  await expect(adminPage.getByText(`${email} is now Administrator.`).first()).toBeVisible()
  await adminContext.close()

  // set up, from the account page
  await logIn(page, email, password)
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/account')
  const section = page.getByRole('region', { name: 'Two-factor sign-in' })
  await expect(section).toContainText('Off: signing in takes your password alone.')
  await section.getByRole('link', { name: 'Set up two-factor sign-in' }).click()
  await expect(page).toHaveURL(/\/account\/two-factor$/)
  // the password alone does not show the key: a link goes to the account's e-mail first (decision 053)
  await expect(page.getByText(`First we e-mail a link to ${email}`)).toBeVisible()
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
  // the page loads no React (decision 085): the message is in the page, as a status
  await expect(page.getByRole('status').filter({ hasText: `We sent a link to ${email}. Open it within an hour to continue.` })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: `A link was sent to ${email} at` })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send the link again' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'QR code to add this site to your authenticator app' })).toHaveCount(0)
  expect(await axe(), 'the page waiting for the link').toEqual([])
  const mail = await waitForMail(email, (m) => m.subject === 'Confirm setting up two-factor sign-in')
  expect(mail.text).toContain('If it was not you, do not open the link: someone knows your password.')
  const link = new URL(/https?:\/\/\S+\/account\/two-factor\?link=[\w-]+/.exec(mail.text)![0])
  await page.goto(`${link.pathname}${link.search}`)
  await expect(page.getByText(`This link was sent to ${email}, so it is yours.`)).toBeVisible()
  await page.setViewportSize({ width: 375, height: 800 })
  await page.screenshot({ path: test.info().outputPath('two-factor-link-375.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.getByRole('button', { name: 'Continue setting up' }).click()

  const qr = page.getByRole('img', { name: 'QR code to add this site to your authenticator app' })
  await expect(qr).toBeVisible()
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)
  const key = (await page.getByTestId('two-factor-key').textContent())!.trim()
  expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/)
  expect(await axe(), 'the set-up page').toEqual([])

  const codeField = page.getByLabel('6-digit code from the app')
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(codeField).toHaveAttribute('inputmode', 'numeric')
  const right = codeFor(key)
  await codeField.fill(right === '000000' ? '111111' : '000000')
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  await expect(page.getByText('That code is not right.')).toBeVisible()
  await expect(codeField).toHaveAttribute('aria-invalid', 'true')

  await codeField.fill(codeFor(key))
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in is on' })).toBeVisible()
  const recoveryCodes = await page.getByTestId('recovery-codes').getByRole('listitem').allTextContents()
  expect(recoveryCodes).toHaveLength(10)
  await page.getByRole('link', { name: 'I have kept my codes: go to the back office' }).click()
  await expect(page).toHaveURL(/\/admin$/)

  const signOut = async () => {
    await page.goto('/account')
    await page.getByRole('button', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/login$/)
  }
  await signOut()

  // the password alone no longer opens the back office
  await logIn(page, email, password)
  await expect(page).toHaveURL(/\/login\/two-factor$/)
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible()
  await expect(page.getByText(`Signing in as ${email}`)).toBeVisible()
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/)

  await logIn(page, email, password)
  const stepField = page.getByLabel('Enter the 6-digit code from your authenticator app')
  await expect(stepField).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(stepField).toHaveAttribute('inputmode', 'numeric')
  expect(await axe(), 'the code step').toEqual([])
  // the set-up used this 30 seconds' code: the app's next one (a phone's clock a little ahead)
  await stepField.fill(codeFor(key, 30))
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await signOut()

  // a recovery code instead: works once
  await logIn(page, email, password)
  await page.getByRole('link', { name: 'Use a recovery code instead' }).click()
  await page.getByLabel('Recovery code').fill(recoveryCodes[0])
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByText('You signed in with a recovery code. 9 are left; each works once.').first()).toBeVisible()
  await signOut()

  await logIn(page, email, password)
  await page.getByRole('link', { name: 'Use a recovery code instead' }).click()
  await page.getByLabel('Recovery code').fill(recoveryCodes[0])
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('That recovery code is not right, or it has been used already.')).toBeVisible()
  await expect(page).toHaveURL(/\/login\/two-factor\?method=recovery$/)
  await expect(page.getByLabel('Recovery code')).toHaveValue(recoveryCodes[0])
})
