// Migration 0022 (issue 37, decision 055): a site that had admins and members before roles
// existed keeps them: every admin becomes an Administrator, every member stays a member (no
// role), and an invitation still waiting makes an Administrator as it said. On PGlite, and on
// PostgreSQL when DATABASE_URL is set (the migration must run on both).
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { migrationsFolder, openPglite, openPostgres, type Connection } from './connection.server'

const BEFORE_ROLES = '0021_receipts_that_stay_true'

/** A copy of the migrations folder that stops at `last` (as a site of that version had run). */
function migrationsUpTo(last: string) {
  const source = migrationsFolder()
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-upto-'))
  const journal = JSON.parse(fs.readFileSync(path.join(source, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] }
  const entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === last) + 1)
  fs.mkdirSync(path.join(folder, 'meta'))
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }))
  for (const entry of entries) fs.copyFileSync(path.join(source, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`))
  return folder
}

const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/** An empty database of its own: PGlite in memory, or a new one on the PostgreSQL server. */
async function emptyDatabase(): Promise<Connection> {
  const url = process.env.DATABASE_URL
  if (!url) {
    const connection = await openPglite(null)
    cleanups.push(() => connection.close())
    return connection
  }
  const name = `test_roles_${crypto.randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const target = new URL(url)
  target.pathname = `/${name}`
  const connection = await openPostgres(target.toString())
  cleanups.push(async () => {
    await connection.close()
    const dropper = new pg.Client({ connectionString: url })
    await dropper.connect()
    await dropper.query(`drop database if exists ${name} with (force)`)
    await dropper.end()
  })
  return connection
}

const rows = async <T,>(connection: Connection, query: ReturnType<typeof sql>) => ((await connection.db.execute(query)) as unknown as { rows: T[] }).rows

describe('migration 0022: staff roles', () => {
  it('makes every admin an Administrator, leaves members members, and keeps a waiting invitation an Administrator’s', async () => {
    const connection = await emptyDatabase()
    const folder = migrationsUpTo(BEFORE_ROLES)
    try {
      await connection.migrate(folder)
    } finally {
      fs.rmSync(folder, { recursive: true, force: true })
    }
    await connection.db.execute(sql`insert into users (email, password_hash, role) values
      ('first-admin@example.org', 'x', 'admin'), ('a-member@example.org', 'x', 'member'), ('second-admin@example.org', 'x', 'admin')`)
    await connection.db.execute(sql`insert into one_time_tokens (id, purpose, email, expires_at) values
      ('invite-hash', 'invite', 'invited@example.org', now() + interval '1 day'), ('reset-hash', 'password-reset', 'a-member@example.org', now() + interval '1 hour')`)

    await connection.migrate()

    expect(await rows(connection, sql`select email, roles from users order by id`)).toEqual([
      { email: 'first-admin@example.org', roles: ['administrator'] },
      { email: 'a-member@example.org', roles: [] },
      { email: 'second-admin@example.org', roles: ['administrator'] },
    ])
    expect(await rows(connection, sql`select id, roles from one_time_tokens order by id`)).toEqual([
      { id: 'invite-hash', roles: ['administrator'] },
      { id: 'reset-hash', roles: null },
    ])
    // the old column is gone, and a role the table does not know is refused by the database
    expect(await rows(connection, sql`select column_name from information_schema.columns where table_name = 'users' and column_name = 'role'`)).toEqual([])
    await expect(connection.db.execute(sql`update users set roles = '{superuser}' where email = 'a-member@example.org'`)).rejects.toThrow()
  })
})
