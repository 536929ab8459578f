// The contact form's rules (spec 5, Contact), shared by the browser (instant feedback) and the
// server action (the check that counts). Browser-safe: it imports nothing from the server.
// Messages are the spec's, word for word ('name is a required field', ...), in the page's
// language: the schema is made for a Lingui instance, and each field's messages are written out
// whole, so that translators get whole sentences. The spec has no e-mail format check; we add
// one (issue 36 item 6.3): the address is where a staff reply goes, and a list such as
// `a@x.org, b@evil.example` or a line break would send it to strangers. The upper limits on
// name, e-mail and subject are ours (the spec sets none): they keep a stored row sane and use
// the spec's wording.
// Written with zod/mini (it was checked in the browser too before decision 039; now the action alone uses it).
import type { I18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import * as z from 'zod/mini'
import { isOneEmailAddress } from '~/utils/email-address'

export const CONTACT_MESSAGE_LIMITS = {
  name: 200,
  // the longest address RFC 5321 lets through
  email: 254,
  subject: 200,
  messageMin: 5,
  messageMax: 5000,
} as const

type TextMessages = { required: string; tooLong: string; tooShort?: string }

/**
 * A required text field: trimmed first, so that a value of spaces counts as empty and gets the
 * required message rather than a length message (abort stops the checks after it).
 */
function requiredText(messages: TextMessages, max: number, min?: number) {
  return z.string({ error: messages.required }).check(
    z.trim(),
    z.minLength(1, { error: messages.required, abort: true }),
    ...(min === undefined ? [] : [z.minLength(min, { error: messages.tooShort })]),
    z.maxLength(max, { error: messages.tooLong }),
  )
}

export function contactMessageSchema(i18n: I18n) {
  // plain numbers, as the spec's messages have them (no thousands separator)
  const { name, email, subject, messageMin, messageMax } = CONTACT_MESSAGE_LIMITS
  return z.object({
    name: requiredText({ required: t(i18n)`name is a required field`, tooLong: t(i18n)`name must be at most ${{ max: name }} characters` }, name),
    email: requiredText({ required: t(i18n)`email is a required field`, tooLong: t(i18n)`email must be at most ${{ max: email }} characters` }, email).check(
      z.refine(isOneEmailAddress, { error: t(i18n)`email must be one e-mail address, such as name@example.com` }),
    ),
    subject: requiredText({ required: t(i18n)`subject is a required field`, tooLong: t(i18n)`subject must be at most ${{ max: subject }} characters` }, subject),
    message: requiredText(
      {
        required: t(i18n)`message is a required field`,
        tooShort: t(i18n)`message must be at least ${{ min: messageMin }} characters`,
        tooLong: t(i18n)`message must be at most ${{ max: messageMax }} characters`,
      },
      messageMax,
      messageMin,
    ),
  })
}

export type ContactMessageInput = z.infer<ReturnType<typeof contactMessageSchema>>
