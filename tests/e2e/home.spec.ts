// The home page as a visitor meets it: every section of spec 2.3 in order with the demo content,
// the texts and links the spec names, the event cut of spec 9, the testimonials carousel
// (3/2/1 slides, buttons, dots, autoplay with its pause control), no JavaScript, and a second
// server with empty tables where the content sections are absent.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { DEMO_EVENTS, DEMO_TEAM, DEMO_GALLERY, DEMO_TESTIMONIALS } from '../../database/demo/content'
import { test, expect } from './fixtures'

const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 375, height: 740 }
const SITE = 'Sahara Mental Health Society'
const TAGLINE = 'Easiest way to find peace'

// the next three demo events (soonest first), as the seed places them relative to today
const NEXT_EVENTS = DEMO_EVENTS.filter((event) => event.inDays > 0)
  .sort((a, b) => a.inDays - b.inDays)
  .slice(0, 3)
const byPriority = <T extends { priority: number }>(items: T[]) => [...items].sort((a, b) => a.priority - b.priority)

/** Spec 9 on the home page: longer than 50 characters -> the first 50 plus '...'. */
const homeCut = (text: string) => (text.length > 50 ? text.slice(0, 50).trimEnd() + '...' : text)

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport })

    test('every section in the spec order, with its texts and links', async ({ page, axe }) => {
      await page.goto('/')
      await expect(page).toHaveTitle(`${SITE} · ${TAGLINE}`)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /registered charity in Edmonton/)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:\d+\/$/)
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', SITE)

      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(SITE)
      await expect(main.getByText(TAGLINE, { exact: true })).toBeVisible()

      // the sections in the order of spec 2.3
      await expect(main.getByRole('heading', { level: 2 })).toHaveText([
        'About Us',
        'Our Charitable Purpose',
        'Mental Wellness Tips',
        'Community Support',
        'Counseling Resources',
        'Inspiration Daily',
        'Our Mission',
        'Latest Events',
        'Our Team',
        'Explore Our Gallery',
        'Connected People Says',
      ])

      const about = main.getByRole('region', { name: 'About Us' })
      await expect(about.getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', '/about')

      const purpose = main.getByRole('region', { name: 'Our Charitable Purpose' })
      await expect(purpose).toContainText('Registered charity number 79238 1865 RR0001')
      await expect(purpose).toContainText('promote the health of children, youth, families and elders through social and mental health services')
      await expect(purpose.getByRole('heading', { level: 3 })).toHaveText([
        'Mental health education and services',
        'Bereavement support',
        'Support for seniors',
      ])

      for (const feature of ['Mental Wellness Tips', 'Community Support', 'Counseling Resources', 'Inspiration Daily']) {
        await expect(main.getByRole('link', { name: feature, exact: true })).toHaveAttribute('href', '/about')
      }

      const mission = main.getByRole('region', { name: 'Our Mission' })
      for (const group of ['isolated', 'abused', 'depressed']) await expect(mission).toContainText(group)
      await expect(mission.getByRole('link', { name: /^Read More/ })).toHaveAttribute('href', '/about')

      const events = main.getByRole('region', { name: 'Latest Events' })
      await expect(events.getByRole('heading', { level: 3 })).toHaveText(NEXT_EVENTS.map((event) => event.title))
      await expect(events.getByTestId('event-excerpt')).toHaveText(NEXT_EVENTS.map((event) => homeCut(event.description)))
      // every demo description is longer than 50 characters: each shows 50 plus the ellipsis
      for (const excerpt of await events.getByTestId('event-excerpt').allTextContents()) {
        expect(excerpt.endsWith('...')).toBe(true)
        expect(excerpt.length).toBeLessThanOrEqual(53)
      }
      await expect(events.getByRole('link', { name: /^Discover More/ })).toHaveAttribute('href', '/events')

      const team = main.getByRole('region', { name: 'Our Team' })
      await expect(team.getByRole('heading', { level: 3 })).toHaveText(byPriority(DEMO_TEAM).slice(0, 3).map((member) => member.name))
      await expect(team.getByRole('link', { name: 'See All Members' })).toHaveAttribute('href', '/team')

      const gallery = main.getByRole('region', { name: 'Explore Our Gallery' })
      const albums = byPriority(DEMO_GALLERY).slice(0, 3)
      await expect(gallery.getByRole('heading', { level: 3 })).toHaveText(albums.map((album) => album.name))
      for (const album of albums) {
        await expect(gallery.getByRole('link', { name: album.name })).toHaveAttribute('href', /^\/GalleryDetail\/\d+$/)
      }
      await expect(gallery.getByRole('link', { name: /^Discover All/ })).toHaveAttribute('href', '/gallery')

      const carousel = main.getByRole('region', { name: 'Connected People Says' })
      await expect(carousel.getByRole('group')).toHaveCount(DEMO_TESTIMONIALS.length)
      await expect(carousel.getByRole('img', { name: 'Rated 5 out of 5' }).first()).toBeAttached()
      await expect(carousel.getByRole('img', { name: 'Rated 4 out of 5' })).toHaveCount(1)

      await carousel.scrollIntoViewIfNeeded()
      await expect(carousel).toHaveAttribute('data-enhanced', 'true')
      expect(await axe()).toEqual([])
    })

    test('a gallery card opens its album', async ({ page }) => {
      await page.goto('/')
      const first = byPriority(DEMO_GALLERY)[0]
      await page.getByRole('region', { name: 'Explore Our Gallery' }).getByRole('link', { name: first.name }).click()
      await expect(page).toHaveURL(/\/GalleryDetail\/\d+$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name)
    })
  })
}

// ---------------------------------------------------------------- the carousel

/** How long each view stays before autoplay brings the next (AUTOPLAY_DELAY_MS in the carousel). */
const AUTOPLAY_DELAY_MS = 6000

/** How many slides are wholly inside the carousel's window. */
async function visibleSlides(carousel: Locator) {
  return carousel.evaluate((root) => {
    const frame = root.querySelector('[data-testid="carousel-viewport"]')!.getBoundingClientRect()
    return [...root.querySelectorAll('[data-testid="testimonial"]')].filter((card) => {
      const box = card.getBoundingClientRect()
      return box.left >= frame.left - 1 && box.right <= frame.right + 1
    }).length
  })
}

async function currentDot(carousel: Locator) {
  return carousel.locator('button[aria-current="true"]').getAttribute('aria-label')
}

async function openCarousel(page: Page) {
  await page.goto('/')
  const carousel = page.getByRole('region', { name: 'Connected People Says' })
  await carousel.scrollIntoViewIfNeeded()
  await expect(carousel).toHaveAttribute('data-enhanced', 'true')
  return carousel
}

/** Stops the page's installed clock where it is: from then on time moves only by clock.runFor. */
async function stopClock(page: Page) {
  // a little ahead, since the page's clock runs on while this call travels
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500)
}

/** Moves the pointer off the carousel and focus out of it, so nothing holds the autoplay. */
async function leaveCarousel(page: Page) {
  await page.mouse.move(2, 2)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
}

test.describe('the testimonials carousel', () => {
  test.use({ viewport: DESKTOP })

  test('shows 3 slides at 1280 px, 2 at 1024 px and 1 at 600 px', async ({ page }) => {
    const carousel = await openCarousel(page)
    await expect.poll(() => visibleSlides(carousel)).toBe(3)
    await page.setViewportSize({ width: 1024, height: 800 })
    await expect.poll(() => visibleSlides(carousel)).toBe(2)
    await page.setViewportSize({ width: 669, height: 800 })
    await expect.poll(() => visibleSlides(carousel)).toBe(2)
    await page.setViewportSize({ width: 668, height: 800 })
    await expect.poll(() => visibleSlides(carousel)).toBe(1)
    await page.setViewportSize({ width: 600, height: 800 })
    await expect.poll(() => visibleSlides(carousel)).toBe(1)
  })

  test('next, previous (looping) and the dots move it, in about 500 ms', async ({ page }) => {
    // the page's clock is stopped and moved on by the test, so the timing does not depend on how
    // busy the machine is (Embla moves the slide on animation frames, by their time stamps)
    await page.clock.install()
    const carousel = await openCarousel(page)
    await stopClock(page)
    const dots = carousel.getByRole('button', { name: /^Go to testimonial/ })
    await expect(dots).toHaveCount(DEMO_TESTIMONIALS.length)
    expect(await currentDot(carousel)).toBe('Go to testimonial 1')
    const first = carousel.getByRole('group', { name: `1 of ${DEMO_TESTIMONIALS.length}` })
    await expect(first).toContainText(byPriority(DEMO_TESTIMONIALS)[0].name)

    // where the slides are after a click on Next: on their way at 450 ms, in place (within 1 px) at 600 ms
    const slides = carousel.locator('[data-testid="carousel-viewport"] > div')
    const offset = () => slides.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41)
    const start = await offset()
    await carousel.getByRole('button', { name: 'Next testimonial' }).click()
    await page.clock.runFor(450)
    const on450 = await offset()
    await page.clock.runFor(150)
    const on600 = await offset()
    await page.clock.runFor(2000)
    const end = await offset()
    expect(Math.abs(end - start)).toBeGreaterThan(300)
    expect(Math.abs(on450 - end)).toBeGreaterThan(1)
    expect(Math.abs(on600 - end)).toBeLessThanOrEqual(1)
    await expect.poll(() => currentDot(carousel)).toBe('Go to testimonial 2')

    await carousel.getByRole('button', { name: 'Previous testimonial' }).click()
    await expect.poll(() => currentDot(carousel)).toBe('Go to testimonial 1')
    // it loops: previous from the first goes to the last
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click()
    await expect.poll(() => currentDot(carousel)).toBe(`Go to testimonial ${DEMO_TESTIMONIALS.length}`)

    await dots.nth(3).click()
    await expect.poll(() => currentDot(carousel)).toBe('Go to testimonial 4')
    await page.clock.runFor(2000)
    await expect(carousel.locator('button[aria-current="true"]')).toHaveCount(1)
    // the chosen testimonial is now the first one wholly shown
    await expect
      .poll(() =>
        carousel.evaluate((root) => {
          const frame = root.querySelector('[data-testid="carousel-viewport"]')!.getBoundingClientRect()
          const card = root.querySelectorAll('[data-testid="testimonial"]')[3].getBoundingClientRect()
          return Math.abs(card.left - frame.left) < 2
        }),
      )
      .toBe(true)
  })

  test('the pause control comes first, and autoplay holds on hover, on focus and when paused', async ({ page }) => {
    // the test moves the page's clock on itself: 6 s of autoplay take no real time and no load delays them
    await page.clock.install()
    const carousel = await openCarousel(page)
    await stopClock(page)
    // the first thing Tab reaches in the carousel is the pause control
    await page.locator('#testimonials-heading').evaluate((heading: HTMLElement) => {
      heading.tabIndex = -1
      heading.focus()
    })
    await page.keyboard.press('Tab')
    const pause = carousel.getByRole('button', { name: 'Pause testimonials' })
    await expect(pause).toBeFocused()

    // it turns on its own when nothing holds it
    await leaveCarousel(page)
    await page.clock.runFor(AUTOPLAY_DELAY_MS + 1_000)
    await expect.poll(() => currentDot(carousel)).toBe('Go to testimonial 2')

    // the pointer over it holds it
    await carousel.getByTestId('carousel-viewport').hover()
    await page.clock.runFor(3 * AUTOPLAY_DELAY_MS)
    expect(await currentDot(carousel)).toBe('Go to testimonial 2')

    // focus inside it holds it too
    await page.mouse.move(2, 2)
    await carousel.getByRole('button', { name: 'Next testimonial' }).focus()
    await page.clock.runFor(3 * AUTOPLAY_DELAY_MS)
    expect(await currentDot(carousel)).toBe('Go to testimonial 2')

    // paused by the visitor: stays put after the pointer and focus leave
    await pause.click()
    await expect(carousel.getByRole('button', { name: 'Play testimonials' })).toBeVisible()
    await leaveCarousel(page)
    await page.clock.runFor(3 * AUTOPLAY_DELAY_MS)
    expect(await currentDot(carousel)).toBe('Go to testimonial 2')

    // and plays again on request
    await carousel.getByRole('button', { name: 'Play testimonials' }).click()
    await leaveCarousel(page)
    await page.clock.runFor(AUTOPLAY_DELAY_MS + 1_000)
    await expect.poll(() => currentDot(carousel)).toBe('Go to testimonial 3')
  })

  test('no autoplay for visitors who prefer reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' })
    const page = await context.newPage()
    await page.clock.install()
    const carousel = await openCarousel(page)
    await stopClock(page)
    await expect(carousel.getByRole('button', { name: 'Play testimonials' })).toBeVisible()
    await leaveCarousel(page)
    await page.clock.runFor(3 * AUTOPLAY_DELAY_MS)
    expect(await currentDot(carousel)).toBe('Go to testimonial 1')
    // the buttons still work
    await carousel.getByRole('button', { name: 'Next testimonial' }).click()
    await expect.poll(() => currentDot(carousel)).toBe('Go to testimonial 2')
    await context.close()
  })
})

// ---------------------------------------------------------------- without JavaScript

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE })

  test('the home page shows every section and every testimonial', async ({ page }) => {
    await page.goto('/')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(SITE)
    await expect(main.getByRole('region', { name: 'Latest Events' }).getByRole('heading', { level: 3 })).toHaveCount(3)
    await expect(main.getByRole('region', { name: 'Our Team' }).getByRole('heading', { level: 3 })).toHaveCount(3)
    const carousel = main.getByRole('region', { name: 'Connected People Says' })
    await expect(carousel.getByTestId('testimonial')).toHaveCount(DEMO_TESTIMONIALS.length)
    // the testimonials scroll sideways on their own; the buttons that need JavaScript are hidden
    await expect(carousel.getByRole('button')).toHaveCount(0)
    const viewportBox = carousel.getByTestId('carousel-viewport')
    expect(await viewportBox.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto')
    await viewportBox.scrollIntoViewIfNeeded()
    await viewportBox.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
    await expect(carousel.getByTestId('testimonial').last()).toBeInViewport()
  })
})

// ---------------------------------------------------------------- empty tables

/** A second server on a fresh data directory without the demo content. */
test.describe('with empty tables', () => {
  test.describe.configure({ mode: 'serial' })
  const port = Number(process.env.E2E_PORT ?? 4310) + 1000
  const origin = `http://127.0.0.1:${port}`
  let server: ChildProcess | undefined
  let dataDir = ''

  test.beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-empty-'))
    const child = spawn(process.execPath, ['server/start.js'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', DEMO_CONTENT: 'off' },
    })
    server = child
    let output = ''
    child.stdout?.on('data', (chunk) => (output += chunk))
    child.stderr?.on('data', (chunk) => (output += chunk))
    const deadline = Date.now() + 80_000
    while (!output.includes('Serving on')) {
      if (child.exitCode !== null) throw new Error(`the empty server stopped:\n${output}`)
      if (Date.now() > deadline) throw new Error(`the empty server did not start:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`the pages show without their content sections (${label})`, async ({ page, axe }) => {
      await page.setViewportSize(viewport)

      const home = await page.goto(`${origin}/`)
      expect(home?.status()).toBe(200)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(SITE)
      await expect(main.getByText(TAGLINE, { exact: true })).toBeVisible()
      await expect(main.getByRole('heading', { level: 2 })).toHaveText([
        'About Us',
        'Our Charitable Purpose',
        'Mental Wellness Tips',
        'Community Support',
        'Counseling Resources',
        'Inspiration Daily',
        'Our Mission',
      ])
      await expect(main.getByRole('link', { name: /^Discover More|^See All Members|^Discover All/ })).toHaveCount(0)
      await expect(main.getByRole('region', { name: 'Connected People Says' })).toHaveCount(0)
      expect(await axe()).toEqual([])

      expect((await page.goto(`${origin}/blog`))?.status()).toBe(200)
      await expect(main).toContainText('There are no posts yet')
      await expect(main.getByRole('article')).toHaveCount(0)
      expect(await axe()).toEqual([])

      expect((await page.goto(`${origin}/events`))?.status()).toBe(200)
      await expect(main.getByRole('heading', { name: 'Upcoming events' })).toBeVisible()
      await expect(main).toContainText('No events are planned just now')
      await expect(main.getByRole('heading', { name: 'Past events' })).toHaveCount(0)
      expect(await axe()).toEqual([])

      expect((await page.goto(`${origin}/team`))?.status()).toBe(200)
      await expect(main).toContainText('Our team page is being updated')
      await expect(main.getByRole('article')).toHaveCount(0)
      expect(await axe()).toEqual([])

      expect((await page.goto(`${origin}/blogdetail/1`))?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    })
  }
})
