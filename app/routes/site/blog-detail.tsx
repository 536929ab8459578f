// /blogdetail/{id}: one visible post (app/components/site/blog-post.tsx). An unknown, hidden or
// malformed id answers the 404 page with status 404.
import { BlogPost, blogPostData } from '~/components/site/blog-post'
import { plainText } from '~/content/formatted-text'
import { truncate } from '~/content/text'
import { getVisibleBlog } from '~/models/blog.server'
import { isoDate } from '~/utils/dates'
import { mediaSrc } from '~/utils/media-url'
import { seo, shareImageOf } from '~/utils/seo'
import { blogPostingData, breadcrumbData } from '~/utils/structured-data'
import type { Route } from './+types/blog-detail'

export async function loader({ params }: Route.LoaderArgs) {
  // digits only: '3abc', '-1' or '1e3' name no post
  const blog = /^\d{1,10}$/.test(params.id) ? await getVisibleBlog(Number(params.id)) : null
  if (!blog) throw new Response('Not found', { status: 404 })
  return blogPostData(blog)
}

export default function BlogDetail({ loaderData }: Route.ComponentProps) {
  return <BlogPost {...loaderData} />
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const site = matches[1]?.loaderData
  const blog = loaderData?.blog
  if (!site || !blog) return []
  const path = `/blogdetail/${blog.id}`
  return seo({
    title: blog.title,
    description: truncate(plainText(blog.description), 160),
    path,
    origin: site.origin,
    siteName: site.name,
    defaultImage: site.shareImage,
    image: blog.image ? shareImageOf(blog.image, blog.title) : null,
    type: 'article',
    structuredData: [
      blogPostingData(site, {
        path,
        title: blog.title,
        description: truncate(plainText(blog.description), 160),
        publishedAt: isoDate(blog.publishedAt),
        modifiedAt: isoDate(blog.updatedAt),
        writerName: blog.writer.name,
        imageUrl: blog.image ? `${site.origin}${mediaSrc(blog.image, 1200)}` : null,
      }),
      breadcrumbData(site.origin, [
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blog' },
        { name: blog.title, path },
      ]),
    ],
  })
}
