// The activity log (issue 19 item 6, decision 027): who did what to which item, when and from
// which address. recordAudit() is called with the transaction of the change it records, so an
// entry exists exactly when the change does. Field values are kept only for the fields the
// caller allows, and never for a field named like a secret (passwords, hashes, tokens, keys, codes).
import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import type { Database, Transaction } from '../../database/connection.server'
import { db } from '../../database/db.server'
import { AUDIT_ACTIONS, auditEntries } from '../../database/schema'
import { edmontonDayStart } from '~/utils/edmonton-day.server'
import { edmontonMonthsBefore } from '~/utils/edmonton-time.server'
import type { ListSort } from '~/utils/list-params.server'
import { logger } from '~/utils/logger.server'
import { countRows, searchWhere } from './list-query.server'

export type AuditAction = (typeof AUDIT_ACTIONS)[number]
export { AUDIT_ACTIONS }

/** Who acts: a signed-in person (or the account a sign-in was for), and the address the request came from. */
export type Actor = { userId: number | null; email: string | null; address: string }

/** One changed field: its value before and after when the field's values may be kept, its name alone otherwise. */
export type AuditChange = { field: string; from?: AuditValue; to?: AuditValue }
type AuditValue = string | number | boolean | null

export type AuditEntry = {
  actor: Actor
  action: AuditAction
  itemType?: string | null
  itemId?: number | string | null
  itemLabel?: string | null
  changes?: AuditChange[] | null
}

/** The operator at the server's command line (npm run admin): no account, no network address. */
export const OPERATOR: Actor = { userId: null, email: null, address: 'command line' }

/** The server itself at start-up, acting on its environment (ADMIN_EMAIL and ADMIN_PASSWORD). */
export const SERVER_START: Actor = { userId: null, email: null, address: 'server start-up' }

/** Anything that can insert: the change's transaction, or db() for an event that changes nothing else (a failed sign-in). */
type Executor = Pick<Database | Transaction, 'insert'>

// A second line behind the callers' allow-lists: a field named like one of these never has its
// value kept. (Message bodies are kept out by the allow-lists: contact messages and e-mails pass none.)
const NEVER_VALUES = /pass(word|phrase)|hash|token|secret|totp|recovery|cookie|session|signature|attachment/i

/** The longest value kept of a field (a blog post's body is cut): the log says what changed, it is not a copy of the site. */
export const AUDIT_VALUE_MAX = 300

function keptValue(value: unknown): AuditValue | undefined {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'string') return Array.from(value).length > AUDIT_VALUE_MAX ? `${Array.from(value).slice(0, AUDIT_VALUE_MAX).join('')}…` : value
  if (typeof value === 'number' || typeof value === 'boolean') return value
  return undefined
}

const valueAllowed = (field: string) => !NEVER_VALUES.test(field)

/**
 * The fields that differ between two versions of a row. `values` is the allow-list: the fields
 * whose values may be kept (a content type's form fields); other changed fields are named only.
 * `fields` limits the comparison (a row's id and dates are not changes staff made).
 */
export function changesBetween(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  { fields, values }: { fields: string[]; values: readonly string[] },
): AuditChange[] {
  const changes: AuditChange[] = []
  for (const field of fields) {
    const from = before?.[field] ?? null
    const to = after?.[field] ?? null
    if (sameValue(from, to)) continue
    // an item just added has no 'from'
    if (!values.includes(field)) changes.push({ field })
    else changes.push(before === null ? { field, to: to as AuditValue } : { field, from: from as AuditValue, to: to as AuditValue })
  }
  return changes
}

/** A setting's nested value as flat fields ('address.city'); a list as its JSON text. */
export function flattenForAudit(value: unknown, prefix = ''): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || value instanceof Date) return { [prefix || 'value']: value }
  if (Array.isArray(value)) return { [prefix || 'value']: JSON.stringify(value) }
  return Object.fromEntries(Object.entries(value).flatMap(([key, inner]) => Object.entries(flattenForAudit(inner, prefix ? `${prefix}.${key}` : key))))
}

/**
 * The changed fields of settings: every value kept but pictures' and files' ids (named only), and
 * whatever NEVER_VALUES refuses. A field absent before and empty after (a first save's optional
 * field) is no change.
 */
export function settingsChanges(before: unknown, after: unknown, prefix = ''): AuditChange[] {
  const [from, to] = [flattenForAudit(before ?? {}, prefix), flattenForAudit(after ?? {}, prefix)]
  const blank = (value: unknown) => value === null || value === undefined || value === ''
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter((field) => !(blank(from[field]) && blank(to[field])))
  return changesBetween(from, to, { fields, values: fields.filter((field) => !/Id$/.test(field)) })
}

/** Counts (what an export or an erasure held) as changes: { field: 'contactMessages', to: 2 }. */
export function countChanges(counts: Record<string, number | boolean>): AuditChange[] {
  return Object.entries(counts).map(([field, to]) => ({ field, to }))
}

function sameValue(a: unknown, b: unknown) {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime()
  return a === b || JSON.stringify(a) === JSON.stringify(b)
}

/** Each change as it is stored: a value kept only when the field may have one and it is plain (text, number, yes/no, a date). */
function cleaned(changes: AuditChange[]): AuditChange[] {
  return changes.map(({ field, from, to }) => {
    if (!valueAllowed(field) || (from === undefined && to === undefined)) return { field }
    // a count or a new state has no 'from'
    if (from === undefined) {
      const keptTo = keptValue(to)
      return keptTo === undefined ? { field } : { field, to: keptTo }
    }
    const [keptFrom, keptTo] = [keptValue(from), keptValue(to)]
    return keptFrom === undefined || keptTo === undefined ? { field } : { field, from: keptFrom, to: keptTo }
  })
}

/** Writes one entry, with the executor of the change it records. */
export async function recordAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  const changes = entry.changes?.length ? cleaned(entry.changes) : null
  await executor.insert(auditEntries).values({
    actorId: entry.actor.userId,
    actorEmail: entry.actor.email,
    address: entry.actor.address,
    action: entry.action,
    itemType: entry.itemType ?? null,
    itemId: entry.itemId === null || entry.itemId === undefined ? null : String(entry.itemId),
    itemLabel: entry.itemLabel ? keptValue(entry.itemLabel) as string : null,
    changes,
  })
}

/** An entry for what changes nothing else (an export, a failed sign-in): written on its own. */
export function recordEvent(entry: AuditEntry): Promise<void> {
  return recordAudit(db(), entry)
}

// ---------------------------------------------------------------- the screen

export type AuditFilters = { q: string; person: number | null; action: AuditAction | null; type: string | null; from: string | null; to: string | null }

function filterWhere({ q, person, action, type, from, to }: AuditFilters): SQL | undefined {
  const start = from ? edmontonDayStart(from) : null
  // whole days in Edmonton, both ends included
  const end = to ? edmontonDayStart(to, 1) : null
  return and(
    searchWhere([auditEntries.itemLabel, auditEntries.actorEmail], q),
    person === null ? undefined : eq(auditEntries.actorId, person),
    action ? eq(auditEntries.action, action) : undefined,
    type ? eq(auditEntries.itemType, type) : undefined,
    start ? gte(auditEntries.createdAt, start) : undefined,
    end ? lt(auditEntries.createdAt, end) : undefined,
  )
}

/** One page of entries, newest first (or oldest), and how many match. */
export async function listAudit(filters: AuditFilters, page: { limit: number; offset: number; sort: ListSort }) {
  const where = filterWhere(filters)
  const order = page.sort === 'oldest' ? [asc(auditEntries.createdAt), asc(auditEntries.id)] : [desc(auditEntries.createdAt), desc(auditEntries.id)]
  const [rows, total] = await Promise.all([
    db().select().from(auditEntries).where(where).orderBy(...order).limit(page.limit).offset(page.offset),
    countRows(auditEntries, where),
  ])
  return { rows, total }
}

/** The choices of the Person and Type filters: everyone and every type the log names. */
export async function auditFilterChoices() {
  const [people, types] = await Promise.all([
    db()
      .selectDistinctOn([auditEntries.actorId], { id: auditEntries.actorId, email: auditEntries.actorEmail })
      .from(auditEntries)
      .where(sql`${auditEntries.actorId} is not null`)
      .orderBy(auditEntries.actorId, desc(auditEntries.createdAt)),
    db().selectDistinct({ type: auditEntries.itemType }).from(auditEntries).where(sql`${auditEntries.itemType} is not null`).orderBy(auditEntries.itemType),
  ])
  return {
    people: people.map((p) => ({ id: p.id as number, email: p.email ?? `Account ${p.id}` })).sort((a, b) => a.email.localeCompare(b.email)),
    types: types.map((t) => t.type as string),
  }
}

// ---------------------------------------------------------------- retention

/** The advisory lock of this job (727020 is the contact messages' retention). */
export const AUDIT_RETENTION_LOCK_KEY = 727021

export type AuditPruneRun = { ran: false } | { ran: true; deleted: number; cutoff: Date }

/**
 * Deletes the entries older than the period set under Settings (calendar months in Edmonton
 * time), under a lock so that one instance does it. The only delete the table's trigger lets
 * through: the cut-off is set for this transaction alone, and older rows only can go.
 */
export async function pruneAuditLog(auditRetentionMonths: number, now = new Date()): Promise<AuditPruneRun> {
  const cutoff = edmontonMonthsBefore(now, auditRetentionMonths)
  const run = await db().transaction(async (tx): Promise<AuditPruneRun> => {
    const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${AUDIT_RETENTION_LOCK_KEY}) as locked`)) as unknown as { rows: { locked: boolean }[] }
    if (!result.rows[0]?.locked) return { ran: false }
    await tx.execute(sql`select set_config('app.audit_prune_before', ${cutoff.toISOString()}, true)`)
    const deleted = await tx.delete(auditEntries).where(lt(auditEntries.createdAt, cutoff)).returning({ id: auditEntries.id })
    return { ran: true, deleted: deleted.length, cutoff }
  })
  if (run.ran && run.deleted > 0) logger.info({ deleted: run.deleted, retentionMonths: auditRetentionMonths, cutoff: cutoff.toISOString() }, 'Activity log: deleted entries past the retention period')
  return run
}
