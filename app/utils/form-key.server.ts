// The one-time key that keeps a "new" form from adding its item twice (see
// app/models/form-submission.server.ts). The add screen's loader makes a key; the form posts it
// back in a hidden field; submitContentForm claims it before saving.
import { randomUUID } from 'node:crypto'
import { FORM_KEY_FIELD } from '~/content/form-key'
import { claimFormKey, formKeyState } from '~/models/form-submission.server'

/** A key for one showing of an add form. */
export function newFormKey(): string {
  return randomUUID()
}

/** The posted key, or null when there is none or it is not one of ours (then no guard). */
export function readFormKey(formData: FormData): string | null {
  const value = formData.get(FORM_KEY_FIELD)
  return typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value) ? value : null
}

export type FormKeyTurn = 'first' | 'duplicate' | 'busy'

/**
 * Claims `key` for this post: 'first' when it is ours to save; 'duplicate' when an earlier post
 * of the key saved the item; 'busy' when an earlier post is still saving after `waitMs`. While
 * the earlier post is saving, this one waits; if that one fails, this one is saved instead.
 */
export async function takeFormKey(key: string, { waitMs = 20_000, pollMs = 100 } = {}): Promise<FormKeyTurn> {
  const deadline = Date.now() + waitMs
  for (;;) {
    if (await claimFormKey(key)) return 'first'
    const state = await formKeyState(key)
    if (state === 'saved') return 'duplicate'
    // null: the earlier post failed and let go of the key between our two queries; claim again
    if (state === 'saving' && Date.now() >= deadline) return 'busy'
    if (state === 'saving') await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}
