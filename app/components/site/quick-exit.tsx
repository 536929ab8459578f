// "Leave this site": one tap (or Shift pressed three times) hides the page at once and swaps
// it, in the same tab, for a neutral site. location.replace puts the neutral page in place of
// this one in the tab's history, so Back does not come back here. Without JavaScript the
// button is a plain link to the same place. A small script of the page's own, no library: it is on
// every public page.
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { DEFAULT_QUICK_EXIT_URL } from '~/content/quick-exit'
import { InlineScript } from './inline-script'

/** Three presses of Shift within this many milliseconds leave the site. */
export const SHIFT_WINDOW_MS = 5000

/**
 * Sent to the browser as text (InlineScript): a click on any "Leave this site" link, or Shift
 * pressed three times, leaves the site. A Shift press counts only when it is let go with no other
 * key in between, so typing capital letters in a form never triggers the exit; any other key
 * starts the count again. Installed once however many pages of the visit carry it.
 */
export function installQuickExit({ shiftWindowMs }: { shiftWindowMs: number }) {
  const flagged = window as Window & { quickExitInstalled?: boolean }
  if (flagged.quickExitInstalled) return
  flagged.quickExitInstalled = true
  const leave = (destination: string) => {
    // blank first, so nothing stays on screen while the other site loads
    document.documentElement.style.visibility = 'hidden'
    document.title = ''
    window.location.replace(destination)
  }
  const exitLink = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLAnchorElement>('a[data-quick-exit]') : null)
  document.addEventListener('click', (event) => {
    const link = exitLink(event.target)
    if (!link) return
    event.preventDefault()
    leave(link.href)
  })
  let presses: number[] = []
  let shiftAlone = false
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Shift') {
        if (!event.repeat) shiftAlone = true
        return
      }
      shiftAlone = false
      presses = []
    },
    true,
  )
  window.addEventListener(
    'keyup',
    (event) => {
      if (event.key !== 'Shift' || !shiftAlone) return
      shiftAlone = false
      const now = Date.now()
      presses = [...presses.filter((time) => now - time < shiftWindowMs), now]
      const link = document.querySelector<HTMLAnchorElement>('a[data-quick-exit]')
      if (presses.length >= 3 && link) leave(link.href)
    },
    true,
  )
}

export const BUTTON = 'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap'

function Label() {
  return (
    <>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 rtl:-scale-x-100" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M14 4h5v16h-5M10 8l-4 4 4 4M6 12h10" />
      </svg>
      <Trans>Leave this site</Trans>
    </>
  )
}

/**
 * The button, kept at the top of the screen however far the page scrolls (like GOV.UK's "Exit
 * this page"), and the first thing the Tab key reaches. It takes no room of its own: it floats
 * over the room the crisis bar keeps for it (QuickExitRoom) at the top of the page, then over the
 * room the navbar keeps, the navbar being sticky: both rooms are in the same place, 12 px below
 * the top, so it never covers a crisis number, a link or the page's content.
 */
export function QuickExit({ destination = DEFAULT_QUICK_EXIT_URL, beside }: { destination?: string; beside?: ReactNode }) {
  return (
    <div className="pointer-events-none sticky top-0 z-50 h-0">
      {/* the quick exit first in the page (the first Tab stop) and at the end of the line; Help
          now (on a phone) comes after it in the page and at the start of the line */}
      <div className="relative mx-auto flex max-w-6xl flex-row-reverse justify-between gap-3 px-4 pt-3 sm:px-6">
        <LeaveSiteLink destination={destination} className="pointer-events-auto" />
        {beside}
      </div>
      <InlineScript run={installQuickExit} args={{ shiftWindowMs: SHIFT_WINDOW_MS }} />
    </div>
  )
}

/** The button itself: also at the top of the phone menu, which covers the page while it is open. */
export function LeaveSiteLink({ destination = DEFAULT_QUICK_EXIT_URL, className = '' }: { destination?: string; className?: string }) {
  // installQuickExit's listener takes the click (without JavaScript the link itself leaves)
  return (
    <a href={destination} rel="noreferrer" data-quick-exit className={`${BUTTON} bg-accent-700 text-white shadow-sm hover:bg-accent-800 ${className}`.trim()}>
      <Label />
    </a>
  )
}

/** The room the button takes at the top of the page: the same size in every language, never seen, never read out. */
export function QuickExitRoom({ className = '' }: { className?: string }) {
  return (
    <span aria-hidden="true" className={`${BUTTON} invisible ${className}`.trim()}>
      <Label />
    </span>
  )
}

