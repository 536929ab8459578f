import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openPglite } from '../database/connection.server'
import { users } from '../database/schema'

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

describe('npm run admin', () => {
  it('creates an admin account once, with a hashed password', async () => {
    expect(admin('create', '--email', 'Staff@Example.org', '--password', 'a long password')).toMatchObject({
      code: 0,
      out: expect.stringContaining('Admin account created for Staff@Example.org.'),
    })
    const again = admin('create', '--email', 'staff@example.org', '--password', 'another password')
    expect(again.code).toBe(1)
    expect(again.out).toContain('already exists')

    const connection = await openPglite(dataDir)
    try {
      const rows = await connection.db.select().from(users)
      expect(rows).toHaveLength(1)
      expect(rows[0].role).toBe('admin')
      expect(rows[0].passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    } finally {
      await connection.close()
    }
  })

  it('explains bad arguments', () => {
    expect(admin('create', '--email', 'nope', '--password', 'short')).toMatchObject({
      code: 1,
      out: expect.stringMatching(/--email must be an e-mail address[\s\S]*--password must be at least 8 characters/),
    })
    expect(admin('frobnicate').out).toContain('Usage:')
  })
})
