// /gallerydetail/{id}: one visible album (app/components/site/album-page.tsx). An unknown,
// hidden or malformed id answers the 404 page with status 404.
import { AlbumPage } from '~/components/site/album-page'
import { getVisibleGalleryCategory } from '~/content-types/gallery-category.server'
import { listVisibleImagesOfCategory } from '~/content-types/gallery-image.server'
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
  return <AlbumPage {...loaderData} />
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
