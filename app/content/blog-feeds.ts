// The blog's feeds and the events calendar, one of each per language (issue 39 item 3): where
// they are (/blog/rss.xml in English, /ur/blog/rss.xml in Urdu...), how pages announce them (a
// <link rel="alternate"> on every public page, which browsers and feed readers look for, titled
// in the page's language), and the words that describe the blog on its page and in its feeds.
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { pathIn, type Language } from '~/i18n/languages'

export const BLOG_DESCRIPTION = msg`Articles on grief, loneliness, family conversations, caregiving and finding help in your own language, from the team of an Edmonton mental-health charity.`

export const BLOG_FEEDS = {
  rss: { path: '/blog/rss.xml', type: 'application/rss+xml', title: msg`Blog (RSS)` },
  atom: { path: '/blog/atom.xml', type: 'application/atom+xml', title: msg`Blog (Atom)` },
} as const satisfies Record<string, { path: string; type: string; title: MessageDescriptor }>

export type BlogFeedFormat = keyof typeof BLOG_FEEDS

/** The upcoming events as a calendar to subscribe to, in English at this path and under each language's prefix. */
export const EVENTS_CALENDAR_PATH = '/events/calendar.ics'

/** A feed's path in a language: ('rss', 'ur') -> '/ur/blog/rss.xml'. */
export function blogFeedPath(format: BlogFeedFormat, language: Language): string {
  return pathIn(language, BLOG_FEEDS[format].path)
}

/** The feeds and calendars the sitemap lists in every language (English paths). */
export const FEED_PATHS = [BLOG_FEEDS.rss.path, BLOG_FEEDS.atom.path, EVENTS_CALENDAR_PATH]
