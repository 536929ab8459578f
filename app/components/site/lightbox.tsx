// A picture viewer on the native <dialog> (docs/decisions/004-lightbox-on-native-dialog.md):
// showModal() makes the rest of the page inert and gives Esc for free; we add the arrow keys,
// previous/next buttons, a counter, and a horizontal swipe through pointer events. Arrow keys and
// swipes follow the reading direction: on a right-to-left page (Urdu) the next picture is on the left.
import { englishWhereFallback, type Localized } from '~/content/translations'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react'
import { useLanguage } from '~/i18n/i18n'
import { LANGUAGE_FACTS } from '~/i18n/languages'
import { mediaSrc, mediaSrcSet, type MediaImage } from '~/utils/media-url'

export type LightboxItem = Localized & { id: number; title: string; image: MediaImage }

type Props = {
  /** The dialog's accessible name, e.g. "Walk and Talk: pictures". */
  label: string
  items: LightboxItem[]
  /** The picture shown, or null while the viewer is closed. */
  index: number | null
  onIndexChange: (index: number) => void
  /** Called however the viewer was closed (Esc, the close button). */
  onClose: () => void
}

/**
 * A viewer opened from a row of links to the large pictures (a grid of thumbnails): `opener(i)`
 * goes on the i-th link (a click with a modifier keeps the browser's own meaning, open the
 * picture in a new tab), `viewer` on the Lightbox; closing it gives focus back to the link of
 * the picture last seen, so the keyboard continues from there.
 */
export function useLightbox() {
  const [shown, setShown] = useState<number | null>(null)
  const openers = useRef<(HTMLAnchorElement | null)[]>([])
  const opener = (position: number) => ({
    ref: (element: HTMLAnchorElement | null) => {
      openers.current[position] = element
    },
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      setShown(position)
    },
  })
  const onClose = () => {
    const last = shown
    setShown(null)
    if (last !== null) openers.current[last]?.focus()
  }
  return { opener, viewer: { index: shown, onIndexChange: setShown, onClose } }
}

/** A horizontal move longer than this (px) is a swipe. */
const SWIPE_DISTANCE = 50

export function Lightbox({ label, items, index, onIndexChange, onClose }: Props) {
  const { t } = useLingui()
  // +1 when the next picture lies to the right (left to right), -1 when it lies to the left
  const forward = LANGUAGE_FACTS[useLanguage()].dir === 'rtl' ? -1 : 1
  const dialog = useRef<HTMLDialogElement>(null)
  const swipeStart = useRef<{ x: number; y: number } | null>(null)
  const open = index !== null
  const item = index === null ? undefined : items[index]
  const count = items.length
  const position = index === null ? 0 : index + 1
  const title = item?.title

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])

  useEffect(() => {
    if (!open) return
    // the page behind must not scroll under a finger swiping through pictures
    const root = document.documentElement
    const previous = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = previous
    }
  }, [open])

  const step = (by: number) => {
    if (index !== null && count > 1) onIndexChange((index + by + count) % count)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const moves: Record<string, () => void> = {
      ArrowRight: () => step(forward),
      ArrowLeft: () => step(-forward),
      Home: () => onIndexChange(0),
      End: () => onIndexChange(count - 1),
    }
    const move = moves[event.key]
    if (move) {
      event.preventDefault()
      move()
    }
  }

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = { x: event.clientX, y: event.clientY }
  }
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current
    swipeStart.current = null
    if (!start) return
    const dx = event.clientX - start.x
    const dy = event.clientY - start.y
    // a swipe drags the picture away: towards the left shows the one on its right
    if (Math.abs(dx) > SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy)) step(dx < 0 ? forward : -forward)
  }

  return (
    <dialog
      ref={dialog}
      aria-label={label}
      onClose={onClose}
      onKeyDown={onKeyDown}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-slate-950 p-0 text-white backdrop:bg-slate-950 [--focus-ring:var(--color-sand-50)]"
    >
      {item ? (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-4 px-4 py-2 sm:px-6">
            <p aria-live="polite" className="text-sm font-medium text-slate-200">
              <Trans>
                {position} of {count}
                <span className="sr-only">: {title}</span>
              </Trans>
            </p>
            <button type="button" onClick={() => dialog.current?.close()} aria-label={t`Close`} className={buttonClass}>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          <figure
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipeStart.current = null)}
            // vertical panning and zoom stay with the browser; horizontal moves are ours
            className="flex min-h-0 flex-1 touch-pan-y flex-col items-center justify-center gap-3 px-2 select-none sm:px-6"
          >
            <img
              key={item.image.hash}
              src={mediaSrc(item.image, 1600)}
              srcSet={mediaSrcSet(item.image)}
              sizes="100vw"
              width={item.image.width}
              height={item.image.height}
              alt={item.image.alt}
              draggable={false}
              className="min-h-0 w-auto max-w-full flex-1 object-contain"
            />
            <figcaption className="px-2 text-center text-base text-slate-100" {...englishWhereFallback(item, 'title')}>
              {item.title}
            </figcaption>
          </figure>
          {count > 1 ? (
            <div className="flex justify-center gap-4 px-4 py-3">
              <button type="button" onClick={() => step(-1)} className={`${buttonClass} gap-2 px-4`}>
                <span aria-hidden="true" className="rtl:-scale-x-100">
                  ←
                </span>{' '}
                <Trans>
                  Previous<span className="sr-only"> picture</span>
                </Trans>
              </button>
              <button type="button" onClick={() => step(1)} className={`${buttonClass} gap-2 px-4`}>
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
      ) : null}
    </dialog>
  )
}

const buttonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full bg-white/10 font-medium text-white hover:bg-white/20'
