// The frame of every public page: skip link (first thing a keyboard reaches), navbar, the
// page's <main id="main"> and the footer. The footer is left out when the settings could not
// be read, so an error page still shows.
import type { ReactNode } from 'react'
import { Footer, type FooterDetails } from './footer'
import { Navbar } from './navbar'

type SiteShellProps = {
  name?: string
  footer?: FooterDetails
  children: ReactNode
}

export function SiteShell({ name, footer, children }: SiteShellProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Navbar name={name} />
      {/* tabIndex lets the skip link move keyboard focus here, not just the scroll position */}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      {footer ? <Footer details={footer} /> : null}
    </div>
  )
}

export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only rounded-md bg-brand-800 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60]"
    >
      Skip to main content
    </a>
  )
}
