// Gallery Event and Gallery List in the back office, as an admin uses them: an album with every
// form message first then a valid save with its cover, a picture added to it, both on the
// public Gallery, two more added at once (a progress bar each), the picture hidden (gone from
// the public album), and the album deleted with its pictures after the dialog's second
// confirmation. axe checks the album list, a form with
// errors, the album detail and the picture grid. The server's own checks are in
// app/routes/admin/gallery-categories/ and app/routes/admin/gallery-images/.
import sharp from 'sharp'
import { ADMIN, logIn } from './accounts'
import { expect, test } from './fixtures'

test('an admin adds an album and a picture, sees them on the website, hides the picture and deletes both', async ({ page, axe }) => {
  const stamp = `${Date.now()}-${process.pid}`
  const album = `Harvest Supper ${stamp}`
  const title = `Serving the first plates ${stamp}`
  const picture = (background: string) => sharp({ create: { width: 64, height: 48, channels: 3, background } }).png().toBuffer()

  await logIn(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/admin$/)
  const menu = page.getByRole('navigation', { name: 'Back office' })
  await menu.getByRole('link', { name: 'Gallery Event' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery Event' })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Event name' })).toBeVisible()
  expect(await axe()).toEqual([])

  // the album: every message first, then a valid save
  await page.getByRole('link', { name: 'Add Gallery Category' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Add Gallery Category' })).toBeVisible()
  await page.getByLabel('Priority').fill('')
  await page.getByRole('button', { name: 'Save' }).click()
  for (const message of ['category is a required field', 'description is a required field', 'priority must be a whole number from 0 to 50']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  }
  await page.getByLabel('Priority').fill('51')
  await expect(page.getByText('priority must be a whole number from 0 to 50')).toBeVisible()
  expect(await axe()).toEqual([])
  await page.getByLabel('Event name', { exact: true }).fill(album)
  await page.getByLabel('Description', { exact: true }).fill('Our autumn supper: dal, rice and kheer for two hundred neighbours.')
  await page.getByLabel('Priority').fill('0')
  await page.getByLabel('Choose a picture').setInputFiles({ name: 'supper.png', mimeType: 'image/png', buffer: await picture('#7a4f2a') })
  await expect(page.getByRole('img', { name: 'The new picture, not saved yet' })).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/admin\/gallery-categories$/)
  await expect(page.getByRole('alert').filter({ hasText: `Album “${album}” added.` })).toBeVisible()
  const albumRow = page.getByRole('row').filter({ hasText: album })
  await expect(albumRow).toHaveCount(1)
  expect((await albumRow.locator('img[src^="/media/"]').boundingBox())?.width).toBe(100)

  // detail: the cover at 400 px; the old address (in its odd letter case) leads here
  await page.getByRole('link', { name: `Detail of ${album}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: album })).toBeVisible()
  const albumId = /\/admin\/gallery-categories\/(\d+)$/.exec(page.url())![1]
  expect((await page.getByRole('img', { name: `Cover picture of the album “${album}”` }).boundingBox())?.width).toBe(400)
  await expect(page.getByRole('definition').filter({ hasText: '0 pictures' })).toHaveCount(1)
  expect(await axe()).toEqual([])
  await page.goto(`/gallerycategoryDetail/${albumId}`)
  await expect(page).toHaveURL(new RegExp(`/admin/gallery-categories/${albumId}$`))

  // a picture for it, from the Gallery List
  await menu.getByRole('link', { name: 'Gallery List' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery List' })).toBeVisible()
  await page.getByRole('link', { name: 'Add Gallery' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Add Gallery' })).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Image is must for Gallery', { exact: true })).toBeVisible()
  await page.getByLabel('Category').selectOption({ label: album })
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByLabel('Choose a picture').setInputFiles({ name: 'plates.png', mimeType: 'image/png', buffer: await picture('#2a6f4f') })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/admin\/gallery-images$/)
  await expect(page.getByRole('alert').filter({ hasText: `Picture “${title}” added.` })).toBeVisible()

  // the grid, filtered to the album: the card, and its picture in the lightbox
  await page.getByLabel('Category').selectOption({ label: album })
  await page.getByRole('button', { name: 'Search' }).click()
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) })
  await expect(card).toHaveCount(1)
  await expect(card).toContainText(album)
  await expect(card).toContainText('Visible')
  expect(await axe()).toEqual([])
  await card.getByRole('link', { name: `View ${title} larger` }).click()
  const viewer = page.getByRole('dialog', { name: 'Gallery pictures' })
  await expect(viewer.getByRole('img', { name: title })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()

  // two more at once, each with its progress bar (the album is already chosen)
  await page.getByRole('link', { name: 'Add many pictures' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Add many pictures' })).toBeVisible()
  await expect(page.getByLabel('Category')).toHaveValue(albumId)
  await page.getByLabel('Pictures', { exact: true }).setInputFiles([
    { name: 'kheer_pots.png', mimeType: 'image/png', buffer: await picture('#c9a227') },
    { name: 'volunteers-washing-up.png', mimeType: 'image/png', buffer: await picture('#3d5a80') },
  ])
  await page.getByRole('button', { name: 'Upload pictures' }).click()
  // every picture added: on to describing them (issue 41 item 5; admin-picture-descriptions.spec.ts)
  await expect(page.getByRole('heading', { level: 1, name: 'Describe the pictures' })).toBeVisible()
  await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(page.getByText('Showing 1 to 3 of 3, newest first in ' + album)).toBeVisible()

  // both on the public website
  await page.goto('/gallery')
  await expect(page.getByRole('link', { name: album })).toHaveAttribute('href', `/GalleryDetail/${albumId}`)
  await page.goto(`/GalleryDetail/${albumId}`)
  await expect(page.getByRole('main')).toContainText(title)

  // hide the picture: gone from the public album
  await page.goto(`/admin/gallery-images?q=${encodeURIComponent(title)}`)
  await page.getByRole('link', { name: `Edit ${title}` }).click()
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title)
  // React puts a select back to its rendered value when it hydrates: choose once the page runs
  await expect(page.getByRole('button', { name: /^(Hide|Show) menu$/, includeHidden: true })).toBeAttached()
  await page.getByLabel('Visibility').selectOption({ label: 'Not Visible' })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('alert').filter({ hasText: `Picture “${title}” saved.` })).toBeVisible()
  // the public album, read again until it no longer shows the picture
  await expect
    .poll(async () => {
      await page.goto(`/GalleryDetail/${albumId}`)
      await expect(page.getByRole('heading', { level: 1, name: album })).toBeVisible()
      return page.getByRole('main').textContent()
    }, { timeout: 15_000 })
    .not.toContain(title)

  // delete the album: the dialog says it holds a picture; the second confirmation deletes both
  await page.goto(`/admin/gallery-categories?q=${encodeURIComponent(album)}`)
  await page.getByRole('button', { name: `Delete ${album}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm Delete' })
  await expect(dialog).toContainText('Are you sure you want to delete?')
  await expect(dialog).toContainText('This album holds 3 pictures.')
  await dialog.getByLabel('Delete the album and its 3 pictures').check()
  await dialog.getByRole('button', { name: 'Yes' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Item Deleted Successfully!' })).toBeVisible()
  await expect(page.getByText(`Nothing matches “${album}”.`)).toBeVisible()
  await page.goto(`/admin/gallery-images?q=${encodeURIComponent(title)}`)
  await expect(page.getByText(`No pictures match “${title}”.`)).toBeVisible()
})
