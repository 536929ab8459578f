// The blog list (spec 2.3): a card for every visible post, newest by priority; each card
// opens /BlogDetail/{id}.
import { BlogCard, blogCardData } from '~/components/site/blog-card'
import { PageHero } from '~/components/site/page-hero'
import { BLOG_DESCRIPTION } from '~/content/blog-feeds'
import { listVisibleBlogs } from '~/models/blog.server'
import { seo } from '~/utils/seo'
import type { Route } from './+types/blog'

export async function loader() {
  return { blogs: (await listVisibleBlogs()).map(blogCardData) }
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { blogs } = loaderData
  return (
    <>
      <PageHero eyebrow="Our blog" title="Stories and Guidance">
        <p>
          Practical ideas and honest stories about mental health, grief, ageing and family life,
          written by our counsellors and volunteers for our community.
        </p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        {blogs.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {blogs.map((blog, index) => (
              <li key={blog.id}>
                <BlogCard blog={blog} priority={index === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mx-auto max-w-xl rounded-2xl bg-white p-8 text-center text-lg text-slate-700 shadow-sm">
            There are no posts yet. Please check back soon.
          </p>
        )}
      </div>
    </>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const site = matches[1]?.loaderData
  if (!site) return [{ title: 'Blog' }]
  return seo({ title: 'Blog', description: BLOG_DESCRIPTION, path: '/blog', origin: site.origin, siteName: site.name, defaultImage: site.shareImage })
}
