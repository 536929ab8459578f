// Amounts in Canadian dollars as people read them, on screens and in e-mails.
const CAD = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' })

/** 2500 -> '$25.00'; '' when no amount was recorded. Called by loaders (decision 005's rule for dates applies alike). */
export function formatAmount(cents: number | null): string {
  return cents === null ? '' : CAD.format(cents / 100)
}
