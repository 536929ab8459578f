// What is held about one e-mail address: found in any letter case, exported without secrets,
// erased all or nothing (receipts kept anonymised), never the last admin or one's own account.
import crypto from 'node:crypto'
import { arrayContains, eq, inArray, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '../../database/db.server'
import { contactMessages, contactReplies, donationReceipts, outbox, paymentRecords, rateLimitHits, receiptPayments, sessions, testimonials, users } from '../../database/schema'
import { useTestDatabase } from '../../database/test-database'
import { ERASED_MARKER, isEmptySummary } from '~/content/privacy'
import { ErasureRefusedError, erasePersonalData, exportPersonalData, summarisePersonalData } from './personal-data.server'
import { createSession } from './session.server'
import { createUser } from './user.server'

useTestDatabase()

let counter = 0
/** A fresh address, and rows about it: two messages, a received donation, a pledge, a member account with two sessions. */
async function person(label: string) {
  counter += 1
  const email = `${label}-${counter}@Example.org`
  const messages = await db()
    .insert(contactMessages)
    .values([
      { name: 'Amrit Gill', email, subject: 'Grief group', message: 'My mother died in March.', createdAt: new Date('2026-02-01T18:00:00Z') },
      // typed in another case on another day: the same person
      { name: 'Amrit Gill', email: email.toUpperCase(), subject: 'Thank you', message: 'The group helped.', createdAt: new Date('2026-04-01T18:00:00Z') },
    ])
    .returning({ id: contactMessages.id })
  const [received, pledged] = await db()
    .insert(paymentRecords)
    .values([
      {
        name: 'Amrit Gill',
        email,
        address: '12 Jasper Avenue, Edmonton',
        paymentMethod: 'qr',
        amountCents: 5000,
        status: 'received',
        receivedAt: new Date('2026-03-02T18:00:00Z'),
        createdAt: new Date('2026-03-01T18:00:00Z'),
      },
      { name: 'Amrit Gill', email: email.toLowerCase(), address: '', paymentMethod: 'card', amountCents: null, status: 'pledged', createdAt: new Date('2026-03-05T18:00:00Z') },
    ])
    .returning()
  const user = await createUser({ email, password: 'a member password 2026', roles: [] })
  const first = await createSession(user.id, true)
  const second = await createSession(user.id, false)
  return { email, messageIds: messages.map((m) => m.id), received, pledged, user, tokens: [first.token, second.token] }
}

async function snapshot(ids: { messageIds: number[]; paymentIds: number[]; userId: number }) {
  return {
    messages: await db().select().from(contactMessages).where(inArray(contactMessages.id, ids.messageIds)).orderBy(contactMessages.id),
    payments: await db().select().from(paymentRecords).where(inArray(paymentRecords.id, ids.paymentIds)).orderBy(paymentRecords.id),
    users: await db().select().from(users).where(eq(users.id, ids.userId)),
    sessions: await db().select().from(sessions).where(eq(sessions.userId, ids.userId)).orderBy(sessions.id),
  }
}

describe('summarisePersonalData', () => {
  it('counts what is held per kind, in any letter case', async () => {
    const p = await person('summary')
    await db().insert(testimonials).values({ name: 'Amrit Gill', email: p.email, profession: 'Teacher', message: 'Kind people.' })
    const summary = await summarisePersonalData(`  ${p.email.toUpperCase()} `, null)
    expect(summary).toEqual({
      contactMessages: 2,
      receiptRecords: 1,
      otherPaymentRecords: 1,
      officialReceipts: 0,
      account: { roles: [], sessions: 2 },
      testimonials: 1,
      teamMembers: 0,
      eventRegistrations: 0,
      refusal: null,
    })
    const nobody = await summarisePersonalData('nobody-at-all@example.org', null)
    expect(isEmptySummary(nobody)).toBe(true)
    expect(isEmptySummary(summary)).toBe(false)
  })
})

describe('exportPersonalData', () => {
  it('holds the messages, donation records and account, without the password hash or any session id', async () => {
    const p = await person('export')
    // a failed log-in with this address, counted for the rate limit
    await db().insert(rateLimitHits).values({ bucket: 'login-email', key: p.email.toLowerCase(), createdAt: new Date('2026-05-01T18:00:00Z') })
    // staff answered the first message
    await db()
      .insert(contactReplies)
      .values({ messageId: p.messageIds[0], authorEmail: 'staff@example.org', sentTo: p.email, subject: 'Re: Grief group', body: 'The group meets on Tuesdays.', createdAt: new Date('2026-02-02T18:00:00Z') })
    const exported = await exportPersonalData(p.email.toUpperCase(), new Date('2026-05-02T18:00:00Z'))
    expect(exported.contactMessages.map((m) => m.replies)).toEqual([
      [{ sentAt: new Date('2026-02-02T18:00:00Z'), subject: 'Re: Grief group', body: 'The group meets on Tuesdays.' }],
      [],
    ])

    expect(exported.exportedAt).toBe('2026-05-02T18:00:00.000Z')
    expect(exported.contactMessages.map((m) => [m.subject, m.message])).toEqual([
      ['Grief group', 'My mother died in March.'],
      ['Thank you', 'The group helped.'],
    ])
    expect(exported.donationRecords).toEqual([
      expect.objectContaining({ address: '12 Jasper Avenue, Edmonton', amountCents: 5000, status: 'received', paymentMethod: 'qr' }),
      expect.objectContaining({ amountCents: null, status: 'pledged', paymentMethod: 'card' }),
    ])
    expect(exported.account).toMatchObject({ id: p.user.id, email: p.email, roles: [], sessions: { count: 2 } })
    expect(Object.keys(exported.account!.sessions.list[0]).sort()).toEqual(['expiresAt', 'lastSeenAt', 'remembered', 'startedAt'])
    expect(exported.recentFailedLogIns).toEqual([new Date('2026-05-01T18:00:00Z')])

    const json = JSON.stringify(exported)
    const [stored] = await db().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, p.user.id))
    const sessionIds = (await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, p.user.id))).map((s) => s.id)
    expect(json).not.toContain(stored.passwordHash)
    expect(json).not.toMatch(/argon2|passwordHash|password_hash/i)
    for (const token of p.tokens) expect(json).not.toContain(token)
    for (const id of sessionIds) expect(json).not.toContain(id)
    // the hashes really are what a careless export would have leaked
    expect(sessionIds).toContain(crypto.createHash('sha256').update(p.tokens[0]).digest('hex'))
  })
})

describe('erasePersonalData', () => {
  it('deletes messages, anonymises received donations, deletes the rest, the account and its sessions', async () => {
    const p = await person('erase')
    const other = await person('bystander')
    await db().insert(rateLimitHits).values({ bucket: 'login-email', key: p.email.toLowerCase() })
    // a reply to their message, its e-mail still waiting, and a reply the bystander wrote as staff
    await db()
      .insert(contactReplies)
      .values([
        { messageId: p.messageIds[0], authorEmail: 'staff@example.org', sentTo: p.email, subject: 'Re: Grief group', body: 'We meet on Tuesdays.' },
        { messageId: other.messageIds[0], authorEmail: p.email, sentTo: other.email, subject: 'Re: Grief group', body: 'Welcome.' },
      ])
    const mail = { kind: 'contact-reply', subject: 'Re: Grief group', text: 'We meet on Tuesdays.', messageId: '<x@example.org>', giveUpAt: new Date(Date.now() + 86_400_000) }
    await db()
      .insert(outbox)
      .values([
        { ...mail, to: p.email.toUpperCase() },
        { ...mail, to: other.email, messageId: '<y@example.org>' },
      ])

    const result = await erasePersonalData(p.email.toLowerCase(), null)
    expect(result).toEqual({ contactMessages: 2, paymentRecordsAnonymised: 1, paymentRecordsDeleted: 1, accountDeleted: true, sessions: 2, eventRegistrations: 0 })

    const after = await snapshot({ messageIds: p.messageIds, paymentIds: [p.received.id, p.pledged.id], userId: p.user.id })
    expect(after.messages).toEqual([])
    expect(after.users).toEqual([])
    expect(after.sessions).toEqual([])
    // the receipt record stays: amount, dates, method and status; no name, e-mail or address
    expect(after.payments).toEqual([
      {
        ...p.received,
        name: ERASED_MARKER,
        email: ERASED_MARKER,
        address: ERASED_MARKER,
        updatedAt: expect.any(Date),
      },
    ])
    expect(await db().select().from(rateLimitHits).where(eq(rateLimitHits.key, p.email.toLowerCase()))).toEqual([])
    // the replies to their message went with it; the waiting e-mail is not sent; as a reply's author they are no longer named
    expect((await db().select({ to: outbox.to }).from(outbox)).map((row) => row.to)).toEqual([other.email])
    const replies = db().select({ messageId: contactReplies.messageId, authorEmail: contactReplies.authorEmail }).from(contactReplies)
    expect(await replies.where(inArray(contactReplies.messageId, [p.messageIds[0], other.messageIds[0]]))).toEqual([
      { messageId: other.messageIds[0], authorEmail: ERASED_MARKER },
    ])
    // nothing is found any more, and nobody else was touched
    expect(isEmptySummary(await summarisePersonalData(p.email, null))).toBe(true)
    expect(await summarisePersonalData(other.email, null)).toMatchObject({ contactMessages: 2, receiptRecords: 1, otherPaymentRecords: 1, account: { sessions: 2 } })
  })

  it('refuses the acting admin’s own account, and changes nothing', async () => {
    const p = await person('self')
    await db().update(users).set({ roles: ['administrator'] }).where(eq(users.id, p.user.id))
    await createUser({ email: `another-admin-${counter}@example.org`, password: 'another admin password', roles: ['administrator'] })
    const ids = { messageIds: p.messageIds, paymentIds: [p.received.id, p.pledged.id], userId: p.user.id }
    const before = await snapshot(ids)
    expect((await summarisePersonalData(p.email, p.user.id)).refusal).toBe('own-account')
    await expect(erasePersonalData(p.email, p.user.id)).rejects.toThrow(ErasureRefusedError)
    await expect(erasePersonalData(p.email, p.user.id)).rejects.toMatchObject({ reason: 'own-account' })
    expect(await snapshot(ids)).toEqual(before)
  })

  it('refuses the last admin, and changes nothing', async () => {
    const p = await person('last-admin')
    // make this the only admin
    await db().update(users).set({ roles: [] }).where(arrayContains(users.roles, ['administrator']))
    await db().update(users).set({ roles: ['administrator'] }).where(eq(users.id, p.user.id))
    const ids = { messageIds: p.messageIds, paymentIds: [p.received.id, p.pledged.id], userId: p.user.id }
    const before = await snapshot(ids)
    expect((await summarisePersonalData(p.email, null)).refusal).toBe('last-admin')
    await expect(erasePersonalData(p.email, null)).rejects.toMatchObject({ reason: 'last-admin' })
    expect(await snapshot(ids)).toEqual(before)

    // with a second admin, the same account can go
    const second = await createUser({ email: `second-admin-${counter}@example.org`, password: 'second admin password', roles: ['administrator'] })
    expect(await erasePersonalData(p.email, second.id)).toMatchObject({ accountDeleted: true })
  })

  it('changes nothing when it fails midway', async () => {
    const p = await person('midway')
    const ids = { messageIds: p.messageIds, paymentIds: [p.received.id, p.pledged.id], userId: p.user.id }
    const before = await snapshot(ids)
    // the database refuses the last step (the account's deletion), after the messages and
    // donation records have been dealt with inside the transaction
    await db().execute(sql`create function refuse_user_delete() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`)
    await db().execute(sql.raw(`create trigger refuse_user_delete before delete on users for each row when (old.id = ${p.user.id}) execute function refuse_user_delete()`))
    try {
      await expect(erasePersonalData(p.email, null)).rejects.toThrow()
    } finally {
      await db().execute(sql`drop trigger refuse_user_delete on users`)
      await db().execute(sql`drop function refuse_user_delete()`)
    }
    expect(await snapshot(ids)).toEqual(before)
    expect(before.messages).toHaveLength(2)
    expect(before.sessions).toHaveLength(2)
  })

  it('keeps official receipts as issued, and the refunded gift a cancelled receipt names, with only the e-mail address erased from them', async () => {
    const p = await person('receipts')
    // received, receipted, the receipt cancelled, the gift refunded: its record must stay with the receipt
    await db().update(paymentRecords).set({ status: 'refunded' }).where(eq(paymentRecords.id, p.received.id))
    const [receipt] = await db()
      .insert(donationReceipts)
      .values({
        serial: `2026-${String(p.received.id).padStart(5, '0')}`,
        year: 2026,
        number: p.received.id,
        kind: 'gift',
        status: 'cancelled',
        donorName: 'Amrit Gill',
        donorAddress: '12 Jasper Avenue, Edmonton',
        donorEmail: p.email,
        amountCents: 5000,
        eligibleCents: 5000,
        receivedFrom: '2026-03-02',
        receivedTo: '2026-03-02',
        issuedBy: 'staff@example.org',
        pdf: new Uint8Array([37, 80, 68, 70]),
        pdfSha256: 'x',
      })
      .returning()
    await db().insert(receiptPayments).values({ receiptId: receipt.id, paymentId: p.received.id, live: false })
    expect(await summarisePersonalData(p.email, null)).toMatchObject({ receiptRecords: 1, otherPaymentRecords: 1, officialReceipts: 1 })
    expect((await exportPersonalData(p.email)).officialReceipts).toMatchObject([{ serial: receipt.serial, donorName: 'Amrit Gill', status: 'cancelled', eligibleCents: 5000 }])

    const result = await erasePersonalData(p.email, null)
    expect(result).toMatchObject({ paymentRecordsAnonymised: 1, paymentRecordsDeleted: 1 })
    const [kept] = await db().select().from(donationReceipts).where(eq(donationReceipts.id, receipt.id))
    expect(kept).toMatchObject({ donorName: 'Amrit Gill', donorAddress: '12 Jasper Avenue, Edmonton', donorEmail: ERASED_MARKER })
    const [payment] = await db().select().from(paymentRecords).where(eq(paymentRecords.id, p.received.id))
    expect(payment).toMatchObject({ status: 'refunded', email: ERASED_MARKER })
  })
})
