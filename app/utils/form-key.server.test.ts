// The one-time key of an add form as the form carries it (what the database does with it:
// app/models/form-submission.server.test.ts).
import { describe, expect, it } from 'vitest'
import { FORM_KEY_FIELD } from '~/content/form-key'
import { newFormKey, readFormKey } from './form-key.server'

describe('readFormKey', () => {
  it('reads a key made by newFormKey and ignores anything else', () => {
    const key = newFormKey()
    const form = (value: string) => {
      const data = new FormData()
      data.set(FORM_KEY_FIELD, value)
      return data
    }
    expect(readFormKey(form(key))).toBe(key)
    expect(readFormKey(form("'; drop table form_submissions; --"))).toBeNull()
    expect(readFormKey(new FormData())).toBeNull()
  })
})
