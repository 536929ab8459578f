// Blog posts in the back office, as an admin uses them: every message of the form first, then a
// valid save with a blog picture (previewed before saving), the list, the public blog and the
// post's page, an edit that hides it (gone from /blog, its page 404), the detail screen with
// every field, and delete with No and then Yes. axe checks the list, the form with its errors
// and the detail screen. The server's own checks (posts that bypass the browser, pictures that
// fail, two pictures replaced and cleaned up) are in app/routes/admin/blogs/blogs.test.ts.
import sharp from 'sharp'
import { ADMIN, logIn } from './accounts'
import { expect, test } from './fixtures'
import { todayInEdmonton } from '../../app/utils/edmonton-day.server'

test('an admin adds, finds, edits, hides, reads and deletes a blog post', async ({ page, axe }) => {
  const title = `Walking through winter grief ${Date.now()}-${process.pid}`
  const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#5b7f2f' } }).png().toBuffer()

  await logIn(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/admin$/)
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Blog List' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Blog List' })).toBeVisible()
  for (const header of ['Image', 'Name', 'Title']) await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible()
  expect(await axe()).toEqual([])

  // every message first
  await page.getByRole('link', { name: 'Add Blog' }).click()
  await expect(page).toHaveURL(/\/admin\/blogs\/new$/)
  await page.getByLabel('Priority').fill('')
  await page.getByLabel('Link URL').fill('www.example.org')
  await page.getByRole('button', { name: 'Save' }).click()
  for (const message of [
    'name is a required field',
    'blog picture is a required field',
    'title is a required field',
    'description is a required field',
    'section 2 title is a required field',
    'section 2 text is a required field',
    'writer name is a required field',
    'link URL must be a web address starting with https:// or http://',
    'priority must be a whole number from 0 to 50',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  }
  await expect(page.getByLabel('Section 2 title', { exact: true })).toHaveAccessibleDescription('section 2 title is a required field')
  await page.getByLabel('Priority').fill('51')
  await expect(page.getByText('priority must be a whole number from 0 to 50')).toBeVisible()
  expect(await axe()).toEqual([])

  // a valid save
  await page.getByLabel('Name', { exact: true }).fill('Bereavement')
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByLabel('Description', { exact: true }).fill('The first winter after a loss is often the longest. Here is what families told us helped.')
  await page.getByLabel('Section 2 title', { exact: true }).fill('Keeping a routine')
  await page.getByLabel('Section 2 text', { exact: true }).fill('A walk at the same hour each day, even a short one, gives the day a shape.')
  await page.getByLabel('Writer name').fill('Simran Dhaliwal')
  await page.getByLabel('Link URL').fill('https://www.example.org/winter-grief')
  await page.getByLabel('Priority').fill('0')
  const blogPicture = page.getByRole('group', { name: 'Blog picture' })
  await blogPicture.getByLabel('Choose a picture').setInputFiles({ name: 'winter.png', mimeType: 'image/png', buffer: picture })
  await expect(blogPicture.getByRole('img', { name: 'The new picture, not saved yet' })).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()

  await expect(page).toHaveURL(/\/admin\/blogs$/)
  await expect(page.getByRole('alert').filter({ hasText: `Blog post “${title}” added.` })).toBeVisible()
  await page.getByLabel('Search by name or title').fill(title)
  await page.getByRole('button', { name: 'Search' }).click()
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Bereavement')
  await expect(row.locator('img[src^="/media/"]')).toBeVisible()

  // visible: on /blog, and its own page
  await page.goto('/blog')
  await page.getByRole('link', { name: title }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const publicPath = new URL(page.url()).pathname
  await expect(page.getByRole('main')).toContainText('Keeping a routine')
  await expect(page.getByRole('main')).toContainText('Simran Dhaliwal')

  // edit: the form is filled in, the blog picture is kept without choosing it again; hide it
  await page.goto(`/admin/blogs?q=${encodeURIComponent(title)}`)
  await page.getByRole('link', { name: `Edit ${title}` }).click()
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title)
  await expect(page.getByLabel('Writer name')).toHaveValue('Simran Dhaliwal')
  await expect(page.getByRole('group', { name: 'Blog picture' }).getByRole('img', { name: 'The current picture' })).toBeVisible()
  await page.getByLabel('Section 3 title', { exact: true }).fill('Asking for company')
  await page.getByLabel('Visibility').selectOption({ label: 'Not Visible' })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/admin\/blogs$/)
  await expect(page.getByRole('alert').filter({ hasText: `Blog post “${title}” saved.` })).toBeVisible()

  await page.goto('/blog')
  await expect(page.getByRole('main')).not.toContainText(title)
  expect((await page.goto(publicPath))?.status()).toBe(404)

  // detail, reached from the list and from the old address
  await page.goto(`/admin/blogs?q=${encodeURIComponent(title)}`)
  await page.getByRole('link', { name: `Detail of ${title}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const id = /\/admin\/blogs\/(\d+)$/.exec(page.url())![1]
  const details = page.getByRole('definition')
  await expect(details.filter({ hasText: 'Asking for company' })).toHaveCount(1)
  await expect(details.filter({ hasText: 'Not Visible' })).toHaveCount(1)
  const link = page.getByRole('link', { name: /https:\/\/www\.example\.org\/winter-grief/ })
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(page.getByRole('img', { name: `Picture for “${title}”` })).toHaveCSS('width', '350px')
  await expect(page.getByText(/^\d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2} [ap]\.m\.$/)).toHaveCount(2)
  expect(await axe()).toEqual([])

  // Preview: the hidden post on its real page, in a new tab, under a banner saying visitors cannot see it
  const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Preview (opens in a new tab)' }).click()])
  await expect(tab).toHaveURL(new RegExp(`/preview/BlogDetail/${id}$`))
  await expect(tab.getByRole('note', { name: 'Preview' })).toHaveText(/Preview: not visible to visitors/)
  await expect(tab.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(tab.getByRole('main')).toContainText('Asking for company')
  await expect(tab).toHaveTitle(`Preview: ${title}`)
  await expect(tab.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await tab.screenshot({ path: test.info().outputPath('preview-1280.png') })
  expect(await axe(tab)).toEqual([])
  await tab.setViewportSize({ width: 375, height: 800 })
  await expect(tab.getByRole('link', { name: 'Back to editing' })).toBeInViewport()
  await tab.screenshot({ path: test.info().outputPath('preview-375.png') })
  expect(await axe(tab)).toEqual([])
  await tab.getByRole('link', { name: 'Back to editing' }).click()
  await expect(tab).toHaveURL(new RegExp(`/admin/blogs/${id}/edit$`))
  await tab.close()
  // never kept by a cache, and nothing at all for a visitor: the same 404 as an unknown page
  const previewResponse = await page.request.get(`/preview/BlogDetail/${id}`)
  expect(previewResponse.headers()['cache-control']).toBe('no-store')
  const visitor = await page.context().browser()!.newContext()
  expect((await (await visitor.newPage()).goto(`/preview/BlogDetail/${id}`))?.status()).toBe(404)
  await visitor.close()

  await page.goto(`/blogdetaila/${id}`)
  await expect(page).toHaveURL(new RegExp(`/admin/blogs/${id}$`))

  // scheduled for tomorrow: the form says when it appears (Edmonton time), a time passed is refused
  // beside the date, and the list shows Scheduled with its time and finds it by that status
  await page.goto(`/admin/blogs/${id}/edit`)
  await page.getByLabel('Visibility').selectOption({ label: 'Scheduled' })
  await page.getByLabel('Publication date and time').fill('2020-01-01T09:00')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('This time has passed: choose a later one, or Visible to show it now')).toBeVisible()
  await expect(page.getByLabel('Publication date and time')).toHaveAttribute('aria-invalid', 'true')
  const tomorrow = todayInEdmonton(new Date(Date.now() + 86_400_000))
  await page.getByLabel('Publication date and time').fill(`${tomorrow}T09:30`)
  await page.screenshot({ path: test.info().outputPath('scheduled-form-1280.png'), fullPage: true })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/admin\/blogs$/)
  await page.getByLabel('Visibility').selectOption({ label: 'Scheduled' })
  await page.getByLabel('Search by name or title').fill(title)
  await page.getByRole('button', { name: 'Search' }).click()
  const scheduled = page.getByRole('row').filter({ hasText: title })
  await expect(scheduled).toContainText('Scheduled')
  await expect(scheduled).toContainText(/from \d{1,2} [A-Z][a-z]+ \d{4}, 9:30 a\.m\./)
  await page.setViewportSize({ width: 375, height: 800 })
  await page.screenshot({ path: test.info().outputPath('scheduled-list-375.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
  expect(await axe()).toEqual([])
  await page.goto('/blog')
  await expect(page.getByRole('main')).not.toContainText(title)
  expect((await page.goto(publicPath))?.status()).toBe(404)

  // delete: No keeps it, Yes deletes it
  await page.goto(`/admin/blogs?q=${encodeURIComponent(title)}`)
  await page.getByRole('button', { name: `Delete ${title}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm Delete' })
  await expect(dialog).toContainText('Are you sure you want to delete?')
  await dialog.getByRole('button', { name: 'No' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(1)

  await page.getByRole('button', { name: `Delete ${title}` }).click()
  await page.getByRole('dialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Yes' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Item Deleted Successfully!' })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0)
})
