// Official donation receipts from end to end (issue 15): the admin names who signs receipts
// (with a real picture of the signature); a visitor pledges on the website without a postal
// address; staff mark the gift received, and "Issue receipt" asks for the address before it
// issues; the donor's e-mail arrives at the test SMTP server with the PDF attached; the PDF
// downloaded from the Receipts screen holds the donor and the amounts, and its first page is
// drawn to a PNG kept with the test's results for a person to look at; then the receipt is
// cancelled and replaced. axe checks each new screen.
import fs from 'node:fs'
import sharp from 'sharp'
import { extractText, getDocumentProxy, renderPageAsImage } from 'unpdf'
import { ADMIN, logIn } from './accounts'
import { expect, test } from './fixtures'
import { waitForMail } from './mailbox'

async function pdfText(bytes: Uint8Array) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })
  return text.replace(/\s+/g, ' ')
}

// pdf.js draws with ArrayBuffer.prototype.transferToFixedLength, which Node has from 21 on; on
// Node 20 a copy of the buffer does the same for this drawing
const buffers = ArrayBuffer.prototype as unknown as Record<string, unknown>
if (!buffers.transferToFixedLength) {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    value(this: ArrayBuffer, length?: number) {
      return this.slice(0, length ?? this.byteLength)
    },
  })
}

/** The PDF's first page drawn by pdf.js at twice its size, as a PNG. */
async function firstPagePng(bytes: Uint8Array): Promise<Buffer> {
  const drawn = await renderPageAsImage(new Uint8Array(bytes), 1, { canvasImport: () => import('@napi-rs/canvas'), scale: 2 })
  // pdf.js leaves the page transparent where nothing is drawn: laid on white, as on paper
  return sharp(Buffer.from(drawn)).flatten({ background: '#ffffff' }).png().toBuffer()
}

test('a website pledge without an address becomes a receipted gift, e-mailed with its PDF, then cancelled and replaced', async ({ page, axe }, testInfo) => {
  const id = `${Date.now()}-${process.pid}`
  const donor = { name: `Receipt Donor ${id}`, email: `receipt.${id}@example.org` }

  await logIn(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/admin$/)

  // who signs receipts: a picture of the signature, as a scan would be
  await page.getByRole('navigation').getByRole('link', { name: 'Receipts' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Receipts' })).toBeVisible()
  await page.getByRole('link', { name: 'Receipt settings' }).click()
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="420" height="120"><rect width="420" height="120" fill="#fff"/><path d="M20 90 C 80 10, 120 10, 170 80 S 260 100, 400 30" stroke="#1e3a8a" stroke-width="5" fill="none"/></svg>'
  await page.getByLabel('Place of issue').fill('Edmonton, Alberta')
  await page.getByLabel('Name of the person who signs receipts').fill('Harjit Dhillon')
  await page.getByLabel('Their title').fill('Treasurer')
  await page.getByLabel('Their signature').setInputFiles({ name: 'signature.png', mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() })
  await page.getByRole('radio', { name: /A receipt for each gift/ }).check()
  expect(await axe()).toEqual([])
  await page.getByRole('button', { name: 'Save receipt settings' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Receipt settings saved.' })).toBeVisible()

  // a visitor pledges by QR, leaving the address out; the page says when the receipt comes
  await page.goto('/donation')
  await expect(page.getByText(/we e-mail you an official receipt for income tax purposes, as a PDF/)).toBeVisible()
  await page.getByLabel('Name', { exact: true }).fill(donor.name)
  await page.getByLabel('Email', { exact: true }).fill(donor.email)
  await page.getByRole('radio', { name: 'QR code' }).check()
  await page.getByRole('radio', { name: '$50' }).check()
  await page.getByRole('button', { name: 'Donate' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()

  // the money arrives: Mark received
  await page.goto(`/admin/payments?q=${encodeURIComponent(donor.name)}`)
  const row = page.getByRole('row').filter({ hasText: donor.name })
  await row.getByRole('link', { name: /^Mark received/ }).click()
  await page.getByLabel('Amount (CAD)').fill('40.00')
  // without an address the receipt cannot come with the thank-you: the page says what to do instead
  await expect(page.getByText(/This pledge has no postal address, which an official receipt must show/)).toBeVisible()
  await expect(page.getByLabel('Issue the official receipt now')).toHaveCount(0)
  await page.getByRole('button', { name: 'Mark received' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Payment marked received' })).toBeVisible()

  // Issue receipt asks for the postal address the pledge lacks, and keeps what was typed
  await page.goto(`/admin/payments?q=${encodeURIComponent(donor.name)}`)
  await row.getByRole('link', { name: /^Issue receipt/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Issue receipt' })).toBeVisible()
  await page.getByLabel("Donor's full name").fill(`${donor.name} Sandhu`)
  await page.getByRole('button', { name: 'Issue receipt' }).click()
  const address = page.getByLabel("Donor's postal address")
  await expect(address).toHaveAccessibleDescription(/Enter the donor's full postal address, as the receipt must show it\./)
  await expect(page.getByLabel("Donor's full name")).toHaveValue(`${donor.name} Sandhu`)
  expect(await axe()).toEqual([])
  await address.fill('12 Jasper Ave NW\nEdmonton, AB T5J 1N5')
  await page.getByRole('button', { name: 'Issue receipt' }).click()
  const issued = page.getByRole('alert').filter({ hasText: /Receipt No\. \d{4}-\d{5} issued and sent to / })
  await expect(issued).toBeVisible()
  const serial = (await issued.textContent())!.match(/\d{4}-\d{5}/)![0]

  // the donor's e-mail, with the PDF attached
  const mail = await waitForMail(donor.email, (m) => m.subject === 'Your official donation receipt')
  expect(mail.text).toContain(`No. ${serial}, for an eligible amount of $40.00.`)
  expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([[`receipt-${serial}.pdf`, 'application/pdf']])
  const attached = Buffer.from(mail.attachments[0].base64, 'base64')

  // the Receipts screen lists it; its PDF is the one that was sent
  await page.goto('/admin/receipts')
  const receiptRow = page.getByRole('row').filter({ hasText: serial })
  await expect(receiptRow).toContainText(`${donor.name} Sandhu`)
  await expect(receiptRow).toContainText('$40.00')
  expect(await axe()).toEqual([])
  const [download] = await Promise.all([page.waitForEvent('download'), receiptRow.getByRole('link', { name: `PDF of receipt ${serial}` }).click()])
  const pdf = fs.readFileSync(await download.path())
  expect(pdf.equals(attached)).toBe(true)
  const text = await pdfText(pdf)
  for (const element of [
    'Official receipt for income tax purposes',
    `Receipt No. ${serial}`,
    `Donor ${donor.name} Sandhu 12 Jasper Ave NW Edmonton, AB T5J 1N5`,
    'Total amount of gift $40.00',
    'Eligible amount of gift $40.00',
    'Place of issue Edmonton, Alberta',
    'Authorised signature Harjit Dhillon Treasurer',
    'Canada Revenue Agency: canada.ca/charities-giving',
  ]) {
    expect(text).toContain(element)
  }
  // its first page, for a person to look at in the test's results
  const png = await firstPagePng(pdf)
  fs.writeFileSync(testInfo.outputPath('receipt-page-1.png'), png)
  await testInfo.attach('receipt-page-1', { body: png, contentType: 'image/png' })
  expect((await sharp(png).stats()).channels[0].min).toBeLessThan(100) // ink on the page, not a blank

  // a wrong receipt is cancelled and replaced, never edited
  await receiptRow.getByRole('link', { name: `Cancel receipt ${serial}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Cancel receipt No. ${serial}` })).toBeVisible()
  await page.getByLabel('Why is it cancelled?').fill('Postal code was wrong')
  await page.getByLabel("Donor's postal address on the replacement").fill('12 Jasper Ave NW\nEdmonton, AB T5J 1N6')
  expect(await axe()).toEqual([])
  await page.getByRole('button', { name: 'Cancel receipt' }).click()
  const replaced = page.getByRole('alert').filter({ hasText: /Receipt cancelled\. Receipt No\. \d{4}-\d{5} replaces it/ })
  await expect(replaced).toBeVisible()
  const newSerial = (await replaced.textContent())!.match(/\d{4}-\d{5}/)![0]
  // the first cell is the serial alone on the old row; the new row's adds "Replaces ..."
  await expect(page.getByRole('row').filter({ has: page.getByRole('cell', { name: serial, exact: true }) })).toContainText('Cancelled')
  await expect(page.getByRole('row').filter({ hasText: newSerial })).toContainText(`Replaces ${serial}`)
  const replacement = await waitForMail(donor.email, (m) => m.attachments.some((file) => file.filename === `receipt-${newSerial}.pdf`))
  expect(await pdfText(Buffer.from(replacement.attachments[0].base64, 'base64'))).toContain(`This receipt cancels and replaces receipt No. ${serial}.`)
})

test('a receipted payment is locked until its receipt is cancelled from it; the new receipt, for a donor in Gurmukhi, replaces the old one', async ({ page, axe }, testInfo) => {
  const id = `${Date.now()}-${process.pid}`
  const donor = `ਗੁਰਪ੍ਰੀਤ ਕੌਰ ${id}`
  await logIn(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/admin$/)
  // who signs receipts (the other test may have done it already: saved again, the same)
  await page.goto('/admin/receipts/settings')
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="420" height="120"><rect width="420" height="120" fill="#fff"/><path d="M20 90 C 80 10, 120 10, 170 80 S 260 100, 400 30" stroke="#1e3a8a" stroke-width="5" fill="none"/></svg>'
  await page.getByLabel('Name of the person who signs receipts').fill('Harjit Dhillon')
  await page.getByLabel('Their title').fill('Treasurer')
  await page.getByLabel('Their signature').setInputFiles({ name: 'signature.png', mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() })
  await page.getByRole('radio', { name: /A receipt for each gift/ }).check()
  await page.getByRole('button', { name: 'Save receipt settings' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Receipt settings saved.' })).toBeVisible()

  // a cheque recorded by hand, for a donor whose name is in Gurmukhi, with no e-mail address
  await page.goto(`/admin/payments?add=1&q=${encodeURIComponent(id)}`)
  const add = page.getByRole('dialog', { name: 'Add Payment' })
  await add.getByLabel('Name', { exact: true }).fill(donor)
  await add.getByLabel('Address', { exact: true }).fill('ਮਕਾਨ 12, ਸ੍ਰੀ ਗੁਰੂ ਨਾਨਕ ਮਾਰਗ\nEdmonton, AB T6K 2A1')
  await add.getByRole('radio', { name: 'Cheque' }).check()
  await add.getByLabel('Amount (CAD)').fill('250')
  await add.getByLabel('Status').selectOption({ label: 'Received' })
  await add.getByRole('button', { name: 'Save' }).click()
  await expect(add).toBeHidden()
  const row = page.getByRole('row').filter({ hasText: donor })
  await row.getByRole('link', { name: /^Issue receipt/ }).click()
  await expect(page.getByText('The donor has no e-mail address: download the PDF from the Receipts page, print it and post it.')).toBeVisible()
  await page.getByRole('button', { name: 'Issue receipt' }).click()
  const issued = page.getByRole('alert').filter({ hasText: /Receipt No\. \d{4}-\d{5} issued\. The donor has no e-mail address/ })
  await expect(issued).toBeVisible()
  const serial = (await issued.textContent())!.match(/\d{4}-\d{5}/)![0]

  // the edit form shows what the receipt shows, locked, and the way to change it
  await page.goto(`/admin/payments?q=${encodeURIComponent(id)}`)
  await row.getByRole('link', { name: `Edit ${donor}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Payment' })
  await expect(edit.getByRole('note')).toContainText(`Official receipt No. ${serial} was issued for this payment`)
  await expect(edit.getByLabel('Amount (CAD)')).toHaveAttribute('readonly', '')
  await expect(edit.getByLabel('Name', { exact: true })).toHaveValue(donor)
  expect(await axe()).toEqual([])
  await page.screenshot({ path: testInfo.outputPath('payment-locked.png') })
  await edit.getByRole('link', { name: 'Cancel and replace the receipt' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Cancel receipt No. ${serial}` })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'No replacement now: correct the payment first' })).toBeChecked()
  await page.getByLabel('Why is it cancelled?').fill('The cheque was for $205')
  expect(await axe()).toEqual([])
  await page.getByRole('button', { name: 'Cancel receipt' }).click()

  // back on the payment, unlocked
  const again = page.getByRole('dialog', { name: 'Edit Payment' })
  await expect(again.getByRole('note')).toHaveCount(0)
  await again.getByLabel('Amount (CAD)').fill('205')
  await again.getByRole('button', { name: 'Save' }).click()
  await expect(again).toBeHidden()
  await row.getByRole('link', { name: /^Issue receipt/ }).click()
  await expect(page.getByText(`It will say that it cancels and replaces receipt No. ${serial}`)).toBeVisible()
  await page.getByRole('button', { name: 'Issue receipt' }).click()
  const replaced = page.getByRole('alert').filter({ hasText: /Receipt No\. \d{4}-\d{5} issued\./ })
  await expect(replaced).toBeVisible()
  const newSerial = (await replaced.textContent())!.match(/\d{4}-\d{5}/)![0]

  // its PDF: the Gurmukhi name drawn, the amount corrected, the old receipt named
  await page.goto('/admin/receipts')
  const receiptRow = page.getByRole('row').filter({ hasText: newSerial })
  const [download] = await Promise.all([page.waitForEvent('download'), receiptRow.getByRole('link', { name: `PDF of receipt ${newSerial}` }).click()])
  const pdf = fs.readFileSync(await download.path())
  const text = await pdfText(pdf)
  expect(text).toContain(`This receipt cancels and replaces receipt No. ${serial}.`)
  expect(text).toContain('Total amount of gift $205.00')
  const png = await firstPagePng(pdf)
  fs.writeFileSync(testInfo.outputPath('receipt-gurmukhi.png'), png)
  await testInfo.attach('receipt-gurmukhi', { body: png, contentType: 'image/png' })
})
