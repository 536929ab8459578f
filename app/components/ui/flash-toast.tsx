// Shows the flash message of the last add, edit or delete as a toast (spec 9: top-right,
// 5000 ms, draggable 80 %; the Payment page's bottom-right, which its flashes ask for). Before
// JavaScript runs, and without it, the message is shown in the page instead, so nobody misses it.
// After a delete that went to the Trash, the toast offers Undo (a form posting to the type's
// Trash, so it works without JavaScript too) and stays a little longer (decision 073).
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { Form, useLocation } from 'react-router'
import { ToastContainer, toast, type CloseButtonProps } from 'react-toastify'
import 'react-toastify/dist/ReactToastify.css'
import './flash-toast.css'
import { useHydrated } from '~/components/site/use-hydrated'
import { useLanguage } from '~/i18n/i18n'
import { LANGUAGE_FACTS } from '~/i18n/languages'

export type FlashMessage = { type: 'success' | 'error'; message: string; position?: 'top-right' | 'bottom-right'; undo?: { action: string; id: number } }

/** How long a toast with Undo stays (ms): long enough to read it and reach the button; hovering or focusing it pauses it. */
export const UNDO_TOAST_MS = 10_000

export function FlashToast({ flash }: { flash: FlashMessage | null }) {
  const hydrated = useHydrated()
  const { t } = useLingui()
  const rtl = LANGUAGE_FACTS[useLanguage()].dir === 'rtl'
  const closeLabel = t`Close`
  const Shown = flash?.undo ? 'div' : 'p'
  useEffect(() => {
    if (!flash) return
    const show = flash.type === 'success' ? toast.success : toast.error
    const where = flash.position ? { position: flash.position } : {}
    // pressing Undo closes this toast: the next page says what became of it
    if (flash.undo) show(({ closeToast }) => <WithUndo message={flash.message} undo={flash.undo!} onUndo={closeToast} />, { ...where, autoClose: UNDO_TOAST_MS })
    else show(flash.message, flash.position ? where : undefined)
  }, [flash])
  return (
    <>
      <ToastContainer
        position="top-right"
        autoClose={5000}
        draggable
        draggablePercent={80}
        theme="colored"
        rtl={rtl}
        aria-label={t`Notifications Alt+T`}
        closeButton={(props) => <CloseButton {...props} label={closeLabel} />}
      />
      {!hydrated && flash ? (
        // a div when it holds Undo's form (a paragraph cannot)
        <Shown role={flash.type === 'error' ? 'alert' : 'status'} className={`mb-6 rounded-lg px-4 py-3 font-semibold ${flash.type === 'success' ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900'}`}>
          {flash.undo ? <WithUndo message={flash.message} undo={flash.undo} /> : flash.message}
        </Shown>
      ) : null}
    </>
  )
}

/** The message and its Undo: brings the item back from the Trash, then back to this page. */
function WithUndo({ message, undo, onUndo }: { message: string; undo: NonNullable<FlashMessage['undo']>; onUndo?: () => void }) {
  const location = useLocation()
  const { t } = useLingui()
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span>{message}</span>
      <Form method="post" action={undo.action} className="inline" onSubmit={() => onUndo?.()}>
        <input type="hidden" name="intent" value="restore" />
        <input type="hidden" name="id" value={undo.id} />
        <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
        <button type="submit" className="min-h-11 rounded-full bg-white px-4 font-semibold text-green-900 underline underline-offset-4 ring-1 ring-green-900">
          {t`Undo`}
        </button>
      </Form>
    </span>
  )
}

/** The library's close button, named in the page's language (its own says 'close'). */
function CloseButton({ closeToast, theme, label }: CloseButtonProps & { label: string }) {
  return (
    <button type="button" aria-label={label} onClick={(event) => closeToast(event)} className={`Toastify__close-button Toastify__close-button--${theme}`}>
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path fillRule="evenodd" d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z" />
      </svg>
    </button>
  )
}
