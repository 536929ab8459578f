// Restores a backup (database/backup.server.ts, docs/decisions/010) into an EMPTY database:
// nothing there is ever overwritten or mixed with the backup. The database is first brought to
// the migration the backup was made at, the rows go in within one transaction (all or nothing,
// parents before children, ids kept), the serial sequences continue where they were, and then
// the remaining migrations of this version run, so a backup made by an older version is brought
// up to date exactly as that version's database would have been.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { sql, type SQL } from 'drizzle-orm'
import {
  BackupError,
  migrationLevel,
  queryRows,
  readBackup,
  readCatalog,
  readJournal,
  TRANSIENT_TABLES,
  useCanonicalText,
  type BackupEvent,
  type BackupHeader,
  type BackupSummary,
  type BackupTable,
  type BackupTrailer,
  type Catalog,
  type JournalEntry,
} from './backup.server'
import { migrationsFolder, type Connection, type Database } from './connection.server'

type Executor = Pick<Database, 'execute'>

// one INSERT stays well under PostgreSQL's 65,535 parameters and a few megabytes
const MAX_PARAMETERS_PER_INSERT = 20_000
const MAX_BYTES_PER_INSERT = 8 * 1024 * 1024

/**
 * Where the backup's migration sits among this version's: its index in the journal. Refuses a
 * backup from a newer version (its tables may hold columns this version does not have).
 */
export function backupMigrationIndex(header: BackupHeader, journal: JournalEntry[] = readJournal()): number {
  const index = journal.findIndex((entry) => entry.when === header.schema.when && entry.tag === header.schema.migration)
  if (index >= 0) return index
  const latest = journal[journal.length - 1]
  if (header.schema.when > latest.when) {
    throw new BackupError(
      `This backup was made by a newer version of the site (its database is at migration ${header.schema.migration}; ` +
        `this version knows migrations up to ${latest.tag}). Restore it with that version or a later one.`,
    )
  }
  throw new BackupError(
    `This backup was made by a different version of the site: its database migration ${header.schema.migration} is not one this version knows.`,
  )
}

/** `heldMail`: e-mails that were waiting when the backup was made, now held for an Administrator (decision 046). */
export type RestoreSummary = BackupSummary & { heldMail: number }

/** Restores the backup read from `input` into the database of `connection`, which must be empty. */
export async function restoreBackup(connection: Connection, input: Readable): Promise<RestoreSummary> {
  const events = readBackup(input)
  try {
    const first = await events.next()
    if (first.done || first.value.type !== 'header') throw new BackupError('This file is not a backup of this site.')
    const header = first.value.header
    const journal = readJournal()
    const index = backupMigrationIndex(header, journal)

    const level = await migrationLevel(connection.db)
    if (level !== null && level > header.schema.when) {
      throw new BackupError(
        'This database has already been set up by a newer version of the site than the one that made the backup. ' +
          'Restore into a new, empty data directory or database.',
      )
    }
    // checked before anything is changed, and again inside the transaction
    await refuseUnlessEmpty(connection.db, await readCatalog(connection.db))
    if (level === null || level < header.schema.when) await migrateUpTo(connection, journal, index)

    const summary = await connection.db.transaction(async (tx) => {
      await useCanonicalText(tx)
      const catalog = await readCatalog(tx)
      checkTablesMatch(header, catalog)
      const names = [...catalog.tables.keys()].filter((name) => !(name in TRANSIENT_TABLES))
      if (names.length > 0) {
        // nobody else (a server starting on the same database) reads or writes until the commit
        await tx.execute(
          sql`lock table ${sql.join(names.map((name) => sql`${sql.identifier('public')}.${sql.identifier(name)}`), sql`, `)} in access exclusive mode`,
        )
      }
      await refuseUnlessEmpty(tx, catalog)
      const restored = await insertRows(tx, catalog, header, events)
      // held in the same transaction where the backup's schema knows the state (else just below)
      return { ...restored, heldMail: (await mayHoldMail(tx)) ? await holdWaitingMail(tx) : 0 }
    })
    // the migrations that came after the backup's, if this version has any
    await connection.migrate()
    return { ...summary, heldMail: summary.heldMail + (await holdWaitingMail(connection.db)) }
  } finally {
    await events.return(undefined)
  }
}

/**
 * Mail that was waiting (or being sent) when the backup was made may have gone out since: it is
 * held, never sent again by itself. An Administrator sends or drops it on the E-mail screen.
 */
async function holdWaitingMail(executor: Executor): Promise<number> {
  const held = await queryRows<{ id: number }>(executor, sql`update outbox set status = 'held', claimed_until = null where status in ('queued', 'sending') returning id`)
  return held.length
}

/** Whether the outbox's states include 'held' yet (a backup from an older version has the migration that adds it still to come). */
async function mayHoldMail(executor: Executor): Promise<boolean> {
  const [row] = await queryRows<{ allowed: boolean }>(
    executor,
    sql`select coalesce(bool_or(pg_get_constraintdef(oid) like '%held%'), false) as "allowed" from pg_constraint where conname = 'outbox_status_check'`,
  )
  return row.allowed
}

async function insertRows(
  tx: Executor,
  catalog: Catalog,
  header: BackupHeader,
  events: AsyncGenerator<BackupEvent>,
): Promise<BackupSummary> {
  let batch: Batch | null = null
  let summary: BackupSummary | null = null
  // read to the very end: the reader checks that nothing follows the trailer
  for await (const event of events) {
    if (event.type === 'table') {
      await batch?.flush()
      batch = new Batch(tx, event.table, catalog)
    } else if (event.type === 'row') {
      await batch!.add(event.values)
    } else if (event.type === 'end') {
      await batch?.flush()
      await setSequences(tx, catalog, event.trailer)
      summary = { header, rows: event.trailer.rows, sequences: event.trailer.sequences }
    }
  }
  if (!summary) throw new BackupError('This backup file is damaged or incomplete (it stops before its end), so it cannot be used.')
  return summary
}

/** Rows of one table, inserted several at a time. */
class Batch {
  private rows: SQL[] = []
  private bytes = 0
  private readonly types: string[]
  private readonly maxRows: number

  constructor(
    private readonly tx: Executor,
    private readonly table: BackupTable,
    catalog: Catalog,
  ) {
    // casts use the TARGET's column types, never text from the file
    const target = catalog.tables.get(table.name)!
    this.types = table.columns.map((c) => target.columns.find((t) => t.name === c.name)!.type)
    this.maxRows = Math.max(1, Math.floor(MAX_PARAMETERS_PER_INSERT / table.columns.length))
  }

  async add(values: (string | null)[]) {
    const cells = values.map((value, i) => {
      if (this.table.columns[i].binary) {
        const bytes = value === null ? null : Buffer.from(value, 'base64')
        this.bytes += bytes?.byteLength ?? 0
        return sql`${bytes}::bytea`
      }
      this.bytes += value?.length ?? 0
      return sql`cast(${value}::text as ${sql.raw(this.types[i])})`
    })
    this.rows.push(sql`(${sql.join(cells, sql`, `)})`)
    if (this.rows.length >= this.maxRows || this.bytes >= MAX_BYTES_PER_INSERT) await this.flush()
  }

  async flush() {
    if (this.rows.length === 0) return
    const columns = sql.join(this.table.columns.map((c) => sql.identifier(c.name)), sql`, `)
    try {
      // ids are kept as they were, identity columns included
      await this.tx.execute(
        sql`insert into ${sql.identifier('public')}.${sql.identifier(this.table.name)} (${columns}) overriding system value values ${sql.join(this.rows, sql`, `)}`,
      )
    } catch (error) {
      // the database's reason, without the statement and its values (personal data, megabytes)
      const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : 'the database refused them'
      throw new BackupError(`The rows of ${this.table.name} could not be restored: ${reason}. Nothing was restored.`)
    }
    this.rows = []
    this.bytes = 0
  }
}

/** Each serial sequence continues after the backup's last value (and never below the rows' ids). */
async function setSequences(tx: Executor, catalog: Catalog, trailer: BackupTrailer) {
  for (const saved of trailer.sequences) {
    const target = catalog.sequences.find((s) => s.table === saved.table && s.column === saved.column)
    if (!target) continue
    const column = sql.identifier(saved.column)
    await tx.execute(sql`
      select setval(${target.sequence}::regclass, greatest(${saved.value}::bigint, coalesce(s.m, 1)), ${saved.called}::boolean or s.m is not null)
      from (select max(${column}) as m from ${sql.identifier('public')}.${sql.identifier(saved.table)}) s`)
  }
}

/** The backup's tables must exist here with the same columns (same version of the schema). */
function checkTablesMatch(header: BackupHeader, catalog: Catalog) {
  for (const table of header.tables) {
    const target = catalog.tables.get(table.name)
    const same =
      target &&
      !(table.name in TRANSIENT_TABLES) &&
      target.columns.length === table.columns.length &&
      table.columns.every((c) => target.columns.some((t) => t.name === c.name && t.type === c.type && t.binary === c.binary))
    if (!same) {
      throw new BackupError(
        `This backup does not match this version's database (table ${table.name} differs), so it cannot be restored here.`,
      )
    }
  }
}

async function refuseUnlessEmpty(executor: Executor, catalog: Catalog) {
  const holding: string[] = []
  for (const name of catalog.tables.keys()) {
    if (name in TRANSIENT_TABLES) continue
    const [row] = await queryRows<{ found: boolean }>(
      executor,
      sql`select exists (select 1 from ${sql.identifier('public')}.${sql.identifier(name)}) as "found"`,
    )
    if (row.found) holding.push(name)
  }
  if (holding.length > 0) {
    throw new BackupError(
      `The database is not empty (it already holds ${holding.join(', ')}). A backup is restored only into a new, empty ` +
        'data directory or database, so that nothing there is overwritten or mixed with it.',
    )
  }
}

/** Applies this version's migrations up to and including journal[index], and no further. */
async function migrateUpTo(connection: Connection, journal: JournalEntry[], index: number) {
  if (index === journal.length - 1) {
    await connection.migrate()
    return
  }
  const source = migrationsFolder()
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-migrations-'))
  try {
    const full = JSON.parse(fs.readFileSync(path.join(source, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] }
    const entries = full.entries.slice(0, index + 1)
    fs.mkdirSync(path.join(folder, 'meta'))
    fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...full, entries }))
    for (const entry of entries) fs.copyFileSync(path.join(source, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`))
    await connection.migrate(folder)
  } finally {
    fs.rmSync(folder, { recursive: true, force: true })
  }
}
