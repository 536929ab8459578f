// The loaders and actions of every content type's back-office screens, over its declaration:
// list (with the delete of its Confirm Delete dialog), detail, add and edit. Each checks the
// role first (an admin only, app/routes/admin/guard.test.ts asks every admin route), so that a
// route module is one line a handler and a new type cannot forget the guard. A save goes through submitContentForm (read with a
// size ceiling, check, store the pictures, write the row, forget the pictures if the write
// fails; an add form's one-time key), then back to the list with the type's toast.
import { requireAdmin } from '~/utils/auth.server'
import { formatDate, formatDateTime } from '~/utils/dates'
import { deleteAction } from '~/utils/delete-action.server'
import { FormRefusal, submitContentForm, type ImageIds } from '~/utils/content-form.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { newFormKey } from '~/utils/form-key.server'
import { idParam } from '~/utils/id-param.server'
import { listPageInfo, readListParams } from '~/utils/list-params.server'
import { safeLink } from '~/utils/safe-link'
import type { z } from 'zod'
import { truncate } from '~/content/text'
import { toEdmontonDateTimeInput } from '~/utils/edmonton-time'
import { columnOf, contentsWords, editing, emptyDefaults, hrefKey, imageFieldsOf, type ContentType, type FormFieldDeclaration } from './declaration'
import {
  countVisible,
  createItem,
  deleteItem,
  getItem,
  listChoices,
  listForAdmin,
  markRead,
  readFilters,
  updateItem,
  type ContentStore,
  type FormValues,
  type ListFilters,
} from './store.server'

/** A list row as shown: dates in words (decision 005), excerpts cut, nothing more of the row. */
function shownRow(type: ContentType, row: { id: number } & Record<string, unknown>) {
  const shown: { id: number } & Record<string, unknown> = { ...row }
  for (const column of type.columns) {
    if (column.excerptOf) {
      shown[column.key] = truncate(String(row[column.excerptOf]), column.cut ?? 100)
      delete shown[column.excerptOf]
    }
    if (column.show === 'date') shown[column.key] = (column.withTime ? formatDateTime : formatDate)(row[column.key] as Date)
  }
  return shown
}

/** The parent's choices (and the chosen one) under the type's own keys: { categories, category }. */
function parentData(type: ContentType, parent: ListFilters['parent'], chosen: unknown) {
  return type.belongsTo && parent ? { [type.belongsTo.choices]: parent.choices, [type.belongsTo.param]: chosen } : {}
}

/** The list screen: one page of rows, where it is and what it is filtered on, and how many the public site shows. */
export async function listLoader(store: ContentStore, request: Request) {
  await requireAdmin(request)
  const url = new URL(request.url)
  const params = readListParams(url)
  const counted = typeof store.type.listIntro === 'function'
  const filters = await readFilters(store, url)
  const [{ rows, total }, visible] = await Promise.all([listForAdmin(store, params, filters.where), counted ? countVisible(store) : null])
  const info = { ...listPageInfo(params, total), ...(filters.values ? { filters: filters.values } : {}) }
  return { info, visible, rows: rows.map((row) => shownRow(store.type, row)), ...parentData(store.type, filters.parent, filters.parent?.chosen ?? null) }
}

/**
 * The Yes of the list's and the detail screen's Confirm Delete: the item and its pictures go
 * together; an item that holds others only with the dialog's second confirmation.
 */
export async function deleteItemAction(store: ContentStore, request: Request) {
  await requireAdmin(request)
  const { contents } = store.type
  return deleteAction(request, async (id, form) => {
    const confirmed = contents ? form.get(contents.confirm) : null
    const deleted = await deleteItem(store, id, typeof confirmed === 'string' && /^\d{1,7}$/.test(confirmed) ? Number(confirmed) : undefined)
    return typeof deleted === 'object' ? { refused: contentsWords(contents!, deleted.holds).refused } : deleted
  })
}

async function itemOr404(store: ContentStore, id: string | undefined) {
  const item = await getItem(store, idParam(id))
  if (!item) throw new Response('Not found', { status: 404 })
  return item
}

/** A mailto: address for Reply, with 'Re:' before the subject (once). */
function replyHref(type: ContentType, item: Record<string, unknown>): string | undefined {
  if (!type.reply) return undefined
  const subject = String(item[type.reply.subject])
  const address = encodeURIComponent(String(item[type.reply.email])).replace(/%40/g, '@')
  return `mailto:${address}?subject=${encodeURIComponent(subject.startsWith('Re:') ? subject : `Re: ${subject}`)}`
}

/**
 * The detail screen: the declared fields (nothing else of the row), the pictures, long dates.
 * Opening an item staff had not read yet marks it read.
 */
export async function detailLoader(store: ContentStore, request: Request, id: string | undefined) {
  await requireAdmin(request)
  const item = await itemOr404(store, id)
  await markRead(store, item.id)
  const shown = [store.type.titleField, ...(store.type.detail ?? []).map((line) => line.key), ...imageFieldsOf(store.type).map((field) => field.name)]
  const fields: Record<string, unknown> = Object.fromEntries(shown.map((key) => [key, item[key]]))
  if (store.type.reply) fields.replyHref = replyHref(store.type, item)
  // only a web address becomes a link; anything else stored is shown as text
  for (const line of store.type.detail ?? []) if (line.show === 'link') fields[hrefKey(line.key)] = safeLink(String(item[line.key] ?? ''))
  return {
    ...fields,
    id: item.id,
    createdAt: formatDateTime(item.createdAt),
    updatedAt: item.updatedAt ? formatDateTime(item.updatedAt) : null,
    pendingDelete: new URL(request.url).searchParams.get('delete') === String(item.id),
  }
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

/** The add screen: its empty form, and a one-time key for it (decision 012). */
export async function newLoader(store: ContentStore, request: Request): Promise<{ formKey: string; defaults: Record<string, string> } & Record<string, unknown>> {
  await requireAdmin(request)
  const { chosen, data } = await formChoices(store, new URL(request.url))
  return { formKey: newFormKey(), defaults: { ...emptyDefaults(store.type), ...chosen }, ...data }
}

/** A stored value as its form field shows it: text, a date and time in Edmonton time, null as empty. */
function formValue(field: FormFieldDeclaration, value: unknown): string {
  if (value === null || value === undefined) return ''
  return field.kind === 'datetime' ? toEdmontonDateTimeInput(value as Date) : String(value)
}

/** The edit screen: the form's fields as it posts them (text), and the current pictures. */
export async function editLoader(store: ContentStore, request: Request, id: string | undefined) {
  await requireAdmin(request)
  const item = await itemOr404(store, id)
  const pictures = imageFieldsOf(store.type).map((field) => [field.name, item[field.name]])
  const defaults = store.type.form.filter((field) => field.kind !== 'image').map((field) => [field.name, formValue(field, item[columnOf(field)])])
  const { data } = await formChoices(store)
  return { id: item.id, ...Object.fromEntries(pictures), ...data, defaults: Object.fromEntries(defaults) as Record<string, string> }
}

type Saved = { unusedImageIds: (number | null)[] } | number | 'gone'

function submit(store: ContentStore, request: Request, schema: z.ZodObject, save: (value: FormValues, imageIds: ImageIds) => Promise<Saved>) {
  const { type } = store
  return submitContentForm({
    request,
    schema,
    imageFields: imageFieldsOf(type).map((field) => field.name),
    alt: (value, field) => type.alt(value, field),
    save: async (value, _first, imageIds) => {
      const saved = await save(value, imageIds)
      // the item it belongs to was deleted while the form was open: said beside its field, everything typed kept
      if (saved === 'gone') throw new FormRefusal({ [type.belongsTo!.field]: [type.belongsTo!.gone] })
      return typeof saved === 'number' ? undefined : saved
    },
  })
}

export async function addAction(store: ContentStore, request: Request) {
  await requireAdmin(request)
  const { schema, toasts } = editing(store.type)
  const outcome = await submit(store, request, store.type.schemaOnAdd ?? schema, (value, imageIds) => createItem(store, value, imageIds))
  if (!outcome.ok) return outcome.response
  return redirectWithFlash(store.type.path, { type: 'success', message: toasts.added(outcome.value) })
}

export async function editAction(store: ContentStore, request: Request, id: string | undefined) {
  await requireAdmin(request)
  const itemId = idParam(id)
  const { schema, toasts } = editing(store.type)
  const outcome = await submit(store, request, schema, async (value, imageIds) => {
    const saved = await updateItem(store, itemId, value, imageIds)
    if (!saved) throw new Response('Not found', { status: 404 })
    return saved
  })
  if (!outcome.ok) return outcome.response
  return redirectWithFlash(store.type.path, { type: 'success', message: toasts.saved(outcome.value) })
}
