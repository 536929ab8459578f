// A fresh migrated database for one test file: PGlite in memory by default, or a new
// database on the PostgreSQL server named by DATABASE_URL (dropped afterwards). Each starts as
// a copy of the database the global set-up migrated once for the run
// (tests/setup/migrated-database.ts); migrate() then has nothing left to do.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, expect, inject } from 'vitest'
import { NO_DATABASE } from '../tests/setup/database-passes'
import { openPglite, openPostgres, type Connection } from './connection.server'
import { setDatabase } from './db.server'

export async function createTestDatabase(): Promise<Connection> {
  // CI's PostgreSQL pass leaves out the files listed as opening no database
  const file = path.relative(path.resolve(import.meta.dirname, '..'), expect.getState().testPath ?? '')
  if (NO_DATABASE.includes(file)) throw new Error(`${file} opens a database: take it off NO_DATABASE in tests/setup/database-passes.ts`)
  const url = process.env.DATABASE_URL
  if (!url) {
    const dump = inject('migratedPgliteDump')
    const connection = await openPglite(null, dump ? { loadDataDir: new Blob([fs.readFileSync(dump)]) } : {})
    await connection.migrate()
    return connection
  }
  const name = `test_${crypto.randomBytes(6).toString('hex')}`
  const template = inject('migratedTemplateDatabase')
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`)
  await admin.end()
  const target = new URL(url)
  target.pathname = `/${name}`
  const connection = await openPostgres(target.toString())
  await connection.migrate()
  return {
    ...connection,
    close: async () => {
      await connection.close()
      const dropper = new pg.Client({ connectionString: url })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}

/** Installs a fresh database for the tests of the calling file. */
export function useTestDatabase() {
  let connection: Connection
  beforeAll(async () => {
    connection = await createTestDatabase()
    setDatabase(connection.db)
  })
  afterAll(async () => {
    setDatabase(null)
    await connection?.close()
  })
  return { connection: () => connection }
}
