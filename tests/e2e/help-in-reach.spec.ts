// Help that stays in reach (issue 39 item 5): at phone width, "Help now" beside the quick exit
// opens the crisis lines in the page's language wherever the page is scrolled, with and without
// JavaScript; the phone menu holds the languages and the crisis lines; crisis help is kept on the
// phone for use offline only when the visitor chooses it, and removed again from the quick exit
// page; the site has an installable manifest. Screenshots at 375 px are kept in test-results/.
import fs from 'node:fs'
import path from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import { LANGUAGE_FACTS } from '../../app/i18n/languages'
import { inLanguage } from '../support/catalog-text'
import { expect, test } from './fixtures'

const PHONE = { width: 375, height: 740 }
const CRISIS_LINKS = [
  ['Call 9-8-8', 'tel:988'],
  ['text 9-8-8', 'sms:988'],
  ['Call 911', 'tel:911'],
  ['Call 211', 'tel:211'],
] as const

/** What this site keeps in the browser: its service workers and caches. */
async function kept(page: Page) {
  return page.evaluate(async () => ({
    workers: (await navigator.serviceWorker.getRegistrations()).length,
    caches: await caches.keys(),
  }))
}

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE })

  test('Help now stays beside the quick exit and opens the crisis lines in the page’s language; axe finds nothing', async ({ page, axe }, testInfo) => {
    for (const language of ['en', 'ur'] as const) {
      const say = (english: string) => (language === 'en' ? Promise.resolve(english) : inLanguage(language, english))
      const address = language === 'en' ? '/privacypolicy' : '/ur/privacypolicy'
      await page.goto(address)
      await page.waitForFunction(() => !!document.querySelector('button[aria-haspopup="dialog"]'))
      // the crisis bar and the language line no longer push the page down: the navbar is the top
      await expect(page.getByRole('banner')).toHaveJSProperty('offsetTop', 0)
      const help = page.locator('summary', { hasText: await say('Help now') })
      const leave = page.getByRole('link', { name: await say('Leave this site') })
      // the quick exit is still the first Tab stop, Help now the next
      await page.keyboard.press('Tab')
      await expect(leave).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(help).toBeFocused()
      await page.screenshot({ path: testInfo.outputPath(`${language}-top-375.png`) })
      // halfway down the page both are still at the top of the screen, side by side
      await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2))
      const [helpBox, leaveBox] = [(await help.boundingBox())!, (await leave.boundingBox())!]
      expect(helpBox.y).toBeLessThan(20)
      expect(Math.abs(helpBox.y - leaveBox.y)).toBeLessThan(2)
      // the quick exit keeps the end of the line: the right, or the left in Urdu
      if (language === 'en') expect(helpBox.x + helpBox.width).toBeLessThanOrEqual(leaveBox.x)
      else expect(leaveBox.x + leaveBox.width).toBeLessThanOrEqual(helpBox.x)

      await help.click()
      const panel = page.getByRole('complementary', { name: await say('Crisis help') })
      await expect(panel).toBeInViewport({ ratio: 1 })
      for (const [name, href] of CRISIS_LINKS) {
        if (language === 'en') await expect(panel.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
        else await expect(panel.locator(`a[href="${href}"]`).first()).toBeVisible()
      }
      // while the Urdu crisis help is a Draft (not reviewed), the English lines follow it (decision 086)
      if (language === 'ur') await expect(panel.locator('[lang="en"]')).toContainText('the Suicide Crisis Helpline.')
      await expect(panel.getByRole('link', { name: await say('Call 911') })).toHaveAttribute('href', 'tel:911')
      await expect(panel.getByRole('link', { name: await say('All crisis help') })).toHaveAttribute('href', language === 'en' ? '/crisis-help' : '/ur/crisis-help')
      await page.screenshot({ path: testInfo.outputPath(`${language}-help-now-375.png`) })
      expect(await axe(), address).toEqual([])
      // Esc closes it, and focus goes back to the control
      await page.keyboard.press('Escape')
      await expect(panel).toBeHidden()
      await expect(help).toBeFocused()
    }
    // nothing sideways at 320 px
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto('/pa/about')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  })

  test('without JavaScript, Help now opens and the menu holds the languages and the crisis lines', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE })
    const page = await context.newPage()
    try {
      await page.goto('/gallery')
      await page.locator('summary', { hasText: 'Help now' }).click()
      const panel = page.getByRole('complementary', { name: 'Crisis help' })
      await expect(panel.getByRole('link', { name: 'Call 9-8-8' })).toHaveAttribute('href', 'tel:988')
      await page.locator('summary', { hasText: 'Help now' }).click()
      await expect(panel).toBeHidden()

      await page.getByRole('link', { name: 'Open menu' }).click()
      const menu = page.locator('#site-menu')
      await expect(menu.getByRole('complementary', { name: 'Crisis help' }).getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911')
      await menu.getByRole('button', { name: 'ਪੰਜਾਬੀ' }).click()
      await expect(page).toHaveURL(/\/pa\/gallery$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'pa')
    } finally {
      await context.close()
    }
  })
})

test('a page names the web app manifest once it has loaded and been painted, and Chromium reads it', async ({ page }) => {
  // not in the page as served: Chromium would fetch the manifest and its icon beside the page's
  // own font and pictures (decision 103)
  for (const path of ['/', '/ur/blogdetail/1', '/crisis-help']) expect(await (await page.request.get(path)).text()).not.toContain('rel="manifest"')
  await page.goto('/ur/blogdetail/1', { waitUntil: 'load' })
  await expect(page.locator('head link[rel="manifest"]')).toHaveCount(0)
  // named some two seconds after the load event
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest', { timeout: 10_000 })
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1)
  const cdp = await page.context().newCDPSession(page)
  const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data: string }
  expect(new URL(manifest.url).pathname).toBe('/manifest.webmanifest')
  expect(manifest.errors).toEqual([])
  expect(JSON.parse(manifest.data).icons.map((icon: { src: string }) => icon.src)).toContain('/logo-512.png')
})

test('on a page in Punjabi, Hindi or Urdu the font of its words comes first, kept a year, and its first picture loads at once after it', async ({ page }) => {
  // decision 104: on slow 4G the picture shared the first round trips with the page's font, which the words wait for
  for (const [path, font] of [
    ['/blogdetail/1', null],
    ['/pa/blogdetail/1', fingerprinted('noto-sans-gurmukhi')],
    ['/hi/blogdetail/1', fingerprinted('noto-sans-devanagari')],
    ['/ur/blogdetail/1', fingerprinted('noto-nastaliq-urdu-urdu-400-normal')],
  ] as const) {
    await page.goto(path)
    const picture = page.getByRole('main').locator('img').first()
    await expect(picture, path).toHaveAttribute('loading', 'eager')
    if (font) {
      await expect(page.locator('link[rel="preload"][as="font"]'), path).toHaveAttribute('href', font)
      await expect(picture, path).not.toHaveAttribute('fetchpriority', /./)
      // named from its bytes, so a returning visitor's browser keeps it a year without asking again (decision 105)
      const response = await page.request.get((await page.locator('link[rel="preload"][as="font"]').getAttribute('href'))!)
      expect(response.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable')
      expect(response.headers()['content-type'], path).toBe('font/woff2')
    } else {
      await expect(page.locator('link[rel="preload"][as="font"]'), path).toHaveCount(0)
      await expect(picture, path).toHaveAttribute('fetchpriority', 'high')
    }
  }
})

test('crisis help is kept for use offline only by choice, and removed from the quick exit page', async ({ browser, baseURL, axe }, testInfo) => {
  const context: BrowserContext = await browser.newContext({ viewport: PHONE, baseURL })
  const page = await context.newPage()
  try {
    // visiting pages, the crisis help page among them, keeps nothing
    for (const path of ['/', '/crisis-help', '/ur/crisis-help', '/leave-quickly']) await page.goto(path)
    expect(await kept(page)).toEqual({ workers: 0, caches: [] })
    // the manifest names the logo
    const manifest = await (await page.request.get('/manifest.webmanifest')).json()
    expect(manifest.icons.map((icon: { src: string }) => icon.src)).toContain('/logo-512.png')
    expect((await page.request.get('/logo-192.png')).ok()).toBe(true)

    await page.goto('/crisis-help')
    expect(await axe(page)).toEqual([])
    await page.getByRole('button', { name: 'Keep crisis help on this phone' }).click()
    await expect(page.getByRole('status')).toHaveText('Kept on this phone. Without a connection, any page of this site shows this help.')
    await expect(page.getByRole('button', { name: 'Remove from this phone' })).toBeFocused()
    expect(await kept(page)).toEqual({ workers: 1, caches: ['crisis-help'] })
    // the four pages and what they need to look right, the three scripts' fonts among them (the
    // build's /assets/ addresses, decision 105), and nothing else of the site
    const files = await page.evaluate(async () => (await (await caches.open('crisis-help')).keys()).map((request) => new URL(request.url).pathname))
    expect(files.filter((file) => file.endsWith('crisis-help')).sort()).toEqual(['/crisis-help', '/hi/crisis-help', '/pa/crisis-help', '/ur/crisis-help'])
    for (const font of ['noto-sans-gurmukhi', 'noto-sans-devanagari', 'noto-nastaliq-urdu-urdu-400-normal']) expect(files).toContainEqual(expect.stringMatching(fingerprinted(font)))
    for (const file of files) expect(file).toMatch(/crisis-help$|^\/assets\/[\w.-]+\.(css|woff2)$|^\/favicon\.svg$/)

    await context.setOffline(true)
    // any page of the site, in the language of its address, with working numbers and its styles
    await page.goto('/events')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crisis help')
    await expect(page.getByRole('main').getByRole('link', { name: '310-1818' })).toHaveAttribute('href', 'tel:3101818')
    expect(await page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).fontWeight)).toBe('600')
    await page.goto('/ur/gallery')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(await inLanguage('ur', 'Crisis help'))
    // in its own Nastaliq
    await page.evaluate(() => document.fonts.ready)
    const loaded = await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, '')))
    expect(loaded).toContain('Noto Nastaliq Urdu')
    await page.screenshot({ path: testInfo.outputPath('ur-offline-375.png'), fullPage: true })
    await context.setOffline(false)

    // the quick exit page says how to remove it, and removes it
    await page.goto('/leave-quickly')
    await expect(page.getByRole('heading', { name: 'If you kept crisis help on this phone' })).toBeVisible()
    await page.getByRole('button', { name: 'Remove from this phone' }).click()
    await expect(page.getByRole('status')).toHaveText('Removed. Nothing of this site is kept on this phone.')
    expect(await kept(page)).toEqual({ workers: 0, caches: [] })
    await context.setOffline(true)
    await expect(page.goto('/about')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/)
  } finally {
    await context.close()
  }
})

// Issue 39 item 2. This machine has no Indic system fonts (`fc-list` finds no Noto), so real
// letters in these screenshots come from the site's own fonts.
test('Punjabi, Hindi and Urdu pages show their letters in the site’s own fonts, each page loading only its script’s', async ({ context, browser }, testInfo) => {
  const SCRIPTS = [
    ['pa', 'Noto Sans Gurmukhi', 'gurmukhi'],
    ['hi', 'Noto Sans Devanagari', 'devanagari'],
    ['ur', 'Noto Nastaliq Urdu', 'nastaliq'],
  ] as const
  for (const [language, family, file] of SCRIPTS) {
    // a page of its own: nothing the previous language's page was still fetching is counted
    const page = await context.newPage()
    const fonts: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname)
    })
    for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport)
      await page.goto(`/${language}/about`)
      // the page's own font is preloaded
      await expect(page.locator(`link[rel="preload"][as="font"]`)).toHaveAttribute('href', new RegExp(file))
      await page.evaluate(() => document.fonts.ready)
      const loaded = await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, '')))
      expect(loaded, language).toContain(family)
      // the heading is drawn in it
      const heading = page.getByRole('heading', { level: 1 })
      expect(await heading.evaluate((h1) => getComputedStyle(h1).fontFamily)).toContain(family)
      await page.screenshot({ path: testInfo.outputPath(`${language}-about-${viewport.width}.png`) })
    }
    const preloaded = await page.locator(`link[rel="preload"][as="font"]`).getAttribute('href')
    await page.close()
    expect(fonts.length, language).toBeGreaterThan(0)
    // its own script's font, and the small subsets that draw the other languages' names
    for (const font of fonts) expect(font, `${language} loads only its own script's font`).toMatch(new RegExp(`${file === 'nastaliq' ? 'nastaliq-urdu' : file}|/language-names-`))
    // one file for the script, the one preloaded, its bold drawn from it: a second weight's file
    // is found only after the first paint and moves the text when it comes (a layout shift)
    expect(new Set(fonts.filter((font) => !font.includes('/language-names-'))), language).toEqual(new Set([preloaded]))
  }
  // an English page loads only the names' subsets, a few kilobytes, for its language switcher
  // (a fresh browser: the pages above have them in their cache)
  const fresh = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await fresh.newPage()
  const fonts: string[] = []
  page.on('requestfinished', async (request) => {
    if (request.url().endsWith('.woff2')) fonts.push(`${new URL(request.url()).pathname} ${(await request.sizes()).responseBodySize}`)
  })
  await page.goto('/about')
  await page.evaluate(() => document.fonts.ready)
  await expect.poll(() => fonts.length).toBe(3)
  // (drawn, not boxes: looked at in the screenshot)
  for (const font of fonts) expect(font).toMatch(/^\/assets\/language-names-\w+-[\w-]{8}\.woff2 \d{4}$/)
  await page.getByRole('form', { name: 'Language' }).first().screenshot({ path: testInfo.outputPath('en-language-names-1280.png') })
  await fresh.close()
})

test('the small fonts of the languages’ names draw every name and offer as the whole fonts do', async ({ page }) => {
  // language-names-*.woff2 hold only the glyphs of these words (decision 072): a letter or a
  // joined form left out would be a box, or a wrongly drawn word, on a phone without Indic fonts.
  // Each word is drawn by Chromium in the small font and in the font it was cut from: the same pixels.
  await page.goto('/about')
  const differing = await page.evaluate(async (pairs) => {
    const wrong: string[] = []
    const bytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
    for (const [file, small, whole, words] of pairs) {
      const faces = [new FontFace('Small names', bytes(small)), new FontFace('Whole font', bytes(whole))]
      for (const face of faces) document.fonts.add(await face.load())
      for (const word of words) {
        const drawings = ['Small names', 'Whole font'].map((family) => {
          const canvas = document.createElement('canvas')
          canvas.width = 900
          canvas.height = 120
          const context = canvas.getContext('2d')!
          context.font = `48px "${family}"`
          context.fillText(word, 10, 80)
          return canvas.toDataURL()
        })
        if (drawings[0] !== drawings[1]) wrong.push(`${file}: ${word}`)
      }
      for (const face of faces) document.fonts.delete(face)
    }
    return wrong
  }, NAME_FONTS)
  expect(differing).toEqual([])
})

/** Each small font, the font it was cut from, and the words it must draw: each language's name and its offer (app/i18n/languages.ts). */
const NAME_FONTS = (
  [
    ['pa', 'app/fonts/language-names-gurmukhi.woff2', 'app/fonts/noto-sans-gurmukhi.woff2'],
    ['hi', 'app/fonts/language-names-devanagari.woff2', 'app/fonts/noto-sans-devanagari.woff2'],
    ['ur', 'app/fonts/language-names-arabic.woff2', 'public/fonts/NotoNaskhArabic-Regular.ttf'],
  ] as const
).map(([language, small, whole]) => [path.basename(small), base64Of(small), base64Of(whole), [LANGUAGE_FACTS[language].name, LANGUAGE_FACTS[language].offer]] as const)

/** A font file of the repository, for the page to load as bytes (the built pages name theirs under the build's own names). */
function base64Of(file: string) {
  return fs.readFileSync(path.resolve(import.meta.dirname, '../..', file)).toString('base64')
}

/** The address the build gives a font of app/fonts: under /assets/, named from its bytes (decision 105). */
function fingerprinted(name: string) {
  return new RegExp(`^/assets/${name}-[\\w-]{8}\\.woff2$`)
}
