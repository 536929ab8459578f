// The Payment page through its own loader and actions, as a browser without JavaScript (or a
// hand-made request) would use it: refused to anyone but an admin, every message of the form
// with status 400, saves and deletes with the page's own toasts at the bottom right, the modals
// read from the address, the filters, and the CSV file with its formula cells neutralised.
import { eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../../../database/db.server'
import { paymentRecords } from '../../../../database/schema'
import { useTestDatabase } from '../../../../database/test-database'
import { FORM_KEY_FIELD } from '~/content/form-key'
import { createUser } from '~/models/user.server'
import { startSession } from '~/auth/session.server'
import { adminCookie, call } from '../../../../tests/support/admin-test-helpers'
import { loader as exportLoader } from './export'
import { action, loader } from './list'

useTestDatabase()

let cookie = ''
let memberCookie = ''
beforeAll(async () => {
  cookie = await adminCookie()
  const member = await createUser({ email: 'member-payments@example.org', password: 'member test password', roles: [] })
  memberCookie = (await startSession(new Request('http://localhost/login'), member.id, false)).split(';')[0]
})

const VALID = {
  name: 'Manpreet Gill',
  email: 'manpreet@example.org',
  address: '55 Whyte Ave, Edmonton AB T6E 1Z9',
  paymentMethod: 'card',
  amount: '25.00',
  status: 'pledged',
  receivedOn: '',
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields)

async function rows() {
  return db().select().from(paymentRecords).orderBy(paymentRecords.id)
}

async function insert(values: Partial<typeof paymentRecords.$inferInsert> & { name: string }) {
  const [row] = await db()
    .insert(paymentRecords)
    .values({ email: `${values.name.toLowerCase().replace(/\W+/g, '.')}@example.org`, paymentMethod: 'qr', ...values })
    .returning()
  return row
}

beforeEach(async () => {
  await db().delete(paymentRecords)
})

describe('who may use the Payment page', () => {
  it('sends a visitor to log in and refuses a member, for the list, its actions and the export', async () => {
    for (const handler of [loader, exportLoader]) {
      const anonymous = await call(handler, '/admin/payments', { cookie: '' })
      expect(anonymous.status).toBe(302)
      expect(anonymous.location).toMatch(/^\/login\?redirectTo=/)
      expect((await call(handler, '/admin/payments', { cookie: memberCookie })).status).toBe(403)
    }
    for (const url of ['/admin/payments?add=1', '/admin/payments?edit=1', '/admin/payments']) {
      const body = url.endsWith('payments') ? form({ intent: 'delete', id: '1' }) : form(VALID)
      expect((await call(action, url, { cookie: '', body })).status).toBe(302)
      expect((await call(action, url, { cookie: memberCookie, body })).status).toBe(403)
    }
    expect(await rows()).toEqual([])
  })
})

describe('Add Payment', () => {
  it("refuses an empty form with 'This field is required!' beside name, address, method and status; the e-mail is optional", async () => {
    const outcome = await call(action, '/admin/payments?add=1', { cookie, body: form({}) })
    expect(outcome.status).toBe(400)
    // CRA needs the donor's postal address, not an e-mail: a cheque in the post comes without one (issue 36, item 3)
    expect(outcome.fieldErrors).toEqual({
      name: ['This field is required!'],
      address: ['This field is required!'],
      paymentMethod: ['This field is required!'],
      status: ['This field is required!'],
    })
    expect(await rows()).toEqual([])
  })

  it.each([
    ['name', '  ', 'This field is required!'],
    ['address', '\n', 'This field is required!'],
    ['paymentMethod', 'debitcardorcreditcard', 'This field is required!'],
    ['email', 'not an address', 'email must be a valid email'],
    ['amount', '-5', 'The amount cannot be negative'],
    ['amount', '-$5.00', 'The amount cannot be negative'],
    ['amount', 'twenty', 'Enter the amount in dollars, such as 25.00, or leave it empty'],
    ['amount', '25.005', 'Enter the amount in dollars, such as 25.00, or leave it empty'],
    ['amount', '1e3', 'Enter the amount in dollars, such as 25.00, or leave it empty'],
    ['amount', '0.00', 'Enter an amount above 0, or leave it empty'],
    ['amount', '1000000.01', 'The amount can be at most $1,000,000.00'],
    ['status', 'lost', 'This field is required!'],
  ])('refuses %s = %j with "%s" and status 400, keeping what was typed', async (name, value, message) => {
    const outcome = await call(action, '/admin/payments?add=1', { cookie, body: form({ ...VALID, [name]: value }) })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({ [name]: [message] })
    expect(outcome.data.initialValue.email ?? outcome.data.initialValue.name).toBeTruthy()
    expect(await rows()).toEqual([])
  })

  it('asks for the date received when the status is Received, and refuses a date that is not real or still to come', async () => {
    const received = { ...VALID, status: 'received' }
    const cases: [string, string][] = [
      ['', 'Enter the date the payment was received'],
      ['2026-02-30', 'Enter a real date, such as 2026-11-21'],
      ['yesterday', 'Enter a real date, such as 2026-11-21'],
      ['2999-01-01', 'The date received cannot be in the future'],
    ]
    for (const [receivedOn, message] of cases) {
      const outcome = await call(action, '/admin/payments?add=1', { cookie, body: form({ ...received, receivedOn }) })
      expect(outcome.status, receivedOn).toBe(400)
      expect(outcome.fieldErrors).toEqual({ receivedOn: [message] })
    }
    expect(await rows()).toEqual([])
  })

  it("saves a payment, goes back to the list with its filters kept, and says 'Payment saved' at the bottom right", async () => {
    const outcome = await call(action, '/admin/payments?status=received&page=1&add=1', {
      cookie,
      body: form({ ...VALID, amount: '$1,250.5', status: 'received', receivedOn: '2026-02-10' }),
    })
    expect(outcome.status).toBe(302)
    expect(outcome.location).toBe('/admin/payments?status=received&page=1')
    expect(outcome.flash).toEqual({ type: 'success', message: 'Payment saved', position: 'bottom-right', savedId: expect.any(Number) })
    const [row] = await rows()
    expect(row).toMatchObject({ name: VALID.name, email: VALID.email, address: VALID.address, paymentMethod: 'card', amountCents: 125050, status: 'received' })
    // the start of 10 February 2026 in Edmonton (UTC-7 then)
    expect(row.receivedAt?.toISOString()).toBe('2026-02-10T07:00:00.000Z')
  })

  it("a second post of the same Add form (a double click with JavaScript off) adds the payment once", async () => {
    const { data } = await call(loader, '/admin/payments?add=1', { cookie })
    const body = () => form({ ...VALID, [FORM_KEY_FIELD]: data.modal.formKey })
    const [first, second] = await Promise.all([
      call(action, '/admin/payments?add=1', { cookie, body: body() }),
      call(action, '/admin/payments?add=1', { cookie, body: body() }),
    ])
    expect([first.status, second.status]).toEqual([302, 302])
    expect(await rows()).toHaveLength(1)
  })

  it('keeps no date received for a payment that is not received, and no amount when none is given', async () => {
    await call(action, '/admin/payments?add=1', { cookie, body: form({ ...VALID, amount: '', receivedOn: '2026-03-10' }) })
    const [row] = await rows()
    expect(row).toMatchObject({ status: 'pledged', amountCents: null, receivedAt: null })
  })
})

describe('Edit Payment', () => {
  it('changes the amount and status of a donation and says Payment saved', async () => {
    const donation = await insert({ name: 'Simran Kaur', paymentMethod: 'qr', address: '' })
    const edit = await call(loader, `/admin/payments?edit=${donation.id}`, { cookie })
    expect(edit.data.modal).toMatchObject({
      kind: 'edit',
      id: donation.id,
      defaults: { name: 'Simran Kaur', paymentMethod: 'qr', amount: '', status: 'pledged', address: '' },
    })
    // a pledged payment's date received defaults to today, for the day it arrives
    expect(edit.data.modal.defaults.receivedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)

    // the spec requires the address on edit too (an official receipt needs it)
    const noAddress = await call(action, `/admin/payments?edit=${donation.id}`, {
      cookie,
      body: form({ name: 'Simran Kaur', email: donation.email, address: '', paymentMethod: 'qr', amount: '40', status: 'received', receivedOn: '2026-01-05' }),
    })
    expect(noAddress.fieldErrors).toEqual({ address: ['This field is required!'] })

    const saved = await call(action, `/admin/payments?edit=${donation.id}`, {
      cookie,
      body: form({ name: 'Simran Kaur', email: donation.email, address: '9 Rue, Edmonton', paymentMethod: 'qr', amount: '40', status: 'received', receivedOn: '2026-01-05' }),
    })
    expect(saved.status).toBe(302)
    expect(saved.location).toBe('/admin/payments')
    expect(saved.flash).toEqual({ type: 'success', message: 'Payment saved', position: 'bottom-right', savedId: expect.any(Number) })
    const [row] = await rows()
    expect(row).toMatchObject({ id: donation.id, amountCents: 4000, status: 'received', address: '9 Rue, Edmonton' })
    expect(row.updatedAt.getTime()).toBeGreaterThan(donation.updatedAt.getTime())

    const again = await call(loader, `/admin/payments?edit=${donation.id}`, { cookie })
    expect(again.data.modal.defaults).toMatchObject({ amount: '40.00', status: 'received', receivedOn: '2026-01-05' })
  })

  it('a record deleted meanwhile gives an error toast, not a new record', async () => {
    const gone = await insert({ name: 'Gone Donor' })
    await db().delete(paymentRecords).where(eq(paymentRecords.id, gone.id))
    const outcome = await call(action, `/admin/payments?edit=${gone.id}`, { cookie, body: form(VALID) })
    expect(outcome.status).toBe(302)
    expect(outcome.flash).toEqual({ type: 'error', message: 'That item was already deleted.', position: 'bottom-right' })
    expect(await rows()).toEqual([])
  })

  it('shows a donation erased on request (Privacy) but does not let it be edited', async () => {
    const erased = await insert({ name: 'Erased on request', email: 'Erased on request', address: 'Erased on request', amountCents: 5000, status: 'received', receivedAt: new Date('2026-02-01T18:00:00Z') })
    const list = await call(loader, '/admin/payments', { cookie })
    expect(list.data.rows[0]).toMatchObject({ id: erased.id, erased: true, amount: '$50.00' })
    const edit = await call(loader, `/admin/payments?edit=${erased.id}`, { cookie })
    expect(edit.data.modal).toMatchObject({ kind: 'detail', id: erased.id, erased: true })

    const outcome = await call(action, `/admin/payments?edit=${erased.id}`, { cookie, body: form(VALID) })
    expect(outcome.status).toBe(302)
    expect(outcome.flash).toMatchObject({ type: 'error', message: expect.stringMatching(/erased on request.*cannot be edited/) })
    const [row] = await rows()
    expect(row).toMatchObject({ name: 'Erased on request', email: 'Erased on request', amountCents: 5000 })
  })
})

describe('the list and its modals', () => {
  it('shows every column formatted on the server, the detail and add modals, and a note for a stale link', async () => {
    const row = await insert({
      name: 'Baldev Singh',
      address: '1 Main St',
      paymentMethod: 'card',
      amountCents: 5000,
      status: 'received',
      receivedAt: new Date('2026-02-01T07:00:00Z'),
      createdAt: new Date('2026-01-31T18:00:00Z'),
    })
    const list = await call(loader, '/admin/payments', { cookie })
    expect(list.data.rows).toEqual([
      {
        id: row.id,
        name: 'Baldev Singh',
        email: row.email,
        method: 'Card',
        amount: '$50.00',
        status: 'received',
        receivedOn: '1 February 2026',
        createdAt: '31 January 2026',
        erased: false,
        receiptSerial: null,
        // received already: nothing to mark, and its receipt to issue
        itemLinks: ['receipt'],
        editable: true,
      },
    ])
    expect(list.data.modal).toBeNull()

    const detail = await call(loader, `/admin/payments?detail=${row.id}`, { cookie })
    // each detail line's words, written on the server (Payment method, Amount, Status, Date received, Created)
    expect(detail.data.modal).toMatchObject({
      kind: 'detail',
      method: 'Card',
      amount: '$50.00',
      status: 'Received',
      receivedOn: '1 February 2026',
      createdAt: '31 January 2026, 11:00 a.m.',
    })
    const add = await call(loader, '/admin/payments?add=1', { cookie })
    expect(add.data.modal).toMatchObject({ kind: 'add', defaults: { status: 'pledged', paymentMethod: '' } })
    expect(add.data.modal.formKey).toMatch(/^[0-9a-f-]{36}$/)
    expect((await call(loader, '/admin/payments?detail=999999', { cookie })).data.modal).toEqual({ kind: 'missing' })
    expect((await call(loader, '/admin/payments?edit=abc', { cookie })).data.modal).toEqual({ kind: 'missing' })
  })

  it('filters by method, status and a date range of whole Edmonton days, and searches name, e-mail and address', async () => {
    await insert({ name: 'Card Early', paymentMethod: 'card', createdAt: new Date('2026-03-01T06:59:00Z') }) // 28 Feb in Edmonton
    await insert({ name: 'Card Received', paymentMethod: 'card', status: 'received', createdAt: new Date('2026-03-01T07:00:00Z') })
    await insert({ name: 'QR Pledged', paymentMethod: 'qr', createdAt: new Date('2026-03-15T12:00:00Z') })
    await insert({ name: 'QR Late', paymentMethod: 'qr', address: 'Red Deer', createdAt: new Date('2026-04-01T05:30:00Z') }) // 31 March, 11:30 p.m. in Edmonton (UTC-6)
    const names = async (search: string) => (await call(loader, `/admin/payments${search}`, { cookie })).data.rows.map((r: { name: string }) => r.name)
    expect(await names('?method=card')).toEqual(['Card Received', 'Card Early'])
    expect(await names('?method=qr&sort=oldest')).toEqual(['QR Pledged', 'QR Late'])
    expect(await names('?status=received')).toEqual(['Card Received'])
    expect(await names('?from=2026-03-01&to=2026-03-31')).toEqual(['QR Late', 'QR Pledged', 'Card Received'])
    expect(await names('?to=2026-02-28')).toEqual(['Card Early'])
    expect(await names('?q=red+deer')).toEqual(['QR Late'])
    // odd values are ignored, never an error
    expect(await names('?method=bitcoin&status=%00&from=2026-13-45')).toHaveLength(4)
    const info = (await call(loader, '/admin/payments?method=qr&from=2026-03-01&to=nope', { cookie })).data.info
    expect(info.filters).toEqual({ method: 'qr', status: '', from: '2026-03-01', to: '' })
  })
})

describe('Delete', () => {
  it("deletes with 'Item deleted successfully' at the bottom right, back to the same filtered list", async () => {
    const keep = await insert({ name: 'Keep Me' })
    const remove = await insert({ name: 'Remove Me' })
    const outcome = await call(action, `/admin/payments?method=qr&delete=${remove.id}`, { cookie, body: form({ intent: 'delete', id: String(remove.id) }) })
    expect(outcome.status).toBe(302)
    expect(outcome.location).toBe('/admin/payments?method=qr')
    expect(outcome.flash).toEqual({ type: 'success', message: 'Item deleted successfully', position: 'bottom-right' })
    expect((await rows()).map((r) => r.id)).toEqual([keep.id])

    const again = await call(action, '/admin/payments', { cookie, body: form({ intent: 'delete', id: String(remove.id) }) })
    expect(again.flash).toEqual({ type: 'error', message: 'That item was already deleted.', position: 'bottom-right' })
  })
})

describe('CSV export', () => {
  async function download(search: string) {
    const request = new Request(`http://localhost/admin/payments/export.csv${search}`, { headers: { Cookie: cookie } })
    const response = (await exportLoader({ request, params: {}, context: { cspNonce: '', clientAddress: '127.0.0.1' } } as never)) as Response
    const bytes = new Uint8Array(await response.arrayBuffer())
    // decoded without dropping the byte-order mark, which Excel needs to read UTF-8
    return { response, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) }
  }

  it('holds the filtered rows (every page), quoted properly, with formula cells neutralised', async () => {
    await insert({ name: '=HYPERLINK("http://evil.example","Click")', email: 'evil@example.org', address: '+1 555, Main', paymentMethod: 'qr', createdAt: new Date('2026-05-02T18:00:00Z') })
    await insert({ name: '@SUM(A1)', email: '-2+3@example.org', address: '\tTabbed', paymentMethod: 'qr', amountCents: 2500, status: 'received', receivedAt: new Date('2026-05-03T06:00:00Z'), createdAt: new Date('2026-05-01T18:00:00Z') })
    await insert({ name: 'Card Donor', paymentMethod: 'card' })
    for (let i = 0; i < 30; i++) await insert({ name: `Bulk ${i}`, paymentMethod: 'qr', createdAt: new Date('2025-01-01T18:00:00Z') })

    const { response, text } = await download('?method=qr&from=2026-05-01')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(text.startsWith('\uFEFF')).toBe(true)
    const lines = text.slice(1).split('\r\n')
    expect(lines).toEqual([
      'Reference,Name,Email,Address,Gift,Description of the property,Payment method,Amount (CAD),Status,Date received,Date',
      `,"'=HYPERLINK(""http://evil.example"",""Click"")",evil@example.org,"'+1 555, Main",Money,,QR / e-Transfer,,Pledged,,"2 May 2026, 12:00 p.m."`,
      `,'@SUM(A1),'-2+3@example.org,'\tTabbed,Money,,QR / e-Transfer,25.00,Received,3 May 2026,"1 May 2026, 12:00 p.m."`,
      '',
    ])

    // no filter: every row, past the 25 of a page
    const all = await download('')
    expect(all.text.split('\r\n').length - 2).toBe(33)
  })
})
