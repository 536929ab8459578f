// /gallerydetail/{id}: one category's name, description and visible pictures; a picture opens
// in the lightbox. Without JavaScript each thumbnail is a link to the large picture itself.
import { Link } from 'react-router'
import { Lightbox, useLightbox } from '~/components/site/lightbox'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { getVisibleGalleryCategory } from '~/content-types/gallery-category.server'
import { listVisibleImagesOfCategory } from '~/content-types/gallery-image.server'
import { mediaSrc } from '~/utils/media-url'
import { seo, shareImageOf } from '~/utils/seo'
import { breadcrumbData } from '~/utils/structured-data'
import type { Route } from './+types/gallery-detail'

export async function loader({ params }: Route.LoaderArgs) {
  // only plain positive numbers are ids: '3abc', '-1' and '0x3' are not found, not errors
  const id = /^[1-9][0-9]{0,9}$/.test(params.id) ? Number(params.id) : null
  const category = id === null ? null : await getVisibleGalleryCategory(id)
  if (!category) throw new Response('Not found', { status: 404 })
  return { category, images: await listVisibleImagesOfCategory(category.id) }
}

export default function GalleryDetail({ loaderData }: Route.ComponentProps) {
  const { category, images } = loaderData
  const { opener, viewer } = useLightbox()

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-sand-50">
        <div className="mx-auto max-w-3xl px-4 pt-8 pb-12 sm:px-6 sm:pb-16">
          <nav aria-label="Breadcrumb">
            <Link to="/gallery" className="rounded-sm text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
              <span aria-hidden="true">← </span>All albums
            </Link>
          </nav>
          <h1 className="mt-6 text-3xl font-semibold text-brand-900 sm:text-4xl">{category.name}</h1>
          {category.description.split(/\n\s*\n/).map((paragraph, i) => (
            <p key={i} className="mt-4 text-lg leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        {images.length > 0 ? (
          <>
            <h2 className="sr-only">Pictures</h2>
            <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
              {images.map((entry, position) => (
                <li key={entry.id}>
                  <a {...opener(position)} href={mediaSrc(entry.image, 1600)} className="group block rounded-xl">
                    <span className="block overflow-hidden rounded-xl bg-brand-100">
                      <ResponsiveImage
                        media={entry.image}
                        sizes="(min-width: 1024px) 360px, 50vw"
                        priority={position < 2}
                        className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-300 motion-safe:group-hover:scale-105"
                      />
                    </span>
                    <span className="mt-2 block text-sm leading-snug text-slate-700 group-hover:text-brand-800 sm:text-base">
                      {entry.title}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mx-auto max-w-xl rounded-2xl bg-white p-8 text-center text-lg leading-relaxed text-slate-700 ring-1 ring-brand-100">
            There are no pictures in this album yet.
          </p>
        )}
      </div>
      <Lightbox label={`${category.name}: pictures`} items={images} {...viewer} />
    </>
  )
}

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData
  if (!layout || !loaderData) return []
  const { category, images } = loaderData
  const cover = category.image ?? images[0]?.image
  const path = `/gallerydetail/${params.id}`
  const about = category.description.trim() || `Pictures from ${category.name}.`
  return seo({
    title: category.name,
    description: about.length > 160 ? `${about.slice(0, 157).trimEnd()}…` : about,
    path,
    origin: layout.origin,
    siteName: layout.name,
    defaultImage: layout.shareImage,
    image: cover ? shareImageOf(cover, category.name) : null,
    structuredData: [
      breadcrumbData(layout.origin, [
        { name: 'Home', path: '/' },
        { name: 'Gallery', path: '/gallery' },
        { name: category.name, path },
      ]),
    ],
  })
}
