// One album as its page shows it: its name, description and visible pictures; a picture opens in
// the lightbox. Without JavaScript each thumbnail is a link to the large picture itself. Used by
// the public page and by the staff's preview.
import { Trans, useLingui } from '@lingui/react/macro'
import { PictureViewer, viewerLink } from '~/components/site/picture-viewer'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { useLocalPath } from '~/i18n/i18n'
import type { MediaImage } from '~/utils/media-url'
import { englishWhereFallback, type Localized } from '~/content/translations'
import { DocumentLink } from '~/components/site/document-link'

export type AlbumPageData = {
  category: Localized & { id: number; name: string; description: string; image: MediaImage | null }
  images: (Localized & { id: number; title: string; image: MediaImage })[]
}

/** One album as its page shows it: on /gallerydetail/{id}, and in the staff's preview. */
export function AlbumPage({ category, images }: AlbumPageData) {
  const { t } = useLingui()
  const localPath = useLocalPath()
  const name = category.name
  const count = images.length

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-sand-50">
        <div className="mx-auto max-w-3xl px-4 pt-8 pb-12 sm:px-6 sm:pb-16">
          <nav aria-label={t`Breadcrumb`}>
            <DocumentLink to={localPath('/gallery')} className="rounded-sm text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
              <span aria-hidden="true">
                <span className="inline-block rtl:-scale-x-100">←</span>{' '}
              </span>
              <Trans>All albums</Trans>
            </DocumentLink>
          </nav>
          <h1 className="mt-6 text-3xl font-semibold text-brand-900 sm:text-4xl" {...englishWhereFallback(category, 'name')}>
            {category.name}
          </h1>
          {category.description.split(/\n\s*\n/).map((paragraph, i) => (
            <p key={i} className="mt-4 text-lg leading-relaxed text-slate-700" {...englishWhereFallback(category, 'description')}>
              {paragraph}
            </p>
          ))}
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        {images.length > 0 ? (
          <>
            <h2 className="sr-only">
              <Trans>Pictures</Trans>
            </h2>
            <PictureViewer id="album-pictures" label={t`${name}: pictures`} items={images}>
              <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
                {images.map((entry, index) => {
                  const position = index + 1
                  // a picture staff have not yet described or titled is still a link with a name
                  // (its place in the album), never a file's name (issue 41 item 5)
                  const unnamed = !entry.title.trim() && !entry.image.alt.trim()
                  return (
                    <li key={entry.id}>
                      <a {...viewerLink(entry.image)} className="group block rounded-xl">
                        <span className="block overflow-hidden rounded-xl bg-brand-100">
                          <ResponsiveImage
                            media={entry.image}
                            sizes="(min-width: 1024px) 360px, 50vw"
                            priority={index < 2}
                            className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-300 motion-safe:group-hover:scale-105"
                          />
                        </span>
                        <span
                          className="mt-2 block text-sm leading-snug text-slate-700 group-hover:text-brand-800 sm:text-base"
                          {...englishWhereFallback(entry, 'title')}
                        >
                          {entry.title}
                        </span>
                        {unnamed ? <span className="sr-only">{t`Picture ${position} of ${count}`}</span> : null}
                      </a>
                    </li>
                  )
                })}
              </ul>
            </PictureViewer>
          </>
        ) : (
          <p className="mx-auto max-w-xl rounded-2xl bg-white p-8 text-center text-lg leading-relaxed text-slate-700 ring-1 ring-brand-100">
            <Trans>There are no pictures in this album yet.</Trans>
          </p>
        )}
      </div>
    </>
  )
}
