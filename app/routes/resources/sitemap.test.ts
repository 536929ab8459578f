// /sitemap.xml and /robots.txt (issue 18, item 4) on a real database: the sitemap, read with a
// real XML parser, holds every fixed public page and every visible post, album and event with
// when it last changed, and no hidden one; robots.txt keeps crawlers out of the back office and
// the account pages and names the sitemap. Addresses come from SITE_URL, never the Host header.
import { XMLParser } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { db } from '../../../database/db.server'
import { blogs, events, galleryCategories, galleryImages } from '../../../database/schema'
import { useTestDatabase } from '../../../database/test-database'
import { env } from '~/utils/env.server'
import { loader as robots } from './robots'
import { SITEMAP_PAGES, loader as sitemap } from './sitemap'

useTestDatabase()

async function readSitemap() {
  const response = await sitemap()
  expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
  const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(await response.text())
  const urls = [parsed.urlset.url].flat() as { loc: string; lastmod?: string; 'xhtml:link': { rel: string; hreflang: string; href: string }[] }[]
  alternatesOf = new Map(urls.map((url) => [url.loc, Object.fromEntries(url['xhtml:link'].map((link) => [link.hreflang, link.href]))]))
  return new Map(urls.map((url) => [url.loc, url.lastmod ?? null]))
}

let alternatesOf = new Map<string, Record<string, string>>()

describe('the sitemap', () => {
  it('lists the fixed pages and every visible post, album and event with when it changed, and nothing hidden', async () => {
    const post = { name: 'n', title: 't', description: 'd', writerName: 'w' }
    const [shown, hiddenPost] = await db()
      .insert(blogs)
      .values([
        { ...post, updatedAt: new Date('2026-05-01T10:00:00Z') },
        { ...post, status: 'hidden' },
      ])
      .returning({ id: blogs.id })
    const [album, hiddenAlbum] = await db()
      .insert(galleryCategories)
      .values([
        { name: 'Diwali 2026', description: 'Lamps and sweets.', updatedAt: new Date('2026-01-01T00:00:00Z') },
        { name: 'Draft', description: 'Not yet.', status: 'hidden' },
      ])
      .returning({ id: galleryCategories.id })
    // a picture added later: the album changed then
    await db().insert(galleryImages).values({ categoryId: album.id, title: 'Lamps', updatedAt: new Date('2026-06-02T12:00:00Z') })
    const [event, hiddenEvent] = await db()
      .insert(events)
      .values([
        { title: 'Grief circle', description: 'Weekly.', eventDate: new Date('2026-12-01T01:00:00Z'), updatedAt: new Date('2026-04-03T00:00:00Z') },
        { title: 'Hidden', description: 'No.', eventDate: new Date('2026-12-01T01:00:00Z'), status: 'hidden' },
      ])
      .returning({ id: events.id })

    const urls = await readSitemap()
    const origin = env().SITE_URL
    for (const path of SITEMAP_PAGES) expect(urls.has(`${origin}${path}`), path).toBe(true)
    expect(urls.get(`${origin}/blogdetail/${shown.id}`)).toBe('2026-05-01T10:00:00.000Z')
    expect(urls.get(`${origin}/gallerydetail/${album.id}`)).toBe('2026-06-02T12:00:00.000Z')
    expect(urls.get(`${origin}/events/${event.id}`)).toBe('2026-04-03T00:00:00.000Z')
    for (const hidden of [`/blogdetail/${hiddenPost.id}`, `/gallerydetail/${hiddenAlbum.id}`, `/events/${hiddenEvent.id}`]) expect(urls.has(`${origin}${hidden}`), hidden).toBe(false)
    // each page in the four languages, each naming the four and x-default (English)
    // (the 3 more: the post, the album, the event; and the RSS and Atom feeds and the events calendar)
    expect(urls.size).toBe(4 * (SITEMAP_PAGES.length + 3 + 3))
    const postPath = `/blogdetail/${shown.id}`
    const expected = { en: `${origin}${postPath}`, pa: `${origin}/pa${postPath}`, hi: `${origin}/hi${postPath}`, ur: `${origin}/ur${postPath}`, 'x-default': `${origin}${postPath}` }
    for (const loc of Object.values(expected)) {
      expect(alternatesOf.get(loc), loc).toEqual(expected)
      expect(urls.get(loc), loc).toBe('2026-05-01T10:00:00.000Z')
    }
    expect(alternatesOf.get(`${origin}/pa`)).toMatchObject({ en: `${origin}/`, pa: `${origin}/pa` })
    // the feeds and the calendar in every language, each naming the others (issue 39 item 3)
    expect(alternatesOf.get(`${origin}/ur/blog/rss.xml`)).toEqual({
      en: `${origin}/blog/rss.xml`, pa: `${origin}/pa/blog/rss.xml`, hi: `${origin}/hi/blog/rss.xml`, ur: `${origin}/ur/blog/rss.xml`, 'x-default': `${origin}/blog/rss.xml`,
    })
    expect(alternatesOf.get(`${origin}/hi/events/calendar.ics`)).toMatchObject({ ur: `${origin}/ur/events/calendar.ics`, pa: `${origin}/pa/events/calendar.ics` })
    expect(urls.has(`${origin}/pa/blog/atom.xml`)).toBe(true)
    // nothing private is listed
    for (const url of urls.keys()) expect(url).not.toMatch(/\/(admin|account|login|register)/)
  })
})

describe('robots.txt', () => {
  it('keeps crawlers out of the back office and account pages and names the sitemap', async () => {
    const response = robots()
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8')
    const lines = (await response.text()).split('\n')
    expect(lines).toContain('User-agent: *')
    for (const path of ['/admin', '/account', '/login', '/register', '/preview']) expect(lines).toContain(`Disallow: ${path}`)
    // in every language too
    for (const path of ['/pa/account', '/hi/login', '/ur/register', '/ur/leave-quickly']) expect(lines).toContain(`Disallow: ${path}`)
    expect(lines).toContain(`Sitemap: ${env().SITE_URL}/sitemap.xml`)
    expect(lines.some((line) => /^Disallow: \/(blog|events|gallery|about)?$/.test(line))).toBe(false)
  })
})
