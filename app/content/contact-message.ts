// The contact form's rules (spec 5, Contact), shared by the browser (instant feedback) and the
// server action (the check that counts). Browser-safe: it imports nothing from the server.
// Messages are the spec's, word for word ('{path} is a required field', ...); the spec has no
// e-mail format check, so there is none here. The upper limits on name, e-mail and subject are
// ours (the spec sets none): they keep a stored row sane and use the spec's wording.
// Written with zod/mini, which the public page can afford (about 5 KB gzip against 25 KB).
import * as z from 'zod/mini'

export const CONTACT_MESSAGE_LIMITS = {
  name: 200,
  // the longest address RFC 5321 lets through
  email: 254,
  subject: 200,
  messageMin: 5,
  messageMax: 5000,
} as const

/**
 * A required text field: trimmed first, so that a value of spaces counts as empty and gets the
 * required message rather than a length message (abort stops the checks after it).
 */
function requiredText(path: string, max: number, min?: number) {
  const required = `${path} is a required field`
  return z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, { error: required, abort: true }),
    ...(min === undefined ? [] : [z.minLength(min, { error: `${path} must be at least ${min} characters` })]),
    z.maxLength(max, { error: `${path} must be at most ${max} characters` }),
  )
}

export const contactMessageSchema = z.object({
  name: requiredText('name', CONTACT_MESSAGE_LIMITS.name),
  email: requiredText('email', CONTACT_MESSAGE_LIMITS.email),
  subject: requiredText('subject', CONTACT_MESSAGE_LIMITS.subject),
  message: requiredText('message', CONTACT_MESSAGE_LIMITS.messageMax, CONTACT_MESSAGE_LIMITS.messageMin),
})

export type ContactMessageInput = z.infer<typeof contactMessageSchema>
