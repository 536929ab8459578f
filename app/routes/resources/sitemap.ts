// GET /sitemap.xml: every public page for search engines (sitemaps.org 0.9), its addresses built
// from SITE_URL, never the request's Host: the fixed pages, then every visible post, album and
// event with the time it last changed.
import { listSitemapEntries } from '~/models/sitemap.server'
import { env } from '~/utils/env.server'

/** The public pages that are always there (sign-in, account and one-off pages are left out). */
export const SITEMAP_PAGES = ['/', '/about', '/blog', '/events', '/team', '/gallery', '/contact', '/donation', '/privacypolicy', '/gettheapp']

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

export async function loader() {
  const origin = env().SITE_URL
  const entries = await listSitemapEntries()
  const url = (path: string, lastModified?: Date) =>
    `  <url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''}</url>`
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...SITEMAP_PAGES.map((path) => url(path)),
    ...entries.map((entry) => url(entry.path, entry.lastModified)),
    '</urlset>',
    '',
  ].join('\n')
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' } })
}
