// /blogdetail/{id}: one visible post (app/components/site/blog-post.tsx). An unknown, hidden or
// malformed id answers the 404 page with status 404.
import { t } from '@lingui/core/macro'
import { BlogPost } from '~/components/site/blog-post'
import { blogPostData } from '~/components/site/blog-post.server'
import { plainText } from '~/content/formatted-text'
import { truncate } from '~/content/text'
import { i18nOf, requestLanguage } from '~/i18n/i18n'
import { DEFAULT_LANGUAGE, pathIn } from '~/i18n/languages'
import { getVisibleBlog } from '~/models/blog.server'
import { keptPublicRead } from '~/models/public-reads.server'
import { mediaSrc } from '~/utils/media-url'
import { seo, shareImageOf } from '~/utils/seo'
import { blogPostingData, breadcrumbData } from '~/utils/structured-data'
import type { Route } from './+types/blog-detail'

export async function loader({ params, request }: Route.LoaderArgs) {
  // digits only: '3abc', '-1' or '1e3' name no post
  const language = requestLanguage(request)
  if (!/^\d{1,10}$/.test(params.id)) throw new Response('Not found', { status: 404 })
  const id = Number(params.id)
  // kept in memory until a public change; a miss (thrown) is not kept, so made-up ids take no room
  return keptPublicRead(`post ${id} ${language}`, async () => {
    const blog = await getVisibleBlog(id, new Date(), language)
    if (!blog) throw new Response('Not found', { status: 404 })
    return blogPostData(blog, language)
  })
}

export default function BlogDetail({ loaderData }: Route.ComponentProps) {
  return <BlogPost {...loaderData} />
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const site = matches[1]?.loaderData
  const blog = loaderData?.blog
  if (!site || !blog) return []
  const language = site.language ?? DEFAULT_LANGUAGE
  const i18n = i18nOf(language)
  const path = `/blogdetail/${blog.id}`
  // structured data names the pages in this page's language (seo() adds the prefix to the rest)
  const here = (english: string) => pathIn(language, english)
  return seo({
    title: blog.title,
    description: truncate(plainText(blog.description), 160),
    path,
    site: site,
    image: blog.image ? shareImageOf(blog.image, blog.title) : null,
    type: 'article',
    structuredData: [
      blogPostingData(site, {
        path: here(path),
        title: blog.title,
        description: truncate(plainText(blog.description), 160),
        publishedAt: new Date(blog.publishedAt).toISOString(),
        modifiedAt: new Date(blog.updatedAt).toISOString(),
        writerName: blog.writer.name,
        imageUrl: blog.image ? `${site.origin}${mediaSrc(blog.image, 1200)}` : null,
      }),
      breadcrumbData(site.origin, [
        { name: t(i18n)`Home`, path: here('/') },
        { name: t(i18n)`Blog`, path: here('/blog') },
        { name: blog.title, path: here(path) },
      ]),
    ],
  })
}
