// The blog's feeds: where they are and how pages announce them (a <link rel="alternate"> on
// every public page, which browsers and feed readers look for), and the words that describe
// the blog on its page and in its feeds.

export const BLOG_DESCRIPTION =
  'Articles on grief, loneliness, family conversations, caregiving and finding help in your own language, from the team of an Edmonton mental-health charity.'

export const BLOG_FEEDS = {
  rss: { path: '/blog/rss.xml', type: 'application/rss+xml', title: 'Blog (RSS)' },
  atom: { path: '/blog/atom.xml', type: 'application/atom+xml', title: 'Blog (Atom)' },
} as const

export type BlogFeedFormat = keyof typeof BLOG_FEEDS
