// The privacy policy, the app page, the quick-exit explanation and the /footer and /navbar
// routes: their texts, their meta tags, axe at phone and desktop widths, and without JavaScript.
import { test, expect } from './fixtures'

const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 375, height: 740 }
const SITE = 'Sahara Mental Health Society'

const PRIVACY_SECTIONS = [
  'Definitions',
  'What we collect',
  'How we use it',
  'Sharing',
  'How long we keep it',
  'Where it is kept and transfer',
  'Your copy and deletion',
  'Disclosure',
  'Security',
  'Children under 13',
  'Links to other sites',
  'Changes to this policy',
  'Contact us',
]

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport })

    test('the privacy policy: its date, every section, and what the site really does', async ({ page, axe }) => {
      await page.goto('/privacypolicy')
      await expect(page).toHaveTitle(`Privacy Policy · ${SITE}`)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /No trackers/)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/privacypolicy$/)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
      await expect(main).toContainText('Last updated: April 04, 2024')
      await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Contents', ...PRIVACY_SECTIONS.map((title, i) => `${i + 1}. ${title}`)])
      // the contents list leads to each section
      const contents = main.getByRole('navigation', { name: 'Contents' }).getByRole('link')
      await expect(contents).toHaveCount(PRIVACY_SECTIONS.length)
      await contents.filter({ hasText: 'Children under 13' }).click()
      await expect(page).toHaveURL(/#children$/)
      await expect(main.getByRole('heading', { name: '10. Children under 13' })).toBeInViewport()

      for (const fact of [
        'We use no analytics or tracking tools',
        'your name, e-mail address, the subject and your message',
        'we never see or store your card number',
        'a one-way hash',
        'Visitors who do not sign in get no cookie at all',
        '24 months',
        'not meant for children under 13',
      ]) {
        await expect(main, fact).toContainText(fact)
      }
      // the address to write to is the one in the site settings
      await expect(main.locator('#deletion a[href^="mailto:"]')).toHaveAttribute('href', 'mailto:info@example.org')
      expect(await axe()).toEqual([])
    })

    test('the app page: what the app does, Android only, tablets, and no dead download link', async ({ page, axe }) => {
      await page.goto('/gettheapp')
      await expect(page).toHaveTitle(`Get the app · ${SITE}`)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/gettheapp$/)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1, name: 'Get the app' })).toBeVisible()
      await expect(main).toContainText('mental-wellness app')
      await expect(main.getByText('For Android only')).toBeVisible()
      await expect(main.getByText('Works on tablets too')).toBeVisible()
      await expect(main.getByRole('heading', { level: 2, name: 'What the app does' })).toBeVisible()
      await expect(main.getByRole('heading', { level: 3 })).toHaveText([
        'Mental wellness tips',
        'Community support',
        'Counseling resources',
        'Inspiration daily',
      ])
      await expect(main.getByRole('heading', { name: 'How to install it' })).toBeVisible()
      // the e2e site has no APK published yet: the page says so instead of linking nowhere
      await expect(main).toContainText('The app is coming soon.')
      await expect(main.locator('a[download]')).toHaveCount(0)
      await expect(main.locator('a[href$=".apk"]')).toHaveCount(0)
      // the navbar marks this page as the current one
      if (label === 'desktop') {
        await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get App' })).toHaveAttribute('aria-current', 'page')
      }
      expect(await axe()).toEqual([])
    })

    test('the quick-exit page says what the button does and does not do', async ({ page, axe }) => {
      await page.goto('/leave-quickly')
      await expect(page).toHaveTitle(`Leaving this site quickly · ${SITE}`)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Leaving this site quickly')
      await expect(main.getByRole('heading', { level: 2 })).toHaveText([
        'How to leave quickly',
        'What it does',
        'What it does not do',
        'Browsing more safely',
        'If you kept crisis help on this phone',
        'If you are not safe',
      ])
      await expect(main).toContainText('press the Shift key three times within 5 seconds')
      await expect(main).toContainText('It does not clear your browsing history.')
      // plainly: Back can still reach the pages opened before, and how to remove them
      await expect(main).toContainText('pressing Back more than once can still show them')
      await expect(main).toContainText('Safari on iPhone: the book icon, the clock tab')
      await expect(main).toContainText('stays there as you scroll')
      await expect(main.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911')
      // the crisis bar links here (on a phone, the Help now panel: the first of them in the page)
      await expect(page.locator('aside[aria-label="Crisis help"] a', { hasText: 'About quick exit' }).first()).toHaveAttribute(
        'href',
        '/leave-quickly',
      )
      expect(await axe()).toEqual([])
    })

    test('/footer shows the footer alone, /navbar the navbar alone', async ({ page, axe }) => {
      await page.goto('/footer')
      await expect(page).toHaveTitle(`Footer · ${SITE}`)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toContainText('79238 1865 RR0001')
      await expect(page.getByRole('banner')).toHaveCount(0)
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
      expect(await axe()).toEqual([])

      await page.goto('/navbar')
      await expect(page).toHaveTitle(`Navigation bar · ${SITE}`)
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toHaveCount(0)
      if (label === 'desktop') await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
      else await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
      expect(await axe()).toEqual([])
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE })

  test('every one of these pages renders its content', async ({ page }) => {
    const pages = [
      ['/privacypolicy', 'Privacy Policy'],
      ['/gettheapp', 'Get the app'],
      ['/leave-quickly', 'Leaving this site quickly'],
      ['/footer', 'Our website\u2019s footer'],
      ['/navbar', 'Our website\u2019s navigation bar'],
    ] as const
    for (const [path, heading] of pages) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading)
    }
    await page.goto('/privacypolicy')
    await expect(page.getByRole('main')).toContainText('April 04, 2024')
  })
})
