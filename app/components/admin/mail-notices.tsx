// What the back office says about e-mail: the test button (E-mail and Settings screens) and the
// notice shown when the server has no mail server configured.
import { Form } from 'react-router'

/** The test e-mail goes to the signed-in admin; the settings screen shows the same button. */
export function TestMailButton() {
  return (
    <Form method="post" action="/admin/email">
      <button type="submit" name="intent" value="test" className="min-h-11 rounded-full border border-brand-700 px-5 font-semibold text-brand-700 hover:bg-brand-50">
        Send a test e-mail
      </button>
    </Form>
  )
}

export function MailNotConfigured() {
  return (
    <div role="note" className="mt-6 rounded-lg border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-amber-950">
      <p className="font-semibold">E-mail is not configured on this server.</p>
      <p>
        E-mails wait here until the server's operator sets SMTP_URL (the address of a mail server); then they are sent. Nothing is lost
        meanwhile.
      </p>
    </div>
  )
}
