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
  expect(screen.getAllByLabelText(/Description/)).toEqual([description])
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
  const preview = await screen.findByRole('group', { name: 'Preview' }, { timeout: 15_000 })
  expect(screen.getAllByRole('group', { name: 'Preview' })).toHaveLength(1)
  expect(screen.getByLabelText('Bio').nextElementSibling).toBe(preview)
})
