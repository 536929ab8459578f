// Text in any of the site's four scripts on a PDF page (pdf-lib): Latin, Gurmukhi, Devanagari
// and Urdu, mixed on one line if need be. Each script is written in its own Noto font, embedded
// as a subset of the letters used. fontkit shapes each run of one script (Devanagari and
// Gurmukhi conjuncts and vowel signs, Urdu's joined letters); the Unicode bidirectional
// algorithm (bidi-js) puts the runs of a right-to-left line in the order they are seen, so that
// an Urdu address keeps its house number the right way round. A line in Gurmukhi or Devanagari,
// whose vowel signs are drawn before or above the letters they follow, carries its words as
// /ActualText, so that copying it from a PDF reader (or pdftotext) gives the words typed, not
// the glyphs in drawing order. Right-to-left text needs none: readers put it back in reading
// order themselves (and would turn an /ActualText round).
import { createHash } from 'node:crypto'
import 'regenerator-runtime/runtime.js' // @pdf-lib/fontkit's Indic and Arabic shapers expect it
import fontkit from '@pdf-lib/fontkit'
import bidiFactory from 'bidi-js'
import { PDFHexString, PDFName, PDFOperator, type Color, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib'
import { fontBytes, FONT_NAMES, FONT_SCRIPTS, scriptOf, type FontScript, type FontWeight } from './fonts.server'

const bidi = bidiFactory()

type Shaper = { hasGlyphForCodePoint(code: number): boolean }
const shapers = new Map<string, Shaper>()

/** fontkit's reading of a font, to ask which characters it has (kept: the files never change). */
function shaper(script: FontScript, weight: FontWeight): Shaper {
  const key = `${script}-${weight}`
  let font = shapers.get(key)
  if (!font) {
    font = fontkit.create(fontBytes(script, weight)) as unknown as Shaper
    shapers.set(key, font)
  }
  return font
}

/** The scripts a text needs besides Latin (which every document has, for its labels). */
export function scriptsIn(text: string): FontScript[] {
  const found = new Set<FontScript>(['latin'])
  for (const char of text) {
    const script = scriptOf(char)
    if (script) found.add(script)
  }
  return FONT_SCRIPTS.filter((script) => found.has(script))
}

/** Six capitals from a name (PDF's mark of a subset font: ABCDEF+NotoSans-Bold). */
function subsetTag(name: string): string {
  const digest = createHash('sha256').update(name).digest()
  return Array.from(digest.subarray(0, 6), (byte) => String.fromCharCode(65 + (byte % 26))).join('')
}

type Piece = { text: string; font: PDFFont; charByChar: boolean }

/** Writes and measures text in one weight, with a font for each script the document needs. */
export class Typeface {
  private constructor(
    private readonly fonts: Partial<Record<FontScript, PDFFont>>,
    private readonly weight: FontWeight,
  ) {}

  /** Embeds the fonts of these scripts in the document (subsets: only the letters drawn are kept). */
  static async embed(doc: PDFDocument, weight: FontWeight, scripts: FontScript[], use = 'text'): Promise<Typeface> {
    doc.registerFontkit(fontkit)
    const fonts: Partial<Record<FontScript, PDFFont>> = {}
    for (const script of scripts) {
      // named as PDF names a subset, with a tag of six capitals; the same for the same use, so that the same receipt gives the same bytes
      const tag = subsetTag(`${use}-${script}-${weight}`)
      fonts[script] = await doc.embedFont(fontBytes(script, weight), { subset: true, customName: `${tag}+${FONT_NAMES[script][weight]}` })
    }
    return new Typeface(fonts, weight)
  }

  /** The font of each character: its script's; spaces, digits and marks stay in the script they stand in when its font has them. */
  private scriptsOf(text: string): FontScript[] {
    const out: FontScript[] = []
    let previous: FontScript = 'latin'
    for (let i = 0; i < text.length; i++) {
      const own = scriptOf(text[i])
      const script: FontScript = own ?? (previous !== 'latin' && shaper(previous, this.weight).hasGlyphForCodePoint(text.charCodeAt(i)) ? previous : 'latin')
      if (!this.fonts[script]) throw new Error(`No ${script} font was embedded for ${JSON.stringify(text)}`)
      out.push(script)
      previous = script
    }
    return out
  }

  /** The line as drawn from left to right: runs of one font and one direction, in visual order. */
  private pieces(typed: string): Piece[] {
    // a character its font lacks (a joiner between Latin letters, a line separator) is drawn as nothing rather than a box
    const fonts = this.scriptsOf(typed)
    const text = Array.from(typed)
      .filter((char, index) => shaper(fonts[index], this.weight).hasGlyphForCodePoint(char.codePointAt(0)!))
      .join('')
    const scripts = this.scriptsOf(text)
    const embedding = bidi.getEmbeddingLevels(text)
    const { levels } = embedding
    // runs of one font and one level, in reading order
    const runOf: number[] = []
    const runs: { start: number; end: number; script: FontScript; level: number }[] = []
    for (let i = 0; i < text.length; i++) {
      const last = runs[runs.length - 1]
      if (last && last.script === scripts[i] && last.level === levels[i]) last.end = i + 1
      else runs.push({ start: i, end: i + 1, script: scripts[i], level: levels[i] })
      runOf.push(runs.length - 1)
    }
    // the characters in visual order, then the runs in the order they are met
    const order = Array.from(text, (_, i) => i)
    for (const [start, end] of bidi.getReorderSegments(text, embedding)) order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse())
    const visual: number[] = []
    for (const index of order) if (visual[visual.length - 1] !== runOf[index]) visual.push(runOf[index])
    return visual.map((id) => {
      const run = runs[id]
      const font = this.fonts[run.script]!
      const logical = text.slice(run.start, run.end)
      const rtl = run.level % 2 === 1
      // fontkit orders Arabic-script glyphs right to left by itself and everything else left to right
      if (rtl === (run.script === 'arabic')) return { text: logical, font, charByChar: false }
      // Arabic-Indic digits read left to right: one at a time, so that fontkit does not turn them round
      if (!rtl) return { text: logical, font, charByChar: true }
      // spaces and punctuation inside right-to-left text: turned round, brackets mirrored
      const mirrored = Array.from(logical, (char) => bidi.getMirroredCharacter(char) ?? char)
      return { text: mirrored.reverse().join(''), font, charByChar: false }
    })
  }

  width(text: string, size: number): number {
    let width = 0
    for (const piece of this.pieces(text)) {
      for (const part of piece.charByChar ? Array.from(piece.text) : [piece.text]) width += piece.font.widthOfTextAtSize(part, size)
    }
    return width
  }

  draw(page: PDFPage, text: string, { x, y, size, color }: { x: number; y: number; size: number; color: Color }) {
    const pieces = this.pieces(text)
    // what a reader copies: the words as typed, where the glyphs are not drawn in that order
    const reordered = /[\u0900-\u097f\u0a00-\u0a7f\ua8e0-\ua8ff]/.test(text)
    if (reordered) page.pushOperators(PDFOperator.of('BDC' as never, [PDFName.of('Span'), page.doc.context.obj({ ActualText: PDFHexString.fromText(text) }) as never]))
    let at = x
    for (const piece of pieces) {
      for (const part of piece.charByChar ? Array.from(piece.text) : [piece.text]) {
        page.drawText(part, { x: at, y, size, font: piece.font, color })
        at += piece.font.widthOfTextAtSize(part, size)
      }
    }
    if (reordered) page.pushOperators(PDFOperator.of('EMC' as never))
  }
}
