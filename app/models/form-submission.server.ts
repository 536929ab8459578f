// One-time keys of "new" forms (table form_submissions). The first post of a key claims it; a
// second post of the same key (a double click on Save with JavaScript off, where the button
// cannot be disabled) waits for the first to finish instead of adding the item again.
import { and, eq, isNull, lt } from 'drizzle-orm'
import { db } from '../../database/db.server'
import { formSubmissions } from '../../database/schema'

/** How long a key is remembered: far longer than anyone keeps a form open. */
export const FORM_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000

/** True when this post is the first with `key` (it now owns it). */
export async function claimFormKey(key: string): Promise<boolean> {
  const claimed = await db().insert(formSubmissions).values({ key }).onConflictDoNothing().returning({ key: formSubmissions.key })
  return claimed.length === 1
}

/** The first post saved its item: later posts of the key are duplicates. */
export async function markFormKeySaved(key: string) {
  await db().update(formSubmissions).set({ savedAt: new Date() }).where(eq(formSubmissions.key, key))
}

/** The first post failed: the key is free again, so that the next post is saved normally. */
export async function releaseFormKey(key: string) {
  await db()
    .delete(formSubmissions)
    .where(and(eq(formSubmissions.key, key), isNull(formSubmissions.savedAt)))
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

/** 'saving' while the first post is under way, 'saved' after it, null when the key is free. */
export async function formKeyState(key: string): Promise<'saving' | 'saved' | null> {
  const [row] = await db().select({ savedAt: formSubmissions.savedAt }).from(formSubmissions).where(eq(formSubmissions.key, key)).limit(1)
  if (!row) return null
  return row.savedAt ? 'saved' : 'saving'
}

export async function purgeOldFormKeys(now = new Date()) {
  await db()
    .delete(formSubmissions)
    .where(lt(formSubmissions.createdAt, new Date(now.getTime() - FORM_KEY_LIFETIME_MS)))
}
