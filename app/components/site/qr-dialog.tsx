// The QR modal of the donation page (spec 2.3, 4): a Radix dialog, so focus stays inside while
// it is open, Esc closes it and the page behind is hidden from screen readers meanwhile.
// Loaded on demand: only visitors who pay by QR download it.
import { Trans, useLingui } from '@lingui/react/macro'
import * as Dialog from '@radix-ui/react-dialog'
import { buttonClassName } from '~/components/ui/button'
import { CloseIcon, iconButtonClass } from './nav-list'
import { QrDetails, type QrPayment } from './qr-details'

type Props = {
  qr: QrPayment
  /** The donor's name, to thank them. */
  name: string
  onClose: () => void
}

export default function QrDialog({ qr, name, onClose }: Props) {
  const { t } = useLingui()
  return (
    <Dialog.Root defaultOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-x-0 top-1/2 z-50 mx-auto max-h-[92vh] w-[min(94vw,32rem)] -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-4 shadow-xl sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-xl font-semibold text-brand-900">
              <Trans>Pay by QR code</Trans>
            </Dialog.Title>
            <Dialog.Close aria-label={t`Close`} className={iconButtonClass}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 mb-5 leading-relaxed text-slate-700">
            <Trans>
              Thank you, <bdi>{name}</bdi>.
            </Trans>{' '}
            <Trans>We have noted your donation; to complete it, pay with the code below.</Trans>
          </Dialog.Description>
          <QrDetails qr={qr} />
          <Dialog.Close className={buttonClassName('primary', 'mt-6 w-full sm:w-auto')}>
            <Trans>Done</Trans>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
