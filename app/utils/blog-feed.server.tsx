// The blog as RSS 2.0 and Atom 1.0 (the `feed` package): the newest posts, whole, every address
// built from SITE_URL. A feed carries a post as HTML that React renders from its formatted texts'
// trees (decision 031), so every character is escaped and only paragraphs, line breaks, bold,
// italic, lists and checked links reach a feed reader, never markup of the post's own.
import { t } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import { Feed, type Item } from 'feed'
import { type ReactElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { BLOG_DESCRIPTION, BLOG_FEEDS, blogFeedPath, type BlogFeedFormat } from '~/content/blog-feeds'
import { englishWhereFallback, type Localized } from '~/content/translations'
import { i18nOf } from '~/i18n/i18n'
import { LANGUAGE_FACTS, pathIn, type Language } from '~/i18n/languages'
import { FormattedText } from '~/content/formatted-text-view'
import { isEmptyText, plainText, type FormattedText as Formatted } from '~/content/formatted-text'
import { truncate } from '~/content/text'
import { mediaSrc, type MediaImage } from '~/utils/media-url'

export type FeedPost = Localized & {
  id: number
  title: string
  description: Formatted
  sections: ({ title: string; body: Formatted } & Localized)[]
  side: { title: string; description: Formatted } & Localized
  writer: { name: string; description: Formatted } & Localized
  /** An http(s) address, or ''. */
  linkUrl: string
  image: MediaImage | null
  publishedAt: Date
  updatedAt: Date
}

/**
 * Who publishes the feed: the organisation's name and e-mail, the site's public address
 * (SITE_URL), and the language of the feed (its posts as that language's pages show them).
 */
export type FeedSite = { origin: string; name: string; email: string; language: Language }

/** The width of the picture a feed offers, wide enough for a reader's article view. */
const PICTURE_WIDTH = 1200

/** How long a reader or a proxy may keep a feed: an hour, or until the next scheduled post appears (decision 032). */
export function feedMaxAge(nextScheduled: Date | null, now = new Date()): number {
  const hour = 3600
  return nextScheduled ? Math.max(0, Math.min(hour, Math.ceil((nextScheduled.getTime() - now.getTime()) / 1000))) : hour
}

/** The response of a feed's address: `format` is RSS 2.0 or Atom 1.0; `nextScheduled`, when the next scheduled post appears. */
export function blogFeedResponse(format: BlogFeedFormat, posts: FeedPost[], site: FeedSite, nextScheduled: Date | null = null): Response {
  const feed = blogFeed(format, posts, site)
  // RSS says its language in <language>; the library writes none for Atom, whose way is xml:lang
  const atomStart = '<feed xmlns="http://www.w3.org/2005/Atom">'
  const body = format === 'rss' ? feed.rss2() : feed.atom1().replace(atomStart, `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${LANGUAGE_FACTS[site.language].htmlLang}">`)
  return new Response(body, {
    headers: {
      'Content-Type': `${BLOG_FEEDS[format].type}; charset=utf-8`,
      'Cache-Control': `public, max-age=${feedMaxAge(nextScheduled)}`,
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

function blogFeed(format: BlogFeedFormat, posts: FeedPost[], { origin, name, email, language }: FeedSite): Feed {
  const i18n = i18nOf(language)
  const blog = `${origin}${pathIn(language, '/blog')}`
  const feed = new Feed({
    id: blog,
    title: name,
    description: i18n._(BLOG_DESCRIPTION),
    link: blog,
    feedLinks: { rss: `${origin}${blogFeedPath('rss', language)}`, atom: `${origin}${blogFeedPath('atom', language)}` },
    language: LANGUAGE_FACTS[language].htmlLang,
    // the last change to a post it carries (an empty feed: now, the library's default)
    updated: posts.length ? new Date(Math.max(...posts.map((post) => post.updatedAt.getTime()))) : undefined,
    author: { name, email, link: `${origin}/` },
    favicon: `${origin}/favicon.svg`,
    generator: false,
  })
  for (const post of posts) feed.addItem(item(format, post, origin, email, language))
  return feed
}

function item(format: BlogFeedFormat, post: FeedPost, origin: string, email: string, language: Language): Item {
  const writer = post.writer.name.trim()
  return {
    // Atom declares the title HTML (type="html"); RSS titles are plain text
    title: format === 'atom' ? html(<>{post.title}</>) : rssTitle(post.title),
    link: `${origin}${pathIn(language, `/blogdetail/${post.id}`)}`,
    date: post.updatedAt,
    published: post.publishedAt,
    description: html(<>{truncate(plainText(post.description), 280)}</>),
    content: html(<PostContent post={post} origin={origin} i18n={i18nOf(language)} />),
    ...(post.image ? { image: `${origin}${mediaSrc(post.image, PICTURE_WIDTH)}` } : {}),
    // RSS names an author by an address ("e-mail (name)"): the organisation's, as on the site
    ...(writer ? { author: [format === 'atom' ? { name: writer } : { name: writer, email }] } : {}),
  }
}

// xml-js (under `feed`) splits only the first ']]>' of a CDATA section: a second one would end
// the section and the rest of the title would be read as XML. No real title has one; a
// zero-width space keeps it text.
function rssTitle(title: string) {
  return title.replaceAll(']]>', ']]\u200b>')
}

function html(element: ReactElement) {
  return renderToStaticMarkup(element)
}

/**
 * What the post's page shows, in order: picture, text, sections, side note, further reading, the
 * writer. A text still in English in another language's feed says so (lang="en"), as the page does.
 */
function PostContent({ post, origin, i18n }: { post: FeedPost; origin: string; i18n: I18n }) {
  return (
    <>
      {post.image ? (
        <p>
          {/* lazy: React would otherwise put a preload link before it */}
          <img src={`${origin}${mediaSrc(post.image, PICTURE_WIDTH)}`} alt={post.image.alt} loading="lazy" />
        </p>
      ) : null}
      <Marked item={post} field="description">
        <Paragraphs text={post.description} />
      </Marked>
      {post.sections.map((section, index) => (
        <section key={index}>
          {section.title ? <h2 {...englishWhereFallback(section, 'title')}>{section.title}</h2> : null}
          <Marked item={section} field="body">
            <Paragraphs text={section.body} />
          </Marked>
        </section>
      ))}
      {post.side.title || !isEmptyText(post.side.description) ? (
        <aside>
          {post.side.title ? <h2 {...englishWhereFallback(post.side, 'title')}>{post.side.title}</h2> : null}
          <Marked item={post.side} field="description">
            <Paragraphs text={post.side.description} />
          </Marked>
        </aside>
      ) : null}
      {post.linkUrl ? (
        <p>
          {t(i18n)`Further reading:`} <a href={post.linkUrl}>{post.linkUrl}</a>
        </p>
      ) : null}
      {post.writer.name.trim() ? (
        <section>
          <h2>{t(i18n)`About the writer`}</h2>
          <p>{post.writer.name}</p>
          <Marked item={post.writer} field="description">
            <Paragraphs text={post.writer.description} />
          </Marked>
        </section>
      ) : null}
    </>
  )
}

/** A formatted text as the page shows it, without the page's classes. */
function Paragraphs({ text }: { text: Formatted }) {
  return <FormattedText text={text} bare />
}

/** A long text that is still English in another language's feed, marked so (lang="en"); any other as it is. */
function Marked({ item, field, children }: { item: Localized; field: string; children: ReactNode }) {
  const marks = englishWhereFallback(item, field)
  return marks.lang ? <div {...marks}>{children}</div> : <>{children}</>
}
