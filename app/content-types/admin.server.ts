// The loaders and actions of every content type's back-office screens, over its declaration:
// list (with the delete of its Confirm Delete dialog), detail, add and edit, as pages or as
// modals over the list, and the list as a CSV file. Each checks first what the person's roles
// give in the type's area (its declaration's `area`, app/content/permissions.ts; the route test
// app/routes/access.test.ts asks every route as every role), so that a route module is one line
// a handler and a new type cannot forget the guard. Within an area, an item decides the rest: a
// Writer opens and edits only their own drafts, and keeps them drafts; a Translator saves only
// the Punjabi, Hindi and Urdu texts. A save goes through submitContentForm (read with a size
// ceiling, check, store the pictures, write the row, forget the pictures if the write fails; an
// add form's one-time key), then back to the list with the type's toast.
import { and } from 'drizzle-orm'
import { z } from 'zod'
import { ERASED_MARKER } from '~/content/privacy'
import { truncate } from '~/content/text'
import { withPublishingTimes } from '~/content/publishing'
import { TRANSLATED_LANGUAGE_NAMES, TRANSLATED_LANGUAGES, translationName, translationsToForm } from '~/content/translations'
import { plainText } from '~/content/formatted-text'
import { parseFormattedText } from '~/content/formatted-text-parser'
import { actorOf, type ActorContext } from '~/auth/actor.server'
import { mustSetUpTwoFactor, notFound, requireAccess } from '~/auth/guards.server'
import { grantsIn, may, type Grant, type Need } from '~/content/permissions'
import type { SessionUser } from '~/models/session.server'
import { recordEvent, type Actor } from '~/models/audit.server'
import { db } from '../../database/db.server'
import { FormRefusal, submitContentForm, type ImageIds } from './content-form.server'
import { csvDownload, toCsv } from '~/utils/csv'
import { formatDate, formatDateTime } from '~/utils/dates.server'
import { ALREADY_GONE_MESSAGE, deleteAction } from '~/utils/delete-action.server'
import { edmontonDayOf, todayInEdmonton } from '~/utils/edmonton-day.server'
import { parseEdmontonDateTime, toEdmontonDateTimeInput } from '~/utils/edmonton-time.server'
import { redirectWithFlash, type Flash } from '~/utils/flash.server'
import { readFormData } from '~/utils/request-form.server'
import { getPrivacySettings } from '~/models/settings.server'
import { newFormKey } from '~/utils/form-key.server'
import { idParam } from '~/utils/id-param.server'
import { listPageInfo, readListParams, type ListSort } from '~/utils/list-params.server'
import type { MediaImage } from '~/utils/media-url'
import { safeLink } from '~/utils/safe-link'
import {
  columnOf,
  contentsWords,
  describePicture,
  descriptionName,
  editing,
  emptyDefaults,
  hrefKey,
  imageFieldsOf,
  translatedFields,
  type ContentType,
  type DateWriters,
  type FormFieldDeclaration,
  type Shown,
} from './declaration'
import { amountInputValue } from './money'
import { reviewRequest, wakeOutbox } from './review.server'
import { itemReviews, markReviewedInSave } from './translation-reviews.server'
import { REVIEW_FIELD } from '~/content/translation-review'
import {
  countVisible,
  createItem,
  deleteFromTrash,
  deleteItem,
  bulkChange,
  hasTrash,
  listSelectedForExport,
  listTrash,
  moveToTrash,
  restoreFromTrash,
  getItem,
  listChoices,
  listForAdmin,
  listForExport,
  markRead,
  ownedBy,
  readFilters,
  updateItem,
  updateTranslations,
  type AlsoInTransaction,
  type BulkChange,
  type ContentStore,
  type FormValues,
  type ListFilters,
} from './store.server'

type Row = { id: number } & Record<string, unknown>

// ---------------------------------------------------------------- who may do what here

/** The person, and what their roles give in the type's area (app/content/permissions.ts). */
type Access = { user: SessionUser; grants: Set<Grant> }

/** The guard of every handler: staff whose roles give `need` in the type's area, or the answer for anyone else. */
async function accessTo(store: ContentStore, request: Request, need: Need): Promise<Access> {
  const user = await requireAccess(request, store.type.area, need)
  return { user, grants: grantsIn(user.roles, store.type.area) }
}

const manages = (access: Access) => access.grants.has('manage')

/** A Writer's own draft: an item of an authored type they added, still a draft. */
const ownDraft = (store: ContentStore, access: Access, item: Record<string, unknown>) =>
  Boolean(store.authored) && access.grants.has('own drafts') && item.createdBy === access.user.id && item.status === 'draft'

/** Who sees an item: anyone who manages or translates the area; a Writer only what they added. */
function mayOpen(store: ContentStore, access: Access, item: Record<string, unknown>) {
  return manages(access) || access.grants.has('translate') || (Boolean(store.authored) && access.grants.has('own drafts') && item.createdBy === access.user.id)
}

/**
 * How this person may edit this item: all of it; as its writer (a draft that stays one); its
 * translations only; or not at all (null: the edit screen and its form answer 404).
 */
export type EditMode = 'full' | 'draft' | 'translations'
function editMode(store: ContentStore, access: Access, item: Record<string, unknown>): EditMode | null {
  if (manages(access)) return 'full'
  if (ownDraft(store, access, item)) return 'draft'
  if (access.grants.has('translate') && store.type.translated.length > 0) return 'translations'
  return null
}

/** What the screens offer this person (buttons the server would refuse are not drawn). */
const offers = (store: ContentStore, access: Access) => ({ add: manages(access) || (Boolean(store.authored) && access.grants.has('own drafts')), manage: manages(access) })

/** The item, when this person may open it; the 404 page otherwise, as for an item that does not exist. */
async function openable(store: ContentStore, access: Access, id: string | undefined) {
  const item = await itemOr404(store, id)
  if (!mayOpen(store, access, item)) throw notFound()
  return item
}

/**
 * Whether this person may see an item's preview on its public page (app/routes/site/preview.tsx):
 * staff who may open it in the back office (a Writer, only what they added), two-factor sign-in
 * set up where the site requires it.
 */
export async function mayPreview(store: ContentStore, user: SessionUser | null, id: number): Promise<boolean> {
  if (!user || !may(user.roles, store.type.area, 'read') || (await mustSetUpTwoFactor(user))) return false
  const access = { user, grants: grantsIn(user.roles, store.type.area) }
  if (mayOpen(store, access, {})) return true
  const item = await getItem(store, id)
  return Boolean(item && mayOpen(store, access, item))
}

/** A Writer's post refused: they save drafts only (the form offers nothing else, so this one was forged). */
function refuseUnlessDraft(formData: FormData) {
  if (formData.get('status') !== 'draft') throw new Response('Writers save drafts: an Editor publishes them.', { status: 403, statusText: 'Forbidden' })
}

/** A type's translated texts as a form names them ('title__ur'), and what each picture shows in each language (decision 092). */
function translationFieldNames(type: ContentType): string[] {
  const texts = [...type.translated.map((field) => field.name), ...imageFieldsOf(type).map((field) => descriptionName(field.name))]
  return TRANSLATED_LANGUAGES.flatMap((language) => texts.map((name) => translationName(name, language)))
}

/** A Translator's post refused: it carries a field that is not a translation (an English title, a status, a picture). */
function refuseUnlessTranslations(type: ContentType, formData: FormData) {
  const allowed = new Set([...translationFieldNames(type), REVIEW_FIELD])
  for (const name of new Set(formData.keys())) {
    if (!allowed.has(name)) throw new Response('Translators change the Punjabi, Hindi and Urdu texts only.', { status: 403, statusText: 'Forbidden' })
  }
}

/** How declarations write a date: on the server only, in Edmonton time (decision 005). */
const DATE_WRITERS: DateWriters = { date: formatDate, dateTime: formatDateTime }

/** A value as a column or a detail line shows it: written by its `format`, or as it is; empty as '' (or `missing`, where said). */
function shown({ format, missing }: Shown, value: unknown, empty: string = '') {
  if (value === null || value === undefined || value === '') return missing ?? empty
  return format ? format(value as never, DATE_WRITERS) : value
}

const isErased = (type: ContentType, item: Record<string, unknown>) => Boolean(type.erased && item[type.erased.field] === ERASED_MARKER)

/** A long text as a list's excerpt reads it: a formatted one's words, without its markers (decision 031). */
function excerptSource(type: ContentType, field: string, value: unknown): string {
  const declared = type.form.find((candidate) => columnOf(candidate) === field)
  const text = String(value ?? '')
  return declared?.kind === 'textarea' && declared.formatted ? plainText(parseFormattedText(text)) : text
}

/** A list row as shown: dates in words (decision 005), excerpts cut, labels and amounts written, nothing more of the row. */
function shownRow(type: ContentType, row: Row) {
  const out: Row = { ...row }
  for (const column of type.columns) {
    const from = column.excerptOf ?? column.of ?? column.key
    if (column.excerptOf) out[column.key] = truncate(excerptSource(type, column.excerptOf, row[from]), column.cut ?? 100)
    else if (column.show === 'date') out[column.key] = (column.withTime ? formatDateTime : formatDate)(row[column.key] as Date)
    else if (column.format) out[column.key] = shown(column, row[from])
    if (column.note) out[column.note.key] = shown({ format: (day: Date) => formatDate(day) }, row[column.note.of])
    if (column.show === 'status') {
      out.statusWhen = statusWhen(row)
      delete out.publishAt
    }
    for (const source of [from, column.note?.of]) if (source && source !== column.key) delete out[source]
  }
  if (type.erased) out.erased = isErased(type, row)
  if (type.itemLinks) out.itemLinks = itemLinksFor(type, row)
  return out
}

/** Which of the type's own actions (ContentType.itemLinks) an item offers now, by their paths. */
const itemLinksFor = (type: ContentType, row: Record<string, unknown>) =>
  (type.itemLinks ?? []).filter((link) => [link.when].flat().every(({ field, is }) => (row[field] ?? null) === is)).map((link) => link.path)

/** The parent's choices (and the chosen one) under the type's own keys: { categories, category }. */
function parentData(type: ContentType, parent: ListFilters['parent']) {
  return type.belongsTo && parent ? { [type.belongsTo.choices]: parent.choices, [type.belongsTo.param]: parent.chosen } : {}
}

/**
 * The list screen: one page of rows, where it is and what it is filtered on, how many the public
 * site shows; for a type with modals, the one its address opens.
 */
export async function listLoader(store: ContentStore, request: Request) {
  const access = await accessTo(store, request, 'read')
  const url = new URL(request.url)
  const defaultSort: ListSort = store.type.defaultOrder ?? 'newest'
  const params = readListParams(url, defaultSort)
  const counted = typeof store.type.listIntro === 'function'
  const filters = await readFilters(store, url)
  // a Writer who neither manages nor translates the area lists what they added, nothing else
  const mine = mayOpen(store, access, {}) ? undefined : ownedBy(store, access.user.id)
  const [{ rows, total }, visible, modal] = await Promise.all([
    listForAdmin(store, params, and(filters.where, mine)),
    counted ? countVisible(store) : null,
    store.type.modals ? readModal(store, url) : undefined,
  ])
  const info = { ...listPageInfo(params, total), defaultSort, ...(filters.values ? { filters: filters.values } : {}) }
  return {
    info,
    visible,
    can: offers(store, access),
    // the type's Trash, for those who delete (decision 073)
    trash: hasTrash(store) && manages(access),
    // what the selected rows can be given at once, for those who manage the type (decision 074)
    bulk: manages(access) ? bulkOffers(store) : [],
    rows: rows.map((row) => ({
      ...withoutAuthor(shownRow(store.type, row)),
      editable: editMode(store, access, row) !== null,
      ...(store.authored ? { review: waitsForReview(store, row) } : {}),
    })),
    ...parentData(store.type, filters.parent),
    ...(modal === undefined ? {} : { modal }),
  }
}

/** A Writer's draft they submitted for review, still a draft: the list and the edit screen say so. */
const waitsForReview = (store: ContentStore, item: Record<string, unknown>) => Boolean(store.authored && item.reviewRequestedAt && item.status === 'draft')

/** Who added an item stays on the server (the screens say what it means for the person: Edit or not). */
function withoutAuthor<T extends Record<string, unknown>>(row: T): T {
  const { createdBy: _createdBy, reviewRequestedAt: _reviewRequestedAt, ...rest } = row
  return rest as T
}

/** The list as a CSV file: its search and filters, every page, the declared columns (cells neutralised against spreadsheet formulas). */
export async function exportLoader(store: ContentStore, request: Request, context: ActorContext) {
  const { user } = await accessTo(store, request, 'manage')
  const url = new URL(request.url)
  const columns = store.type.csv!
  const rows = await listForExport(store, readListParams(url, store.type.defaultOrder), (await readFilters(store, url)).where)
  const csv = toCsv(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => shown(column, row[column.key]) as string)),
  )
  const fileName = `${store.type.labels.caption.toLowerCase()}-${todayInEdmonton()}.csv`
  // who took a copy of donors' details, and how much (decision 027)
  await recordEvent({ actor: actorOf(user, context), action: 'export', itemType: store.type.labels.singular, itemLabel: `${fileName}, ${rows.length} rows` })
  return csvDownload(csv, fileName)
}

/** A toast of the type: its own position (the Payment page's, bottom right). */
function toast(type: ContentType, kind: Flash['type'], message: string): Flash {
  return { type: kind, message, ...(type.toasts?.position ? { position: type.toasts.position } : {}) }
}

/**
 * The Yes of Confirm Delete; an item that holds others only with the dialog's second confirmation.
 * A type with a Trash moves the item there, and the toast offers Undo (decision 073).
 */
function remove(store: ContentStore, request: Request, actor: Actor, backTo?: string) {
  const { contents, toasts } = store.type
  const trash = hasTrash(store)
  return deleteAction(
    request,
    async (id, form) => {
      const confirmed = contents ? form.get(contents.confirm) : null
      const withContents = typeof confirmed === 'string' && /^\d{1,7}$/.test(confirmed) ? Number(confirmed) : undefined
      const deleted = trash ? await moveToTrash(store, id, actor, withContents) : await deleteItem(store, id, actor, withContents)
      if (typeof deleted !== 'object') return deleted
      return 'refused' in deleted ? deleted : { refused: contentsWords(contents!, deleted.holds).refused }
    },
    backTo,
    { deleted: toasts?.deleted, position: toasts?.position, ...(trash ? { undo: trashPath(store.type) } : {}) },
  )
}

// ---------------------------------------------------------------- the Trash (issue 41, decision 073)

// ---------------------------------------------------------------- bulk actions (issue 41 item 2, decision 074)

/** A bulk action of a list: a change of the rows, or their CSV file. */
export type BulkOp = BulkChange | 'export'

/** The list's words for each, on its button and in the toast after it. */
const BULK_WORDS: Record<BulkOp, { label: string; done: string }> = {
  publish: { label: 'Publish', done: 'published' },
  hide: { label: 'Hide', done: 'hidden' },
  trash: { label: 'Move to trash', done: 'moved to the Trash' },
  read: { label: 'Mark read', done: 'marked read' },
  unread: { label: 'Mark unread', done: 'marked unread' },
  export: { label: 'Export selected to CSV', done: 'exported' },
}

/** The bulk actions a type's list offers: publishing and the Trash where it has them, read marks where it has them, its CSV file where it has one. */
export function bulkOffers(store: ContentStore): { op: BulkOp; label: string }[] {
  const publishing = store.type.form.some((field) => field.kind === 'publishing')
  const ops: BulkOp[] = [...(publishing ? (['publish', 'hide'] as const) : []), ...(hasTrash(store) ? (['trash'] as const) : []), ...(store.readAt ? (['read', 'unread'] as const) : []), ...(store.type.csv ? (['export'] as const) : [])]
  return ops.map((op) => ({ op, label: BULK_WORDS[op].label }))
}

/** The most rows one bulk action takes (a page holds 25). */
const BULK_MAX = 100
const rowId = z.coerce.number().int().positive().max(2_147_483_647)
const BULK_FORM = z.object({
  op: z.enum(['publish', 'hide', 'trash', 'read', 'unread', 'export']),
  ids: z.array(rowId).max(BULK_MAX),
  // 'Select all on this page' without JavaScript: the page's rows, sent with the form
  all: z.literal('page').optional(),
  pageIds: z.array(rowId).max(BULK_MAX),
})

/**
 * The list's bulk form (?bulk=1 on the list's own address): for those who manage the type (a
 * Writer's or a Translator's forged post is refused like any other), an action the type offers,
 * on the chosen rows of this type; then back to the list with a toast, or the CSV file.
 */
export async function bulkAction(store: ContentStore, request: Request, context: ActorContext) {
  const { user } = await accessTo(store, request, 'manage')
  const actor = actorOf(user, context)
  const form = await readFormData(request, 16_384)
  if (!form.ok) throw new Response('This form could not be read.', { status: form.status })
  const parsed = BULK_FORM.safeParse({
    op: form.formData.get('op'),
    ids: form.formData.getAll('ids'),
    all: form.formData.get('all') ?? undefined,
    pageIds: form.formData.getAll('pageIds'),
  })
  if (!parsed.success || !bulkOffers(store).some((offer) => offer.op === parsed.data.op)) throw new Response('Unknown request', { status: 400 })
  const { op, all, pageIds } = parsed.data
  const ids = [...new Set([...parsed.data.ids, ...(all ? pageIds : [])])]
  const url = new URL(request.url)
  for (const name of [...MODAL_PARAMS, 'bulk']) url.searchParams.delete(name)
  const backTo = `${url.pathname}${url.search}`
  const position = store.type.toasts?.position ? { position: store.type.toasts.position } : {}
  if (ids.length === 0) return redirectWithFlash(backTo, { type: 'error', message: 'Select at least one item first.', ...position })
  if (op === 'export') return exportSelected(store, ids, actorOf(user, context))
  const outcome = await bulkChange(store, op, ids, actor)
  if ('refused' in outcome) return redirectWithFlash(backTo, { type: 'error', message: outcome.refused, ...position })
  const n = outcome.changed
  return redirectWithFlash(backTo, { type: 'success', message: `${n} ${n === 1 ? 'item' : 'items'} ${BULK_WORDS[op].done}.`, ...position })
}

/** Export selected: the chosen rows as the type's CSV file (the list's own export, narrowed), logged as any export. */
async function exportSelected(store: ContentStore, ids: number[], actor: Actor) {
  const columns = store.type.csv!
  const rows = await listSelectedForExport(store, ids)
  const csv = toCsv(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => shown(column, row[column.key]) as string)),
  )
  const fileName = `${store.type.labels.caption.toLowerCase().replace(/\s+/g, '-')}-selected-${todayInEdmonton()}.csv`
  await recordEvent({ actor, action: 'export', itemType: store.type.labels.singular, itemLabel: `${fileName}, ${rows.length} rows` })
  return csvDownload(csv, fileName)
}

/** Where a type's Trash is: under its list. */
export const trashPath = (type: ContentType) => `${type.path}/trash`

const TRASH_INTENTS = z.object({
  intent: z.enum(['restore', 'delete-forever']),
  id: z.coerce.number().int().positive().max(2_147_483_647),
  // where a restore goes back to (the list, after the toast's Undo); the type's own screens only
  back: z.string().max(500).optional(),
})

/**
 * The type's Trash: what was deleted, by whom and when, and the day the housekeeping deletes it
 * for ever. For those who manage the type (Editors and Administrators: the ones who delete).
 */
export async function trashLoader(store: ContentStore, request: Request) {
  await accessTo(store, request, 'manage')
  const [rows, { trashRetentionDays }] = await Promise.all([listTrash(store), getPrivacySettings()])
  const url = new URL(request.url)
  return {
    days: trashRetentionDays,
    pendingDelete: url.searchParams.get('delete'),
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      holds: row.holds,
      trashedBy: row.trashedBy,
      trashedAt: formatDateTime(row.trashedAt),
      goesOn: formatDate(new Date(row.trashedAt.getTime() + trashRetentionDays * DAY_MS)),
    })),
  }
}

const DAY_MS = 24 * 60 * 60 * 1000

/** Restore (the Trash's, and the toast's Undo) or Delete for ever (after Confirm Delete), then back with a toast. */
export async function trashAction(store: ContentStore, request: Request, context: ActorContext) {
  const { user } = await accessTo(store, request, 'manage')
  const actor = actorOf(user, context)
  const form = await readFormData(request, 4096)
  if (!form.ok) throw new Response('This form could not be read.', { status: form.status })
  const parsed = TRASH_INTENTS.safeParse(Object.fromEntries(form.formData))
  if (!parsed.success) throw new Response('Unknown request', { status: 400 })
  const { intent, id, back } = parsed.data
  const here = trashPath(store.type)
  // only back to one of the type's own screens: never a redirect elsewhere
  const target = back && (back === store.type.path || back.startsWith(`${store.type.path}?`) || back.startsWith(`${store.type.path}/`)) ? back : here
  const position = store.type.toasts?.position ? { position: store.type.toasts.position } : {}
  if (intent === 'restore') {
    const restored = await restoreFromTrash(store, id, actor)
    if (typeof restored === 'object') return redirectWithFlash(target, { type: 'error', message: restored.refused, ...position })
    if (!restored) return redirectWithFlash(target, { type: 'error', message: NOT_IN_TRASH, ...position })
    return redirectWithFlash(target, { type: 'success', message: `${store.type.labels.singular} restored.`, savedId: id, ...position })
  }
  const deleted = await deleteFromTrash(store, id, actor)
  return redirectWithFlash(here, deleted ? { type: 'success', message: 'Deleted for ever.', ...position } : { type: 'error', message: NOT_IN_TRASH, ...position })
}

/** A restore or a delete for ever of an item that is no longer in the Trash (restored or deleted in another tab). */
export const NOT_IN_TRASH = 'That item is no longer in the Trash.'

/** The Yes of the list's and the detail screen's Confirm Delete: the item and its pictures go together. */
export async function deleteItemAction(store: ContentStore, request: Request, context: ActorContext) {
  if (new URL(request.url).searchParams.get('bulk') === '1') return bulkAction(store, request, context)
  const { user } = await accessTo(store, request, 'manage')
  return remove(store, request, actorOf(user, context))
}

export async function itemOr404(store: ContentStore, id: string | undefined) {
  const item = await getItem(store, idParam(id))
  if (!item) throw new Response('Not found', { status: 404 })
  return item
}

/** When a scheduled item appears, as its badge says it (the time it appeared is the edit form's business). */
const statusWhen = (row: Row) => (row.status === 'scheduled' && row.publishAt ? formatDateTime(row.publishAt as Date) : null)

/** What the detail screen shows of an item: the declared fields (nothing else of the row) as written, the pictures, long dates. */
async function detailOf(store: ContentStore, item: NonNullable<Awaited<ReturnType<typeof getItem>>>, url: URL) {
  const { type } = store
  // opening an item staff had not read yet marks it read
  await markRead(store, item.id)
  const fields: Record<string, unknown> = Object.fromEntries(
    [type.titleField, ...imageFieldsOf(type).map((field) => field.name)].map((key) => [key, item[key]]),
  )
  const extras = store.detailExtras ? await store.detailExtras(item.id) : {}
  for (const line of type.detail ?? []) {
    if (line.key in extras) fields[line.key] = shown(line, extras[line.key])
    else fields[line.key] = line.format || line.missing ? shown(line, item[line.of ?? line.key]) : item[line.key]
  }
  if (type.detail?.some((line) => line.show === 'status')) fields.statusWhen = statusWhen(item)
  // only a web address becomes a link; anything else stored is shown as text
  for (const line of type.detail ?? []) if (line.show === 'link') fields[hrefKey(line.key)] = safeLink(String(item[line.key] ?? ''))
  return {
    ...fields,
    ...(type.erased ? { erased: isErased(type, item) } : {}),
    ...(type.itemLinks ? { itemLinks: itemLinksFor(type, item) } : {}),
    id: item.id,
    createdAt: formatDateTime(item.createdAt),
    updatedAt: item.updatedAt ? formatDateTime(item.updatedAt) : null,
    pendingDelete: url.searchParams.get('delete') === String(item.id),
  }
}

/** The detail screen, with what it offers this person (Edit, History, Delete). */
export async function detailLoader(store: ContentStore, request: Request, id: string | undefined) {
  const access = await accessTo(store, request, 'read')
  const item = await openable(store, access, id)
  const can = { ...offers(store, access), edit: editMode(store, access, item) !== null }
  return { ...withoutAuthor(await detailOf(store, item, new URL(request.url))), can, ...(store.authored ? { review: waitsForReview(store, item) } : {}) }
}

/** The parent's choices for a form; on an add form, the one asked for in the address (?category=7) chosen already. */
async function formChoices(store: ContentStore, url?: URL): Promise<{ chosen: Record<string, string>; data: Record<string, unknown> }> {
  const { belongsTo } = store.type
  if (!belongsTo) return { chosen: {}, data: {} }
  const choices = await listChoices(store.parent!)
  const asked = url?.searchParams.get(belongsTo.param) ?? ''
  const chosen = choices.some((choice) => String(choice.id) === asked) ? asked : ''
  return { chosen: { [belongsTo.field]: chosen }, data: { [belongsTo.choices]: choices, [belongsTo.field]: chosen } }
}

/** An empty form, and a one-time key for it (decision 012); a day field shows today. */
async function newForm(store: ContentStore, url: URL): Promise<{ formKey: string; defaults: Record<string, string> } & Record<string, unknown>> {
  const { chosen, data } = await formChoices(store, url)
  const today = Object.fromEntries(store.type.form.filter((field) => field.kind === 'date').map((field) => [field.name, todayInEdmonton()]))
  const values = { ...emptyDefaults(store.type), ...today, ...chosen }
  return { formKey: newFormKey(), defaults: { ...values, ...questionDefaults(store, values) }, ...data }
}

/** The add screen: a Writer's keeps the item a draft. */
export async function newLoader(store: ContentStore, request: Request) {
  const access = await accessTo(store, request, 'add')
  const mode: EditMode = manages(access) ? 'full' : 'draft'
  return { ...(await newForm(store, new URL(request.url))), mode }
}

/** A stored value as its form field shows it: text, a date (and time) in Edmonton time, an amount in dollars, null as empty (a day as today). */
function formValue(field: FormFieldDeclaration, value: unknown): string {
  if (field.kind === 'date') return value ? edmontonDayOf(value as Date) : todayInEdmonton()
  if (value === null || value === undefined) return ''
  return field.kind === 'datetime' ? toEdmontonDateTimeInput(value as Date) : field.kind === 'money' ? amountInputValue(value as number) : String(value)
}

/** A yes-or-no question that follows a day (ContentType form 'checkbox' with offBefore): ticked unless the day is more than `days` before today. */
function questionDefaults(store: ContentStore, values: Record<string, string>): Record<string, string> {
  const today = todayInEdmonton()
  return Object.fromEntries(
    store.type.form.flatMap((field) => {
      if (field.kind !== 'checkbox' || !field.offBefore) return []
      const day = values[field.offBefore.field] ?? ''
      return [
        [field.name, day && day < daysBefore(today, field.offBefore.days) ? '' : 'yes'],
        [`${field.name}For`, day],
        [`${field.name}Today`, today],
      ]
    }),
  )
}

/** 'YYYY-MM-DD' the given number of days earlier (calendar days: no time zone is involved). */
function daysBefore(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, date - days)).toISOString().slice(0, 10)
}

/**
 * A save that keeps such a question ticked for a day more than `days` back, without staff having
 * seen the question for that day (the form was sent for another day, without JavaScript to
 * untick it): asked again, beside it, with everything typed kept.
 */
function askAgain(type: ContentType, value: FormValues) {
  for (const field of type.form) {
    if (field.kind !== 'checkbox' || !field.offBefore || value[field.name] !== 'yes') continue
    if (field.shownWhile && value[field.shownWhile.field] !== field.shownWhile.is) continue
    const day = value[field.offBefore.field]
    if (typeof day !== 'string' || !day || day >= daysBefore(todayInEdmonton(), field.offBefore.days)) continue
    if (value[`${field.name}For`] !== day) throw new FormRefusal({ [field.name]: [`This is ${field.offBefore.days} days or more ago, so this is usually left unticked. Save again to do it anyway, or untick it.`] })
  }
}

/** The edit form of an item: its fields as the form posts them (text), and its current pictures. */
async function editForm(store: ContentStore, item: Row) {
  const pictures = imageFieldsOf(store.type).map((field) => [field.name, item[field.name]])
  const defaults = store.type.form.filter((field) => field.kind !== 'image').map((field) => [field.name, formValue(field, item[columnOf(field)])])
  // each picture's short description as it is now (for older pictures, the one made from the title)
  const descriptions = imageFieldsOf(store.type).flatMap((field) => {
    const picture = item[field.name] as MediaImage | null
    // and in each language, on a form with language tabs
    const translated = store.type.translated.length > 0 ? TRANSLATED_LANGUAGES.map((language) => [translationName(descriptionName(field.name), language), picture?.altTranslations?.[language] ?? '']) : []
    return [[descriptionName(field.name), picture?.alt ?? ''], ...translated]
  })
  // the date and time an item appears, beside its status (decision 032)
  // (shown for a post, whose date visitors see, and for a scheduled item; otherwise left empty)
  const publishing = store.type.form.find((field) => field.kind === 'publishing')
  const showsDate = publishing && (publishing.dated || item.status === 'scheduled') && item.publishAt
  const published = publishing ? [['publishAt', showsDate ? toEdmontonDateTimeInput(item.publishAt as Date) : '']] : []
  const { data } = await formChoices(store)
  const translations = Object.entries(translationsToForm(item.translations, translatedFields(store.type)))
  const values = Object.fromEntries([...defaults, ...descriptions, ...published, ...translations]) as Record<string, string>
  // what cannot change for now, and how to change it (a payment's receipt)
  const lock = (await store.lock?.(db(), item)) ?? null
  return {
    id: item.id,
    ...Object.fromEntries(pictures),
    ...data,
    lock: lock ? { fields: lock.fields, why: lock.why, action: lock.action } : null,
    defaults: { ...values, ...questionDefaults(store, values) },
  }
}

/** The edit screen, as this person may edit the item: all of it, as its writer, or its translations only. */
export async function editLoader(store: ContentStore, request: Request, id: string | undefined) {
  const access = await accessTo(store, request, 'edit')
  const item = await itemOr404(store, id)
  const mode = editMode(store, access, item)
  if (!mode) throw notFound()
  // each translation's review state beside it, and whether this person may mark one reviewed (decision 095)
  const translated = store.type.translated.length > 0
  const reviews = translated ? await itemReviews(store, item) : {}
  return { ...(await editForm(store, item)), mode, review: waitsForReview(store, item), reviews, mayReview: translated && mayReview(access.user) }
}

/** Who marks a translation reviewed: the Translations area's people, Administrators and Translators (decision 086). */
const mayReview = (user: SessionUser) => may(user.roles, 'translations')

/**
 * The translations ticked "Mark reviewed when saving" in the form ('title__ur'), each a
 * translated text of the type; a tick from someone who may not review, or naming no such text,
 * was forged and is refused whole (403, 400), nothing saved.
 */
function reviewsTicked(type: ContentType, formData: FormData, allowed: boolean): string[] {
  const ticked = formData.getAll(REVIEW_FIELD).map(String)
  if (ticked.length === 0) return []
  if (!allowed) throw new Response('Only Administrators and Translators mark translations reviewed.', { status: 403, statusText: 'Forbidden' })
  const known = new Set(translationFieldNames(type))
  if (ticked.some((name) => !known.has(name))) throw new Response('This form could not be read.', { status: 400 })
  return ticked
}

/** A tick beside a text left empty: nothing to review, said beside the box. */
function refuseEmptyReviews(type: ContentType, value: FormValues, ticked: string[]) {
  const refused = Object.fromEntries(
    ticked
      .filter((name) => typeof value[name] !== 'string' || !(value[name] as string).trim())
      .map((name) => [name, [`Type the ${TRANSLATED_LANGUAGE_NAMES[languageOfName(name)]} text before marking it reviewed.`]]),
  )
  if (Object.keys(refused).length > 0) throw new FormRefusal(refused)
}

const languageOfName = (name: string) => TRANSLATED_LANGUAGES.find((language) => name.endsWith(`__${language}`))!

/** The modal a type's list opens from its address (?add=1, ?edit=ID, ?detail=ID); a stale link a note rather than an error page. */
async function readModal(store: ContentStore, url: URL) {
  const params = url.searchParams
  if (params.has('add')) return { kind: 'add' as const, ...(await newForm(store, url)) }
  const wanted = params.get('edit') ?? params.get('detail')
  if (wanted === null) return null
  const item = /^\d{1,9}$/.test(wanted) ? await getItem(store, Number(wanted)) : null
  if (!item) return { kind: 'missing' as const }
  // an item erased on request can be read, not edited
  if (params.has('edit') && !isErased(store.type, item)) return { kind: 'edit' as const, ...(await editForm(store, item)) }
  return { kind: 'detail' as const, ...(await detailOf(store, item, url)) }
}

/** The item the form's parent field names was deleted while the form was open. */
type Saved = { unusedImageIds: (number | null)[] } | { refused: Record<string, string[]> } | number | 'gone'

/** The item being edited was deleted meanwhile (by another admin, or in another tab). */
class ItemGone extends Error {}

function submit(
  store: ContentStore,
  request: Request,
  schema: z.ZodObject,
  save: (value: FormValues, imageIds: ImageIds) => Promise<Saved | false>,
  { check, pictures = true }: { check?: (formData: FormData) => void; pictures?: boolean } = {},
) {
  const { type } = store
  return submitContentForm({
    request,
    // whether a typed time has passed is checked here, with Edmonton's current zone rules (decision 043)
    schema: type.form.some((field) => field.kind === 'publishing') ? withPublishingTimes(schema, parseEdmontonDateTime) : schema,
    check,
    imageFields: pictures ? imageFieldsOf(type).map((field) => field.name) : [],
    alt: (value, field) => describePicture(type, value, field),
    save: async (value, _first, imageIds) => {
      refuseFutureDays(type, value)
      askAgain(type, value)
      const saved = await save(value, imageIds)
      if (saved === false) throw new ItemGone()
      // a field the item's state locks (a payment's official receipt), or another reason of the type's: said beside the field, nothing saved
      if (typeof saved === 'object' && 'refused' in saved) throw new FormRefusal(saved.refused)
      // the item it belongs to was deleted while the form was open: said beside its field, everything typed kept
      if (saved === 'gone') throw new FormRefusal({ [type.belongsTo!.field]: [type.belongsTo!.gone] })
      return typeof saved === 'number' || 'refused' in saved ? undefined : saved
    },
  })
}

/** A day kept after today is a slip of the keyboard (2062 for 2026), not a payment received: said beside its field. */
function refuseFutureDays(type: ContentType, value: FormValues) {
  for (const field of type.form) {
    if (field.kind !== 'date' || !field.notAfterToday || (field.keptWhile && value[field.keptWhile.field] !== field.keptWhile.is)) continue
    const day = value[field.name]
    if (typeof day === 'string' && day > todayInEdmonton()) throw new FormRefusal({ [field.name]: [field.notAfterToday] })
  }
}

/**
 * A Writer's form (mode 'draft'): refused whole unless it keeps the item a draft; "Save and submit
 * for review" (review=1) marks it and e-mails the Editors in the save's transaction.
 */
function asWriter(store: ContentStore, actor: Actor) {
  let review = false
  return {
    check: (formData: FormData) => {
      refuseUnlessDraft(formData)
      review = formData.get('review') === '1'
    },
    also: async (): Promise<AlsoInTransaction | undefined> => (review ? reviewRequest(store, actor) : undefined),
    reviewed: () => review,
  }
}

/** The toast after a save: the type's, and that the Editors were asked to review it. */
function savedToast(store: ContentStore, message: string, reviewed: boolean) {
  if (reviewed) wakeOutbox()
  return toast(store.type, 'success', reviewed ? `${message} It is sent to the Editors for review.` : message)
}

async function add(store: ContentStore, request: Request, actor: Actor, backTo: string, mode: EditMode = 'full') {
  const { schema, toasts } = editing(store.type)
  const writer = mode === 'draft' ? asWriter(store, actor) : null
  let addedId: number | undefined
  const outcome = await submit(
    store,
    request,
    store.type.schemaOnAdd ?? schema,
    async (value, imageIds) => {
      const added = await createItem(store, value, imageIds, actor, { also: await writer?.also() })
      if (typeof added === 'number') addedId = added
      return added
    },
    { check: writer?.check },
  )
  if (!outcome.ok) return outcome.response
  // the list marks the new item (none when a second post of the same form added nothing)
  return redirectWithFlash(backTo, { ...savedToast(store, toasts.added(outcome.value), Boolean(addedId && writer?.reviewed())), ...(addedId ? { savedId: addedId } : {}) })
}

async function edit(store: ContentStore, request: Request, id: number, actor: Actor, backTo: string, mode: EditMode = 'full', reviewer = false) {
  const { schema, toasts } = editing(store.type)
  if (mode === 'translations') return translate(store, request, id, actor, backTo, reviewer)
  const writer = mode === 'draft' ? asWriter(store, actor) : null
  // a Writer's save counts only while the item is still their draft, row locked: an Editor may have published it meanwhile
  const allowed = writer ? (before: Record<string, unknown>) => before.status === 'draft' && before.createdBy === actor.userId : undefined
  let ticked: string[] = []
  const outcome = await submit(
    store,
    request,
    schema,
    async (value, imageIds) => {
      refuseEmptyReviews(store.type, value, ticked)
      const writers = await writer?.also()
      const also: AlsoInTransaction = async (tx, saved) => {
        await writers?.(tx, saved)
        if (ticked.length > 0) await markReviewedInSave(tx, actor, store, saved, ticked)
      }
      return updateItem(store, id, value, imageIds, actor, { allowed, also })
    },
    {
      check: (formData) => {
        writer?.check(formData)
        ticked = reviewsTicked(store.type, formData, reviewer)
      },
    },
  )
  if (!outcome.ok) return outcome.response
  const toastOf = savedToast(store, toasts.saved(outcome.value), Boolean(writer?.reviewed()))
  return redirectWithFlash(backTo, { ...toastOf, message: `${toastOf.message}${reviewedWords(ticked)}`, savedId: id })
}

/** The toast's words for the translations marked reviewed with a save. */
const reviewedWords = (ticked: string[]) => (ticked.length === 0 ? '' : ticked.length === 1 ? ' The translation ticked is marked reviewed.' : ` The ${ticked.length} translations ticked are marked reviewed.`)

/** A Translator's save: the Punjabi, Hindi and Urdu texts only; a form with any other field is refused whole, nothing saved. */
async function translate(store: ContentStore, request: Request, id: number, actor: Actor, backTo: string, reviewer: boolean) {
  const schema = store.type.translationSchema
  if (!schema) throw notFound()
  let ticked: string[] = []
  const outcome = await submit(
    store,
    request,
    schema,
    async (value) => {
      refuseEmptyReviews(store.type, value, ticked)
      const also: AlsoInTransaction | undefined = ticked.length > 0 ? (tx, saved) => markReviewedInSave(tx, actor, store, saved, ticked) : undefined
      if (!(await updateTranslations(store, id, value, actor, { also }))) throw new ItemGone()
      return { unusedImageIds: [] }
    },
    {
      check: (formData) => {
        refuseUnlessTranslations(store.type, formData)
        ticked = reviewsTicked(store.type, formData, reviewer)
      },
      pictures: false,
    },
  )
  if (!outcome.ok) return outcome.response
  return redirectWithFlash(backTo, { ...toast(store.type, 'success', `Translations saved.${reviewedWords(ticked)}`), savedId: id })
}

export async function addAction(store: ContentStore, request: Request, context: ActorContext) {
  const access = await accessTo(store, request, 'add')
  return add(store, request, actorOf(access.user, context), store.type.path, manages(access) ? 'full' : 'draft')
}

export async function editAction(store: ContentStore, request: Request, id: string | undefined, context: ActorContext) {
  const access = await accessTo(store, request, 'edit')
  const item = await itemOr404(store, id)
  const mode = editMode(store, access, item)
  if (!mode) throw notFound()
  try {
    return await edit(store, request, item.id, actorOf(access.user, context), store.type.path, mode, mayReview(access.user))
  } catch (error) {
    if (error instanceof ItemGone) throw new Response('Not found', { status: 404 })
    throw error
  }
}

/** The address parameters that open a modal (or the no-JavaScript delete question): the list's own address has none. */
const MODAL_PARAMS = ['add', 'edit', 'detail', 'delete', 'index']

/**
 * The list's action for a type whose add and edit are modals over it (ContentType.modals): the
 * address says which (?add=1, ?edit=ID; otherwise a delete), and afterwards the list again with
 * its page, search and filters. An item erased on request is not edited; one deleted meanwhile
 * is said in a toast rather than added again.
 */
export async function listAction(store: ContentStore, request: Request, context: ActorContext) {
  if (new URL(request.url).searchParams.get('bulk') === '1') return bulkAction(store, request, context)
  // a type with modals (the Payment page) is managed whole: add, edit and delete alike
  const actor = actorOf((await accessTo(store, request, 'manage')).user, context)
  const url = new URL(request.url)
  for (const name of MODAL_PARAMS) url.searchParams.delete(name)
  const backTo = `${url.pathname}${url.search}`
  const params = new URL(request.url).searchParams
  const editId = params.get('edit')
  if (params.has('add')) return add(store, request, actor, backTo)
  if (editId === null) return remove(store, request, actor, backTo)
  const item = await getItem(store, idParam(editId))
  if (item && isErased(store.type, item)) return redirectWithFlash(backTo, toast(store.type, 'error', store.type.erased!.message))
  try {
    return await edit(store, request, idParam(editId), actor, backTo)
  } catch (error) {
    if (error instanceof ItemGone) return redirectWithFlash(backTo, toast(store.type, 'error', ALREADY_GONE_MESSAGE))
    throw error
  }
}
