// A gallery category as a card: cover picture, name and description, the whole card opening
// the category's pictures at /GalleryDetail/{id} (the spec's spelling; routes match any case).
import { Trans } from '@lingui/react/macro'
import { useLocalPath } from '~/i18n/i18n'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import type { MediaImage } from '~/utils/media-url'
import { englishWhereFallback, type Localized } from '~/content/translations'
import { DocumentLink } from '~/components/site/document-link'

export type GalleryCardCategory = Localized & {
  id: number
  name: string
  description: string
  image: MediaImage | null
}

type Props = {
  category: GalleryCardCategory
  /** h2 on the gallery page, h3 inside a home page section. */
  headingLevel?: 2 | 3
  /** The first card of a page, whose picture is fetched first. */
  priority?: boolean
}

export function galleryDetailPath(id: number) {
  return `/GalleryDetail/${id}`
}

export function GalleryCard({ category, headingLevel = 2, priority = false }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const localPath = useLocalPath()
  return (
    // the heading's link covers the card (after:inset-0), so the card has one tab stop and one name
    <article className="relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100 transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="aspect-[4/3] bg-gradient-to-br from-brand-100 to-sand-100">
        <ResponsiveImage
          media={category.image}
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
          priority={priority}
          className="h-full w-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-lg font-semibold text-brand-900" {...englishWhereFallback(category, 'name')}>
          <DocumentLink
            to={localPath(galleryDetailPath(category.id))}
            className="rounded-sm after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent-600"
          >
            {category.name}
          </DocumentLink>
        </Heading>
        <p className="mt-2 leading-relaxed text-slate-700" {...englishWhereFallback(category, 'description')}>
          {category.description}
        </p>
        <p aria-hidden="true" className="mt-auto pt-4 text-sm font-semibold text-brand-700">
          <Trans>See the pictures</Trans> <span className="inline-block rtl:-scale-x-100">→</span>
        </p>
      </div>
    </article>
  )
}
