// The official donation receipt as a PDF (issue 15, decision 023), with every element CRA asks
// of a receipt for a cash gift (Income Tax Regulations s. 3501; CRA's "Issuing complete and
// accurate donation receipts"). Drawn with pdf-lib in the site's Noto fonts, embedded as subsets,
// so that a name or address in Gurmukhi, Devanagari or Urdu prints as typed (pdf-text.server.ts);
// no form fields, so nothing can be typed into it. The bytes made here are stored as issued; a copy or a cancelled receipt
// is the stored bytes with a mark drawn over them, never a new drawing.
import { degrees, PDFDocument, rgb, StandardFonts, type PDFPage } from 'pdf-lib'
import { scriptsIn, Typeface } from './pdf-text.server'

export type ReceiptCharity = {
  name: string
  addressLines: string[]
  registrationNumber: string
  email: string
  phone: string
}

export type ReceiptGift = { receivedOn: string; amount: string }

export type ReceiptContent = {
  charity: ReceiptCharity
  serial: string
  /** The heading in the donor's language, printed under the English one (which CRA's wording keeps); null for English (decision 078). */
  titleInLanguage?: string | null
  kind: 'gift' | 'annual'
  donorName: string
  donorAddressLines: string[]
  /** '3 March 2026'; for an annual receipt, the year: '2026' */
  received: string
  /** the gifts an annual receipt covers, oldest first */
  gifts: ReceiptGift[]
  amount: string
  advantage: string
  advantageDescription: string
  eligibleAmount: string
  issuedOn: string
  placeOfIssue: string
  replacesSerial: string | null
  signatoryName: string
  signatoryTitle: string
  signaturePng: Uint8Array
  /**
   * A gift of property rather than money (CRA's non-cash gift, a gift in kind): a brief
   * description of it, and the appraiser's name and address when it was appraised ('' when not).
   * Its amount is then the property's fair market value, and the receipt says so.
   */
  inKind: { description: string; appraiserName: string; appraiserAddressLines: string[] } | null
}

export const RECEIPT_TITLE = 'Official receipt for income tax purposes'
export const CRA_LINE = 'Canada Revenue Agency: canada.ca/charities-giving'

const PAGE: [number, number] = [612, 792] // US Letter, as Canadian offices print
const MARGIN = 56
const INK = rgb(0.1, 0.12, 0.16)
const MUTED = rgb(0.33, 0.36, 0.42)
const RULE = rgb(0.75, 0.77, 0.8)

type Pen = { page: PDFPage; y: number; regular: Typeface; bold: Typeface; doc: PDFDocument }

function line(pen: Pen, text: string, { size = 10.5, bold = false, color = INK, x = MARGIN, gap = 4 } = {}) {
  if (pen.y < MARGIN + 40) newPage(pen)
  const face = bold ? pen.bold : pen.regular
  face.draw(pen.page, text, { x, y: pen.y - size, size, color })
  pen.y -= size + gap
}

function newPage(pen: Pen) {
  pen.page = pen.doc.addPage(PAGE)
  pen.y = PAGE[1] - MARGIN
}

/** Words wrapped to the width, for the donor's address and the advantage's description. */
function wrap(font: Typeface, text: string, size: number, width: number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split(/\r?\n/)) {
    let current = ''
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = current ? `${current} ${word}` : word
      if (current && font.width(next, size) > width) {
        lines.push(current)
        current = word
      } else current = next
    }
    if (current) lines.push(current)
  }
  return lines
}

/** A label on the left and its value (one line or more) beside it. */
function row(pen: Pen, label: string, values: string[], { bold = false } = {}) {
  const size = 10.5
  const valueX = MARGIN + 190
  const width = PAGE[0] - MARGIN - valueX
  const lines = values.flatMap((value) => wrap(pen.regular, value, size, width))
  if (pen.y - lines.length * (size + 4) < MARGIN + 40) newPage(pen)
  pen.bold.draw(pen.page, label, { x: MARGIN, y: pen.y - size, size, color: MUTED })
  const face = bold ? pen.bold : pen.regular
  for (const text of lines.length ? lines : ['']) {
    face.draw(pen.page, text, { x: valueX, y: pen.y - size, size, color: INK })
    pen.y -= size + 4
  }
  pen.y -= 4
}

function rule(pen: Pen) {
  pen.y -= 6
  pen.page.drawLine({ start: { x: MARGIN, y: pen.y }, end: { x: PAGE[0] - MARGIN, y: pen.y }, thickness: 0.75, color: RULE })
  pen.y -= 12
}

/** The receipt as issued. `issuedAt` fixes the file's own dates, so that the same content gives the same bytes. */
export async function renderReceiptPdf(content: ReceiptContent, issuedAt: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(`${RECEIPT_TITLE} No. ${content.serial}`)
  doc.setAuthor(content.charity.name)
  doc.setSubject(`Donation receipt ${content.serial}`)
  doc.setCreator(content.charity.name)
  doc.setProducer(content.charity.name)
  doc.setCreationDate(issuedAt)
  doc.setModificationDate(issuedAt)
  // only the scripts the receipt holds are embedded
  const scripts = scriptsIn(JSON.stringify({ ...content, signaturePng: null }))
  const [regular, bold] = await Promise.all([Typeface.embed(doc, 'regular', scripts), Typeface.embed(doc, 'bold', scripts)])
  const pen: Pen = { doc, page: doc.addPage(PAGE), y: PAGE[1] - MARGIN, regular, bold }
  const { charity } = content

  line(pen, charity.name, { size: 16, bold: true, gap: 6 })
  for (const text of charity.addressLines) line(pen, text, { color: MUTED })
  line(pen, [charity.phone, charity.email].filter(Boolean).join('  ·  '), { color: MUTED })
  line(pen, `Charity registration number: ${charity.registrationNumber}`, { color: MUTED })
  rule(pen)

  line(pen, RECEIPT_TITLE, { size: 15, bold: true, gap: 6 })
  if (content.titleInLanguage) line(pen, content.titleInLanguage, { size: 12, color: MUTED, gap: 8 })
  line(pen, `Receipt No. ${content.serial}`, { size: 12, bold: true, gap: 6 })
  if (content.replacesSerial) line(pen, `This receipt cancels and replaces receipt No. ${content.replacesSerial}.`, { bold: true, gap: 6 })
  pen.y -= 6

  row(pen, 'Donor', [content.donorName, ...content.donorAddressLines])
  row(pen, content.kind === 'annual' ? 'Year gifts were received' : 'Date gift received', [content.received])
  if (content.inKind) {
    row(pen, 'Description of property', [content.inKind.description])
    row(pen, 'Fair market value of property', [content.amount])
    if (content.inKind.appraiserName) row(pen, 'Appraised by', [content.inKind.appraiserName, ...content.inKind.appraiserAddressLines])
  } else row(pen, 'Total amount of gift', [content.amount])
  row(pen, 'Value of advantage', [content.advantage, ...(content.advantageDescription ? [content.advantageDescription] : [])])
  row(pen, 'Eligible amount of gift', [content.eligibleAmount], { bold: true })
  row(pen, 'Date of issue', [content.issuedOn])
  row(pen, 'Place of issue', [content.placeOfIssue])

  if (content.kind === 'annual' && content.gifts.length > 0) {
    pen.y -= 4
    line(pen, 'Gifts included in this receipt', { bold: true, gap: 6 })
    for (const gift of content.gifts) line(pen, `${gift.receivedOn}    ${gift.amount}`, { x: MARGIN + 12 })
  }

  rule(pen)
  if (pen.y < MARGIN + 150) newPage(pen)
  const signature = await doc.embedPng(content.signaturePng)
  const scaled = signature.scaleToFit(200, 60)
  pen.page.drawImage(signature, { x: MARGIN, y: pen.y - scaled.height, width: scaled.width, height: scaled.height })
  pen.y -= scaled.height + 4
  pen.page.drawLine({ start: { x: MARGIN, y: pen.y }, end: { x: MARGIN + 220, y: pen.y }, thickness: 0.75, color: INK })
  pen.y -= 4
  line(pen, 'Authorised signature', { size: 9, color: MUTED })
  line(pen, content.signatoryName, { bold: true })
  line(pen, content.signatoryTitle)
  pen.y -= 16
  line(pen, CRA_LINE, { size: 10 })
  // no form fields and nothing that runs: saved plainly
  return doc.save({ useObjectStreams: false })
}

export type ReceiptMark = 'COPY' | 'CANCELLED'

/** The stored receipt with a mark across every page ("COPY" for a lost receipt sent again, "CANCELLED"). */
export async function markReceiptPdf(bytes: Uint8Array, mark: ReceiptMark, note: string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  // the note may quote a reason typed in any of the site's scripts
  const noteFace = await Typeface.embed(doc, 'bold', scriptsIn(note), 'mark')
  const color = mark === 'CANCELLED' ? rgb(0.7, 0.1, 0.1) : rgb(0.15, 0.3, 0.6)
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize()
    page.drawText(mark, { x: width / 2 - 150, y: height / 2 - 120, size: 72, font: bold, color, opacity: 0.25, rotate: degrees(40) })
    noteFace.draw(page, `${mark}: ${note}`, { x: MARGIN, y: 28, size: 9, color })
  }
  return doc.save({ useObjectStreams: false })
}
