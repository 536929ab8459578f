// Why a new password is refused, in the page's language and in words that help to choose a
// better one (the checks: password-strength.server.ts).
import type { I18n } from '@lingui/core'
import { authMessages } from '~/content/auth'
import { DEFAULT_LANGUAGE } from '~/i18n/languages'
import { passwordWeakness } from './password-strength.server'

/**
 * Why this new password is refused; null when it is good. `userInputs`: the person's e-mail
 * address and the organisation's name. zxcvbn's own warning is English: other languages leave
 * it out and keep the two sentences around it.
 */
export async function weakPasswordMessage(i18n: I18n, password: string, userInputs: string[]): Promise<string | null> {
  const weakness = await passwordWeakness(password, userInputs)
  if (!weakness) return null
  const messages = authMessages(i18n)
  if (weakness.reason === 'common') return messages.passwordCommon
  const why = weakness.warning && i18n.locale === DEFAULT_LANGUAGE ? ` ${weakness.warning}` : ''
  return `${messages.passwordWeak}${why} ${messages.passwordAdvice}`
}
