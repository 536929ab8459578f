// Staff roles in the browser (issue 37): each person sees only the menu entries and home cards of
// their roles, and a screen their roles do not give answers 404, as a page, as its `.data` and to
// a forged post. An Editor publishes a post; a Treasurer issues a receipt; a Writer's post waits
// for review and the Editors get the e-mail (at the test's SMTP server). Accounts are made as an
// Administrator makes them: someone registers, and the Users screen gives them their roles.
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { logIn, staff, STAFF_PASSWORD } from './accounts'
import { expect, test } from './fixtures'
import { mailCount, waitForMail } from './mailbox'

const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Back office' }).getByRole('link')

/** What the server answers this signed-in page for a screen, and for its data. */
async function answers(page: Page, path: string) {
  const document = await page.request.get(path, { maxRedirects: 0 })
  const data = await page.request.get(`${path}.data`, { maxRedirects: 0 })
  return [document.status(), data.status()]
}

test('an Editor publishes a post, and has no Messages, Donation or Receipts to see', async ({ page, browser, axe }) => {
  const editor = await staff(browser, ['Editor'])
  await logIn(page, editor, STAFF_PASSWORD)
  await expect(page).toHaveURL(/\/admin$/)
  await expect(menuOf(page)).toHaveText(['Home', 'Blog List', 'Events List', 'Member List', 'Gallery Event', 'Gallery List', 'Testimonial'])
  // the home page's cards are the content's: no donation totals, no message count
  await expect(page.getByRole('heading', { name: 'Published on the site' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Donations received' })).toHaveCount(0)
  await expect(page.getByText('New contact messages')).toHaveCount(0)
  expect(await axe()).toEqual([])

  const title = `An Editor's post ${Date.now()}-${process.pid}`
  await menuOf(page).filter({ hasText: 'Blog List' }).click()
  await page.getByRole('link', { name: 'Add Blog' }).click()
  await page.getByLabel('Name', { exact: true }).fill('Community')
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByLabel('Description', { exact: true }).fill('What we learned this spring.')
  await page.getByLabel('Section 2 title', { exact: true }).fill('The circle')
  await page.getByLabel('Section 2 text', { exact: true }).fill('Twelve people came each week.')
  await page.getByLabel('Writer name').fill('An Editor')
  const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f5b7f' } }).png().toBuffer()
  await page.getByRole('group', { name: 'Blog picture' }).getByLabel('Choose a picture').setInputFiles({ name: 'spring.png', mimeType: 'image/png', buffer: picture })
  await page.getByLabel('Visibility').selectOption('published')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('alert').filter({ hasText: `Blog post “${title}” added.` })).toBeVisible()
  await page.goto('/blog')
  await expect(page.getByRole('heading', { name: title })).toBeVisible()

  // what is not theirs is not there: the page, its data, the old address
  for (const path of ['/admin/contact-messages', '/admin/payments', '/admin/receipts', '/admin/users', '/admin/audit']) {
    expect(await answers(page, path), path).toEqual([404, 404])
  }
  expect((await page.request.get('/payment', { maxRedirects: 0 })).status()).toBe(404)
  await page.goto('/admin/payments')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i)
  await expect(menuOf(page)).not.toContainText(['Donation'])
})

test('a Treasurer issues a receipt, and the contact messages answer 404, to a forged post too', async ({ page, browser }) => {
  const treasurer = await staff(browser, ['Treasurer'])
  const donor = `Treasurer's Donor ${Date.now()}-${process.pid}`
  await logIn(page, treasurer, STAFF_PASSWORD)
  await expect(page).toHaveURL(/\/admin$/)
  await expect(menuOf(page)).toHaveText(['Home', 'Donation', 'Receipts'])
  await expect(page.getByRole('heading', { name: 'Donations received' })).toBeVisible()
  await expect(page.getByText('New contact messages')).toHaveCount(0)

  // who signs, then a gift recorded by hand, received, and its receipt
  await page.goto('/admin/receipts/settings')
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="420" height="120"><rect width="420" height="120" fill="#fff"/><path d="M20 90 C 80 10, 120 10, 170 80 S 260 100, 400 30" stroke="#1e3a8a" stroke-width="5" fill="none"/></svg>'
  await page.getByLabel('Place of issue').fill('Edmonton, Alberta')
  await page.getByLabel('Name of the person who signs receipts').fill('Harjit Dhillon')
  await page.getByLabel('Their title').fill('Treasurer')
  await page.getByLabel('Their signature').setInputFiles({ name: 'signature.png', mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() })
  await page.getByRole('radio', { name: /A receipt for each gift/ }).check()
  await page.getByRole('button', { name: 'Save receipt settings' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Receipt settings saved.' })).toBeVisible()

  await page.goto('/admin/payments')
  await page.getByRole('link', { name: 'Add Payment' }).click()
  const add = page.getByRole('dialog', { name: 'Add Payment' })
  await add.getByLabel('Name', { exact: true }).fill(donor)
  await add.getByLabel('Email').fill('treasurers.donor@example.org')
  await add.getByLabel('Address', { exact: true }).fill('7 River Rd NW\nEdmonton, AB T5K 0A1')
  await add.getByRole('radio', { name: 'Card' }).check()
  await add.getByLabel('Amount (CAD)').fill('75')
  await add.getByRole('button', { name: 'Save' }).click()
  await expect(add).toBeHidden()
  const row = page.getByRole('row').filter({ hasText: donor })
  await row.getByRole('link', { name: `Mark received of ${donor}` }).click()
  await page.getByLabel('Issue the official receipt now').check()
  await page.getByRole('button', { name: 'Mark received' }).click()
  await expect(page.getByRole('alert').filter({ hasText: /Payment marked received\. Receipt No\. \d{4}-\d{5} goes to the donor with the thank-you\./ })).toBeVisible()
  await page.goto('/admin/receipts')
  await expect(page.getByRole('row').filter({ hasText: donor })).toContainText('$75.00')

  // the messages people send are not the Treasurer's: not the page, its data, nor a forged delete
  const opened = await page.goto('/admin/contact-messages')
  expect(opened?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i)
  expect(await answers(page, '/admin/contact-messages')).toEqual([404, 404])
  expect(await answers(page, '/admin/contact-messages/1')).toEqual([404, 404])
  const origin = new URL(page.url()).origin
  const forged = await page.request.post('/admin/contact-messages', { form: { intent: 'delete', id: '1' }, headers: { Origin: origin }, maxRedirects: 0 })
  expect(forged.status()).toBe(404)
  expect((await page.request.post('/admin/contact-messages.data', { form: { intent: 'delete', id: '1' }, headers: { Origin: origin }, maxRedirects: 0 })).status()).toBe(404)
  expect((await page.request.get('/contactlist', { maxRedirects: 0 })).status()).toBe(404)
  // the blog is no more theirs than the messages
  expect(await answers(page, '/admin/blogs')).toEqual([404, 404])
})

test('a Writer\'s post waits for review, and an Editor gets the e-mail and publishes it', async ({ page, browser, axe }) => {
  const editor = await staff(browser, ['Editor'])
  const writer = await staff(browser, ['Writer'])
  const title = `A Writer's draft ${Date.now()}-${process.pid}`
  await logIn(page, writer, STAFF_PASSWORD)
  await expect(page).toHaveURL(/\/admin$/)
  await expect(menuOf(page)).toHaveText(['Home', 'Blog List', 'Events List'])

  await menuOf(page).filter({ hasText: 'Blog List' }).click()
  await page.getByRole('link', { name: 'Add Blog' }).click()
  await expect(page.getByText('You save drafts: they are not on the website until an Editor publishes them.')).toBeVisible()
  await expect(page.getByLabel('Visibility')).toHaveCount(0)
  await page.getByLabel('Name', { exact: true }).fill('Seniors')
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByLabel('Description', { exact: true }).fill('Tea and stories on Fridays.')
  await page.getByLabel('Section 2 title', { exact: true }).fill('Who comes')
  await page.getByLabel('Section 2 text', { exact: true }).fill('Grandparents, and now and then their grandchildren.')
  await page.getByLabel('Writer name').fill('A Writer')
  const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7f2f5b' } }).png().toBuffer()
  await page.getByRole('group', { name: 'Blog picture' }).getByLabel('Choose a picture').setInputFiles({ name: 'tea.png', mimeType: 'image/png', buffer: picture })
  expect(await axe()).toEqual([])
  const before = await mailCount()
  await page.getByRole('button', { name: 'Save and submit for review' }).click()
  await expect(page.getByRole('alert').filter({ hasText: `Blog post “${title}” added. It is sent to the Editors for review.` })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row).toContainText('Draft')
  await expect(row).toContainText('Waiting for review')
  // theirs to edit, not to delete
  await expect(row.getByRole('link', { name: `Edit ${title}` })).toBeVisible()
  await expect(row.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0)
  expect((await page.request.get('/blog')).ok()).toBe(true)
  expect(await (await page.request.get('/blog')).text()).not.toContain(title)

  // the Editor's e-mail, with the way to the draft
  const mail = await waitForMail(editor, (m) => m.subject === `For review: “${title}”`, before)
  expect(mail.text).toContain(`${writer} submitted a blog post for review`)
  const editLink = /http:\/\/127\.0\.0\.1:\d+\/admin\/blogs\/\d+\/edit/.exec(mail.text)![0]

  const theirs = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const editorPage = await theirs.newPage()
  await logIn(editorPage, editor, STAFF_PASSWORD)
  await expect(editorPage).toHaveURL(/\/admin$/)
  await editorPage.goto(editLink)
  await editorPage.getByLabel('Visibility').selectOption('published')
  await editorPage.getByRole('button', { name: 'Save' }).click()
  await expect(editorPage.getByRole('alert').filter({ hasText: `Blog post “${title}” saved.` })).toBeVisible()
  await editorPage.goto('/blog')
  await expect(editorPage.getByRole('heading', { name: title })).toBeVisible()
  await theirs.close()

  // published: no longer waiting, and no longer the Writer's to change
  await page.reload()
  await expect(row).toContainText('Visible')
  await expect(row).not.toContainText('Waiting for review')
  await expect(row.getByRole('link', { name: `Edit ${title}` })).toHaveCount(0)
})
