// A filled honeypot is refused (status 400, nothing stored) rather than answered with a fake
// success: no person can see the field, but if an unusual browser or tool ever fills it, that
// person is told the message did not go and where else to write, instead of waiting for an
// answer that never comes. A robot learning that its post failed is a small price for that.
import type { I18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { HONEYPOT_FIELD } from './honeypot'

/** The contact form's answer to a filled honeypot, in the page's language. */
export function honeypotMessage(i18n: I18n) {
  return t(i18n)`Sorry, we could not send your message. Please try again, or write to us at the e-mail address on this page.`
}

/** True when the hidden field came back with anything in it. */
export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD)
  return value !== null && (typeof value !== 'string' || value.trim() !== '')
}
