// Backups (issue 7, item 6; docs/decisions/010) on the database layer: every table is covered,
// a backup restored into an empty database gives back exactly the same rows (bytes, microseconds,
// jsonb, ids and sequences included), an older backup is brought up to date by the migrations
// that came after it, and every way a restore must refuse leaves the target untouched.
// Runs on PGlite in memory, or on PostgreSQL when DATABASE_URL is set.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import zlib from 'node:zlib'
import { getTableName, is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BackupError,
  TRANSIENT_TABLES,
  queryRows,
  readCatalog,
  readJournal,
  tablesToBackUp,
  useCanonicalText,
  verifyBackup,
  writeBackup,
  type BackupSummary,
} from './backup.server'
import { migrationsFolder, openPglite, type Connection, type Database } from './connection.server'
import { restoreBackup } from './restore.server'
import * as schema from './schema'
import { createTestDatabase } from './test-database'

const schemaTables = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table as PgTable))
  .sort()

const open: Connection[] = []
async function freshDatabase() {
  const connection = await createTestDatabase()
  open.push(connection)
  return connection
}
afterAll(async () => {
  for (const connection of open) await connection.close()
})

async function backupOf(db: Database): Promise<{ file: Buffer; summary: BackupSummary }> {
  const gzip = zlib.createGzip()
  const chunks: Buffer[] = []
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise((resolve) => gzip.on('end', resolve))
  const summary = await writeBackup(db, gzip)
  gzip.end()
  await ended
  return { file: Buffer.concat(chunks), summary }
}

/** A backup file with its lines changed by `edit` (to make a file from another version, or a damaged one). */
function rewritten(file: Buffer, edit: (lines: unknown[]) => unknown[]): Buffer {
  const lines = zlib.gunzipSync(file).toString('utf8').trimEnd().split('\n').map((line) => JSON.parse(line) as unknown)
  return zlib.gzipSync(`${edit(lines).map((line) => JSON.stringify(line)).join('\n')}\n`)
}

/** Per table: the number of rows and a digest of every value of every row (bytea included). */
async function fingerprint(db: Database, tables: string[]) {
  // in one transaction, so that times are written in UTC whatever the server's time zone
  return db.transaction(async (tx) => {
    await useCanonicalText(tx)
    const result: Record<string, { rows: number; digest: string | null }> = {}
    for (const table of tables) {
      const [row] = await queryRows<{ rows: number; digest: string | null }>(
        tx,
        sql`select count(*)::int as "rows", md5(string_agg(t::text, '|' order by t::text)) as "digest" from ${sql.identifier(table)} t`,
      )
      result[table] = row
    }
    return result
  })
}

/** The fingerprint of a restored database with its held mail put back as it was in the backup (waiting): a restore holds it (decision 046). */
async function restoredFingerprint(db: Database, tables: string[]) {
  await db.execute(sql`update outbox set status = 'queued' where status = 'held'`)
  return fingerprint(db, tables)
}

const BYTES = crypto.randomBytes(300_000)
const CHUNK = crypto.randomBytes(1024 * 1024)

/** At least one row in every table, with the awkward values: bytes, nulls, microseconds, emoji, nested jsonb. */
async function fillEveryTable(db: Database) {
  await db.execute(sql`insert into media (hash, width, height, alt, created_at) values
    ('a1', 1200, 800, 'Volunteers at the “Walk for Hope” 🌱', '2026-03-01 10:00:00.123456+00'),
    ('b2', 400, 400, '', now())`)
  await db.execute(sql`insert into media_variants (media_id, width, height, content_type, bytes)
    select id, 1200, 800, 'image/webp', ${BYTES}::bytea from media where hash = 'a1'`)
  await db.execute(sql`insert into media_variants (media_id, width, height, bytes)
    select id, 400, 400, '\\x00ff'::bytea from media where hash = 'b2'`)
  await db.execute(sql`insert into stored_files (file_name, content_type, size, sha256) values ('app.apk', 'application/vnd.android.package-archive', ${CHUNK.length + 3}, 'x')`)
  await db.execute(sql`insert into stored_file_chunks (file_id, seq, bytes)
    select id, 0, ${CHUNK}::bytea from stored_files union all select id, 1, '\\x010203'::bytea from stored_files`)
  await db.execute(sql`insert into users (email, password_hash, roles) values
    ('Admin@Example.org', '$argon2id$v=19$m=19456,t=2,p=1$abc$def', '{administrator,treasurer}'), ('member@example.org', 'hash', '{}')`)
  await db.execute(sql`insert into sessions (id, user_id, persistent, expires_at) select 'session-hash', id, true, now() + interval '1 day' from users where roles @> '{administrator}'`)
  await db.execute(sql`insert into two_factor_keys (user_id, secret, enabled_at, last_used_step) select id, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', now(), 59000000 from users where roles @> '{administrator}'`)
  await db.execute(sql`insert into recovery_codes (user_id, code_hash, used_at) select id, ${'c'.repeat(64)}, null from users where roles @> '{administrator}'
    union all select id, ${'d'.repeat(64)}, now() from users where roles @> '{administrator}'`)
  await db.execute(sql`insert into testimonials (name, email, profession, message, image_id, rating) select 'Asha', 'asha@example.org', 'Teacher', 'Kind people.', id, 4 from media where hash = 'a1'`)
  await db.execute(sql`insert into events (title, description, event_date, ends_at, location, status) values
    ('Grief circle', 'Every second Tuesday', '2026-06-02 18:30:00-06', null, null, 'hidden')`)
  await db.execute(sql`insert into event_registration_settings (event_id, enabled, capacity, online_link) select id, true, 10, 'https://meet.example.org/room' from events`)
  await db.execute(sql`insert into event_registrations (event_id, name, email, party_size, language, status, token_hash) select id, 'Asha', 'asha@example.org', 2, 'pa', 'confirmed', ${'e'.repeat(64)} from events`)
  await db.execute(sql`insert into team_members (name, email, profession, bio) values ('Ravi', 'ravi@example.org', 'Counsellor', 'Line one
line two, with a tab	and a quote "here"')`)
  await db.execute(sql`insert into gallery_categories (name, description, image_id) select 'Walk', 'Our walk', id from media where hash = 'b2'`)
  await db.execute(sql`insert into gallery_images (category_id, title, image_id) select c.id, 'Start line', m.id from gallery_categories c, media m where m.hash = 'a1'`)
  await db.execute(sql`insert into blogs (name, title, description, writer_name, image_id, writer_image_id)
    select 'Hope', 'On hope', 'ਪੰਜਾਬੀ ਵਿੱਚ ਵੀ', 'Meera', id, null from media where hash = 'a1'`)
  await db.execute(sql`insert into contact_messages (name, email, subject, message) values
    ('One', 'one@example.org', 'Hello', 'First message'), ('Two', 'two@example.org', 'Hi', 'Second message'),
    ('Three', 'three@example.org', 'Hey', 'Third message')`)
  // a gap: the next message must not reuse id 3 after a restore
  await db.execute(sql`delete from contact_messages where name = 'Three'`)
  await db.execute(sql`insert into payment_records (name, email, address, payment_method, amount_cents, status, received_at) values
    ('Donor', 'donor@example.org', '1 Main St', 'card', 2500, 'received', '2026-02-03 04:05:06.789012+00')`)
  await db.execute(sql`insert into site_settings (key, value) values
    ('organisation', ${JSON.stringify({ name: 'Society', phones: ['780-555-0100'], nested: { big: 12345678901234567890, ok: true } })}::jsonb)`)
  await db.execute(sql`insert into form_submissions (key) values ('form-key')`)
  await db.execute(sql`insert into rate_limit_hits (bucket, key) values ('contact-message', '127.0.0.1')`)
  await db.execute(sql`insert into one_time_tokens (id, purpose, user_id, email, expires_at) select 'token-hash', 'password-reset', id, email, now() + interval '1 hour' from users where roles = '{}'`)
  await db.execute(sql`insert into outbox (kind, "to", subject, html, text, message_id, give_up_at, status, sent_at, smtp_response) values
    ('test', 'staff@example.org', 'Test e-mail', '<p>Hello</p>', 'Hello', '<a@example.org>', now() + interval '1 day', 'sent', now(), '250 OK'),
    ('password-reset', 'member@example.org', 'Choose a new password', null, null, '<b@example.org>', now() + interval '1 day', 'queued', null, null)`)
  await db.execute(sql`insert into contact_replies (message_id, author_email, sent_to, subject, body, outbox_id)
    select max(id), 'staff@example.org', 'three@example.org', 'Re: Hey', 'Thank you', (select min(id) from outbox) from contact_messages`)
  await db.execute(sql`insert into payment_status_changes (payment_id, status, changed_at)
    select id, 'received', '2026-02-03 04:05:06.789012+00' from payment_records`)
  // an issued receipt: its PDF's bytes must come back exactly
  await db.execute(sql`insert into donation_receipts (serial, year, number, kind, donor_name, donor_address, donor_email, amount_cents, eligible_cents,
    received_from, received_to, issued_by, pdf, pdf_sha256) values
    ('2026-00001', 2026, 1, 'gift', 'Donor', '1 Main St', 'donor@example.org', 2500, 2500, '2026-02-02', '2026-02-02', 'staff@example.org', ${CHUNK}, 'sha')`)
  await db.execute(sql`insert into receipt_serials (year, last_number) values (2026, 1)`)
  // every pledge reference ever given comes back, so that none is given again after a restore
  await db.execute(sql`insert into pledge_references (reference) values ('SMHS-7KQ4M9')`)
  await db.execute(sql`insert into receipt_payments (receipt_id, payment_id) select r.id, p.id from donation_receipts r, payment_records p`)
  await db.execute(sql`update outbox set attachment_name = 'receipt-2026-00001.pdf', attachment = ${CHUNK} where kind = 'test'`)
  // the activity log comes back with a backup (decision 027); its trigger only refuses updates and deletes
  await db.execute(sql`insert into audit_entries (created_at, actor_id, actor_email, address, action, item_type, item_id, item_label, changes)
    select '2026-02-03 04:05:06.789012+00', id, email, '2001:db8::1', 'role change', 'Account', id::text, email,
      ${JSON.stringify([{ field: 'roles', from: 'Member', to: 'Administrator, Treasurer' }])}::jsonb from users where roles @> '{administrator}'`)
  await db.execute(sql`insert into audit_entries (actor_id, actor_email, address, action) values (null, null, 'command line', 'sign-in')`)
  await db.execute(sql`insert into content_versions (item_type, item_id, values, changed, actor_email) select 'events', id,
    ${JSON.stringify({ title: 'Grief circle', eventDate: '2026-06-03T00:30:00.000Z' })}::jsonb, ${JSON.stringify(['title'])}::jsonb, 'admin@example.org' from events`)
  await db.execute(sql`insert into content_version_pictures (version_id, field, media_id) select v.id, 'image', m.id from content_versions v, media m where m.hash = 'a1'`)
  // staff's corrections of interface texts, their history and the reviews come back (decision 086)
  await db.execute(sql`insert into interface_texts (language, message_id, text, updated_by) select 'ur', 'abc123', 'ابھی مدد', id from users where roles @> '{administrator}'`)
  await db.execute(sql`insert into interface_text_versions (language, message_id, text, how, changed_by, changed_at) select 'ur', 'abc123', 'ابھی مدد', 'typed', id, '2026-02-03 04:05:06.789012+00' from users where roles @> '{administrator}'`)
  await db.execute(sql`insert into translation_reviews (subject, language, source, text, reviewed_by) select 'ui:abc123', 'ur', 'Help now', 'ابھی مدد', id from users where roles @> '{administrator}'`)
}

describe('what a backup covers', { timeout: 180_000 }, () => {
  it('every table of the database is in the backup or named as short-lived, and the schema knows each one', async () => {
    const { db } = await freshDatabase()
    const catalog = await readCatalog(db)
    expect([...catalog.tables.keys()].sort()).toEqual(schemaTables)
    for (const name of Object.keys(TRANSIENT_TABLES)) expect(schemaTables).toContain(name)
    const backedUp = tablesToBackUp(catalog).map((t) => t.name)
    expect([...backedUp, ...Object.keys(TRANSIENT_TABLES)].sort()).toEqual(schemaTables)
    // parents before the tables that reference them
    expect(backedUp.indexOf('media')).toBeLessThan(backedUp.indexOf('media_variants'))
    expect(backedUp.indexOf('gallery_categories')).toBeLessThan(backedUp.indexOf('gallery_images'))
    expect(backedUp.indexOf('stored_files')).toBeLessThan(backedUp.indexOf('stored_file_chunks'))
    // losing these in a restore would lock admins out, or quietly turn their second factor off
    expect(backedUp).toEqual(expect.arrayContaining(['two_factor_keys', 'recovery_codes', 'audit_entries']))
    expect(backedUp.indexOf('users')).toBeLessThan(backedUp.indexOf('two_factor_keys'))
  })
})

describe('backup and restore', { timeout: 180_000 }, () => {
  let source: Connection
  let backup: { file: Buffer; summary: BackupSummary }
  /** the source's rows when the backup was made */
  let before: Awaited<ReturnType<typeof fingerprint>>

  beforeAll(async () => {
    source = await freshDatabase()
    await fillEveryTable(source.db)
    backup = await backupOf(source.db)
    before = await fingerprint(source.db, backup.summary.header.tables.map((t) => t.name))
  }, 180_000)

  it('gives back every row of every table exactly, and the sequences carry on where they were', async () => {
    const backedUp = backup.summary.header.tables.map((t) => t.name)
    // the fill above must reach every table, or this test proves nothing about a new one
    for (const table of backedUp) expect(before[table].rows, `rows in ${table}`).toBeGreaterThan(0)
    expect(backup.summary.rows).toEqual(Object.fromEntries(backedUp.map((t) => [t, before[t].rows])))

    const target = await freshDatabase()
    const summary = await restoreBackup(target, Readable.from([backup.file]))
    expect(summary.rows).toEqual(backup.summary.rows)
    // the password reset that was waiting comes back held, never sent by itself (issue 41 item 6);
    // put back as it was, every row of every table is the backup's
    expect(summary.heldMail).toBe(1)
    const held = await queryRows<{ kind: string; status: string }>(target.db, sql`select kind, status from outbox order by id`)
    expect(held).toEqual([{ kind: 'test', status: 'sent' }, { kind: 'password-reset', status: 'held' }])
    await target.db.execute(sql`update outbox set status = 'queued' where status = 'held'`)
    expect(await fingerprint(target.db, backedUp)).toEqual(before)
    // short-lived tables start empty, but for the page cache's one counter (its migration makes it)
    const transient = await fingerprint(target.db, Object.keys(TRANSIENT_TABLES))
    for (const [table, { rows }] of Object.entries(transient)) expect(rows, table).toBe(table === 'public_changes' ? 1 : 0)

    const next = async (db: Database) =>
      (await queryRows<{ id: number }>(db, sql`insert into contact_messages (name, email, subject, message) values ('N', 'n@example.org', 'S', 'Next one') returning id`))[0].id
    expect(await next(target.db)).toBe(await next(source.db))
    expect(await next(target.db)).toBeGreaterThan(3)
  })

  it('is checked as it is read: the header says what it holds, and the counts add up', async () => {
    const summary = await verifyBackup(Readable.from([backup.file]))
    expect(summary.header.format).toBe('charity-site-backup')
    expect(summary.header.version).toBe(1)
    expect(summary.header.schema.migration).toBe(readJournal().at(-1)!.tag)
    expect(summary.header.transient.sort()).toEqual(Object.keys(TRANSIENT_TABLES).sort())
    expect(summary.rows.media_variants).toBe(2)
  })

  it('refuses a database that is not empty, and changes nothing there', async () => {
    const tables = backup.summary.header.tables.map((t) => t.name)
    const now = await fingerprint(source.db, tables)
    await expect(restoreBackup(source, Readable.from([backup.file]))).rejects.toThrow(
      /The database is not empty \(it already holds .*blogs.*\)/,
    )
    expect(await fingerprint(source.db, tables)).toEqual(now)
  })

  it('refuses a backup from a newer version of the site, or in a newer format, before touching the target', async () => {
    const target = await freshDatabase()
    const newer = rewritten(backup.file, ([header, ...rest]) => [
      { ...(header as object), schema: { migration: '0099_future', when: Date.now() + 10 ** 12 } },
      ...rest,
    ])
    await expect(restoreBackup(target, Readable.from([newer]))).rejects.toThrow(
      /made by a newer version of the site \(its database is at migration 0099_future/,
    )
    const future = rewritten(backup.file, ([header, ...rest]) => [{ ...(header as object), version: 2 }, ...rest])
    await expect(restoreBackup(target, Readable.from([future]))).rejects.toThrow(/written in format 2, which this version of the site cannot read/)
    await expect(restoreBackup(target, Readable.from([Buffer.from('name,email\nAsha,asha@example.org\n')]))).rejects.toThrow(
      'This file is not a backup of this site',
    )
    const tables = backup.summary.header.tables.map((t) => t.name)
    for (const { rows } of Object.values(await fingerprint(target.db, tables))) expect(rows).toBe(0)
  })

  it('a file cut short or altered restores nothing, and the same target then takes the good file', async () => {
    const target = await freshDatabase()
    const tables = backup.summary.header.tables.map((t) => t.name)
    const cut = backup.file.subarray(0, Math.floor(backup.file.length * 0.8))
    await expect(restoreBackup(target, Readable.from([cut]))).rejects.toThrow(BackupError)
    const withoutTrailer = rewritten(backup.file, (lines) => lines.slice(0, -1))
    await expect(restoreBackup(target, Readable.from([withoutTrailer]))).rejects.toThrow(/stops before its end/)
    const rowLeftOut = rewritten(backup.file, (lines) => {
      const at = lines.findIndex((line) => (line as { table?: string }).table === 'contact_messages')
      return [...lines.slice(0, at + 1), ...lines.slice(at + 2)]
    })
    await expect(restoreBackup(target, Readable.from([rowLeftOut]))).rejects.toThrow(/the rows of contact_messages do not add up/)
    for (const { rows } of Object.values(await fingerprint(target.db, tables))) expect(rows).toBe(0)

    await restoreBackup(target, Readable.from([backup.file]))
    expect(await restoredFingerprint(target.db, tables)).toEqual(before)
  })

  it('a row a table would refuse (a broken reference) rolls the whole restore back', async () => {
    const target = await freshDatabase()
    const tables = backup.summary.header.tables.map((t) => t.name)
    // the gallery picture points at an album that is not there
    const column = backup.summary.header.tables.find((t) => t.name === 'gallery_images')!.columns.findIndex((c) => c.name === 'category_id')
    const orphan = rewritten(backup.file, (lines) => {
      const at = lines.findIndex((line) => (line as { table?: string }).table === 'gallery_images')
      const row = [...(lines[at + 1] as string[])]
      row[column] = '999'
      return [...lines.slice(0, at + 1), row, ...lines.slice(at + 2)]
    })
    await expect(restoreBackup(target, Readable.from([orphan]))).rejects.toThrow(
      /The rows of gallery_images could not be restored: .*foreign key/,
    )
    for (const { rows } of Object.values(await fingerprint(target.db, tables))) expect(rows).toBe(0)
  })
})

describe.skipIf(!process.env.DATABASE_URL)('moving a site between the embedded database and PostgreSQL', { timeout: 180_000 }, () => {
  it('restores a backup of PGlite into PostgreSQL and back, with the same rows', async () => {
    const embedded = await openPglite(null)
    open.push(embedded)
    await embedded.migrate()
    await fillEveryTable(embedded.db)
    const { file, summary } = await backupOf(embedded.db)
    const tables = summary.header.tables.map((t) => t.name)
    const before = await fingerprint(embedded.db, tables)

    const postgres = await freshDatabase()
    await restoreBackup(postgres, Readable.from([file]))
    expect(await restoredFingerprint(postgres.db, tables)).toEqual(before)

    const back = await openPglite(null)
    open.push(back)
    await restoreBackup(back, Readable.from([(await backupOf(postgres.db)).file]))
    expect(await restoredFingerprint(back.db, tables)).toEqual(before)
  })
})

describe('a large table', { timeout: 180_000 }, () => {
  it('is read a page at a time without a row missed or repeated, whatever the order of the ids as text', async () => {
    const source = await freshDatabase()
    // more rows than a page, ids from 1 to 2,345 ('10' sorts before '9' as text)
    await source.db.execute(sql`insert into contact_messages (name, email, subject, message)
      select 'Visitor ' || i, 'v' || i || '@example.org', 'Subject ' || i, 'Message ' || i from generate_series(1, 2345) i`)
    // pictures: pages of a few rows, a two-column key, widths of 3 and 4 digits
    await source.db.execute(sql`insert into media (hash, width, height) select 'h' || i, 1200, 800 from generate_series(1, 12) i`)
    await source.db.execute(sql`insert into media_variants (media_id, width, height, bytes)
      select m.id, w, w, decode(md5(m.id || '-' || w), 'hex') from media m, (values (400), (800), (1200)) v(w)`)
    const tables = ['contact_messages', 'media', 'media_variants']
    const before = await fingerprint(source.db, tables)
    const { file, summary } = await backupOf(source.db)
    expect(summary.rows).toMatchObject({ contact_messages: 2345, media: 12, media_variants: 36 })
    const target = await freshDatabase()
    await restoreBackup(target, Readable.from([file]))
    expect(await restoredFingerprint(target.db, tables)).toEqual(before)
  })
})

describe('a backup made by an older version', { timeout: 180_000 }, () => {
  it('is restored at its own migration, then brought up to date by the later ones', async () => {
    const journal = readJournal()
    expect(journal.length).toBeGreaterThan(1)
    // a database as the first version of the site left it
    const old = await createTestDatabaseAt(0)
    await old.db.execute(sql`insert into contact_messages (name, email, subject, message) values ('Old', 'old@example.org', 'Then', 'Written long ago')`)
    await old.db.execute(sql`insert into users (email, password_hash) values ('early@example.org', 'hash')`)
    const { file, summary } = await backupOf(old.db)
    expect(summary.header.schema.migration).toBe(journal[0].tag)
    expect(summary.header.tables.map((t) => t.name)).not.toContain('stored_files')

    const target = await freshDatabase()
    // freshDatabase() migrates; a restore needs a database that is empty AND not ahead of the backup
    await expect(restoreBackup(target, Readable.from([file]))).rejects.toThrow(/already been set up by a newer version/)

    const blank = await createTestDatabaseAt(null)
    await restoreBackup(blank, Readable.from([file]))
    const [level] = await queryRows<{ n: number }>(blank.db, sql`select count(*)::int as "n" from drizzle.__drizzle_migrations`)
    expect(level.n).toBe(journal.length)
    const [message] = await queryRows<{ subject: string }>(blank.db, sql`select subject from contact_messages`)
    expect(message.subject).toBe('Then')
    expect((await readCatalog(blank.db)).tables.size).toBe(schemaTables.length)
  })
})

describe('e-mail waiting in a backup made before mail could be held', { timeout: 180_000 }, () => {
  it('comes back held once the later migrations have run', async () => {
    const journal = readJournal()
    const old = await createTestDatabaseAt(journal.findIndex((entry) => entry.tag === '0004_email'))
    await old.db.execute(sql`insert into outbox (kind, "to", subject, html, text, message_id, give_up_at, status) values
      ('password-reset', 'member@example.org', 'Choose a new password', '<p>Link</p>', 'Link', '<c@example.org>', now() + interval '1 day', 'queued'),
      ('test', 'staff@example.org', 'Test e-mail', '<p>Hi</p>', 'Hi', '<d@example.org>', now() + interval '1 day', 'sending')`)
    const { file } = await backupOf(old.db)
    const blank = await createTestDatabaseAt(null)
    expect((await restoreBackup(blank, Readable.from([file]))).heldMail).toBe(2)
    const states = await queryRows<{ status: string }>(blank.db, sql`select status from outbox order by id`)
    expect(states).toEqual([{ status: 'held' }, { status: 'held' }])
  })
})

/** A fresh database migrated up to journal[index] only (null: not migrated at all). */
async function createTestDatabaseAt(index: number | null): Promise<Connection> {
  const connection = await createTestDatabaseUnmigrated()
  if (index === null) return connection
  const source = migrationsFolder()
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'old-migrations-'))
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
  return connection
}

/** createTestDatabase() without its migrations: the same database, emptied of every table. */
async function createTestDatabaseUnmigrated(): Promise<Connection> {
  const connection = await freshDatabase()
  await connection.db.execute(sql`drop schema public cascade`)
  await connection.db.execute(sql`create schema public`)
  await connection.db.execute(sql`drop schema drizzle cascade`)
  return connection
}
