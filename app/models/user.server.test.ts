import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '../../database/db.server'
import { auditEntries } from '../../database/schema'
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
  setRole,
  verifyLogin,
} from './user.server'

useTestDatabase()

describe('accounts', () => {
  it('verifies a login by e-mail in any letter case, and refuses a wrong password or unknown e-mail alike', async () => {
    await createUser({ email: 'Meera@Example.org', password: 'tea with cardamom', role: 'member' })
    expect(await verifyLogin('meera@example.ORG', 'tea with cardamom')).toMatchObject({ email: 'Meera@Example.org', role: 'member' })
    expect(await verifyLogin('meera@example.org', 'tea with cardamon')).toBeNull()
    expect(await verifyLogin('nobody@example.org', 'tea with cardamom')).toBeNull()
  })

  it('keeps e-mail addresses unique regardless of letter case', async () => {
    await createUser({ email: 'dup@example.org', password: 'first password', role: 'member' })
    await expect(createUser({ email: 'DUP@example.org', password: 'second password', role: 'member' })).rejects.toBeInstanceOf(EmailTakenError)
  })

  it('accepts long passwords without truncating them', async () => {
    const long = 'x'.repeat(120)
    await createUser({ email: 'long@example.org', password: long, role: 'member' })
    expect(await verifyLogin('long@example.org', long)).not.toBeNull()
    expect(await verifyLogin('long@example.org', 'x'.repeat(119))).toBeNull()
    expect(await verifyLogin('long@example.org', `${long}y`)).toBeNull()
  })

  it('changes a password and ends the other sessions only', async () => {
    const user = await createUser({ email: 'change@example.org', password: 'old password 1', role: 'member' })
    const here = await createSession(user.id, false)
    const elsewhere = await createSession(user.id, true)
    await changePassword(user.id, 'new password 2', here.token)
    expect(await checkPassword(user.id, 'new password 2')).toBe(true)
    expect(await checkPassword(user.id, 'old password 1')).toBe(false)
    expect(await getSessionUser(here.token)).not.toBeNull()
    expect(await getSessionUser(elsewhere.token)).toBeNull()
  })

  it('never leaves the site without an admin', async () => {
    const { users } = await listUsers()
    for (const u of users.filter((u) => u.role === 'admin')) await setRole(u.id, 'member', OPERATOR)
    const only = await createUser({ email: 'only-admin@example.org', password: 'admin password', role: 'admin' })
    await expect(setRole(only.id, 'member', OPERATOR)).rejects.toBeInstanceOf(LastAdminError)
    await expect(deleteUser(only.id, OPERATOR)).rejects.toBeInstanceOf(LastAdminError)

    const second = await createUser({ email: 'second-admin@example.org', password: 'admin password', role: 'member' })
    const session = await createSession(second.id, false)
    await setRole(second.id, 'admin', OPERATOR)
    await setRole(only.id, 'member', OPERATOR)
    expect((await findUserById(only.id))?.role).toBe('member')
    await setRole(second.id, 'admin', OPERATOR) // already admin: no change
    await expect(setRole(second.id, 'member', OPERATOR)).rejects.toBeInstanceOf(LastAdminError)
    // a demoted admin's sessions end
    await setRole(only.id, 'admin', OPERATOR)
    await setRole(second.id, 'member', OPERATOR)
    expect(await getSessionUser(session.token)).toBeNull()
  })

  it('records an admin account made at the command line or at start-up in the activity log, and never a member\'s registration', async () => {
    const entriesFor = (email: string) =>
      db().select({ action: auditEntries.action, actorEmail: auditEntries.actorEmail, address: auditEntries.address, itemLabel: auditEntries.itemLabel, changes: auditEntries.changes }).from(auditEntries).where(eq(auditEntries.itemLabel, email))
    await createUser({ email: 'cli-admin@example.org', password: 'a long admin password', role: 'admin' }, OPERATOR)
    expect(await entriesFor('cli-admin@example.org')).toEqual([
      { action: 'create', actorEmail: null, address: 'command line', itemLabel: 'cli-admin@example.org', changes: [{ field: 'role', to: 'admin' }] },
    ])
    expect(await ensureAdmin('env-admin@example.org', 'a long admin password')).toEqual({ created: true })
    expect(await entriesFor('env-admin@example.org')).toEqual([
      { action: 'create', actorEmail: null, address: SERVER_START.address, itemLabel: 'env-admin@example.org', changes: [{ field: 'role', to: 'admin' }] },
    ])
    // started again with the same ADMIN_EMAIL: nothing made, nothing recorded
    expect(await ensureAdmin('env-admin@example.org', 'a long admin password')).toEqual({ created: false })
    expect(await entriesFor('env-admin@example.org')).toHaveLength(1)
    await createUser({ email: 'visitor@example.org', password: 'a long member password', role: 'member' }, OPERATOR)
    expect(await entriesFor('visitor@example.org')).toEqual([])
  })

  it('records nothing and creates nothing when the address is taken', async () => {
    await createUser({ email: 'taken-admin@example.org', password: 'a long admin password', role: 'admin' }, OPERATOR)
    await expect(createUser({ email: 'TAKEN-admin@example.org', password: 'another long password', role: 'admin' }, OPERATOR)).rejects.toBeInstanceOf(EmailTakenError)
    expect(await db().select().from(auditEntries).where(eq(auditEntries.itemLabel, 'TAKEN-admin@example.org'))).toEqual([])
  })

  it('deletes an account with its sessions', async () => {
    const user = await createUser({ email: 'leaving@example.org', password: 'goodbye friends', role: 'member' })
    const session = await createSession(user.id, true)
    await deleteUser(user.id, OPERATOR)
    expect(await findUserById(user.id)).toBeNull()
    expect(await getSessionUser(session.token)).toBeNull()
  })
})
