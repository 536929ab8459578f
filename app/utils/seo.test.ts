// A page's head names the blog's feeds in the page's language, titled in it, and its link-preview
// picture is described in it too (issue 39 item 3).
import { describe, expect, it } from 'vitest'
import { seo } from './seo'

const site = (language: 'en' | 'ur' | 'pa') => ({ name: 'Sahara Mental Health Society', origin: 'https://charity.example', language })
const feedsOf = (tags: ReturnType<typeof seo>) => tags.filter((tag) => 'type' in tag && typeof tag.type === 'string' && /(rss|atom)\+xml/.test(tag.type))

describe('the feeds a page names', () => {
  it('are the Urdu feeds, titled in Urdu, on an Urdu page', () => {
    const tags = seo({ site: site('ur'), title: 'بلاگ', description: '...', path: '/blog' })
    expect(feedsOf(tags)).toEqual([
      { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: 'بلاگ (RSS)', href: '/ur/blog/rss.xml' },
      { tagName: 'link', rel: 'alternate', type: 'application/atom+xml', title: 'بلاگ (Atom)', href: '/ur/blog/atom.xml' },
    ])
    // the site's logo card, described in Urdu
    expect(tags).toContainEqual({ property: 'og:image:alt', content: 'Sahara Mental Health Society کا لوگو' })
  })

  it('are the English feeds on an English page', () => {
    const tags = seo({ site: site('en'), title: 'Blog', description: '...', path: '/blog' })
    expect(feedsOf(tags).map((tag) => [('title' in tag && tag.title) || '', 'href' in tag ? tag.href : ''])).toEqual([
      ['Blog (RSS)', '/blog/rss.xml'],
      ['Blog (Atom)', '/blog/atom.xml'],
    ])
    expect(tags).toContainEqual({ property: 'og:image:alt', content: 'The logo of Sahara Mental Health Society' })
  })

  it('follow a share picture staff described in the page language', () => {
    const tags = seo({ site: { ...site('pa'), shareImage: { path: '/media/share/x.jpg', width: 1200, height: 630, alt: 'ਬਜ਼ੁਰਗਾਂ ਦੀ ਚਾਹ' } }, title: 'x', description: 'y', path: '/' })
    expect(tags).toContainEqual({ property: 'og:image:alt', content: 'ਬਜ਼ੁਰਗਾਂ ਦੀ ਚਾਹ' })
    expect(feedsOf(tags).map((tag) => ('href' in tag ? tag.href : ''))).toEqual(['/pa/blog/rss.xml', '/pa/blog/atom.xml'])
  })
})
