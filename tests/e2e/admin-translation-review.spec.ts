// A translation reviewed and seen where it is typed (issue 39 item 4, decision 095): an
// Administrator adds a post with an Urdu title; a Translator marks that title reviewed on the
// Translations screen's Content view, follows its link to the post's edit form, which opens on the
// Urdu tab and says "Reviewed by" them beside the Urdu title; typing in the box says at once that
// saving makes it a Draft again. The Administrator follows the office hours' row to the Site
// settings, which open on its Urdu tab with its state beside it. axe on each screen.
import sharp from 'sharp'
import { ADMIN, logIn, staff, STAFF_PASSWORD } from './accounts'
import { expect, test } from './fixtures'

test('a Translator marks a post’s Urdu title reviewed and sees it so in the post’s edit form', async ({ page, browser, axe }) => {
  const stamp = `${Date.now() % 100_000}-${process.pid}`
  const title = `Tea with the seniors circle ${stamp}`
  const urdu = `بزرگوں کے حلقے کے ساتھ چائے ${stamp}`

  // an Administrator adds the post, its Urdu title in the Urdu tab
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const admin = await adminContext.newPage()
  await logIn(admin, ADMIN.email, ADMIN.password)
  await expect(admin).toHaveURL(/\/admin$/)
  await admin.goto('/admin/blogs/new')
  await admin.getByLabel('Name', { exact: true }).fill('Community')
  await admin.getByLabel('Title', { exact: true }).fill(title)
  await admin.getByLabel('Description', { exact: true }).fill('Twelve people came each week.')
  await admin.getByLabel('Section 2 title', { exact: true }).fill('The circle')
  await admin.getByLabel('Section 2 text', { exact: true }).fill('We met on Thursdays.')
  await admin.getByLabel('Writer name').fill('An Administrator')
  const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#5b2f7f' } }).png().toBuffer()
  await admin.getByRole('group', { name: 'Blog picture' }).getByLabel('Choose a picture').setInputFiles({ name: 'tea.png', mimeType: 'image/png', buffer: picture })
  await admin.getByRole('tab', { name: /^Urdu/ }).click()
  await admin.getByLabel('Title (Urdu)', { exact: true }).fill(urdu)
  await admin.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(admin.getByRole('alert').filter({ hasText: `“${title}” added.` })).toBeVisible()

  // a Translator finds its Urdu title on the Translations screen, a Draft, and marks it reviewed
  const email = await staff(browser, ['Translator'])
  await logIn(page, email, STAFF_PASSWORD)
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/admin/translations?kind=content&language=ur')
  await page.getByLabel('Search the English or the Urdu').fill(stamp)
  await page.getByRole('button', { name: 'Find texts' }).click()
  const row = page.getByRole('listitem').filter({ hasText: `${title}, Title` })
  await expect(row.getByText('Draft', { exact: true })).toBeVisible()
  await expect(row.getByText(urdu)).toBeVisible()
  await row.getByRole('button', { name: 'Mark reviewed' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Marked reviewed.' })).toBeVisible()
  await expect(row.getByText(`Reviewed by ${email}`)).toBeVisible()
  expect(await axe()).toEqual([])

  // its link opens the post's form on the Urdu tab, the title's state beside it
  await row.getByRole('link', { name: 'Edit blog post' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Translate/)
  await expect(page.getByRole('tab', { name: /^Urdu/ })).toHaveAttribute('aria-selected', 'true')
  const box = page.getByLabel('Title (Urdu)', { exact: true })
  await expect(box).toHaveValue(urdu)
  const beside = page.locator('[data-review="title__ur"]')
  await expect(beside).toContainText(`Reviewed by ${email}`)
  await expect(beside.getByRole('checkbox')).toHaveCount(0)
  expect(await axe()).toEqual([])

  // typing in the box says at once that it would be a Draft again, and offers the tick
  await box.fill(`${urdu} ۔`)
  await expect(beside).toContainText(`Draft changed since ${email} reviewed it`)
  await expect(beside.getByRole('checkbox', { name: 'Mark the Urdu reviewed when saving' })).toBeVisible()
  expect(await axe()).toEqual([])

  // the Site settings' texts are on the same list; their link opens the settings on the right tab
  await admin.goto('/admin/translations?kind=content&language=ur')
  const hours = admin.getByRole('listitem').filter({ hasText: 'Site settings: Organisation, Office hours' })
  await expect(hours.locator('p[lang="ur"][dir="rtl"]')).toBeVisible()
  await hours.getByRole('link', { name: 'Edit in Site settings' }).click()
  await expect(admin.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible()
  await expect(admin.getByRole('tablist', { name: 'Office hours: languages' }).getByRole('tab', { name: /^Urdu/ })).toHaveAttribute('aria-selected', 'true')
  await expect(admin.getByLabel('Office hours (Urdu)')).toBeVisible()
  await expect(admin.locator('[data-review="officeHours__ur"]')).toContainText(/Urdu text: (Draft|Reviewed by )/)
  expect(await axe(admin)).toEqual([])
  await adminContext.close()
})
