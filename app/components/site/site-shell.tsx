// The frame of every public page: the quick exit (first thing a keyboard reaches, kept on
// screen), skip link, the crisis help bar, navbar, the page's <main id="main">, the footer and,
// once the page has loaded, the web app manifest. The footer is left out when the settings could
// not be read, so an error page still shows.
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { CrisisBar } from './crisis-bar'
import { Footer, type FooterDetails } from './footer'
import { HelpNow } from './help-now'
import { LanguageOffer } from './language-offer'
import { LanguageSwitcher } from './language-switcher'
import { Navbar } from './navbar'
import { QuickExit } from './quick-exit'
import { WebAppManifest } from './web-app-manifest'

/** The /navbar and /footer routes show one part of the frame alone (spec 2.2 declares them). */
export type ShellParts = 'all' | 'navbar' | 'footer'

type SiteShellProps = {
  name?: string
  footer?: FooterDetails
  /** Where the quick exit leads; the default weather page until the settings choose one. */
  quickExitUrl?: string
  parts?: ShellParts
  children: ReactNode
}

export function SiteShell({ name, footer, quickExitUrl, parts = 'all', children }: SiteShellProps) {
  return (
    <div className="flex min-h-screen flex-col">
      {/* the quick exit first of all (the first thing Tab reaches), with Help now beside it on a
          phone, then the skip link; crisis help stays on every page, the single-part ones included */}
      <QuickExit destination={quickExitUrl} beside={<HelpNow />} />
      <SkipLink />
      <CrisisBar />
      <LanguageSwitcher />
      <LanguageOffer />
      {parts === 'footer' ? null : <Navbar name={name} quickExitUrl={quickExitUrl} />}
      {/* tabIndex lets the skip link move keyboard focus here, not just the scroll position */}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      {footer && parts !== 'navbar' ? <Footer details={footer} /> : null}
      <WebAppManifest />
    </div>
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
