// The slide-in menu below lg: a Radix dialog, so focus stays inside while it is open, Esc and a
// click outside close it, and the rest of the page is hidden from screen readers meanwhile.
// Loaded on demand by the navbar: desktop visitors never download it.
import { Trans, useLingui } from '@lingui/react/macro'
import * as Dialog from '@radix-ui/react-dialog'
import type { RefObject } from 'react'
import { CloseIcon, iconButtonClass, NavList } from './nav-list'
import { LeaveSiteLink } from './quick-exit'

type MobileMenuDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The burger: focus goes back to it when the menu closes, however it was closed. */
  returnFocusTo: RefObject<HTMLElement | null>
  /** Where the quick exit leads: the menu covers the page's button, so it carries its own. */
  quickExitUrl?: string
}

export default function MobileMenuDialog({ open, onOpenChange, returnFocusTo, quickExitUrl }: MobileMenuDialogProps) {
  const { t } = useLingui()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 motion-safe:animate-fade-in lg:hidden" />
        <Dialog.Content
          id="mobile-menu"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocusTo.current?.focus()
          }}
          className="fixed inset-y-0 end-0 z-50 flex w-[min(20rem,88vw)] flex-col overflow-y-auto bg-sand-50 shadow-xl motion-safe:animate-slide-in-right lg:hidden rtl:motion-safe:animate-slide-in-left"
        >
          {/* the quick exit where the page's one was, so it does not move when the menu opens */}
          <div className="flex justify-end px-4 pt-3">
            <LeaveSiteLink destination={quickExitUrl} />
          </div>
          <div className="flex items-center justify-between border-b border-brand-100 px-5 py-3">
            <Dialog.Title className="text-lg font-semibold text-brand-800">
              <Trans>Menu</Trans>
            </Dialog.Title>
            <Dialog.Close aria-label={t`Close menu`} className={iconButtonClass}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <nav aria-label={t`Main`} className="px-3 py-4">
            <NavList variant="panel" onNavigate={() => onOpenChange(false)} />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
