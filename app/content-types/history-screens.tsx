// The history screens of a type that declares `history` (decision 033): an item's versions, and
// one version beside the item as it is now, with Restore. Restore brings back words and pictures;
// visibility and the publication date only when staff tick the box, and the screen says which
// (decision 052).
import { Form, Link, useNavigation } from 'react-router'
import { GoBackLink, ScreenHeader } from '~/components/admin/list-header'
import { buttonClassName } from '~/components/ui/button'
import { Thumbnail } from '~/components/admin/thumbnail'
import { typedIn } from '~/components/admin/language-tabs'
import type { MediaImage } from '~/utils/media-url'
import type { ContentType } from './declaration'
import type { TranslatedLanguage } from '~/content/translations'

type HistoryData = {
  id: number
  title: string
  versions: { id: number; when: string; who: string; current: boolean; restoredFrom: number | null; changed: string[] }[]
}

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800'

export function HistoryScreen({ type, data }: { type: ContentType; data: HistoryData }) {
  return (
    <>
      <ScreenHeader
        title={`History of “${data.title}”`}
        intro="Every save is kept here, newest first (the last 50). Compare one with the current version, and restore it if you wish: restoring is saved as a new version, so nothing is lost."
        action={<GoBackLink to={`${type.path}/${data.id}/edit`} />}
      />
      {data.versions.length === 0 ? (
        <p className="mt-6 text-slate-700">No versions yet: they are kept from the next save on.</p>
      ) : (
        <ol aria-label="Versions" className="mt-6 max-w-3xl divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          {data.versions.map((version) => (
            <li key={version.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="font-medium">
                  {version.when}
                  {version.current ? <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-900">Current version</span> : null}
                </p>
                <p className="text-sm text-slate-700">
                  {version.restoredFrom ? 'Restored' : 'Saved'} by {version.who}
                  {version.changed.length > 0 ? `: ${version.changed.join(', ')}` : version.restoredFrom ? '' : ': first version'}
                </p>
              </div>
              {version.current ? null : (
                <Link to={`${type.path}/${data.id}/history/${version.id}`} className={linkClass}>
                  Compare with current<span className="sr-only"> (version of {version.when})</span>
                </Link>
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  )
}

/** The box on the version screen, read by restoreAction (history-admin.server.ts). */
export const ALSO_VISIBILITY_FIELD = 'alsoVisibility'

type VersionData = {
  id: number
  title: string
  version: { id: number; when: string; who: string }
  /** a text in another language says which (its values are written in it, Urdu right to left) */
  fields: { label: string; then: string; now: string; differs: boolean; language?: TranslatedLanguage }[]
  pictures: { label: string; then: MediaImage | null; now: MediaImage | null; differs: boolean }[]
  /** whether the version's words or pictures differ from the current ones */
  contentDiffers: boolean
  /** where the item stands then and now ('Visible', 'Scheduled, appears on ...'); null for a type without publishing */
  visibility: { then: string; now: string; differs: boolean } | null
}

export function VersionScreen({ type, data }: { type: ContentType; data: VersionData }) {
  const busy = useNavigation().state === 'submitting'
  return (
    <>
      <ScreenHeader
        title={`Version of ${data.version.when}`}
        intro={`“${data.title}” as ${data.version.who} saved it, beside the current version. Changed fields are marked.`}
        action={<GoBackLink to={`${type.path}/${data.id}/history`} />}
      />
      <div className="mt-6 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="w-full text-left">
          <caption className="sr-only">The version of {data.version.when} and the current version, field by field</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-sm">
            <tr>
              <th scope="col" className="px-4 py-3">
                Field
              </th>
              <th scope="col" className="px-4 py-3">
                This version
              </th>
              <th scope="col" className="px-4 py-3">
                Current version
              </th>
            </tr>
          </thead>
          <tbody>
            {data.fields.map((field) => (
              <tr key={field.label} className={`border-b border-slate-100 align-top last:border-0 ${field.differs ? 'bg-amber-50' : ''}`}>
                <FieldName label={field.label} differs={field.differs} />
                <td className="min-w-48 px-4 py-3 break-words whitespace-pre-line" {...writtenIn(field.language, field.then)}>
                  {field.then}
                </td>
                <td className="min-w-48 px-4 py-3 break-words whitespace-pre-line" {...writtenIn(field.language, field.now)}>
                  {field.now}
                </td>
              </tr>
            ))}
            {data.pictures.map((picture) => (
              <tr key={picture.label} className={`border-b border-slate-100 align-top last:border-0 ${picture.differs ? 'bg-amber-50' : ''}`}>
                <FieldName label={picture.label} differs={picture.differs} />
                <td className="px-4 py-3">{picture.then ? <Thumbnail image={picture.then} /> : '(none)'}</td>
                <td className="px-4 py-3">{picture.now ? <Thumbnail image={picture.now} /> : '(none)'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <RestoreForm data={data} busy={busy} />
    </>
  )
}

/** What Restore will do, said before it is pressed, and the box for the visibility when it differs. */
function RestoreForm({ data, busy }: { data: VersionData; busy: boolean }) {
  const { contentDiffers, visibility } = data
  if (!contentDiffers && !visibility?.differs) return <p className="mt-4 font-medium">This version is the same as the current one.</p>
  if (!contentDiffers && visibility) {
    // only the visibility differs: restoring means restoring that, said on the button
    return (
      <Form method="post" className="mt-4 max-w-3xl space-y-3">
        <p id="restore-note">
          This version differs from the current one only in its visibility: it was <strong>{visibility.then}</strong>, and is now <strong>{visibility.now}</strong>.
        </p>
        <input type="hidden" name={ALSO_VISIBILITY_FIELD} value="on" />
        <button type="submit" className={buttonClassName('primary')} disabled={busy} aria-describedby="restore-note">
          {busy ? 'Restoring...' : 'Restore its visibility'}
        </button>
      </Form>
    )
  }
  return (
    <Form method="post" className="mt-4 max-w-3xl space-y-3">
      <p id="restore-note">
        Restoring brings back this version’s words and pictures.{' '}
        {visibility === null ? null : visibility.differs ? (
          <>
            Its visibility stays as it is now, <strong>{visibility.now}</strong>, unless you tick the box below.
          </>
        ) : (
          <>
            Its visibility is the same in both: <strong>{visibility.now}</strong>.
          </>
        )}
      </p>
      {visibility?.differs ? (
        <label className="flex min-h-11 items-start gap-3">
          <input type="checkbox" name={ALSO_VISIBILITY_FIELD} className="mt-0.5 size-5 shrink-0 accent-brand-700" />
          <span>
            Also restore visibility: make it <strong>{visibility.then}</strong> again
          </span>
        </label>
      ) : null}
      <button type="submit" className={buttonClassName('primary')} disabled={busy} aria-describedby="restore-note">
        {busy ? 'Restoring...' : 'Restore this version'}
      </button>
    </Form>
  )
}

/** A compared row's name, and "Changed" in words (not colour alone) when the two differ. */
function FieldName({ label, differs }: { label: string; differs: boolean }) {
  return (
    <th scope="row" className="px-4 py-3 font-medium">
      {label}
      {differs ? <span className="mt-1 block text-sm font-semibold text-amber-900">Changed</span> : null}
    </th>
  )
}

/** A translated value's language and direction (Urdu right to left); the back office's "(empty)" stays English. */
function writtenIn(language: TranslatedLanguage | undefined, value: string) {
  return value === '(empty)' ? {} : typedIn(language)
}
