// One blog post as its page shows it (spec 2.3): image, title, description, up to three titled
// sections, the writer (name, picture, description), the published-on date, the external link and
// the side note with its title. Used by the public page and by the staff's preview.
import { Trans, useLingui } from '@lingui/react/macro'
import { PersonPicture } from '~/components/site/person-picture'
import { FormattedText } from '~/content/formatted-text-view'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { isEmptyText, type FormattedText as Formatted } from '~/content/formatted-text'
import { useLocalPath } from '~/i18n/i18n'
import type { MediaImage } from '~/utils/media-url'
import { englishWhereFallback, type Localized } from '~/content/translations'
import { DocumentLink } from '~/components/site/document-link'

/** A post as the page shows it (PublicBlog in app/models/blog.server.ts). */
export type ShownPost = Localized & {
  id: number
  name: string
  title: string
  description: Formatted
  publishedAt: Date
  image: MediaImage | null
  sections: ({ title: string; body: Formatted } & Localized)[]
  writer: { name: string; description: Formatted; image: MediaImage | null } & Localized
  side: { title: string; description: Formatted } & Localized
  linkUrl: string
}

export type BlogPostData<Post extends ShownPost = ShownPost> = { blog: Post; published: { iso: string; text: string } }

/** One post as its page shows it (spec 2.3): on /blogdetail/{id}, and in the staff's preview. */
export function BlogPost({ blog, published }: BlogPostData) {
  const { t } = useLingui()
  const localPath = useLocalPath()
  const date = published.text
  const writer = blog.writer.name
  return (
    <article className="pb-20">
      <header className="bg-gradient-to-b from-brand-50 to-sand-50">
        <div className="mx-auto max-w-6xl px-4 pt-10 pb-8 sm:px-6 sm:pt-14">
          <div className="mx-auto max-w-5xl">
          <p>
            <DocumentLink to={localPath('/blog')} className="inline-flex min-h-11 items-center gap-1 rounded-md font-semibold text-brand-700 hover:text-brand-800 hover:underline">
              <span aria-hidden="true" className="rtl:-scale-x-100">←</span> <Trans>All posts</Trans>
            </DocumentLink>
          </p>
          {blog.name ? <p className="mt-4 text-sm font-semibold tracking-wide text-accent-700 uppercase" {...englishWhereFallback(blog, 'name')}>
              {blog.name}
            </p> : null}
          <h1 className="mt-2 text-3xl leading-tight font-semibold text-brand-900 sm:text-4xl" {...englishWhereFallback(blog, 'title')}>
            {blog.title}
          </h1>
          <p className="mt-4 text-slate-700">
            {writer ? (
              <Trans>
                Published on <time dateTime={published.iso}>{date}</time> · by {writer}
              </Trans>
            ) : (
              <Trans>
                Published on <time dateTime={published.iso}>{date}</time>
              </Trans>
            )}
          </p>
          </div>
        </div>
      </header>

      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        {blog.image ? (
          <ResponsiveImage
            media={blog.image}
            sizes="(min-width: 1200px) 1152px, 100vw"
            priority
            className="mx-auto aspect-[16/9] w-full max-w-5xl rounded-2xl object-cover shadow-sm"
          />
        ) : null}

        <div className="mx-auto mt-10 grid max-w-5xl gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="text-lg leading-relaxed text-slate-800">
            <div {...englishWhereFallback(blog, 'description')}>
              <FormattedText text={blog.description} />
            </div>
            {blog.sections.map((section, index) => (
              <section key={index} aria-labelledby={section.title ? `section-${index + 2}` : undefined} className="mt-10">
                {section.title ? (
                  <h2 id={`section-${index + 2}`} className="text-2xl font-semibold text-brand-900" {...englishWhereFallback(section, 'title')}>
                    {section.title}
                  </h2>
                ) : null}
                <div className="mt-4" {...englishWhereFallback(section, 'body')}>
                  <FormattedText text={section.body} />
                </div>
              </section>
            ))}
            {blog.linkUrl ? (
              <p className="mt-10 rounded-2xl bg-brand-50 p-5 text-base">
                <span className="font-semibold text-brand-900">
                  <Trans>Further reading:</Trans>{' '}
                </span>
                <a
                  href={blog.linkUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold break-words text-brand-700 underline underline-offset-4 hover:text-brand-800"
                >
                  <bdi dir="ltr">{linkLabel(blog.linkUrl)}</bdi>{' '}
                  <span className="sr-only">
                    <Trans>(opens in a new tab)</Trans>
                  </span>
                </a>
              </p>
            ) : null}
          </div>

          <aside className="space-y-6" aria-label={t`More about this post`}>
            {blog.side.title || !isEmptyText(blog.side.description) ? (
              <section aria-labelledby={blog.side.title ? 'side-note' : undefined} className="rounded-2xl border border-accent-600/30 bg-sand-100 p-5">
                {blog.side.title ? (
                  <h2 id="side-note" className="text-lg font-semibold text-brand-900" {...englishWhereFallback(blog.side, 'title')}>
                    {blog.side.title}
                  </h2>
                ) : null}
                <div className="mt-2 leading-relaxed text-slate-700" {...englishWhereFallback(blog.side, 'description')}>
                  <FormattedText text={blog.side.description} />
                </div>
              </section>
            ) : null}
            {blog.writer.name ? (
              <section aria-labelledby="about-writer" className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
                <h2 id="about-writer" className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
                  <Trans>About the writer</Trans>
                </h2>
                <div className="mt-3 flex items-center gap-3">
                  <PersonPicture
                    name={blog.writer.name}
                    image={blog.writer.image}
                    sizes="80px"
                    className="h-20 w-20 shrink-0 rounded-full"
                    textClassName="text-2xl"
                  />
                  <p className="font-semibold text-brand-900">{blog.writer.name}</p>
                </div>
                {!isEmptyText(blog.writer.description) ? (
                  <div className="mt-3 leading-relaxed text-slate-700" {...englishWhereFallback(blog.writer, 'description')}>
                    <FormattedText text={blog.writer.description} />
                  </div>
                ) : null}
              </section>
            ) : null}
          </aside>
        </div>
      </div>
    </article>
  )
}

/** 'https://www.mygrief.ca/path' -> 'mygrief.ca/path', readable as a link's text. */
function linkLabel(url: string) {
  const { hostname, pathname, search } = new URL(url)
  const rest = pathname === '/' && !search ? '' : `${pathname}${search}`
  return `${hostname.replace(/^www\./, '')}${rest}`
}
