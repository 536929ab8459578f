// The event registration form's rules (issue 38), checked by the server action (the page loads
// no React: decision 039). Messages in the page's language, whole sentences for translators.
import type { I18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import * as z from 'zod/mini'
import { LANGUAGES, type Language } from '~/i18n/languages'
import { isOneEmailAddress } from '~/utils/email-address'

export const REGISTRATION_LIMITS = { name: 200, email: 254, phone: 40, note: 1000 } as const

export function registrationSchema(i18n: I18n, maxPartySize: number) {
  const { name, email, phone, note } = REGISTRATION_LIMITS
  const optionalText = (max: number, tooLong: string) =>
    z.optional(z.string().check(z.trim(), z.maxLength(max, { error: tooLong })))
  return z.object({
    name: z.string({ error: t(i18n)`Enter your name` }).check(
      z.trim(),
      z.minLength(1, { error: t(i18n)`Enter your name`, abort: true }),
      z.maxLength(name, { error: t(i18n)`Your name can be at most ${{ max: name }} characters` }),
    ),
    email: z.string({ error: t(i18n)`Enter your e-mail address` }).check(
      z.trim(),
      z.minLength(1, { error: t(i18n)`Enter your e-mail address`, abort: true }),
      z.maxLength(email, { error: t(i18n)`Enter one e-mail address, such as name@example.com` }),
      z.refine(isOneEmailAddress, { error: t(i18n)`Enter one e-mail address, such as name@example.com` }),
    ),
    phone: optionalText(phone, t(i18n)`A phone number can be at most ${{ max: phone }} characters`).check(
      z.refine((value) => !value || /^[0-9+()\-.\s]{7,}$/.test(value), { error: t(i18n)`Enter a phone number with digits only, or leave it empty` }),
    ),
    partySize: z.coerce.number({ error: t(i18n)`Choose how many people are coming` }).check(
      z.refine(Number.isInteger, { error: t(i18n)`Choose how many people are coming` }),
      z.gte(1, { error: t(i18n)`Choose how many people are coming` }),
      z.lte(maxPartySize, { error: t(i18n)`At most ${{ max: maxPartySize }} people can come on one registration` }),
    ),
    language: z.enum(LANGUAGES as unknown as [Language, ...Language[]], { error: t(i18n)`Choose a language` }),
    note: optionalText(note, t(i18n)`This can be at most ${{ max: note }} characters`),
    consent: z.literal('on', { error: t(i18n)`Tick the box so that we may e-mail you about this event` }),
  })
}

export type RegistrationFormInput = z.infer<ReturnType<typeof registrationSchema>>

/**
 * Where registration stands for visitors: 'none' (not offered), 'open' with the places left (null:
 * no limit), 'waiting-list' (full, the waiting list open), 'full', 'closed' (past its closing
 * time), or 'cancelled' (the event is).
 */
export type RegistrationState =
  | { state: 'none' }
  | { state: 'open'; placesLeft: number | null; maxPartySize: number; question: string | null; closesAt: Date }
  | { state: 'waiting-list'; maxPartySize: number; question: string | null; closesAt: Date }
  | { state: 'full' | 'closed' | 'cancelled' }

