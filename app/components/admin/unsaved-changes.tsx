// Asks before a back-office form's unsaved changes are lost (issue 19 item 7, decision 028). A
// link, the menu, Cancel, Back or another form's button opens a dialog: Stay keeps everything
// typed, Leave goes. Closing or reloading the tab gets the browser's own question
// (beforeunload). "Changed" means the form would now post something other than what it showed:
// compared when someone leaves, not tracked while they type. The form's own Save is never held
// back. With JavaScript off there is no guard: the browser leaves as it always did.
import * as Dialog from '@radix-ui/react-dialog'
import { useCallback, useEffect, useRef } from 'react'
import { useBlocker, type BlockerFunction } from 'react-router'
import { buttonClassName } from '~/components/ui/button'

export const UNSAVED_TITLE = 'Leave without saving?'
export const UNSAVED_QUESTION = 'You have changes on this page that are not saved yet. If you leave now, they are lost.'

type Props = {
  /** The id of the form to watch (one guarded form per page: React Router keeps one blocker). */
  formId: string
  /**
   * Change it when what the form holds has just been saved without the page drawing the form
   * again (pictures sent one by one with XMLHttpRequest): the form as it is then counts as saved.
   */
  savedKey?: unknown
}

// the guards on the page, for a dialog that must not close itself while leaving would be asked
// about (routed-dialog.tsx); a module-level set, as there is one page in a browser
const guards = new Set<() => boolean>()

/** Whether leaving now would stop at the question: some guarded form has unsaved changes. */
export function leavingWouldAsk() {
  return [...guards].some((changed) => changed())
}

export function UnsavedChangesGuard({ formId, savedKey }: Props) {
  const saved = useRef<string | null>(null)
  const submitting = useRef(false)

  const changed = useCallback(() => {
    const form = document.getElementById(formId)
    return saved.current !== null && form instanceof HTMLFormElement && formState(form) !== saved.current
  }, [formId])

  useEffect(() => {
    const form = document.getElementById(formId)
    if (!(form instanceof HTMLFormElement)) return
    // taken a moment after mount, once the first render in the browser has settled (fields that
    // show only with JavaScript appear then), and again after each save
    const timer = setTimeout(() => (saved.current = formState(form)))
    let released: ReturnType<typeof setTimeout> | undefined
    // the form's own submit reaches this listener before React's, so the post it starts passes
    const onSubmit = () => {
      submitting.current = true
      clearTimeout(released)
      released = setTimeout(() => (submitting.current = false))
    }
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!changed()) return
      event.preventDefault()
      // older Safari and Firefox still ask only when returnValue is set
      event.returnValue = ''
    }
    form.addEventListener('submit', onSubmit)
    window.addEventListener('beforeunload', onBeforeUnload)
    guards.add(changed)
    return () => {
      clearTimeout(timer)
      clearTimeout(released)
      saved.current = null
      form.removeEventListener('submit', onSubmit)
      window.removeEventListener('beforeunload', onBeforeUnload)
      guards.delete(changed)
    }
  }, [formId, savedKey, changed])

  const shouldBlock = useCallback<BlockerFunction>(() => !submitting.current && changed(), [changed])
  const blocker = useBlocker(shouldBlock)
  const blocked = blocker.state === 'blocked'

  return (
    <Dialog.Root
      open={blocked}
      onOpenChange={(open) => {
        // Esc or a click beside the dialog: stay
        if (!open && blocker.state === 'blocked') blocker.reset()
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,32rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-xl font-semibold text-slate-900">{UNSAVED_TITLE}</Dialog.Title>
          <Dialog.Description className="mt-3 text-slate-700">{UNSAVED_QUESTION}</Dialog.Description>
          <div className="mt-6 flex flex-wrap gap-3">
            {/* first, so that it has the focus: Enter or a stray click keeps the work */}
            <button type="button" className={buttonClassName('primary')} onClick={() => blocker.reset?.()}>
              Stay on this page
            </button>
            <button
              type="button"
              className="inline-flex min-h-11 items-center rounded-full border border-red-700 px-6 font-semibold text-red-700 hover:bg-red-50"
              onClick={() => blocker.proceed?.()}
            >
              Leave without saving
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** What the form would post now, as text: a chosen file by its name and size. */
function formState(form: HTMLFormElement): string {
  const entries = [...new FormData(form)].map(([name, value]) =>
    // a browser posts a text area's line breaks as \r\n; an empty file input as a nameless file
    typeof value === 'string' ? [name, value.replaceAll('\r\n', '\n')] : [name, value.size === 0 && value.name === '' ? '' : `${value.name}:${value.size}`],
  )
  return JSON.stringify(entries)
}
