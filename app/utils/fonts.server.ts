// The Noto fonts the site ships (SIL Open Font License, public/fonts/OFL.txt): Latin, Gurmukhi
// (Punjabi), Devanagari (Hindi) and Naskh Arabic (Urdu), regular and bold. They live in
// public/fonts/ so that the same files serve two uses: the server embeds them in PDFs (official
// receipts) and the web pages can load them from /fonts/ (issue 39). Read once, then kept.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const FONT_SCRIPTS = ['latin', 'gurmukhi', 'devanagari', 'arabic'] as const
export type FontScript = (typeof FONT_SCRIPTS)[number]
export type FontWeight = 'regular' | 'bold'

const FILES: Record<FontScript, Record<FontWeight, string>> = {
  latin: { regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  gurmukhi: { regular: 'NotoSansGurmukhi-Regular.ttf', bold: 'NotoSansGurmukhi-Bold.ttf' },
  devanagari: { regular: 'NotoSansDevanagari-Regular.ttf', bold: 'NotoSansDevanagari-Bold.ttf' },
  // Naskh rather than Nastaliq for Urdu: Nastaliq's letters are placed by the font's positioning
  // tables, which a PDF drawn from advance widths alone cannot follow; Naskh reads well without
  arabic: { regular: 'NotoNaskhArabic-Regular.ttf', bold: 'NotoNaskhArabic-Bold.ttf' },
}

/** Each font's PostScript name, as a PDF names it. */
export const FONT_NAMES: Record<FontScript, Record<FontWeight, string>> = {
  latin: { regular: 'NotoSans-Regular', bold: 'NotoSans-Bold' },
  gurmukhi: { regular: 'NotoSansGurmukhi-Regular', bold: 'NotoSansGurmukhi-Bold' },
  devanagari: { regular: 'NotoSansDevanagari-Regular', bold: 'NotoSansDevanagari-Bold' },
  arabic: { regular: 'NotoNaskhArabic-Regular', bold: 'NotoNaskhArabic-Bold' },
}

/** public/fonts/, found from wherever this module runs (the source tree, or the build inside it). */
function fontsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const candidate = path.join(dir, 'public', 'fonts')
    if (fs.existsSync(path.join(candidate, FILES.latin.regular))) return candidate
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error('The public/fonts/ folder was not found')
    dir = parent
  }
}

const cache = new Map<string, Uint8Array>()

/** The bytes of one font file. */
export function fontBytes(script: FontScript, weight: FontWeight): Uint8Array {
  const name = FILES[script][weight]
  let bytes = cache.get(name)
  if (!bytes) {
    bytes = new Uint8Array(fs.readFileSync(path.join(fontsFolder(), name)))
    cache.set(name, bytes)
  }
  return bytes
}

/** Which of the fonts writes this character: its script's, or the Latin one for everything else (spaces, digits, punctuation). */
export function scriptOf(char: string): FontScript | null {
  const code = char.codePointAt(0)!
  if (code >= 0x0a00 && code <= 0x0a7f) return 'gurmukhi'
  if ((code >= 0x0900 && code <= 0x097f) || (code >= 0xa8e0 && code <= 0xa8ff)) return 'devanagari'
  if ((code >= 0x0600 && code <= 0x06ff) || (code >= 0x0750 && code <= 0x077f) || (code >= 0xfb50 && code <= 0xfdff) || (code >= 0xfe70 && code <= 0xfeff)) return 'arabic'
  return null
}
