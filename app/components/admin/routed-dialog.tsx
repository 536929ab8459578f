// A back-office modal whose open state is in the address (?add=1, ?edit=7, ?detail=7), so the
// server renders it and it works without JavaScript. With JavaScript it is a Radix dialog
// (focus trap, Esc, the page behind hidden from screen readers); closing it goes back to
// `closeTo`, the list's own address. Without JavaScript (and until the page is hydrated) it is
// a panel at the top of the page with a Close link, like the inline delete confirmation.
import * as Dialog from '@radix-ui/react-dialog'
import { useState, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { useHydrated } from '~/components/site/use-hydrated'
import { leavingWouldAsk } from './unsaved-changes'

type Props = {
  title: string
  /** A line under the title (Radix's Description); none when the content says it all. */
  description?: ReactNode
  /** Where closing leads: the list, with its page, search and filters kept. */
  closeTo: string
  children: ReactNode
}

const closeClass = 'rounded-full p-2 text-slate-600 hover:bg-slate-100'

export function RoutedDialog({ title, description, closeTo, children }: Props) {
  const hydrated = useHydrated()
  const navigate = useNavigate()
  // the element that opened the dialog (the row's Edit link), to give focus back to on close
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)))
  const [open, setOpen] = useState(true)

  if (!hydrated) {
    return (
      <section aria-labelledby="routed-dialog-title" className="mb-6 max-w-2xl rounded-2xl border-2 border-brand-700 bg-white p-4 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <h2 id="routed-dialog-title" className="text-xl font-semibold text-slate-900">
            {title}
          </h2>
          <Link to={closeTo} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
            Close
          </Link>
        </div>
        {description ? <div className="mt-2 text-slate-700">{description}</div> : null}
        {children}
      </section>
    )
  }
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) return
        // a form in it with unsaved changes asks first: the dialog stays until the person chooses
        if (!leavingWouldAsk()) setOpen(false)
        navigate(closeTo, { preventScrollReset: true })
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          // without a description, say so (Radix would otherwise point at one that is not there)
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            if (opener?.isConnected) {
              event.preventDefault()
              opener.focus()
            }
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[min(94vw,40rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-slate-50 p-4 shadow-xl sm:p-6"
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-xl font-semibold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close className={closeClass} aria-label="Close">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
                <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
              </svg>
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className="mt-2 text-slate-700">{description}</Dialog.Description> : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
