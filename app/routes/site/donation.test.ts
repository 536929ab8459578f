// The donation form's action and loader, posted to as a browser without JavaScript (or a robot)
// would: the spec's message for every empty required field, a pledged record stored for a good
// one, card sent on to the page staff set (or refused when there is none), QR answered with its
// code and text, the spam trap and the rate limit.
import { count, desc, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeEach, describe, expect, test } from 'vitest'
import { db } from '../../../database/db.server'
import { paymentRecords, pledgeReferences } from '../../../database/schema'
import { useTestDatabase } from '../../../database/test-database'
import { DEFAULT_PAYMENT_SETTINGS, type PaymentSettings } from '~/content/settings'
import { storeImage } from '~/models/media.server'
import { savePaymentSettings, saveReceiptSettings } from '~/models/settings.server'
import { OPERATOR } from '~/models/audit.server'
import { DEFAULT_RECEIPT_SETTINGS } from '~/content/receipts'
import { action, loader } from './donation'

useTestDatabase()

type Fields = Record<string, string>

const VALID: Fields = { name: 'Harjit Sandhu', email: 'harjit@example.org', address: '123 Jasper Ave NW\nEdmonton AB T5J 1N1', paymentMethod: 'qr', amount: '50' }
const CARD_PAGE = 'https://pay.example.test/donate'

let addressCounter = 0
function freshAddress() {
  addressCounter += 1
  return `203.0.113.${addressCounter}`
}

type Outcome = {
  status: number
  location: string | null
  formErrors: string[]
  fieldErrors: Record<string, string[]>
  values: Fields | null
  qr: { image: { src: string; srcSet?: string }; text: string; instructions: string; reference: string; amount: string | null } | undefined
  name: string | undefined
}

async function post(body: Fields, { address = freshAddress() }: { address?: string } = {}): Promise<Outcome> {
  const request = new Request('http://localhost/donation', { method: 'POST', body: new URLSearchParams(body) })
  const result = await action({ request, params: {}, context: { cspNonce: '', clientAddress: address } } as unknown as Parameters<typeof action>[0])
  if (result instanceof Response) {
    return { status: result.status, location: result.headers.get('Location'), formErrors: [], fieldErrors: {}, values: null, qr: undefined, name: undefined }
  }
  const { data, init } = result as unknown as {
    data: { result: { error?: Record<string, string[] | null>; initialValue?: Fields | null }; qr?: Outcome['qr']; name?: string }
    init: { status?: number } | null
  }
  const { '': formErrors, ...fieldErrors } = data.result.error ?? {}
  return {
    status: init?.status ?? 200,
    location: null,
    formErrors: formErrors ?? [],
    fieldErrors: Object.fromEntries(Object.entries(fieldErrors).filter(([, m]) => m)) as Record<string, string[]>,
    values: data.result.initialValue ?? null,
    qr: data.qr,
    name: data.name,
  }
}

async function storedCount() {
  const [row] = await db().select({ n: count() }).from(paymentRecords)
  return row.n
}

async function latest() {
  const [row] = await db().select().from(paymentRecords).orderBy(desc(paymentRecords.id)).limit(1)
  return row
}

function settings(changes: Partial<PaymentSettings>) {
  return savePaymentSettings({ ...DEFAULT_PAYMENT_SETTINGS, ...changes })
}

beforeEach(async () => {
  await settings({})
})

describe('GET /donation', () => {
  test('offers card only once staff have set a card page, and QR while there is a code to show', async () => {
    expect(await loader()).toEqual({ options: { card: false, qr: true }, receiptMode: 'per-gift' })
    await settings({ cardPaymentUrl: CARD_PAGE })
    expect(await loader()).toEqual({ options: { card: true, qr: true }, receiptMode: 'per-gift' })
    await settings({ cardPaymentUrl: CARD_PAGE, qrText: '' })
    expect(await loader()).toEqual({ options: { card: true, qr: false }, receiptMode: 'per-gift' })
  })

  test('says when the receipt comes: per gift, or once a year as the receipt settings choose', async () => {
    await saveReceiptSettings({ ...DEFAULT_RECEIPT_SETTINGS, mode: 'annual' }, OPERATOR)
    expect(await loader()).toMatchObject({ receiptMode: 'annual' })
    await saveReceiptSettings({ ...DEFAULT_RECEIPT_SETTINGS, mode: 'per-gift' }, OPERATOR)
    expect(await loader()).toMatchObject({ receiptMode: 'per-gift' })
  })
})

describe('POST /donation', () => {
  test("an empty form gets 'This field is required!' beside name, e-mail and payment method; the address is optional", async () => {
    const before = await storedCount()
    const outcome = await post({ name: '', email: '', address: '', paymentMethod: '' })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({
      name: ['This field is required!'],
      email: ['This field is required!'],
      paymentMethod: ['This field is required!'],
    })
    expect(await storedCount()).toBe(before)
  })

  test.each(['name', 'email', 'paymentMethod'])('%s alone left empty (or left out) is refused with 400 and the message', async (name) => {
    const before = await storedCount()
    for (const body of [{ ...VALID, [name]: '' }, { ...VALID, [name]: '   ' }, Object.fromEntries(Object.entries(VALID).filter(([key]) => key !== name))]) {
      const outcome = await post(body)
      expect(outcome.status).toBe(400)
      expect(outcome.fieldErrors).toEqual({ [name]: ['This field is required!'] })
    }
    expect(await storedCount()).toBe(before)
  })

  test('what was typed comes back with the errors', async () => {
    const outcome = await post({ ...VALID, email: '' })
    expect(outcome.values).toMatchObject({ name: VALID.name, address: VALID.address, paymentMethod: 'qr' })
  })

  test('an e-mail address that cannot receive a receipt, or an unknown method, is refused', async () => {
    expect((await post({ ...VALID, email: 'harjit at home' })).fieldErrors).toEqual({
      email: ['Please enter your e-mail address as name@example.com, so that your receipt reaches you.'],
    })
    expect((await post({ ...VALID, paymentMethod: 'cheque' })).fieldErrors).toEqual({ paymentMethod: ['This field is required!'] })
    expect((await post({ ...VALID, name: 'n'.repeat(201) })).fieldErrors).toEqual({ name: ['name must be at most 200 characters'] })
  })

  test('a QR donation is stored as pledged, the form is reset, and the answer holds the code, its text and the instructions', async () => {
    const before = await storedCount()
    const outcome = await post({ ...VALID, name: '  Harjit Sandhu ' })
    expect(outcome.status).toBe(200)
    expect(outcome.fieldErrors).toEqual({})
    expect(outcome.values).toBeNull()
    expect(outcome.name).toBe('Harjit Sandhu')
    expect(outcome.qr?.text).toBe(DEFAULT_PAYMENT_SETTINGS.qrText)
    expect(outcome.qr?.instructions).toBe(DEFAULT_PAYMENT_SETTINGS.qrInstructions)
    // a real QR code, drawn on the server as SVG
    const src = outcome.qr!.image.src
    expect(src).toMatch(/^data:image\/svg\+xml;base64,/)
    const svg = Buffer.from(src.split(',')[1], 'base64').toString()
    expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 \d+ \d+"/)
    expect(await storedCount()).toBe(before + 1)
    expect(await latest()).toMatchObject({
      name: 'Harjit Sandhu',
      email: VALID.email,
      address: VALID.address,
      paymentMethod: 'qr',
      status: 'pledged',
      amountCents: null,
      pledgedCents: 5000,
      receivedAt: null,
    })
  })

  test('the address may be left out', async () => {
    const outcome = await post({ name: 'Asha', email: 'asha@example.org', paymentMethod: 'qr', amount: '25' })
    expect(outcome.status).toBe(200)
    expect((await latest()).address).toBe('')
  })

  test('with an uploaded QR picture, the answer shows that picture from the media URLs', async () => {
    const bytes = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#000000' } }).png().toBuffer()
    const picture = await storeImage(new Uint8Array(bytes), { alt: 'QR code' })
    await settings({ qrMode: 'image', qrImageId: picture.id })
    const outcome = await post(VALID)
    expect(outcome.status).toBe(200)
    expect(outcome.qr?.image.src).toBe(`/media/${picture.hash}-400.webp`)
    expect(outcome.qr?.image.srcSet).toContain(`/media/${picture.hash}-160.webp 160w`)
  })

  test('a card donation is stored, then the visitor is sent to the card page staff set', async () => {
    await settings({ cardPaymentUrl: CARD_PAGE })
    const before = await storedCount()
    const outcome = await post({ ...VALID, paymentMethod: 'card' })
    expect(outcome.status).toBe(302)
    expect(outcome.location).toBe(CARD_PAGE)
    expect(await storedCount()).toBe(before + 1)
    expect(await latest()).toMatchObject({ paymentMethod: 'card', status: 'pledged' })
  })

  test('card is refused beside the field, with nothing stored, while no card page is set', async () => {
    const before = await storedCount()
    const outcome = await post({ ...VALID, paymentMethod: 'card' })
    expect(outcome.status).toBe(400)
    expect(outcome.location).toBeNull()
    expect(outcome.fieldErrors).toEqual({
      paymentMethod: ['Paying by card is not available at the moment. Please choose QR code, or try again later.'],
    })
    expect(outcome.values).toMatchObject({ name: VALID.name, paymentMethod: 'card' })
    expect(await storedCount()).toBe(before)
  })

  test('QR is refused the same way when there is no code to show', async () => {
    await settings({ qrText: '' })
    const outcome = await post(VALID)
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({
      paymentMethod: ['Paying by QR code is not available at the moment. Please choose card, or try again later.'],
    })
  })

  test('a filled honeypot is refused with 400 and nothing is stored', async () => {
    const before = await storedCount()
    const outcome = await post({ ...VALID, website: 'https://cheap-pills.example' })
    expect(outcome.status).toBe(400)
    expect(outcome.formErrors).toEqual([
      'Sorry, we could not record your donation. Please try again, or write to us at the e-mail address at the bottom of this page.',
    ])
    expect(outcome.values).toMatchObject({ name: VALID.name })
    expect(await storedCount()).toBe(before)
    expect((await post({ ...VALID, website: '' })).status).toBe(200)
  })

  test('a sixth donation within the hour from one address gets 429 and a kind message; what was typed is kept', async () => {
    const address = freshAddress()
    // mistakes do not count
    for (let i = 0; i < 3; i++) expect((await post({ ...VALID, name: '' }, { address })).status).toBe(400)
    for (let i = 0; i < 5; i++) expect((await post({ ...VALID, name: `Donor ${i}` }, { address })).status).toBe(200)
    const before = await storedCount()
    const sixth = await post({ ...VALID, name: 'Donor 6' }, { address })
    expect(sixth.status).toBe(429)
    expect(sixth.formErrors[0]).toMatch(/only 5 donations an hour/)
    expect(sixth.values).toMatchObject({ name: 'Donor 6', email: VALID.email })
    expect(await storedCount()).toBe(before)
    expect((await post(VALID, { address: freshAddress() })).status).toBe(200)
  })

  test('20 donations sent at once from one address store exactly 5', async () => {
    const address = freshAddress()
    const before = await storedCount()
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => post({ ...VALID, name: `Burst ${i}` }, { address })))
    expect(outcomes.filter((o) => o.status === 200)).toHaveLength(5)
    expect(outcomes.filter((o) => o.status === 429)).toHaveLength(15)
    expect(await storedCount()).toBe(before + 5)
  })

  test('the same donation sent twice (a double click without JavaScript) is one pledge; both answers show the code (decision 036)', async () => {
    const before = await storedCount()
    const same: Fields = { ...VALID, name: 'Sent Twice' }
    const [first, second] = [await post(same), await post({ ...same, email: 'HARJIT@example.org' })]
    expect([first.status, second.status]).toEqual([200, 200])
    expect(second.qr?.text).toBe(first.qr?.text)
    expect(await storedCount()).toBe(before + 1)
    const burst = await Promise.all(Array.from({ length: 8 }, () => post({ ...VALID, name: 'Sent Eight Times' })))
    expect(burst.every((outcome) => outcome.status === 200)).toBe(true)
    expect(await storedCount()).toBe(before + 2)
    // by card this time: another pledge, and the card page
    await settings({ cardPaymentUrl: CARD_PAGE })
    const card = await post({ ...same, paymentMethod: 'card' })
    expect([card.status, card.location]).toEqual([302, CARD_PAGE])
    expect(await storedCount()).toBe(before + 3)
  })

  test('the same pledge sent twice shows the same reference and amount both times', async () => {
    const same: Fields = { ...VALID, name: 'Twice With Reference' }
    const [first, second] = [await post(same), await post(same)]
    expect(second.qr?.reference).toBe(first.qr?.reference)
    expect(second.qr?.amount).toBe('$50.00')
    // another amount is another pledge, with its own reference
    const third = await post({ ...same, amount: '100' })
    expect([third.qr?.amount, third.qr?.reference === first.qr?.reference]).toEqual(['$100.00', false])
  })

  test('a body that is not a form gets 400; one that is too large gets 413, before it is read whole', async () => {
    const json = await action({
      request: new Request('http://localhost/donation', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(VALID) }),
      params: {},
      context: { cspNonce: '', clientAddress: freshAddress() },
    } as unknown as Parameters<typeof action>[0])
    expect((json as unknown as { init: { status: number } }).init.status).toBe(400)
    const large = await post({ ...VALID, address: 'a'.repeat(100 * 1024) })
    expect(large.status).toBe(413)
    expect(large.formErrors[0]).toMatch(/too long for us to receive/)
  })
})

describe('the amount and the reference of a pledge (issue 36, item 4)', () => {
  test('takes a suggested amount or another one; needs one for QR, not for card', async () => {
    expect((await post({ ...VALID, name: 'Amount One', amount: '100' })).qr?.amount).toBe('$100.00')
    expect((await latest()).pledgedCents).toBe(10000)
    expect((await post({ ...VALID, name: 'Amount Two', amount: 'other', otherAmount: '$40.50' })).qr?.amount).toBe('$40.50')
    expect((await latest()).pledgedCents).toBe(4050)
    const before = await storedCount()
    const none = await post({ ...VALID, amount: '' })
    expect([none.status, none.fieldErrors]).toEqual([400, { amount: ['Please choose an amount, or type your own under Other amount.'] }])
    const wrong = await post({ ...VALID, amount: 'other', otherAmount: 'forty' })
    expect(wrong.fieldErrors).toEqual({ otherAmount: ['Please type the amount in dollars, such as 40 or 40.50 (at most 100000).'] })
    expect(wrong.values).toMatchObject({ amount: 'other', otherAmount: 'forty', name: VALID.name })
    expect((await post({ ...VALID, amount: 'other', otherAmount: '' })).fieldErrors).toEqual({ otherAmount: ['Please choose an amount, or type your own under Other amount.'] })
    expect((await post({ ...VALID, amount: '75' })).fieldErrors).toEqual({ amount: ['Please choose an amount, or type your own under Other amount.'] })
    expect(await storedCount()).toBe(before)
    // by card the donor may choose it on the card page
    await settings({ cardPaymentUrl: CARD_PAGE })
    expect((await post({ ...VALID, name: 'Amount Card', paymentMethod: 'card', amount: '' })).location).toBe(CARD_PAGE)
    expect(await latest()).toMatchObject({ paymentMethod: 'card', pledgedCents: null })
  })

  test('gives each pledge its own short reference, shown with the QR code and kept on the record, never given twice', async () => {
    const outcome = await post({ ...VALID, name: 'First Reference' })
    const reference = outcome.qr!.reference
    // the charity's initials and six characters no one can misread
    expect(reference).toMatch(/^SMHS-[2-9A-HJKMNP-Z]{6}$/)
    expect((await latest()).reference).toBe(reference)
    const many = await Promise.all(Array.from({ length: 40 }, (_, i) => post({ ...VALID, name: `Reference ${i}` })))
    const references = many.map((answer) => answer.qr!.reference)
    expect(new Set([...references, reference]).size).toBe(41)
    // random, not counted: neighbours share no run of characters a person could step through
    const codes = references.map((ref) => ref.slice(5)).sort()
    expect(codes.filter((code, i) => i > 0 && code.slice(0, 4) === codes[i - 1].slice(0, 4)).length).toBeLessThan(3)
    // kept even when its pledge is deleted: never given to another
    const row = await latest()
    await db().delete(paymentRecords).where(eq(paymentRecords.id, row.id))
    expect(await db().select().from(pledgeReferences).where(eq(pledgeReferences.reference, row.reference!))).toHaveLength(1)
  })

  test('takes a name and address in Gurmukhi, Devanagari or Urdu; refuses, where it is typed, letters the receipt cannot print', async () => {
    for (const [name, address] of [
      ['ਗੁਰਪ੍ਰੀਤ ਕੌਰ ਸੰਧੂ', 'ਮਕਾਨ 12, Edmonton'],
      ['प्रिया शर्मा', 'श्री कृष्ण निवास, Edmonton'],
      ['محمد عمران خان', 'گلی نمبر 12، Edmonton'],
    ]) {
      expect((await post({ ...VALID, name, address })).status).toBe(200)
      expect(await latest()).toMatchObject({ name, address })
    }
    const refused = await post({ ...VALID, name: '王小明' })
    expect(refused.fieldErrors).toEqual({ name: ['Please write this in English, Punjabi, Hindi or Urdu letters, as your receipt will show it.'] })
  })
})
