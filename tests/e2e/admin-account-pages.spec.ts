// Issue 40 item 4 (decision 085): a signed-in person's own pages, /account and
// /account/two-factor, load no React in the browser, as the sign-in pages do not (decision 039).
// Their forms work without JavaScript (the server checks them and sends the page back with the
// messages beside the fields, the focus on the first to fix) and with it (the busy button, the
// password toggle, a field's message going once it is changed); axe finds nothing; links to the
// back office, which loads React, and back work. An admin spec: it makes an event and a staff
// account, so it runs after the public specs, which count the demo content.
import path from 'node:path'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import sharp from 'sharp'
import { SIGNED_IN_BUDGET_BYTES, measurePageScripts } from '../support/page-scripts'
import { ADMIN, logIn, register, uniqueEmail } from './accounts'
import { expect, test } from './fixtures'
import { waitForMail } from './mailbox'

/** The scripts a page asked for from /assets/ (React Router, React DOM, Conform, zod live there). */
function assetScripts(page: Page) {
  const asked: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) asked.push(url.pathname)
  })
  return asked
}

/** No React on the page: no script loaded, none preloaded, React Router's context absent; its own inline scripts only. */
async function expectNoReact(page: Page) {
  await expect(page.locator('script[src], script[type="module"], link[rel="modulepreload"]')).toHaveCount(0)
  expect(await page.evaluate(() => '__reactRouterContext' in window || '__reactRouterRouteModules' in window)).toBe(false)
  expect(await page.locator('script').count()).toBeGreaterThan(0)
}

/**
 * Presses the submit button of form `formId` while its post to `path` is held, from inside the
 * page (Playwright's own locators would wait for the held page to load), and presses it again:
 * what the button said after the first press, and a count of the posts made (read it once the
 * next page has come).
 */
async function pressWhileHeld(page: Page, path: string, formId: string) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() === 'POST') await held
      await route.continue()
    },
  )
  let posts = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) posts++
  })
  const seen = await page.evaluate((id) => {
    const button = document.querySelector<HTMLButtonElement>(`#${id} button[type="submit"]`)!
    button.click()
    const state = { label: button.textContent, ariaDisabled: button.getAttribute('aria-disabled'), focused: document.activeElement === button }
    button.click()
    return state
  }, formId)
  release()
  return { seen, posts: () => posts }
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 })
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}

/**
 * The JavaScript the page at `where` makes a browser download, gzipped (npm run size's measure),
 * as the person signed in in `context`: the states of the two-factor page the budget test
 * cannot reach (a key being set up, two-factor on).
 */
async function scriptsOf(context: BrowserContext, where: string) {
  const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ')
  const [page] = await measurePageScripts(test.info().project.use.baseURL!, [where], path.join(process.env.BUILD_DIR!, 'client'), { cookie })
  return { hydrates: page.hydrates, withinBudget: page.bytes <= SIGNED_IN_BUDGET_BYTES, bytes: page.bytes }
}

/** The code an authenticator app holding `key` shows `offsetSeconds` from now. */
function codeFor(key: string, offsetSeconds = 0) {
  const totp = new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')), algorithm: 'SHA1', digits: 6, period: 30 })
  return totp.generate({ timestamp: Date.now() + offsetSeconds * 1000 })
}

/** A browser without JavaScript, with a page of its own. */
async function withoutJavaScript(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false })
  return { context, page: await context.newPage() }
}

test('a member\'s account page: no React, its forms with the scripts, messages beside the fields, axe clean, in English and Urdu', async ({ page, axe }) => {
  const asked = assetScripts(page)
  const email = uniqueEmail('account-doc')
  await register(page, email, 'first pass phrase')
  await logIn(page, email, 'first pass phrase')
  await expect(page).toHaveURL(/\/account$/)
  await expectNoReact(page)
  expect(await axe(), '/account').toEqual([])
  await shoot(page, 'account')

  // the password toggle, shown and run by the page's own script
  const current = page.getByLabel('Current password')
  await current.fill('not my password')
  await page.getByRole('button', { name: 'Show password' }).first().click()
  await expect(current).toHaveAttribute('type', 'text')
  await page.getByRole('button', { name: 'Hide password' }).first().click()
  await expect(current).toHaveAttribute('type', 'password')

  // empty: the server's messages beside the fields, the focus on the first to fix
  await current.fill('')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(current).toHaveAttribute('aria-invalid', 'true')
  await expect(current).toBeFocused()
  await expect(page.locator('#change-password')).toContainText('Required')
  await expect(page.locator('#change-password')).toContainText('password is a required field')
  expect(await axe(), '/account with messages').toEqual([])
  await shoot(page, 'account-messages')
  // changing a field takes its message away; the others stay until the next send
  await current.fill('not my password')
  await expect(current).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true')

  // a wrong current password: said beside it, nothing of the passwords kept
  await page.getByLabel('New password', { exact: true }).fill('second pass phrase')
  await page.getByLabel('Confirm new password').fill('second pass phrase')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Your current password is not correct.')).toBeVisible()
  await expect(current).toBeFocused()
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('')

  // the busy button while the post is on its way (a second press posts nothing), then the message carried to the page
  await current.fill('first pass phrase')
  await page.getByLabel('New password', { exact: true }).fill('second pass phrase')
  await page.getByLabel('Confirm new password').fill('second pass phrase')
  const change = await pressWhileHeld(page, '/account', 'change-password')
  expect(change.seen).toEqual({ label: 'Saving...', ariaDisabled: 'true', focused: true })
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed. Other devices have been signed out.' })).toBeVisible()
  expect(change.posts()).toBe(1)
  await expect(page).toHaveURL(/\/account$/)
  await expectNoReact(page)

  // Urdu, right to left: the same page and messages
  await page.goto('/ur/account')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expectNoReact(page)
  await page.locator('#change-password button[type="submit"]').click()
  await expect(page).toHaveURL(/\/ur\/account$/)
  await expect(page.locator('#change-password input[name="currentPassword"]')).toBeFocused()
  await expect(page.locator('#change-password input[name="currentPassword"]')).toHaveAttribute('aria-invalid', 'true')
  expect(await axe(), '/ur/account with messages').toEqual([])
  await shoot(page, 'account-ur-messages')

  // Language for e-mails (decision 090): a plain form, the choice said in the page and kept
  const mailLanguage = page.getByRole('combobox', { name: 'ای میلز کی زبان' })
  await expect(mailLanguage).toHaveValue('en')
  await mailLanguage.selectOption('hi')
  await page.getByRole('button', { name: 'زبان محفوظ کریں' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'محفوظ ہو گیا: آپ کو ہماری ای میلز हिन्दी میں آئیں گی۔' })).toBeVisible()
  await expect(mailLanguage).toHaveValue('hi')
  await expectNoReact(page)

  // deleting: a wrong password refused beside the field, then the account gone
  await page.goto('/account')
  const yours = page.getByLabel('Your password')
  await yours.fill('not my password')
  await page.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page.locator('#delete-account')).toContainText('Your current password is not correct.')
  await expect(yours).toBeFocused()
  await yours.fill('second pass phrase')
  const deletion = await pressWhileHeld(page, '/account', 'delete-account')
  expect(deletion.seen).toEqual({ label: 'Deleting...', ariaDisabled: 'true', focused: true })
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('status').filter({ hasText: 'Your account is deleted, with its e-mail address and password, and you are signed out.' })).toBeVisible()
  expect(asked).toEqual([])
})

test('without JavaScript a member changes their password, cancels an event registration, logs out and deletes their account', async ({ page, browser }) => {
  // staff: an event taking registrations
  const title = `Tea and Talk ${Date.now()}-${process.pid}`
  const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7f62' } }).png().toBuffer()
  await logIn(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/admin/events/new')
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByLabel('Description', { exact: true }).fill('An afternoon of tea and talk about staying well.')
  await page.getByLabel('Choose a picture').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: picture })
  await page.getByLabel('Event date and time').fill('2031-10-10T15:00')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/admin\/events$/)
  await page.getByRole('row').filter({ hasText: title }).getByRole('link', { name: 'Attendees' }).click()
  await page.getByLabel('Take registrations for this event').check()
  await page.getByLabel('Places (people)').fill('5')
  await page.getByRole('button', { name: 'Save registration settings' }).click()
  await expect(page.getByText('Registration settings saved.')).toBeVisible()
  const eventId = /\/admin\/events\/(\d+)\/attendees/.exec(page.url())![1]

  const { context, page: member } = await withoutJavaScript(browser)
  const email = uniqueEmail('account-nojs')
  await register(member, email, 'first pass phrase')
  await logIn(member, email, 'first pass phrase')
  await expect(member).toHaveURL(/\/account$/)
  // no toggle without JavaScript: plain password fields
  await expect(member.getByRole('button', { name: 'Show password' })).toHaveCount(0)

  await member.getByLabel('Current password').fill('not my password')
  await member.getByLabel('New password', { exact: true }).fill('second pass phrase')
  await member.getByLabel('Confirm new password').fill('second pass phrase, mistyped')
  await member.getByRole('button', { name: 'Change password' }).click()
  await expect(member.locator('#change-password')).toContainText('Passwords must match')
  await expect(member.getByLabel('Confirm new password')).toHaveAttribute('aria-invalid', 'true')
  await expect(member.getByLabel('Confirm new password')).toBeFocused()
  await member.getByLabel('Current password').fill('first pass phrase')
  await member.getByLabel('New password', { exact: true }).fill('second pass phrase')
  await member.getByLabel('Confirm new password').fill('second pass phrase')
  await member.getByRole('button', { name: 'Change password' }).click()
  await expect(member.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible()

  // My events: registered with the account's address, cancelled from the account page
  await member.goto(`/events/${eventId}/register`)
  await member.getByLabel('Your name').fill('Gurpreet Sandhu')
  await member.getByLabel('E-mail').fill(email)
  await member.getByLabel(/You may contact me about this event only/).check()
  await member.getByRole('button', { name: 'Register' }).click()
  await expect(member.getByRole('heading', { level: 1 })).toHaveText('You have a place')
  await member.goto('/account')
  const item = member.getByTestId('my-event').filter({ hasText: title })
  await expect(item).toContainText('You have a place')
  await item.getByRole('button', { name: `Cancel my registration for ${title}` }).click()
  await expect(member).toHaveURL(/\/account$/)
  await expect(member.getByRole('status').filter({ hasText: 'Your registration is cancelled.' })).toBeVisible()
  await expect(member.getByTestId('my-event').filter({ hasText: title })).toContainText('Cancelled')

  await member.getByRole('button', { name: 'Log out' }).click()
  await expect(member).toHaveURL(/\/login$/)
  await member.goto('/account')
  await expect(member).toHaveURL(/\/login\?redirectTo=%2Faccount$/)

  await logIn(member, email, 'second pass phrase')
  await expect(member).toHaveURL(/\/account$/)
  await member.getByRole('button', { name: 'Delete my account' }).click()
  await expect(member.locator('#delete-account')).toContainText('Required')
  await expect(member.getByLabel('Your password')).toBeFocused()
  await member.getByLabel('Your password').fill('second pass phrase')
  await member.getByRole('button', { name: 'Delete my account' }).click()
  await expect(member).toHaveURL(/\/login$/)
  await expect(member.getByRole('status').filter({ hasText: 'Your account is deleted' })).toBeVisible()
  await context.close()
})

test('staff: the account page to the back office and back, a member sent from the back office to their account, two-factor set up and turned off without JavaScript', async ({ page, browser, axe }) => {
  const email = uniqueEmail('account-staff')
  const password = 'a kettle on the stove'
  await register(page, email, password)

  // a member who opens the back office is offered their account: loaded as a document
  await logIn(page, email, password)
  await expect(page).toHaveURL(/\/account$/)
  await page.goto('/admin')
  await page.getByRole('link', { name: 'Go to my account' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expectNoReact(page)
  await expect(page.getByRole('button', { name: 'Show password' }).first()).toBeVisible()

  // the shared Administrator makes the account an Administrator
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

  // from the account page to the back office (React) and back
  await page.goto('/account')
  await page.getByRole('link', { name: 'Go to the back office' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await page.waitForFunction(() => (window as { __reactRouterRouteModules?: object }).__reactRouterRouteModules !== undefined)
  await page.goBack()
  await expect(page).toHaveURL(/\/account$/)
  await expectNoReact(page)
  await expect(page.getByRole('button', { name: 'Show password' }).first()).toBeVisible()

  // with the scripts: the busy button of the set-up, the flash in the page, axe clean
  await page.getByRole('region', { name: 'Two-factor sign-in' }).getByRole('link', { name: 'Set up two-factor sign-in' }).click()
  await expect(page).toHaveURL(/\/account\/two-factor$/)
  await expectNoReact(page)
  const start = await pressWhileHeld(page, '/account/two-factor', 'two-factor-start')
  expect(start.seen).toEqual({ label: 'Sending...', ariaDisabled: 'true', focused: true })
  await expect(page.getByRole('status').filter({ hasText: `We sent a link to ${email}. Open it within an hour to continue.` })).toBeVisible()
  expect(await axe(), '/account/two-factor waiting for the link').toEqual([])
  await page.goto('/ur/account/two-factor')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expectNoReact(page)
  expect(await axe(), '/ur/account/two-factor').toEqual([])
  await shoot(page, 'two-factor-ur')
  const mail = await waitForMail(email, (m) => m.subject === 'Confirm setting up two-factor sign-in')
  const link = new URL(/https?:\/\/\S+\/account\/two-factor\?link=[\w-]+/.exec(mail.text)![0])

  // without JavaScript: the set-up link, a wrong code, the right one, the recovery codes, turning off
  const { context, page: staff } = await withoutJavaScript(browser)
  await logIn(staff, email, password)
  await expect(staff).toHaveURL(/\/admin$/)
  await staff.goto(`${link.pathname}${link.search}`)
  await expect(staff.getByText(`This link was sent to ${email}, so it is yours.`)).toBeVisible()
  await staff.getByRole('button', { name: 'Continue setting up' }).click()
  await expect(staff).toHaveURL(/\/account\/two-factor$/)
  await expect(staff.getByRole('img', { name: 'QR code to add this site to your authenticator app' })).toBeVisible()
  const key = (await staff.getByTestId('two-factor-key').textContent())!.trim()
  expect(await scriptsOf(context, '/account/two-factor')).toMatchObject({ hydrates: false, withinBudget: true })
  await shoot(staff, 'two-factor-setting-up')
  const codeField = staff.getByLabel('6-digit code from the app')
  await codeField.fill('12ab')
  await staff.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  await expect(codeField).toHaveAttribute('aria-invalid', 'true')
  await expect(codeField).toBeFocused()
  await expect(codeField).toHaveValue('12ab')
  const right = codeFor(key)
  await codeField.fill(right === '000000' ? '111111' : '000000')
  await staff.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  await expect(staff.getByText('That code is not right.')).toBeVisible()
  await codeField.fill(codeFor(key))
  await staff.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  await expect(staff.getByRole('heading', { name: 'Two-factor sign-in is on' })).toBeVisible()
  await expect(staff.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10)
  await staff.getByRole('link', { name: 'Back to two-factor sign-in' }).click()
  await expect(staff.getByText('You have 10 unused recovery codes.')).toBeVisible()
  // three forms with a password each: the heaviest state of the page
  expect(await scriptsOf(context, '/ur/account/two-factor')).toMatchObject({ hydrates: false, withinBudget: true })

  const newCodes = staff.getByRole('region', { name: 'New recovery codes' })
  await newCodes.getByLabel('Your password').fill('not my password')
  await newCodes.getByRole('button', { name: 'Make new recovery codes' }).click()
  await expect(staff.getByRole('region', { name: 'New recovery codes' })).toContainText('Your current password is not correct.')
  await expect(staff.getByRole('region', { name: 'New recovery codes' }).getByLabel('Your password')).toBeFocused()
  await shoot(staff, 'two-factor-on-message')
  const turnOff = staff.getByRole('region', { name: 'Turn off two-factor sign-in' })
  await turnOff.getByLabel('Your password').fill(password)
  await turnOff.getByRole('button', { name: 'Turn off two-factor sign-in' }).click()
  await expect(staff).toHaveURL(/\/account$/)
  await expect(staff.getByRole('region', { name: 'Two-factor sign-in' })).toContainText('Off: signing in takes your password alone.')
  await context.close()
})
