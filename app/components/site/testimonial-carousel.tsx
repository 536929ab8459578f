// The home page's testimonials carousel (spec 2.3 and 9): loops, 3 slides on wide screens, 2 at
// 1024 px and below, 1 at 668 px and below, a 500 ms transition, previous/next buttons and dots,
// ratings as stars out of 5.
//
// The server renders every slide in a row that scrolls sideways on its own (CSS scroll snap), so
// without JavaScript every testimonial can be read. The page carries a small script of its own
// (enhanceCarousel), which loads Embla (core + autoplay, 8 KB gzipped, cached a year) and starts it
// only when the carousel comes near the screen; only then do the buttons and dots appear. The page
// does not load React in the browser (decision 039).
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
import { useId } from 'react'
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import type { AutoplayOptionsType, AutoplayType } from 'embla-carousel-autoplay'
import { InlineScript, useScriptLibrary } from './inline-script'
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

const DOT_SELECTED = 'block h-3 rounded-full transition-all w-6 bg-brand-700'
const DOT = 'block h-3 rounded-full transition-all w-3 border-2 border-brand-700 bg-white group-hover:bg-brand-100'
/** The viewport's classes while it scrolls natively, then once Embla moves it. */
const NATIVE_SCROLL = 'snap-x snap-mandatory overflow-x-auto pb-3'
const EMBLA_SCROLL = 'overflow-hidden'

type CarouselArgs = {
  id: string
  /** Embla's address (script-libraries.server.ts) */
  library: string
  direction: 'ltr' | 'rtl'
  duration: number
  delay: number
  classes: { dot: string; dotSelected: string; nativeScroll: string; emblaScroll: string }
}

type EmblaGlobals = {
  EmblaCarousel?: (node: HTMLElement, options: EmblaOptionsType, plugins: AutoplayType[]) => EmblaCarouselType
  EmblaCarouselAutoplay?: (options: Partial<AutoplayOptionsType>) => AutoplayType
}

/**
 * Sent to the browser as text (InlineScript), after the carousel's markup; it loads Embla when the
 * carousel comes near the screen.
 * Autoplay follows WCAG 2.2.2: it holds while the pointer is over the carousel or focus is inside
 * it (the pause control aside), while the visitor has paused it, and from the start for visitors
 * who ask for reduced motion (their slide changes are instant).
 */
export function enhanceCarousel({ id, library, direction, duration, delay, classes }: CarouselArgs) {
  const root = document.getElementById(id)
  if (!root || !library) return
  const viewport = root.querySelector<HTMLElement>('[data-carousel-viewport]')!
  const slides = viewport.firstElementChild as HTMLElement
  const rotation = root.querySelector<HTMLButtonElement>('[data-carousel-rotation]')!
  const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-carousel-dot]')]
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)')
  let engine: { embla: EmblaCarouselType; autoplay: AutoplayType } | null = null
  let pausedByUser = reducedMotion.matches
  let hovered = false
  let focused = false
  let playing = false
  const rotating = () => engine !== null && !pausedByUser && !hovered && !focused

  const update = () => {
    for (const label of rotation.querySelectorAll<HTMLElement>('[data-when]')) label.hidden = (label.dataset.when === 'paused') !== pausedByUser
    slides.setAttribute('aria-live', rotating() ? 'off' : 'polite')
    if (!engine) return
    const snaps = engine.embla.scrollSnapList().length
    const selected = engine.embla.selectedScrollSnap()
    dots.forEach((dot, index) => {
      dot.parentElement!.hidden = index >= snaps
      if (index === selected) dot.setAttribute('aria-current', 'true')
      else dot.removeAttribute('aria-current')
      dot.firstElementChild!.className = index === selected ? classes.dotSelected : classes.dot
    })
    for (const controls of root.querySelectorAll('[data-carousel-controls]')) controls.classList.toggle('invisible', snaps <= 1)
    if (rotating() !== playing) {
      playing = rotating()
      if (playing) engine.autoplay.play()
      else engine.autoplay.stop()
    }
  }

  const start = () => {
    const { EmblaCarousel, EmblaCarouselAutoplay } = window as Window & EmblaGlobals
    if (!EmblaCarousel || !EmblaCarouselAutoplay) return
    viewport.scrollLeft = 0
    viewport.removeAttribute('tabindex')
    viewport.classList.remove(...classes.nativeScroll.split(' '))
    viewport.classList.add(...classes.emblaScroll.split(' '))
    // this script decides when to play: the plugin's own stop rules are turned off
    const autoplay = EmblaCarouselAutoplay({ delay, playOnInit: false, stopOnInteraction: false, stopOnFocusIn: false, stopOnMouseEnter: false })
    const embla = EmblaCarousel(
      viewport,
      { loop: true, align: 'start', direction, duration, breakpoints: { '(prefers-reduced-motion: reduce)': { duration: 0 } } },
      [autoplay],
    )
    engine = { embla, autoplay }
    embla.on('select', update)
    // Embla re-creates its plugins after a resize, which stops the autoplay: resume it if it was on
    embla.on('reInit', () => {
      playing = false
      update()
    })
    // a touch drag restarts the plugin's timer when the finger lifts; keep a pause in force
    embla.on('pointerUp', () => {
      if (!rotating()) autoplay.stop()
    })
    root.dataset.enhanced = 'true'
    update()
  }

  const go = (move: (embla: EmblaCarouselType) => void) => {
    if (!engine) return
    move(engine.embla)
    // a fresh full delay after the visitor moved the carousel
    engine.autoplay.reset()
  }
  root.querySelector('[data-carousel-previous]')!.addEventListener('click', () => go((embla) => embla.scrollPrev()))
  root.querySelector('[data-carousel-next]')!.addEventListener('click', () => go((embla) => embla.scrollNext()))
  dots.forEach((dot, index) => dot.addEventListener('click', () => go((embla) => embla.scrollTo(index))))
  rotation.addEventListener('click', () => {
    pausedByUser = !pausedByUser
    update()
  })
  root.addEventListener('mouseenter', () => {
    hovered = true
    update()
  })
  root.addEventListener('mouseleave', () => {
    hovered = false
    update()
  })
  root.addEventListener('focusin', (event) => {
    focused = event.target !== rotation
    update()
  })
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) focused = false
    update()
  })
  reducedMotion.addEventListener('change', () => {
    if (reducedMotion.matches) pausedByUser = true
    update()
  })

  // load and start Embla when the carousel comes within reach of the screen (a script added by
  // this one, which the page's CSP trusts, may run: 'strict-dynamic')
  const load = () => {
    const script = document.createElement('script')
    script.src = library
    script.addEventListener('load', start)
    document.head.append(script)
  }
  if (typeof IntersectionObserver === 'undefined') return load()
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      load()
    },
    { rootMargin: '300px 0px' },
  )
  observer.observe(root)
}

export function TestimonialCarousel({ testimonials, labelledBy }: Props) {
  const { t } = useLingui()
  const direction = LANGUAGE_FACTS[useLanguage()].dir
  const id = useId()
  const library = useScriptLibrary('embla')
  const slidesId = `${id}slides`
  const count = testimonials.length
  const slideLabel = (position: number) => t`${position} of ${count}`
  const dotLabel = (number: number) => t`Go to testimonial ${number}`

  return (
    <div
      id={id}
      role="region"
      aria-roledescription={t({ message: 'carousel', comment: 'What a screen reader calls the testimonials carousel' })}
      aria-labelledby={labelledBy}
      data-enhanced="false"
      className="relative"
    >
      {/* the controls stay invisible until the script has started Embla */}
      <div data-carousel-controls className="flex justify-end invisible">
        <button
          data-carousel-rotation
          type="button"
          aria-controls={slidesId}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-200 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          <span data-when="playing" className="inline-flex items-center gap-2">
            <PauseIcon />
            <Trans>Pause testimonials</Trans>
          </span>
          <span data-when="paused" hidden className="inline-flex items-center gap-2">
            <PlayIcon />
            <Trans>Play testimonials</Trans>
          </span>
        </button>
      </div>

      <div
        data-carousel-viewport
        // before Embla runs (or without JavaScript) the row scrolls natively; it takes keyboard
        // focus then so that it can be scrolled with the arrow keys
        tabIndex={0}
        className={`mt-4 rounded-2xl ${NATIVE_SCROLL}`}
        data-testid="carousel-viewport"
      >
        <div id={slidesId} aria-live="polite" className="-ms-4 flex touch-pan-y">
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

      <div data-carousel-controls className="mt-6 flex items-center justify-center gap-3 invisible">
        <button data-carousel-previous type="button" aria-label={t`Previous testimonial`} aria-controls={slidesId} className={arrowClass}>
          <ArrowIcon direction="left" />
        </button>
        <ul className="flex flex-wrap justify-center gap-1" aria-label={t`Choose a testimonial`}>
          {testimonials.map((testimonial, index) => (
            <li key={testimonial.id}>
              <button
                data-carousel-dot
                type="button"
                aria-label={dotLabel(index + 1)}
                aria-current={index === 0 ? 'true' : undefined}
                aria-controls={slidesId}
                className="group flex h-8 w-8 items-center justify-center rounded-full"
              >
                <span aria-hidden="true" className={index === 0 ? DOT_SELECTED : DOT} />
              </button>
            </li>
          ))}
        </ul>
        <button data-carousel-next type="button" aria-label={t`Next testimonial`} aria-controls={slidesId} className={arrowClass}>
          <ArrowIcon direction="right" />
        </button>
      </div>
      <InlineScript
        run={enhanceCarousel}
        args={{
          id,
          library,
          direction,
          duration: EMBLA_DURATION_FOR_500_MS,
          delay: AUTOPLAY_DELAY_MS,
          classes: { dot: DOT, dotSelected: DOT_SELECTED, nativeScroll: NATIVE_SCROLL, emblaScroll: EMBLA_SCROLL },
        }}
      />
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
