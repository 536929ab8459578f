// What a public form (contact, donation) does in the browser, with a small script of the page's
// own (decision 039); the checks themselves are the server's, with the spec's messages.
// - Send, once pressed, says the post is on its way, and further presses (a fast double click,
//   Enter pressed twice) are ignored, so the form is not posted twice while the next page loads.
//   Without JavaScript the server's short-window duplicate check is the guard (decision 037). The
//   button is marked aria-disabled, not disabled, so keyboard focus stays on it.
// - A field's message goes as soon as the visitor changes the field, so what is left to fix is
//   what is still shown; the server checks everything again on the next send.
// - With `offline` (the sign-in form, spec 8's network failure message), the site is asked first
//   whether it can be reached; when it cannot, the message is shown in the form (its element
//   `errorId`, in FormError's box) and what was typed stays, instead of the browser's own error page. The post itself
//   is still the browser's, so cookies and redirects work as without JavaScript.
import { InlineScript } from './inline-script'

type PublicForm = { formId: string; busyLabel: string; offline?: { message: string; errorId: string; boxClass: string } }

/** Sent to the browser as text (InlineScript), after the form. */
export function enhancePublicForm({ formId, busyLabel, offline }: PublicForm) {
  const form = document.getElementById(formId)
  if (!(form instanceof HTMLFormElement)) return
  let sending: { button: HTMLElement; label: string } | null = null
  const ready = () => {
    if (!sending) return
    sending.button.removeAttribute('aria-disabled')
    sending.button.textContent = sending.label
    sending = null
  }
  // as FormError shows a message (its box's classes come with the message)
  const showOffline = ({ message, errorId, boxClass }: NonNullable<PublicForm['offline']>) => {
    const area = document.getElementById(errorId)
    if (!area) return
    const box = document.createElement('div')
    box.className = boxClass
    const text = document.createElement('p')
    text.textContent = message
    box.append(text)
    area.replaceChildren(box)
  }
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
    if (!offline) return
    event.preventDefault()
    // any answer at all means the site can be reached; robots.txt is small and always there
    fetch('/robots.txt', { method: 'HEAD', cache: 'no-store' }).then(
      () => form.submit(),
      () => {
        ready()
        showOffline(offline)
      },
    )
  })
  // a page brought back by the Back button is ready to send again
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) ready()
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

export function PublicFormScript(props: PublicForm) {
  return <InlineScript run={enhancePublicForm} args={props} />
}
