// Bulk actions of a back-office list (issue 41 item 2, decision 074): a checkbox on each row,
// named after it ('Select Asha Patel'), and above the list a form with 'Select all on this page',
// the live count ('3 selected') and the actions. The row checkboxes belong to that form by their
// `form` attribute, so the list's own forms (Delete) are not nested in it. A plain form: it
// works without JavaScript (then 'Select all on this page' sends the page's ids, which the form
// carries), and its answer may be a file (Export selected to CSV).
import { useEffect, useState } from 'react'
import { useHydrated } from '~/components/site/use-hydrated'

export const BULK_FORM_ID = 'bulk-actions'

const buttonClass = 'inline-flex min-h-11 items-center whitespace-nowrap rounded-full border border-brand-700 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50'
const trashClass = 'inline-flex min-h-11 items-center whitespace-nowrap rounded-full border border-red-700 bg-white px-4 font-semibold text-red-700 hover:bg-red-50'

type Props = {
  /** What the list offers (the server's list for this person: none for a Writer). */
  ops: { op: string; label: string }[]
  /** The page's rows: 'Select all on this page' without JavaScript. */
  pageIds: number[]
  /** Where it posts: the list's own address (its page, search and filters) with bulk=1. */
  action: string
}

export function BulkBar({ ops, pageIds, action }: Props) {
  const hydrated = useHydrated()
  const count = useSelectedCount(pageIds.join(' '))
  return (
    <form id={BULK_FORM_ID} method="post" action={action} aria-label="Selected items" className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
      {pageIds.map((id) => (
        <input key={id} type="hidden" name="pageIds" value={id} />
      ))}
      <label className="inline-flex min-h-11 items-center gap-2 font-medium text-slate-900">
        <input type="checkbox" name="all" value="page" className="size-5 accent-brand-700" />
        Select all on this page
      </label>
      <p aria-live="polite" className="min-w-24 text-sm font-semibold text-slate-800">
        {hydrated ? `${count} selected` : 'Tick items, then choose:'}
      </p>
      <div role="group" aria-label="With the selected items" className="flex flex-wrap gap-2">
        {ops.map(({ op, label }) => (
          <button key={op} type="submit" name="op" value={op} className={op === 'trash' ? trashClass : buttonClass}>
            {label}
          </button>
        ))}
      </div>
    </form>
  )
}

/** A row's checkbox, in the bulk form, named after the row for screen readers. */
export function SelectRow({ id, name }: { id: number; name: string }) {
  return (
    <label className="inline-flex min-h-11 min-w-8 items-center gap-2">
      <input type="checkbox" name="ids" value={id} form={BULK_FORM_ID} className="size-5 accent-brand-700" />
      <span className="sr-only">Select {name}</span>
      <span aria-hidden="true" className="text-sm text-slate-700 md:hidden">
        Select
      </span>
    </label>
  )
}

/**
 * How many rows are ticked, kept as they are ticked; 'Select all on this page' ticks or unticks
 * every row, and unticking a row unticks it. Counted again when the page's rows change (`rows`).
 */
function useSelectedCount(rows: string) {
  const [count, setCount] = useState(0)
  useEffect(() => {
    const form = document.getElementById(BULK_FORM_ID) as HTMLFormElement | null
    if (!form) return
    const boxes = (name: string) => Array.from(form.elements).filter((element): element is HTMLInputElement => element instanceof HTMLInputElement && element.type === 'checkbox' && element.name === name)
    const update = (event?: Event) => {
      const target = event?.target
      if (target instanceof HTMLInputElement && target.form === form) {
        if (target.name === 'all') for (const box of boxes('ids')) box.checked = target.checked
        else if (target.name === 'ids' && !target.checked) for (const box of boxes('all')) box.checked = false
      }
      setCount(boxes('ids').filter((box) => box.checked).length)
    }
    update()
    document.addEventListener('change', update)
    return () => document.removeEventListener('change', update)
  }, [rows])
  return count
}
