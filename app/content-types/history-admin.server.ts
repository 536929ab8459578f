// The back office's history screens of a type that declares `history` (decision 033): the list
// of an item's versions, one version beside the item as it is now, and its restore. Admins only,
// like every back-office loader and action.
import { actorOf, type ActorContext } from '~/auth/actor.server'
import { requireAccess } from '~/auth/guards.server'
import { STATUS_LABELS, type Status } from '~/content/publishing'
import { formatDate, formatDateTime } from '~/utils/dates.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { idParam } from '~/utils/id-param.server'
import { readFormData } from '~/utils/request-form.server'
import { asTranslations, TRANSLATED_LANGUAGE_NAMES, TRANSLATED_LANGUAGES, type TranslatedLanguage } from '~/content/translations'
import { columnOf, imageFieldsOf, type ContentType, type FormFieldDeclaration } from './declaration'
import { getVersion, listVersions, restoreVersion, versionedColumns, versionPictures, versionValues, visibilityColumns, type Version } from './history.server'
import { getMediaByIds } from '~/models/media.server'
import type { MediaImage } from '~/utils/media-url'
import { itemOr404 } from './admin.server'
import { ALSO_VISIBILITY_FIELD } from './history-screens'
import type { ContentStore } from './store.server'

/** What staff call each kept column, in the form's order. */
export function versionLabels(type: ContentType): Record<string, string> {
  const labels: Record<string, string> = {}
  for (const field of type.form) {
    if (field.kind === 'image') continue
    if (field.kind === 'publishing') {
      labels.status = 'Visibility'
      labels.publishAt = field.dated ? 'Publication date and time' : 'Appears on'
    } else labels[columnOf(field)] = labelOf(field)
  }
  // each text in each language: 'Title (Urdu)', under the key the activity log and versions use
  for (const language of TRANSLATED_LANGUAGES) {
    for (const field of type.translated) labels[translatedKey(language, columnOf(field))] = `${field.label} (${TRANSLATED_LANGUAGE_NAMES[language]})`
  }
  return labels
}

type Row = Record<string, unknown>

const translatedKey = (language: TranslatedLanguage, column: string) => `translations.${language}.${column}`

/** A version's values with its translations as a field each ('translations.ur.title'), in the order the form shows them. */
function flatValues(type: ContentType, columns: string[], values: Row): { column: string; value: unknown }[] {
  return columns.flatMap((column) => {
    if (column !== 'translations') return [{ column, value: values[column] }]
    const translations = asTranslations(values.translations)
    return TRANSLATED_LANGUAGES.flatMap((language) =>
      type.translated.map((field) => ({ column: translatedKey(language, columnOf(field)), value: translations[language]?.[columnOf(field)] ?? null })),
    )
  })
}

function labelOf(field: FormFieldDeclaration): string {
  if ('label' in field && field.label) return field.label
  return field.kind === 'priority' ? 'Priority' : field.kind === 'rating' ? 'Rating' : field.name
}

/** A kept value as staff read it: Visibility in words, times in Edmonton time, nothing as "(empty)". */
function shownValue(type: ContentType, column: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)'
  if (column === 'status') return STATUS_LABELS[value as Status] ?? String(value)
  if (value instanceof Date) {
    const field = type.form.find((declared) => columnOf(declared) === column)
    return field?.kind === 'date' ? formatDate(value) : formatDateTime(value)
  }
  return String(value)
}

/** The item, when its type keeps a history; the 404 page otherwise. */
async function historyItemOr404(store: ContentStore, id: string | undefined) {
  if (!store.type.history) throw new Response('Not found', { status: 404 })
  return itemOr404(store, id)
}

const who = (version: Version) => version.actorEmail ?? 'someone no longer on the staff'

/** The item's versions, newest first: when, who, what changed (the newest is the item as it is). */
export async function historyLoader(store: ContentStore, request: Request, id: string | undefined) {
  await requireAccess(request, store.type.area)
  const item = await historyItemOr404(store, id)
  const labels = versionLabels(store.type)
  const versions = await listVersions(store, item.id as number)
  return {
    id: item.id as number,
    title: String(item[store.type.titleField] ?? ''),
    versions: versions.map((version, index) => ({
      id: version.id,
      when: formatDateTime(version.createdAt),
      who: who(version),
      current: index === 0,
      restoredFrom: version.restoredFrom,
      // a picture's field is named too: the version does not hold the picture, but it changed then
      changed: version.changed.map((field) => labels[field] ?? (field.endsWith('Id') ? 'Picture' : field)),
    })),
  }
}

/** One version beside the item as it is now, field by field, the differing ones marked. */
export async function versionLoader(store: ContentStore, request: Request, id: string | undefined, versionId: string | undefined) {
  await requireAccess(request, store.type.area)
  const item = await historyItemOr404(store, id)
  const version = await getVersion(store, item.id as number, idParam(versionId))
  if (!version) throw new Response('Not found', { status: 404 })
  const then = versionValues(store, version)
  const labels = versionLabels(store.type)
  const columns = versionedColumns(store)
  const current = flatValues(store.type, columns, item)
  const visibility = visibilityColumns(store)
  const fields = flatValues(store.type, columns, then).flatMap(({ column, value }, index) => {
    const [old, now] = [shownValue(store.type, column, value), shownValue(store.type, column, current[index].value)]
    // a text never translated, then or now, is not a line of its own
    if (column.startsWith('translations.') && value == null && current[index].value == null) return []
    // a text in another language ('translations.ur.title') is shown as it is written: Urdu right to left
    const language = TRANSLATED_LANGUAGES.find((code) => column.startsWith(`translations.${code}.`))
    return [{ label: labels[column] ?? column, then: old, now, differs: old !== now, visibility: visibility.includes(column), ...(language ? { language } : {}) }]
  })
  // the pictures it showed, beside the current ones
  const held = await versionPictures(store, version.id)
  const images = await getMediaByIds(Object.values(held).map((id) => id as number | null))
  const pictures = imageFieldsOf(store.type).map((field) => {
    const then = held[`${field.name}Id`] as number | null
    const now = (item[field.name] as MediaImage | null) ?? null
    return { label: field.label ?? 'Picture', then: then === null ? null : (images.get(then) ?? null), now, differs: then !== (now?.id ?? null) }
  })
  const shownFields = fields.map(({ visibility: _, ...field }) => field)
  return {
    id: item.id as number,
    title: String(item[store.type.titleField] ?? ''),
    version: { id: version.id, when: formatDateTime(version.createdAt), who: who(version) },
    fields: shownFields,
    pictures,
    // what Restore brings back by itself (words and pictures), and what only with the box ticked
    contentDiffers: fields.some((field) => field.differs && !field.visibility) || pictures.some((picture) => picture.differs),
    visibility:
      visibility.length === 0
        ? null
        : { then: visibilityText(store.type, then), now: visibilityText(store.type, item), differs: fields.some((field) => field.differs && field.visibility) },
  }
}

/**
 * Where an item stands, in a few words, with its date where the lists show one (a post's
 * publication date, a scheduled item's): 'Visible', 'Scheduled, appears on 5 March 2027, 6:00 p.m.'.
 */
function visibilityText(type: ContentType, row: Row): string {
  const status = STATUS_LABELS[row.status as Status] ?? String(row.status)
  const dated = type.form.some((field) => field.kind === 'publishing' && field.dated)
  if (!(row.publishAt instanceof Date) || !(dated || row.status === 'scheduled')) return status
  return `${status}, ${versionLabels(type).publishAt.toLowerCase()} ${formatDateTime(row.publishAt)}`
}

/**
 * Restore: the item takes the version's words and pictures (a new version), its visibility too
 * when the box was ticked, and back to its history with a toast that says which.
 */
export async function restoreAction(store: ContentStore, request: Request, id: string | undefined, versionId: string | undefined, context: ActorContext) {
  const user = await requireAccess(request, store.type.area)
  const item = await historyItemOr404(store, id)
  const version = await getVersion(store, item.id as number, idParam(versionId))
  // reading the form keeps a cut-off body from counting as a restore
  const read = await readFormData(request, 1024)
  if (!version || !read.ok) throw new Response('Not found', { status: 404 })
  const withVisibility = visibilityColumns(store).length > 0 && read.formData.get(ALSO_VISIBILITY_FIELD) === 'on'
  const outcome = await restoreVersion(store, item.id as number, version.id, actorOf(user, context), withVisibility)
  if (outcome === 'gone') throw new Response('Not found', { status: 404 })
  const when = formatDateTime(version.createdAt)
  const history = `${store.type.path}/${item.id}/history`
  if (outcome === 'unchanged') {
    return redirectWithFlash(history, { type: 'error', message: `Nothing was restored: the current version already has the words and pictures of the version of ${when}.` })
  }
  if (withVisibility || visibilityColumns(store).length === 0) return redirectWithFlash(history, { type: 'success', message: `The version of ${when} is restored${withVisibility ? ', visibility included' : ''}.` })
  // said with the visibility it kept, read again after the restore
  const kept = visibilityText(store.type, await itemOr404(store, String(item.id)))
  return redirectWithFlash(history, { type: 'success', message: `The version of ${when} is restored. Its visibility is unchanged (${kept}).` })
}
