// The blog as RSS 2.0 and Atom 1.0 (the `feed` package): the newest posts, whole, every address
// built from SITE_URL. A feed carries a post as HTML that React renders from its formatted texts'
// trees (decision 031), so every character is escaped and only paragraphs, line breaks, bold,
// italic, lists and checked links reach a feed reader, never markup of the post's own.
import { Feed, type Item } from 'feed'
import { type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { BLOG_DESCRIPTION, BLOG_FEEDS, type BlogFeedFormat } from '~/content/blog-feeds'
import { FormattedText } from '~/content/formatted-text-view'
import { isEmptyText, plainText, type FormattedText as Formatted } from '~/content/formatted-text'
import { truncate } from '~/content/text'
import { mediaSrc, type MediaImage } from '~/utils/media-url'

export type FeedPost = {
  id: number
  title: string
  description: Formatted
  sections: { title: string; body: Formatted }[]
  side: { title: string; description: Formatted }
  writer: { name: string; description: Formatted }
  /** An http(s) address, or ''. */
  linkUrl: string
  image: MediaImage | null
  publishedAt: Date
  updatedAt: Date
}

/** Who publishes the feed: the organisation's name and e-mail, and the site's public address (SITE_URL). */
export type FeedSite = { origin: string; name: string; email: string }

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
  return new Response(format === 'rss' ? feed.rss2() : feed.atom1(), {
    headers: {
      'Content-Type': `${BLOG_FEEDS[format].type}; charset=utf-8`,
      'Cache-Control': `public, max-age=${feedMaxAge(nextScheduled)}`,
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

function blogFeed(format: BlogFeedFormat, posts: FeedPost[], { origin, name, email }: FeedSite): Feed {
  const feed = new Feed({
    id: `${origin}/blog`,
    title: name,
    description: BLOG_DESCRIPTION,
    link: `${origin}/blog`,
    feedLinks: { rss: `${origin}${BLOG_FEEDS.rss.path}`, atom: `${origin}${BLOG_FEEDS.atom.path}` },
    language: 'en-CA',
    // the last change to a post it carries (an empty feed: now, the library's default)
    updated: posts.length ? new Date(Math.max(...posts.map((post) => post.updatedAt.getTime()))) : undefined,
    author: { name, email, link: `${origin}/` },
    favicon: `${origin}/favicon.svg`,
    generator: false,
  })
  for (const post of posts) feed.addItem(item(format, post, origin, email))
  return feed
}

function item(format: BlogFeedFormat, post: FeedPost, origin: string, email: string): Item {
  const writer = post.writer.name.trim()
  return {
    // Atom declares the title HTML (type="html"); RSS titles are plain text
    title: format === 'atom' ? html(<>{post.title}</>) : rssTitle(post.title),
    link: `${origin}/blogdetail/${post.id}`,
    date: post.updatedAt,
    published: post.publishedAt,
    description: html(<>{truncate(plainText(post.description), 280)}</>),
    content: html(<PostContent post={post} origin={origin} />),
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

/** What the post's page shows, in order: picture, text, sections, side note, further reading, the writer. */
function PostContent({ post, origin }: { post: FeedPost; origin: string }) {
  return (
    <>
      {post.image ? (
        <p>
          {/* lazy: React would otherwise put a preload link before it */}
          <img src={`${origin}${mediaSrc(post.image, PICTURE_WIDTH)}`} alt={post.image.alt} loading="lazy" />
        </p>
      ) : null}
      <Paragraphs text={post.description} />
      {post.sections.map((section, index) => (
        <section key={index}>
          {section.title ? <h2>{section.title}</h2> : null}
          <Paragraphs text={section.body} />
        </section>
      ))}
      {post.side.title || !isEmptyText(post.side.description) ? (
        <aside>
          {post.side.title ? <h2>{post.side.title}</h2> : null}
          <Paragraphs text={post.side.description} />
        </aside>
      ) : null}
      {post.linkUrl ? (
        <p>
          Further reading: <a href={post.linkUrl}>{post.linkUrl}</a>
        </p>
      ) : null}
      {post.writer.name.trim() ? (
        <section>
          <h2>About the writer</h2>
          <p>{post.writer.name}</p>
          <Paragraphs text={post.writer.description} />
        </section>
      ) : null}
    </>
  )
}

/** A formatted text as the page shows it, without the page's classes. */
function Paragraphs({ text }: { text: Formatted }) {
  return <FormattedText text={text} bare />
}
