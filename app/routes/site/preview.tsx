// /preview/{page}/{id}: a blog post, event or album on its real public page, for staff only,
// whether visitors can see it or not (issue 19 item 2), under a banner saying which. The address
// is the public one with /preview in front (/preview/BlogDetail/3). Staff whose roles open the
// item in the back office see it (a Writer, only what they added: issue 37); everyone else,
// members included, gets the 404 page: a preview does not even say that the item exists.
import { t } from '@lingui/core/macro'
import { data } from 'react-router'
import { AlbumPage } from '~/components/site/album-page'
import { BlogPost } from '~/components/site/blog-post'
import { blogPostData } from '~/components/site/blog-post.server'
import { EventPage } from '~/components/site/event-page'
import { eventPageData } from '~/components/site/event-page.server'
import { PreviewBanner } from '~/components/site/preview-banner'
import { getUser } from '~/auth/guards.server'
import { mayPreview } from '~/content-types/admin.server'
import { blogStore } from '~/content-types/blog.server'
import { eventStore } from '~/content-types/event.server'
import { galleryCategoryStore } from '~/content-types/gallery-category.server'
import { getGalleryCategoryForPreview } from '~/content-types/gallery-category.server'
import { listVisibleImagesOfCategory } from '~/content-types/gallery-image.server'
import { getBlogForPreview } from '~/models/blog.server'
import { getEventForPreview } from '~/models/event.server'
import { i18nOf, requestLanguage } from '~/i18n/i18n'
import { DEFAULT_LANGUAGE, type Language } from '~/i18n/languages'
import type { Route } from './+types/preview'

const notFound = () => new Response('Not found', { status: 404 })

async function previewOf(page: string, id: number, language: Language) {
  if (page === 'blogdetail') {
    const found = await getBlogForPreview(id, new Date(), language)
    return found && { kind: 'blog' as const, title: found.blog.title, visible: found.visible, page: blogPostData(found.blog, language), edit: `/admin/blogs/${id}/edit`, path: `/BlogDetail/${id}` }
  }
  if (page === 'events') {
    const found = await getEventForPreview(id, new Date(), language)
    return found && { kind: 'event' as const, title: found.event.title, visible: found.visible, page: eventPageData(found.event, language), edit: `/admin/events/${id}/edit`, path: `/events/${id}` }
  }
  if (page === 'gallerydetail') {
    const found = await getGalleryCategoryForPreview(id, language)
    if (!found) return null
    const album = { category: found.item, images: await listVisibleImagesOfCategory(id, language) }
    return { kind: 'album' as const, title: found.item.name, visible: found.visible, page: album, edit: `/admin/gallery-categories/${id}/edit`, path: `/GalleryDetail/${id}` }
  }
  return null
}

/** Whose screens a preview belongs to, by its page. */
const STORES = { blogdetail: blogStore, events: eventStore, gallerydetail: galleryCategoryStore } as const

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = params.page.toLowerCase()
  const store = Object.hasOwn(STORES, page) ? STORES[page as keyof typeof STORES] : null
  // digits only: '3abc', '-1' or '1e3' name nothing
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : null
  if (!store || id === null || !(await mayPreview(store, await getUser(request), id))) throw notFound()
  const preview = await previewOf(page, id, requestLanguage(request))
  if (!preview) throw notFound()
  // what staff see of unpublished work is kept by no cache
  return data(preview, { headers: { 'Cache-Control': 'no-store' } })
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export default function Preview({ loaderData }: Route.ComponentProps) {
  const preview = loaderData
  return (
    <>
      <PreviewBanner visible={preview.visible} publicPath={preview.path} editPath={preview.edit} />
      {preview.kind === 'blog' ? <BlogPost {...preview.page} /> : preview.kind === 'event' ? <EventPage {...preview.page} /> : <AlbumPage {...preview.page} />}
    </>
  )
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  const i18n = i18nOf(matches[1]?.loaderData?.language ?? DEFAULT_LANGUAGE)
  const title = loaderData.title
  return [{ title: t(i18n)`Preview: ${title}` }, { name: 'robots', content: 'noindex' }]
}
