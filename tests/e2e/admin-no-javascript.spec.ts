// The back office with JavaScript turned off (an old browser, a script blocker, a page whose
// scripts failed to load): the forms still post, the server's messages appear beside the
// fields with everything typed kept, and a double click on Save adds the item only once.
import sharp from 'sharp'
import { ADMIN } from './accounts'
import { expect, test } from './fixtures'

test.use({ javaScriptEnabled: false })

test('with JavaScript off, an add form shows the server\'s messages and a double click on Save adds one item', async ({ page }) => {
  const name = `No Script ${Date.now()}-${process.pid}`

  await page.goto('/login')
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Log In' }).click()
  await expect(page).toHaveURL(/\/admin$/)

  await page.goto('/admin/testimonials/new')
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Priority').fill('21')
  await page.getByRole('button', { name: 'Save' }).click()
  for (const message of ['email is a required field', 'profession is a required field', 'message is a required field', 'Select 1 to 5 rating', 'Set Priority from 1 to 20']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  }
  await expect(page.getByLabel('Name')).toHaveValue(name)
  await expect(page.getByLabel('Priority')).toHaveValue('21')

  await page.getByLabel('Email').fill('noscript@example.org')
  await page.getByLabel('Profession', { exact: true }).fill('Volunteer')
  await page.getByLabel('Message', { exact: true }).fill('The helpline volunteers listened when I needed it.')
  await page.getByRole('radio', { name: '5 stars' }).focus()
  await page.keyboard.press('Space')
  await expect(page.getByRole('radio', { name: '5 stars' })).toBeChecked()
  await page.getByLabel('Priority').fill('4')
  // a large photo takes the server a moment to process: long enough for an impatient second click
  const size = 3000
  const noise = Buffer.alloc(size * size * 3)
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24
  const photo = await sharp(noise, { raw: { width: size, height: size, channels: 3 } }).jpeg({ quality: 85 }).toBuffer()
  await page.getByLabel('Choose a picture').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo })
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/admin/testimonials/new')) posts.push(request.url())
  })
  // the mouse itself, as a person clicks: a locator's click would wait for the first post's page
  await page.getByRole('button', { name: 'Save' }).scrollIntoViewIfNeeded()
  const save = await page.getByRole('button', { name: 'Save' }).boundingBox()
  if (!save) throw new Error('Save is not on the screen')
  await page.mouse.click(save.x + save.width / 2, save.y + save.height / 2)
  await page.waitForTimeout(300)
  await page.mouse.click(save.x + save.width / 2, save.y + save.height / 2)
  await expect(page).toHaveURL(/\/admin\/testimonials$/, { timeout: 20_000 })
  expect(posts.length, 'the browser sent the form twice').toBe(2)

  await page.goto(`/admin/testimonials?q=${encodeURIComponent(name)}`)
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1)
})
