// The browser's parser (zod/mini, small) must agree with the server's (Conform's parseWithZod):
// same values, same messages, for every kind of input the contact form can get.
import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { contactMessageSchema } from '~/content/contact-message'
import { i18nOf } from '~/i18n/i18n'
import { parseWithSchema } from './parse-with-schema'

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

// the contact form's schema as an English page has it
const schema = contactMessageSchema(i18nOf('en'))

const valid = { name: 'Amrit', email: 'amrit@example.org', subject: 'Hello', message: 'Thank you for the tea morning.' }

const cases: [string, Record<string, string>][] = [
  ['a valid form', valid],
  ['an empty form', { name: '', email: '', subject: '', message: '' }],
  ['missing fields', {}],
  ['spaces only', { name: '  ', email: '\t', subject: ' \n ', message: '    ' }],
  ['a short message', { ...valid, message: 'Hey' }],
  ['a short message padded with spaces', { ...valid, message: '   Hey   ' }],
  ['a long message', { ...valid, message: 'm'.repeat(5001) }],
  ['long name, e-mail and subject', { ...valid, name: 'n'.repeat(201), email: 'e'.repeat(255), subject: 's'.repeat(201) }],
  ['an e-mail without @', { ...valid, email: 'not an address' }],
  ['values with spaces around them', { name: ' Amrit ', email: ' a@b.ca ', subject: ' Hi ', message: ' Hello there ' }],
]

describe('parseWithSchema (browser) and parseWithZod (server)', () => {
  test.each(cases)('agree on %s', (_label, fields) => {
    const browser = parseWithSchema(form(fields), { schema })
    const server = parseWithZod(form(fields), { schema })
    expect(browser.status).toBe(server.status)
    if (browser.status === 'success' && server.status === 'success') {
      expect(browser.value).toEqual(server.value)
    } else {
      expect(browser.reply().error).toEqual(server.reply().error)
    }
  })

  test('give the spec\'s messages, and trimmed values', () => {
    const empty = parseWithSchema(form({ name: '', email: ' ', subject: '', message: 'Hi' }), { schema })
    expect(empty.reply().error).toEqual({
      name: ['name is a required field'],
      email: ['email is a required field'],
      subject: ['subject is a required field'],
      message: ['message must be at least 5 characters'],
    })
    const ok = parseWithSchema(form({ name: ' Amrit ', email: 'a@b.ca', subject: 'Hi', message: ' Hello there ' }), {
      schema,
    })
    expect(ok.status === 'success' && ok.value).toEqual({ name: 'Amrit', email: 'a@b.ca', subject: 'Hi', message: 'Hello there' })
  })
})
