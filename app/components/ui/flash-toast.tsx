// Shows the flash message of the last add, edit or delete as a toast (spec 9: top-right,
// 5000 ms, draggable 80 %; the Payment page's bottom-right, which its flashes ask for). Before
// JavaScript runs, and without it, the message is shown in the page instead, so nobody misses it.
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { CloseButton, ToastContainer, toast } from 'react-toastify'
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
        closeButton={(props) => <CloseButton {...props} ariaLabel={closeLabel} />}
      />
      {!hydrated && flash ? (
        <p role="status" className={`mb-6 rounded-lg px-4 py-3 font-semibold ${flash.type === 'success' ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900'}`}>
          {flash.message}
        </p>
      ) : null}
    </>
  )
}
