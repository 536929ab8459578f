// The process's one database. The server (or a test's set-up) installs it once at start;
// models reach it through db(). Nothing else opens connections.
import type { Database } from './connection.server'

// Kept on globalThis so that the dev server's module reloads keep the one connection.
const holder = globalThis as { __database?: Database | null }

export function setDatabase(database: Database | null) {
  holder.__database = database
}

export function db(): Database {
  const current = holder.__database
  if (!current) throw new Error('The database is not open yet')
  return current
}
