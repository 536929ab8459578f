// What a visitor sees after a QR donation (spec 2.3, 4: "QR opens the QR modal"): the code, its
// text and how to finish, thanking them by name. The server writes it twice: on the page (what a
// browser without JavaScript shows) and in a native <dialog>, which a small script of the page's
// own (showQrDialog, decision 039) opens as a modal instead: focus inside, Esc closes it, the page
// behind is out of reach meanwhile.
import { Trans, useLingui } from '@lingui/react/macro'
import { buttonClassName } from '~/components/ui/button'
import { InlineScript } from './inline-script'
import { CloseIcon, iconButtonClass } from './nav-list'
import { QrDetails, type QrPayment } from './qr-details'

/** Sent to the browser as text (InlineScript), after the two. */
export function showQrDialog({ sectionId, dialogId, formId }: { sectionId: string; dialogId: string; formId: string }) {
  const section = document.getElementById(sectionId)
  const dialog = document.getElementById(dialogId) as HTMLDialogElement | null
  if (!section || !dialog || typeof dialog.showModal !== 'function') return
  section.hidden = true
  for (const close of dialog.querySelectorAll('[data-dialog-close]')) close.addEventListener('click', () => dialog.close())
  // back to the form, which is ready for another donation
  dialog.addEventListener('close', () => document.getElementById(formId)?.querySelector<HTMLElement>('button[type="submit"]')?.focus())
  dialog.showModal()
}

function Thanks({ name }: { name: string }) {
  return (
    <>
      <Trans>
        Thank you, <bdi>{name}</bdi>.
      </Trans>{' '}
      <Trans>We have noted your donation; to complete it, pay with the code below.</Trans>
    </>
  )
}

export function QrPaymentShown({ qr, name, formId }: { qr: QrPayment; name: string; formId: string }) {
  const { t } = useLingui()
  return (
    <>
      <section id="qr-payment" aria-labelledby="qr-heading" className="mt-8 max-w-2xl rounded-2xl border-2 border-brand-700 bg-white p-5 sm:p-6">
        <h2 id="qr-heading" className="text-2xl font-semibold text-brand-900">
          <Trans>Pay by QR code</Trans>
        </h2>
        <p className="mt-2 mb-5 leading-relaxed text-slate-700">
          <Thanks name={name} />
        </p>
        <QrDetails qr={qr} />
      </section>
      <dialog
        id="qr-dialog"
        aria-labelledby="qr-dialog-heading"
        aria-describedby="qr-dialog-thanks"
        className="m-auto max-h-[92vh] w-[min(94vw,32rem)] overflow-y-auto rounded-2xl bg-white p-4 shadow-xl backdrop:bg-slate-900/50 sm:p-6"
      >
        <div className="flex items-start justify-between gap-3">
          <h2 id="qr-dialog-heading" className="text-xl font-semibold text-brand-900">
            <Trans>Pay by QR code</Trans>
          </h2>
          <button type="button" data-dialog-close aria-label={t`Close`} className={iconButtonClass}>
            <CloseIcon />
          </button>
        </div>
        <p id="qr-dialog-thanks" className="mt-2 mb-5 leading-relaxed text-slate-700">
          <Thanks name={name} />
        </p>
        <QrDetails qr={qr} />
        <button type="button" data-dialog-close className={buttonClassName('primary', 'mt-6 w-full sm:w-auto')}>
          <Trans>Done</Trans>
        </button>
      </dialog>
      <InlineScript run={showQrDialog} args={{ sectionId: 'qr-payment', dialogId: 'qr-dialog', formId }} />
    </>
  )
}
