// Earlier versions of an item (issue 19 item 3, decision 033), for the types that declare
// `history`: every staff save keeps the form's fields as saved, in the save's transaction, with
// who saved it and which fields changed; staff compare one with the item as it is and restore it
// (a restore is a save too: a new version). The last VERSIONS_KEPT per item are kept; the
// pictures a kept version showed are kept with it (content_version_pictures).
import { and, desc, eq, getTableColumns, getTableName, inArray, isNull, notInArray } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Transaction } from '../../database/connection.server'
import { db } from '../../database/db.server'
import { contentVersionPictures, contentVersions } from '../../database/schema'
import { flattenForAudit, recordAudit, type Actor, type AuditChange } from '~/models/audit.server'
import { deleteMediaIfUnused } from '~/models/media.server'
import { asTranslations } from '~/content/translations'
import { columnOf, imageFieldsOf } from './declaration'
import type { ContentStore } from './store.server'

export const VERSIONS_KEPT = 50

type Row = Record<string, unknown>

/** The columns a version holds: the form's, pictures apart (they are in content_version_pictures). */
export function versionedColumns(store: ContentStore): string[] {
  const columns = store.type.form.filter((field) => field.kind !== 'image').flatMap((field) => (field.kind === 'publishing' ? ['status', 'publishAt'] : [columnOf(field)]))
  return store.type.translated.length > 0 ? [...columns, 'translations'] : columns
}

const itemType = (store: ContentStore) => getTableName(store.table)

/** Not in the Trash (decision 073): a version is restored to an item that is out of it. */
function notInTrash(store: ContentStore) {
  const column = (getTableColumns(store.table) as Record<string, PgColumn>).trashedAt
  return column ? isNull(column) : undefined
}

/** The picture fields and the columns that hold them ('image' in imageId). */
const pictureFields = (store: ContentStore) => imageFieldsOf(store.type).map((field) => ({ field: field.name, column: `${field.name}Id` }))

/**
 * Rows (null: none, an item just added or deleted) with each translated text as a field of its
 * own ('translations.ur.title', decision 035), as a setting's nested value is, and the names of
 * those fields in any of them: how every activity log entry and version names them.
 */
export function withTranslatedFields(rows: (Row | null)[]): { rows: (Row | null)[]; fields: string[] } {
  const flat = rows.map((row) => row && { ...row, ...flattenForAudit(asTranslations(row.translations), 'translations') })
  const fields = [...new Set(flat.flatMap((row) => Object.keys(row ?? {}).filter((key) => key.startsWith('translations.'))))]
  return { rows: flat, fields }
}

/** Deletes versions, then the pictures only they held; in the caller's transaction. */
async function dropVersions(tx: Transaction, ids: number[]) {
  if (ids.length === 0) return
  const held = await tx.select({ mediaId: contentVersionPictures.mediaId }).from(contentVersionPictures).where(inArray(contentVersionPictures.versionId, ids))
  await tx.delete(contentVersions).where(inArray(contentVersions.id, ids))
  for (const mediaId of new Set(held.map((row) => row.mediaId))) await deleteMediaIfUnused(mediaId, tx)
}

/** Keeps the row as saved as a new version, and forgets the oldest beyond VERSIONS_KEPT; in the save's transaction. */
export async function keepVersion(tx: Transaction, store: ContentStore, saved: Row, changes: AuditChange[], actor: Actor, restoredFrom: number | null = null) {
  if (!store.type.history) return
  const values = Object.fromEntries(versionedColumns(store).map((column) => [column, saved[column] ?? null]))
  const item = { type: itemType(store), id: saved.id as number }
  const [version] = await tx.insert(contentVersions).values({
    itemType: item.type,
    itemId: item.id,
    values,
    changed: changes.map((change) => change.field),
    restoredFrom,
    actorId: actor.userId,
    actorEmail: actor.email,
  }).returning({ id: contentVersions.id })
  const pictures = pictureFields(store).filter(({ column }) => typeof saved[column] === 'number')
  if (pictures.length > 0) await tx.insert(contentVersionPictures).values(pictures.map(({ field, column }) => ({ versionId: version.id, field, mediaId: saved[column] as number })))
  const kept = tx
    .select({ id: contentVersions.id })
    .from(contentVersions)
    .where(and(eq(contentVersions.itemType, item.type), eq(contentVersions.itemId, item.id)))
    .orderBy(desc(contentVersions.id))
    .limit(VERSIONS_KEPT)
  const older = await tx
    .select({ id: contentVersions.id })
    .from(contentVersions)
    .where(and(eq(contentVersions.itemType, item.type), eq(contentVersions.itemId, item.id), notInArray(contentVersions.id, kept)))
  await dropVersions(tx, older.map((row) => row.id))
}

/** An item's versions go with it, and the pictures only they held (in its delete's transaction, after the item). */
export async function forgetVersions(tx: Transaction, store: ContentStore, id: number) {
  if (!store.type.history) return
  const versions = await tx.select({ id: contentVersions.id }).from(contentVersions).where(and(eq(contentVersions.itemType, itemType(store)), eq(contentVersions.itemId, id)))
  await dropVersions(tx, versions.map((row) => row.id))
}

/** A version's pictures by column ('imageId': 12); a field with none, null. */
export async function versionPictures(store: ContentStore, versionId: number, executor: Pick<Transaction, 'select'> = db()): Promise<Row> {
  const held = await executor.select().from(contentVersionPictures).where(eq(contentVersionPictures.versionId, versionId))
  return Object.fromEntries(pictureFields(store).map(({ field, column }) => [column, held.find((row) => row.field === field)?.mediaId ?? null]))
}

export type Version = typeof contentVersions.$inferSelect & { values: Row; changed: string[] }

/** An item's versions, newest first. */
export async function listVersions(store: ContentStore, id: number): Promise<Version[]> {
  return (await db()
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.itemType, itemType(store)), eq(contentVersions.itemId, id)))
    .orderBy(desc(contentVersions.id))) as Version[]
}

/** One version of this item (null: none, or one of another item). */
export async function getVersion(store: ContentStore, id: number, versionId: number): Promise<Version | null> {
  const [version] = await db()
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.id, versionId), eq(contentVersions.itemType, itemType(store)), eq(contentVersions.itemId, id)))
  return (version as Version | undefined) ?? null
}

/** A version's values as the table's columns take them (JSON keeps a time as its ISO text). */
export function versionValues(store: ContentStore, version: Pick<Version, 'values'>): Row {
  const columns = getTableColumns(store.table) as Record<string, { dataType: string }>
  return Object.fromEntries(
    versionedColumns(store).map((column) => {
      const value = version.values[column] ?? null
      // a version kept before translations were stored has none
      if (column === 'translations') return [column, asTranslations(value)]
      return [column, columns[column]?.dataType === 'date' && typeof value === 'string' ? new Date(value) : value]
    }),
  )
}

/** The columns of where an item stands on the public site: its status and the date it appears (decision 032). */
export function visibilityColumns(store: ContentStore): string[] {
  return store.type.form.some((field) => field.kind === 'publishing') ? ['status', 'publishAt'] : []
}

export type RestoreOutcome = 'restored' | 'unchanged' | 'gone'

/** The kept columns (each translated text on its own, pictures included) that differ between two rows of an item. */
function changedColumns(store: ContentStore, before: Row, after: Row): string[] {
  const {
    rows: [was, now],
    fields: translated,
  } = withTranslatedFields([before, after]) as { rows: Row[]; fields: string[] }
  const columns = [...versionedColumns(store).filter((column) => column !== 'translations'), ...translated, ...pictureFields(store).map(({ column }) => column)]
  return columns.filter((column) => JSON.stringify(was[column] ?? null) !== JSON.stringify(now[column] ?? null))
}

/**
 * Brings a version back: the item takes its words and pictures, the activity log says so, and
 * the item as restored is a new version (which holds the pictures it replaced, if no other
 * does). Its visibility and publication date stay as they are unless `withVisibility` (issue 36
 * item 5, decision 052): restoring an old text must not hide a live post or publish a draft.
 * 'unchanged' (nothing written) when the item already holds what would be restored; 'gone'
 * when the item or the version is gone.
 */
export async function restoreVersion(store: ContentStore, id: number, versionId: number, actor: Actor, withVisibility = false): Promise<RestoreOutcome> {
  return db().transaction(async (tx) => {
    // an item in the Trash is restored from there first (decision 073)
    const [before] = (await tx.select().from(store.table).where(and(eq(store.table.id, id), notInTrash(store))).for('update')) as Row[]
    const [version] = (await tx
      .select()
      .from(contentVersions)
      .where(and(eq(contentVersions.id, versionId), eq(contentVersions.itemType, itemType(store)), eq(contentVersions.itemId, id)))) as Version[]
    if (!before || !version) return 'gone' as const
    const values = { ...versionValues(store, version), ...(await versionPictures(store, version.id, tx)) }
    if (!withVisibility) for (const column of visibilityColumns(store)) delete values[column]
    if (changedColumns(store, before, { ...before, ...values }).length === 0) return 'unchanged' as const
    const [saved] = (await tx
      .update(store.table)
      .set({ ...values, updatedAt: new Date() } as never)
      .where(eq(store.table.id, id))
      .returning()) as Row[]
    const changed = changedColumns(store, before, saved)
    const [was, now] = withTranslatedFields([before, saved]).rows as Row[]
    await recordAudit(tx, {
      actor,
      action: 'restore',
      itemType: store.type.labels.singular,
      itemId: id,
      itemLabel: String(saved[store.type.titleField] ?? ''),
      // a picture is named only, as in every entry
      changes: changed.map((field) => (field.endsWith('Id') ? { field } : { field, from: (was[field] ?? null) as never, to: (now[field] ?? null) as never })),
    })
    await keepVersion(tx, store, saved, changed.map((field) => ({ field })), actor, versionId)
    return 'restored' as const
  })
}
