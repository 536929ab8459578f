// @vitest-environment jsdom
// The home page rendered with what its loader gives: the fixed sections always, the content
// sections only with data, the carousel only with more than one testimonial.
import { cleanup, render, screen, within } from '@testing-library/react'
import { createRoutesStub, Outlet } from 'react-router'
import { afterEach, beforeAll, expect, test } from 'vitest'
import { WithLanguage } from '../../../tests/support/with-language'
import Home, { TAGLINE } from './home'

afterEach(cleanup)

// jsdom has neither; the carousel then stays as the server renders it (Embla is never fetched)
beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as never
  window.IntersectionObserver = class {
    observe() {}
    disconnect() {}
  } as never
})

const layoutData = { name: 'Sahara Mental Health Society', origin: 'https://charity.example', footer: { charityNumber: '79238 1865 RR0001' } }
const empty = { events: [], team: [], gallery: [], testimonials: [] }

const testimonial = (id: number) => ({ id, name: `Person ${id}`, profession: 'Volunteer', message: `Message ${id}`, rating: 4, image: null })

async function renderHome(data: typeof empty | Record<string, unknown>) {
  const Stub = createRoutesStub([
    {
      id: 'routes/site/layout',
      path: '/',
      loader: () => layoutData,
      Component: () => <Outlet />,
      HydrateFallback: () => null,
      children: [{ index: true, loader: () => data, Component: Home as never, HydrateFallback: () => null }],
    },
  ])
  render(
    <WithLanguage>
      <Stub initialEntries={['/']} />
    </WithLanguage>,
  )
  await screen.findByRole('heading', { level: 1 })
}

const h2s = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)

test('empty tables: the fixed sections show, the content sections do not', async () => {
  await renderHome(empty)
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sahara Mental Health Society')
  expect(screen.getByText(TAGLINE)).toBeTruthy()
  expect(screen.getByTestId('charity-number').textContent).toBe('79238 1865 RR0001')
  expect(h2s()).toEqual([
    'About Us',
    'Our Charitable Purpose',
    'Mental Wellness Tips',
    'Community Support',
    'Counseling Resources',
    'Inspiration Daily',
    'Our Mission',
  ])
  for (const gone of ['Latest Events', 'Our Team', 'Explore Our Gallery', 'Connected People Says']) {
    expect(screen.queryByRole('heading', { name: gone })).toBeNull()
  }
  for (const link of ['Discover More events', 'See All Members', 'Discover All gallery pictures']) {
    expect(screen.queryByRole('link', { name: link })).toBeNull()
  }
})

test('one testimonial is not enough for the carousel; two are', async () => {
  await renderHome({ ...empty, testimonials: [testimonial(1)] })
  expect(screen.queryByRole('heading', { name: 'Connected People Says' })).toBeNull()
  cleanup()

  await renderHome({ ...empty, testimonials: [testimonial(1), testimonial(2)] })
  const carousel = screen.getByRole('region', { name: 'Connected People Says' })
  expect(carousel.getAttribute('aria-roledescription')).toBe('carousel')
  const slides = within(carousel).getAllByRole('group')
  expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 2', '2 of 2'])
  expect(within(slides[0]).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy()
  // the pause control comes first in the carousel's tab order
  const buttons = within(carousel).getAllByRole('button', { hidden: true })
  expect(within(buttons[0]).getByText('Pause testimonials').closest('[hidden]')).toBeNull()
  expect(within(buttons[0]).getByText('Play testimonials').closest('[hidden]')).not.toBeNull()
})

test('content sections appear with their data and their links', async () => {
  await renderHome({
    events: [{ id: 1, title: 'Walk and Talk', excerpt: 'An easy walk...', date: { iso: '2026-12-01T17:00:00.000Z', text: '1 December 2026' }, time: '10:00 a.m.', location: null, image: null, isPast: false }],
    team: [{ id: 1, name: 'Anjali Mehta', email: 'anjali@example.org', profession: 'Psychologist', bio: 'Bio.', image: null }],
    gallery: [{ id: 7, name: 'Chai mornings', description: 'Tea.', image: null }],
    testimonials: [],
  })
  expect(h2s()).toEqual(expect.arrayContaining(['Latest Events', 'Our Team', 'Explore Our Gallery']))
  expect(screen.getByRole('link', { name: 'Discover More events' }).getAttribute('href')).toBe('/events')
  expect(screen.getByRole('link', { name: 'See All Members' }).getAttribute('href')).toBe('/team')
  expect(screen.getByRole('link', { name: 'Discover All gallery pictures' }).getAttribute('href')).toBe('/gallery')
  expect(screen.getByRole('link', { name: 'Chai mornings' }).getAttribute('href')).toBe('/GalleryDetail/7')
  expect(screen.getByRole('link', { name: 'Email Anjali Mehta' }).getAttribute('href')).toBe('mailto:anjali@example.org')
})
