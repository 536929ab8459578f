// The public site's header: the charity's name, the entries of spec 2.1 (desktop bar from lg
// up) and, below lg, a burger opening the slide-in menu. Before JavaScript runs, or without it,
// the burger is a link to a CSS :target panel holding the same links.
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useLocalPath } from '~/i18n/i18n'
import { CloseIcon, iconButtonClass, NavList } from './nav-list'
import { QuickExitRoom } from './quick-exit'
import { useHydrated } from './use-hydrated'

const FALLBACK_MENU_ID = 'site-menu'

// the dialog (Radix) is a separate chunk so that the page's own JavaScript stays small
const loadMenuDialog = () => import('./mobile-menu-dialog')
const MobileMenuDialog = lazy(loadMenuDialog)

export function Navbar({ name, quickExitUrl }: { name?: string; quickExitUrl?: string }) {
  const { t } = useLingui()
  const localPath = useLocalPath()
  return (
    <header className="sticky top-0 z-40 border-b border-brand-100 bg-sand-50">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <Link to={localPath('/')} className="flex min-w-0 items-center gap-2.5 rounded-md font-semibold text-brand-800 hover:text-brand-700">
          <Logo />
          {/* on a phone the quick exit takes the name's room: the logo stays, the name is read out */}
          {name ? (
            <span className="sr-only text-base leading-tight sm:not-sr-only sm:text-lg">{name}</span>
          ) : (
            <span className="sr-only">
              <Trans>Home</Trans>
            </span>
          )}
        </Link>
        <div className="flex items-center gap-3">
          <nav aria-label={t`Main`} className="hidden lg:block">
            <NavList variant="bar" />
          </nav>
          <MobileMenu quickExitUrl={quickExitUrl} />
          {/* the quick exit floats here once the bar is the top of the screen */}
          <QuickExitRoom />
        </div>
      </div>
    </header>
  )
}

function MobileMenu({ quickExitUrl }: { quickExitUrl?: string }) {
  const { t } = useLingui()
  const hydrated = useHydrated()
  const { pathname } = useLocation()
  // the menu is open on the page where it was opened, so any navigation (an entry, the back
  // button) closes it
  const [openOn, setOpenOn] = useState<string | null>(null)
  const [used, setUsed] = useState(false)
  const burger = useRef<HTMLButtonElement>(null)
  const open = openOn === pathname

  useEffect(() => {
    // on narrow screens fetch the menu's code once the browser is idle, so the first tap is instant
    if (!window.matchMedia('(max-width: 63.99rem)').matches) return
    // Safari before 18 lacks requestIdleCallback
    const requestIdle = window.requestIdleCallback as typeof window.requestIdleCallback | undefined
    if (requestIdle) {
      const id = requestIdle(() => void loadMenuDialog().catch(() => {}))
      return () => window.cancelIdleCallback(id)
    }
    const id = window.setTimeout(() => void loadMenuDialog().catch(() => {}), 2000)
    return () => window.clearTimeout(id)
  }, [])

  if (!hydrated) {
    return (
      <>
        <a href={`#${FALLBACK_MENU_ID}`} aria-label={t`Open menu`} className={`${iconButtonClass} lg:hidden`}>
          <BurgerIcon />
        </a>
        <FallbackMenu />
      </>
    )
  }

  return (
    <>
      <button
        ref={burger}
        type="button"
        aria-label={t`Open menu`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'mobile-menu' : undefined}
        onClick={() => {
          setUsed(true)
          setOpenOn(open ? null : pathname)
        }}
        className={`${iconButtonClass} lg:hidden`}
      >
        <BurgerIcon />
      </button>
      {used ? (
        <Suspense fallback={null}>
          <MobileMenuDialog open={open} onOpenChange={(next) => setOpenOn(next ? pathname : null)} returnFocusTo={burger} quickExitUrl={quickExitUrl} />
        </Suspense>
      ) : null}
      {/* a visitor who tapped the burger before the scripts arrived keeps a working menu */}
      <FallbackMenu />
    </>
  )
}

/** The no-JavaScript menu: shown while the address ends in #site-menu, closed by a link to #. */
function FallbackMenu() {
  const { t } = useLingui()
  return (
    <div id={FALLBACK_MENU_ID} className="fixed inset-0 z-50 hidden target:block lg:target:hidden">
      <a href="#" aria-hidden="true" tabIndex={-1} className="absolute inset-0 bg-slate-900/40">
        <span className="sr-only">
          <Trans>Close menu</Trans>
        </span>
      </a>
      <div className="absolute inset-y-0 end-0 flex w-[min(20rem,88vw)] flex-col overflow-y-auto bg-sand-50 shadow-xl">
        {/* room for the page's quick exit, which stays above this menu */}
        <QuickExitRoom className="ms-auto me-4 mt-3" />
        <div className="flex items-center justify-between border-b border-brand-100 px-5 py-3">
          <p className="text-lg font-semibold text-brand-800">
            <Trans>Menu</Trans>
          </p>
          <a href="#" aria-label={t`Close menu`} className={iconButtonClass}>
            <CloseIcon />
          </a>
        </div>
        <nav aria-label={t`Main`} className="px-3 py-4">
          <NavList variant="panel" />
        </nav>
      </div>
    </div>
  )
}

export function Logo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className="h-9 w-9 shrink-0">
      <circle cx="32" cy="32" r="30" fill="#0f766e" />
      <path d="M32 46s-14-8.5-14-18a8 8 0 0 1 14-5.3A8 8 0 0 1 46 28c0 9.5-14 18-14 18z" fill="#fdf9f3" />
    </svg>
  )
}

function BurgerIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  )
}
