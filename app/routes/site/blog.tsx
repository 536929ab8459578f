// The blog list (spec 2.3): a card for every visible post, newest by priority; each card
// opens /BlogDetail/{id}.
import { t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { BlogCard } from '~/components/site/blog-card'
import { blogCardData } from '~/components/site/blog-card.server'
import { PageHero } from '~/components/site/page-hero'
import { listVisibleBlogs } from '~/models/blog.server'
import { keptPublicRead } from '~/models/public-reads.server'
import { i18nOf, requestLanguage, useLocalPath } from '~/i18n/i18n'
import { BLOG_FEEDS } from '~/content/blog-feeds'
import { DEFAULT_LANGUAGE } from '~/i18n/languages'
import { seo } from '~/utils/seo'
import type { Route } from './+types/blog'

export async function loader({ request }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  // kept in memory until a public change
  return keptPublicRead(`blog ${language}`, async () => ({ blogs: (await listVisibleBlogs(new Date(), language)).map((blog) => blogCardData(blog, language)) }))
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { blogs } = loaderData
  const { t } = useLingui()
  const localPath = useLocalPath()
  return (
    <>
      <PageHero eyebrow={t`Our blog`} title={t`Stories and Guidance`}>
        <p>
          <Trans>
            Practical ideas and honest stories about mental health, grief, ageing and family life,
            written by our counsellors and volunteers for our community.
          </Trans>
        </p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        {/* the feeds in the page's language (/ur/blog/rss.xml: app/routes.ts) */}
        <p className="mb-6 text-slate-700">
          <Trans>
            Follow the blog in a feed reader:{' '}
            <a href={localPath(BLOG_FEEDS.rss.path)} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
              RSS feed
            </a>{' '}
            or{' '}
            <a href={localPath(BLOG_FEEDS.atom.path)} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
              Atom feed
            </a>
            .
          </Trans>
        </p>
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
            <Trans>There are no posts yet. Please check back soon.</Trans>
          </p>
        )}
      </div>
    </>
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const site = matches[1]?.loaderData
  const i18n = i18nOf(site?.language ?? DEFAULT_LANGUAGE)
  const title = t(i18n)`Blog`
  if (!site) return [{ title }]
  // the words of the feeds' BLOG_DESCRIPTION (app/content/blog-feeds.ts), in the page's language
  const description = t(i18n)`Articles on grief, loneliness, family conversations, caregiving and finding help in your own language, from the team of an Edmonton mental-health charity.`
  return seo({ title, description, path: '/blog', site: site })
}
