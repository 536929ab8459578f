// A website pledge's reference (issue 36, item 4): what the donor writes in an e-Transfer's
// message so that staff can match the money to the pledge. Short enough to type on a phone, yet
// random over 31^6 (about 887 million) codes, so that one reference tells nothing of another's
// and trying them in turn finds nothing; every reference ever given is kept in
// pledge_references, even after its pledge is deleted, so that none is ever given twice.
import { randomInt } from 'node:crypto'
import type { Transaction } from '../../database/connection.server'
import { pledgeReferences } from '../../database/schema'

/** Digits and capitals a person cannot mistake for one another: no 0/O, 1/I/L. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
const LENGTH = 6

/** The charity's initials, as the reference begins: 'Sahara Mental Health Society' -> 'SMHS'; 'GIFT' when its name gives none. */
export function referencePrefix(organisationName: string): string {
  const initials = organisationName
    .split(/[\s-]+/)
    .map((word) => word[0] ?? '')
    .filter((letter) => /[A-Za-z]/.test(letter))
    .join('')
    .toUpperCase()
    .slice(0, 5)
  return initials.length >= 2 ? initials : 'GIFT'
}

/** The shape of a reference, as a search box may be given one. */
export const REFERENCE_PATTERN = /^[A-Z]{2,5}-[2-9A-HJKMNP-Z]{6}$/

/** A new reference, recorded as given in the caller's transaction (it comes back if that fails). */
export async function newPledgeReference(tx: Transaction, prefix: string): Promise<string> {
  for (;;) {
    const code = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
    const reference = `${prefix}-${code}`
    // taken already (once in hundreds of millions): another one
    const [kept] = await tx.insert(pledgeReferences).values({ reference }).onConflictDoNothing().returning({ reference: pledgeReferences.reference })
    if (kept) return reference
  }
}
