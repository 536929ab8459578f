// The events page (upcoming first, then past under their own heading, descriptions cut at 100,
// time and place, each card's title leading to the event's page with its whole text and calendar file) and the team page (picture or placeholder, name,
// profession, bio, mail link), at both widths with axe, and without JavaScript.
import ical, { type VEvent } from 'node-ical'
import { DEMO_EVENTS, DEMO_TEAM } from '../../database/demo/content'
import type { Locator } from '@playwright/test'
import { test, expect } from './fixtures'

const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 375, height: 740 }
const SITE = 'Sahara Mental Health Society'

/** The demo's event cards only: a spec running at the same time may have an event of its own on the page for a moment. */
const DEMO_TITLES = new RegExp(`^(${DEMO_EVENTS.map((event) => event.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`)
const demoCards = (scope: Locator) => scope.getByTestId('event-card').filter({ has: scope.page().getByRole('heading', { level: 3, name: DEMO_TITLES }) })


const UPCOMING = DEMO_EVENTS.filter((event) => event.inDays > 0).sort((a, b) => a.inDays - b.inDays)
const PAST = DEMO_EVENTS.filter((event) => event.inDays < 0).sort((a, b) => b.inDays - a.inDays)
const TEAM = [...DEMO_TEAM].sort((a, b) => a.priority - b.priority)

/** Spec 9 on the events page: longer than 100 characters -> the first 100 plus '...'. */
const eventCut = (text: string) => (text.length > 100 ? text.slice(0, 100).trimEnd() + '...' : text)

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport })

    test('events: upcoming soonest first, then past ones under their own heading', async ({ page, axe }) => {
      await page.goto('/events')
      await expect(page).toHaveTitle(`Events · ${SITE}`)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/events$/)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Upcoming events', 'Past events'])

      const upcoming = main.getByRole('region', { name: 'Upcoming events' })
      await expect(demoCards(upcoming).getByRole('heading', { level: 3 })).toHaveText(UPCOMING.map((event) => event.title))
      await expect(demoCards(upcoming).getByTestId('event-excerpt')).toHaveText(UPCOMING.map((event) => eventCut(event.description)))

      const past = main.getByRole('region', { name: 'Past events' })
      await expect(past.getByRole('heading', { level: 3 })).toHaveText(PAST.map((event) => event.title))
      await expect(past.getByTestId('event-excerpt')).toHaveText(PAST.map((event) => eventCut(event.description)))

      // a description of 100 characters or fewer is shown whole; longer ones are cut at 100
      const chai = DEMO_EVENTS.find((event) => event.title.startsWith('Seniors'))!
      expect(chai.description.length).toBeGreaterThan(100)
      for (const excerpt of await main.getByTestId('event-excerpt').allTextContents()) {
        expect(excerpt.length).toBeLessThanOrEqual(103)
      }

      // dates, times and places as set
      const walk = main.getByTestId('event-card').filter({ hasText: 'Walk and Talk in the River Valley' })
      await expect(walk.getByTestId('event-date')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/)
      await expect(walk.getByTestId('event-time')).toHaveText('10:00 a.m. to 11:30 a.m.')
      await expect(walk.getByTestId('event-location')).toHaveText('Gold Bar Park, Edmonton (meet at the main parking lot)')
      // no end time: the start alone
      const online = main.getByTestId('event-card').filter({ hasText: 'Understanding Depression in Older Adults' })
      await expect(online.getByTestId('event-time')).toHaveText('7:00 p.m.')
      // it takes registrations (issue 38): places left and Register, never its private link
      await expect(online.getByTestId('event-registration')).toContainText(/\d+ places left/)
      await expect(online.getByRole('link', { name: /^Register\b/ })).toBeVisible()
      await expect(main).not.toContainText('meet.example.org')

      // each card's title leads to the event's page (issue 18); the only other link is Register, on those taking registrations
      const cards = demoCards(main)
      await expect(cards.getByRole('heading').getByRole('link')).toHaveCount(await cards.count())
      await expect(cards.getByRole('link')).toHaveCount((await cards.count()) + DEMO_EVENTS.filter((event) => event.registration && event.inDays > 0).length)
      expect(await axe()).toEqual([])

      // the whole description is on the event's page; a past one is marked so and has no calendar file
      await main.getByRole('link', { name: chai.title, exact: true }).click()
      await expect(page).toHaveURL(/\/events\/\d+$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(chai.title)
      await expect(page.getByRole('main')).toContainText(chai.description)
      await expect(page.getByRole('main')).toContainText('Past event')
      await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveCount(0)
      await expect(page).toHaveTitle(`${chai.title} · ${SITE}`)
      expect(await axe()).toEqual([])
      // an upcoming one downloads as a calendar file
      await page.goBack()
      await main.getByRole('link', { name: UPCOMING[0].title, exact: true }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(UPCOMING[0].title)
      const download = page.waitForEvent('download')
      await page.getByRole('link', { name: 'Add to calendar' }).click()
      const ics = await (await download).path()
      const [calendarEvent] = Object.values(ical.sync.parseFile(ics!)).filter((item) => item?.type === 'VEVENT') as VEvent[]
      expect(calendarEvent.summary).toBe(UPCOMING[0].title)
      await page.getByRole('link', { name: 'All events' }).click()
      await expect(page).toHaveURL(/\/events$/)
    })

    test('team: every visible member with picture or placeholder, profession, bio and mail link', async ({ page, axe }) => {
      await page.goto('/team')
      await expect(page).toHaveTitle(`Our Team · ${SITE}`)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/team$/)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('The People Behind Our Work')
      await expect(main.getByRole('heading', { level: 2 })).toHaveText(TEAM.map((member) => member.name))

      for (const member of TEAM) {
        const card = main.getByRole('article').filter({ has: page.getByRole('heading', { name: member.name, exact: true }) })
        await expect(card).toContainText(member.profession)
        await expect(card).toContainText(member.bio)
        await expect(card.getByRole('link', { name: `Email ${member.name}` })).toHaveAttribute('href', `mailto:${member.email}`)
        if (member.portrait) {
          await expect(card.getByRole('img', { name: member.portrait.alt })).toBeVisible()
          await expect(card.locator('[data-placeholder="portrait"]')).toHaveCount(0)
        } else {
          // a neutral placeholder with the initials, hidden from screen readers (the name is beside it)
          const placeholder = card.locator('[data-placeholder="portrait"]')
          await expect(placeholder).toBeVisible()
          await expect(placeholder).toHaveAttribute('aria-hidden', 'true')
          const words = member.name.split(' ')
          await expect(placeholder).toHaveText(`${words[0][0]}${words[words.length - 1][0]}`)
          await expect(card.getByRole('img')).toHaveCount(0)
        }
      }
      expect(await axe()).toEqual([])
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE })

  test('the events and team pages render their content', async ({ page }) => {
    await page.goto('/events')
    await expect(demoCards(page.getByRole('main'))).toHaveCount(DEMO_EVENTS.length)
    await page.goto('/team')
    await expect(page.getByRole('link', { name: /^Email / })).toHaveCount(DEMO_TEAM.length)
  })
})
