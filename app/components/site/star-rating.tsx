// A rating as filled stars out of 5 (spec 3 and 9), read out as "Rated 4 out of 5": one drawing
// of five stars, not five drawings, and the filled and the empty stars each one path (the home page
// shows several ratings: fewer elements to render and lay out),
// mirrored in right-to-left pages so that the filled stars come first there too.
import { useLingui } from '@lingui/react/macro'

export const RATING_SCALE = 5

/** One star, 20 units wide, drawn `dx` units to the right (its absolute points moved; its relative ones follow). */
const star = (dx: number) =>
  `M${10 + dx} 1.8l2.47 5.3 5.8.7-4.28 3.98 1.12 5.74L${10 + dx} 14.66l-5.11 2.86 1.12-5.74L${1.73 + dx} 7.8l5.8-.7L${10 + dx} 1.8z`
/** 20 units a star and 2 between: the 2 px gap of the five 20 px stars it replaces */
const STEP = 22
const STARS = Array.from({ length: RATING_SCALE }, (_, index) => star(index * STEP))
/** For each rating 0-5, the filled stars as one path and the empty ones as another: three elements a rating, not six. */
const PATHS = Array.from({ length: RATING_SCALE + 1 }, (_, filled) => ({ filled: STARS.slice(0, filled).join(''), empty: STARS.slice(filled).join('') }))

export function StarRating({ rating, className = '' }: { rating: number; className?: string }) {
  const { t } = useLingui()
  const filled = Math.max(0, Math.min(RATING_SCALE, Math.round(rating)))
  const scale = RATING_SCALE
  return (
    <p role="img" aria-label={t`Rated ${filled} out of ${scale}`} className={`flex ${className}`}>
      <svg viewBox={`0 0 ${STEP * RATING_SCALE - 2} 20`} aria-hidden="true" className="h-5 w-[6.75rem] rtl:-scale-x-100" strokeWidth="1.2">
        {filled > 0 ? <path d={PATHS[filled].filled} className="fill-accent-600 stroke-accent-600" /> : null}
        {filled < RATING_SCALE ? <path d={PATHS[filled].empty} className="fill-transparent stroke-slate-500" /> : null}
      </svg>
    </p>
  )
}
