// Opens the database: embedded PGlite in a folder by default, a PostgreSQL server through pg
// when a URL is given. Both speak the same SQL, so one schema and one set of migrations serve.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { lockDataDir } from './data-dir-lock.server'
import * as schema from './schema'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export type Connection = {
  db: Database
  kind: 'pglite' | 'postgres'
  /** the embedded engine itself, for what only it can do (dumping its data directory) */
  pglite?: PGlite
  /**
   * Applies every migration in drizzle/ that has not run yet (or in another folder laid out the
   * same way: a restore stops at the migration its backup was made at, database/restore.server.ts).
   */
  migrate: (folder?: string) => Promise<void>
  close: () => Promise<void>
}

/** The drizzle/ folder, found from wherever this module runs (source or build). */
export function migrationsFolder() {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const candidate = path.join(dir, 'drizzle')
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error('The drizzle/ migrations folder was not found')
    dir = parent
  }
}

/**
 * A PGlite database in dataDir (locked against a second process), or in memory when dataDir is
 * null; an in-memory one may start as a copy of a dumped data directory (tests).
 */
export async function openPglite(dataDir: string | null, options: { loadDataDir?: Blob } = {}): Promise<Connection> {
  const release = dataDir ? lockDataDir(dataDir) : () => {}
  try {
    // PGlite creates only the last folder of its path; the lock created its parent.
    const client = dataDir ? await PGlite.create(path.join(path.resolve(dataDir), 'pglite')) : await PGlite.create(options)
    const db = drizzlePglite(client, { schema }) as unknown as Database
    return {
      db,
      kind: 'pglite',
      pglite: client,
      migrate: async (folder = migrationsFolder()) => {
        await migratePglite(db as never, { migrationsFolder: folder })
      },
      close: async () => {
        try {
          if (!client.closed) await client.close()
        } finally {
          release()
        }
      },
    }
  } catch (error) {
    release()
    throw error
  }
}

export async function openPostgres(url: string): Promise<Connection> {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle connection the server drops (a restart, a failover, a dropped test database) must
  // not crash the process: the pool discards it and opens a new one when next needed.
  pool.on('error', (error) => {
    console.warn(`A database connection was closed by the server: ${error.message}`)
  })
  const db = drizzlePg(pool, { schema }) as unknown as Database
  return {
    db,
    kind: 'postgres',
    migrate: async (folder = migrationsFolder()) => {
      // Several instances may start together: one migrates, the others wait for it.
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock(727001)')
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: folder })
      } finally {
        await client.query('select pg_advisory_unlock(727001)').catch(() => {})
        client.release()
      }
    },
    close: async () => {
      await pool.end()
    },
  }
}
