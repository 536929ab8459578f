// The activity log (issue 19 item 6) through the real routes: each kind of staff action makes
// exactly one entry naming the right person, address and item; a refused save makes none; no
// entry ever holds a password, token, key, recovery code or message text (canaries); the
// screen is for admins only, filters and pages; and it offers no way to change an entry.
import { desc, eq, gt } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../../database/db.server'
import { auditEntries, contactMessages, galleryCategories, galleryImages, outbox, paymentRecords, teamMembers, twoFactorKeys } from '../../../database/schema'
import { useTestDatabase } from '../../../database/test-database'
import { siteSettingInWords } from '~/content/settings-form'
import { flattenForAudit, OPERATOR, recordAudit, type Actor } from '~/models/audit.server'
import { acceptInvitation, inviteStaff } from '~/models/invitation.server'
import { requestPasswordReset, resetPasswordWithToken } from '~/models/password-reset.server'
import { getSiteSettings, saveAppRelease, saveReceiptSettings } from '~/models/settings.server'
import { DEFAULT_RECEIPT_SETTINGS } from '~/content/receipts'
import { codeAt } from '~/models/two-factor.server'
import { createUser, ensureAdmin, findUserByEmail } from '~/models/user.server'
import { startSession } from '~/auth/session.server'
import { call, enrolTwoFactor, formWithImage, pngFile } from '../../../tests/support/admin-test-helpers'
import { action as loginAction } from '../auth/login'
import { action as logoutAction } from '../auth/logout'
import { action as accountAction } from '../auth/account'
import { action as twoFactorAction } from '../auth/two-factor'
import * as auditRoute from './audit'
import { action as contactListAction } from './contact-messages/list'
import { action as pictureEdit } from './gallery-images/edit'
import { action as pictureNew } from './gallery-images/new'
import { action as contactDetailAction, loader as contactDetailLoader } from './contact-messages/detail'
import { loader as paymentsExport } from './payments/export'
import { action as receiveAction } from './payments/receive'
import { action as privacyAction } from './privacy/privacy'
import { action as privacyExport } from './privacy/export'
import { action as settingsAction, loader as settingsLoader } from './settings/settings'
import { action as teamEdit } from './team/edit'
import { action as teamList } from './team/list'
import { action as teamNew } from './team/new'
import { action as teamTrash } from './team/trash'
import { action as usersAction } from './users'

useTestDatabase()

type Person = { id: number; email: string; cookie: string }
let admin: Person
let member: Person
const PASSWORD = 'a long walk by the river valley'

let accounts = 0
async function account(role: 'admin' | 'member'): Promise<Person> {
  accounts += 1
  const email = `${role}-${accounts}@audit.test`
  const user = await createUser({ email, password: PASSWORD, roles: role === 'admin' ? ['administrator'] : [] })
  if (role === 'admin') await enrolTwoFactor(user.id)
  const cookie = (await startSession(new Request('http://localhost/login'), user.id, false, { secondFactor: role === 'admin' })).split(';')[0]
  return { id: user.id, email, cookie }
}

beforeAll(async () => {
  admin = await account('admin')
  member = await account('member')
})

async function mark() {
  const [row] = await db().select({ id: auditEntries.id }).from(auditEntries).orderBy(desc(auditEntries.id)).limit(1)
  return row?.id ?? 0
}
const entriesAfter = (id: number) => db().select().from(auditEntries).where(gt(auditEntries.id, id)).orderBy(auditEntries.id)

/** Runs `act` and gives the one entry it made (failing when it made none or several). */
async function oneEntry(act: () => Promise<unknown>) {
  const before = await mark()
  await act()
  const made = await entriesAfter(before)
  expect(made.map((entry) => entry.action)).toHaveLength(1)
  return made[0]
}

const byAdmin = () => ({ actorId: admin.id, actorEmail: admin.email, address: '127.0.0.1' })
const byAdminActor = (): Actor => ({ userId: admin.id, email: admin.email, address: '127.0.0.1' })

const TEAM = { name: 'Harpreet Kaur', email: 'harpreet@example.org', profession: 'Social worker', bio: 'Leads the seniors circle.', status: 'hidden', priority: '4' }

const post = (fields: Record<string, string>) => new URLSearchParams(fields)

describe('each staff action makes one entry with its person, address and item', () => {
  it('content: add, edit, publish, unpublish and delete, with the changed fields and their values', async () => {
    const added = await oneEntry(() => call(teamNew, '/admin/team/new', { cookie: admin.cookie, body: formWithImage(TEAM) }))
    const [row] = await db().select().from(teamMembers).where(eq(teamMembers.name, 'Harpreet Kaur'))
    expect(added).toMatchObject({ ...byAdmin(), action: 'create', itemType: 'Team member', itemId: String(row.id), itemLabel: 'Harpreet Kaur' })
    expect(added.changes).toContainEqual({ field: 'profession', to: 'Social worker' })

    const edit = (fields: Record<string, string>) =>
      call(teamEdit, `/admin/team/${row.id}/edit`, { cookie: admin.cookie, params: { id: String(row.id) }, body: formWithImage({ ...TEAM, ...fields }) })
    const updated = await oneEntry(() => edit({ profession: 'Counsellor' }))
    expect(updated).toMatchObject({ ...byAdmin(), action: 'update', itemId: String(row.id) })
    expect(updated.changes).toEqual([{ field: 'profession', from: 'Social worker', to: 'Counsellor' }])
    expect((await oneEntry(() => edit({ profession: 'Counsellor', status: 'published' }))).action).toBe('publish')
    expect((await oneEntry(() => edit({ profession: 'Counsellor', status: 'hidden' }))).action).toBe('unpublish')

    // a delete moves it to the Trash; a restore and a delete for ever there are logged too (decision 073)
    const trashed = await oneEntry(() => call(teamList, '/admin/team', { cookie: admin.cookie, body: post({ intent: 'delete', id: String(row.id) }) }))
    expect(trashed).toMatchObject({ ...byAdmin(), action: 'move to trash', itemType: 'Team member', itemId: String(row.id), itemLabel: 'Harpreet Kaur' })
    const restored = await oneEntry(() => call(teamTrash, '/admin/team/trash', { cookie: admin.cookie, body: post({ intent: 'restore', id: String(row.id) }) }))
    expect(restored).toMatchObject({ ...byAdmin(), action: 'restore from trash', itemType: 'Team member', itemId: String(row.id), itemLabel: 'Harpreet Kaur' })
    await call(teamList, '/admin/team', { cookie: admin.cookie, body: post({ intent: 'delete', id: String(row.id) }) })
    const deleted = await oneEntry(() => call(teamTrash, '/admin/team/trash', { cookie: admin.cookie, body: post({ intent: 'delete-forever', id: String(row.id) }) }))
    expect(deleted).toMatchObject({ ...byAdmin(), action: 'delete from trash', itemType: 'Team member', itemId: String(row.id), itemLabel: 'Harpreet Kaur' })
  })

  it('a refused save writes none', async () => {
    const before = await mark()
    const refused = await call(teamNew, '/admin/team/new', { cookie: admin.cookie, body: formWithImage({ ...TEAM, priority: '99' }) })
    expect(refused.status).toBe(400)
    const settings = await call(settingsLoader, '/admin/settings', { cookie: admin.cookie })
    const fields = { ...flat(settings.data.site.defaults), auditRetentionMonths: '3' }
    expect((await call(settingsAction, '/admin/settings', { cookie: admin.cookie, body: withQr(fields) })).status).toBe(400)
    expect(await entriesAfter(before)).toEqual([])
  })

  it('a CSV export, a role change, an invitation and its withdrawal, an account deleted', async () => {
    const exported = await oneEntry(() => call(paymentsExport, '/admin/payments/export.csv', { cookie: admin.cookie }))
    expect(exported).toMatchObject({ ...byAdmin(), action: 'export', itemType: 'Payment record' })
    expect(exported.itemLabel).toMatch(/-\d{4}-\d{2}-\d{2}\.csv, 0 rows$/)

    const other = await account('member')
    const promoted = await oneEntry(() =>
      call(usersAction, '/admin/users', { cookie: admin.cookie, body: new URLSearchParams([['intent', 'roles'], ['id', String(other.id)], ['roles', 'editor'], ['roles', 'treasurer'], ['confirmed', 'yes']]) }),
    )
    expect(promoted).toMatchObject({ ...byAdmin(), action: 'role change', itemType: 'Account', itemId: String(other.id), itemLabel: other.email })
    expect(promoted.changes).toEqual([{ field: 'roles', from: 'Member', to: 'Editor, Treasurer' }])

    const invited = await oneEntry(() => call(usersAction, '/admin/users', { cookie: admin.cookie, body: post({ intent: 'invite', email: 'new-staff@audit.test', roles: 'writer' }) }))
    expect(invited).toMatchObject({ ...byAdmin(), action: 'invite', itemLabel: 'new-staff@audit.test', changes: [{ field: 'roles', to: 'Writer' }] })
    const withdrawn = await oneEntry(() => call(usersAction, '/admin/users', { cookie: admin.cookie, body: post({ intent: 'cancel-invitation', email: 'new-staff@audit.test' }) }))
    expect(withdrawn).toMatchObject({ ...byAdmin(), action: 'delete', itemType: 'Invitation' })

    const removed = await oneEntry(() => call(usersAction, '/admin/users', { cookie: admin.cookie, body: post({ intent: 'delete', id: String(other.id) }) }))
    expect(removed).toMatchObject({ ...byAdmin(), action: 'delete', itemType: 'Account', itemId: String(other.id), itemLabel: other.email })
  })

  it('a settings change, with the fields changed', async () => {
    const settings = await call(settingsLoader, '/admin/settings', { cookie: admin.cookie })
    const fields = { ...flat(settings.data.site.defaults), phone: '780-555-0111', auditRetentionMonths: '36' }
    const entry = await oneEntry(() => call(settingsAction, '/admin/settings', { cookie: admin.cookie, body: withQr(fields) }))
    expect(entry).toMatchObject({ ...byAdmin(), action: 'settings change', itemType: 'Settings', itemLabel: 'Site settings' })
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'organisation.phone', from: expect.any(String), to: '780-555-0111' },
        { field: 'privacy.auditRetentionMonths', from: 24, to: 36 },
      ]),
    )
  })

  it('sign-in, and a failed sign-in of an admin (not of a member or an unknown address)', async () => {
    const staff = await createUser({ email: 'sign-in@audit.test', password: PASSWORD, roles: ['administrator'] })
    const logIn = (email: string, password: string) => call(loginAction, '/login', { cookie: '', body: post({ email, password, redirectTo: '' }) })
    const signedIn = await oneEntry(() => logIn(staff.email, PASSWORD))
    expect(signedIn).toMatchObject({ actorId: staff.id, actorEmail: staff.email, address: '127.0.0.1', action: 'sign-in', itemId: String(staff.id) })
    const failed = await oneEntry(() => logIn(staff.email, 'not the password at all'))
    expect(failed).toMatchObject({ actorId: staff.id, action: 'failed sign-in', itemLabel: staff.email })

    const before = await mark()
    await logIn(member.email, 'not the password at all')
    await logIn(member.email, PASSWORD)
    await logIn('nobody@audit.test', 'not the password at all')
    expect(await entriesAfter(before)).toEqual([])
  })

  it('an admin\'s sign-out (not a member\'s, nor a session already over)', async () => {
    const staff = await createUser({ email: 'sign-out@audit.test', password: PASSWORD, roles: ['administrator'] })
    const sessionOf = async (id: number) => (await startSession(new Request('http://localhost/login'), id, false, { secondFactor: true })).split(';')[0]
    const logOut = (cookie: string) => call(logoutAction, '/logout', { cookie, body: post({}) })
    const cookie = await sessionOf(staff.id)
    const signedOut = await oneEntry(() => logOut(cookie))
    expect(signedOut).toMatchObject({ actorId: staff.id, actorEmail: staff.email, address: '127.0.0.1', action: 'sign-out', itemType: 'Account', itemLabel: staff.email })

    const before = await mark()
    // the same cookie again: its session is over, nobody signs out
    expect((await logOut(cookie)).location).toBe('/login')
    await logOut(await sessionOf(member.id))
    expect(await entriesAfter(before)).toEqual([])
  })

  it('two-factor sign-in turned on, and new recovery codes', async () => {
    const staff = await account('admin')
    await db().delete(twoFactorKeys).where(eq(twoFactorKeys.userId, staff.id))
    const setup = (fields: Record<string, string>) => call(twoFactorAction, '/account/two-factor', { cookie: staff.cookie, body: post(fields) })
    await setup({ intent: 'start' })
    const [key] = await db().select().from(twoFactorKeys).where(eq(twoFactorKeys.userId, staff.id))
    const on = await oneEntry(() => setup({ intent: 'confirm', code: codeAt(key.secret) }))
    expect(on).toMatchObject({ actorId: staff.id, action: 'two-factor change', itemId: String(staff.id), changes: [{ field: 'two-factor sign-in', to: 'turned on' }] })
    const codes = await oneEntry(() => setup({ intent: 'new-recovery-codes', currentPassword: PASSWORD }))
    expect(codes.changes).toEqual([{ field: 'two-factor sign-in', to: 'new recovery codes' }])
  })

  it('an invitation accepted and a password set by a reset link, by the admin themselves, never the link', async () => {
    let invitationToken = ''
    const mail = (to: string) => ({ kind: 'test', to, subject: 'Link', html: '<p>link</p>', text: 'link', sensitive: true })
    await inviteStaff('accepting@audit.test', ['administrator'], 'en', async (token) => ((invitationToken = token), mail('accepting@audit.test')), { ...byAdminActor() })
    const accepted = await oneEntry(() => acceptInvitation(invitationToken, PASSWORD, '192.0.2.44'))
    const created = await findUserByEmail('accepting@audit.test')
    expect(accepted).toMatchObject({ actorId: created!.id, actorEmail: 'accepting@audit.test', address: '192.0.2.44', action: 'create', itemType: 'Account' })
    expect(accepted.changes).toEqual([{ field: 'roles', to: 'Administrator' }])

    let resetToken = ''
    await requestPasswordReset('accepting@audit.test', async (to, token) => ((resetToken = token), mail(to)))
    const reset = await oneEntry(() => resetPasswordWithToken(resetToken, `${PASSWORD} again`, '192.0.2.45'))
    expect(reset).toMatchObject({ actorId: created!.id, address: '192.0.2.45', action: 'password change', itemLabel: 'accepting@audit.test' })
    expect(JSON.stringify([accepted, reset])).not.toContain(resetToken)
    expect(JSON.stringify([accepted, reset])).not.toContain(invitationToken)
  })

  it('personal data exported and erased: counts, never the address', async () => {
    const email = 'Private.Person@Example.org'
    await db().insert(contactMessages).values({ name: 'Private Person', email, subject: 'Help', message: 'My words' })
    const exported = await oneEntry(() => call(privacyExport, '/admin/privacy/export', { cookie: admin.cookie, body: post({ email }) }))
    expect(exported).toMatchObject({ ...byAdmin(), action: 'export', itemType: 'Personal data' })
    expect(exported.changes).toContainEqual({ field: 'contactMessages', to: 1 })
    const erased = await oneEntry(() => call(privacyAction, '/admin/privacy', { cookie: admin.cookie, body: post({ intent: 'erase', email }) }))
    expect(erased).toMatchObject({ ...byAdmin(), action: 'erase', itemType: 'Personal data' })
    expect(JSON.stringify([exported, erased]).toLowerCase()).not.toContain('private.person')
  })

  it('a payment marked received, named by its number', async () => {
    const [pledge] = await db().insert(paymentRecords).values({ name: 'Gurpreet Donor', email: 'gurpreet@example.org', paymentMethod: 'qr', status: 'pledged' }).returning()
    const received = await oneEntry(() =>
      call(receiveAction, `/admin/payments/${pledge.id}/receive`, { cookie: admin.cookie, params: { id: String(pledge.id) }, body: post({ receivedOn: '2026-03-02', paymentMethod: 'cheque', amount: '75' }) }),
    )
    expect(received).toMatchObject({ ...byAdmin(), action: 'payment received', itemId: String(pledge.id), itemLabel: `Payment ${pledge.id}` })
    expect(received.changes).toContainEqual({ field: 'amountCents', from: null, to: 7500 })
    expect(JSON.stringify(received)).not.toContain('Gurpreet')
  })
})

describe('canaries: no entry ever holds a secret or a message', () => {
  it('passwords, tokens, two-factor keys, recovery codes, contact messages and replies stay out of every entry', async () => {
    const canary = `canary-${Date.now().toString(36)}`
    const staff = await account('admin')
    // a password typed wrong, and one set as the new password (strong enough for the policy)
    await call(loginAction, '/login', { cookie: '', body: post({ email: staff.email, password: `${canary}-wrong-password`, redirectTo: '' }) })
    await call(loginAction, '/login', { cookie: '', body: post({ email: `${canary}@nowhere.test`, password: `${canary}-typed`, redirectTo: '' }) })
    const newPassword = `${canary} Violet tractor umbrella 91`
    const changed = await call(accountAction, '/account', { cookie: staff.cookie, body: post({ intent: 'change-password', currentPassword: PASSWORD, password: newPassword, confirmPassword: newPassword }) })
    expect(changed.status).toBe(302)
    // two-factor: the key and the recovery codes
    await db().delete(twoFactorKeys).where(eq(twoFactorKeys.userId, staff.id))
    await call(twoFactorAction, '/account/two-factor', { cookie: staff.cookie, body: post({ intent: 'start' }) })
    const [key] = await db().select().from(twoFactorKeys).where(eq(twoFactorKeys.userId, staff.id))
    const confirmed = await call(twoFactorAction, '/account/two-factor', { cookie: staff.cookie, body: post({ intent: 'confirm', code: codeAt(key.secret) }) })
    const recoveryCodes: string[] = confirmed.data.recoveryCodes
    expect(recoveryCodes.length).toBeGreaterThan(0)
    // a contact message, answered and deleted; an invitation's link
    const [message] = await db().insert(contactMessages).values({ name: 'Visitor', email: 'visitor@example.org', subject: 'Hello', message: `${canary} my private words` }).returning()
    const opened = await call(contactDetailLoader, `/admin/contact-messages/${message.id}`, { cookie: admin.cookie, params: { id: String(message.id) } })
    await call(contactDetailAction, `/admin/contact-messages/${message.id}`, {
      cookie: admin.cookie,
      params: { id: String(message.id) },
      body: post({ intent: 'reply', body: `${canary} the reply's words`, submissionKey: opened.data.replyFormKey }),
    })
    await call(contactListAction, '/admin/contact-messages', { cookie: admin.cookie, body: post({ intent: 'delete', id: String(message.id) }) })
    await call(usersAction, '/admin/users', { cookie: admin.cookie, body: post({ intent: 'invite', email: 'invited-canary@audit.test', roles: 'editor' }) })
    const [invitation] = await db().select().from(outbox).where(eq(outbox.to, 'invited-canary@audit.test'))
    const token = /token=([\w-]+)/.exec(invitation.text ?? '')?.[1]
    expect(token).toBeTruthy()

    const secrets = [
      canary,
      key.secret,
      ...recoveryCodes,
      token!,
      staff.cookie.split('=')[1],
      admin.cookie.split('=')[1],
      (await findUserByEmail(staff.email))!.passwordHash,
    ]
    const everything = JSON.stringify(await db().select().from(auditEntries)).toLowerCase()
    for (const secret of secrets) expect(everything, 'a secret in the activity log').not.toContain(secret.toLowerCase())
    // and these actions were recorded (without them)
    const kinds = new Set((await db().select({ action: auditEntries.action }).from(auditEntries)).map((entry) => entry.action))
    for (const kind of ['failed sign-in', 'password change', 'two-factor change', 'reply sent', 'delete', 'invite']) expect(kinds).toContain(kind)
  })
})

describe('the Activity log screen', () => {
  it('an admin account made at the command line or at the server\'s start-up, named as such', async () => {
    const list = (query: string) => call(auditRoute.loader, `/admin/audit${query}`, { cookie: admin.cookie })
    await createUser({ email: 'from-the-cli@audit.test', password: PASSWORD, roles: ['administrator'] }, OPERATOR)
    await ensureAdmin('from-the-environment@audit.test', PASSWORD)
    expect((await list('?q=from-the-cli')).data.rows).toEqual([
      expect.objectContaining({
        who: 'Operator (command line)',
        address: 'command line',
        action: 'Create',
        item: { text: 'Account: from-the-cli@audit.test' },
        changes: [{ field: 'Roles', to: { text: 'Administrator' } }],
      }),
    ])
    expect((await list('?q=from-the-environment')).data.rows).toEqual([
      expect.objectContaining({ who: 'The server at start-up (ADMIN_EMAIL)', address: 'server start-up', action: 'Create', item: { text: 'Account: from-the-environment@audit.test' } }),
    ])
  })

  it('reads as people do: labels, dollars, Edmonton days, choices by their words, albums by their names with links (issue 41)', async () => {
    type Line = { field: string; from?: { text: string; href?: string }; to?: { text: string; href?: string } }
    type Shown = { item: { text: string; href?: string }; changes: Line[] }
    const said = (line: Line) => `${line.field}: ${line.from ? `${line.from.text} → ` : ''}${line.to?.text ?? ''}`
    const newest = async (query: string): Promise<Shown> => (await call(auditRoute.loader, `/admin/audit${query}`, { cookie: admin.cookie })).data.rows[0]

    // a pledge received on 2 March 2026, $75 by cheque
    const [pledge] = await db().insert(paymentRecords).values({ name: 'Log Reader', email: 'reader@example.org', paymentMethod: 'qr', status: 'pledged' }).returning()
    await call(receiveAction, `/admin/payments/${pledge.id}/receive`, { cookie: admin.cookie, params: { id: String(pledge.id) }, body: post({ receivedOn: '2026-03-02', paymentMethod: 'cheque', amount: '75' }) })
    const payment = await newest(`?q=Payment%20${pledge.id}`)
    expect(payment.item).toEqual({ text: `Payment record: Payment ${pledge.id}`, href: `/admin/payments?detail=${pledge.id}` })
    expect(payment.changes.map(said)).toEqual(expect.arrayContaining(['Status: Pledged → Received', 'Amount (CAD): (empty) → $75.00', 'Date received: (empty) → 2 March 2026', 'Payment method: QR / e-Transfer → Cheque']))
    expect(JSON.stringify(payment)).not.toMatch(/Cents|receivedAt|T0\d:00|7500/)

    // a picture moved from one album to another, and made visible
    const [diwali, walks] = await db().insert(galleryCategories).values([{ name: 'Festival of Lights', description: 'Diwali at the centre' }, { name: 'Autumn walks', description: 'Walks by the river' }]).returning()
    const fields = { categoryId: String(walks.id), title: 'Lamps at the door', status: 'hidden', priority: '0' }
    expect((await call(pictureNew, '/admin/gallery-images/new', { cookie: admin.cookie, body: formWithImage(fields, await pngFile('#cc8800')) })).status).toBe(302)
    const [{ id: pictureId }] = await db().select({ id: galleryImages.id }).from(galleryImages).where(eq(galleryImages.title, 'Lamps at the door'))
    await call(pictureEdit, `/admin/gallery-images/${pictureId}/edit`, { cookie: admin.cookie, params: { id: String(pictureId) }, body: formWithImage({ ...fields, categoryId: String(diwali.id), status: 'published' }) })
    const moved = await newest('?q=Lamps%20at%20the%20door')
    expect(moved.item).toEqual({ text: 'Gallery picture: Lamps at the door', href: `/admin/gallery-images/${pictureId}/edit` })
    expect(moved.changes).toEqual(
      expect.arrayContaining([
        { field: 'Category', from: { text: 'Autumn walks', href: `/admin/gallery-categories/${walks.id}` }, to: { text: 'Festival of Lights', href: `/admin/gallery-categories/${diwali.id}` } },
        { field: 'Visibility', from: { text: 'Not Visible' }, to: { text: 'Visible' } },
      ]),
    )
    // an album deleted since is named as such, without a link; a deleted item is no longer linked
    await db().delete(galleryCategories).where(eq(galleryCategories.id, walks.id))
    const later = await newest('?q=Lamps%20at%20the%20door')
    expect(later.changes.find((line) => line.field === 'Category')?.from).toEqual({ text: `no. ${walks.id} (deleted since)` })
    expect((await newest(`?q=Payment%20${pledge.id}`)).item.href).toBe(`/admin/payments?detail=${pledge.id}`)
    await db().delete(paymentRecords).where(eq(paymentRecords.id, pledge.id))
    expect((await newest(`?q=Payment%20${pledge.id}`)).item).toEqual({ text: `Payment record: Payment ${pledge.id}` })
  })

  it('names a Site settings change by the form\'s labels and its choices by their words; a key the form no longer has still reads (decision 099)', async () => {
    type Line = { field: string; from?: { text: string }; to?: { text: string } }
    const said = (line: Line) => `${line.field}: ${line.from ? `${line.from.text} → ` : ''}${line.to?.text ?? ''}`
    const newest = async (): Promise<Line[]> => (await call(auditRoute.loader, '/admin/audit?q=Site%20settings', { cookie: admin.cookie })).data.rows[0].changes

    const settings = await call(settingsLoader, '/admin/settings', { cookie: admin.cookie })
    const fields = {
      ...flat(settings.data.site.defaults),
      baseline: settings.data.site.baseline,
      phone: '780-555-0122',
      province: 'BC',
      trashRetentionDays: '45',
      officeHours__ur: 'پیر تا جمعہ',
      alertContents: 'full',
      alertAddresses: 'office@example.org',
      'social.facebook': 'https://facebook.com/ourcharity',
    }
    expect((await call(settingsAction, '/admin/settings', { cookie: admin.cookie, body: withQr(fields) })).status).toBe(302)
    const lines = await newest()
    expect(lines.map(said)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Phone: .+ → 780-555-0122$/),
        'Province: Alberta → British Columbia',
        'Keep deleted content in the Trash for (days): 30 → 45',
        expect.stringMatching(/^Office hours \(Urdu\): .+ → پیر تا جمعہ$/),
        'What the alert says: Only that a message arrived, with a link to it (safest: nothing personal leaves the back office) → The sender’s name, the subject and the message as well',
        'Notify these addresses of new messages: (empty) → office@example.org',
        expect.stringMatching(/^Social media: .*Facebook: https:\/\/facebook\.com\/ourcharity/),
      ]),
    )
    // no stored key, no list as its JSON text
    expect(lines.map(said).join('\n')).not.toMatch(/organisation|privacy|alerts|translations|Retention|officeHours|\[|"url"/)

    // every setting the screen stores is named by a label of its form (the country has no field)
    const stored = await getSiteSettings()
    const keys = Object.entries(stored).flatMap(([group, value]) => Object.keys(flattenForAudit(value, group)))
    expect(keys.filter((key) => !siteSettingInWords(key))).toEqual(['organisation.address.country'])

    // an entry naming a setting the form no longer has (an old one): its name made readable;
    await recordAudit(db(), {
      actor: { userId: admin.id, email: admin.email, address: '127.0.0.1' },
      action: 'settings change',
      itemType: 'Settings',
      itemLabel: 'Site settings',
      changes: [
        { field: 'organisation.faxNumber', from: '780-555-0100', to: '780-555-0101' },
        { field: 'QR code picture: What the picture shows (Urdu)', from: '', to: 'کیو آر کوڈ' },
      ],
    })
    // and a picture's description, kept in words already, as it was kept
    expect((await newest()).map(said)).toEqual(['Organisation fax number: 780-555-0100 → 780-555-0101', 'QR code picture: What the picture shows (Urdu): (empty) → کیو آر کوڈ'])
  })

  it('names a receipt settings and an Android app change by their forms\' labels and their choices by their words, never by the stored keys', async () => {
    type Line = { field: string; from?: { text: string }; to?: { text: string } }
    const said = (line: Line) => `${line.field}${line.from || line.to ? ': ' : ''}${line.from ? `${line.from.text} → ` : ''}${line.to?.text ?? ''}`
    const newest = async (q: string): Promise<string[]> => (await call(auditRoute.loader, `/admin/audit?q=${encodeURIComponent(q)}`, { cookie: admin.cookie })).data.rows[0].changes.map(said)
    const actor: Actor = { userId: admin.id, email: admin.email, address: '127.0.0.1' }

    await saveReceiptSettings({ ...DEFAULT_RECEIPT_SETTINGS, signatoryName: 'Harjit Dhillon', signatoryTitle: 'Treasurer', signaturePng: 'iVBORw0KGgo=' }, actor)
    await saveReceiptSettings({ placeOfIssue: 'Calgary, Alberta', signatoryName: 'Harjit Dhillon', signatoryTitle: 'Chair', signaturePng: 'iVBORw0KGgp=', mode: 'annual' }, actor)
    expect(await newest('Receipt settings')).toEqual(
      expect.arrayContaining([
        'Place of issue: Edmonton, Alberta → Calgary, Alberta',
        'Title of the person who signs receipts: Treasurer → Chair',
        // a signature is named, never kept
        'Signature of the person who signs receipts',
        'When receipts are issued: A receipt for each gift, issued when staff choose → One receipt a year for each donor, for all their gifts of the year',
      ]),
    )

    // a first save leaves the minimum Android version empty: no change to name
    await saveAppRelease({ source: 'external', url: 'https://files.example.org/sahara-1.4.1.apk', details: { versionName: '1.4.1', releaseNotes: 'First.', minAndroidVersion: '' } }, actor)
    expect((await newest('Android app')).join('\n')).not.toMatch(/Minimum Android version/)
    const details = { versionName: '1.4.2', releaseNotes: 'Faster start.', minAndroidVersion: '8.0' }
    await saveAppRelease({ source: 'external', url: 'https://files.example.org/sahara-1.4.2.apk', details }, actor)
    await saveAppRelease({ source: 'external', url: 'https://files.example.org/sahara-1.5.apk', details: { ...details, versionName: '1.5' } }, actor)
    expect(await newest('Android app')).toEqual(['App download address: https://files.example.org/sahara-1.4.2.apk → https://files.example.org/sahara-1.5.apk', 'Version: 1.4.2 → 1.5'])
    await saveAppRelease({ source: 'none' }, actor)
    expect(await newest('Android app')).toEqual(
      expect.arrayContaining(['How people get the app: Link to the app on another site → (empty)', 'Minimum Android version: 8.0 → (empty)', 'Release notes: Faster start. → (empty)']),
    )
    const shown = [...(await newest('Receipt settings')), ...(await newest('Android app'))].join('\n')
    expect(shown).not.toMatch(/receipts\.|signatory|signaturePng|versionName|minAndroid|releaseNotes|app\.|Receipts |App source|App url/)
  })

  it('is for admins only, and has no action at all', async () => {
    const anonymous = await call(auditRoute.loader, '/admin/audit', { cookie: '' })
    expect(anonymous.status).toBe(302)
    expect(anonymous.location).toBe('/login?redirectTo=%2Fadmin%2Faudit')
    expect((await call(auditRoute.loader, '/admin/audit', { cookie: member.cookie })).status).toBe(403)
    expect('action' in auditRoute).toBe(false)
  })

  it('filters by person, action, type and dates, searches, and pages 25 at a time', async () => {
    const someone: Actor = { userId: 900_001, email: 'filter-person@audit.test', address: '198.51.100.7' }
    for (let n = 1; n <= 30; n++) {
      await recordAudit(db(), { actor: someone, action: n % 3 === 0 ? 'delete' : 'update', itemType: 'Filter test', itemLabel: `Item ${n}` })
    }
    const list = (query: string) => call(auditRoute.loader, `/admin/audit${query}`, { cookie: admin.cookie })

    const mine = await list(`?person=${someone.userId}`)
    expect(mine.data.info).toMatchObject({ total: 30, page: 1, pageCount: 2, filters: { person: String(someone.userId) } })
    expect(mine.data.rows).toHaveLength(25)
    expect(mine.data.rows[0]).toMatchObject({ who: someone.email, address: '198.51.100.7', action: 'Delete', item: { text: 'Filter test: Item 30' } })
    expect(mine.data.people).toContainEqual({ id: someone.userId, email: someone.email })
    const second = await list(`?person=${someone.userId}&page=2`)
    expect(second.data.rows.map((row: { item: { text: string } }) => row.item.text)).toEqual(['Item 5', 'Item 4', 'Item 3', 'Item 2', 'Item 1'].map((item) => `Filter test: ${item}`))

    expect((await list(`?person=${someone.userId}&action=delete`)).data.info.total).toBe(10)
    expect((await list('?type=Filter%20test&action=update')).data.info.total).toBe(20)
    expect((await list('?q=Item%2017')).data.rows.map((row: { item: { text: string } }) => row.item.text)).toEqual(['Filter test: Item 17'])
    // dates: whole Edmonton days, both included; a day before today finds none of today's
    expect((await list(`?person=${someone.userId}&to=2000-01-01`)).data.info.total).toBe(0)
    expect((await list(`?person=${someone.userId}&from=2000-01-01`)).data.info.total).toBe(30)
    // an odd value is no filter, never an error
    const odd = await list('?person=abc&action=drop%20table&type=%00&from=yesterday&page=1e21')
    expect(odd.status).toBe(200)
    expect(odd.data.info.filters).toEqual({ person: '', action: '', type: '', from: '', to: '' })
  })
})

/** The settings screen's defaults as a browser posts them (social links as social.x). */
function flat(defaults: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(defaults)) {
    if (value && typeof value === 'object') for (const [inner, text] of Object.entries(value)) out[`${name}.${inner}`] = String(text)
    else out[name] = String(value ?? '')
  }
  return out
}

function withQr(fields: Record<string, string>) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  body.set('qrImage', new File([], '', { type: 'application/octet-stream' }))
  return body
}
