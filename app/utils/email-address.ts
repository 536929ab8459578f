// One e-mail address, and nothing else: no list ("a@x.org, b@evil.example"), no name, no line
// break that could add a header (issue 36 item 6.3). zod's own pattern, the one every other
// e-mail field of the site is checked with (z.email()). Browser-safe.
import * as z from 'zod/mini'

/** True when `value` is exactly one e-mail address (nothing before or after it). */
export function isOneEmailAddress(value: string): boolean {
  return z.regexes.email.test(value)
}
