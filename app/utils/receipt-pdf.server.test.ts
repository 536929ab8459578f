// A receipt for a donor whose name and address are written in Gurmukhi, Devanagari or Urdu
// (issue 36, item 2): the words come back from the PDF as typed (read with poppler's pdftotext,
// which follows the PDF's /ActualText, and with pdf.js for the Latin lines), the fonts are
// embedded as subsets, and every page is drawn to a PNG kept in test-results/ for a person to
// look at. The shaping itself is checked on the drawing: a conjunct is one glyph, narrower than
// its letters side by side, and Urdu's joined letters are narrower than their isolated forms.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { pdfText, signaturePng } from '../../tests/support/receipt-test-helpers'
import { isPrintable, PRINTABLE_RANGES } from '~/content/printable'
import { fontBytes, FONT_SCRIPTS, scriptOf } from './fonts.server'
import { scriptsIn, Typeface } from './pdf-text.server'
import { renderReceiptPdf, type ReceiptContent } from './receipt-pdf.server'

const GURMUKHI = { name: 'ਗੁਰਪ੍ਰੀਤ ਕੌਰ ਸੰਧੂ', address: 'ਮਕਾਨ 12, ਸ੍ਰੀ ਗੁਰੂ ਨਾਨਕ ਮਾਰਗ\nEdmonton, AB T6K 2A1' }
const DEVANAGARI = { name: 'प्रिया क्षत्रिय शर्मा', address: 'श्री कृष्ण निवास, 45 द्वारका रोड\nEdmonton, AB T5J 0A1' }
const URDU = { name: 'محمد عمران خان', address: 'گلی نمبر 12، مکان ۳۴\nEdmonton, AB T6E 1Z9' }

async function content(donor: { name: string; address: string }): Promise<ReceiptContent> {
  return {
    charity: { name: 'Sahara Mental Health Society', addressLines: ['10010 106 Street NW', 'Edmonton, AB T5J 3L8'], registrationNumber: '79238 1865 RR0001', email: 'info@example.org', phone: '780-555-0100' },
    serial: '2026-00007',
    kind: 'gift',
    donorName: donor.name,
    donorAddressLines: donor.address.split('\n'),
    received: '2 March 2026',
    gifts: [],
    amount: '$125.00',
    advantage: '$0.00',
    advantageDescription: 'None',
    eligibleAmount: '$125.00',
    issuedOn: '24 November 2026',
    placeOfIssue: 'Edmonton, Alberta',
    replacesSerial: null,
    signatoryName: 'Harjit Dhillon',
    signatoryTitle: 'Treasurer',
    signaturePng: await signaturePng(),
    inKind: null,
  }
}

/** What poppler's pdftotext reads (it follows /ActualText), on one line. */
function popplerText(bytes: Uint8Array): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'receipt-')), 'receipt.pdf')
  fs.writeFileSync(file, bytes)
  // without the marks poppler adds around right-to-left text
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[\u202a-\u202e]/g, '').replace(/\s+/g, ' ')
}

/** The page drawn by poppler, kept with the test results for a person to look at. */
function drawn(bytes: Uint8Array, name: string): string {
  const folder = path.resolve('test-results', 'receipt-scripts')
  fs.mkdirSync(folder, { recursive: true })
  const pdf = path.join(folder, `${name}.pdf`)
  fs.writeFileSync(pdf, bytes)
  execFileSync('pdftoppm', ['-png', '-r', '110', '-f', '1', '-l', '1', '-singlefile', pdf, path.join(folder, name)])
  return path.join(folder, `${name}.png`)
}

describe('a receipt in the donor’s own script', () => {
  it.each([
    ['Gurmukhi', GURMUKHI],
    ['Devanagari', DEVANAGARI],
    ['Urdu', URDU],
  ])('prints a name and address in %s as typed, in embedded subset fonts', async (script, donor) => {
    expect(isPrintable(donor.name) && isPrintable(donor.address)).toBe(true)
    const bytes = await renderReceiptPdf(await content(donor), new Date('2026-11-24T18:00:00Z'))
    // Gurmukhi and Devanagari as poppler reads them (it follows /ActualText, pdf.js does not);
    // Urdu as pdf.js reads it (poppler muddles a right-to-left line with a number in it)
    const read = script === 'Urdu' ? await pdfText(bytes) : popplerText(bytes)
    expect(read).toContain(donor.name)
    for (const line of donor.address.split('\n')) expect(read).toContain(line)
    // the Latin lines are still read by pdf.js as before
    const latin = await pdfText(bytes)
    expect(latin).toContain('Receipt No. 2026-00007')
    expect(latin).toContain('Eligible amount of gift $125.00')
    // every font is embedded, and only as a subset (a six-letter tag before its name)
    const fonts = execFileSync('pdffonts', ['-'], { input: Buffer.from(bytes), encoding: 'utf8' }).split('\n').slice(2).filter(Boolean)
    expect(fonts.length).toBeGreaterThanOrEqual(3)
    for (const font of fonts) expect(font).toMatch(/^[A-Z]{6}\+\S+\s.*\byes\s+yes\b/)
    expect(fonts.join('\n')).toContain(script === 'Urdu' ? 'NotoNaskhArabic' : `NotoSans${script}`)
    expect(fs.statSync(drawn(bytes, script.toLowerCase())).size).toBeGreaterThan(10_000)
  })

  it('refuses scripts it has no font for, so that no receipt prints empty boxes', () => {
    expect(isPrintable('王小明')).toBe(false)
    expect(isPrintable('Ünal Öztürk, Łódź')).toBe(true)
  })
})

describe('shaping', () => {
  async function widths(script: 'gurmukhi' | 'devanagari' | 'arabic', shaped: string, apart: string) {
    const doc = await PDFDocument.create()
    const face = await Typeface.embed(doc, 'regular', scriptsIn(shaped))
    return [face.width(shaped, 20), face.width(apart, 20)]
  }

  it('joins Devanagari and Gurmukhi conjuncts into one glyph', async () => {
    // क्ष (k + virama + ss) is one conjunct, narrower than क् and ष drawn apart (a zero-width non-joiner keeps them apart)
    const [conjunct, apart] = await widths('devanagari', 'क्ष', 'क्\u200cष')
    expect(conjunct).toBeLessThan(apart * 0.8)
    // ਪ੍ਰ: the ra goes under the pa, taking no width of its own
    const [subjoined, full] = await widths('gurmukhi', 'ਪ੍ਰ', 'ਪਰ')
    expect(subjoined).toBeLessThan(full * 0.8)
  })

  it('joins Urdu letters and writes them right to left, digits left to right', async () => {
    const [joined, isolated] = await widths('arabic', 'محمد', 'م ح م د'.replaceAll(' ', '\u200c'))
    expect(joined).toBeLessThan(isolated)
    const doc = await PDFDocument.create()
    const face = await Typeface.embed(doc, 'regular', ['latin', 'arabic'])
    const page = doc.addPage([400, 100])
    face.draw(page, 'نمبر ۱۲', { x: 10, y: 50, size: 20, color: rgb(0, 0, 0) })
    // poppler reads the digits in their order, after the word
    expect(popplerText(await doc.save()).trim()).toBe('نمبر ۱۲')
  })

  it('has a glyph, in both weights, for every letter, digit and sign the receipt accepts', () => {
    const missing: string[] = []
    for (const weight of ['regular', 'bold'] as const) {
      const fonts = Object.fromEntries(FONT_SCRIPTS.map((script) => [script, fontkit.create(fontBytes(script, weight))]))
      for (const [from, to] of PRINTABLE_RANGES) {
        for (let code = from; code <= to; code++) {
          const char = String.fromCodePoint(code)
          if (!/[\p{L}\p{M}\p{N}\p{P}\p{S}]/u.test(char)) continue
          if (!fonts[scriptOf(char) ?? 'latin'].hasGlyphForCodePoint(code)) missing.push(`${weight} U+${code.toString(16).toUpperCase()}`)
        }
      }
    }
    expect(missing).toEqual([])
  })
})
