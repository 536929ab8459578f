// @vitest-environment jsdom
// Issue 19 item 7: leaving a back-office form with unsaved changes asks first (Stay keeps what
// was typed, Leave goes), and so does closing the tab; an untouched form, one changed back, and
// the form's own Save never ask. (The browser's side: tests/e2e/admin-unsaved-changes.spec.ts.)
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Form, Link, createRoutesStub, redirect } from 'react-router'
import { afterEach, expect, test } from 'vitest'
import { UNSAVED_QUESTION, UNSAVED_TITLE, UnsavedChangesGuard } from './unsaved-changes'

afterEach(cleanup)

function EditPage() {
  return (
    <>
      <Link to="/elsewhere">Blog List</Link>
      <Form method="post" id="edit-form">
        <label>
          Title <input name="title" defaultValue="Spring walk" />
        </label>
        <label>
          Notes <textarea name="notes" defaultValue={'one\ntwo'} />
        </label>
        <button type="submit">Save</button>
        <UnsavedChangesGuard formId="edit-form" />
      </Form>
    </>
  )
}

async function renderPage() {
  const Stub = createRoutesStub([
    { path: '/', Component: EditPage, action: () => redirect('/elsewhere'), HydrateFallback: () => null },
    { path: '/elsewhere', Component: () => <h1>Elsewhere</h1> },
  ])
  render(<Stub initialEntries={['/']} />)
  await screen.findByRole('button', { name: 'Save' })
  // the guard takes the form as shown a moment after it is drawn
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
}

/** Whether the browser would ask before closing or reloading the tab. */
function unloadAsks() {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

test('an untouched form lets the person leave without a question', async () => {
  await renderPage()
  expect(unloadAsks()).toBe(false)
  fireEvent.click(screen.getByRole('link', { name: 'Blog List' }))
  expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy()
  expect(screen.queryByRole('alertdialog')).toBeNull()
})

test('with a change, a link asks first: Stay keeps what was typed, Leave goes', async () => {
  await renderPage()
  const title = screen.getByLabelText('Title') as HTMLInputElement
  fireEvent.change(title, { target: { value: 'Summer walk' } })
  expect(unloadAsks()).toBe(true)

  fireEvent.click(screen.getByRole('link', { name: 'Blog List' }))
  const dialog = await screen.findByRole('alertdialog', { name: UNSAVED_TITLE })
  expect(dialog.textContent).toContain(UNSAVED_QUESTION)
  // the safe choice has the focus
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stay on this page' }))
  fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }))
  await act(() => Promise.resolve())
  expect(screen.queryByRole('alertdialog')).toBeNull()
  expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Summer walk')

  fireEvent.click(screen.getByRole('link', { name: 'Blog List' }))
  fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }))
  expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy()
})

test('a field changed back to what it was is no change', async () => {
  await renderPage()
  const notes = screen.getByLabelText('Notes') as HTMLTextAreaElement
  fireEvent.change(notes, { target: { value: 'one\ntwo, three' } })
  expect(unloadAsks()).toBe(true)
  fireEvent.change(notes, { target: { value: 'one\r\ntwo' } })
  expect(unloadAsks()).toBe(false)
})

test("the form's own Save is not held back", async () => {
  await renderPage()
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Summer walk' } })
  fireEvent.click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy()
  expect(screen.queryByRole('alertdialog')).toBeNull()
})
