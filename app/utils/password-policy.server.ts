// Common passwords are refused (NIST SP 800-63B): zxcvbn-ts's list of about 30,000.
import { dictionary } from '@zxcvbn-ts/language-common'

const common = new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()))

export const COMMON_PASSWORD_MESSAGE = 'This password is too common and easy to guess. Please choose another.'

export function isCommonPassword(password: string) {
  return common.has(password.toLowerCase())
}
