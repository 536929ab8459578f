// The queries of every content type, written once over its declaration: the back-office list
// (server paging, search, newest or oldest first), one item, add, edit and delete with their
// pictures, and the public list its visibility rule allows. A picture field `image` is stored
// in the `imageId` column; a list or an item carries the picture itself under `image`.
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, isNotNull, isNull, lt, ne, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Transaction } from '../../database/connection.server'
import { db } from '../../database/db.server'
import { users } from '../../database/schema'
import { changesBetween, recordAudit, type Actor } from '~/models/audit.server'
import { asTranslations, localize, TRANSLATED_LANGUAGES, translationName, translationsFromForm, type ContentTranslations, type Localized } from '~/content/translations'
import { DEFAULT_LANGUAGE, type Language } from '~/i18n/languages'
import { deleteMediaIfUnused, describeMedia, describeMediaIn, getMediaByIds, type AltTranslations } from '~/models/media.server'
import { edmontonDayStart } from '~/utils/edmonton-day.server'
import { parseEdmontonDateTime } from '~/utils/edmonton-time.server'
import { effectiveStatus, type Status } from '~/content/publishing'
import type { ListParams } from '~/utils/list-params.server'
import { countRows, dateOrder, searchWhere } from '~/models/list-query.server'
import { shownToVisitors, statusAt, type PublishedTable } from '~/models/publishing.server'
import type { MediaImage } from '~/utils/media-url'
import { columnOf, describePicture, descriptionName, imageFieldsOf, translatedFields, type ContentType } from './declaration'
import { forgetVersions, keepVersion, withTranslatedFields } from './history.server'

/** What every content table has: an id, and the dates the back office sorts and shows (a table whose rows are never edited has no updatedAt). */
export type ContentTable = PgTable & { id: PgColumn; createdAt: PgColumn; updatedAt?: PgColumn }

/** The storage half of a declaration (<type>.server.ts). */
export type ContentStore<Table extends ContentTable = ContentTable> = {
  type: ContentType
  table: Table
  /** The text columns the list's search box looks in. */
  search: PgColumn[]
  /** The public visibility rule: which rows the public site shows at a time, and in what order (none for a type it never shows). */
  visible?: { where: (now: Date) => SQL; orderBy: SQL[] }
  /** When staff first opened an item (a contact message): unread ones are marked New on the list until the detail screen opens them. */
  readAt?: PgColumn
  /** When staff answered an item (a contact message): answered ones are marked so on the list. */
  answeredAt?: PgColumn
  /** The conditions of the choices of a filter declared without a field: { show: { unread: ..., unanswered: ... } }. */
  conditions?: Record<string, Record<string, SQL>>
  /** The storage of the type an item belongs to (ContentType.belongsTo). */
  parent?: ContentStore
  /** The rows of another table an item holds (ContentType.contents): the column naming the item, their picture columns. */
  contents?: { table: PgTable; parent: PgColumn; pictures: PgColumn[] }
  /** What else a staff add or edit does, in its transaction (a payment's thank-you e-mail when it becomes Received). */
  onSave?: SaveHook
  /** Rows of another table that keep an item from being deleted (a payment that an official receipt names), and the words saying so. */
  keptBy?: { table: PgTable; column: PgColumn; refused: string }
  /**
   * The activity log (decision 027): the fields whose values an entry may keep (all the form's
   * fields unless said; a donor's name, e-mail and address are personal data, not content), and
   * how an entry names an item (its title unless said: a contact message by its number, not its sender).
   */
  audit?: { values?: string[]; label?: (row: Row) => string }
  /** More for an item's detail, under the keys its detail lines name (a payment's history). */
  detailExtras?: (id: number) => Promise<Record<string, unknown>>
  /**
   * Its rows record who added them (`createdBy`) and when their writer submitted them for
   * review (`reviewRequestedAt`): a Writer sees and edits their own drafts only (app/content/permissions.ts).
   */
  authored?: true
  /**
   * Form fields an item's edits cannot change for now, and why (a payment's, once its official
   * receipt shows them): asked for the edit form, and again in the edit's transaction with the
   * row locked, where a change to one of them refuses the whole save (a forged post too).
   */
  lock?: (executor: Reader, row: Row) => Promise<EditLock | null>
  /** Other reasons to refuse an edit, beside the fields (read with the row locked; null: none). */
  refuseEdit?: (before: Row, stored: Row) => Record<string, string[]> | null
}

/** What can be read through: the database, or a transaction. */
export type Reader = Pick<ReturnType<typeof db>, 'select'>

/** Locked fields of an item's form (their names), the sentence the form shows, the message beside a field a post tried to change, and the way to unlock them. */
export type EditLock = { fields: string[]; why: string; refused: string; action: { label: string; to: string } }

/**
 * A hook of every staff save: `prepare` reads what it needs before the transaction (on the
 * embedded database a query outside an open transaction waits for it forever); what it returns
 * runs inside it with the row as saved and as it was (null: just added), and writes through `tx` only.
 */
export type SaveHook = {
  prepare: () => Promise<(tx: Transaction, saved: Row, before: Row | null, value: FormValues) => Promise<void>>
  /** Once the save has committed (wake the outbox worker for what it queued). */
  afterCommit?: () => void
}

export function defineStore<Table extends ContentTable>(store: ContentStore<Table>): ContentStore<Table> {
  return store
}

/**
 * The public rule of the types shown by priority: visible ones only, the lowest priority number
 * first, then the newest; the id breaks ties between rows created in the same instant.
 */
export function visibleByPriority(table: ContentTable & PublishedTable & { priority: PgColumn }): ContentStore['visible'] {
  return { where: (now) => shownToVisitors(table, now), orderBy: [asc(table.priority), desc(table.createdAt), desc(table.id)] }
}

type Row = Record<string, unknown>
/** Values as the form gave them, checked by the type's schema. */
export type FormValues = Record<string, unknown>

const imageColumn = (field: string) => `${field}Id`
const columnsOf = (table: PgTable) => getTableColumns(table) as Record<string, PgColumn>

/** The column of a type whose deleted items wait in the Trash (decision 073); none for one whose delete is final (messages, payments). */
const trashColumn = (table: PgTable): PgColumn | undefined => columnsOf(table).trashedAt

/** Whether a type's delete moves its items to the Trash. */
export const hasTrash = (store: ContentStore) => Boolean(trashColumn(store.table))

/** The rows that are not in the Trash (every row, for a type without one). */
function notTrashed(table: PgTable): SQL | undefined {
  const column = trashColumn(table)
  return column ? isNull(column) : undefined
}
const imageNames = (store: ContentStore) => imageFieldsOf(store.type).map((field) => field.name)

/** Each `${field}Id` of the rows replaced by the picture itself; one query for all of them. */
async function withImages<T extends Row>(rows: T[], fields: string[], language?: Language): Promise<(T & Record<string, MediaImage | null>)[]> {
  const images = await getMediaByIds(rows.flatMap((row) => fields.map((field) => row[imageColumn(field)] as number | null)), language)
  return rows.map((row) => {
    const out: Row = { ...row }
    for (const field of fields) {
      const id = row[imageColumn(field)] as number | null
      delete out[imageColumn(field)]
      out[field] = id === null ? null : (images.get(id) ?? null)
    }
    return out as T & Record<string, MediaImage | null>
  })
}

/** The list's date column (the one it is sorted on): its key, or created_at when none is declared. */
export function listDateKey(store: Pick<ContentStore, 'type'>): string {
  return store.type.columns.find((column) => column.show === 'date')?.key ?? 'createdAt'
}

/** What the list's filters ask for (ContentType.filters and belongsTo): the form's values, the rows' condition, the parent's choices. */
export type ListFilters = {
  values?: Record<string, string>
  where?: SQL
  /** The items of the parent type, and the one the list is narrowed to. */
  parent?: { choices: { id: number; name: string }[]; chosen: { id: number; name: string } | null }
}

/** Every item of a type, hidden ones too, by name: the choices of a form and a filter. */
export async function listChoices(store: ContentStore): Promise<{ id: number; name: string }[]> {
  const name = columnsOf(store.table)[store.type.titleField]
  return (await db().select({ id: store.table.id, name }).from(store.table).where(notTrashed(store.table)).orderBy(asc(name), asc(store.table.id))) as { id: number; name: string }[]
}

/** A status is filtered on as it stands now (a scheduled item whose time has come is Visible); any other field as stored. */
function filterColumn(store: ContentStore, field: string): PgColumn | SQL {
  const columns = columnsOf(store.table)
  return field === 'status' && columns.publishAt ? statusAt(store.table as unknown as PublishedTable) : columns[field]
}

/**
 * The filters as the address carries them (?method=qr&from=2026-01-01&category=7). Like the
 * list's other parameters, anything odd is ignored rather than an error: an unknown choice
 * shows them all, a date that is not a date is no limit.
 */
export async function readFilters(store: ContentStore, url: URL): Promise<ListFilters> {
  const { filters = [], belongsTo } = store.type
  if (filters.length === 0 && !belongsTo) return {}
  const columns = columnsOf(store.table)
  const values: Record<string, string> = {}
  const conditions: (SQL | undefined)[] = []
  const asked = (name: string) => (url.searchParams.get(name) ?? '').trim()
  for (const filter of filters) {
    const value = asked(filter.name)
    if (filter.kind === 'choice') {
      values[filter.name] = Object.hasOwn(filter.choices, value) ? value : ''
      if (values[filter.name]) conditions.push(filter.field ? sql`${filterColumn(store, filter.field)} = ${value}` : store.conditions![filter.name][value])
      continue
    }
    // whole days in Edmonton, both ends included: up to the start of the day after 'to'
    const start = edmontonDayStart(value, filter.kind === 'to' ? 1 : 0)
    values[filter.name] = start ? value : ''
    if (start) conditions.push(filter.kind === 'to' ? lt(store.table.createdAt, start) : gte(store.table.createdAt, start))
  }
  if (!belongsTo) return { values, where: and(...conditions) }
  const choices = await listChoices(store.parent!)
  const chosen = choices.find((choice) => String(choice.id) === asked(belongsTo.param)) ?? null
  values[belongsTo.param] = chosen ? String(chosen.id) : ''
  if (chosen) conditions.push(eq(columns[belongsTo.field], chosen.id))
  return { values, where: and(...conditions), parent: { choices, chosen } }
}

/**
 * One page of the back-office list: the declared columns (an excerpt's whole field is read and
 * cut later), searched, filtered, newest or oldest first on the date column; the name of the
 * item each belongs to, and how many each holds, where the type says.
 */
export async function listForAdmin(store: ContentStore, params: ListParams, filter?: SQL) {
  const columns = columnsOf(store.table)
  const selection: Record<string, PgColumn | SQL> = { id: columns.id }
  const images = store.type.columns.filter((column) => column.show === 'image').map((column) => column.key)
  const { parent } = store
  for (const { key, show, excerptOf, of, under, note } of store.type.columns) {
    if (show === 'contents') continue
    const name = show === 'image' ? imageColumn(key) : (excerptOf ?? of ?? key)
    selection[name] = show === 'parent' ? columnsOf(parent!.table)[parent!.type.titleField] : show === 'status' ? filterColumn(store, key) : columns[name]
    if (show === 'status') selection.publishAt = columns.publishAt
    for (const more of [under, note?.of]) if (more) selection[more] = columns[more]
  }
  if (store.type.erased) selection[store.type.erased.field] = columns[store.type.erased.field]
  // what decides which of the type's own actions a row offers
  for (const link of store.type.itemLinks ?? []) for (const { field } of [link.when].flat()) selection[field] = columns[field]
  if (store.readAt) selection.read = isNotNull(store.readAt)
  // whose it is, and whether it waits for review (a Writer's own drafts)
  if (store.authored) Object.assign(selection, { createdBy: columns.createdBy, reviewRequestedAt: columns.reviewRequestedAt })
  if (store.answeredAt) selection.answered = isNotNull(store.answeredAt)
  const where = and(searchWhere(store.search, params.q), filter, present(store))
  const query = db().select(selection).from(store.table).$dynamic()
  if (parent) query.innerJoin(parent.table, eq(parent.table.id, columns[store.type.belongsTo!.field]))
  const [rows, total] = await Promise.all([
    query
      .where(where)
      .orderBy(...dateOrder(columns[listDateKey(store)], columns.id, params.sort))
      .limit(params.limit)
      .offset(params.offset),
    countRows(store.table, where),
  ])
  const shown = await withImages(rows as ({ id: number } & Row)[], images)
  return { rows: await withContentCounts(store, shown), total }
}

/** The most rows one CSV file holds; a charity's donations stay far below it. */
export const EXPORT_MAX_ROWS = 100_000

/** Every row the list shows with this search and these filters (all pages), with the CSV file's fields. */
export async function listForExport(store: ContentStore, params: ListParams, filter?: SQL): Promise<Row[]> {
  const columns = columnsOf(store.table)
  return db()
    .select(Object.fromEntries(store.type.csv!.map(({ key }) => [key, columns[key]])))
    .from(store.table)
    .where(and(searchWhere(store.search, params.q), filter, present(store)))
    .orderBy(...dateOrder(columns[listDateKey(store)], columns.id, params.sort))
    .limit(EXPORT_MAX_ROWS)
}

/** The rows the back office lists: not in the Trash, nor in an item of another type that is (a picture of an album in the Trash). */
function present(store: ContentStore): SQL | undefined {
  const { parent } = store
  const own = notTrashed(store.table)
  if (!parent || !trashColumn(parent.table)) return own
  const parents = db().select({ id: parent.table.id }).from(parent.table).where(notTrashed(parent.table))
  return and(own, inArray(columnsOf(store.table)[store.type.belongsTo!.field], parents))
}

/** How many rows each item holds (ContentType.contents), in one grouped query; the rows unchanged when it holds none. */
async function withContentCounts<T extends { id: number }>(store: ContentStore, rows: T[], trashedToo = false): Promise<T[]> {
  const { contents } = store
  if (!contents || rows.length === 0) return rows
  const counted = await db()
    .select({ parent: contents.parent, n: count() })
    .from(contents.table)
    .where(and(inArray(contents.parent, rows.map((row) => row.id)), trashedToo ? undefined : notTrashed(contents.table)))
    .groupBy(contents.parent)
  const counts = new Map(counted.map((row) => [row.parent as number, Number(row.n)]))
  return rows.map((row) => ({ ...row, [store.type.contents!.key]: counts.get(row.id) ?? 0 }))
}

/** Every field of one item with its pictures, or null (none, or in the Trash). */
export async function getItem(store: ContentStore, id: number) {
  const [row] = (await db().select().from(store.table).where(and(eq(store.table.id, id), present(store)))) as Row[]
  if (!row) return null
  // where it stands now: a scheduled item whose time has come is Visible, on its screens and in its form
  if (typeof row.status === 'string') row.status = effectiveStatus(row.status as Status, row.publishAt as Date | null)
  const [item] = await withImages([row as { id: number; createdAt: Date; updatedAt?: Date } & Row], imageNames(store))
  const [counted] = await withContentCounts(store, [item])
  return counted
}

/**
 * What is stored of the form's values: every declared field but the pictures (stored first,
 * apart) and their 'remove' boxes; an optional field left empty as null, a date and time typed
 * in Edmonton time as the instant it names.
 */
function storedFields(store: ContentStore, value: FormValues): Row {
  const stored: Row = {}
  for (const field of store.type.form) {
    if (field.shownWhile && value[field.shownWhile.field] !== field.shownWhile.is) {
      // a field that does not apply is stored as the declaration says (a gift in kind has no payment method)
      if (field.kind !== 'checkbox') stored[columnOf(field)] = field.shownWhile.whenHidden ?? ''
      continue
    }
    const given = value[field.name]
    if (field.kind === 'image' || field.kind === 'checkbox') continue
    if (field.kind === 'publishing') {
      Object.assign(stored, publishingColumns(value))
      continue
    }
    if (field.kind === 'datetime') {
      const instant = typeof given === 'string' && given ? parseEdmontonDateTime(given) : null
      // the schema has checked the shape; a required time missing here is a bug, not a staff error
      if (!instant && !field.optional) throw new Error(`Unchecked date and time ${JSON.stringify(given)} for ${field.name}`)
      stored[columnOf(field)] = instant
    } else if (field.kind === 'date') {
      // a whole day in Edmonton, kept only while the field it depends on says so
      const kept = !field.keptWhile || value[field.keptWhile.field] === field.keptWhile.is
      stored[columnOf(field)] = kept && typeof given === 'string' && given ? edmontonDayStart(given) : null
    } else stored[columnOf(field)] = 'optional' in field && field.optional ? given || null : given
  }
  // its texts in the other languages, all in one column (decision 035)
  if (store.type.translated.length > 0) stored.translations = translationsFromForm(value, translatedFields(store.type))
  // an item that leaves the drafts (an Editor published or scheduled it) no longer waits for review
  if (store.authored && typeof stored.status === 'string' && stored.status !== 'draft') stored.reviewRequestedAt = null
  return stored
}

/**
 * The status and the time it appears (decision 032), the schema having checked them together:
 * a scheduled item appears at its time; one made visible without a date appears now (a post's
 * publication date); a draft or a hidden item keeps the date typed, if any.
 */
function publishingColumns(value: FormValues): { status: Status; publishAt: Date | null } {
  const status = value.status as Status
  const typed = typeof value.publishAt === 'string' && value.publishAt ? parseEdmontonDateTime(value.publishAt) : null
  if (status === 'scheduled' && !typed) throw new Error(`Unchecked schedule ${JSON.stringify(value.publishAt)}`)
  return { status, publishAt: typed ?? (status === 'published' ? new Date() : null) }
}

/** Adds a row as it is given (a public form's, checked by its own schema): its id and creation time. */
export async function insertRow(store: ContentStore, values: Row, executor: Pick<ReturnType<typeof db>, 'insert'> = db()): Promise<{ id: number; createdAt: Date }> {
  const [row] = await executor
    .insert(store.table)
    .values(values as never)
    .returning({ id: store.table.id, createdAt: store.table.createdAt })
  return row as { id: number; createdAt: Date }
}


/** The status column of the types the public site shows: making an item visible or scheduling it is publishing, hiding it or making it a draft unpublishing. */
const STATUS = 'status'

/**
 * The activity log's entry of a staff add, edit or delete (decision 027), in the change's
 * transaction: the item by its title, the form's fields that changed, with their values (the
 * form's fields are the content staff type; a picture is named only).
 */
async function auditSave(tx: Transaction, store: ContentStore, actor: Actor, before: Row | null, after: Row | null) {
  const formFields = store.type.form.filter((field) => field.kind !== 'image').map((field) => columnOf(field))
  const {
    rows: [was, now],
    fields: translated,
  } = withTranslatedFields([before, after])
  const fields = [...formFields, ...translated, ...imageNames(store).map(imageColumn)]
  const changes = changesBetween(was, now, {
    fields,
    values: store.audit?.values ?? [...formFields, ...translated],
  })
  const status = changes.find((change) => change.field === STATUS)
  const shown = (row: Row) => row[STATUS] === 'published' || row[STATUS] === 'scheduled'
  const published = before && after && status && shown(before) !== shown(after) ? (shown(after) ? 'publish' : 'unpublish') : 'update'
  const row = after ?? before!
  await recordAudit(tx, {
    actor,
    action: before === null ? 'create' : published,
    itemType: store.type.labels.singular,
    itemId: row.id as number,
    itemLabel: auditLabel(store, row),
    changes,
  })
  return changes
}

const auditLabel = (store: ContentStore, row: Row) => store.audit?.label?.(row) ?? String(row[store.type.titleField] ?? '')

/** The item it belongs to is still there (it may have been deleted while the form was open), kept so until the write is done. */
async function parentThere(tx: Transaction, store: ContentStore, value: FormValues): Promise<boolean> {
  if (!store.parent) return true
  const [there] = await tx
    .select({ id: store.parent.table.id })
    .from(store.parent.table)
    .where(eq(store.parent.table.id, value[store.type.belongsTo!.field] as number))
    .for('share')
  return Boolean(there)
}

/** What else one save does, in its transaction, once the row is written (a Writer's review request: app/content-types/review.server.ts). */
export type AlsoInTransaction = (tx: Transaction, saved: Row) => Promise<void>

/**
 * Adds an item; `imageIds` holds the new pictures' ids by field (null: none chosen). 'gone' when
 * the item it belongs to is. An authored type's item records who added it.
 */
export async function createItem(
  store: ContentStore,
  value: FormValues,
  imageIds: Record<string, number | null>,
  actor: Actor,
  { also }: { also?: AlsoInTransaction } = {},
): Promise<number | 'gone'> {
  const pictures = Object.fromEntries(imageNames(store).map((field) => [imageColumn(field), imageIds[field] ?? null]))
  const author = store.authored ? { createdBy: actor.userId } : {}
  const afterSave = await store.onSave?.prepare()
  const added = await db().transaction(async (tx) => {
    if (!(await parentThere(tx, store, value))) return 'gone'
    // the table is only known as a ContentTable here; the schema checked the values
    const [row] = (await tx
      .insert(store.table)
      .values({ ...storedFields(store, value), ...pictures, ...author } as never)
      .returning()) as ({ id: number } & Row)[]
    await describePictures(tx, store, value, imageIds)
    await afterSave?.(tx, row, null, value)
    await keepVersion(tx, store, row, await auditSave(tx, store, actor, null, row), actor)
    await also?.(tx, row)
    return row.id
  })
  if (added !== 'gone') store.onSave?.afterCommit?.()
  return added
}

/** A picture's descriptions in the other languages, from a form with language tabs (undefined: the form has none, they stay as they are). */
function describedIn(store: ContentStore, value: FormValues, field: string): AltTranslations | undefined {
  if (store.type.translated.length === 0) return undefined
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.flatMap((language) => {
      const text = value[translationName(descriptionName(field), language)]
      return typeof text === 'string' && text.trim() ? [[language, text.trim()]] : []
    }),
  )
}

/** Each picture the item shows gets the short description typed beside it, or one made from the item's values (ContentType.alt). */
async function describePictures(tx: Transaction, store: ContentStore, value: FormValues, pictureIds: Record<string, number | null>) {
  for (const field of imageNames(store)) {
    const id = pictureIds[field]
    if (typeof id === 'number') await describeMedia(id, describePicture(store.type, value, field), tx, describedIn(store, value, field))
  }
}

/**
 * Saves an edit. Each picture is replaced when a new one was chosen, removed when its 'remove'
 * box is ticked, kept otherwise. Returns the pictures the row stopped using (deleted afterwards
 * if nothing else uses them), false when there is no such item (or `allowed` refuses it as it is
 * now, row locked: a Writer's draft an Editor published meanwhile), 'gone' when the one it belongs to is.
 */
export async function updateItem(
  store: ContentStore,
  id: number,
  value: FormValues,
  imageIds: Record<string, number | null>,
  actor: Actor,
  { allowed, also }: { allowed?: (before: Row) => boolean; also?: AlsoInTransaction } = {},
): Promise<{ unusedImageIds: (number | null)[] } | { refused: Record<string, string[]> } | false | 'gone'> {
  const fields = imageFieldsOf(store.type)
  const afterSave = await store.onSave?.prepare()
  const outcome = await db().transaction(async (tx) => {
    const [before] = (await tx.select().from(store.table).where(and(eq(store.table.id, id), notTrashed(store.table))).for('update')) as Row[]
    if (!before || (allowed && !allowed(before))) return false
    // with the row locked: nothing can issue its receipt (or change what locks it) until this save is done
    const refused = await refusedEdit(tx, store, before, storedFields(store, value))
    if (refused) return { refused }
    const current = Object.fromEntries(fields.map((field) => [field.name, before[imageColumn(field.name)] as number | null]))
    if (!(await parentThere(tx, store, value))) return 'gone'
    const next = Object.fromEntries(
      fields.map((field) => [field.name, imageIds[field.name] ?? (field.removeWith && value[field.removeWith] === true ? null : current[field.name])]),
    )
    const pictures = Object.fromEntries(fields.map((field) => [imageColumn(field.name), next[field.name]]))
    const [saved] = (await tx
      .update(store.table)
      .set({ ...storedFields(store, value), ...pictures, updatedAt: new Date() } as never)
      .where(eq(store.table.id, id))
      .returning()) as Row[]
    await describePictures(tx, store, value, next)
    await afterSave?.(tx, saved, before, value)
    await keepVersion(tx, store, saved, await auditSave(tx, store, actor, before, saved), actor)
    await also?.(tx, saved)
    return { unusedImageIds: fields.filter((field) => current[field.name] !== next[field.name]).map((field) => current[field.name]) }
  })
  if (typeof outcome === 'object' && !('refused' in outcome)) store.onSave?.afterCommit?.()
  return outcome
}

/** Two stored values are the same (a day is an instant). */
const same = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : (a ?? null) === (b ?? null))

/** Why an edit cannot be saved as it is: a locked field it changes (said beside it), or the store's own reasons; null when it can. */
async function refusedEdit(tx: Transaction, store: ContentStore, before: Row, stored: Row): Promise<Record<string, string[]> | null> {
  const lock = await store.lock?.(tx, before)
  const refused: Record<string, string[]> = {}
  for (const name of lock?.fields ?? []) {
    const field = store.type.form.find((candidate) => candidate.name === name)
    if (field && !same(before[columnOf(field)], stored[columnOf(field)])) refused[name] = [lock!.refused]
  }
  Object.assign(refused, store.refuseEdit?.(before, stored) ?? {})
  return Object.keys(refused).length > 0 ? refused : null
}

/**
 * A Translator's save (app/content/permissions.ts): the item's Punjabi, Hindi and Urdu texts from
 * the form's values, and nothing else of it; recorded and versioned as any save. False when there
 * is no such item.
 */
export async function updateTranslations(store: ContentStore, id: number, value: FormValues, actor: Actor, { also }: { also?: AlsoInTransaction } = {}): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [before] = (await tx.select().from(store.table).where(and(eq(store.table.id, id), notTrashed(store.table))).for('update')) as Row[]
    if (!before) return false
    const translations = translationsFromForm(value, translatedFields(store.type))
    const [saved] = (await tx
      .update(store.table)
      .set({ translations, updatedAt: new Date() } as never)
      .where(eq(store.table.id, id))
      .returning()) as Row[]
    await keepVersion(tx, store, saved, await auditSave(tx, store, actor, before, saved), actor)
    // what each picture shows in the other languages; its English description stays an Editor's (decision 092)
    for (const field of imageNames(store)) {
      const pictureId = before[imageColumn(field)]
      // a form without those fields (one drawn before they were offered) leaves them as they are
      const posted = TRANSLATED_LANGUAGES.some((language) => typeof value[translationName(descriptionName(field), language)] === 'string')
      if (typeof pictureId === 'number' && posted) await describeMediaIn(pictureId, describedIn(store, value, field) ?? {}, tx)
    }
    await also?.(tx, saved)
    return true
  })
}

/** Several items' texts as one save gives them (ContentStore.updateTextsOfMany). */
export type TextsEdit = {
  id: number
  /** Columns of the item and their new English texts ({ title: 'Tea at the seniors' lunch' }). */
  columns: Row
  /** Those columns' texts in the other languages; a language without one reads the English. */
  translations: ContentTranslations
  /** Each picture field's description, in English and the other languages. */
  pictures: Record<string, { alt: string; altTranslations: AltTranslations }>
}

class OneIsGone extends Error {}

/**
 * Several items' texts saved together, in one transaction (the pictures of one upload, described
 * on one grid: issue 41 item 5): each item's columns and their translations (its other
 * translated texts kept), its pictures' descriptions, an activity-log entry and a version each.
 * False when one of them is no longer there: then nothing is saved.
 */
export async function updateTextsOfMany(store: ContentStore, edits: TextsEdit[], actor: Actor): Promise<boolean> {
  try {
    await db().transaction(async (tx) => {
      for (const edit of edits) {
        const [before] = (await tx.select().from(store.table).where(eq(store.table.id, edit.id)).for('update')) as Row[]
        if (!before) throw new OneIsGone()
        const kept = asTranslations(before.translations)
        const translations: ContentTranslations = {}
        for (const language of TRANSLATED_LANGUAGES) {
          const texts = Object.fromEntries(Object.entries(kept[language] ?? {}).filter(([column]) => !(column in edit.columns)))
          Object.assign(texts, edit.translations[language] ?? {})
          if (Object.keys(texts).length > 0) translations[language] = texts
        }
        const [saved] = (await tx
          .update(store.table)
          .set({ ...edit.columns, translations, updatedAt: new Date() } as never)
          .where(eq(store.table.id, edit.id))
          .returning()) as Row[]
        for (const [field, picture] of Object.entries(edit.pictures)) {
          const pictureId = before[imageColumn(field)]
          if (typeof pictureId === 'number') await describeMedia(pictureId, picture.alt, tx, picture.altTranslations)
        }
        await keepVersion(tx, store, saved, await auditSave(tx, store, actor, before, saved), actor)
      }
    })
  } catch (error) {
    if (error instanceof OneIsGone) return false
    throw error
  }
  return true
}

/** A Writer submitted their draft for review: marked so (until it leaves the drafts), in the save's transaction. */
export async function markReviewRequested(tx: Transaction, store: ContentStore, id: number, at = new Date()) {
  await tx
    .update(store.table)
    .set({ reviewRequestedAt: at } as never)
    .where(eq(store.table.id, id))
}

/**
 * Deletes an item and, in the same transaction, its pictures that nothing else shows; false when
 * it was not there. An item that holds rows of another table (an album's pictures) is deleted,
 * with them and their pictures, only when `withContents` is how many it holds now (a picture
 * added meanwhile is not deleted unseen); otherwise it is kept and the answer says how many.
 */
export async function deleteItem(
  store: ContentStore,
  id: number,
  actor: Actor,
  withContents?: number,
): Promise<boolean | { holds: number } | { refused: string }> {
  return db().transaction((tx) => deleteInTransaction(tx, store, id, actor, withContents))
}

/** deleteItem's work, in the caller's transaction; `fromTrash`: only an item in the Trash, with everything it holds (decision 073). */
async function deleteInTransaction(
  tx: Transaction,
  store: ContentStore,
  id: number,
  actor: Actor,
  withContents?: number,
  fromTrash = false,
): Promise<boolean | { holds: number } | { refused: string }> {
  const { contents, keptBy } = store
  const unused: unknown[] = []
  if (fromTrash) {
    const [item] = await tx.select({ id: store.table.id }).from(store.table).where(and(eq(store.table.id, id), isNotNull(trashColumn(store.table)!))).for('update')
    if (!item) return false
  }
  if (keptBy) {
    // locked first, so that nothing can start to name it between the check and the delete
    const [item] = await tx.select({ id: store.table.id }).from(store.table).where(eq(store.table.id, id)).for('update')
    if (!item) return false
    const [{ n }] = await tx.select({ n: count() }).from(keptBy.table).where(eq(keptBy.column, id))
    if (n > 0) return { refused: keptBy.refused }
  }
  if (contents) {
    const [item] = await tx.select({ id: store.table.id }).from(store.table).where(eq(store.table.id, id)).for('update')
    if (!item) return false
    const [{ n }] = await tx.select({ n: count() }).from(contents.table).where(eq(contents.parent, id))
    // the Trash's delete for ever was confirmed with what it holds when it was moved there
    if (n > 0 && withContents !== n && !fromTrash) return { holds: n }
    const held = await tx.delete(contents.table).where(eq(contents.parent, id)).returning(Object.fromEntries(contents.pictures.map((column) => [column.name, column])))
    unused.push(...held.flatMap((row) => Object.values(row)))
  }
  const [deleted] = (await tx.delete(store.table).where(eq(store.table.id, id)).returning()) as Row[]
  if (!deleted) return false
  const action = fromTrash ? 'delete from trash' : 'delete'
  await recordAudit(tx, { actor, action, itemType: store.type.labels.singular, itemId: id, itemLabel: auditLabel(store, deleted) })
  await forgetVersions(tx, store, id)
  unused.push(...imageNames(store).map((field) => deleted[imageColumn(field)]))
  for (const mediaId of new Set(unused)) {
    if (typeof mediaId === 'number') await deleteMediaIfUnused(mediaId, tx)
  }
  return true
}

// ---------------------------------------------------------------- the Trash (issue 41, decision 073)

/**
 * Moves an item to the Trash, who and when, in one transaction with its activity log entry: it
 * leaves every list and public page at once (the page cache's triggers count the change) and
 * keeps its pictures, translations and versions for a restore. An item that holds others (an
 * album's pictures) goes, with them, only when `withContents` is how many it holds now, as a
 * delete did; false when it is not there (or already in the Trash).
 */
export async function moveToTrash(store: ContentStore, id: number, actor: Actor, withContents?: number, executor?: Transaction): Promise<boolean | { holds: number }> {
  const move = async (tx: Transaction) => {
    const [item] = (await tx.select().from(store.table).where(and(eq(store.table.id, id), notTrashed(store.table))).for('update')) as Row[]
    if (!item) return false
    const { contents } = store
    if (contents) {
      const [{ n }] = await tx.select({ n: count() }).from(contents.table).where(and(eq(contents.parent, id), notTrashed(contents.table)))
      if (n > 0 && withContents !== n) return { holds: n }
    }
    await tx
      .update(store.table)
      .set({ trashedAt: new Date(), trashedBy: actor.userId } as never)
      .where(eq(store.table.id, id))
    await recordAudit(tx, { actor, action: 'move to trash', itemType: store.type.labels.singular, itemId: id, itemLabel: auditLabel(store, item) })
    return true
  }
  return executor ? move(executor) : db().transaction(move)
}

/**
 * Brings an item back from the Trash as it was (its status, pictures, translations and versions
 * never left it). A picture whose album is in the Trash stays there until the album is back:
 * the answer says so. False when it is not in the Trash.
 */
export async function restoreFromTrash(store: ContentStore, id: number, actor: Actor): Promise<boolean | { refused: string }> {
  return db().transaction(async (tx) => {
    const [item] = (await tx.select().from(store.table).where(and(eq(store.table.id, id), isNotNull(trashColumn(store.table)!))).for('update')) as Row[]
    if (!item) return false
    const { parent } = store
    if (parent && trashColumn(parent.table)) {
      const [held] = (await tx.select().from(parent.table).where(eq(parent.table.id, item[store.type.belongsTo!.field] as number))) as Row[]
      if (held?.trashedAt) return { refused: `Its ${parent.type.contents?.holder ?? parent.type.labels.singular.toLowerCase()} “${auditLabel(parent, held)}” is in the Trash: restore it first.` }
    }
    await tx
      .update(store.table)
      .set({ trashedAt: null, trashedBy: null } as never)
      .where(eq(store.table.id, id))
    await recordAudit(tx, { actor, action: 'restore from trash', itemType: store.type.labels.singular, itemId: id, itemLabel: auditLabel(store, item) })
    return true
  })
}

/** Deletes an item in the Trash for ever, with what it holds and its pictures nothing else shows; false when it is not in the Trash. */
export async function deleteFromTrash(store: ContentStore, id: number, actor: Actor): Promise<boolean> {
  return (await db().transaction((tx) => deleteInTransaction(tx, store, id, actor, undefined, true))) === true
}

/** One item of the Trash as its screen shows it: its name, who moved it there and when, what it holds. */
export type TrashedRow = { id: number; name: string; trashedAt: Date; trashedBy: string | null; holds: number }

/** The type's items in the Trash, the last moved there first. */
export async function listTrash(store: ContentStore): Promise<TrashedRow[]> {
  const columns = columnsOf(store.table)
  const trashedAt = trashColumn(store.table)!
  const rows = (await db()
    .select({ ...columns, trashedByEmail: users.email })
    .from(store.table)
    .leftJoin(users, eq(users.id, columns.trashedBy))
    .where(isNotNull(trashedAt))
    .orderBy(desc(trashedAt), desc(store.table.id))) as Row[]
  const counted = await withContentCounts(store, rows as ({ id: number } & Row)[], true)
  return counted.map((row) => ({
    id: row.id,
    name: store.type.itemName?.(row) ?? auditLabel(store, row),
    trashedAt: row.trashedAt as Date,
    trashedBy: (row.trashedByEmail as string | null) ?? null,
    holds: store.type.contents ? Number(row[store.type.contents.key] ?? 0) : 0,
  }))
}

/** The ids of the type's items in the Trash since before `cutoff`: the housekeeping's to delete. */
export async function trashedBefore(store: ContentStore, cutoff: Date): Promise<number[]> {
  const rows = await db().select({ id: store.table.id }).from(store.table).where(lt(trashColumn(store.table)!, cutoff))
  return rows.map((row) => row.id as number)
}

/** Items staff have not opened yet (store's readAt); `except` leaves one out (the one being opened). */
export async function countUnread(store: ContentStore, except?: number): Promise<number> {
  const unread = isNull(store.readAt!)
  return countRows(store.table, except === undefined ? unread : and(unread, ne(store.table.id, except)))
}

/** Marks an item read the first time staff open it (the first reading time is kept). */
export async function markRead(store: ContentStore, id: number): Promise<void> {
  const { readAt } = store
  if (!readAt) return
  const [key] = Object.entries(columnsOf(store.table)).find(([, column]) => column === readAt)!
  await db()
    .update(store.table)
    .set({ [key]: new Date() } as never)
    .where(and(eq(store.table.id, id), isNull(readAt)))
}

function shownBy(store: ContentStore) {
  if (!store.visible) throw new Error(`The public site shows no ${store.type.labels.caption}`)
  return store.visible
}

/** How many items the public site shows (the testimonial list's note: the home page needs 3). */
export async function countVisible(store: ContentStore, now = new Date()): Promise<number> {
  const [row] = await db().select({ n: count() }).from(store.table).where(shownBy(store).where(now))
  return row.n
}

/**
 * The items the public site shows, in its order, at most `limit`, `among` some only (one
 * album's pictures): only the `fields` asked for (e-mail addresses stay on the server unless
 * asked for) and the first picture under `image`. One query plus one for the pictures.
 */
export async function listVisible<Table extends ContentTable, Field extends keyof Table['$inferSelect'] & string>(
  store: ContentStore<Table>,
  fields: Field[],
  limit?: number,
  among?: SQL,
  now = new Date(),
  language: Language = DEFAULT_LANGUAGE,
): Promise<(Pick<Table['$inferSelect'], Field | 'id'> & { image: MediaImage | null } & Localized)[]> {
  const { where, orderBy } = shownBy(store as ContentStore)
  const query = db()
    .select(publicSelection(store, fields, language))
    .from(store.table as ContentTable)
    .where(and(where(now), among))
    .orderBy(...orderBy)
  const rows = (limit === undefined ? await query : await query.limit(limit)) as Row[]
  return (await withImages(inLanguage(store, rows, fields, language), [imageNames(store as ContentStore)[0]], language)) as never
}

/** The rows as a page in `language` shows them (decision 035): the asked fields translated where they are, marked where they are still English. */
function inLanguage(store: ContentStore<ContentTable>, rows: Row[], fields: string[], language: Language): Row[] {
  if (language === DEFAULT_LANGUAGE || store.type.translated.length === 0) return rows
  const translated = translatedFields(store.type).map((field) => field.column).filter((column) => fields.includes(column))
  return rows.map((row) => localize(row, language, translated))
}

/**
 * One item as the public site would show it, whether visitors can see it or not (the staff's
 * preview), with `visible` saying whether they can; null when there is no such item.
 */
export async function getForPreview<Table extends ContentTable, Field extends keyof Table['$inferSelect'] & string>(
  store: ContentStore<Table>,
  fields: Field[],
  id: number,
  now = new Date(),
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ item: Pick<Table['$inferSelect'], Field | 'id'> & { image: MediaImage | null } & Localized; visible: boolean } | null> {
  // an id beyond PostgreSQL's integer range must not reach the database as an error
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null
  const visible = sql<boolean>`coalesce(${shownBy(store as ContentStore).where(now)}, false)`.as('shown_to_visitors')
  const [row] = (await db()
    .select({ ...publicSelection(store, fields, language), shownToVisitors: visible })
    .from(store.table as ContentTable)
    .where(and(eq(store.table.id, id), notTrashed(store.table)))
    .limit(1)) as Row[]
  if (!row) return null
  const { shownToVisitors, ...rest } = row
  const [item] = await withImages(inLanguage(store, [rest], fields, language), [imageNames(store as ContentStore)[0]], language)
  return { item: item as never, visible: Boolean(shownToVisitors) }
}

/** The columns the public site reads of an item: its id, the `fields` asked for and its first picture, and its translations on a page in another language. */
function publicSelection(store: ContentStore<ContentTable>, fields: string[], language: Language) {
  const columns = columnsOf(store.table)
  const [picture] = imageNames(store as ContentStore)
  const translations = language !== DEFAULT_LANGUAGE && store.type.translated.length > 0 ? ['translations'] : []
  return Object.fromEntries(['id', ...fields, imageColumn(picture), ...translations].map((name) => [name, columns[name]]))
}

/** The rows an account added (an authored type's `createdBy`): a Writer's list. */
export function ownedBy(store: ContentStore, userId: number): SQL {
  return eq(columnsOf(store.table).createdBy, userId)
}

// ---------------------------------------------------------------- bulk actions (issue 41 item 2, decision 074)

/** What a list's selected rows can be given at once. */
export type BulkChange = 'publish' | 'hide' | 'trash' | 'read' | 'unread'

/** A bulk change refused whole (an item gone meanwhile, an album that holds pictures): nothing was changed. */
class BulkRefusal extends Error {}

/** The words of a bulk change's refusals. */
export const BULK_GONE = 'Some of the chosen items are no longer there (deleted or changed meanwhile): nothing was changed.'

/**
 * Gives every chosen item the change in ONE transaction, each with its activity-log entry (and
 * version, for a type with history), in the order given: an item that is not there (another
 * type's id, one deleted meanwhile) or cannot take it refuses the whole action and nothing is
 * changed. An item that already stands so (a published post asked to be published) is left as
 * it is and not counted. How many changed, or why nothing did.
 */
export async function bulkChange(store: ContentStore, change: BulkChange, ids: number[], actor: Actor, now = new Date()): Promise<{ changed: number } | { refused: string }> {
  try {
    return await db().transaction(async (tx) => {
      let changed = 0
      for (const id of ids) {
        const [before] = (await tx.select().from(store.table).where(and(eq(store.table.id, id), present(store))).for('update')) as Row[]
        if (!before) throw new BulkRefusal(BULK_GONE)
        if (await changeOne(tx, store, change, before, actor, now)) changed++
      }
      return { changed }
    })
  } catch (error) {
    if (error instanceof BulkRefusal) return { refused: error.message }
    throw error
  }
}

/** One item's part of a bulk change, in its transaction; false when it already stood so. */
async function changeOne(tx: Transaction, store: ContentStore, change: BulkChange, before: Row, actor: Actor, now: Date): Promise<boolean> {
  const id = before.id as number
  if (change === 'trash') {
    const moved = await moveToTrash(store, id, actor, undefined, tx)
    if (typeof moved === 'object') {
      throw new BulkRefusal(`“${auditLabel(store, before)}” holds ${store.type.contents!.count(moved.holds)}: nothing was changed. Delete it on its own, to confirm that they go with it.`)
    }
    return moved
  }
  if (change === 'read' || change === 'unread') {
    const read = before.readAt !== null && before.readAt !== undefined
    if (read === (change === 'read')) return false
    await tx
      .update(store.table)
      .set({ readAt: change === 'read' ? now : null } as never)
      .where(eq(store.table.id, id))
    await recordAudit(tx, { actor, action: 'update', itemType: store.type.labels.singular, itemId: id, itemLabel: auditLabel(store, before), changes: [{ field: 'read', from: read, to: !read }] })
    return true
  }
  const status: Status = change === 'publish' ? 'published' : 'hidden'
  if (effectiveStatus(before.status as Status, before.publishAt as Date | null, now) === status) return false
  // a scheduled item published now appears now; a hidden one keeps the date it had
  const publishAt = change === 'publish' ? (before.status === 'published' && before.publishAt ? before.publishAt : now) : before.publishAt
  const [saved] = (await tx
    .update(store.table)
    .set({ status, publishAt, updatedAt: now, ...(store.authored && change === 'publish' ? { reviewRequestedAt: null } : {}) } as never)
    .where(eq(store.table.id, id))
    .returning()) as Row[]
  await keepVersion(tx, store, saved, await auditSave(tx, store, actor, before, saved), actor)
  return true
}

/** The chosen rows (not in the Trash), with the CSV file's fields, in the list's order: Export selected. */
export async function listSelectedForExport(store: ContentStore, ids: number[]): Promise<Row[]> {
  if (ids.length === 0) return []
  const columns = columnsOf(store.table)
  return db()
    .select(Object.fromEntries(store.type.csv!.map(({ key }) => [key, columns[key]])))
    .from(store.table)
    .where(and(inArray(store.table.id, ids), present(store)))
    .orderBy(...dateOrder(columns[listDateKey(store)], columns.id, 'newest'))
}
