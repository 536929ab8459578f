// Hostile content in every text column a person can fill: the Drizzle schema is read (every
// table, every text column) rather than listed, so a table or column added later is filled
// too. Each stored value is a payload (script, event handler, javascript: URL, a textarea or
// title breakout, SQL metacharacters) followed by a mark naming its place, e.g.
// `"><img data-injected src=x onerror=alert(1)> [blogs.title#2]`, so that a page showing it
// can be checked for the whole value, verbatim.
import crypto from 'node:crypto'
import { eq, getTableColumns, getTableName, is, type Column } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { z } from 'zod'
import { db } from '../../database/db.server'
import * as schema from '../../database/schema'
import { plainText } from '~/content/formatted-text'
import { parseFormattedText } from '~/content/formatted-text-parser'
import * as receipts from '~/content/receipts'
import * as settings from '~/content/settings'
import { storeImage } from '~/models/media.server'
import { variantWidths } from '~/utils/image-processing.server'
import { interfaceMessages } from '~/i18n/interface-catalog.server'

const TRANSLATED = ['pa', 'hi', 'ur'] as const

/** Every payload carries `data-injected` on its elements, so an element it injected is found by that mark. */
export const PAYLOADS = [
  '<script data-injected>window.__xss=1</script>',
  '"><img data-injected src=x onerror=alert(1)>',
  "'><svg data-injected onload=alert(1)></svg>",
  'javascript:alert(1)//',
  '</textarea><script data-injected>window.__xss=2</script>',
  '</title><a data-injected href="javascript:alert(1)">click</a>',
  '<iframe data-injected srcdoc="<script>alert(1)</script>"></iframe> & <b data-injected onmouseover=alert(1)>',
  "'; drop table users; -- 100% _x_ \\ back\\slash",
] as const

/**
 * Columns staff may format (decision 031; `formatted: true` in their content type's form): public
 * pages show their words with **bold**, _italic_, lists and links made, so the `_x_` of a payload
 * is shown as an italic x there. The back office shows them as typed.
 */
export const FORMATTED_COLUMNS = new Set([
  'blogs.description',
  'blogs.section2_body',
  'blogs.section3_body',
  'blogs.side_description',
  'blogs.writer_description',
  'events.description',
  'team_members.bio',
])

/** The words a page shows of a formatted value: its text with the formatting's markers read. */
export function formattedWords(value: string): string {
  return plainText(parseFormattedText(value))
}

/** Tables no person writes text into, and why. */
export const TECHNICAL_TABLES: Record<string, string> = {
  sessions: 'hashes of random session tokens, made by the server',
  rate_limit_hits: 'counters under a bucket name and an address key, never shown',
  form_submissions: 'one-time form keys made by the server, never shown',
  server_secrets: 'random keys made by the server, never shown',
  public_changes: 'one number the database counts up for the page cache, never shown',
  media_variants: 'image bytes and the content type the server set when re-encoding',
  media_share_cards: 'link-preview JPEGs the server crops from a picture',
  stored_files: 'a file published as it is (the APK) is made by its upload code with its bytes; a row made here would be a file without them',
  stored_file_chunks: 'the bytes of a published file',
  site_settings: 'one JSON value per key, not text: filled through each setting’s schema (addHostileSettings)',
  two_factor_keys: 'random TOTP keys made by the server, shown only to their owner while setting up',
  recovery_codes: 'hashes of random recovery codes made by the server, never shown',
  receipt_serials: 'the last serial number of each year, counted by the server',
  pledge_references: 'every pledge reference ever given, drawn by the server from random characters (the payment shows its own)',
  content_versions: 'copies, made by the server at each save, of a post’s or an event’s form values (JSON); the history test stores a hostile one',
  content_version_pictures: 'the pictures of those copies, by field name, made by the server',
}

/** Text columns of other tables that are made by the server, and the value given instead. */
export const TECHNICAL_COLUMNS: Record<string, { reason: string; value: (row: number) => string }> = {
  'media.hash': { reason: 'sha-256 of the re-encoded picture', value: () => crypto.randomBytes(32).toString('hex') },
  'users.password_hash': { reason: 'an argon2id hash', value: () => 'not a hash: nobody logs in as this user' },
  'donation_receipts.received_from': { reason: 'the Edmonton day of a gift, YYYY-MM-DD, copied by the server from the payment', value: (row) => `2026-01-${String(row + 1).padStart(2, '0')}` },
  'donation_receipts.received_to': { reason: 'as received_from', value: (row) => `2026-02-${String(row + 1).padStart(2, '0')}` },
  'donation_receipts.pdf_sha256': { reason: 'sha-256 of the PDF the server made', value: () => crypto.randomBytes(32).toString('hex') },
  'audit_entries.item_id': { reason: 'the id of the item an entry names, written by the server (the label names it on the screen)', value: (row) => String(row + 1) },
  // a correction of an interface text is typed for one of the site's messages in one of its languages (the checks refuse others)
  'interface_texts.language': { reason: 'pa, hi or ur, checked by the database', value: (row) => TRANSLATED[row % 3] },
  'interface_texts.message_id': { reason: 'the id of one of the catalogs’ messages, which the screen lists', value: (row) => interfaceMessages()[row].id },
  'interface_text_versions.language': { reason: 'as interface_texts.language', value: (row) => TRANSLATED[row % 3] },
  'interface_text_versions.message_id': { reason: 'as interface_texts.message_id', value: (row) => interfaceMessages()[row].id },
  'interface_text_versions.how': { reason: "'typed' or 'imported', checked by the database", value: () => 'typed' },
  'translation_reviews.language': { reason: 'as interface_texts.language', value: (row) => TRANSLATED[row % 3] },
  'translation_reviews.subject': { reason: "what was reviewed, written by the server ('ui:' and a message's id)", value: (row) => `ui:${interfaceMessages()[row].id}` },
}

/** Columns that are not text and need a value of their own: a unique number, the bytes of a real file. */
const OTHER_COLUMNS: Record<string, (row: number) => unknown> = {
  'donation_receipts.number': (row) => row + 1,
  'donation_receipts.pdf': () => receiptPdf,
}

// a real (blank) PDF, so that the pages that stamp a receipt's copy can read it
let receiptPdf: Uint8Array


/** One stored payload: its table and column, its row (1 for the first row added; 0 for a setting) and its value. */
export type HostileField = { table: string; column: string; row: number; value: string }

export type HostileContent = {
  /** The ids of the rows added, by table (SQL name). */
  ids: Record<string, number[]>
  /** Every payload stored, with its place. */
  fields: HostileField[]
  /** File names under /media/ of the pictures made. */
  mediaFiles: string[]
  /** The settings stored (each through its schema, with payloads where it takes them). */
  settingKeys: string[]
}

export function hostileValue(kind: number, place: string) {
  return `${PAYLOADS[kind % PAYLOADS.length]} [${place}]`
}

type Table = PgTable

const tables: Table[] = (Object.values(schema) as unknown[]).filter((value): value is Table => is(value, PgTable))

function isText(column: Column) {
  return column.dataType === 'string' && column.columnType === 'PgText' && !column.enumValues?.length
}

/** The tables in an order where every table comes after those it references. */
function byReferences(list: Table[]): Table[] {
  const ordered: Table[] = []
  const visit = (table: Table, path: Table[]) => {
    if (ordered.includes(table) || path.includes(table)) return
    for (const key of getTableConfig(table).foreignKeys) {
      const target = key.reference().foreignTable
      if (target !== table) visit(target as Table, [...path, table])
    }
    ordered.push(table)
  }
  for (const table of list) visit(table, [])
  return ordered
}

/** The SQL names of the text columns that get payloads, by table. */
export function hostileColumns(): Record<string, string[]> {
  const result: Record<string, string[]> = {}
  for (const table of tables) {
    const name = getTableName(table)
    if (name in TECHNICAL_TABLES) continue
    result[name] = Object.values(getTableColumns(table))
      .filter((column) => isText(column) && !(`${name}.${column.name}` in TECHNICAL_COLUMNS))
      .map((column) => column.name)
  }
  return result
}

async function picture(kind: number) {
  const hue = (kind * 47) % 360
  return new Uint8Array(
    await sharp({ create: { width: 420, height: 300, channels: 3, background: `hsl(${hue}, 60%, 45%)` } })
      .png()
      .toBuffer(),
  )
}

/**
 * Adds `PAYLOADS.length` rows to every table people write into, each text column holding
 * payload number `row` with its mark; other columns get what the table needs (a reference to
 * a row added before, a date a week ahead or behind, the first value of an enum). Pictures
 * are real (through the image pipeline), so pages show them with their alt texts.
 */
export async function addHostileContent(): Promise<HostileContent> {
  const ids: Record<string, number[]> = {}
  const fields: HostileField[] = []
  const mediaFiles: string[] = []
  const rows = PAYLOADS.length
  const blank = await PDFDocument.create()
  blank.addPage()
  receiptPdf = await blank.save()

  for (const table of byReferences(tables)) {
    const name = getTableName(table)
    if (name in TECHNICAL_TABLES) continue
    const columns = getTableColumns(table)
    const foreignKeys = getTableConfig(table).foreignKeys.map((key) => key.reference())
    const primary = Object.values(columns).find((column) => column.primary)
    ids[name] = []
    for (let row = 0; row < rows; row++) {
      const values: Record<string, unknown> = {}
      for (const [property, column] of Object.entries(columns)) {
        const place = `${name}.${column.name}`
        const reference = foreignKeys.find((key) => key.columns.some((c) => c.name === column.name))
        if (place in OTHER_COLUMNS) {
          values[property] = OTHER_COLUMNS[place](row)
        } else if (isText(column)) {
          if (place in TECHNICAL_COLUMNS) values[property] = TECHNICAL_COLUMNS[place].value(row)
          else {
            values[property] = hostileValue(row, `${place}#${row + 1}`)
            fields.push({ table: name, column: column.name, row: row + 1, value: values[property] as string })
          }
        } else if (column.enumValues?.length) {
          values[property] = column.enumValues[row % column.enumValues.length]
          // a status: every payload reaches the public pages, half of them on items scheduled for a time now come
          if (column.name === 'status' && 'publishAt' in columns) {
            values[property] = row % 2 === 0 ? 'published' : 'scheduled'
            if (values[property] === 'scheduled') values.publishAt = new Date(Date.now() - 3_600_000)
          }
        } else if (reference) {
          const targets = ids[getTableName(reference.foreignTable)] ?? []
          if (targets.length > 0) values[property] = targets[row % targets.length]
          else if (column.notNull) throw new Error(`${place} references a table with no rows`)
        } else if (column.primary && column.hasDefault) {
          // serial
        } else if (column.hasDefault || !column.notNull) {
          // the default, or null
        } else if (column.dataType === 'date') {
          // rows 0-1, 4-5 a week ahead, 2-3, 6-7 behind: upcoming and past lists both show some, and
          // a two-valued enum (a link's purpose) meets both (an invitation still open, one expired)
          values[property] = new Date(Date.now() + (Math.floor(row / 2) % 2 === 0 ? 1 : -1) * (7 + row) * 24 * 3600 * 1000)
        } else if (column.dataType === 'number') {
          values[property] = 1
        } else if (column.dataType === 'boolean') {
          values[property] = true
        } else {
          throw new Error(`addHostileContent: no value for ${place} (${column.columnType}); teach it one`)
        }
      }
      let id: number
      if (name === getTableName(schema.media)) {
        // a picture comes from the image pipeline with its variants; then its text columns get payloads
        const stored = await storeImage(await picture(row))
        const text = Object.fromEntries(
          Object.entries(values).filter(([property]) => isText(columns[property]) && !(`${name}.${columns[property].name}` in TECHNICAL_COLUMNS)),
        )
        await db().update(schema.media).set(text).where(eq(schema.media.id, stored.id))
        for (const width of variantWidths(stored.width)) mediaFiles.push(`${stored.hash}-${width}.webp`)
        id = stored.id
      } else if (primary) {
        const [inserted] = (await db()
          .insert(table)
          .values(values as never)
          .returning({ id: primary })) as { id?: number }[]
        id = Number(inserted?.id)
      } else {
        // a link table (its key is two columns): nothing to refer to it by
        await db()
          .insert(table)
          .values(values as never)
        id = Number.NaN
      }
      ids[name].push(id)
    }
  }
  const settingKeys = await addHostileSettings(fields)
  return { ids, fields, mediaFiles, settingKeys }
}

/**
 * Every setting with a schema in app/content/settings.ts (found by name: `fooSettingsSchema`
 * for SETTING_KEYS.foo), stored with a payload in each text it accepts one in (an e-mail or an
 * https address keeps its valid value: the schema refuses the payloads, as the form would).
 */
async function addHostileSettings(fields: HostileField[]): Promise<string[]> {
  // the receipts' settings have their schema beside the rest of the receipts' words
  const exported = { ...settings, ...receipts } as Record<string, unknown>
  const defaults = Object.values(exported).filter((value) => typeof value === 'object' && value !== null && !(value instanceof z.ZodType))
  const keys: string[] = []
  for (const [exportName, settingSchema] of Object.entries(exported)) {
    if (!exportName.endsWith('SettingsSchema') || !(settingSchema instanceof z.ZodType)) continue
    const stem = exportName.slice(0, -'SettingsSchema'.length)
    const key = Object.entries(settings.SETTING_KEYS).find(([property]) => property.startsWith(stem) || stem.startsWith(property))?.[1]
    if (!key) continue
    // a valid value to start from: the schema's own defaults, or an exported default it accepts
    const base = [{}, ...defaults].map((candidate) => settingSchema.safeParse(candidate)).find((result) => result.success)?.data
    if (base === undefined) continue
    let value: unknown = structuredClone(base)
    let kind = 0
    for (const leaf of stringLeaves(value)) {
      const place = `${key}.${leaf.join('.')}`
      for (let attempt = 0; attempt < PAYLOADS.length; attempt++) {
        const candidate = withLeaf(value, leaf, hostileValue(kind + attempt, place))
        if (settingSchema.safeParse(candidate).success) {
          value = candidate
          fields.push({ table: 'site_settings', column: place, row: 0, value: hostileValue(kind + attempt, place) })
          kind += attempt + 1
          break
        }
      }
    }
    await db()
      .insert(schema.siteSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: schema.siteSettings.key, set: { value } })
    keys.push(key)
  }
  return keys
}

function stringLeaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path]
  if (Array.isArray(value)) return value.flatMap((item, index) => stringLeaves(item, [...path, index]))
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([name, item]) => stringLeaves(item, [...path, name]))
  return []
}

function withLeaf(value: unknown, path: (string | number)[], leaf: string): unknown {
  if (path.length === 0) return leaf
  const [head, ...rest] = path
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>
  copy[head] = withLeaf(copy[head], rest, leaf)
  return copy
}
