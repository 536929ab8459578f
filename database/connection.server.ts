// Opens the database: embedded PGlite in a folder by default, a PostgreSQL server through pg
// when a URL is given. Both speak the same SQL, so one schema and one set of migrations serve.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import v8 from 'node:v8'
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
/** What a model receives inside db().transaction(...): it can do everything a Database can but open another. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

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
  /**
   * Calls `onNotify` after each committed transaction that ran NOTIFY on `channel`, from any
   * instance; resolves to a function that stops listening. On PostgreSQL a lost listening
   * connection counts as a notification (one may have been missed) and is opened again.
   */
  listen: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>
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
 * The embedded PostgreSQL's start-up settings: PGlite's own, and a smaller buffer cache.
 * PostgreSQL's default shared_buffers (128 MB) is allocated and touched inside PGlite's
 * WebAssembly memory at start-up, and WebAssembly memory is never given back: 8 MB holds this
 * site's busy pages many times over, and other pages are read from the files, which the kernel
 * caches outside the process (docs/performance.md).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB']

/**
 * PGlite is PostgreSQL compiled to WebAssembly. By default V8 compiles it twice: quickly
 * (Liftoff) at start-up, then again with its optimising compiler (TurboFan) for the functions
 * that run often, whose work leaves some 70 MB behind in the process. Liftoff's code alone
 * measured as fast on this site's queries (docs/performance.md). Set before PGlite's module is
 * compiled; the only WebAssembly this process runs is PGlite.
 */
function compileWebAssemblyOnce() {
  v8.setFlagsFromString('--liftoff-only')
}

/**
 * Creates a new data directory's database files in a short-lived child process. PGlite's initdb
 * runs a second PostgreSQL and initdb itself, each with its own WebAssembly memory, and the
 * process that ran them kept some 300 MB it never used again (docs/performance.md); a child
 * gives all of it back when it exits. Only on the very first start.
 */
async function initialiseDataDir(pgliteDir: string) {
  if (fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))) return
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const script = `require(${JSON.stringify(pglite)}).PGlite.create(process.argv[1]).then((db) => db.close())`
  await promisify(execFile)(process.execPath, ['-e', script, pgliteDir])
}

/**
 * A PGlite database in dataDir (locked against a second process), or in memory when dataDir is
 * null; an in-memory one may start as a copy of a dumped data directory (tests).
 */
export async function openPglite(dataDir: string | null, options: { loadDataDir?: Blob } = {}): Promise<Connection> {
  const release = dataDir ? lockDataDir(dataDir) : () => {}
  compileWebAssemblyOnce()
  try {
    // PGlite creates only the last folder of its path; the lock created its parent.
    const pgliteDir = dataDir ? path.join(path.resolve(dataDir), 'pglite') : undefined
    if (pgliteDir) await initialiseDataDir(pgliteDir)
    const client = await PGlite.create({ dataDir: pgliteDir, startParams: PGLITE_START_PARAMS, ...options })
    const db = drizzlePglite(client, { schema }) as unknown as Database
    return {
      db,
      kind: 'pglite',
      pglite: client,
      migrate: async (folder = migrationsFolder()) => {
        await migratePglite(db as never, { migrationsFolder: folder })
      },
      listen: (channel, onNotify) => client.listen(channel, onNotify),
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

/** How long to wait for PostgreSQL to accept a connection, or for a free one in the pool. */
const CONNECT_TIMEOUT_MS = 15_000

export async function openPostgres(url: string): Promise<Connection> {
  // a database that does not answer is an error to report, not a wait without end (a server that
  // never starts and never says why)
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS })
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
    listen: (channel, onNotify) => listenOnPostgres(url, channel, onNotify),
    close: async () => {
      await pool.end()
    },
  }
}

/** A connection of its own that stays in LISTEN (a pooled one would be handed to queries). */
async function listenOnPostgres(url: string, channel: string, onNotify: () => void): Promise<() => Promise<void>> {
  let stopped = false
  let client: pg.Client | null = null
  let retry: NodeJS.Timeout | undefined
  const open = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS })
    next.on('notification', (message) => message.channel === channel && onNotify())
    next.on('error', (error) => {
      console.warn(`The connection listening for ${channel} was lost: ${error.message}`)
      lost(next)
    })
    next.on('end', () => lost(next))
    await next.connect()
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    if (stopped) await next.end()
    else client = next
  }
  const reopenSoon = () => {
    retry = setTimeout(() => {
      // what changed while nobody listened counts too
      open().then(onNotify, () => !stopped && reopenSoon())
    }, 1000)
    retry.unref()
  }
  const lost = (which: pg.Client) => {
    if (stopped || client !== which) return
    client = null
    onNotify()
    reopenSoon()
  }
  await open()
  return async () => {
    stopped = true
    clearTimeout(retry)
    await client?.end().catch(() => {})
  }
}
