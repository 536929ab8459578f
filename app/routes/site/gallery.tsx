// /gallery: the visible gallery categories (spec 2.3), each card opening its pictures.
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { GalleryCard } from '~/components/site/gallery-card'
import { listVisibleGalleryCategories } from '~/content-types/gallery-category.server'
import { keptPublicRead } from '~/models/public-reads.server'
import { i18nOf, requestLanguage } from '~/i18n/i18n'
import { DEFAULT_LANGUAGE } from '~/i18n/languages'
import { seo } from '~/utils/seo'
import type { Route } from './+types/gallery'

export async function loader({ request }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  // kept in memory until a public change
  return { categories: await keptPublicRead(`albums ${language}`, () => listVisibleGalleryCategories(undefined, language)) }
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-sand-50">
        <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6 sm:py-20">
          <h1 className="text-3xl font-semibold text-brand-900 sm:text-4xl">
            <Trans>Gallery</Trans>
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">
            <Trans>
              Moments from our gatherings: tea mornings, walks in the river valley, celebrations and quiet
              days of rest. Every picture is shared with the consent of the people in it.
            </Trans>
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        {categories.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {categories.map((category, position) => (
              <li key={category.id} className="flex">
                <GalleryCard category={category} priority={position === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mx-auto max-w-xl rounded-2xl bg-white p-8 text-center text-lg leading-relaxed text-slate-700 ring-1 ring-brand-100">
            <Trans>There are no albums to show yet. Pictures from our next gatherings will appear here.</Trans>
          </p>
        )}
      </div>
    </>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData
  if (!layout) return []
  const i18n = i18nOf(layout.language ?? DEFAULT_LANGUAGE)
  return seo({
    title: t(i18n)`Gallery`,
    description: t(i18n)`Pictures from the gatherings, walks, celebrations and retreat days of our community in Edmonton.`,
    path: '/gallery',
    site: layout,
  })
}
