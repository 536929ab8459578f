// The Trash of a content type (issue 41, decision 073): what staff deleted, by whom and when,
// and the day it goes for ever; each item offers Restore, and Delete for ever behind the spec's
// Confirm Delete question (inline without JavaScript, ?delete=ID). A table on wider screens,
// cards on a phone (app/components/admin/stacked-table.tsx).
import { Form, Link } from 'react-router'
import { ConfirmDelete, InlineConfirmDelete } from '~/components/admin/confirm-delete'
import { ScreenHeader } from '~/components/admin/list-header'
import { deleteTriggerClass } from '~/components/admin/row-actions'
import { CellLabel, STACKED } from '~/components/admin/stacked-table'
import { buttonClassName } from '~/components/ui/button'
import { contentsWords, type ContentType } from './declaration'

export type TrashRow = { id: number; name: string; holds: number; trashedBy: string | null; trashedAt: string; goesOn: string }
type TrashData = { days: number; pendingDelete: string | null; rows: TrashRow[] }

/** The screen's title: 'Blog posts in the Trash'. */
export const trashTitle = (type: ContentType) => `${type.labels.caption} in the Trash`

const restoreClass = 'inline-flex min-h-11 items-center whitespace-nowrap rounded-full border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50'

/** What else goes with an item for ever: an album's pictures. */
function holdsWords(type: ContentType, row: TrashRow) {
  return type.contents && row.holds > 0 ? <p className="mt-2">{contentsWords(type.contents, row.holds).warning}</p> : null
}

export function TrashScreen({ type, data }: { type: ContentType; data: TrashData }) {
  const pending = data.rows.find((row) => String(row.id) === data.pendingDelete)
  return (
    <>
      <ScreenHeader
        title={trashTitle(type)}
        intro={`Deleted ${type.labels.caption.toLowerCase()} wait here for ${data.days} days, hidden from the website, then are deleted for ever. Restore brings one back as it was, with its pictures, translations and earlier versions.`}
        action={
          <Link to={type.path} className={buttonClassName('secondary')}>
            <span aria-hidden="true">←</span> {type.labels.list}
          </Link>
        }
      />
      <div className="mt-6">
        {pending ? (
          <InlineConfirmDelete
            fields={{ intent: 'delete-forever', id: String(pending.id) }}
            detail={
              <>
                <p className="font-semibold">{pending.name}</p>
                {holdsWords(type, pending)}
              </>
            }
          />
        ) : null}
        {data.rows.length === 0 ? (
          <p className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">The Trash is empty.</p>
        ) : (
          <div className="relative rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
            <table className={STACKED.table}>
              <caption className="sr-only">{trashTitle(type)}: {data.rows.length}</caption>
              <thead className={STACKED.head}>
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">Name</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Deleted by</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Deleted on</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Deleted for ever on</th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className={STACKED.body}>
                {data.rows.map((row) => (
                  <tr key={row.id} className={`border-b border-slate-100 align-middle last:border-0 ${STACKED.row}`}>
                    <td className={`px-4 py-3 font-medium ${STACKED.cell}`}>
                      <CellLabel>Name</CellLabel>
                      {row.name}
                      {type.contents && row.holds > 0 ? <span className="block text-sm font-normal text-slate-700">{type.contents.count(row.holds)}</span> : null}
                    </td>
                    <td className={`px-4 py-3 break-all ${STACKED.cell}`}>
                      <CellLabel>Deleted by</CellLabel>
                      {row.trashedBy ?? 'An account since deleted'}
                    </td>
                    <td className={`px-4 py-3 ${STACKED.cell}`}>
                      <CellLabel>Deleted on</CellLabel>
                      {row.trashedAt}
                    </td>
                    <td className={`px-4 py-3 ${STACKED.cell}`}>
                      <CellLabel>Deleted for ever on</CellLabel>
                      {row.goesOn}
                    </td>
                    <td className={`px-4 py-3 ${STACKED.cell}`}>
                      <div className="flex flex-wrap items-center gap-2">
                        <Form method="post">
                          <input type="hidden" name="intent" value="restore" />
                          <input type="hidden" name="id" value={row.id} />
                          <button type="submit" className={restoreClass}>
                            Restore<span className="sr-only"> {row.name}</span>
                          </button>
                        </Form>
                        <ConfirmDelete
                          id={row.id}
                          label={`Delete ${row.name} for ever`}
                          triggerText="Delete for ever"
                          fields={{ intent: 'delete-forever', id: String(row.id) }}
                          detail={
                            <>
                              <p className="font-semibold">{row.name}</p>
                              {holdsWords(type, row)}
                            </>
                          }
                          triggerClassName={deleteTriggerClass}
                        />
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </>
  )
}
