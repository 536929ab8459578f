// Safety on every public page: the crisis lines, the quick exit (button, triple Shift, and a
// plain link without JavaScript), and no request to any other site. The neutral site the quick
// exit opens is answered locally by page.route, so nothing leaves the machine.
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'

const NEUTRAL_URL = 'https://weather.gc.ca/city/pages/ab-50_metric_html'
const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 375, height: 740 }

/** Every public page (the gallery album is added from the gallery's first card). */
const PUBLIC_PAGES = [
  '/',
  '/about',
  '/blog',
  '/events',
  '/team',
  '/gallery',
  '/contact',
  '/privacypolicy',
  '/gettheapp',
  '/leave-quickly',
  '/footer',
  '/navbar',
  '/no-such-page',
]

const CRISIS_LINKS = [
  ['Call 9-8-8', 'tel:988'],
  ['text 9-8-8', 'sms:988'],
  ['Call 911', 'tel:911'],
  ['Call 211', 'tel:211'],
] as const

async function publicPages(page: Page) {
  await page.goto('/gallery')
  const album = await page.getByRole('main').getByRole('article').first().getByRole('link').getAttribute('href')
  return [...PUBLIC_PAGES, album!]
}

/** Answers the neutral site locally. */
async function fakeNeutralSite(page: Page) {
  await page.route('https://weather.gc.ca/**', async (route) => {
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Edmonton weather</title><h1>Edmonton</h1>' })
  })
}

async function hydrated(page: Page) {
  // React has run once the quick exit's click is taken over; the burger is the layout's signal
  await page.waitForFunction(() => !!document.querySelector('button[aria-label="Open menu"]') || location.pathname === '/footer')
}

test.describe('crisis help', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`is on every public page, in the same place, at ${label} width`, async ({ page }) => {
      await page.setViewportSize(viewport)
      for (const path of await publicPages(page)) {
        await page.goto(path)
        // on a phone the crisis lines open from Help now, beside the quick exit (decision 070)
        if (viewport === PHONE) await page.locator('summary', { hasText: 'Help now' }).click()
        const bar = page.getByRole('complementary', { name: 'Crisis help' })
        await expect(bar, path).toBeVisible()
        for (const [name, href] of CRISIS_LINKS) await expect(bar.getByRole('link', { name, exact: true }), `${path} ${name}`).toHaveAttribute('href', href)
        await expect(bar, path).toContainText('Suicide Crisis Helpline')
        const leave = page.getByRole('link', { name: 'Leave this site' })
        await expect(leave, path).toBeVisible()
        if (viewport === PHONE) {
          // the panel opens below the two controls, covering neither
          const [panel, button] = [(await bar.boundingBox())!, (await leave.boundingBox())!]
          expect(panel.y, path).toBeGreaterThanOrEqual(button.y + button.height)
          continue
        }
        // the first thing on the page, at the very top; the button sits in the bar's own room, over none of its links
        const box = await bar.boundingBox()
        expect(box!.y, path).toBe(0)
        const button = (await leave.boundingBox())!
        expect(button.y + button.height, path).toBeLessThanOrEqual(box!.y + box!.height)
        for (const link of await bar.getByRole('link').all()) {
          const other = (await link.boundingBox())!
          const apart = other.x >= button.x + button.width || other.x + other.width <= button.x || other.y >= button.y + button.height || other.y + other.height <= button.y
          expect(apart, `${path}: the button covers ${await link.textContent()}`).toBe(true)
        }
      }
    })

    test(`the quick exit stays on screen however far the page scrolls, and is the first thing Tab reaches, at ${label} width`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto('/privacypolicy')
      await hydrated(page)
      const leave = page.getByRole('link', { name: 'Leave this site' })
      await page.keyboard.press('Tab')
      await expect(leave).toBeFocused()
      for (const fraction of [0.5, 1]) {
        await page.evaluate((f) => window.scrollTo(0, f * (document.documentElement.scrollHeight - window.innerHeight)), fraction)
        await expect(page.getByRole('complementary', { name: 'Crisis help' })).not.toBeInViewport()
        await expect(leave).toBeInViewport({ ratio: 1 })
        expect((await leave.boundingBox())!.y).toBeLessThan(20)
      }
    })
  }

  test('stays readable at 320 px: nothing sideways, every link on screen and large enough to tap', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto('/gallery')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    // Help now is the phone's way to the lines; below 360 px it shows its icon, its name still read out
    await page.locator('summary', { hasText: 'Help now' }).click()
    const bar = page.getByRole('complementary', { name: 'Crisis help' })
    for (const link of await bar.getByRole('link').all()) {
      const box = await link.boundingBox()
      expect(box!.x).toBeGreaterThanOrEqual(0)
      expect(box!.x + box!.width).toBeLessThanOrEqual(320)
      // WCAG 2.5.8: at least 24 by 24 px, or inline in a sentence
      expect(box!.height).toBeGreaterThanOrEqual(16)
    }
    const fontSize = await bar.locator('p').first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize))
    expect(fontSize).toBeGreaterThanOrEqual(14)
  })
})

test.describe('quick exit', () => {
  test.use({ viewport: PHONE })

  test('the button blanks the page at once and replaces this page in the history with the neutral site', async ({ page }) => {
    await fakeNeutralSite(page)
    // in the same task as the click, before the other site has even been asked for, the page is blank
    await page.goto('/gallery')
    await hydrated(page)
    const atOnce = await page.evaluate(() => {
      const leave = [...document.querySelectorAll('a')].find((a) => a.textContent?.trim() === 'Leave this site')!
      leave.click()
      return { visibility: getComputedStyle(document.documentElement).visibility, title: document.title }
    })
    expect(atOnce).toEqual({ visibility: 'hidden', title: '' })
    await page.waitForURL(NEUTRAL_URL)

    await page.goto('/')
    await page.goto('/privacypolicy')
    await hydrated(page)
    const before = await page.evaluate(() => history.length)
    await page.getByRole('link', { name: 'Leave this site' }).click()
    await page.waitForURL(NEUTRAL_URL)
    await expect(page).toHaveTitle('Edmonton weather')
    expect(await page.evaluate(() => history.length)).toBe(before)
    // Back skips the page that was open: it goes to the one before it
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
  })

  test('pressing Shift three times leaves too; typing capitals or slow presses do not', async ({ page }) => {
    await fakeNeutralSite(page)
    await page.clock.install()
    await page.goto('/gettheapp')
    await hydrated(page)
    const before = await page.evaluate(() => history.length)

    // Shift used for capitals is not counted
    for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+A')
    // two presses, then more than 5 seconds, then one: only one counts in the window
    await page.keyboard.press('Shift')
    await page.keyboard.press('Shift')
    await page.clock.fastForward(5_100)
    await page.keyboard.press('Shift')
    await page.waitForTimeout(300)
    await expect(page).toHaveURL(/\/gettheapp$/)

    await page.keyboard.press('Shift')
    await page.keyboard.press('Shift')
    await page.waitForURL(NEUTRAL_URL)
    expect(await page.evaluate(() => history.length)).toBe(before)
  })

  test('without JavaScript the button is a plain link to the neutral site', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE })
    const page = await context.newPage()
    try {
      await fakeNeutralSite(page)
      await page.goto('/gallery')
      const leave = page.getByRole('link', { name: 'Leave this site' })
      await expect(leave).toHaveAttribute('href', NEUTRAL_URL)
      await expect(leave).toHaveAttribute('rel', 'noreferrer')
      await leave.click()
      await page.waitForURL(NEUTRAL_URL)
      await expect(page.getByRole('heading', { name: 'Edmonton' })).toBeVisible()
    } finally {
      await context.close()
    }
  })
})

test('public pages make no request to any other site', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin
  const elsewhere: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith(`${origin}/`) && !url.startsWith('data:')) elsewhere.push(`${page.url()} -> ${url}`)
  })
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport)
    for (const path of await publicPages(page)) {
      await page.goto(path, { waitUntil: 'networkidle' })
      // lazy pictures below the fold load too
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.waitForLoadState('networkidle')
      expect(page.url(), `${label} ${path}`).toContain(origin)
    }
  }
  // the lightbox's large pictures come from this site as well
  await page.goto((await publicPages(page)).at(-1)!)
  await hydrated(page)
  await page.getByRole('main').getByRole('listitem').getByRole('link').first().click()
  await expect(page.getByRole('dialog').getByRole('img')).toHaveJSProperty('complete', true)
  expect(elsewhere).toEqual([])
})
