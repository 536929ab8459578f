// @vitest-environment jsdom
// The form parts the contact form and the admin forms share: what a screen reader and a
// keyboard user get from them.
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { WithLanguage } from '../../../tests/support/with-language'
import { Button } from './button'
import { Field } from './field'
import { FormError } from './form-error'
import { TextInput } from './text-input'
import { Textarea } from './textarea'

afterEach(cleanup)

describe('Field', () => {
  test('labels its control, and shows the first error beside it, read out with the label', () => {
    render(
      <WithLanguage>
        <Field id="f-name" label="Name" errors={['name is a required field', 'second']} errorId="f-name-error">
          <TextInput id="f-name" name="name" aria-invalid aria-describedby="f-name-error" />
        </Field>
      </WithLanguage>,
    )
    const input = screen.getByLabelText('Name')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById('f-name-error')?.textContent).toBe('name is a required field')
    expect(screen.queryByText('second')).toBeNull()
  })

  test('shows a hint under the label with its own id, and no error element without errors', () => {
    render(
      <WithLanguage>
        <Field id="f-msg" label="Message" description="Between 5 and 5,000 characters." descriptionId="f-msg-description" errorId="f-msg-error">
          <Textarea id="f-msg" aria-describedby="f-msg-description" />
        </Field>
      </WithLanguage>,
    )
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA')
    expect(document.getElementById('f-msg-description')?.textContent).toBe('Between 5 and 5,000 characters.')
    expect(document.getElementById('f-msg-error')).toBeNull()
  })
})

describe('FormError', () => {
  test('is a live region that is there even when empty, so a later message is announced', () => {
    const { rerender } = render(<FormError id="form-error" />)
    expect(screen.getByRole('alert').textContent).toBe('')
    rerender(<FormError id="form-error" errors={['Please try again in an hour.']} />)
    expect(screen.getByRole('alert').textContent).toBe('Please try again in an hour.')
  })
})

describe('Button', () => {
  test('while busy it says so, is marked disabled, keeps focus and ignores clicks', () => {
    const onClick = vi.fn()
    const { rerender } = render(
      <Button onClick={onClick} busyLabel="Sending…">
        Send message
      </Button>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
    expect(onClick).toHaveBeenCalledTimes(1)

    rerender(
      <Button onClick={onClick} busy busyLabel="Sending…">
        Send message
      </Button>,
    )
    const busy = screen.getByRole('button', { name: 'Sending…' })
    expect(busy.getAttribute('aria-disabled')).toBe('true')
    // not `disabled`: a disabled button would drop keyboard focus
    expect((busy as HTMLButtonElement).disabled).toBe(false)
    fireEvent.click(busy)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  test('a busy submit button does not submit its form', () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault())
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy>
          Send
        </Button>
      </form>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSubmit).not.toHaveBeenCalled()
    cleanup()
    // the same button, not busy, does
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Send</Button>
      </form>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })
})
