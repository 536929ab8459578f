// A blog post on the blog list (spec 2.3): day, month and year, title and the description cut
// as spec 9 says. The title's link covers the whole card, so a click anywhere opens the post
// while screen readers hear one link named by the title.
//
// The date and the cut are made on the server (blogCardData in blog-card.server.ts, called in the
// loader, in the page's language): dates are written on the server only (decision 005).
import { Trans } from '@lingui/react/macro'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { truncate } from '~/content/text'
import { useLocalPath } from '~/i18n/i18n'
import type { MediaImage } from '~/utils/media-url'
import { englishWhereFallback, type Localized } from '~/content/translations'
import { DocumentLink } from '~/components/site/document-link'

/** Spec 9: "when longer than 50 characters, cut to 100 plus ellipsis". */
export const BLOG_CARD_CUT = { longerThan: 50, max: 100 } as const

export function blogCardExcerpt(description: string) {
  return truncate(description, BLOG_CARD_CUT.max, { longerThan: BLOG_CARD_CUT.longerThan })
}

/** `inEnglish`: the post's fields ('description' for the excerpt) still in English on a page in another language. */
export type BlogCardData = Localized & {
  id: number
  title: string
  excerpt: string
  date: { iso: string; text: string; day: string; month: string; year: string }
  image: MediaImage | null
}

export function blogDetailPath(id: number) {
  return `/BlogDetail/${id}`
}

type BlogCardProps = {
  blog: BlogCardData
  headingLevel?: 'h2' | 'h3'
  priority?: boolean
}

export function BlogCard({ blog, headingLevel: Heading = 'h2', priority = false }: BlogCardProps) {
  const localPath = useLocalPath()
  const date = blog.date.text
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md" data-testid="blog-card">
      {blog.image ? (
        <ResponsiveImage
          media={blog.image}
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
          priority={priority}
          className="aspect-[16/10] w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-4 p-5 sm:flex-row sm:items-start">
        <p className="flex shrink-0 flex-row items-baseline gap-1.5 text-brand-800 sm:w-24 sm:flex-col sm:items-center sm:gap-0 sm:rounded-xl sm:bg-brand-50 sm:px-1 sm:py-2">
          <time dateTime={blog.date.iso} className="contents">
            <span className="sr-only">
              <Trans>Published {date}</Trans>
            </span>
            <span aria-hidden="true" data-part="day" className="text-2xl leading-none font-semibold">
              {blog.date.day}
            </span>
            <span aria-hidden="true" data-part="month" className="text-sm font-medium">
              {blog.date.month}
            </span>
            <span aria-hidden="true" data-part="year" className="text-sm text-slate-600">
              {blog.date.year}
            </span>
          </time>
        </p>
        <div className="min-w-0 flex-1">
          <Heading className="text-lg leading-snug font-semibold text-brand-900" {...englishWhereFallback(blog, 'title')}>
            <DocumentLink
              to={localPath(blogDetailPath(blog.id))}
              className="rounded-sm after:absolute after:inset-0 after:content-[''] group-hover:underline focus-visible:underline"
            >
              {blog.title}
            </DocumentLink>
          </Heading>
          <p data-testid="blog-excerpt" className="mt-2 leading-relaxed text-slate-700" {...englishWhereFallback(blog, 'description')}>
            {blog.excerpt}
          </p>
          <p aria-hidden="true" className="mt-3 text-sm font-semibold text-accent-700">
            <Trans>Read the post</Trans> <span className="inline-block rtl:-scale-x-100">→</span>
          </p>
        </div>
      </div>
    </article>
  )
}
