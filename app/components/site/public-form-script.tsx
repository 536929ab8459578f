// What a public form (contact, donation) does in the browser, with a small script of the page's
// own (decision 039); the checks themselves are the server's, with the spec's messages.
// - Send, once pressed, says the post is on its way, and further presses (a fast double click,
//   Enter pressed twice) are ignored, so the form is not posted twice while the next page loads.
//   Without JavaScript the server's short-window duplicate check is the guard (decision 037). The
//   button is marked aria-disabled, not disabled, so keyboard focus stays on it.
// - A field's message goes as soon as the visitor changes the field, so what is left to fix is
//   what is still shown; the server checks everything again on the next send.
import { InlineScript } from './inline-script'

/** Sent to the browser as text (InlineScript), after the form. */
export function enhancePublicForm({ formId, busyLabel }: { formId: string; busyLabel: string }) {
  const form = document.getElementById(formId)
  if (!(form instanceof HTMLFormElement)) return
  let sending: { button: HTMLElement; label: string } | null = null
  form.addEventListener('submit', (event) => {
    if (sending) {
      event.preventDefault()
      return
    }
    const button = event.submitter ?? form.querySelector<HTMLElement>('button[type="submit"]')
    if (!button) return
    sending = { button, label: button.textContent ?? '' }
    button.setAttribute('aria-disabled', 'true')
    button.textContent = busyLabel
    button.focus()
  })
  // a page brought back by the Back button is ready to send again
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted || !sending) return
    sending.button.removeAttribute('aria-disabled')
    sending.button.textContent = sending.label
    sending = null
  })
  const clearError = (event: Event) => {
    const field = event.target
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || field.getAttribute('aria-invalid') !== 'true') return
    // a choice among radio buttons carries its message on the group
    const group = field.type === 'radio' ? field.closest('fieldset') : null
    const described = group ?? field
    const controls = group ? [...group.querySelectorAll(`input[name="${field.name}"]`)] : [field]
    for (const control of controls) control.removeAttribute('aria-invalid')
    for (const id of (described.getAttribute('aria-describedby') ?? '').split(/\s+/)) {
      if (id.endsWith('-error')) document.getElementById(id)?.remove()
    }
  }
  form.addEventListener('input', clearError)
  form.addEventListener('change', clearError)
}

export function PublicFormScript({ formId, busyLabel }: { formId: string; busyLabel: string }) {
  return <InlineScript run={enhancePublicForm} args={{ formId, busyLabel }} />
}
