// The frame of every public page: the quick exit (first thing a keyboard reaches, kept on
// screen), skip link, the crisis help bar, navbar, the page's <main id="main">, the footer and,
// once the page has loaded, the web app manifest. The footer is left out when the settings could
// not be read, so an error page still shows.
//
// A page rendered to one string (one that loads no React in the browser) leaves the frame out:
// SiteShell writes two marks and says what frame it wants, and the entry puts in the frame's HTML,
// rendered once for many pages (kept-shell.server.tsx; decision 107).
import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { createContext, useContext, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { CrisisBar } from './crisis-bar'
import { Footer, type FooterDetails } from './footer'
import { HelpNow } from './help-now'
import { LanguageOffer } from './language-offer'
import { LanguageSwitcher } from './language-switcher'
import { Navbar } from './navbar'
import { QuickExit } from './quick-exit'
import { ShellPlaceProvider, type ShellPlace } from './shell-place'
import { WebAppManifest } from './web-app-manifest'

/** The /navbar and /footer routes show one part of the frame alone (spec 2.2 declares them). */
export type ShellParts = 'all' | 'navbar' | 'footer'

export type ShellDetails = {
  name?: string
  footer?: FooterDetails
  /** Where the quick exit leads; the default weather page until the settings choose one. */
  quickExitUrl?: string
  parts: ShellParts
}

/** The frame a page asked for: its details, its language and where the visitor is. */
export type ShellFrame = ShellDetails & { i18n: I18n; place: ShellPlace }

/** Given by the entry to a page rendered to one string: SiteShell leaves its frame here. */
export class KeptShellSlot {
  frame: ShellFrame | null = null

  /** Keeps the page's frame for the entry to put in; false when the page has one already. */
  take(frame: ShellFrame): boolean {
    if (this.frame) return false
    this.frame = frame
    return true
  }
}
const KeptShellContext = createContext<KeptShellSlot | null>(null)
export const KeptShellProvider = KeptShellContext.Provider

/** Where the entry puts the frame's HTML: before the page's <main> and after it. */
export const KEPT_SHELL_MARKS = {
  before: '<template data-kept-shell="before"></template>',
  after: '<template data-kept-shell="after"></template>',
} as const

type SiteShellProps = Omit<ShellDetails, 'parts'> & { parts?: ShellParts; children: ReactNode }

export function SiteShell({ name, footer, quickExitUrl, parts = 'all', children }: SiteShellProps) {
  const { pathname, search } = useLocation()
  const { i18n } = useLingui()
  const slot = useContext(KeptShellContext)
  const details = { name, footer, quickExitUrl, parts }
  const place = { pathname, pathAndQuery: `${pathname}${search}` }
  // one frame a page, left in the slot during the render, which is the server's only pass
  const kept = slot?.take({ ...details, i18n, place }) ?? false
  return (
    <ShellPlaceProvider value={place}>
      <div className="flex min-h-screen flex-col">
        {kept ? <template data-kept-shell="before" /> : <ShellBefore {...details} />}
        {/* tabIndex lets the skip link move keyboard focus here, not just the scroll position */}
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        {kept ? <template data-kept-shell="after" /> : <ShellAfter {...details} />}
      </div>
    </ShellPlaceProvider>
  )
}

/** The frame above the page's <main>. */
export function ShellBefore({ name, quickExitUrl, parts }: ShellDetails) {
  return (
    <>
      {/* the quick exit first of all (the first thing Tab reaches), with Help now beside it on a
          phone, then the skip link; crisis help stays on every page, the single-part ones included */}
      <QuickExit destination={quickExitUrl} beside={<HelpNow />} />
      <SkipLink />
      <CrisisBar />
      <LanguageSwitcher />
      <LanguageOffer />
      {parts === 'footer' ? null : <Navbar name={name} quickExitUrl={quickExitUrl} />}
    </>
  )
}

/** The frame below the page's <main>. */
export function ShellAfter({ footer, parts }: ShellDetails) {
  return (
    <>
      {footer && parts !== 'navbar' ? <Footer details={footer} /> : null}
      <WebAppManifest />
    </>
  )
}

export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only rounded-md bg-brand-800 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:start-3 focus:z-[60]"
    >
      <Trans>Skip to main content</Trans>
    </a>
  )
}
