// GET /sitemap.xml: every public page for search engines (sitemaps.org 0.9), its addresses built
// from SITE_URL, never the request's Host: the fixed pages, then every visible post, album and
// event with the time it last changed, and the blog's feeds and the events calendar (issue 39
// item 3). Each is listed in each language, naming the others as its alternates (with English as
// x-default), as search engines read hreflang in sitemaps.
import { FEED_PATHS } from '~/content/blog-feeds'
import { DEFAULT_LANGUAGE, LANGUAGES, pathIn } from '~/i18n/languages'
import { listSitemapEntries } from '~/models/sitemap.server'
import { env } from '~/utils/env.server'

/** The public pages that are always there (sign-in, account and one-off pages are left out). */
export const SITEMAP_PAGES = ['/', '/about', '/blog', '/events', '/team', '/gallery', '/contact', '/donation', '/privacypolicy', '/gettheapp', '/crisis-help']

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

export async function loader() {
  const origin = env().SITE_URL
  const entries = await listSitemapEntries()
  const address = (path: string) => escapeXml(`${origin}${path}`)
  const alternates = (path: string) =>
    [...LANGUAGES.map((language) => [language, pathIn(language, path)]), ['x-default', pathIn(DEFAULT_LANGUAGE, path)]]
      .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${address(href)}"/>`)
      .join('')
  const url = (path: string, lastModified?: Date) =>
    LANGUAGES.map(
      (language) =>
        `  <url><loc>${address(pathIn(language, path))}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''}${alternates(path)}</url>`,
    ).join('\n')
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...SITEMAP_PAGES.map((path) => url(path)),
    ...entries.map((entry) => url(entry.path, entry.lastModified)),
    ...FEED_PATHS.map((path) => url(path)),
    '</urlset>',
    '',
  ].join('\n')
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' } })
}
