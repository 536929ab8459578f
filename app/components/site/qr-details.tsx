// What a visitor needs to pay a donation by QR code: the code at 300 by 300 (spec 9), what it
// holds as text (a phone cannot scan its own screen, so the details can be read, selected and
// copied into a banking app), and how to finish. Shown in the QR dialog, or on the page itself
// after the form is sent without JavaScript.
import { Trans, useLingui } from '@lingui/react/macro'
import { InlineScript } from './inline-script'
import { englishWhereFallback, type Localized } from '~/content/translations'

/** What the server sends for a QR donation (routes/site/donation-payment.server.ts). */
export type QrPayment = Localized & {
  /** alt: what staff say the uploaded picture shows, in the page's language; absent, the page's own words for a QR code */
  image: { src: string; srcSet?: string; alt?: string }
  /** What the code holds, shown as text too. */
  text: string
  instructions: string
  /** The pledge's reference, to put in the transfer's message (issue 36, item 4), and its amount. */
  reference: string
  amount: string | null
}

export const QR_SIZE = 300

export function QrDetails({ qr }: { qr: QrPayment }) {
  const { t } = useLingui()
  return (
    <div className="space-y-5">
      {qr.reference ? (
        <div className="rounded-xl bg-sand-100 p-4">
          <h3 className="font-semibold text-slate-900">
            <Trans>Your reference</Trans>
          </h3>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <p dir="ltr" className="rounded-lg bg-white px-3 py-2 font-mono text-xl font-semibold tracking-wider text-slate-900 select-all">
              {qr.reference}
            </p>
            <CopyButton text={qr.reference} what={t`the reference`} />
          </div>
          <p className="mt-2 leading-relaxed text-slate-800">
            <Trans>Put this in the message of your e-Transfer or payment, so that we can match your gift to you.</Trans>{' '}
            {qr.amount ? (
              <Trans>
                The amount you chose: <bdi dir="ltr">{qr.amount}</bdi>.
              </Trans>
            ) : null}
          </p>
        </div>
      ) : null}
      <img
        src={qr.image.src}
        srcSet={qr.image.srcSet}
        sizes={qr.image.srcSet ? `${QR_SIZE}px` : undefined}
        width={QR_SIZE}
        height={QR_SIZE}
        alt={qr.image.alt ?? t`QR code for your donation: scan it with your banking app`}
        className="mx-auto h-auto w-[300px] max-w-full rounded-lg bg-white ring-1 ring-slate-200"
      />
      {qr.text ? (
        <div>
          <h3 className="font-semibold text-slate-900">
            <Trans>Cannot scan it? Use these details</Trans>
          </h3>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <p dir="ltr" className="min-w-0 rounded-lg bg-sand-100 px-3 py-2 font-mono break-all text-slate-900 select-all">
              {qr.text}
            </p>
            <CopyButton text={qr.text} what={t`the payment details`} />
          </div>
        </div>
      ) : null}
      {qr.instructions ? (
        <div>
          <h3 className="font-semibold text-slate-900">
            <Trans>How to finish your donation</Trans>
          </h3>
          <p className="mt-2 leading-relaxed whitespace-pre-line text-slate-700" {...englishWhereFallback(qr, 'instructions')}>
            {qr.instructions}
          </p>
        </div>
      ) : null}
    </div>
  )
}

/**
 * Sent to the browser as text (InlineScript), right after its button and status: where the
 * browser allows copying (https or this computer), shows the button and copies on a press.
 */
export function enableCopy({ text, copied, failed }: { text: string; copied: string; failed: string }) {
  const wrapper = document.currentScript?.previousElementSibling
  const button = wrapper?.querySelector('button')
  const status = wrapper?.querySelector('[role="status"]')
  if (!button || !status || !navigator.clipboard) return
  wrapper!.removeAttribute('hidden')
  button.addEventListener('click', () => {
    navigator.clipboard.writeText(text).then(
      () => (status.textContent = copied),
      () => (status.textContent = failed),
    )
  })
}

/** Copies the details for pasting into a banking app; shown only where the browser allows it. */
function CopyButton({ text, what }: { text: string; what: string }) {
  const { t } = useLingui()
  return (
    <>
      <span hidden className="contents">
        <button
          type="button"
          className="inline-flex min-h-11 items-center rounded-full border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50"
        >
          <Trans>
            Copy<span className="sr-only"> {what}</span>
          </Trans>
        </button>
        <span role="status" className="text-sm font-medium text-slate-700" />
      </span>
      <InlineScript run={enableCopy} args={{ text, copied: t`Copied.`, failed: t`Could not copy: please select the text and copy it.` }} />
    </>
  )
}
