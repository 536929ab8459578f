import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '../../database/db.server'
import { STAFF_ROLE_VALUES, auditEntries, outbox, users as usersTable } from '../../database/schema'
import { STAFF_ROLES } from '~/content/permissions'
import { useTestDatabase } from '../../database/test-database'
import { createSession, getSessionUser } from './session.server'
import { OPERATOR, SERVER_START } from './audit.server'
import {
  EmailTakenError,
  LastAdminError,
  changePassword,
  checkPassword,
  createUser,
  deleteUser,
  ensureAdmin,
  findUserById,
  listUsers,
  setRoles,
  verifyLogin,
} from './user.server'

useTestDatabase()

describe('accounts', () => {
  it('verifies a login by e-mail in any letter case, and refuses a wrong password or unknown e-mail alike', async () => {
    await createUser({ email: 'Meera@Example.org', password: 'tea with cardamom', roles: [] })
    expect(await verifyLogin('meera@example.ORG', 'tea with cardamom')).toMatchObject({ email: 'Meera@Example.org', roles: [] })
    expect(await verifyLogin('meera@example.org', 'tea with cardamon')).toBeNull()
    expect(await verifyLogin('nobody@example.org', 'tea with cardamom')).toBeNull()
  })

  it('keeps e-mail addresses unique regardless of letter case', async () => {
    await createUser({ email: 'dup@example.org', password: 'first password', roles: [] })
    await expect(createUser({ email: 'DUP@example.org', password: 'second password', roles: [] })).rejects.toBeInstanceOf(EmailTakenError)
  })

  it('accepts long passwords without truncating them', async () => {
    const long = 'x'.repeat(120)
    await createUser({ email: 'long@example.org', password: long, roles: [] })
    expect(await verifyLogin('long@example.org', long)).not.toBeNull()
    expect(await verifyLogin('long@example.org', 'x'.repeat(119))).toBeNull()
    expect(await verifyLogin('long@example.org', `${long}y`)).toBeNull()
  })

  it('changes a password and ends the other sessions only', async () => {
    const user = await createUser({ email: 'change@example.org', password: 'old password 1', roles: [] })
    const here = await createSession(user.id, false)
    const elsewhere = await createSession(user.id, true)
    await changePassword(user.id, 'new password 2', here.token)
    expect(await checkPassword(user.id, 'new password 2')).toBe(true)
    expect(await checkPassword(user.id, 'old password 1')).toBe(false)
    expect(await getSessionUser(here.token)).not.toBeNull()
    expect(await getSessionUser(elsewhere.token)).toBeNull()
  })

  it('stores the roles of the permissions table, and the database refuses any other', async () => {
    expect([...STAFF_ROLE_VALUES]).toEqual([...STAFF_ROLES])
    const person = await createUser({ email: 'odd-role@example.org', password: 'a member password', roles: [] })
    await expect(db().update(usersTable).set({ roles: ['superuser' as never] }).where(eq(usersTable.id, person.id))).rejects.toThrow()
  })

  it('never leaves the site without an Administrator', async () => {
    const { users } = await listUsers()
    for (const u of users.filter((u) => u.roles.includes('administrator'))) await setRoles(u.id, [], OPERATOR)
    const only = await createUser({ email: 'only-admin@example.org', password: 'admin password', roles: ['administrator'] })
    await expect(setRoles(only.id, [], OPERATOR)).rejects.toBeInstanceOf(LastAdminError)
    // nor by giving them other roles instead
    await expect(setRoles(only.id, ['editor', 'treasurer'], OPERATOR)).rejects.toBeInstanceOf(LastAdminError)
    await expect(deleteUser(only.id, OPERATOR)).rejects.toBeInstanceOf(LastAdminError)
    expect((await findUserById(only.id))?.roles).toEqual(['administrator'])

    const second = await createUser({ email: 'second-admin@example.org', password: 'admin password', roles: [] })
    await setRoles(second.id, ['administrator'], OPERATOR)
    await setRoles(only.id, ['editor'], OPERATOR)
    expect((await findUserById(only.id))?.roles).toEqual(['editor'])
    expect(await setRoles(second.id, ['administrator'], OPERATOR)).toEqual({ email: 'second-admin@example.org', before: ['administrator'], after: ['administrator'] })
    await expect(setRoles(second.id, [], OPERATOR)).rejects.toBeInstanceOf(LastAdminError)
  })

  it('two Administrators taking the role from each other at once: one of them keeps it', async () => {
    const a = await createUser({ email: 'race-a@example.org', password: 'admin password', roles: ['administrator'] })
    const b = await createUser({ email: 'race-b@example.org', password: 'admin password', roles: ['administrator'] })
    for (const u of (await listUsers(1, 'administrator')).users) if (u.id !== a.id && u.id !== b.id) await setRoles(u.id, [], OPERATOR)
    const outcomes = await Promise.allSettled([setRoles(a.id, ['editor'], OPERATOR), setRoles(b.id, ['editor'], OPERATOR)])
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(1)
    expect((await listUsers(1, 'administrator')).users.map((u) => u.email)).toEqual([expect.stringMatching(/^race-[ab]@example\.org$/)])
  })

  it('gives a changed account its new roles at its next request, without ending its sessions', async () => {
    const person = await createUser({ email: 'changing-roles@example.org', password: 'roles password', roles: ['editor'] })
    const session = await createSession(person.id, false)
    expect((await getSessionUser(session.token))?.roles).toEqual(['editor'])
    await setRoles(person.id, ['treasurer', 'writer'], OPERATOR)
    // the table's order, whatever order they were given in
    expect((await getSessionUser(session.token))?.roles).toEqual(['writer', 'treasurer'])
    await setRoles(person.id, [], OPERATOR)
    expect((await getSessionUser(session.token))?.roles).toEqual([])
  })

  it('records a change of roles with who, whom, before and after, and queues the e-mail with it', async () => {
    const person = await createUser({ email: 'logged-roles@example.org', password: 'roles password', roles: ['writer'] })
    const actor = { userId: 1, email: 'boss@example.org', address: '203.0.113.9' }
    const mail = async (to: string) => ({ kind: 'roles-changed', to, subject: 'Your roles changed', html: '<p>x</p>', text: 'x' })
    await setRoles(person.id, ['editor', 'translator'], actor, mail)
    const [entry] = await db().select().from(auditEntries).where(eq(auditEntries.itemLabel, 'logged-roles@example.org'))
    expect(entry).toMatchObject({ action: 'role change', actorEmail: 'boss@example.org', address: '203.0.113.9', itemType: 'Account', itemId: String(person.id) })
    expect(entry.changes).toEqual([{ field: 'roles', from: 'Writer', to: 'Editor, Translator' }])
    const queued = await db().select().from(outbox).where(eq(outbox.to, 'logged-roles@example.org'))
    expect(queued.map((m) => m.subject)).toEqual(['Your roles changed'])
    // the same roles again: nothing recorded, nothing sent
    await setRoles(person.id, ['translator', 'editor'], actor, mail)
    expect(await db().select().from(auditEntries).where(eq(auditEntries.itemLabel, 'logged-roles@example.org'))).toHaveLength(1)
    expect(await db().select().from(outbox).where(eq(outbox.to, 'logged-roles@example.org'))).toHaveLength(1)
  })

  it('records an admin account made at the command line or at start-up in the activity log, and never a member\'s registration', async () => {
    const entriesFor = (email: string) =>
      db().select({ action: auditEntries.action, actorEmail: auditEntries.actorEmail, address: auditEntries.address, itemLabel: auditEntries.itemLabel, changes: auditEntries.changes }).from(auditEntries).where(eq(auditEntries.itemLabel, email))
    await createUser({ email: 'cli-admin@example.org', password: 'a long admin password', roles: ['administrator'] }, OPERATOR)
    expect(await entriesFor('cli-admin@example.org')).toEqual([
      { action: 'create', actorEmail: null, address: 'command line', itemLabel: 'cli-admin@example.org', changes: [{ field: 'roles', to: 'Administrator' }] },
    ])
    expect(await ensureAdmin('env-admin@example.org', 'a long admin password')).toEqual({ created: true })
    expect(await entriesFor('env-admin@example.org')).toEqual([
      { action: 'create', actorEmail: null, address: SERVER_START.address, itemLabel: 'env-admin@example.org', changes: [{ field: 'roles', to: 'Administrator' }] },
    ])
    // started again with the same ADMIN_EMAIL: nothing made, nothing recorded
    expect(await ensureAdmin('env-admin@example.org', 'a long admin password')).toEqual({ created: false })
    expect(await entriesFor('env-admin@example.org')).toHaveLength(1)
    await createUser({ email: 'visitor@example.org', password: 'a long member password', roles: [] }, OPERATOR)
    expect(await entriesFor('visitor@example.org')).toEqual([])
  })

  it('records nothing and creates nothing when the address is taken', async () => {
    await createUser({ email: 'taken-admin@example.org', password: 'a long admin password', roles: ['administrator'] }, OPERATOR)
    await expect(createUser({ email: 'TAKEN-admin@example.org', password: 'another long password', roles: ['administrator'] }, OPERATOR)).rejects.toBeInstanceOf(EmailTakenError)
    expect(await db().select().from(auditEntries).where(eq(auditEntries.itemLabel, 'TAKEN-admin@example.org'))).toEqual([])
  })

  it('deletes an account with its sessions', async () => {
    const user = await createUser({ email: 'leaving@example.org', password: 'goodbye friends', roles: [] })
    const session = await createSession(user.id, true)
    await deleteUser(user.id, OPERATOR)
    expect(await findUserById(user.id)).toBeNull()
    expect(await getSessionUser(session.token)).toBeNull()
  })
})
