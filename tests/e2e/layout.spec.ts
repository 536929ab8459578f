// The public layout as a visitor meets it: navbar, slide-in menu, footer, skip link, the 404
// page, accessibility at phone and desktop widths, and the menu with JavaScript turned off.
import { test, expect } from './fixtures'
import { todayInEdmonton } from '../../app/utils/edmonton-day.server'
import type { Page } from '@playwright/test'

const NAV_ENTRIES = [
  ['Home', '/'],
  ['About', '/about'],
  ['Blog', '/blog'],
  ['Events', '/events'],
  ['Gallery', '/gallery'],
  ['Contact', '/contact'],
  ['Team', '/team'],
  ['Donate', '/donation'],
  ['Get App', '/gettheapp'],
] as const

const FOOTER_LINKS = [
  ['About', '/about'],
  ['Vision', '/about#vision'],
  ['Mission', '/about#mission'],
  ['Our Team', '/team'],
  ['Login', '/login'],
  ['Blog', '/blog'],
  ['Gallery', '/gallery'],
  ['Contact', '/contact'],
  ['Privacy Policy', '/privacypolicy'],
  ['Get the App', '/gettheapp'],
] as const

const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 375, height: 740 }

async function linksOf(page: Page, container: ReturnType<Page['locator']>) {
  const links = container.getByRole('link')
  const count = await links.count()
  const result: [string, string | null][] = []
  for (let i = 0; i < count; i++) {
    result.push([(await links.nth(i).innerText()).trim(), await links.nth(i).getAttribute('href')])
  }
  return result
}

/** Waits until React has taken over the page (the burger turns from a link into a button). */
async function hydrated(page: Page) {
  await expect(page.locator('button[aria-label="Open menu"]')).toBeAttached()
}

test.describe('at desktop width', () => {
  test.use({ viewport: DESKTOP })

  test('the navbar lists the entries in order, with Get App highlighted and the current page marked', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav).toBeVisible()
    expect(await linksOf(page, nav)).toEqual(NAV_ENTRIES.map(([label, href]) => [label, href]))

    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current', 'page')

    // Get App stands out: it has a filled background where the other entries have none
    const getApp = nav.getByRole('link', { name: 'Get App' })
    await expect(getApp).toBeVisible()
    const background = (name: string) =>
      nav.getByRole('link', { name, exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(await background('Get App')).not.toBe(await background('Blog'))
    expect(await background('Blog')).toBe('rgba(0, 0, 0, 0)')

    // the burger belongs to narrow screens only
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
    // the charity's name leads home
    await expect(page.getByRole('banner').getByRole('link').first()).toHaveAttribute('href', '/')
  })

  test('the footer holds the contact details, the links, social links, registration number and copyright', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer).toBeVisible()

    for (const [label, href] of FOOTER_LINKS) {
      await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href)
    }
    // the spec's order, across the footer's two lists
    const navLinks = await linksOf(page, footer.getByRole('navigation'))
    expect(navLinks).toEqual(FOOTER_LINKS.map(([label, href]) => [label, href]))

    await expect(footer).toContainText('79238 1865 RR0001')
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1)
    await expect(footer.locator('a[href^="mailto:"]')).toHaveText(/@/)
    await expect(footer.locator('a[href^="tel:"]')).toHaveAttribute('href', /^tel:\+?\d+$/)
    await expect(footer.locator('address')).toContainText(/Edmonton|AB|Alberta/)

    const social = footer.getByRole('list', { name: 'Follow us' }).getByRole('link')
    expect(await social.count()).toBeGreaterThan(0)
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(link).toHaveAttribute('href', /^https:\/\//)
    }

    const year = todayInEdmonton().slice(0, 4)
    await expect(footer).toContainText(`© ${year}`)
  })

  test('the skip link is the keyboard’s second stop, after the quick exit, and moves focus to the main content', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Leave this site' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('main#main')).toBeFocused()
    // the next Tab lands inside the page's content, past the navbar
    await page.keyboard.press('Tab')
    await expect(page.locator('main#main a:focus, main#main button:focus')).toHaveCount(1)
    await expect(page.locator('header :focus')).toHaveCount(0)
  })

  test('the home page has a title, the tagline and a way to the About page', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveTitle(/Easiest way to find peace/)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).not.toBeEmpty()
    await expect(main.getByText('Easiest way to find peace')).toBeVisible()
    await expect(main.getByRole('link', { name: /learn more about us/i })).toHaveAttribute('href', '/about')
  })


  test('the tab shows the logo from the page itself, without a request of its own', async ({ page }) => {
    // a linked icon is one more request at every first visit, on the connection that brings the
    // page's font (decision 101)
    const asked: string[] = []
    page.on('request', (request) => asked.push(new URL(request.url()).pathname))
    await page.goto('/ur/about')
    const icon = await page.locator('link[rel="icon"]').getAttribute('href')
    expect(icon).toMatch(/^data:image\/svg\+xml,/)
    // the same picture as the file the app's manifest and the feeds name
    const file = await (await page.request.get('/favicon.svg')).text()
    expect(decodeURIComponent(icon!.replace('data:image/svg+xml,', '')).replaceAll("'", '"')).toBe(file.trim())
    await page.waitForLoadState('load')
    expect(asked.filter((path) => path.includes('favicon'))).toEqual([])
  })
  test('an unknown address answers 404 with a friendly page inside the site frame', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle(/Page not found/)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(main.getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/')
    await expect(main.getByRole('link', { name: /contact us/i })).toHaveAttribute('href', '/contact')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText('79238 1865 RR0001')
    // nothing of the server's inner workings leaks
    await expect(page.locator('body')).not.toContainText(/at .+\.(js|ts):\d+|node_modules|Error:/)
  })

  test('a mixed-case unknown address and a deeper one are 404 too', async ({ request }) => {
    for (const path of ['/No-Such-Page', '/some/deeper/path']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      expect(await response.text()).toContain('Page not found')
    }
  })

  test('axe finds nothing on the home page and the 404 page', async ({ page, axe }) => {
    await page.goto('/')
    await hydrated(page)
    expect(await axe()).toEqual([])
    await page.goto('/no-such-page')
    await hydrated(page)
    expect(await axe()).toEqual([])
  })
})

test.describe('at phone width', () => {
  test.use({ viewport: PHONE })

  test('the burger opens the menu, which holds the same entries and keeps focus inside', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const burger = page.getByRole('button', { name: 'Open menu' })
    await expect(burger).toHaveAttribute('aria-expanded', 'false')

    await burger.click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    // (the rest of the page, burger included, is hidden from assistive technology meanwhile)
    const burgerElement = page.locator('button[aria-label="Open menu"]')
    await expect(burgerElement).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator(`dialog#${await burgerElement.getAttribute('aria-controls')}`)).toBeVisible()
    expect(await linksOf(page, menu.getByRole('navigation', { name: 'Main' }))).toEqual(
      NAV_ENTRIES.map(([label, href]) => [label, href]),
    )
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    // the menu covers the page's quick exit, so it carries one where that one was
    const leave = menu.getByRole('link', { name: 'Leave this site' })
    await expect(leave).toBeInViewport({ ratio: 1 })
    expect((await leave.boundingBox())!.y).toBe(12)

    // focus starts inside and Tab never leaves the menu
    await expect(menu.locator(':focus')).toHaveCount(1)
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab')
      await expect(menu.locator(':focus')).toHaveCount(1)
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab')
      await expect(menu.locator(':focus')).toHaveCount(1)
    }
  })

  test('Esc closes the menu and focus returns to the burger', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const burger = page.getByRole('button', { name: 'Open menu' })
    await burger.click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
    await expect(burger).toBeFocused()
    await expect(burger).toHaveAttribute('aria-expanded', 'false')
  })

  test('a click outside the menu closes it', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    // the panel leaves the page's edge showing (the dialog itself covers the screen, under a shade)
    const box = await menu.getByRole('navigation').boundingBox()
    expect(box && box.x).toBeGreaterThan(20)
    await page.mouse.click(10, 400)
    await expect(menu).toBeHidden()
  })

  test('the close button closes the menu and focus returns to the burger', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const burger = page.getByRole('button', { name: 'Open menu' })
    await burger.click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Close menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
    await expect(burger).toBeFocused()
  })

  test('choosing an entry navigates, closes the menu and shows the top of the new page', async ({ page }) => {
    await page.goto('/no-such-page')
    await hydrated(page)
    await page.mouse.wheel(0, 5000)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)

    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
    await expect(page.getByText('Easiest way to find peace')).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 1000 }).toBe(0)

    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
  })

  test('choosing Home on the home page scrolls to the top at once, without reloading', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.evaluate(() => {
      ;(window as unknown as { stillHere: boolean }).stillHere = true
    })
    await page.mouse.wheel(0, 5000)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
    await page.getByRole('button', { name: 'Open menu' }).click()
    // every place the page passes through on its way up: at once means none between (the first
    // is where the menu's scroll lock puts the page back as it closes)
    await page.evaluate(() => {
      const seen: number[] = []
      ;(window as unknown as { scrolledTo: number[] }).scrolledTo = seen
      window.addEventListener('scroll', () => seen.push(window.scrollY))
    })
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Home' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    const passed = await page.evaluate(() => (window as unknown as { scrolledTo: number[] }).scrolledTo)
    expect(passed.slice(1).filter((y) => y !== 0)).toEqual([])
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)
  })

  test('axe finds nothing on the home page, with the menu open, and on the 404 page', async ({ page, axe }) => {
    await page.goto('/')
    await hydrated(page)
    expect(await axe()).toEqual([])
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    expect(await axe()).toEqual([])
    await page.goto('/no-such-page')
    await hydrated(page)
    expect(await axe()).toEqual([])
  })

  test('nothing overflows sideways at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    for (const path of ['/', '/no-such-page']) {
      await page.goto(path)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320)
    }
  })
})

test.describe('without JavaScript', () => {
  test('the home page renders and the mobile menu links are reachable', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE })
    const page = await context.newPage()
    try {
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
      await expect(page.getByText('Easiest way to find peace')).toBeVisible()

      const menuLink = page.getByRole('link', { name: 'Open menu' })
      await expect(menuLink).toBeVisible()
      await expect(page.getByRole('link', { name: 'Donate' })).toBeHidden()
      await menuLink.click()
      const menu = page.locator('#site-menu')
      await expect(menu).toBeVisible()
      const links = await linksOf(page, menu.getByRole('navigation', { name: 'Main' }))
      expect(links).toEqual(NAV_ENTRIES.map(([label, href]) => [label, href]))

      // the page's quick exit stays above this menu, clear of its close link
      await expect(page.getByRole('link', { name: 'Leave this site' })).toBeInViewport({ ratio: 1 })
      await menu.getByRole('link', { name: 'Close menu' }).click()
      await expect(menu).toBeHidden()

      await menuLink.click()
      await menu.getByRole('link', { name: 'About' }).click()
      await expect(page).toHaveURL(/\/about$/)
    } finally {
      await context.close()
    }
  })
})
