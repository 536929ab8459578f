// @vitest-environment jsdom
// Issue 16 item 8: on a page in another language, a text of an item that was not translated is
// shown in English, marked lang="en" and left to right, so that a screen reader reads it in
// English and an Urdu page does not line it up as Urdu; a translated text takes the page's own.
import { cleanup, render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, expect, test } from 'vitest'
import { WithLanguage } from '../../../tests/support/with-language'
import { BlogPost } from './blog-post'
import { Footer } from './footer'
import { EventCard } from './event-card'
import { GalleryCard } from './gallery-card'
import { TeamCard } from './team-card'

afterEach(cleanup)

async function renderInUrdu(element: React.ReactElement) {
  const Stub = createRoutesStub([{ path: '/ur', Component: () => element, HydrateFallback: () => null }])
  render(
    <WithLanguage language="ur">
      <div dir="rtl" lang="ur">
        <Stub initialEntries={['/ur']} />
      </div>
    </WithLanguage>,
  )
  await screen.findAllByRole('heading')
}

const paragraph = (text: string) => [{ type: 'p' as const, children: [text] }]

test('a post: the Urdu title is Urdu; the description, a section and the side note still in English are marked', async () => {
  await renderInUrdu(
    <BlogPost
      blog={{
        id: 3,
        name: 'Grief and loss',
        title: 'دور رہ کر سوگ منانا',
        description: paragraph('When a parent dies far away.'),
        publishedAt: new Date('2026-11-01T12:00:00Z'),
        image: null,
        sections: [{ title: 'What helps', body: paragraph('Naming the loss.'), inEnglish: ['title', 'body'] }],
        writer: { name: 'Imran Qureshi', description: paragraph('عمران سوگ کے پروگرام کے رابطہ کار ہیں۔'), image: null },
        side: { title: 'If grief feels too heavy', description: paragraph('Call or text 988.'), inEnglish: ['title', 'description'] },
        linkUrl: '',
        inEnglish: ['name', 'description'],
      }}
      published={{ iso: '2026-11-01', text: '1 نومبر 2026' }}
    />,
  )
  const title = screen.getByRole('heading', { level: 1 })
  expect(title.textContent).toBe('دور رہ کر سوگ منانا')
  expect(title.hasAttribute('lang')).toBe(false)
  const english = (text: string) => screen.getByText(text).closest('[lang]')!
  for (const text of ['Grief and loss', 'When a parent dies far away.', 'What helps', 'Naming the loss.', 'If grief feels too heavy', 'Call or text 988.']) {
    expect([english(text).getAttribute('lang'), english(text).getAttribute('dir')], text).toEqual(['en', 'ltr'])
  }
  // the writer's description was translated: it is in the page's language
  expect(screen.getByText('عمران سوگ کے پروگرام کے رابطہ کار ہیں۔').closest('[lang]')!.getAttribute('lang')).toBe('ur')
})

test('cards: an event, a team member and an album mark only their English texts', async () => {
  await renderInUrdu(
    <>
      <EventCard
        event={{
          id: 1,
          title: 'سیر',
          excerpt: 'A walk.',
          date: { iso: '2026-12-01', text: '1 دسمبر 2026' },
          time: '10:00',
          location: 'River valley',
          image: null,
          isPast: false,
          inEnglish: ['description', 'location'],
        }}
      />
      <TeamCard member={{ name: 'Asha', email: '', profession: 'مشیر', bio: paragraph('Listens.'), image: null, inEnglish: ['bio'] }} />
      <GalleryCard category={{ id: 2, name: 'Diwali', description: 'دیے', image: null, inEnglish: ['name'] }} />
    </>,
  )
  const lang = (text: string) => screen.getByText(text).closest('[lang]')!.getAttribute('lang')
  expect([lang('سیر'), lang('A walk.'), lang('River valley')]).toEqual(['ur', 'en', 'en'])
  expect([lang('مشیر'), lang('Listens.')]).toEqual(['ur', 'en'])
  expect([lang('Diwali'), lang('دیے')]).toEqual(['en', 'ur'])
})

test('the footer: the office hours not translated are marked English, and the street address keeps its order in Urdu', async () => {
  await renderInUrdu(
    <Footer
      details={{
        name: 'Sahara Mental Health Society',
        charityNumber: '79238 1865 RR0001',
        addressLines: ['10010 106 Street NW, Suite 204', 'Edmonton, AB T5J 3L8'],
        email: 'info@example.org',
        phone: '780-555-0142',
        phoneHref: 'tel:+17805550142',
        officeHours: 'Monday to Friday, 9 a.m. to 5 p.m.',
        socialLinks: [],
        year: 2026,
        inEnglish: ['officeHours'],
      }}
    />,
  )
  expect(screen.getByText('Monday to Friday, 9 a.m. to 5 p.m.').getAttribute('lang')).toBe('en')
  // numbers first in a right-to-left line would otherwise be moved to its end ("Street NW, Suite 204 106 10010")
  const line = screen.getByText('10010 106 Street NW, Suite 204')
  expect([line.tagName, line.getAttribute('dir')]).toEqual(['BDI', 'ltr'])
})
