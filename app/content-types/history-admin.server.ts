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
import { getVersion, listVersions, restoreVersion, versionedColumns, versionPictures, versionValues, type Version } from './history.server'
import { getMediaByIds } from '~/models/media.server'
import type { MediaImage } from '~/utils/media-url'
import { itemOr404 } from './admin.server'
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
  const fields = flatValues(store.type, columns, then).flatMap(({ column, value }, index) => {
    const [old, now] = [shownValue(store.type, column, value), shownValue(store.type, column, current[index].value)]
    // a text never translated, then or now, is not a line of its own
    if (column.startsWith('translations.') && value == null && current[index].value == null) return []
    return [{ label: labels[column] ?? column, then: old, now, differs: old !== now }]
  })
  // the pictures it showed, beside the current ones
  const held = await versionPictures(store, version.id)
  const images = await getMediaByIds(Object.values(held).map((id) => id as number | null))
  const pictures = imageFieldsOf(store.type).map((field) => {
    const then = held[`${field.name}Id`] as number | null
    const now = (item[field.name] as MediaImage | null) ?? null
    return { label: field.label ?? 'Picture', then: then === null ? null : (images.get(then) ?? null), now, differs: then !== (now?.id ?? null) }
  })
  return {
    id: item.id as number,
    title: String(item[store.type.titleField] ?? ''),
    version: { id: version.id, when: formatDateTime(version.createdAt), who: who(version) },
    fields,
    pictures,
    same: fields.every((field) => !field.differs) && pictures.every((picture) => !picture.differs),
  }
}

/** Restore: the item takes the version's values (a new version), and back to its history with a toast. */
export async function restoreAction(store: ContentStore, request: Request, id: string | undefined, versionId: string | undefined, context: ActorContext) {
  const user = await requireAccess(request, store.type.area)
  const item = await historyItemOr404(store, id)
  const version = await getVersion(store, item.id as number, idParam(versionId))
  // the form posts nothing else; reading it keeps a cut-off body from counting as a restore
  const read = await readFormData(request, 1024)
  if (!version || !read.ok) throw new Response('Not found', { status: 404 })
  const restored = await restoreVersion(store, item.id as number, version.id, actorOf(user, context))
  if (!restored) throw new Response('Not found', { status: 404 })
  return redirectWithFlash(`${store.type.path}/${item.id}/history`, { type: 'success', message: `The version of ${formatDateTime(version.createdAt)} is restored.` })
}
