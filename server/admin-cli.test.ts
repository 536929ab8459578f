import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { openPglite } from '../database/connection.server'
import { auditEntries, oneTimeTokens, recoveryCodes, twoFactorKeys, users } from '../database/schema'

const root = path.resolve(import.meta.dirname, '..')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-cli-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

function admin(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/admin-cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  })
  return { code: result.status, out: result.stdout + result.stderr }
}

async function accounts() {
  const connection = await openPglite(dataDir)
  try {
    return await connection.db.select().from(users)
  } finally {
    await connection.close()
  }
}

describe('npm run admin', { timeout: 180_000 }, () => {
  it('creates an admin account once, with an argon2id hash', async () => {
    expect(admin('create', '--email', 'Staff@Example.org', '--password', 'a long password')).toMatchObject({
      code: 0,
      out: expect.stringContaining('Admin account created for Staff@Example.org: an Administrator.'),
    })
    const again = admin('create', '--email', 'staff@example.org', '--password', 'another password')
    expect(again.code).toBe(1)
    expect(again.out).toContain('already exists')
    const rows = await accounts()
    expect(rows).toHaveLength(1)
    expect(rows[0].roles).toEqual(['administrator'])
    expect(rows[0].passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    // the activity log says the account was made at the command line, once
    const connection = await openPglite(dataDir)
    try {
      const entries = await connection.db.select().from(auditEntries).where(eq(auditEntries.itemLabel, 'Staff@Example.org'))
      expect(entries.map(({ action, address, actorEmail }) => ({ action, address, actorEmail }))).toEqual([{ action: 'create', address: 'command line', actorEmail: null }])
    } finally {
      await connection.close()
    }
  })

  it('grants and revokes roles, lists them, keeps promote and demote for the Administrator (never the last), and resets a password', async () => {
    admin('create', '--email', 'second@example.org', '--password', 'second password')
    expect(admin('demote', '--email', 'second@example.org')).toMatchObject({ code: 0, out: expect.stringContaining('second@example.org no longer has the role Administrator. Roles: Member.') })
    expect(admin('grant', '--email', 'second@example.org', '--role', 'treasurer')).toMatchObject({ code: 0, out: expect.stringContaining('now has the role Treasurer. Roles: Treasurer.') })
    expect(admin('grant', '--email', 'second@example.org', '--role', 'writer').out).toContain('Roles: Writer, Treasurer.')
    expect(admin('grant', '--email', 'second@example.org', '--role', 'writer').out).toContain('already has the role Writer; nothing was changed.')
    expect(admin('revoke', '--email', 'second@example.org', '--role', 'writer').out).toContain('no longer has the role Writer. Roles: Treasurer.')
    const unknown = admin('grant', '--email', 'second@example.org', '--role', 'superuser')
    expect(unknown.code).toBe(1)
    expect(unknown.out).toContain('--role must be one of administrator, editor, writer, messages, treasurer, translator')
    const list = admin('list').out
    expect(list).toMatch(/^Staff@Example\.org {2}Administrator$/m)
    expect(list).toMatch(/^second@example\.org {2}Treasurer$/m)
    expect((await accounts()).find((u) => u.email === 'second@example.org')!.roles).toEqual(['treasurer'])
    const last = admin('demote', '--email', 'staff@example.org')
    expect(last.code).toBe(1)
    expect(last.out).toContain('The site must keep at least one Administrator.')
    expect(admin('promote', '--email', 'second@example.org').out).toContain('now has the role Administrator. Roles: Administrator, Treasurer.')
    // the operator's role changes are in the activity log, with before and after
    const connection = await openPglite(dataDir)
    try {
      const changes = await connection.db.select().from(auditEntries).where(eq(auditEntries.itemLabel, 'second@example.org'))
      expect(changes.filter((entry) => entry.action === 'role change').map((entry) => [entry.address, entry.changes])).toContainEqual([
        'command line',
        [{ field: 'roles', from: 'Treasurer', to: 'Administrator, Treasurer' }],
      ])
    } finally {
      await connection.close()
    }

    const before = (await accounts()).find((u) => u.email === 'second@example.org')!.passwordHash
    expect(admin('reset-password', '--email', 'second@example.org', '--password', 'a brand new password').code).toBe(0)
    const after = (await accounts()).find((u) => u.email === 'second@example.org')!.passwordHash
    expect(after).not.toBe(before)
    expect(admin('reset-password', '--email', 'nobody@example.org', '--password', 'whatever it is').out).toContain('No account has the e-mail')
  })

  it('removes the second factor of someone who lost their phone and their recovery codes', async () => {
    admin('create', '--email', 'phone-lost@example.org', '--password', 'a lost phone in the park')
    const connection = await openPglite(dataDir)
    try {
      const [user] = await connection.db.select().from(users).where(eq(users.email, 'phone-lost@example.org'))
      await connection.db.insert(twoFactorKeys).values({ userId: user.id, secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', enabledAt: new Date() })
      await connection.db.insert(recoveryCodes).values([{ userId: user.id, codeHash: 'a'.repeat(64) }, { userId: user.id, codeHash: 'b'.repeat(64) }])
    } finally {
      await connection.close()
    }
    expect(admin('remove-two-factor', '--email', 'Phone-Lost@example.org')).toMatchObject({
      code: 0,
      out: expect.stringContaining('Two-factor sign-in removed for phone-lost@example.org'),
    })
    const after = await openPglite(dataDir)
    try {
      expect(await after.db.select().from(twoFactorKeys)).toEqual([])
      expect(await after.db.select().from(recoveryCodes)).toEqual([])
    } finally {
      await after.close()
    }
    // again, and with the address alone: nothing to remove
    expect(admin('remove-two-factor', 'phone-lost@example.org')).toMatchObject({ code: 0, out: expect.stringContaining('does not use two-factor sign-in') })
    expect(admin('remove-two-factor', '--email', 'nobody@example.org')).toMatchObject({ code: 1, out: expect.stringContaining('No account has the e-mail') })
  })

  // decision 053: a first set-up needs a link from the account's e-mail; on a site that cannot
  // send mail yet, the operator makes it
  it('makes a set-up link for an admin without two-factor sign-in, and for no one else', async () => {
    admin('create', '--email', 'no-mail-yet@example.org', '--password', 'a garden without mail')
    const made = admin('two-factor-link', '--email', 'no-mail-yet@example.org')
    expect(made.code).toBe(0)
    const link = /http:\/\/localhost:3000\/account\/two-factor\?link=([\w-]{43})$/m.exec(made.out)
    expect(link, made.out).not.toBeNull()
    expect(made.out).toContain('Give this link to no-mail-yet@example.org only.')
    const connection = await openPglite(dataDir)
    try {
      const stored = await connection.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.email, 'no-mail-yet@example.org'))
      // only its hash is kept
      expect(stored).toEqual([expect.objectContaining({ purpose: 'two-factor-setup', usedAt: null })])
      expect(stored[0].id).not.toBe(link![1])
    } finally {
      await connection.close()
    }
    expect(admin('two-factor-link', 'phone-lost@example.org').code).toBe(0)
    admin('demote', '--email', 'no-mail-yet@example.org')
    expect(admin('two-factor-link', '--email', 'no-mail-yet@example.org')).toMatchObject({ code: 1, out: expect.stringContaining('has no staff role') })
  })

  it('explains bad arguments', () => {
    expect(admin('create', '--email', 'nope', '--password', 'short')).toMatchObject({
      code: 1,
      out: expect.stringMatching(/--email must be an e-mail address[\s\S]*--password must be at least 8 characters/),
    })
    expect(admin('create', '--email', 'weak@example.org', '--password', 'abcdefgh')).toMatchObject({
      code: 1,
      out: expect.stringContaining('--password: This password is too easy to guess.'),
    })
    expect(admin('frobnicate').out).toContain('Usage:')
  })
})
