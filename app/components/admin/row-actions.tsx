// The Edit / Detail / Delete of one row in a back-office list. Each names its row for screen
// readers ('Edit Asha Patel'), since a list holds many links that read 'Edit'.
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ConfirmDelete } from '~/components/admin/confirm-delete'

const linkClass = 'inline-flex min-h-11 items-center whitespace-nowrap rounded-full border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50'
export const deleteTriggerClass =
  'inline-flex min-h-11 items-center whitespace-nowrap rounded-full border border-red-700 px-4 font-semibold text-red-700 hover:bg-red-50'

type Props = {
  id: number
  /** The row's name, as read after the action ('Edit Asha Patel'). */
  name: string
  editTo?: string
  detailTo?: string
  /** Where the delete form posts; the current list by default. */
  deleteAction?: string
  /** More for the delete dialog: text under the name, controls posted with Yes. */
  deleteDetail?: ReactNode
  deleteFormContent?: ReactNode
  /** The type's own actions of the row (Mark received), first. */
  links?: { label: string; to: string }[]
  /** Offer Delete (not to someone whose roles do not let them delete: a Writer, a Translator). */
  deletable?: boolean
}

export function RowActions({ id, name, editTo, detailTo, deleteAction, deleteDetail, deleteFormContent, links = [], deletable = true }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={linkClass}>
          {link.label}
          <span className="sr-only"> of {name}</span>
        </Link>
      ))}
      {editTo ? (
        <Link to={editTo} className={linkClass}>
          Edit<span className="sr-only"> {name}</span>
        </Link>
      ) : null}
      {detailTo ? (
        <Link to={detailTo} className={linkClass}>
          Detail<span className="sr-only"> of {name}</span>
        </Link>
      ) : null}
      {deletable ? (
        <ConfirmDelete
          id={id}
          label={`Delete ${name}`}
          action={deleteAction}
          fields={{ intent: 'delete', id: String(id) }}
          detail={
            <>
              <p className="font-semibold">{name}</p>
              {deleteDetail}
            </>
          }
          formContent={deleteFormContent}
          triggerClassName={deleteTriggerClass}
        />
      ) : null}
    </div>
  )
}
