// Content in the community's languages (issue 16 item 8), as staff and visitors meet it: an admin
// adds an Urdu version of a post in the Urdu tab of its edit form (typed right to left); the
// Urdu page of the post shows it, with the texts not translated in English, marked lang="en" and
// left to right; the English page stays English. axe checks the form with its tabs and the Urdu
// page; screenshots at 1280 and 375 px are kept in test-results/.
import sharp from 'sharp'
import { ADMIN, logIn } from './accounts'
import { expect, test } from './fixtures'

const URDU_TITLE = 'سردیوں میں غم کے ساتھ چلنا'
const URDU_DESCRIPTION = 'نقصان کے بعد پہلی سردیاں اکثر سب سے لمبی ہوتی ہیں۔ خاندانوں نے ہمیں بتایا کہ کس چیز نے مدد کی۔'

test('an admin adds an Urdu version of a post; /ur/blogdetail/{id} shows it, /blogdetail/{id} stays English', async ({ page, axe }, testInfo) => {
  const title = `Walking through winter grief in two languages ${Date.now()}-${process.pid}`
  const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f5b7f' } }).png().toBuffer()

  await logIn(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/admin/blogs/new')
  await expect(page.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true')
  await page.getByLabel('Name', { exact: true }).fill('Bereavement')
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByLabel('Description', { exact: true }).fill('The first winter after a loss is often the longest. Here is what families told us helped.')
  await page.getByLabel('Section 2 title', { exact: true }).fill('Keeping a routine')
  await page.getByLabel('Section 2 text', { exact: true }).fill('A walk at the same hour each day, even a short one, gives the day a shape.')
  await page.getByLabel('Writer name').fill('Simran Dhaliwal')
  await page.getByRole('group', { name: 'Blog picture' }).getByLabel('Choose a picture').setInputFiles({ name: 'winter.png', mimeType: 'image/png', buffer: picture })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/admin\/blogs$/)

  // the Urdu tab of its edit form: reached with the keyboard, typed right to left
  await page.goto(`/admin/blogs?q=${encodeURIComponent(title)}`)
  await page.getByRole('link', { name: `Edit ${title}` }).click()
  const english = page.getByRole('tab', { name: 'English' })
  await english.focus()
  await page.keyboard.press('ArrowLeft')
  const urduTab = page.getByRole('tab', { name: /Urdu/ })
  await expect(urduTab).toBeFocused()
  await expect(urduTab).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByLabel('Title', { exact: true })).toBeHidden()
  const urduTitle = page.getByLabel('Title (Urdu)', { exact: true })
  await expect(urduTitle).toHaveAttribute('dir', 'rtl')
  await expect(urduTitle).toHaveAttribute('lang', 'ur')
  await urduTitle.fill(URDU_TITLE)
  await page.getByLabel('Description (Urdu)', { exact: true }).fill(URDU_DESCRIPTION)
  // a text too long (the field's maxlength taken off, as a pasted text could get round it) is
  // refused beside its field, its tab opened and saying so, and nothing typed is lost
  const tooLong = page.getByLabel('Section 2 title (Urdu)', { exact: true })
  await tooLong.evaluate((input) => input.removeAttribute('maxlength'))
  await tooLong.fill('ا'.repeat(301))
  await english.click()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(urduTab).toHaveAttribute('aria-selected', 'true')
  await expect(urduTab).toContainText('1 error')
  await expect(page.getByLabel('Section 2 title (Urdu)', { exact: true })).toHaveAccessibleDescription(/section 2 title must be at most 300 characters/)
  await expect(urduTitle).toHaveValue(URDU_TITLE)
  expect(await axe()).toEqual([])
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: testInfo.outputPath('edit-form-urdu-tab-1280.png'), fullPage: true })
  await page.setViewportSize({ width: 375, height: 800 })
  await page.screenshot({ path: testInfo.outputPath('edit-form-urdu-tab-375.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 900 })

  await page.getByLabel('Section 2 title (Urdu)', { exact: true }).fill('')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/admin\/blogs$/)
  await expect(page.getByRole('alert').filter({ hasText: `Blog post “${title}” saved.` })).toBeVisible()

  // the post's Urdu page
  await page.goto(`/admin/blogs?q=${encodeURIComponent(title)}`)
  const id = (await page.getByRole('link', { name: `Edit ${title}` }).getAttribute('href'))!.match(/\/admin\/blogs\/(\d+)\/edit/)![1]
  await page.goto(`/ur/blogdetail/${id}`)
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(URDU_TITLE)
  expect(await heading.getAttribute('lang')).toBeNull()
  await expect(page.getByText(URDU_DESCRIPTION)).toBeVisible()
  // not translated: English, marked so, left to right
  const section = page.getByRole('heading', { level: 2, name: 'Keeping a routine' })
  await expect(section).toHaveAttribute('lang', 'en')
  await expect(section).toHaveAttribute('dir', 'ltr')
  await expect(page.getByText('Bereavement', { exact: true })).toHaveAttribute('lang', 'en')
  await expect(page).toHaveTitle(new RegExp(URDU_TITLE))
  expect(await axe()).toEqual([])
  await page.screenshot({ path: testInfo.outputPath('post-in-urdu-1280.png'), fullPage: true })
  await page.setViewportSize({ width: 375, height: 800 })
  // nothing sideways on a phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.screenshot({ path: testInfo.outputPath('post-in-urdu-375.png'), fullPage: true })

  // the English page stays English
  await page.goto(`/blogdetail/${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByText(URDU_DESCRIPTION)).toHaveCount(0)
  // and the Urdu blog list shows the Urdu title
  await page.goto('/ur/blog')
  await expect(page.getByRole('link', { name: URDU_TITLE })).toBeVisible()
})
