// The public site's header: the charity's name, the entries of spec 2.1 (desktop bar from lg
// up) and, below lg, a burger opening the slide-in menu.
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocalPath } from '~/i18n/i18n'
import { InlineScript } from './inline-script'
import { CloseIcon, iconButtonClass, NavList } from './nav-list'
import { CrisisLines, MoreCrisisHelp } from './crisis-bar'
import { HelpNowRoom } from './help-now'
import { LanguageForm } from './language-switcher'
import { LeaveSiteLink, QuickExitRoom } from './quick-exit'
import { DocumentLink } from '~/components/site/document-link'

const MENU_ID = 'site-menu'

export function Navbar({ name, quickExitUrl }: { name?: string; quickExitUrl?: string }) {
  const { t } = useLingui()
  const localPath = useLocalPath()
  return (
    <header className="sticky top-0 z-40 border-b border-brand-100 bg-sand-50">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
        {/* on a phone, Help now floats at the start of the line (help-now.tsx), where the logo
            was: the logo goes (the menu's first entry is Home; the name is in every title) */}
        <HelpNowRoom />
        <DocumentLink to={localPath('/')} className="flex min-w-0 items-center gap-2.5 rounded-md font-semibold text-brand-800 hover:text-brand-700 max-sm:hidden">
          <Logo />
          {/* on a phone the quick exit takes the name's room: the logo stays, the name is read out */}
          {name ? (
            <span className="sr-only text-base leading-tight sm:not-sr-only sm:text-lg">{name}</span>
          ) : (
            <span className="sr-only">
              <Trans>Home</Trans>
            </span>
          )}
        </DocumentLink>
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

/**
 * Below lg, the burger and the menu: a native <dialog>. Without JavaScript the burger is a link to
 * #site-menu and the dialog shows while the address ends in it (CSS :target), closed by a link to
 * #. With it (enhanceMenu), the links become buttons and the dialog opens modal: focus stays
 * inside, Esc and a click outside close it, the rest of the page is out of reach meanwhile, and
 * the menu carries its own quick exit where the page's one was.
 */
function MobileMenu({ quickExitUrl }: { quickExitUrl?: string }) {
  const { t } = useLingui()
  return (
    <>
      {/* both are in the page: the script swaps them (changing markup React may hydrate would undo it) */}
      <a href={`#${MENU_ID}`} data-menu-burger aria-label={t`Open menu`} className={`${iconButtonClass} lg:hidden`}>
        <BurgerIcon />
      </a>
      <button
        type="button"
        hidden
        data-menu-burger
        aria-label={t`Open menu`}
        aria-haspopup="dialog"
        aria-expanded="false"
        aria-controls={MENU_ID}
        className={`${iconButtonClass} lg:hidden`}
      >
        <BurgerIcon />
      </button>
      <dialog
        id={MENU_ID}
        aria-labelledby={`${MENU_ID}-title`}
        className="group fixed inset-0 z-50 m-0 hidden h-full max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-transparent target:block open:block lg:hidden lg:target:hidden"
      >
        <a href="#" data-menu-close aria-hidden="true" tabIndex={-1} className="absolute inset-0 bg-slate-900/40 motion-safe:group-open:animate-fade-in">
          <span className="sr-only">
            <Trans>Close menu</Trans>
          </span>
        </a>
        <div className="absolute inset-y-0 end-0 flex w-[min(20rem,88vw)] flex-col overflow-y-auto bg-sand-50 shadow-xl motion-safe:group-open:animate-slide-in-right rtl:motion-safe:group-open:animate-slide-in-left">
          {/* without JavaScript the page's quick exit stays above this menu: room for it; the
              modal menu covers the page, so it carries its own where that one was */}
          <QuickExitRoom className="ms-auto me-4 mt-3 group-open:hidden" />
          <div className="hidden justify-end px-4 pt-3 group-open:flex">
            <LeaveSiteLink destination={quickExitUrl} />
          </div>
          <div className="flex items-center justify-between border-b border-brand-100 px-5 py-3">
            <p id={`${MENU_ID}-title`} className="text-lg font-semibold text-brand-800">
              <Trans>Menu</Trans>
            </p>
            <a href="#" data-menu-close aria-label={t`Close menu`} className={iconButtonClass}>
              <CloseIcon />
            </a>
            <button type="button" hidden data-menu-close aria-label={t`Close menu`} className={iconButtonClass}>
              <CloseIcon />
            </button>
          </div>
          <nav aria-label={t`Main`} className="px-3 py-4">
            <NavList variant="panel" />
          </nav>
          {/* what the bars above the navbar hold on wider screens: the languages and the crisis lines */}
          <LanguageForm className="flex flex-wrap items-center gap-1 border-t border-brand-100 px-5 py-3" />
          <aside aria-label={t`Crisis help`} className="mx-3 mb-4 rounded-lg bg-brand-50 p-4 text-sm leading-relaxed text-slate-800">
            <p>
              <CrisisLines />
            </p>
            <p className="mt-2">
              <MoreCrisisHelp />
            </p>
          </aside>
        </div>
      </dialog>
      <InlineScript run={enhanceMenu} args={{ id: MENU_ID }} />
    </>
  )
}

/** Sent to the browser as text (InlineScript), after the menu's markup. */
export function enhanceMenu({ id }: { id: string }) {
  const dialog = document.getElementById(id) as HTMLDialogElement | null
  const burgerLink = document.querySelector<HTMLAnchorElement>('a[data-menu-burger]')
  const burger = document.querySelector<HTMLButtonElement>('button[data-menu-burger]')
  const closeLink = dialog?.querySelector<HTMLAnchorElement>('a[data-menu-close][aria-label]')
  const close = dialog?.querySelector<HTMLButtonElement>('button[data-menu-close]')
  const overlay = dialog?.querySelector<HTMLAnchorElement>('a[data-menu-close][aria-hidden]')
  if (!dialog || !burgerLink || !burger || !closeLink || !close || !overlay || typeof dialog.showModal !== 'function') return
  // the links the page works with without JavaScript give way to buttons
  for (const link of [burgerLink, closeLink]) link.hidden = true
  burger.hidden = false
  close.hidden = false
  close.autofocus = true
  close.addEventListener('click', () => dialog.close())
  overlay.addEventListener('click', (event) => {
    event.preventDefault()
    dialog.close()
  })
  let overflow = ''
  burger.addEventListener('click', () => {
    overflow = document.documentElement.style.overflow
    document.documentElement.style.overflow = 'hidden'
    dialog.showModal()
    burger.setAttribute('aria-expanded', 'true')
  })
  dialog.addEventListener('close', () => {
    document.documentElement.style.overflow = overflow
    burger.setAttribute('aria-expanded', 'false')
    burger.focus()
  })
  // the entry of the page already shown closes the menu and goes to the top, without a reload
  dialog.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null
    if (!link || link === overlay || link.pathname !== window.location.pathname || link.hash || link.hasAttribute('data-quick-exit')) return
    event.preventDefault()
    dialog.close()
    window.scrollTo({ top: 0, behavior: 'instant' })
  })
  // Tab and Shift+Tab go round inside the menu (a modal dialog alone lets them out to the browser's bar)
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return
    const stops = [...dialog.querySelectorAll<HTMLElement>('a[href], button')].filter((element) => element.tabIndex >= 0 && element.offsetParent !== null)
    const [first, last] = [stops[0], stops.at(-1)]
    if (event.shiftKey ? document.activeElement !== first : document.activeElement !== last) return
    event.preventDefault()
    ;(event.shiftKey ? last : first)?.focus()
  })
  // the menu is for narrow screens: widening the window closes it
  window.matchMedia('(min-width: 64rem)').addEventListener('change', (event) => {
    if (event.matches && dialog.open) dialog.close()
  })
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
