// Pictures described, not named after files (issue 41 item 5, issue 39 item 3), as staff and
// visitors meet them: three pictures uploaded at once come with no title and no description; the
// grid that follows takes a title and "What the picture shows" per picture and per language
// (the content forms' language tabs), saved at once; the list flags the ones left without a
// description in words; the public album reads each picture's description in the page's
// language, an empty alt where there is none, and names an untitled picture's link by its place.
// axe checks the grid, the list and the album; screenshots at 1280 and 375 px.
import sharp from 'sharp'
import { ADMIN, logIn } from './accounts'
import { expect, test } from './fixtures'

test('pictures uploaded at once are described on one grid in every language, flagged until described, and never named after their files', async ({ page, axe }) => {
  const stamp = `${Date.now()}-${process.pid}`
  const album = `Kite Festival ${stamp}`
  const picture = (background: string) => sharp({ create: { width: 96, height: 72, channels: 3, background } }).png().toBuffer()

  await logIn(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/admin$/)
  // the album
  await page.goto('/admin/gallery-categories/new')
  await page.getByLabel('Event name', { exact: true }).fill(album)
  await page.getByLabel('Description', { exact: true }).fill('Kites over the river valley on a windy Sunday.')
  await page.getByLabel('Choose a picture').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await picture('#2a6f97') })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('alert').filter({ hasText: `Album “${album}” added.` })).toBeVisible()

  // three pictures at once, named as cameras name them
  await page.goto('/admin/gallery-images/upload')
  await expect(page.getByRole('button', { name: /^(Hide|Show) menu$/, includeHidden: true })).toBeAttached()
  await page.getByLabel('Category').selectOption({ label: album })
  await page.getByLabel('Pictures', { exact: true }).setInputFiles([
    { name: 'IMG_4032.png', mimeType: 'image/png', buffer: await picture('#c9a227') },
    { name: 'IMG_4033.png', mimeType: 'image/png', buffer: await picture('#3d5a80') },
    { name: 'IMG_4034.png', mimeType: 'image/png', buffer: await picture('#9b2226') },
  ])
  await page.getByRole('button', { name: 'Upload pictures' }).click()

  // the grid: every picture, its texts empty, never the file's name
  await expect(page.getByRole('heading', { level: 1, name: 'Describe the pictures' })).toBeVisible()
  const titles = page.getByLabel('Title', { exact: true })
  const descriptions = page.getByLabel('What the picture shows', { exact: true })
  await expect(titles).toHaveCount(3)
  for (const field of [...(await titles.all()), ...(await descriptions.all())]) await expect(field).toHaveValue('')
  await expect(page.getByRole('tabpanel', { name: 'English' }).getByText('Picture 1 of 3')).toBeVisible()
  expect(await axe()).toEqual([])
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: test.info().outputPath('describe-grid-1280.png'), fullPage: true })

  // the first picture described in English and Urdu; the others left for later
  await titles.first().fill('Kites at noon')
  await descriptions.first().fill('A yellow kite above the crowd at the river')
  await page.getByRole('tab', { name: /Urdu/ }).click()
  const urduDescription = page.getByLabel('What the picture shows (Urdu)', { exact: true }).first()
  await expect(urduDescription).toHaveAttribute('dir', 'rtl')
  await urduDescription.fill('دریا پر ہجوم کے اوپر ایک پیلی پتنگ')
  await page.getByLabel('Title (Urdu)', { exact: true }).first().fill('دوپہر کی پتنگیں')
  expect(await axe()).toEqual([])
  await page.setViewportSize({ width: 375, height: 800 })
  await page.screenshot({ path: test.info().outputPath('describe-grid-urdu-375.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.getByRole('button', { name: 'Save the 3 pictures' }).click()

  // the list: saved at once; the two without a description flagged in words
  await expect(page.getByRole('alert').filter({ hasText: '3 pictures described.' })).toBeVisible()
  await expect(page.getByText('No description: say what the picture shows')).toHaveCount(2)
  await expect(page.getByRole('heading', { level: 3, name: 'Kites at noon' })).toBeVisible()
  expect(await axe()).toEqual([])
  await page.screenshot({ path: test.info().outputPath('list-flagged-1280.png'), fullPage: true })
  const albumId = /category=(\d+)/.exec(page.url())![1]

  // the public album: the described picture's alt; the others empty, their links named by place
  const readAlbum = async (path: string, name: string) => {
    await expect
      .poll(async () => {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1, name: album })).toBeVisible()
        return page.getByRole('img', { name }).count()
      }, { timeout: 15_000 })
      .toBe(1)
  }
  await readAlbum(`/gallerydetail/${albumId}`, 'A yellow kite above the crowd at the river')
  const main = page.getByRole('main')
  await expect(main).not.toContainText('IMG_')
  expect(await page.locator('main img[alt*="IMG"]').count()).toBe(0)
  // newest first: the two untitled ones are the first and second of three
  await expect(main.getByRole('link', { name: 'Picture 1 of 3' })).toBeVisible()
  await expect(main.getByRole('link', { name: 'Picture 2 of 3' })).toBeVisible()
  expect(await main.locator('li img[alt=""]').count()).toBe(2)
  expect(await axe()).toEqual([])
  await page.screenshot({ path: test.info().outputPath('album-1280.png'), fullPage: true })
  await page.setViewportSize({ width: 375, height: 800 })
  await page.screenshot({ path: test.info().outputPath('album-375.png'), fullPage: true })

  // in Urdu: the Urdu description and title, the places in Urdu
  await readAlbum(`/ur/gallerydetail/${albumId}`, 'دریا پر ہجوم کے اوپر ایک پیلی پتنگ')
  await expect(main).toContainText('دوپہر کی پتنگیں')
  await expect(main.getByRole('link', { name: '3 میں سے تصویر 1' })).toBeVisible()
  expect(await axe()).toEqual([])
  await page.screenshot({ path: test.info().outputPath('album-urdu-375.png'), fullPage: true })
})
