// Shows the flash message of the last add, edit or delete as a toast (spec 9: top-right,
// 5000 ms, draggable 80 %; the Payment page's bottom-right, which its flashes ask for). Before
// JavaScript runs, and without it, the message is shown in the page instead, so nobody misses it.
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { ToastContainer, toast, type CloseButtonProps } from 'react-toastify'
import 'react-toastify/dist/ReactToastify.css'
import './flash-toast.css'
import { useHydrated } from '~/components/site/use-hydrated'
import { useLanguage } from '~/i18n/i18n'
import { LANGUAGE_FACTS } from '~/i18n/languages'

export type FlashMessage = { type: 'success' | 'error'; message: string; position?: 'top-right' | 'bottom-right' }

export function FlashToast({ flash }: { flash: FlashMessage | null }) {
  const hydrated = useHydrated()
  const { t } = useLingui()
  const rtl = LANGUAGE_FACTS[useLanguage()].dir === 'rtl'
  const closeLabel = t`Close`
  useEffect(() => {
    if (!flash) return
    const show = flash.type === 'success' ? toast.success : toast.error
    show(flash.message, flash.position ? { position: flash.position } : undefined)
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
        <p role={flash.type === 'error' ? 'alert' : 'status'} className={`mb-6 rounded-lg px-4 py-3 font-semibold ${flash.type === 'success' ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900'}`}>
          {flash.message}
        </p>
      ) : null}
    </>
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
