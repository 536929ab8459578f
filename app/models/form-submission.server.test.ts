// The one-time key of an add form: the first post owns it, a second post of the same key waits
// for the first and adds nothing, and a failed first post lets the next one save.
import { describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../database/test-database'
import { newFormKey } from '~/utils/form-key.server'
import { markFormKeySaved, purgeOldFormKeys, releaseFormKey, formKeyState, takeFormKey, FORM_KEY_LIFETIME_MS } from './form-submission.server'

useTestDatabase()

describe('takeFormKey', () => {
  it('gives the first post the key and calls a later post of a saved key a duplicate', async () => {
    const key = newFormKey()
    expect(await takeFormKey(key)).toBe('first')
    await markFormKeySaved(key)
    expect(await takeFormKey(key)).toBe('duplicate')
  })

  it('makes a second post wait while the first is saving, then calls it a duplicate', async () => {
    const key = newFormKey()
    expect(await takeFormKey(key)).toBe('first')
    const second = takeFormKey(key, { pollMs: 10 })
    await new Promise((resolve) => setTimeout(resolve, 50))
    await markFormKeySaved(key)
    expect(await second).toBe('duplicate')
  })

  it('lets a waiting post save when the first one failed', async () => {
    const key = newFormKey()
    expect(await takeFormKey(key)).toBe('first')
    const second = takeFormKey(key, { pollMs: 10 })
    await new Promise((resolve) => setTimeout(resolve, 50))
    await releaseFormKey(key)
    expect(await second).toBe('first')
    expect(await formKeyState(key)).toBe('saving')
  })

  it('gives up waiting after a while, so the page does not hang', async () => {
    const key = newFormKey()
    await takeFormKey(key)
    expect(await takeFormKey(key, { waitMs: 50, pollMs: 10 })).toBe('busy')
  })

  it('never releases a key whose item was saved', async () => {
    const key = newFormKey()
    await takeFormKey(key)
    await markFormKeySaved(key)
    await releaseFormKey(key)
    expect(await formKeyState(key)).toBe('saved')
  })

  it('forgets keys after a day', async () => {
    const key = newFormKey()
    await takeFormKey(key)
    await purgeOldFormKeys(new Date(Date.now() + FORM_KEY_LIFETIME_MS - 60_000))
    expect(await formKeyState(key)).toBe('saving')
    await purgeOldFormKeys(new Date(Date.now() + FORM_KEY_LIFETIME_MS + 60_000))
    expect(await formKeyState(key)).toBeNull()
  })
})
