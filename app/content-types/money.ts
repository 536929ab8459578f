// Amounts of money in Canadian dollars, as staff type them ('$1,250.50') and as the back office
// shows them ('$1,250.50'; '1250.50' in an edit form and a CSV file), stored in cents: the
// machinery's 'money' field kind. Browser-safe (the form checks with money() as staff type).
import { z } from 'zod'

/** The largest amount staff can record: far above any gift, well inside a 32-bit count of cents. */
export const MAX_AMOUNT_CENTS = 100_000_000

export const MONEY_MESSAGES = {
  invalid: 'Enter the amount in dollars, such as 25.00, or leave it empty',
  negative: 'The amount cannot be negative',
  zero: 'Enter an amount above 0, or leave it empty',
  tooLarge: 'The amount can be at most $1,000,000.00',
} as const

// 25, 25.5, 25.00, 1250.00, 1,250.00; a leading $ is allowed as people type it
const AMOUNT_PATTERN = /^(\d{1,12}|\d{1,3}(,\d{3}){1,3})(\.\d{1,2})?$/

/** Cents from what staff typed ('$1,250.5' -> 125050), or the message saying what is wrong. */
export function parseAmount(text: string): { cents: number } | { error: string } {
  const typed = text.trim().replace(/^\$\s*/, '')
  if (typed.startsWith('-')) return { error: MONEY_MESSAGES.negative }
  if (!AMOUNT_PATTERN.test(typed)) return { error: MONEY_MESSAGES.invalid }
  const [dollars, fraction = ''] = typed.replaceAll(',', '').split('.')
  const cents = Number(dollars) * 100 + Number(fraction.padEnd(2, '0'))
  if (cents === 0) return { error: MONEY_MESSAGES.zero }
  if (cents > MAX_AMOUNT_CENTS) return { error: MONEY_MESSAGES.tooLarge }
  return { cents }
}

/** An optional amount: empty is null (not known yet), anything else cents or its message. */
export function money() {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return null
      const parsed = parseAmount(value)
      if ('error' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.error })
        return z.NEVER
      }
      return parsed.cents
    })
}

/** The amount as an edit form and a CSV file show it: 125050 -> '1250.50'. */
export function amountInputValue(cents: number | null): string {
  return cents === null ? '' : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}
