// An album's picture viewer on the public pages, which do not load React in the browser (decision
// 039): the server renders the thumbnails' links, each to its large picture, and a native <dialog>
// holding every picture (loading="lazy", so none is fetched before it is shown); a small script of
// the page's own (enhanceViewer) opens it over the page. showModal() makes the rest of the page
// inert and gives Esc for free; the script adds the arrow keys, Home and End, previous and next
// buttons, a counter and a horizontal swipe. Arrow keys and swipes follow the reading direction:
// on a right-to-left page (Urdu) the next picture is on the left. Without JavaScript each
// thumbnail opens the large picture itself. The back office's gallery list, whose page React
// runs, uses the same viewer and runs the script from an effect (useViewerScript).
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, type ReactNode } from 'react'
import { InlineScript } from './inline-script'
import { englishWhereFallback, type Localized } from '~/content/translations'
import { useLanguage } from '~/i18n/i18n'
import { LANGUAGE_FACTS, type Language } from '~/i18n/languages'
import { mediaSrc, mediaSrcSet, type MediaImage } from '~/utils/media-url'

export type ViewerItem = Localized & { id: number; title: string; image: MediaImage }

/** A horizontal move longer than this (px) is a swipe. */
const SWIPE_DISTANCE = 50

/** +1 when the next picture lies to the right (left to right), -1 when it lies to the left. */
const viewerForward = (language: Language) => (LANGUAGE_FACTS[language].dir === 'rtl' ? -1 : 1)

type ViewerArgs = { id: string; forward: 1 | -1; swipeDistance: number }

/**
 * Sent to the browser as text (InlineScript), after the viewer's markup; or run by an effect where
 * React runs the page. Running it again (React changed the pictures) first takes off what the
 * last run put on; the function it returns does the same.
 */
export function enhanceViewer({ id, forward, swipeDistance }: ViewerArgs): () => void {
  const root = document.getElementById(id) as (HTMLElement & { viewerOff?: () => void }) | null
  const dialog = root?.querySelector('dialog')
  if (!root || !dialog || typeof dialog.showModal !== 'function') return () => {}
  root.viewerOff?.()
  const controller = new AbortController()
  const signal = controller.signal
  root.viewerOff = () => controller.abort()
  const openers = [...root.querySelectorAll<HTMLAnchorElement>('a[data-viewer-opener]')]
  const figures = [...dialog.querySelectorAll<HTMLElement>('figure')]
  const counter = dialog.querySelector('[data-viewer-counter]')!
  const title = dialog.querySelector('[data-viewer-title]')!
  const count = figures.length
  let shown = 0
  let overflow = ''
  const show = (index: number) => {
    shown = (index + count) % count
    figures.forEach((figure, position) => (figure.hidden = position !== shown))
    counter.textContent = figures[shown].dataset.counter ?? ''
    title.textContent = figures[shown].dataset.title ?? ''
  }
  openers.forEach((opener, index) =>
    opener.addEventListener(
      'click',
      (event) => {
        // a click with a modifier keeps the browser's own meaning: the picture in a new tab
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        show(index)
        // the page behind must not scroll under a finger swiping through pictures
        overflow = document.documentElement.style.overflow
        document.documentElement.style.overflow = 'hidden'
        dialog.showModal()
      },
      { signal },
    ),
  )
  // focus goes back to the thumbnail of the picture last seen, so the keyboard continues from there
  dialog.addEventListener(
    'close',
    () => {
      document.documentElement.style.overflow = overflow
      openers[shown]?.focus()
    },
    { signal },
  )
  dialog.querySelector('[data-viewer-close]')?.addEventListener('click', () => dialog.close(), { signal })
  dialog.querySelector('[data-viewer-previous]')?.addEventListener('click', () => show(shown - 1), { signal })
  dialog.querySelector('[data-viewer-next]')?.addEventListener('click', () => show(shown + 1), { signal })
  dialog.addEventListener(
    'keydown',
    (event) => {
      const moves: Record<string, number> = { ArrowRight: shown + forward, ArrowLeft: shown - forward, Home: 0, End: count - 1 }
      if (!(event.key in moves) || count < 2) return
      event.preventDefault()
      show(moves[event.key])
    },
    { signal },
  )
  let swipeStart: { x: number; y: number } | null = null
  const stage = dialog.querySelector<HTMLElement>('[data-viewer-stage]')!
  stage.addEventListener('pointerdown', (event) => (swipeStart = { x: event.clientX, y: event.clientY }), { signal })
  stage.addEventListener('pointercancel', () => (swipeStart = null), { signal })
  stage.addEventListener(
    'pointerup',
    (event) => {
      const start = swipeStart
      swipeStart = null
      if (!start) return
      const dx = event.clientX - start.x
      const dy = event.clientY - start.y
      // a swipe drags the picture away: towards the left shows the one on its right
      if (Math.abs(dx) > swipeDistance && Math.abs(dx) > Math.abs(dy) && count > 1) show(shown + (dx < 0 ? forward : -forward))
    },
    { signal },
  )
  return root.viewerOff
}

type Props = {
  id: string
  /** The dialog's accessible name, e.g. "Walk and Talk: pictures". */
  label: string
  items: ViewerItem[]
  /** The thumbnails, each a link made with viewerLink, in the order of `items`. */
  children: ReactNode
}

/** The props of a thumbnail's link: to the large picture, which the viewer shows instead. */
export function viewerLink(image: MediaImage) {
  return { href: mediaSrc(image, 1600), 'data-viewer-opener': true }
}

export function PictureViewer({ id, label, items, children }: Props) {
  const { t } = useLingui()
  const forward = viewerForward(useLanguage())
  const count = items.length
  return (
    <div id={id}>
      {children}
      {count > 0 ? (
        <dialog
          aria-label={label}
          className="m-0 h-dvh max-h-none w-full max-w-none bg-slate-950 p-0 text-white backdrop:bg-slate-950 [--focus-ring:var(--color-sand-50)]"
        >
          <div className="flex h-full flex-col">
            <div className="flex items-center justify-between gap-4 px-4 py-2 sm:px-6">
              <p aria-live="polite" className="text-sm font-medium text-slate-200">
                <span data-viewer-counter />
                <span className="sr-only">
                  : <span data-viewer-title />
                </span>
              </p>
              <button type="button" data-viewer-close autoFocus aria-label={t`Close`} className={buttonClass}>
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </button>
            </div>
            {/* vertical panning and zoom stay with the browser; horizontal moves are ours */}
            <div data-viewer-stage className="flex min-h-0 flex-1 touch-pan-y flex-col select-none">
              {items.map((item, index) => {
                const position = index + 1
                return (
                  <figure
                    key={item.id}
                    hidden
                    data-counter={t`${position} of ${count}`}
                    data-title={item.title}
                    className="flex min-h-0 flex-1 flex-col items-center justify-center gap-3 px-2 sm:px-6"
                  >
                    <img
                      src={mediaSrc(item.image, 1600)}
                      srcSet={mediaSrcSet(item.image)}
                      sizes="100vw"
                      width={item.image.width}
                      height={item.image.height}
                      alt={item.image.alt}
                      loading="lazy"
                      draggable={false}
                      className="min-h-0 w-auto max-w-full flex-1 object-contain"
                    />
                    <figcaption className="px-2 text-center text-base text-slate-100" {...englishWhereFallback(item, 'title')}>
                      {item.title}
                    </figcaption>
                  </figure>
                )
              })}
            </div>
            {count > 1 ? (
              <div className="flex justify-center gap-4 px-4 py-3">
                <button type="button" data-viewer-previous className={`${buttonClass} gap-2 px-4`}>
                  <span aria-hidden="true" className="rtl:-scale-x-100">
                    ←
                  </span>{' '}
                  <Trans>
                    Previous<span className="sr-only"> picture</span>
                  </Trans>
                </button>
                <button type="button" data-viewer-next className={`${buttonClass} gap-2 px-4`}>
                  <Trans>
                    Next<span className="sr-only"> picture</span>
                  </Trans>{' '}
                  <span aria-hidden="true" className="rtl:-scale-x-100">
                    →
                  </span>
                </button>
              </div>
            ) : null}
          </div>
        </dialog>
      ) : null}
      <InlineScript run={enhanceViewer} args={{ id, forward, swipeDistance: SWIPE_DISTANCE }} />
    </div>
  )
}

/**
 * Where React runs the page (the back office), the viewer's script runs from an effect, again
 * whenever the pictures change (`picturesKey`): the page's own copy of it ran only on the first
 * load.
 */
export function useViewerScript(id: string, picturesKey: string) {
  const forward = viewerForward(useLanguage())
  useEffect(() => enhanceViewer({ id, forward, swipeDistance: SWIPE_DISTANCE }), [id, forward, picturesKey])
}

const buttonClass = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full bg-white/10 font-medium text-white hover:bg-white/20'
