// The year's receipts and gifts in kind (issue 36, item 2). "Issue the year's receipts" is
// refused before the year is over, with the day it opens; after, it first shows the list (donor,
// gifts, total) and issues only what staff confirmed; a run cut half-way, started again, and two
// runs at once never give the same gifts two receipts. A gift in kind records what CRA asks of a
// non-cash gift's receipt (CRA, "Issuing complete and accurate donation receipts": the day it
// was received, a brief description of the property, the appraiser's name and address if it was
// appraised, and its fair market value in place of the amount of the gift); its receipt shows
// them and no cash gift's amount line.
import { and, count, eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../../../database/db.server'
import { donationReceipts, paymentRecords, receiptPayments } from '../../../../database/schema'
import { useTestDatabase } from '../../../../database/test-database'
import { issueAnnualReceipts, issueReceipt } from '~/content-types/donation-receipt.server'
import { todayInEdmonton } from '~/utils/edmonton-day.server'
import { adminCookie, call } from '../../../../tests/support/admin-test-helpers'
import { clearReceiptTables, pdfText, receivedPayment, saveSignedReceiptSettings } from '../../../../tests/support/receipt-test-helpers'
import { action as paymentsAction } from '../payments/list'
import { action as issueMany } from './issue'

useTestDatabase()

let cookie = ''
beforeAll(async () => {
  cookie = await adminCookie()
})
beforeEach(async () => {
  await clearReceiptTables()
  await saveSignedReceiptSettings()
})

const BY = 'treasurer@example.org'
const THIS_YEAR = Number(todayInEdmonton().slice(0, 4))
const LAST_YEAR = THIS_YEAR - 1
const post = (fields: Record<string, string>) => call(issueMany, '/admin/receipts/issue', { cookie, body: new URLSearchParams(fields) })
const liveLinks = async () => (await db().select({ n: count() }).from(receiptPayments).where(eq(receiptPayments.live, true)))[0].n

/** Gifts of `year` from `donors` donors, two each. */
async function gifts(year: number, donors: number) {
  for (let i = 0; i < donors; i++) {
    for (const [day, cents] of [[`${year}-02-1${i % 10}`, 2000 + i], [`${year}-09-0${(i % 9) + 1}`, 3000]] as const) {
      await receivedPayment({ email: `donor${i}@example.org`, name: `Donor ${String(i).padStart(2, '0')}`, receivedOn: day, amountCents: cents })
    }
  }
}

describe("Issue the year's receipts", () => {
  it('is refused before the year is over, saying the day it opens', async () => {
    await gifts(THIS_YEAR, 1)
    const refused = await post({ kind: 'annual', year: String(THIS_YEAR) })
    expect(refused.status).toBe(400)
    expect(refused.data.errors).toEqual({ year: `The receipts of ${THIS_YEAR} can be issued from 1 January ${THIS_YEAR + 1}, once the year is over.` })
    // forged with a fingerprint: refused the same way, by the model too
    expect(await issueAnnualReceipts(THIS_YEAR, BY)).toEqual({ notYet: `${THIS_YEAR + 1}-01-01` })
    expect(await db().select().from(donationReceipts)).toEqual([])
  })

  it('first shows each donor with their gifts and total, issues nothing, then issues exactly what was confirmed', async () => {
    await gifts(LAST_YEAR, 2)
    await receivedPayment({ email: '', name: 'Posted Donor', address: '9 Elm St\nEdmonton, AB T5J 0A9', receivedOn: `${LAST_YEAR}-05-05`, amountCents: 10000 })
    const shown = await post({ kind: 'annual', year: String(LAST_YEAR) })
    expect(shown.status).toBe(200)
    expect(shown.data.plan).toMatchObject({
      year: LAST_YEAR,
      leftForStaff: 0,
      donors: [
        { name: 'Donor 00', email: 'donor0@example.org', gifts: [`10 February ${LAST_YEAR}: $20.00`, `1 September ${LAST_YEAR}: $30.00`], total: '$50.00' },
        { name: 'Donor 01', email: 'donor1@example.org', gifts: [`11 February ${LAST_YEAR}: $20.01`, `2 September ${LAST_YEAR}: $30.00`], total: '$50.01' },
        // no e-mail: a donor of their own by name and address, to be printed and posted
        { name: 'Posted Donor', email: '', gifts: [`5 May ${LAST_YEAR}: $100.00`], total: '$100.00' },
      ],
    })
    expect(await db().select().from(donationReceipts)).toEqual([])

    // a gift recorded while the list was open: nothing issued, the new list to confirm again
    await receivedPayment({ email: 'donor0@example.org', name: 'Donor 00', receivedOn: `${LAST_YEAR}-12-31`, amountCents: 500 })
    const changed = await post({ kind: 'annual', year: String(LAST_YEAR), fingerprint: shown.data.plan.fingerprint })
    expect(changed.status).toBe(409)
    expect(changed.data.plan.donors[0].total).toBe('$55.00')
    expect(await db().select().from(donationReceipts)).toEqual([])

    const done = await post({ kind: 'annual', year: String(LAST_YEAR), fingerprint: changed.data.plan.fingerprint })
    expect(done.flash?.message).toMatch(/^3 receipts issued \(\d{4}-00001 to \d{4}-00003\)\.$/)
    const receipts = await db().select().from(donationReceipts).orderBy(donationReceipts.number)
    expect(receipts.map((receipt) => [receipt.donorName, receipt.amountCents])).toEqual([
      ['Donor 00', 5500],
      ['Donor 01', 5001],
      ['Posted Donor', 10000],
    ])
  })

  it('cut half-way, then started again, gives every donor one receipt and no gift two', async () => {
    await gifts(LAST_YEAR, 8)
    const now = new Date(`${THIS_YEAR}-01-05T18:00:00Z`)
    // the request stops (the browser closed, the server went down) once two receipts are issued
    const cut = new AbortController()
    const watch = setInterval(async () => {
      const [{ n }] = await db().select({ n: count() }).from(donationReceipts)
      if (n >= 2) cut.abort()
    }, 5)
    const first = await issueAnnualReceipts(LAST_YEAR, BY, { now, signal: cut.signal })
    clearInterval(watch)
    expect(first).toMatchObject({ cut: true })
    const partly = (first as { issued: string[] }).issued.length
    expect(partly).toBeGreaterThanOrEqual(2)
    expect(partly).toBeLessThan(8)
    // started again, twice at once
    const [again, meanwhile] = await Promise.all([issueAnnualReceipts(LAST_YEAR, BY, { now }), issueAnnualReceipts(LAST_YEAR, BY, { now })])
    const issued = [...(first as { issued: string[] }).issued, ...(again as { issued: string[] }).issued, ...(meanwhile as { issued: string[] }).issued]
    expect(new Set(issued).size).toBe(8)
    expect(await db().select().from(donationReceipts)).toHaveLength(8)
    // each of the 16 gifts in exactly one receipt, and each donor's two in the same one
    expect(await liveLinks()).toBe(16)
    const payments = await db().select().from(paymentRecords)
    for (let i = 0; i < 8; i++) {
      const mine = payments.filter((payment) => payment.email === `donor${i}@example.org`)
      expect(new Set(mine.map((payment) => payment.receiptSerial)).size).toBe(1)
    }
    expect(await issueAnnualReceipts(LAST_YEAR, BY, { now })).toEqual({ issued: [], leftForStaff: 0 })
  })
})

describe('a gift in kind', () => {
  const inKind = {
    name: 'Asha Patel',
    email: 'asha@example.org',
    address: '12 Jasper Ave NW\nEdmonton, AB T5J 1N5',
    giftKind: 'in-kind',
    propertyDescription: 'Dell laptop, 2024, in working order',
    amount: '1,200.00',
    appraiserName: 'Prairie Appraisals Ltd.',
    appraiserAddress: '400 101 Street NW\nEdmonton, AB T5J 2Z2',
    status: 'received',
    receivedOn: `${LAST_YEAR}-06-15`,
  }
  const add = (fields: Record<string, string>) => call(paymentsAction, '/admin/payments?add=1', { cookie, body: new URLSearchParams(fields) })

  it('records the property, its fair market value and its appraiser, with no payment method to choose', async () => {
    const refused = await add({ ...inKind, propertyDescription: '', appraiserAddress: '' })
    expect(refused.status).toBe(400)
    expect(refused.fieldErrors).toEqual({
      propertyDescription: ['Describe the property given, as its receipt must: such as "Dell laptop, 2024, in working order".'],
      appraiserAddress: ["Give the appraiser's name and address, or neither if the property was not appraised."],
    })
    expect((await add(inKind)).flash?.message).toBe('Payment saved')
    const [row] = await db().select().from(paymentRecords)
    expect(row).toMatchObject({ giftKind: 'in-kind', propertyDescription: inKind.propertyDescription, amountCents: 120000, appraiserName: 'Prairie Appraisals Ltd.', paymentMethod: 'other' })
  })

  it('gets a receipt with the day, the description, the fair market value and the appraiser, and no cash gift’s amount line', async () => {
    await add(inKind)
    const [row] = await db().select().from(paymentRecords)
    const outcome = await issueReceipt(row.id, { donorName: row.name, donorAddress: row.address, advantageCents: 0, advantageDescription: '' }, BY)
    if (!outcome.ok) throw new Error(outcome.reason)
    const text = await pdfText(outcome.receipt.pdf)
    for (const element of [
      `Date gift received 15 June ${LAST_YEAR}`,
      'Description of property Dell laptop, 2024, in working order',
      'Fair market value of property $1,200.00',
      'Appraised by Prairie Appraisals Ltd. 400 101 Street NW Edmonton, AB T5J 2Z2',
      'Eligible amount of gift $1,200.00',
    ]) {
      expect(text).toContain(element)
    }
    expect(text).not.toContain('Total amount of gift')
    expect(outcome.receipt).toMatchObject({ propertyDescription: inKind.propertyDescription, appraiserName: inKind.appraiserName, appraiserAddress: inKind.appraiserAddress })
    // not appraised: no appraiser line
    await add({ ...inKind, email: 'small@example.org', propertyDescription: 'Twelve winter coats', amount: '240', appraiserName: '', appraiserAddress: '' })
    const [small] = await db().select().from(paymentRecords).where(and(eq(paymentRecords.email, 'small@example.org')))
    const second = await issueReceipt(small.id, { donorName: small.name, donorAddress: small.address, advantageCents: 0, advantageDescription: '' }, BY)
    if (!second.ok) throw new Error(second.reason)
    const smallText = await pdfText(second.receipt.pdf)
    expect(smallText).toContain('Fair market value of property $240.00')
    expect(smallText).not.toContain('Appraised by')
  })

  it('is left out of the year’s receipts: it has a receipt of its own', async () => {
    await add(inKind)
    await receivedPayment({ email: 'asha@example.org', name: 'Asha Patel', receivedOn: `${LAST_YEAR}-03-03`, amountCents: 4000 })
    const shown = await post({ kind: 'annual', year: String(LAST_YEAR) })
    expect(shown.data.plan).toMatchObject({ leftForStaff: 1, donors: [{ name: 'Asha Patel', total: '$40.00' }] })
  })
})
