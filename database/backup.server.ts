// A backup of the whole site in one file (docs/decisions/010): every table of the database
// (content, pictures and published files, accounts, messages, donations, settings) except the
// short-lived ones below, read in ONE read-only repeatable-read transaction, so the file is a
// consistent picture of one moment even while the site keeps serving and saving.
//
// The file is gzip of JSON lines: a header (format version, the migration the database was at,
// every table with its columns, parents before children), then for each table a line naming it
// and one line per row (an array of the values' PostgreSQL text forms, bytea in base64), then a
// trailer with each table's row count and the serial sequences. The text forms are PostgreSQL's
// own, so nothing is lost (microseconds of a timestamp, exact jsonb) on either driver.
import fs from 'node:fs'
import path from 'node:path'
import type { Readable, Writable } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'
import zlib from 'node:zlib'
import { getTableName, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { migrationsFolder, type Database } from './connection.server'
import { formSubmissions, mediaShareCards, oneTimeTokens, publicChanges, rateLimitHits, serverSecrets, sessions } from './schema'

export const BACKUP_FORMAT = 'charity-site-backup'
export const BACKUP_VERSION = 1

/**
 * Tables a backup leaves out, each with the reason. Every other table of the database is in
 * the backup, so a table added later is backed up without anyone remembering to list it.
 */
export const TRANSIENT_TABLES: Readonly<Record<string, string>> = {
  [getTableName(sessions)]:
    'sign-ins: a restore must not bring back a session that was ended (sign-out, password reset) after the backup; everyone signs in again',
  [getTableName(rateLimitHits)]: 'attempt counters for the rate limits, forgotten after a day',
  [getTableName(formSubmissions)]: 'one-time keys that stop a double click from saving a new item twice, kept a day',
  [getTableName(serverSecrets)]: 'the key the server made to sign cookies: a backup file must not carry it; a restored site makes a new one',
  [getTableName(oneTimeTokens)]: 'password-reset and invitation links, valid for hours: a restore must not bring back one that was used or replaced',
  [getTableName(mediaShareCards)]: 'link-preview crops of stored pictures: made again from the picture the first time a page is shared',
  [getTableName(publicChanges)]: 'a count of changes to public pages that tells the page cache to drop them: a restored site starts with empty caches',
}

/** A problem the person running the command can act on: shown as a message, never a stack. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BackupError'
  }
}

// ---------------------------------------------------------------- the database's own description

type Executor = Pick<Database, 'execute'>

export type ColumnInfo = { name: string; type: string; binary: boolean }
export type TableInfo = { name: string; columns: ColumnInfo[]; primaryKey: string[]; references: string[] }
export type SequenceInfo = { table: string; column: string; sequence: string }
export type Catalog = { tables: Map<string, TableInfo>; sequences: SequenceInfo[] }

/** Runs a raw query; pg and PGlite both answer { rows }. */
export async function queryRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

/** Every table of the public schema with its columns, primary key and the tables it references. */
export async function readCatalog(executor: Executor): Promise<Catalog> {
  const columns = await queryRows<{ table: string; column: string; type: string; binary: boolean }>(
    executor,
    sql`select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type",
               t.typname = 'bytea' as "binary"
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid
        join pg_type t on t.oid = a.atttypid
        where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
          and a.attgenerated = ''
        order by c.relname, a.attnum`,
  )
  const keys = await queryRows<{ table: string; column: string }>(
    executor,
    sql`select c.relname as "table", a.attname as "column"
        from pg_index i
        join pg_class c on c.oid = i.indrelid
        join pg_namespace n on n.oid = c.relnamespace
        cross join lateral unnest(i.indkey::int2[]) with ordinality as k(attnum, position)
        join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
        where i.indisprimary and n.nspname = 'public'
        order by c.relname, k.position`,
  )
  const references = await queryRows<{ table: string; parent: string }>(
    executor,
    sql`select child.relname as "table", parent.relname as "parent"
        from pg_constraint con
        join pg_class child on child.oid = con.conrelid
        join pg_class parent on parent.oid = con.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where con.contype = 'f' and n.nspname = 'public'`,
  )
  const sequences = await queryRows<SequenceInfo>(
    executor,
    sql`select "table", "column", "sequence" from (
          select c.relname as "table", a.attname as "column",
                 pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) as "sequence"
          from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          join pg_attribute a on a.attrelid = c.oid
          where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
        ) s
        where "sequence" is not null
        order by "table", "column"`,
  )

  const tables = new Map<string, TableInfo>()
  for (const row of columns) {
    if (!tables.has(row.table)) tables.set(row.table, { name: row.table, columns: [], primaryKey: [], references: [] })
    tables.get(row.table)!.columns.push({ name: row.column, type: row.type, binary: Boolean(row.binary) })
  }
  for (const row of keys) tables.get(row.table)?.primaryKey.push(row.column)
  for (const row of references) {
    const table = tables.get(row.table)
    if (table && !table.references.includes(row.parent)) table.references.push(row.parent)
  }
  return { tables, sequences }
}

/** The tables a backup holds, parents before the tables that reference them. */
export function tablesToBackUp(catalog: Catalog): TableInfo[] {
  const included = [...catalog.tables.values()].filter((table) => !(table.name in TRANSIENT_TABLES))
  for (const table of included) {
    if (table.primaryKey.length === 0) throw new Error(`Table ${table.name} has no primary key, so it cannot be read in pages`)
    if (table.primaryKey.some((name) => table.columns.find((c) => c.name === name)?.binary)) {
      throw new Error(`Table ${table.name} has a binary primary key`)
    }
    const transientParent = table.references.find((parent) => parent in TRANSIENT_TABLES)
    if (transientParent) throw new Error(`Table ${table.name} references ${transientParent}, which backups leave out`)
  }
  const names = new Set(included.map((t) => t.name))
  const ordered: TableInfo[] = []
  const placed = new Set<string>()
  while (ordered.length < included.length) {
    // a table referencing itself is fine: its rows go in primary-key order
    const ready = included
      .filter((t) => !placed.has(t.name))
      .filter((t) => t.references.every((parent) => parent === t.name || placed.has(parent) || !names.has(parent)))
      .sort((a, b) => a.name.localeCompare(b.name))
    if (ready.length === 0) {
      const left = included.filter((t) => !placed.has(t.name)).map((t) => t.name)
      throw new Error(`These tables reference each other in a circle: ${left.join(', ')}`)
    }
    for (const table of ready) {
      ordered.push(table)
      placed.add(table.name)
    }
  }
  return ordered
}

// ---------------------------------------------------------------- migrations

export type JournalEntry = { tag: string; when: number }

/** The migrations this version of the site knows, oldest first (drizzle/meta/_journal.json). */
export function readJournal(folder = migrationsFolder()): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }
  return journal.entries.map(({ tag, when }) => ({ tag, when }))
}

/** The time stamp of the last migration applied to the database (Drizzle's own record), or null before any. */
export async function migrationLevel(executor: Executor): Promise<number | null> {
  const [table] = await queryRows<{ present: boolean }>(
    executor,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "present"`,
  )
  if (!table.present) return null
  const [last] = await queryRows<{ level: string | null }>(
    executor,
    sql`select max(created_at)::text as "level" from drizzle.__drizzle_migrations`,
  )
  return last.level === null ? null : Number(last.level)
}

/**
 * Values as text in one form whatever the server's settings: ISO dates in UTC, full float
 * precision. Set for the current transaction only.
 */
export async function useCanonicalText(executor: Executor) {
  await executor.execute(sql`select set_config('TimeZone', 'UTC', true), set_config('DateStyle', 'ISO, YMD', true),
    set_config('IntervalStyle', 'postgres', true), set_config('extra_float_digits', '3', true)`)
}

// ---------------------------------------------------------------- the file's lines

const columnSchema = z.object({ name: z.string().min(1), type: z.string().min(1), binary: z.boolean() })
const headerSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int().positive(),
  createdAt: z.string(),
  schema: z.object({ migration: z.string().min(1), when: z.number().int() }),
  tables: z.array(z.object({ name: z.string().min(1), columns: z.array(columnSchema).min(1) })),
  transient: z.array(z.string()),
})
const sectionSchema = z.object({ table: z.string() })
const sequenceSchema = z.object({
  table: z.string(),
  column: z.string(),
  value: z.string().regex(/^-?\d{1,19}$/),
  called: z.boolean(),
})
const trailerSchema = z.object({
  end: z.object({ rows: z.record(z.string(), z.number().int().nonnegative()), sequences: z.array(sequenceSchema) }),
})

export type BackupHeader = z.infer<typeof headerSchema>
export type BackupTable = BackupHeader['tables'][number]
export type BackupTrailer = z.infer<typeof trailerSchema>['end']
export type BackupSummary = { header: BackupHeader; rows: Record<string, number>; sequences: BackupTrailer['sequences'] }

// ---------------------------------------------------------------- writing

type Row = (string | null)[]

const ROWS_PER_PAGE = 1000
// a page of a table holding bytes (pictures, 1 MB file chunks) stays a few megabytes
const BINARY_ROWS_PER_PAGE = 8

/**
 * Writes the backup's lines (not yet compressed) to `out`, waiting whenever `out` is full.
 * On the embedded database the transaction holds PGlite's only connection, so the site's own
 * queries wait until it ends: keep `out` fast (a local file or socket).
 */
export async function writeBackup(db: Database, out: Writable, now = new Date()): Promise<BackupSummary> {
  return db.transaction(
    async (tx) => {
      await useCanonicalText(tx)
      const level = await migrationLevel(tx)
      if (level === null) throw new BackupError('The database has not been set up yet, so there is nothing to back up.')
      const migration = readJournal().find((entry) => entry.when === level)
      if (!migration) {
        throw new BackupError(
          'The database was set up by a newer version of the site than this one. Make the backup with that version.',
        )
      }
      const catalog = await readCatalog(tx)
      const tables = tablesToBackUp(catalog)
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: now.toISOString(),
        schema: { migration: migration.tag, when: level },
        tables: tables.map((table) => ({ name: table.name, columns: table.columns })),
        transient: Object.keys(TRANSIENT_TABLES).filter((name) => catalog.tables.has(name)),
      }
      const line = lineWriter(out)
      await line(header)
      const rows: Record<string, number> = {}
      for (const table of tables) {
        await line({ table: table.name })
        let count = 0
        for await (const row of tableRows(tx, table)) {
          await line(row)
          count++
        }
        rows[table.name] = count
      }
      // read last: a sequence only moves forward, so it is past every id in the snapshot
      const sequences = await readSequences(tx, catalog, tables)
      await line({ end: { rows, sequences } })
      return { header, rows, sequences }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

/** The rows of one table in primary-key order, a page at a time (keyset paging). */
async function* tableRows(executor: Executor, table: TableInfo): AsyncGenerator<Row> {
  const name = sql`${sql.identifier('public')}.${sql.identifier(table.name)} as t`
  // the columns are named through the alias t: ORDER BY must sort by the column itself, not by
  // the text it is selected as (by text, '1200' would come before '400')
  const column = (c: ColumnInfo) => sql`t.${sql.identifier(c.name)}`
  const selected = sql.join(
    table.columns.map((c) => (c.binary ? column(c) : sql`${column(c)}::text as ${sql.identifier(c.name)}`)),
    sql`, `,
  )
  const key = table.primaryKey.map((k) => table.columns.find((c) => c.name === k)!)
  const keyList = sql.join(key.map(column), sql`, `)
  const pageSize = table.columns.some((c) => c.binary) ? BINARY_ROWS_PER_PAGE : ROWS_PER_PAGE
  let after: string[] | null = null
  for (;;) {
    const last: string[] | null = after
    const where: SQL = last
      ? sql`where (${keyList}) > (${sql.join(
          key.map((c, i) => sql`cast(${last[i]}::text as ${sql.raw(c.type)})`),
          sql`, `,
        )})`
      : sql``
    const page: Record<string, unknown>[] = await queryRows<Record<string, unknown>>(
      executor,
      sql`select ${selected} from ${name} ${where} order by ${keyList} limit ${sql.raw(String(pageSize))}`,
    )
    for (const record of page) yield table.columns.map((c) => encodeValue(record[c.name], c.binary))
    if (page.length < pageSize) return
    const lastRecord: Record<string, unknown> = page[page.length - 1]
    after = key.map((c): string => String(lastRecord[c.name]))
  }
}

function encodeValue(value: unknown, binary: boolean): string | null {
  if (value === null || value === undefined) return null
  if (binary) {
    const bytes = value as Uint8Array
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')
  }
  return String(value)
}

async function readSequences(executor: Executor, catalog: Catalog, tables: TableInfo[]): Promise<BackupTrailer['sequences']> {
  const names = new Set(tables.map((t) => t.name))
  const result: BackupTrailer['sequences'] = []
  for (const s of catalog.sequences.filter((seq) => names.has(seq.table))) {
    // the name comes from the database's catalog, already quoted where needed
    const [row] = await queryRows<{ value: string; called: boolean }>(
      executor,
      sql`select last_value::text as "value", is_called as "called" from ${sql.raw(s.sequence)}`,
    )
    result.push({ table: s.table, column: s.column, value: row.value, called: Boolean(row.called) })
  }
  return result
}

/** Writes one JSON line, waiting for `out` to drain when it is full. */
function lineWriter(out: Writable) {
  return async (value: unknown) => {
    if (out.destroyed || out.writableEnded) throw interrupted()
    if (!out.write(`${JSON.stringify(value)}\n`)) await drained(out)
  }
}

function interrupted() {
  return new BackupError('The backup was interrupted: the file or connection it was being written to closed.')
}

function drained(out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      out.off('drain', onDrain)
      out.off('close', onClose)
      out.off('error', onError)
    }
    const onDrain = () => {
      cleanup()
      resolve()
    }
    const onClose = () => {
      cleanup()
      reject(interrupted())
    }
    const onError = (error: Error) => {
      cleanup()
      reject(error)
    }
    out.on('drain', onDrain)
    out.on('close', onClose)
    out.on('error', onError)
  })
}

// ---------------------------------------------------------------- reading

export type BackupEvent =
  | { type: 'header'; header: BackupHeader }
  | { type: 'table'; table: BackupTable }
  | { type: 'row'; table: BackupTable; values: Row }
  | { type: 'end'; trailer: BackupTrailer }

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

function damaged(detail: string) {
  return new BackupError(`This backup file is damaged or incomplete (${detail}), so it cannot be used.`)
}

/**
 * Reads a backup file (gzip) and checks it line by line as it goes: the header first, the
 * tables in the header's order, rows of the right shape, and a trailer whose counts match.
 * Throws a BackupError at the first problem; a file cut short never reaches 'end'.
 */
export async function* readBackup(input: Readable): AsyncGenerator<BackupEvent> {
  const lines = jsonLines(input)
  const first = await lines.next()
  if (first.done) throw new BackupError('This file is empty: it is not a backup.')
  const header = parseHeader(first.value)
  yield { type: 'header', header }

  const counts: Record<string, number> = {}
  let current: BackupTable | null = null
  let nextTable = 0
  for await (const line of lines) {
    if (Array.isArray(line)) {
      if (!current) throw damaged('a row comes before any table')
      checkRow(current, line)
      counts[current.name]++
      yield { type: 'row', table: current, values: line as Row }
      continue
    }
    const section = sectionSchema.safeParse(line)
    if (section.success) {
      const expected = header.tables[nextTable++]
      if (!expected || expected.name !== section.data.table) throw damaged(`table ${section.data.table} is out of place`)
      current = expected
      counts[current.name] = 0
      yield { type: 'table', table: current }
      continue
    }
    const trailer = trailerSchema.safeParse(line)
    if (!trailer.success) throw damaged('a line is not understood')
    if (nextTable !== header.tables.length) throw damaged('tables are missing')
    for (const table of header.tables) {
      if (trailer.data.end.rows[table.name] !== counts[table.name]) throw damaged(`the rows of ${table.name} do not add up`)
    }
    yield { type: 'end', trailer: trailer.data.end }
    if (!(await lines.next()).done) throw damaged('there is more after its end')
    return
  }
  throw damaged('it stops before its end')
}

/** Reads a whole backup file, checking it; what it holds. */
export async function verifyBackup(input: Readable): Promise<BackupSummary> {
  let header: BackupHeader | null = null
  let trailer: BackupTrailer | null = null
  // read to the very end: the reader checks that nothing follows the trailer
  for await (const event of readBackup(input)) {
    if (event.type === 'header') header = event.header
    if (event.type === 'end') trailer = event.trailer
  }
  if (!header || !trailer) throw damaged('it stops before its end')
  return { header, rows: trailer.rows, sequences: trailer.sequences }
}

function parseHeader(value: unknown): BackupHeader {
  const probe = z.object({ format: z.string(), version: z.number() }).safeParse(value)
  if (!probe.success || probe.data.format !== BACKUP_FORMAT) {
    throw new BackupError('This file is not a backup of this site (made with npm run backup).')
  }
  if (probe.data.version > BACKUP_VERSION) {
    throw new BackupError(
      `This backup was written in format ${probe.data.version}, which this version of the site cannot read (it reads up to ${BACKUP_VERSION}). Restore it with a newer version of the site.`,
    )
  }
  const header = headerSchema.safeParse(value)
  if (!header.success) throw damaged('its first line is not a valid header')
  return header.data
}

function checkRow(table: BackupTable, values: unknown[]) {
  if (values.length !== table.columns.length) throw damaged(`a row of ${table.name} has the wrong number of values`)
  for (let i = 0; i < values.length; i++) {
    const value = values[i]
    if (value === null) continue
    if (typeof value !== 'string' || (table.columns[i].binary && !BASE64.test(value))) {
      throw damaged(`a row of ${table.name} holds a value of the wrong kind`)
    }
  }
}

/** Parsed JSON lines of a gzip stream, one at a time, whatever their length. */
async function* jsonLines(input: Readable): AsyncGenerator<unknown> {
  const gunzip = zlib.createGunzip()
  input.on('error', (error) => gunzip.destroy(error))
  input.pipe(gunzip)
  const decoder = new StringDecoder('utf8')
  let pieces: string[] = []
  let lineNumber = 0
  const parse = (text: string) => {
    lineNumber++
    try {
      return JSON.parse(text) as unknown
    } catch {
      throw damaged(`line ${lineNumber} is not readable`)
    }
  }
  try {
    for await (const chunk of gunzip) {
      const text = decoder.write(chunk as Buffer)
      let start = 0
      let newline: number
      while ((newline = text.indexOf('\n', start)) >= 0) {
        pieces.push(text.slice(start, newline))
        const line = pieces.join('')
        pieces = []
        start = newline + 1
        yield parse(line)
      }
      if (start < text.length) pieces.push(text.slice(start))
    }
  } catch (error) {
    throw fileError(error, lineNumber)
  } finally {
    input.unpipe(gunzip)
    input.destroy()
  }
  const rest = pieces.join('') + decoder.end()
  if (rest) yield parse(rest)
}

function fileError(error: unknown, linesRead: number) {
  if (error instanceof BackupError) return error
  const code = (error as NodeJS.ErrnoException).code
  // not gzip at all, or gzip that stops short
  if (code === 'Z_DATA_ERROR' && linesRead === 0) return new BackupError('This file is not a backup of this site (made with npm run backup).')
  if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR') return damaged('it is cut short or altered')
  return error
}
