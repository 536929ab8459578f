// Browser-safe: URLs and srcset strings for stored media. The URL names the content
// (/media/{sha-256}-{width}.webp), so it never changes meaning and can be cached for a year.

/** What a page needs to show a stored picture. */
export type MediaImage = {
  id: number
  hash: string
  /** Size of the largest variant (intrinsic size for width/height attributes). */
  width: number
  height: number
  alt: string
  /**
   * What it shows in Punjabi, Hindi and Urdu, for the back office's forms; a public page gets
   * `alt` in its own language instead (pictureIn) and not these.
   */
  altTranslations?: Partial<Record<'pa' | 'hi' | 'ur', string>>
  /** Widths of the stored WebP variants, narrowest first. */
  widths: number[]
}

export const MEDIA_FILE_PATTERN = /^([0-9a-f]{64})-([1-9][0-9]{0,4})\.webp$/

export function mediaUrl(hash: string, width: number) {
  return `/media/${hash}-${width}.webp`
}

/** The `srcset` of every variant, e.g. "/media/ab…-160.webp 160w, /media/ab…-400.webp 400w". */
export function mediaSrcSet(media: Pick<MediaImage, 'hash' | 'widths'>) {
  return media.widths.map((width) => `${mediaUrl(media.hash, width)} ${width}w`).join(', ')
}

/** The plain `src`: the narrowest variant at least `preferredWidth` wide, or the widest there is. */
export function mediaSrc(media: Pick<MediaImage, 'hash' | 'widths'>, preferredWidth = 800) {
  const width = media.widths.find((w) => w >= preferredWidth) ?? media.widths[media.widths.length - 1]
  return mediaUrl(media.hash, width)
}

/** A picture's 1200 x 630 link-preview JPEG (routes/resources/media-share-card.ts). */
export function shareCardUrl(hash: string) {
  return `/media/share/${hash}.jpg`
}

export const SHARE_CARD_FILE_PATTERN = /^([0-9a-f]{64})\.jpg$/

/** Reads `{hash}-{width}.webp`; null for any other name. */
export function parseMediaFileName(file: string): { hash: string; width: number } | null {
  const match = MEDIA_FILE_PATTERN.exec(file)
  if (!match) return null
  return { hash: match[1], width: Number(match[2]) }
}

/**
 * A picture as a page in `language` shows it: its description in that language where staff gave
 * one, the English one otherwise; the other languages' descriptions left out.
 */
export function pictureIn<Image extends MediaImage>(image: Image, language: string): Image {
  const { altTranslations, ...picture } = image
  const translated = language === 'en' ? undefined : altTranslations?.[language as 'pa' | 'hi' | 'ur']?.trim()
  return { ...picture, alt: translated || picture.alt } as Image
}
