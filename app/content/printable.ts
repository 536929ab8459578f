// Which letters an official receipt can print (issue 36, item 2). Browser-safe and without
// dependencies: the donation form, the back office's forms and the receipt all ask it.
// The receipt prints with the site's Noto fonts (app/utils/fonts.server.ts): Latin letters
// (accented ones too), Gurmukhi, Devanagari and Urdu (Arabic script). A name in another script
// would print as empty boxes, so it is refused where it is typed, with the message saying which
// letters work: on the donation form as on the back office's. Each range is one the fonts cover
// (app/utils/receipt-pdf.server.test.ts checks every letter of them).
export const PRINTABLE_RANGES: [number, number][] = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0x24f], // Latin-1, Latin Extended-A and -B
  [0x1e00, 0x1eff], // Latin Extended Additional (Vietnamese, transliteration)
  [0x2010, 0x2027], // dashes, quotation marks, bullets, ellipsis
  [0x2030, 0x205e], // per mille, primes, guillemets
  [0x20ac, 0x20ac], // euro
  [0x200c, 0x200d], // the joiners Indic and Urdu spelling use
  [0x0900, 0x097f], // Devanagari (Hindi)
  [0x0a00, 0x0a7f], // Gurmukhi (Punjabi)
  [0x0600, 0x061c], // Arabic, with the letters Urdu adds (U+061D, new in 2021, is in no font here)
  [0x061e, 0x06ff],
  [0x0750, 0x077f], // Arabic Supplement
]

const PRINTABLE = new RegExp(`^[\\r\\n\\t${PRINTABLE_RANGES.map(([from, to]) => `\\u{${from.toString(16)}}-\\u{${to.toString(16)}}`).join('')}]*$`, 'u')

/** True when a receipt can print this text as it is. */
export function isPrintable(text: string): boolean {
  return PRINTABLE.test(text)
}
