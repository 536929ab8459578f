// The one-time key that keeps a "new" form from adding its item twice. The add screen's loader
// makes a key; the form posts it back in a hidden field; submitContentForm reads it and claims
// it (takeFormKey, app/models/form-submission.server.ts) before saving.
import { randomUUID } from 'node:crypto'
import { FORM_KEY_FIELD } from '~/content/form-key'

/** A key for one showing of an add form. */
export function newFormKey(): string {
  return randomUUID()
}

/** The posted key, or null when there is none or it is not one of ours (then no guard). */
export function readFormKey(formData: FormData): string | null {
  const value = formData.get(FORM_KEY_FIELD)
  return typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value) ? value : null
}
