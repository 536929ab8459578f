// A list row's picture, 100 px square (80 px where spec 9 says so: the team list), or a neutral
// placeholder when the item has none. The row's name is in the next cell, so the picture itself
// is not described again.
import { ResponsiveImage } from '~/components/ui/responsive-image'
import type { MediaImage } from '~/utils/media-url'

// whole class names, so that Tailwind finds them
const SIZES = {
  80: { box: 'size-[80px]', sizes: '80px' },
  100: { box: 'size-[100px]', sizes: '100px' },
} as const

export function Thumbnail({ image, size = 100 }: { image: MediaImage | null; size?: keyof typeof SIZES }) {
  const { box, sizes } = SIZES[size]
  if (image && image.widths.length > 0) {
    return (
      <ResponsiveImage
        media={image}
        sizes={sizes}
        alt=""
        className={`${box} max-w-none rounded-lg object-cover`}
      />
    )
  }
  return (
    <div data-placeholder="image" className={`flex ${box} flex-col items-center justify-center rounded-lg bg-slate-100 text-xs text-slate-700`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8 fill-slate-400">
        <path d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2v9.6l4-4 3 3 3-3 4 4V7H5Zm4.5 1.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z" />
      </svg>
      No picture
    </div>
  )
}
