// GET /robots.txt: search engines may read the public site, not the back office or the pages of
// an account (signing in, registering, choosing a password), and are told where the sitemap is.
import { env } from '~/utils/env.server'

export const DISALLOWED = ['/admin', '/account', '/login', '/register', '/forgot-password', '/reset-password', '/accept-invitation', '/leave-quickly', '/preview']

export function loader() {
  const text = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${env().SITE_URL}/sitemap.xml`, ''].join('\n')
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' } })
}
