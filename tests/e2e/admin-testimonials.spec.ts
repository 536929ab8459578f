// Testimonials in the back office, as an admin uses them: every message of the form first, then
// a valid save with a picture (previewed before saving), the list, the home page's carousel,
// an edit that hides it (gone from the public site), the detail screen, and delete with No and
// then Yes. axe checks the list, the form with its errors and the detail screen.
// The server's own checks (posts that bypass the browser, a file that is not a picture) are
// in app/routes/admin/testimonials/testimonials.test.ts.
import sharp from 'sharp'
import { ADMIN, logIn } from './accounts'
import { expect, test } from './fixtures'

test('an admin adds, finds, edits, hides, reads and deletes a testimonial', async ({ page, axe }) => {
  const name = `Kamaljit Test ${Date.now()}-${process.pid}`
  const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f7f6f' } }).png().toBuffer()

  await logIn(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/admin$/)
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Testimonial' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'E-mail' })).toBeVisible()
  await expect(page.getByText('At least 3 visible testimonials are needed for the home page')).toBeVisible()
  await expect(page.getByText(/Visible now: \d+\./)).toBeVisible()
  expect(await axe()).toEqual([])

  // every message first
  await page.getByRole('link', { name: 'Add Testimonial' }).click()
  await expect(page).toHaveURL(/\/admin\/testimonials\/new$/)
  await page.getByLabel('Priority').fill('')
  await page.getByRole('button', { name: 'Save' }).click()
  for (const message of [
    'name is a required field',
    'email is a required field',
    'profession is a required field',
    'message is a required field',
    'Select 1 to 5 rating',
    'Set Priority from 1 to 20',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  }
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Name')).toHaveAccessibleDescription('name is a required field')
  // the messages follow what is typed
  await page.getByLabel('Name').fill('K')
  await expect(page.getByText('name is a required field')).toHaveCount(0)
  await page.getByLabel('Priority').fill('21')
  await expect(page.getByText('Set Priority from 1 to 20')).toBeVisible()
  expect(await axe()).toEqual([])

  // a valid save, with the keyboard where a person would use it
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Email').fill('kamaljit@example.org')
  await page.getByLabel('Profession', { exact: true }).fill('Family caregiver')
  await page.getByLabel('Message', { exact: true }).fill('The bereavement circle helped our whole family through a hard winter.')
  await page.getByRole('radio', { name: '1 star' }).focus()
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked()
  await page.getByLabel('Priority').fill('20')
  await page.getByLabel('Choose a picture').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: picture })
  await expect(page.getByRole('img', { name: 'The new picture, not saved yet' })).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()

  await expect(page).toHaveURL(/\/admin\/testimonials$/)
  await expect(page.getByRole('alert').filter({ hasText: `Testimonial from ${name} added.` })).toBeVisible()
  await page.getByLabel('Search by name or e-mail').fill(name)
  await page.getByRole('button', { name: 'Search' }).click()
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('kamaljit@example.org')
  await expect(row.locator('img[src^="/media/"]')).toBeVisible()

  // visible: on the home page's carousel
  await page.goto('/')
  const carousel = page.getByRole('region', { name: 'Connected People Says' })
  await expect(carousel).toContainText(name)

  // edit: the form is filled in, the current picture shown; hide it
  await page.goto(`/admin/testimonials?q=${encodeURIComponent(name)}`)
  await page.getByRole('link', { name: `Edit ${name}` }).click()
  await expect(page.getByLabel('Name')).toHaveValue(name)
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked()
  await expect(page.getByRole('img', { name: 'The current picture' })).toBeVisible()
  await page.getByLabel('Profession', { exact: true }).fill('Family caregiver and volunteer')
  await page.getByLabel('Visibility').selectOption({ label: 'Not Visible' })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/admin\/testimonials$/)
  await expect(page.getByRole('alert').filter({ hasText: `Testimonial from ${name} saved.` })).toBeVisible()

  await page.goto('/')
  await expect(page.getByRole('main')).not.toContainText(name)

  // detail, reached from the list and from the old address
  await page.goto(`/admin/testimonials?q=${encodeURIComponent(name)}`)
  await page.getByRole('link', { name: `Detail of ${name}` }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const id = /\/admin\/testimonials\/(\d+)$/.exec(page.url())![1]
  const details = page.getByRole('definition')
  await expect(details.filter({ hasText: 'Family caregiver and volunteer' })).toHaveCount(1)
  await expect(details.filter({ hasText: 'Not Visible' })).toHaveCount(1)
  await expect(page.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible()
  await expect(page.getByText(/^\d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2} [ap]\.m\.$/)).toHaveCount(2)
  expect(await axe()).toEqual([])
  await page.goto(`/testimonialdetail/${id}`)
  await expect(page).toHaveURL(new RegExp(`/admin/testimonials/${id}$`))
  await page.getByRole('link', { name: 'Go Back' }).click()
  await expect(page).toHaveURL(/\/admin\/testimonials$/)

  // delete: No keeps it, Yes deletes it
  await page.goto(`/admin/testimonials?q=${encodeURIComponent(name)}`)
  await page.getByRole('button', { name: `Delete ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm Delete' })
  await expect(dialog).toContainText('Are you sure you want to delete?')
  await dialog.getByRole('button', { name: 'No' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1)

  await page.getByRole('button', { name: `Delete ${name}` }).click()
  await page.getByRole('dialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Yes' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Item Deleted Successfully!' })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0)
  await expect(page.getByText(`Nothing matches “${name}”.`)).toBeVisible()
})
