import { describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../database/test-database'
import { createSession, getSessionUser } from './session.server'
import { OPERATOR } from './audit.server'
import {
  EmailTakenError,
  LastAdminError,
  changePassword,
  checkPassword,
  createUser,
  deleteUser,
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

  it('deletes an account with its sessions', async () => {
    const user = await createUser({ email: 'leaving@example.org', password: 'goodbye friends', role: 'member' })
    const session = await createSession(user.id, true)
    await deleteUser(user.id, OPERATOR)
    expect(await findUserById(user.id)).toBeNull()
    expect(await getSessionUser(session.token)).toBeNull()
  })
})
