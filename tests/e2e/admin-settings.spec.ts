// Site settings as an admin uses them: a changed phone number shows on the contact page and in
// the footer at once; an APK uploaded on the app's own settings screen (with its progress bar, or
// as a plain post with JavaScript off) is offered on /gettheapp and downloads byte for byte with the right
// headers; a file that is not an app is refused beside its field. axe checks the screen and
// the app page with and without an app. (The payment settings are left to the donation
// tests; the server's own checks are in app/routes/admin/settings/settings.test.ts.)
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import { fakeApk, plainZip } from '../support/zip'
import { ADMIN, logIn } from './accounts'
import { expect, test } from './fixtures'

// the app tests publish one release after another: in order, one at a time
test.describe.configure({ mode: 'serial' })

const NOT_AN_APP = 'This file is not an Android app. Please choose the app’s APK file (its name ends in .apk).'
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

test('a phone number changed in Site settings shows on the contact page and in the footer at once', async ({ page, axe, browser }) => {
  // a visitor already on the site (whose browser has the pages it saw; each public page is a
  // document of its own, decision 039)
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.goto('/about')
  await visitor.goto('/team')
  await visitor.goto('/about')

  await logIn(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/admin$/)
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible()
  expect(await axe()).toEqual([])

  const phone = page.getByLabel('Phone', { exact: true })
  const original = await phone.inputValue()
  expect(original).not.toBe('')

  // a number that is not one: the message beside the field, what was typed kept
  await phone.fill('call the office')
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('Enter a phone number such as 780-555-0142')).toBeVisible()
  await expect(phone).toHaveAttribute('aria-invalid', 'true')
  await expect(phone).toHaveAccessibleDescription('Enter a phone number such as 780-555-0142')
  await expect(phone).toHaveValue('call the office')
  expect(await axe()).toEqual([])

  const changed = '780-555-0163'
  await phone.fill(changed)
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Settings saved.' })).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/settings$/)
  await expect(phone).toHaveValue(changed)

  await page.goto('/contact')
  const details = page.getByRole('region', { name: 'Other ways to reach us' })
  await expect(details.getByRole('link', { name: changed })).toHaveAttribute('href', 'tel:+17805550163')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: changed })).toHaveAttribute('href', 'tel:+17805550163')
  await expect(footer.getByRole('link', { name: original })).toHaveCount(0)

  // the visitor's next move to another page shows the new number in the footer too
  await visitor.getByRole('contentinfo').getByRole('link', { name: 'Our Team' }).click()
  await expect(visitor).toHaveURL(/\/team$/)
  await expect(visitor.getByRole('contentinfo').getByRole('link', { name: changed })).toBeVisible()
  await visitorContext.close()

  // put it back for whoever comes next
  await page.goto('/admin/settings')
  await phone.fill(original)
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Settings saved.' })).toBeVisible()
  await page.goto('/contact')
  await expect(page.getByRole('contentinfo').getByRole('link', { name: original })).toBeVisible()
})

test('an APK uploaded in Site settings downloads from /gettheapp byte for byte; a file that is not an app is refused', async ({ page, axe, request }) => {
  // no app yet: the page says so, and the download address answers 404
  await page.goto('/gettheapp')
  await expect(page.getByText('The app is coming soon.')).toBeVisible()
  expect(await axe()).toEqual([])
  expect((await request.get('/gettheapp/download')).status()).toBe(404)

  await logIn(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/admin$/)
  // the app has its own screen beside the site's details, each with one Save
  await page.goto('/admin/settings')
  await page.getByRole('navigation', { name: 'Settings screens' }).getByRole('link', { name: 'Android app' }).click()
  await expect(page).toHaveURL(/\/admin\/settings\/app$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Android app' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Android app' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('button', { name: 'Save settings' })).toHaveCount(0)
  const app = page.getByRole('region', { name: 'Android app' })
  await expect(app).toContainText('No app is offered yet')

  // a picture renamed to .apk, then a ZIP that is not an app: refused beside the field
  const picture = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#2f7f6f' } }).png().toBuffer()
  await app.getByLabel('APK file', { exact: true }).setInputFiles({ name: 'wellness.apk', mimeType: 'application/vnd.android.package-archive', buffer: picture })
  await app.getByLabel('Version', { exact: true }).fill('1.2.0')
  await app.getByLabel('Release notes').fill('A sleep diary and calmer colours.')
  await app.getByRole('button', { name: 'Save app settings' }).click()
  await expect(app.getByText(NOT_AN_APP)).toBeVisible()
  await expect(app.getByLabel('APK file', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(app.getByLabel('Version', { exact: true })).toHaveValue('1.2.0')
  await app.getByLabel('APK file', { exact: true }).setInputFiles({ name: 'minutes.apk', mimeType: 'application/zip', buffer: plainZip() })
  await app.getByRole('button', { name: 'Save app settings' }).click()
  await expect(app.getByText(NOT_AN_APP)).toBeVisible()
  expect(await axe()).toEqual([])

  // a real (small) APK: uploaded with its progress shown, then offered
  const apk = fakeApk({ dexBytes: 3_000_000 })
  await app.getByLabel('APK file', { exact: true }).setInputFiles({ name: 'wellness-1.2.0.apk', mimeType: 'application/vnd.android.package-archive', buffer: apk })
  await app.getByLabel('Minimum Android version').fill('8.0')
  // the answer is held back a moment, long enough to see the upload under way
  let answer = () => {}
  const held = new Promise<void>((resolve) => (answer = resolve))
  await page.route('**/admin/settings/app/upload', async (route) => {
    await held
    await route.continue()
  })
  await app.getByRole('button', { name: 'Save app settings' }).click()
  // (an intercepted request reports no progress of its own, so the bar's value is not checked)
  await expect(app.getByRole('status')).toContainText(/Uploading the app: \d+%\. Please keep this page open\./)
  await expect(app.getByRole('progressbar', { name: 'Upload of the APK file' })).toBeVisible()
  await expect(app.getByRole('button', { name: 'Uploading...' })).toBeVisible()
  answer()
  await expect(page.getByRole('alert').filter({ hasText: 'The app (version 1.2.0) is published.' })).toBeVisible()
  await page.unroute('**/admin/settings/app/upload')
  await expect(app).toContainText('Offered now: version 1.2.0')
  await expect(app).toContainText(sha256(apk))
  expect(await axe()).toEqual([])

  // the public page: version, size, checksum, the Android it needs, the notes
  await page.goto('/gettheapp')
  const link = page.getByRole('link', { name: /Download the app for Android/ })
  await expect(link).toContainText(`version 1.2.0, APK, ${(apk.length / 1_000_000).toFixed(1)} MB`)
  await expect(page.getByRole('heading', { name: 'Version 1.2.0' })).toBeVisible()
  await expect(page.getByText(sha256(apk))).toBeVisible()
  await expect(page.getByText('Android 8.0 or newer')).toBeVisible()
  await expect(page.getByText('A sleep diary and calmer colours.')).toBeVisible()
  expect(await axe()).toEqual([])

  // the browser's download: the same bytes, named after the charity and the version
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toBe('sahara-mental-health-society-app-1.2.0.apk')
  const saved = await readFile(await download.path())
  expect(saved.length).toBe(apk.length)
  expect(saved.equals(apk)).toBe(true)

  // and its headers, asked for compressed: an APK is sent as it is
  const response = await request.get('/gettheapp/download', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
  expect(response.status()).toBe(200)
  const headers = response.headers()
  expect(headers['content-type']).toBe('application/vnd.android.package-archive')
  expect(headers['content-disposition']).toBe('attachment; filename="sahara-mental-health-society-app-1.2.0.apk"')
  expect(headers['content-length']).toBe(String(apk.length))
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['content-encoding']).toBeUndefined()
  expect(sha256(await response.body())).toBe(sha256(apk))
})

test('with JavaScript off, the APK travels as a plain form post and replaces the previous one', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Log In' }).click()
  await expect(page).toHaveURL(/\/admin$/)

  await page.goto('/admin/settings/app')
  const app = page.getByRole('region', { name: 'Android app' })
  const apk = fakeApk({ dexBytes: 1_500_000 })
  await app.getByLabel('Upload the APK file to this site').check()
  await app.getByLabel('APK file', { exact: true }).setInputFiles({ name: 'wellness-1.3.0.apk', mimeType: 'application/vnd.android.package-archive', buffer: apk })
  await app.getByLabel('Version', { exact: true }).fill('1.3.0')
  await app.getByLabel('Release notes').fill('Works offline.')
  await app.getByRole('button', { name: 'Save app settings' }).click()
  await expect(page).toHaveURL(/\/admin\/settings\/app$/)
  await expect(page.getByRole('status').filter({ hasText: 'The app (version 1.3.0) is published.' })).toBeVisible()

  const response = await page.request.get('/gettheapp/download')
  expect(response.headers()['content-disposition']).toBe('attachment; filename="sahara-mental-health-society-app-1.3.0.apk"')
  expect((await response.body()).equals(apk)).toBe(true)
  await context.close()
})
