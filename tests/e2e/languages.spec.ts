// The public site in Punjabi, Hindi and Urdu (issue 16) as a visitor meets it: the switcher keeps
// the page and remembers the choice, client navigation stays in the language, Urdu is laid out
// right to left with the quick exit in reach, forms answer in the page's language with and
// without JavaScript, and axe finds nothing in either direction. Screenshots of the Urdu and
// Punjabi pages at 375 px are kept in test-results/.
import { inLanguage } from '../support/catalog-text'
import { expect, test } from './fixtures'

const PAGES = ['/', '/about', '/events', '/gallery', '/contact', '/donation', '/leave-quickly', '/login']
const PHONE = { width: 375, height: 800 }

const inPrefix = (language: string, path: string) => (path === '/' ? `/${language}` : `/${language}${path}`)

for (const language of ['ur', 'pa'] as const) {
  test(`${language} at 375 px: in its direction, nothing sideways, axe finds nothing`, async ({ page, axe }, testInfo) => {
    await page.setViewportSize(PHONE)
    for (const path of PAGES) {
      const address = inPrefix(language, path)
      await page.goto(address)
      await expect(page.locator('html'), address).toHaveAttribute('dir', language === 'ur' ? 'rtl' : 'ltr')
      await expect(page.locator('html'), address).toHaveAttribute('lang', language)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), address).toBeLessThanOrEqual(PHONE.width)
      expect(await axe(), address).toEqual([])
      await page.screenshot({ path: testInfo.outputPath(`${language}${path === '/' ? '-home' : path.replace(/\//g, '-')}-375.png`), fullPage: true })
    }
  })
}

test('Urdu reads right to left: the quick exit at the end of the line, first for Tab, over no crisis number', async ({ page }) => {
  await page.goto('/ur/about')
  const leave = page.getByRole('link', { name: await inLanguage('ur', 'Leave this site') })
  const bar = page.getByRole('complementary', { name: await inLanguage('ur', 'Crisis help') })
  const button = (await leave.boundingBox())!
  const barBox = (await bar.boundingBox())!
  // the end of a right-to-left line is its left
  expect(button.x).toBeLessThan(barBox.width / 2)
  for (const link of await bar.getByRole('link').all()) {
    const other = (await link.boundingBox())!
    const apart = other.x >= button.x + button.width || other.x + other.width <= button.x || other.y >= button.y + button.height || other.y + other.height <= button.y
    expect(apart, `the button covers ${await link.textContent()}`).toBe(true)
  }
  // the crisis numbers stay left to right inside the Urdu sentence
  await expect(bar.locator('bdi[dir="ltr"]').first()).toHaveText('9-8-8')
  await page.waitForFunction(() => !!document.querySelector('button[aria-haspopup="dialog"]') || window.innerWidth >= 1024)
  await page.keyboard.press('Tab')
  await expect(leave).toBeFocused()
})

test('the switcher shows the same page in the chosen language, stays in it, and remembers the choice', async ({ page }) => {
  await page.goto('/about')
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true')
  await page.getByRole('button', { name: 'ਪੰਜਾਬੀ' }).click()
  await expect(page).toHaveURL(/\/pa\/about$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'pa')
  await expect(page.getByRole('button', { name: 'ਪੰਜਾਬੀ' })).toHaveAttribute('aria-current', 'true')

  // a move inside the site stays in Punjabi
  const main = page.getByRole('navigation', { name: await inLanguage('pa', 'Main') })
  await main.getByRole('link', { name: await inLanguage('pa', 'Events') }).click()
  await expect(page).toHaveURL(/\/pa\/events$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'pa')
  await expect(page.getByRole('link', { name: await inLanguage('pa', 'Leave this site') })).toBeVisible()

  // the choice is remembered: an English address opens in Punjabi, until English is chosen
  await page.goto('/team')
  await expect(page).toHaveURL(/\/pa\/team$/)
  await page.getByRole('button', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/team$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA')
  await page.goto('/gallery')
  await expect(page).toHaveURL(/\/gallery$/)
})

test('the English home page offers the language the browser prefers, in that language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'hi-IN' })
  const page = await context.newPage()
  await page.goto('/')
  const offer = page.getByRole('button', { name: 'यह वेबसाइट हिन्दी में पढ़ें' })
  await expect(offer).toBeVisible()
  await offer.click()
  await expect(page).toHaveURL(/\/hi$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await context.close()

  // a browser that prefers English sees no offer
  const english = await browser.newPage()
  await english.goto('/')
  await expect(english.getByRole('heading', { level: 1 })).toBeVisible()
  // (the page carries every offer, hidden: the one the browser prefers is shown in the browser)
  await expect(english.getByRole('button', { name: 'यह वेबसाइट हिन्दी में पढ़ें' })).toHaveCount(0)
  // (the switcher's, the phone menu's and the offer's)
  await expect(english.locator('form[action="/language"] button[value="hi"]')).toHaveCount(3)
  await english.close()
})

test('the contact form answers in Urdu, with and without JavaScript', async ({ browser }) => {
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled })
    const page = await context.newPage()
    await page.goto('/ur/contact')
    await page.getByRole('button', { name: await inLanguage('ur', 'Send message') }).click()
    await expect(page.locator('#contact-name-error'), `JavaScript ${javaScriptEnabled ? 'on' : 'off'}`).toHaveText(await inLanguage('ur', 'name is a required field'))
    await expect(page).toHaveURL(/\/ur\/contact$/)
    await context.close()
  }
})
