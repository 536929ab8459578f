// A person's picture, or when there is none a neutral placeholder with their initials. The
// person's name is always written beside it, so the placeholder is hidden from screen readers.
import { useLingui } from '@lingui/react/macro'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { initials } from '~/content/text'
import type { MediaImage } from '~/utils/media-url'

type PersonPictureProps = {
  name: string
  image: MediaImage | null
  /** How wide the picture is drawn, for srcset. */
  sizes: string
  className: string
  /** Size of the initials. */
  textClassName?: string
}

export function PersonPicture({ name, image, sizes, className, textClassName = 'text-3xl' }: PersonPictureProps) {
  const { t } = useLingui()
  if (image && image.widths.length > 0) {
    // the name is next to the picture, so the stored description is enough; never empty
    return <ResponsiveImage media={image} sizes={sizes} alt={image.alt || t`Portrait of ${name}`} className={`object-cover ${className}`} />
  }
  return (
    <div
      aria-hidden="true"
      data-placeholder="portrait"
      className={`flex items-center justify-center bg-brand-100 font-semibold text-brand-800 ${className} ${textClassName}`}
    >
      {initials(name) || (
        <svg viewBox="0 0 24 24" className="h-1/2 w-1/2 fill-brand-700">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" />
        </svg>
      )}
    </div>
  )
}
