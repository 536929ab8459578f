// The About page: hero, About Us, Our Vision, the founding history, Our Mission, the charitable
// purpose and activities, and the statistic of spec 1; the footer's Vision and Mission links
// land on their sections; axe at both widths; the same content without JavaScript.
import { test, expect } from './fixtures'

const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 375, height: 740 }
const SITE = 'Sahara Mental Health Society'

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport })

    test('the About page says who we are, with the facts of the specification', async ({ page, axe }) => {
      await page.goto('/about')
      await expect(page).toHaveTitle(`About Us · ${SITE}`)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /founded in 2019/)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about$/)

      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('A place to be heard, in your own language')
      await expect(main.getByRole('heading', { level: 2 })).toHaveText([
        'About Us',
        'Our Vision',
        'Our Story',
        'Our Mission',
        'Our Charitable Purpose and Activities',
        'You are not alone',
      ])

      const story = main.getByRole('region', { name: 'Our Story' })
      await expect(story.getByRole('heading', { name: 'Founded in 2019' })).toBeVisible()
      await expect(story.getByRole('heading', { name: 'Registered as a charity on 30 June 2022' })).toBeVisible()
      await expect(story).toContainText('under number 79238 1865 RR0001')

      const mission = main.locator('#mission')
      await expect(mission.getByRole('heading', { level: 2 })).toHaveText('Our Mission')
      await expect(mission.getByRole('heading', { level: 3 })).toHaveText(['Isolated', 'Abused', 'Depressed'])
      await expect(mission).toContainText('who are isolated, abused or depressed')

      await expect(main.locator('#vision').getByRole('heading', { level: 2 })).toHaveText('Our Vision')

      const purpose = main.getByRole('region', { name: 'Our Charitable Purpose and Activities' })
      await expect(purpose).toContainText('To promote the health of children, youth, families and elders through social and mental health services.')
      await expect(purpose.getByRole('heading', { level: 3 })).toHaveText([
        'Mental health education and services',
        'Bereavement support',
        'Support for seniors',
      ])

      await expect(main.getByTestId('statistic')).toHaveText('1 in 5 people experience a mental health issue each year.')
      await expect(main.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '/contact')
      await expect(main.getByRole('link', { name: 'Meet our team' })).toHaveAttribute('href', '/team')
      expect(await axe()).toEqual([])
    })

    test("the footer's Vision and Mission links open their sections", async ({ page }) => {
      await page.goto('/')
      const footer = page.getByRole('contentinfo')
      await footer.getByRole('link', { name: 'Vision' }).click()
      await expect(page).toHaveURL(/\/about#vision$/)
      await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeInViewport()
      await page.getByRole('contentinfo').getByRole('link', { name: 'Mission' }).click()
      await expect(page).toHaveURL(/\/about#mission$/)
      await expect(page.locator('#mission').getByRole('heading', { level: 2 })).toBeInViewport()
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE })

  test('the About page shows its content', async ({ page }) => {
    await page.goto('/about')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(main).toContainText('Registered as a charity on 30 June 2022')
    await expect(main).toContainText('1 in 5 people experience a mental health issue each year')
  })
})
