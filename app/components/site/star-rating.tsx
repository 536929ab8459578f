// A rating as filled stars out of 5 (spec 3 and 9), read out as "Rated 4 out of 5".
import { useLingui } from '@lingui/react/macro'

export const RATING_SCALE = 5

export function StarRating({ rating, className = '' }: { rating: number; className?: string }) {
  const { t } = useLingui()
  const filled = Math.max(0, Math.min(RATING_SCALE, Math.round(rating)))
  const scale = RATING_SCALE
  return (
    <p role="img" aria-label={t`Rated ${filled} out of ${scale}`} className={`flex gap-0.5 ${className}`}>
      {Array.from({ length: RATING_SCALE }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 20 20"
          aria-hidden="true"
          data-filled={index < filled ? 'true' : 'false'}
          className={`h-5 w-5 ${index < filled ? 'fill-accent-600 stroke-accent-600' : 'fill-transparent stroke-slate-500'}`}
          strokeWidth="1.2"
        >
          <path d="M10 1.8l2.47 5.3 5.8.7-4.28 3.98 1.12 5.74L10 14.66l-5.11 2.86 1.12-5.74L1.73 7.8l5.8-.7L10 1.8z" />
        </svg>
      ))}
    </p>
  )
}
