// The Privacy screen's form (issue 7, item 9): the e-mail address whose data staff look up,
// export or erase. Browser-safe: the browser checks with the same schema before sending.
import { z } from 'zod'
import type { StaffRole } from './permissions'

export const PRIVACY_MESSAGES = {
  emailRequired: 'Enter the e-mail address to look up.',
  emailInvalid: 'Enter a whole e-mail address, such as name@example.org.',
} as const

/** What erasing writes over a kept donation record's name, e-mail and address (decision 011). */
export const ERASED_MARKER = 'Erased on request'

// Deliberately loose: the contact form never checked the format of what visitors typed, so an
// address stored as 'asha@localhost' must still be found. This only catches what cannot be an
// address at all (no @, spaces, nothing on one side).
const LOOSE_EMAIL = /^[^\s@]+@[^\s@]+$/

export const privacyLookupSchema = z.object({
  email: z
    .string({ error: PRIVACY_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: PRIVACY_MESSAGES.emailRequired, abort: true })
    .max(254, { error: PRIVACY_MESSAGES.emailInvalid })
    .regex(LOOSE_EMAIL, { error: PRIVACY_MESSAGES.emailInvalid }),
})

export type PrivacyLookup = z.infer<typeof privacyLookupSchema>

/** Why an erasure is refused, as the Privacy screen says it (the account stays, nothing changes). */
export const ERASURE_REFUSALS = {
  'own-account': 'This is your own account, so you cannot erase it here. Another Administrator can do it for you.',
  'last-admin': 'This is the only Administrator’s account, so it cannot be erased. Make another account an Administrator first.',
} as const

export type ErasureRefusal = keyof typeof ERASURE_REFUSALS

/** How much the site holds about one address, per kind (models/personal-data.server.ts). */
export type PersonalDataSummary = {
  contactMessages: number
  /** Donation records with money received: kept for receipts, anonymised on erasure. */
  receiptRecords: number
  /** Official receipts issued to the address: kept as issued, as CRA requires, whatever is erased. */
  officialReceipts: number
  /** Every other donation record (pledged, cancelled, no amount): deleted on erasure. */
  otherPaymentRecords: number
  account: { roles: StaffRole[]; sessions: number } | null
  /** Published content that names this address: shown and exported, changed only on its own screen. */
  testimonials: number
  teamMembers: number
  /** Event registrations (issue 38): exported, and deleted when erased. */
  eventRegistrations: number
  /** Why erasing would be refused (it is checked again when erasing). */
  refusal: ErasureRefusal | null
}

/** True when the summary holds nothing at all. */
export function isEmptySummary(summary: PersonalDataSummary): boolean {
  return (
    summary.contactMessages + summary.receiptRecords + summary.otherPaymentRecords + summary.testimonials + summary.teamMembers + summary.eventRegistrations === 0 &&
    summary.account === null
  )
}

/** Erasing would change something (published content is left to its own screens) and is allowed. */
export function canErase(summary: PersonalDataSummary): boolean {
  const erasable = summary.account !== null || summary.contactMessages + summary.receiptRecords + summary.otherPaymentRecords + summary.eventRegistrations > 0
  return erasable && summary.refusal === null
}
