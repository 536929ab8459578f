// A receipt for a gift pledged on a Punjabi page (issue 39 item 1, decision 078): CRA's wording
// stays in English with the heading's Punjabi line under it; the donor's name and address print
// in Gurmukhi (read back with poppler's pdftotext, the fonts seen embedded as subsets with
// pdffonts); the e-mail it travels in, read from a real SMTP server, is in Punjabi. A gift
// pledged in English gets no second line.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../database/test-database'
import { clearReceiptTables, receivedPayment, saveSignedReceiptSettings } from '../../tests/support/receipt-test-helpers'
import { useMailDelivery } from '../../tests/support/smtp-test-server'
import { issueReceipt } from './donation-receipt.server'

useTestDatabase()
const delivery = useMailDelivery()

const NOW = new Date('2026-11-24T18:00:00Z')
const DONOR = { donorName: 'ਗੁਰਪ੍ਰੀਤ ਕੌਰ ਸੰਧੂ', donorAddress: 'ਮਕਾਨ 12, ਸ੍ਰੀ ਗੁਰੂ ਨਾਨਕ ਮਾਰਗ\nEdmonton, AB T6K 2A1', advantageCents: 0, advantageDescription: '' }

beforeEach(async () => {
  await delivery.deliver()
  await clearReceiptTables()
  await saveSignedReceiptSettings()
  delivery.smtp.received.length = 0
})

const popplerText = (pdf: Uint8Array) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: Buffer.from(pdf), encoding: 'utf8' }).replace(/\s+/g, ' ')
/** The first page drawn to a PNG in test-results/, for a person to look at. */
function drawn(pdf: Uint8Array, name: string) {
  const folder = path.resolve('test-results', 'receipt-language')
  fs.mkdirSync(folder, { recursive: true })
  fs.writeFileSync(path.join(folder, `${name}.pdf`), pdf)
  execFileSync('pdftoppm', ['-png', '-r', '110', '-f', '1', '-l', '1', '-singlefile', path.join(folder, `${name}.pdf`), path.join(folder, name)])
}
const popplerFonts = (pdf: Uint8Array) => execFileSync('pdffonts', ['-'], { input: Buffer.from(pdf), encoding: 'utf8' }).split('\n').slice(2).filter(Boolean)

describe('a receipt in the donor’s language', () => {
  it('keeps CRA’s English, adds the heading in Punjabi, prints the Gurmukhi name in an embedded subset, and is e-mailed in Punjabi', async () => {
    const payment = await receivedPayment({ name: DONOR.donorName, address: DONOR.donorAddress, email: 'gurpreet@example.org', amountCents: 12500, language: 'pa' })
    const outcome = await issueReceipt(payment.id, DONOR, 'treasurer@example.org', NOW)
    if (!outcome.ok) throw new Error(`not issued: ${outcome.reason}`)
    drawn(outcome.receipt.pdf, 'punjabi')
    const text = popplerText(outcome.receipt.pdf)
    expect(text).toContain('Official receipt for income tax purposes')
    expect(text).toContain('ਆਮਦਨ ਕਰ ਲਈ ਅਧਿਕਾਰਤ ਰਸੀਦ')
    expect(text).toContain('ਗੁਰਪ੍ਰੀਤ ਕੌਰ ਸੰਧੂ')
    expect(text).toContain('ਮਕਾਨ 12, ਸ੍ਰੀ ਗੁਰੂ ਨਾਨਕ ਮਾਰਗ')
    expect(text).toContain('Eligible amount of gift $125.00')
    const gurmukhi = popplerFonts(outcome.receipt.pdf).filter((font) => /^[A-Z]{6}\+NotoSansGurmukhi/.test(font))
    expect(gurmukhi.length).toBeGreaterThan(0)
    // pdffonts' columns: name type encoding emb sub uni
    for (const font of gurmukhi) expect(font.split(/\s+/).slice(-5, -2)).toEqual(['yes', 'yes', 'yes'])

    await delivery.deliver()
    const [mail] = await delivery.smtp.waitFor(1)
    expect(mail.envelopeTo).toEqual(['gurpreet@example.org'])
    expect(mail.subject).toBe('ਤੁਹਾਡੀ ਅਧਿਕਾਰਤ ਦਾਨ ਰਸੀਦ')
    expect(mail.text).toContain('ਕਿਰਪਾ ਕਰਕੇ ਇਸ ਨੂੰ ਆਪਣੇ ਟੈਕਸ ਰਿਕਾਰਡ ਨਾਲ ਰੱਖੋ')
    expect(String(mail.html)).toMatch(/<html[^>]*lang="pa"/)
    expect(mail.attachments.map((file) => file.contentType)).toEqual(['application/pdf'])
  })

  it('has no second heading line for a gift pledged in English', async () => {
    const payment = await receivedPayment({ amountCents: 5000 })
    const outcome = await issueReceipt(payment.id, { ...DONOR, donorName: 'Manpreet Gill', donorAddress: '55 Whyte Ave NW\nEdmonton, AB T6E 1Z9' }, 'treasurer@example.org', NOW)
    if (!outcome.ok) throw new Error(`not issued: ${outcome.reason}`)
    const text = popplerText(outcome.receipt.pdf)
    expect(text).toContain('Official receipt for income tax purposes Receipt No.')
    expect(text).not.toMatch(/[\u0A00-\u0A7F]/)
    await delivery.deliver()
    const [mail] = await delivery.smtp.waitFor(1)
    expect(mail.subject).toBe('Your official donation receipt')
  })
})
