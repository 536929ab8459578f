// The contact form's spam trap: a field no person sees (display: none hides it from sight,
// from assistive technology and from browsers' autofill), which form-filling robots fill in.
// Browser-safe: the page renders the field, honeypot.server.ts checks it.

/** Named like a field a robot is keen to fill. */
export const HONEYPOT_FIELD = 'website'
