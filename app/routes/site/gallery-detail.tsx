// /gallerydetail/{id}: one visible album (app/components/site/album-page.tsx). An unknown,
// hidden or malformed id answers the 404 page with status 404.
import { t } from '@lingui/core/macro'
import { AlbumPage } from '~/components/site/album-page'
import { getVisibleGalleryCategory } from '~/content-types/gallery-category.server'
import { listVisibleImagesOfCategory } from '~/content-types/gallery-image.server'
import { keptPublicRead } from '~/models/public-reads.server'
import { i18nOf, requestLanguage } from '~/i18n/i18n'
import { DEFAULT_LANGUAGE, pathIn } from '~/i18n/languages'
import { seo, shareImageOf } from '~/utils/seo'
import { breadcrumbData } from '~/utils/structured-data'
import type { Route } from './+types/gallery-detail'

export async function loader({ params, request }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  // only plain positive numbers are ids: '3abc', '-1' and '0x3' are not found, not errors
  const id = /^[1-9][0-9]{0,9}$/.test(params.id) ? Number(params.id) : null
  if (id === null) throw new Response('Not found', { status: 404 })
  // kept in memory until a public change; a miss (thrown) is not kept
  return keptPublicRead(`album ${id} ${language}`, async () => {
    const category = await getVisibleGalleryCategory(id, language)
    if (!category) throw new Response('Not found', { status: 404 })
    return { category, images: await listVisibleImagesOfCategory(category.id, language) }
  })
}

export default function GalleryDetail({ loaderData }: Route.ComponentProps) {
  return <AlbumPage {...loaderData} />
}

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData
  if (!layout || !loaderData) return []
  const { category, images } = loaderData
  const language = layout.language ?? DEFAULT_LANGUAGE
  const i18n = i18nOf(language)
  const cover = category.image ?? images[0]?.image
  const path = `/gallerydetail/${params.id}`
  // structured data names the pages in this page's language (seo() adds the prefix to the rest)
  const here = (english: string) => pathIn(language, english)
  const name = category.name
  const about = category.description.trim() || t(i18n)`Pictures from ${name}.`
  return seo({
    title: category.name,
    description: about.length > 160 ? `${about.slice(0, 157).trimEnd()}…` : about,
    path,
    site: layout,
    image: cover ? shareImageOf(cover, category.name) : null,
    structuredData: [
      breadcrumbData(layout.origin, [
        { name: t(i18n)`Home`, path: here('/') },
        { name: t(i18n)`Gallery`, path: here('/gallery') },
        { name: category.name, path: here(path) },
      ]),
    ],
  })
}
