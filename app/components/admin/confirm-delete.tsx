// The spec's delete confirmation: a dialog titled 'Confirm Delete' asking 'Are you sure you
// want to delete?' with Yes and No. With JavaScript it is a modal (Radix: focus trap, Esc);
// without it, the Delete link opens the same question inline on the page (?delete=ID).
import * as Dialog from '@radix-ui/react-dialog'
import { useState, type ReactNode } from 'react'
import { Form, Link, useLocation, useNavigation } from 'react-router'
import { useHydrated } from '~/components/site/use-hydrated'

export const CONFIRM_DELETE_TITLE = 'Confirm Delete'
export const CONFIRM_DELETE_QUESTION = 'Are you sure you want to delete?'

type Props = {
  /** What is deleted, for the button's accessible name, e.g. 'Delete Asha Patel'. */
  label: string
  /** Form fields that say what to delete, e.g. { intent: 'delete', id: '7' }. */
  fields: Record<string, string>
  /** Where the form posts; the current route by default. */
  action?: string
  /** The ?delete= value that opens the inline (no-JS) confirmation. */
  id: string | number
  /** Extra text under the question (e.g. what else goes with it). */
  detail?: ReactNode
  /** Controls posted with Yes (a gallery category's 'also delete its pictures'). */
  formContent?: ReactNode
  triggerText?: string
  triggerClassName?: string
}

const yesClass = 'inline-flex min-h-11 items-center rounded-full bg-red-700 px-6 font-semibold text-white hover:bg-red-800'
const noClass = 'inline-flex min-h-11 items-center rounded-full border border-slate-500 px-6 font-semibold text-slate-800 hover:bg-slate-100'

export function ConfirmDelete({ label, fields, action, id, detail, formContent, triggerText = 'Delete', triggerClassName }: Props) {
  const hydrated = useHydrated()
  const location = useLocation()
  const navigation = useNavigation()
  const [open, setOpen] = useState(false)
  const busy = navigation.state === 'submitting'
  const withParam = new URLSearchParams(location.search)
  withParam.set('delete', String(id))

  const form = (onNo: ReactNode) => (
    <Form method="post" action={action} className="mt-6 flex flex-wrap gap-3" onSubmit={() => setOpen(false)}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {formContent ? <div className="w-full">{formContent}</div> : null}
      <button type="submit" className={yesClass} aria-disabled={busy || undefined}>
        Yes
      </button>
      {onNo}
    </Form>
  )

  if (!hydrated) {
    return (
      <Link to={{ search: `?${withParam}` }} className={triggerClassName} aria-label={label}>
        {triggerText}
      </Link>
    )
  }
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={triggerClassName} aria-label={label}>
        {triggerText}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-semibold text-slate-900">{CONFIRM_DELETE_TITLE}</Dialog.Title>
          <Dialog.Description className="mt-3 text-slate-700">{CONFIRM_DELETE_QUESTION}</Dialog.Description>
          {detail ? <div className="mt-2 text-sm text-slate-700">{detail}</div> : null}
          {form(
            <Dialog.Close className={noClass}>No</Dialog.Close>,
          )}
          <Dialog.Close className="absolute top-3 right-3 rounded-full p-2 text-slate-600 hover:bg-slate-100" aria-label="Close">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
              <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** The no-JavaScript confirmation, shown on the page when ?delete=ID is in the address. */
export function InlineConfirmDelete({ fields, action, detail, formContent }: Pick<Props, 'fields' | 'action' | 'detail' | 'formContent'>) {
  const location = useLocation()
  const without = new URLSearchParams(location.search)
  without.delete('delete')
  const search = without.toString()
  return (
    <section role="alertdialog" aria-labelledby="confirm-delete-title" aria-describedby="confirm-delete-question" className="mb-6 rounded-2xl border-2 border-red-700 bg-white p-6">
      <h2 id="confirm-delete-title" className="text-xl font-semibold text-slate-900">
        {CONFIRM_DELETE_TITLE}
      </h2>
      <p id="confirm-delete-question" className="mt-3 text-slate-700">
        {CONFIRM_DELETE_QUESTION}
      </p>
      {detail ? <div className="mt-2 text-sm text-slate-700">{detail}</div> : null}
      <Form method="post" action={action} className="mt-6 flex flex-wrap gap-3">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {formContent ? <div className="w-full">{formContent}</div> : null}
        <button type="submit" className={yesClass}>
          Yes
        </button>
        <Link to={{ search: search ? `?${search}` : '' }} className={noClass}>
          No
        </Link>
      </Form>
    </section>
  )
}
