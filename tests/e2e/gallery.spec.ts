// The gallery as a visitor meets it: album cards, an album's pictures, the lightbox with the
// keyboard, buttons and a swipe, the 404 of unknown albums, and the pages without JavaScript.
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'

const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 375, height: 740 }

// the demo albums in the order of their priority (database/demo/content.ts)
const DEMO_ALBUMS = [
  'Seniors\u2019 Chai and Chat Mornings',
  'Walk and Talk in the River Valley',
  'Festival of Lights Community Evening',
  'Caregivers\u2019 Retreat Day',
]
const CHAI_PICTURES = [
  'The first pot of chai of the morning',
  'Friends catching up at the long table',
  'Sharing recipes from home',
  'Chair yoga with our volunteer instructor',
  'A birthday celebration for our oldest member',
  'Saying goodbye until next Thursday',
]

async function hydrated(page: Page) {
  await expect(page.locator('button[aria-label="Open menu"]')).toBeAttached()
}

/** The path of the first demo album, as the gallery page links to it. */
async function firstAlbumPath(page: Page) {
  await page.goto('/gallery')
  const href = await page.getByRole('link', { name: DEMO_ALBUMS[0] }).getAttribute('href')
  expect(href).toMatch(/^\/GalleryDetail\/\d+$/)
  return href!
}

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport })

    test('the gallery shows every visible album as a card, in order, each opening its pictures', async ({ page, axe }) => {
      await page.goto('/gallery')
      await expect(page).toHaveTitle(/^Gallery · /)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible()
      const cards = main.getByRole('article')
      await expect(cards).toHaveCount(DEMO_ALBUMS.length)
      await expect(main.getByRole('heading', { level: 2 })).toHaveText(DEMO_ALBUMS)
      for (const [i, name] of DEMO_ALBUMS.entries()) {
        const card = cards.nth(i)
        await expect(card.getByRole('link', { name })).toHaveAttribute('href', /^\/GalleryDetail\/\d+$/)
        await expect(card.getByRole('img')).toHaveAttribute('srcset', /\/media\/[0-9a-f]{64}-\d+\.webp \d+w/)
        await expect(card.getByRole('img')).toHaveAttribute('width', /\d+/)
      }
      await expect(cards.first()).toContainText('Every Thursday morning, elders from across Edmonton gather')
      // the first card's picture loads at once, later ones lazily
      await expect(cards.first().getByRole('img')).toHaveAttribute('loading', 'eager')
      await expect(cards.last().getByRole('img')).toHaveAttribute('loading', 'lazy')
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/gallery$/)

      await hydrated(page)
      expect(await axe()).toEqual([])

      await main.getByRole('link', { name: DEMO_ALBUMS[1] }).click()
      await expect(page).toHaveURL(/\/GalleryDetail\/\d+$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_ALBUMS[1])
    })

    test('an album shows its name, description and pictures, in any letter case of the address', async ({ page, axe }) => {
      const path = await firstAlbumPath(page)
      const id = path.split('/').pop()
      for (const address of [`/gallerydetail/${id}`, `/GalleryDetail/${id}`]) {
        const response = await page.goto(address)
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_ALBUMS[0])
      }
      await expect(page).toHaveTitle(`${DEMO_ALBUMS[0]} · Sahara Mental Health Society`)
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/media\/share\/[0-9a-f]{64}\.jpg$/)
      const main = page.getByRole('main')
      await expect(main).toContainText('For many, it is the highlight of the week.')
      const thumbnails = main.getByRole('listitem').getByRole('link')
      await expect(thumbnails).toHaveCount(CHAI_PICTURES.length)
      for (const [i, title] of CHAI_PICTURES.entries()) await expect(thumbnails.nth(i)).toContainText(title)
      await expect(thumbnails.first().getByRole('img')).toHaveAttribute('alt', 'Illustration of teacups with curls of steam')
      await expect(main.getByRole('link', { name: /all albums/i })).toHaveAttribute('href', '/gallery')

      await hydrated(page)
      expect(await axe()).toEqual([])
    })

    test('the lightbox works with the keyboard alone and gives focus back to the thumbnail', async ({ page, axe }) => {
      await page.goto(await firstAlbumPath(page))
      await hydrated(page)
      const thumbnails = page.getByRole('main').getByRole('listitem').getByRole('link')
      await thumbnails.nth(1).focus()
      await page.keyboard.press('Enter')

      const viewer = page.getByRole('dialog', { name: `${DEMO_ALBUMS[0]}: pictures` })
      await expect(viewer).toBeVisible()
      await expect(viewer).toContainText('2 of 6')
      await expect(viewer.locator('figure:not([hidden]) figcaption')).toHaveText(CHAI_PICTURES[1])
      const picture = viewer.getByRole('img')
      await expect(picture).toHaveAttribute('alt', 'Illustration of a small group of people standing close together')
      await expect(picture).toHaveAttribute('sizes', '100vw')
      await expect(picture).toHaveAttribute('srcset', /-800\.webp 800w/)
      await expect(picture).toHaveJSProperty('complete', true)
      // the picture fills the screen's width or height, not a thumbnail's box
      const box = await picture.boundingBox()
      expect(Math.max(box!.width / page.viewportSize()!.width, box!.height / page.viewportSize()!.height)).toBeGreaterThan(0.45)
      // focus is inside the viewer and the page behind is out of reach
      await expect(viewer.locator(':focus')).toHaveCount(1)
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab')
        expect(await page.evaluate(() => !!document.activeElement?.closest('dialog') || document.activeElement === document.body)).toBe(true)
      }
      expect(await axe()).toEqual([])

      await page.keyboard.press('ArrowRight')
      await expect(viewer).toContainText('3 of 6')
      await expect(viewer.locator('figure:not([hidden]) figcaption')).toHaveText(CHAI_PICTURES[2])
      await page.keyboard.press('ArrowLeft')
      await page.keyboard.press('ArrowLeft')
      await expect(viewer).toContainText('1 of 6')
      // it wraps around at both ends
      await page.keyboard.press('ArrowLeft')
      await expect(viewer).toContainText('6 of 6')
      await expect(viewer.locator('figure:not([hidden]) figcaption')).toHaveText(CHAI_PICTURES[5])
      await page.keyboard.press('ArrowRight')
      await expect(viewer).toContainText('1 of 6')
      await page.keyboard.press('End')
      await expect(viewer).toContainText('6 of 6')
      await page.keyboard.press('ArrowLeft')
      await expect(viewer).toContainText('5 of 6')

      await page.keyboard.press('Escape')
      await expect(viewer).toBeHidden()
      // back on the thumbnail of the picture last seen, and the page scrolls again
      await expect(thumbnails.nth(4)).toBeFocused()
      expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('')
    })

    test('the lightbox buttons move between pictures and close it', async ({ page }) => {
      await page.goto(await firstAlbumPath(page))
      await hydrated(page)
      const thumbnails = page.getByRole('main').getByRole('listitem').getByRole('link')
      await thumbnails.first().click()
      const viewer = page.getByRole('dialog')
      await expect(viewer).toContainText('1 of 6')
      // the address did not change: the viewer opened over the page
      await expect(page).toHaveURL(/\/GalleryDetail\/\d+$/)
      await viewer.getByRole('button', { name: 'Next picture' }).click()
      await expect(viewer).toContainText('2 of 6')
      await viewer.getByRole('button', { name: 'Previous picture' }).click()
      await viewer.getByRole('button', { name: 'Previous picture' }).click()
      await expect(viewer).toContainText('6 of 6')
      await viewer.getByRole('button', { name: 'Close' }).click()
      await expect(viewer).toBeHidden()
      await expect(thumbnails.nth(5)).toBeFocused()
    })
  })
}

test.describe('on a touch screen', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true })

  test('a swipe to the left shows the next picture, to the right the previous one', async ({ page }) => {
    await page.goto(await firstAlbumPath(page))
    await hydrated(page)
    await page.getByRole('main').getByRole('listitem').getByRole('link').first().tap()
    const viewer = page.getByRole('dialog')
    await expect(viewer).toContainText('1 of 6')
    const stage = viewer.locator('[data-viewer-stage]')
    const swipe = async (fromX: number, toX: number) => {
      const common = { pointerType: 'touch', pointerId: 7, isPrimary: true, bubbles: true }
      await stage.dispatchEvent('pointerdown', { ...common, clientX: fromX, clientY: 300 })
      await stage.dispatchEvent('pointermove', { ...common, clientX: (fromX + toX) / 2, clientY: 305 })
      await stage.dispatchEvent('pointerup', { ...common, clientX: toX, clientY: 310 })
    }
    await swipe(300, 80)
    await expect(viewer).toContainText('2 of 6')
    await swipe(300, 80)
    await expect(viewer).toContainText('3 of 6')
    await swipe(80, 300)
    await expect(viewer).toContainText('2 of 6')
    // a short or mostly vertical move is not a swipe
    await swipe(200, 170)
    await stage.dispatchEvent('pointerdown', { pointerType: 'touch', clientX: 200, clientY: 100, bubbles: true })
    await stage.dispatchEvent('pointerup', { pointerType: 'touch', clientX: 140, clientY: 400, bubbles: true })
    await expect(viewer).toContainText('2 of 6')
  })
})

test('unknown, hidden-looking and non-numeric album addresses answer the 404 page', async ({ request }) => {
  for (const path of ['/gallerydetail/999999', '/GalleryDetail/abc', '/gallerydetail/1abc', '/gallerydetail/-1', '/gallerydetail/0']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(await response.text(), path).toContain('Page not found')
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE })

  test('the gallery and an album render, and each thumbnail leads to the large picture', async ({ page, request }) => {
    await page.goto('/gallery')
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(DEMO_ALBUMS.length)
    await page.getByRole('link', { name: DEMO_ALBUMS[2] }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_ALBUMS[2])
    const thumbnails = page.getByRole('main').getByRole('listitem').getByRole('link')
    await expect(thumbnails).toHaveCount(6)
    const href = await thumbnails.first().getAttribute('href')
    expect(href).toMatch(/^\/media\/[0-9a-f]{64}-\d+\.webp$/)
    const picture = await request.get(href!)
    expect(picture.status()).toBe(200)
    expect(picture.headers()['content-type']).toBe('image/webp')
    // a closed viewer takes no room and shows nothing
    await expect(page.getByRole('main').locator('dialog')).toBeHidden()
  })
})
