// The blog as a visitor meets it: the list's cards (day, month and year, title, the spec 9 cut)
// opening /BlogDetail/{id}; the post page with every part of spec 2.3 and its sharing tags;
// any letter case of the address; 404 for unknown ids; axe at both widths; no JavaScript.
import type { Page } from '@playwright/test'
import { DEMO_BLOGS } from '../../database/demo/content'
import { dateParts } from '../../app/utils/dates.server'
import { test, expect } from './fixtures'

const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 375, height: 740 }
const SITE = 'Sahara Mental Health Society'
const DAY = 86_400_000

// priority first (1 first), then newest
const BLOGS = [...DEMO_BLOGS].sort((a, b) => a.priority - b.priority || a.daysAgo - b.daysAgo)

/** Spec 9, literally: longer than 50 characters -> the first 100 characters plus '...'. */
function blogCut(text: string) {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > 50 ? flat.slice(0, 100).trimEnd() + '...' : flat
}

async function postPath(page: Page, title: string) {
  await page.goto('/blog')
  const href = await page.getByRole('link', { name: title }).getAttribute('href')
  expect(href).toMatch(/^\/BlogDetail\/\d+$/)
  return href!
}

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport })

    test('the blog list: a card per post with its date, title and cut description', async ({ page, axe }) => {
      await page.goto('/blog')
      await expect(page).toHaveTitle(`Blog · ${SITE}`)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Stories and Guidance')

      const cards = main.getByTestId('blog-card')
      await expect(cards).toHaveCount(BLOGS.length)
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText(BLOGS.map((blog) => blog.title))
      await expect(cards.getByTestId('blog-excerpt')).toHaveText(BLOGS.map((blog) => blogCut(blog.description)))
      for (const excerpt of await cards.getByTestId('blog-excerpt').allTextContents()) {
        expect(excerpt.length).toBeLessThanOrEqual(103)
        expect(excerpt.endsWith('...')).toBe(true)
      }

      for (const [index, blog] of BLOGS.entries()) {
        const card = cards.nth(index)
        await expect(card.getByRole('link', { name: blog.title })).toHaveAttribute('href', /^\/BlogDetail\/\d+$/)
        // published daysAgo days before the server started
        const published = new Date((await card.locator('time').getAttribute('datetime'))!)
        expect(Math.abs(Date.now() - blog.daysAgo * DAY - published.getTime())).toBeLessThan(DAY)
        const { day, month, year } = dateParts(published)
        await expect(card.locator('[data-part="day"]')).toHaveText(day)
        await expect(card.locator('[data-part="month"]')).toHaveText(month)
        await expect(card.locator('[data-part="year"]')).toHaveText(year)
      }
      expect(await axe()).toEqual([])

      // a click anywhere on the card (here its picture's corner) opens the post
      await cards.first().click({ position: { x: 12, y: 12 } })
      await expect(page).toHaveURL(/\/BlogDetail\/\d+$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(BLOGS[0].title)
    })

    test('a post shows every part of spec 2.3', async ({ page, axe }) => {
      const blog = DEMO_BLOGS[0]
      const href = await postPath(page, blog.title)
      const id = href.split('/').pop()
      const response = await page.goto(href)
      expect(response?.status()).toBe(200)

      await expect(page).toHaveTitle(`${blog.title} · ${SITE}`)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blogdetail/${id}$`))
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
      // a shared link shows the post's picture, cropped to 1200 x 630
      const preview = page.locator('meta[property="og:image"]')
      await expect(preview).toHaveAttribute('content', /^http:\/\/127\.0\.0\.1:\d+\/media\/share\/[0-9a-f]{64}\.jpg$/)
      const card = await page.request.get((await preview.getAttribute('content'))!)
      expect([card.status(), card.headers()['content-type']]).toEqual([200, 'image/jpeg'])

      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(blog.title)
      const image = main.getByRole('img', { name: blog.image.alt })
      await expect(image).toHaveAttribute('fetchpriority', 'high')
      await expect(image).toHaveAttribute('srcset', /\/media\/[0-9a-f]{64}-\d+\.webp \d+w/)
      await expect(main).toContainText(blog.description.split('\n\n')[0])
      await expect(main).toContainText(blog.description.split('\n\n')[1])

      await expect(main.getByRole('heading', { level: 2 })).toHaveText([blog.section2Title, blog.section3Title, blog.sideTitle, 'About the writer'])
      for (const paragraph of [...blog.section2Body.split('\n\n'), ...blog.section3Body.split('\n\n')]) {
        await expect(main.getByText(paragraph, { exact: true })).toBeVisible()
      }

      const published = new Date((await main.locator('header time').getAttribute('datetime'))!)
      const { day, month, year } = dateParts(published)
      await expect(main.locator('header')).toContainText(`Published on ${day} ${month} ${year}`)

      const side = main.getByRole('region', { name: blog.sideTitle })
      await expect(side).toContainText(blog.sideDescription)

      const writer = main.getByRole('region', { name: 'About the writer' })
      await expect(writer).toContainText(blog.writerName)
      await expect(writer).toContainText(blog.writerDescription)
      await expect(writer.getByRole('img', { name: blog.writerPicture.alt })).toBeVisible()

      const link = main.getByRole('link', { name: 'mygrief.ca (opens in a new tab)' })
      await expect(link).toHaveAttribute('href', `${blog.linkUrl}/`)
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(link).toHaveAttribute('target', '_blank')

      expect(await axe()).toEqual([])
    })
  })
}

test('the post answers at /BlogDetail/{id}, /blogdetail/{id} and /BLOGDETAIL/{id}', async ({ page }) => {
  const href = await postPath(page, DEMO_BLOGS[1].title)
  const id = href.split('/').pop()
  for (const path of [`/BlogDetail/${id}`, `/blogdetail/${id}`, `/BLOGDETAIL/${id}`]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_BLOGS[1].title)
  }
})

test('unknown or malformed post ids answer the 404 page with status 404', async ({ page }) => {
  for (const path of ['/blogdetail/999999', '/BlogDetail/abc', '/blogdetail/1.5', '/blogdetail/-2']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page).toHaveTitle(`Page not found · ${SITE}`)
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE })

  test('the list and a post render their content', async ({ page }) => {
    await page.goto('/blog')
    await expect(page.getByTestId('blog-card')).toHaveCount(DEMO_BLOGS.length)
    await page.getByRole('link', { name: DEMO_BLOGS[2].title }).click()
    await expect(page).toHaveURL(/\/BlogDetail\/\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_BLOGS[2].title)
    await expect(page.getByRole('main')).toContainText(DEMO_BLOGS[2].section2Title)
  })
})
