// The home page's testimonials carousel (spec 2.3 and 9): loops, 3 slides on wide screens, 2 at
// 1024 px and below, 1 at 668 px and below, a 500 ms transition, previous/next buttons and dots,
// ratings as stars out of 5.
//
// The server renders every slide in a row that scrolls sideways on its own (CSS scroll snap), so
// without JavaScript every testimonial can be read. Embla (core + autoplay) is fetched only when
// the carousel comes near the screen, so it costs the page's first load nothing; only then do the
// buttons and dots appear.
//
// Autoplay follows WCAG 2.2.2: a visible pause/play button comes first in the tab order, the
// rotation holds while the pointer is over the carousel or focus is inside it, and it does not
// start for visitors who ask for reduced motion (they can still press play; slides then jump
// instead of gliding).
//
// On a right-to-left page (Urdu) the slides run from right to left: the first is on the right,
// "next" brings in the one on its left, and the arrow buttons point the other way.
import { englishWhereFallback, type Localized } from '~/content/translations'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import type { EmblaCarouselType } from 'embla-carousel'
import type { AutoplayType } from 'embla-carousel-autoplay'
import { PersonPicture } from './person-picture'
import { StarRating } from './star-rating'
import { useLanguage } from '~/i18n/i18n'
import { LANGUAGE_FACTS } from '~/i18n/languages'
import type { MediaImage } from '~/utils/media-url'

/**
 * Embla's `duration` is not in milliseconds: each 1/60 s frame the slide's speed grows by
 * distance/duration and is then multiplied by a friction of 0.68. Simulating that motion, 19
 * brings a slide (330 to 560 px, our slide widths) to within 1 px of its place in 500 to 517 ms
 * with under 0.3 px overshoot; 25 (Embla's default) takes about 870 ms.
 */
export const EMBLA_DURATION_FOR_500_MS = 19
/** Time each view stays before the next slide comes in. */
export const AUTOPLAY_DELAY_MS = 6000

export type CarouselTestimonial = Localized & {
  id: number
  name: string
  profession: string
  message: string
  rating: number
  image: MediaImage | null
}

type Props = {
  testimonials: CarouselTestimonial[]
  /** Id of the section heading that names the carousel. */
  labelledBy: string
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

type Engine = { embla: EmblaCarouselType; autoplay: AutoplayType }

const loadEmbla = () => Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')])
type EmblaModules = Awaited<ReturnType<typeof loadEmbla>>

export function TestimonialCarousel({ testimonials, labelledBy }: Props) {
  const { t } = useLingui()
  const direction = LANGUAGE_FACTS[useLanguage()].dir
  const slidesId = useId()
  const root = useRef<HTMLDivElement>(null)
  const viewport = useRef<HTMLDivElement>(null)
  const rotationButton = useRef<HTMLButtonElement>(null)
  const [modules, setModules] = useState<EmblaModules | null>(null)
  const [engine, setEngine] = useState<Engine | null>(null)
  const [selected, setSelected] = useState(0)
  const [snapCount, setSnapCount] = useState(testimonials.length)
  const [pausedByUser, setPausedByUser] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)

  const rotating = engine !== null && !pausedByUser && !hovered && !focused
  // read by Embla's event handlers, which outlive a render
  const rotatingRef = useRef(rotating)
  useEffect(() => {
    rotatingRef.current = rotating
  }, [rotating])

  // visitors who ask for less motion get no autoplay (Embla's breakpoint below makes their
  // slide changes instant)
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION)
    const apply = () => {
      if (query.matches) setPausedByUser(true)
    }
    apply()
    query.addEventListener('change', apply)
    return () => query.removeEventListener('change', apply)
  }, [])

  // fetch Embla when the carousel comes within reach of the screen
  useEffect(() => {
    const element = root.current
    if (!element) return
    let cancelled = false
    const load = () =>
      loadEmbla().then(
        (loaded) => !cancelled && setModules(loaded),
        // without Embla the slides still scroll sideways: nothing to tell the visitor
        () => {},
      )
    if (typeof IntersectionObserver === 'undefined') {
      void load()
      return () => void (cancelled = true)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          void load()
        }
      },
      { rootMargin: '300px 0px' },
    )
    observer.observe(element)
    return () => {
      cancelled = true
      observer.disconnect()
    }
  }, [])

  // start Embla once its code is here (the viewport has switched from native scrolling by then)
  useEffect(() => {
    const node = viewport.current
    if (!modules || !node) return
    const [{ default: EmblaCarousel }, { default: Autoplay }] = modules
    node.scrollLeft = 0
    const autoplay = Autoplay({
      delay: AUTOPLAY_DELAY_MS,
      playOnInit: false,
      // this component decides when to play: the plugin's own stop rules are turned off
      stopOnInteraction: false,
      stopOnFocusIn: false,
      stopOnMouseEnter: false,
    })
    const embla = EmblaCarousel(
      node,
      {
        loop: true,
        align: 'start',
        direction,
        duration: EMBLA_DURATION_FOR_500_MS,
        breakpoints: { [REDUCED_MOTION]: { duration: 0 } },
      },
      [autoplay],
    )
    const sync = () => {
      setSnapCount(embla.scrollSnapList().length)
      setSelected(embla.selectedScrollSnap())
    }
    // Embla re-creates its plugins after a resize, which stops the autoplay: resume it if it was on
    const afterReInit = () => {
      sync()
      if (rotatingRef.current) autoplay.play()
    }
    // a touch drag restarts the plugin's timer when the finger lifts; keep a pause in force
    const keepPause = () => {
      if (!rotatingRef.current) autoplay.stop()
    }
    embla.on('select', sync).on('reInit', afterReInit).on('pointerUp', keepPause)
    sync()
    setEngine({ embla, autoplay })
    return () => {
      embla.destroy()
      setEngine(null)
    }
  }, [modules, direction])

  useEffect(() => {
    if (!engine) return
    if (rotating) engine.autoplay.play()
    else engine.autoplay.stop()
  }, [engine, rotating])

  const go = (move: (embla: EmblaCarouselType) => void) => {
    if (!engine) return
    move(engine.embla)
    // a fresh full delay after the visitor moved the carousel
    engine.autoplay.reset()
  }

  const enhanced = engine !== null
  const canMove = snapCount > 1
  const controlsClass = enhanced && canMove ? '' : 'invisible'
  const count = testimonials.length
  const slideLabel = (position: number) => t`${position} of ${count}`
  const dotLabel = (number: number) => t`Go to testimonial ${number}`

  return (
    <div
      ref={root}
      role="region"
      aria-roledescription={t({ message: 'carousel', comment: 'What a screen reader calls the testimonials carousel' })}
      aria-labelledby={labelledBy}
      data-enhanced={enhanced ? 'true' : 'false'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => setFocused((event.target as Element) !== rotationButton.current)}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
      className="relative"
    >
      <div className={`flex justify-end ${controlsClass}`}>
        <button
          ref={rotationButton}
          type="button"
          aria-controls={slidesId}
          onClick={() => setPausedByUser((paused) => !paused)}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-200 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {pausedByUser ? <PlayIcon /> : <PauseIcon />}
          {pausedByUser ? <Trans>Play testimonials</Trans> : <Trans>Pause testimonials</Trans>}
        </button>
      </div>

      <div
        ref={viewport}
        // before Embla runs (or without JavaScript) the row scrolls natively; it takes keyboard
        // focus then so that it can be scrolled with the arrow keys
        tabIndex={enhanced ? undefined : 0}
        className={`mt-4 rounded-2xl ${enhanced ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto pb-3'}`}
        data-testid="carousel-viewport"
      >
        <div id={slidesId} aria-live={rotating ? 'off' : 'polite'} className="-ms-4 flex touch-pan-y">
          {testimonials.map((testimonial, index) => (
            <div
              key={testimonial.id}
              role="group"
              aria-roledescription={t({ message: 'slide', comment: 'What a screen reader calls one testimonial of the carousel' })}
              aria-label={slideLabel(index + 1)}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start ps-4 min-[669px]:basis-1/2 min-[1025px]:basis-1/3"
            >
              <TestimonialSlide testimonial={testimonial} />
            </div>
          ))}
        </div>
      </div>

      <div className={`mt-6 flex items-center justify-center gap-3 ${controlsClass}`}>
        <button type="button" aria-label={t`Previous testimonial`} aria-controls={slidesId} onClick={() => go((embla) => embla.scrollPrev())} className={arrowClass}>
          <ArrowIcon direction="left" />
        </button>
        <ul className="flex flex-wrap justify-center gap-1" aria-label={t`Choose a testimonial`}>
          {Array.from({ length: snapCount }, (_, index) => (
            <li key={index}>
              <button
                type="button"
                aria-label={dotLabel(index + 1)}
                aria-current={index === selected ? 'true' : undefined}
                aria-controls={slidesId}
                onClick={() => go((embla) => embla.scrollTo(index))}
                className="group flex h-8 w-8 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block h-3 rounded-full transition-all ${index === selected ? 'w-6 bg-brand-700' : 'w-3 border-2 border-brand-700 bg-white group-hover:bg-brand-100'}`}
                />
              </button>
            </li>
          ))}
        </ul>
        <button type="button" aria-label={t`Next testimonial`} aria-controls={slidesId} onClick={() => go((embla) => embla.scrollNext())} className={arrowClass}>
          <ArrowIcon direction="right" />
        </button>
      </div>
    </div>
  )
}

function TestimonialSlide({ testimonial }: { testimonial: CarouselTestimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-brand-100 bg-white p-6 shadow-sm" data-testid="testimonial">
      <StarRating rating={testimonial.rating} />
      <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">
        <p {...englishWhereFallback(testimonial, 'message')}>“{testimonial.message}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <PersonPicture
          name={testimonial.name}
          image={testimonial.image}
          sizes="56px"
          className="h-14 w-14 shrink-0 rounded-full"
          textClassName="text-lg"
        />
        <span className="min-w-0">
          <span className="block font-semibold text-brand-900">{testimonial.name}</span>
          <span className="block text-sm text-slate-600" {...englishWhereFallback(testimonial, 'profession')}>
            {testimonial.profession}
          </span>
        </span>
      </figcaption>
    </figure>
  )
}

const arrowClass =
  'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-brand-200 bg-white text-brand-800 hover:bg-brand-50'

/** An arrow drawn for left-to-right pages, mirrored on right-to-left ones (where "previous" points right). */
function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="h-5 w-5 fill-none stroke-current rtl:-scale-x-100" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {direction === 'left' ? <path d="M12.5 4.5L7 10l5.5 5.5" /> : <path d="M7.5 4.5L13 10l-5.5 5.5" />}
    </svg>
  )
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4 fill-current">
      <rect x="5" y="4" width="3.5" height="12" rx="1" />
      <rect x="11.5" y="4" width="3.5" height="12" rx="1" />
    </svg>
  )
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4 fill-current">
      <path d="M6 4.2v11.6a.8.8 0 001.2.7l9-5.8a.8.8 0 000-1.4l-9-5.8A.8.8 0 006 4.2z" />
    </svg>
  )
}
