// A stored picture as an <img> with every WebP variant in srcset, so the browser picks the
// smallest one that fills the slot (a phone never downloads the 1600 px file). width and
// height give the intrinsic proportions, so nothing shifts while it loads.
import { useLanguage } from '~/i18n/i18n'
import { PAGE_FONTS } from '~/i18n/page-fonts'
import { mediaSrc, mediaSrcSet, type MediaImage } from '~/utils/media-url'

type Props = {
  media: Pick<MediaImage, 'hash' | 'width' | 'height' | 'widths'> & { alt?: string } | null | undefined
  /** How wide the picture is drawn, e.g. "(min-width: 768px) 50vw, 100vw". */
  sizes: string
  /** Falls back to the alt text stored with the picture; "" marks a decorative picture. */
  alt?: string
  /** The first large picture of a page: fetched at once, not lazily (and first where the page has no font of its own). */
  priority?: boolean
  className?: string
}

export function ResponsiveImage({ media, sizes, alt, priority = false, className }: Props) {
  // On a page in Punjabi, Hindi or Urdu the words wait for the page's font, which shares the slow
  // first round trips with the picture: there the picture does not ask to come before it (decision 104)
  const fontFirst = PAGE_FONTS[useLanguage()] !== undefined
  if (!media || media.widths.length === 0) return null
  return (
    <img
      src={mediaSrc(media)}
      srcSet={mediaSrcSet(media)}
      sizes={sizes}
      width={media.width}
      height={media.height}
      alt={alt ?? media.alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority && !fontFirst ? 'high' : undefined}
      className={className}
    />
  )
}
