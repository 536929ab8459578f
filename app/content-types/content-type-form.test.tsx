// @vitest-environment jsdom
// Issue 19 item 10: an add or edit form says which fields must be filled in before the first
// save, not only in the messages after it: "Required" beside each such label (the control
// carries `required` for screen readers), and a line saying so above the fields.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, expect, test } from 'vitest'
import { WithLanguage } from '../../tests/support/with-language'
import { ContentTypeForm } from './content-type-form'
import { blog } from './blog'
import { event } from './event'
import { teamMember } from './team-member'

afterEach(cleanup)

async function renderForm(type: typeof event, adding: boolean) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => <ContentTypeForm type={type} defaults={{}} images={{}} lastResult={undefined} formKey={adding ? 'key' : undefined} />,
      HydrateFallback: () => null,
    },
  ])
  // the back office is English: its "Required" marks come from the English catalog
  render(
    <WithLanguage>
      <Stub initialEntries={['/']} />
    </WithLanguage>,
  )
  await screen.findByRole('button', { name: 'Save' })
}

/** The labels marked Required, in order. */
const marked = () =>
  [...document.querySelectorAll('[aria-hidden="true"]')]
    .filter((mark) => mark.textContent === 'Required')
    .map((mark) => mark.parentElement!.querySelector('label, legend')?.firstChild?.textContent?.trim() ?? mark.parentElement!.firstChild?.textContent?.trim())

test('Add Event marks its required fields, the picture among them, and says what the mark means', async () => {
  await renderForm(event, true)
  expect(screen.getByText('Fields marked Required must be filled in; the others may stay empty.')).toBeTruthy()
  expect(marked()).toEqual(['Title', 'Description', 'Image', 'Event date and time'])
  // the controls say it to screen readers; the labels keep their words
  for (const label of ['Title', 'Description', 'Event date and time']) expect(screen.getByLabelText(label).hasAttribute('required'), label).toBe(true)
  for (const label of ['Ends (optional)', 'Location (optional)']) expect(screen.getByLabelText(label).hasAttribute('required'), label).toBe(false)
  // the form still leaves the checking to the spec's messages, not the browser's bubbles
  expect(document.querySelector('form')!.noValidate).toBe(true)
})

test('Edit Event does not ask for the picture again', async () => {
  await renderForm(event, false)
  expect(marked()).toEqual(['Title', 'Description', 'Event date and time'])
})

test('Add Blog marks section 2 as the seed requires it, and not section 3', async () => {
  await renderForm(blog as unknown as typeof event, true)
  const names = marked()
  expect(names).toEqual(expect.arrayContaining(['Title', 'Description']))
  expect(names.some((name) => /section 2/i.test(name ?? ''))).toBe(true)
  expect(names.some((name) => /section 3/i.test(name ?? ''))).toBe(false)
})

test('a formatted field says how to format and shows the result as staff type (decision 031)', async () => {
  await renderForm(event, true)
  const description = screen.getByLabelText('Description') as HTMLTextAreaElement
  // the hint is read with the field
  const hint = document.getElementById(description.getAttribute('aria-describedby')!.split(' ')[0])!
  expect(hint.textContent).toContain('**bold**, *italic*, - a list')
  const preview = await screen.findByRole('group', { name: 'Preview' }, { timeout: 15_000 })
  // it follows its field, and is not named after it (the label names the field alone)
  expect(description.compareDocumentPosition(preview) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  expect(screen.getAllByLabelText(/^Description/)).toEqual([description, ...['Punjabi', 'Hindi', 'Urdu'].map((language) => screen.getByLabelText(`Description (${language})`))])
  fireEvent.input(description, { target: { value: 'Come **early**\n\n- tea\n- [map](https://example.org/map)\n\n<b onclick=x>no</b>' } })
  await within(preview).findByText('early')
  expect(preview.querySelector('strong')?.textContent).toBe('early')
  expect([...preview.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['tea', 'map'])
  expect(preview.querySelector('a')?.getAttribute('href')).toBe('https://example.org/map')
  // typed HTML is shown as typed, never made
  expect(preview.querySelector('b')).toBeNull()
  expect(preview.textContent).toContain('<b onclick=x>no</b>')
})

test('only the long texts staff write are formatted: a plain field has no preview', async () => {
  await renderForm(teamMember as unknown as typeof event, true)
  const [preview] = await screen.findAllByRole('group', { name: 'Preview' }, { timeout: 15_000 })
  // the bio in English, Punjabi, Hindi and Urdu (three of them in tabs not open); the profession in none
  expect(screen.getAllByRole('group', { name: 'Preview' })).toHaveLength(1)
  expect(screen.getAllByRole('group', { name: 'Preview', hidden: true })).toHaveLength(4)
  expect(screen.getByLabelText('Bio').nextElementSibling).toBe(preview)
  expect(screen.getByLabelText('Profession (Urdu)').nextElementSibling).toBeNull()
})

test('a translated text has a field in each language, in its own tab, typed in its direction (issue 16 item 8)', async () => {
  await renderForm(event, false)
  const tabs = screen.getAllByRole('tab')
  expect(tabs.map((tab) => tab.textContent)).toEqual(['English', 'Punjabi ਪੰਜਾਬੀ', 'Hindi हिन्दी', 'Urdu اردو'])
  // English is open; the other panels are hidden but still in the form, so one Save keeps them all
  expect(tabs[0].getAttribute('aria-selected')).toBe('true')
  const urdu = screen.getByLabelText('Title (Urdu)') as HTMLInputElement
  expect(urdu.closest('[role="tabpanel"]')!.hasAttribute('hidden')).toBe(true)
  expect([urdu.name, urdu.lang, urdu.dir]).toEqual(['title__ur', 'ur', 'rtl'])
  expect((screen.getByLabelText('Title (Hindi)') as HTMLInputElement).dir).toBe('ltr')
  // what is not text (the picture, the date, the visibility) is in English only
  expect(screen.queryByLabelText(/Event date and time \(/)).toBeNull()
  // a translation is never required
  expect(urdu.hasAttribute('required')).toBe(false)
  // the keys move along the tabs, and the open one is the only one in the Tab order
  fireEvent.keyDown(tabs[0], { key: 'ArrowLeft' })
  expect(tabs[3].getAttribute('aria-selected')).toBe('true')
  expect(document.activeElement).toBe(tabs[3])
  expect(urdu.closest('[role="tabpanel"]')!.hasAttribute('hidden')).toBe(false)
  expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, -1, -1, 0])
  fireEvent.keyDown(tabs[3], { key: 'Home' })
  expect(tabs[0].getAttribute('aria-selected')).toBe('true')
  fireEvent.click(tabs[2])
  expect(screen.getByLabelText('Title (Hindi)').closest('[role="tabpanel"]')!.hasAttribute('hidden')).toBe(false)
})

test('a refused save opens the language whose text needs correcting, and its tab says so', async () => {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <ContentTypeForm
          type={event}
          defaults={{ title: 'Walk', title__ur: 'x'.repeat(300) }}
          images={{}}
          lastResult={{ status: 'error', initialValue: { title: 'Walk', title__ur: 'x'.repeat(300) }, error: { title__ur: ['title must be at most 200 characters'] } }}
        />
      ),
      HydrateFallback: () => null,
    },
  ])
  render(
    <WithLanguage>
      <Stub initialEntries={['/']} />
    </WithLanguage>,
  )
  const tab = await screen.findByRole('tab', { name: /Urdu/ })
  expect(tab.textContent).toContain('1 error')
  expect(tab.getAttribute('aria-selected')).toBe('true')
  const field = screen.getByLabelText('Title (Urdu)')
  expect(field.getAttribute('aria-invalid')).toBe('true')
  expect(screen.getByText('title must be at most 200 characters')).toBeTruthy()
})

async function renderAs(mode: 'draft' | 'translations', defaults: Record<string, string> = {}) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => <ContentTypeForm type={blog as unknown as typeof event} defaults={defaults} images={{}} lastResult={undefined} mode={mode} />,
      HydrateFallback: () => null,
    },
  ])
  render(
    <WithLanguage>
      <Stub initialEntries={['/']} />
    </WithLanguage>,
  )
  await screen.findAllByRole('button')
}

test('a Writer\'s form keeps the post a draft, and offers to submit it for review (issue 37)', async () => {
  await renderAs('draft', { title: 'Mine', publishAt: '2030-01-01T10:00' })
  // no choice of visibility: a draft, said in words, posted as such with the date kept
  expect(screen.queryByLabelText('Visibility')).toBeNull()
  expect(screen.getByText('Draft: not on the website until an Editor publishes it.')).toBeTruthy()
  const form = document.querySelector('form')!
  expect(new FormData(form).get('status')).toBe('draft')
  expect(new FormData(form).get('publishAt')).toBe('2030-01-01T10:00')
  expect(screen.getByRole('button', { name: 'Save draft' }).getAttribute('type')).toBe('submit')
  const review = screen.getByRole('button', { name: 'Save and submit for review' })
  expect([review.getAttribute('name'), review.getAttribute('value')]).toEqual(['review', '1'])
})

test('a Translator\'s form shows the English to read and posts the other languages only (issue 37)', async () => {
  await renderAs('translations', { title: 'Grieving far from home', title__pa: 'ਘਰ ਤੋਂ ਦੂਰ ਸੋਗ' })
  expect(screen.getByText('Grieving far from home')).toBeTruthy()
  expect(screen.queryByLabelText('Title')).toBeNull()
  expect(screen.queryByLabelText('Blog picture')).toBeNull()
  const posted = [...new FormData(document.querySelector('form')!).keys()]
  expect(posted.length).toBeGreaterThan(0)
  expect(posted.every((name) => /__(pa|hi|ur)$/.test(name)), posted.join()).toBe(true)
  expect((screen.getByLabelText('Title (Punjabi)') as HTMLInputElement).value).toBe('ਘਰ ਤੋਂ ਦੂਰ ਸੋਗ')
  expect(screen.getByRole('button', { name: 'Save translations' })).toBeTruthy()
})
