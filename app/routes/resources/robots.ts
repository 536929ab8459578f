// GET /robots.txt: search engines may read the public site, not the back office or the pages of
// an account (signing in, registering, choosing a password), and are told where the sitemap is.
import { PREFIXED_LANGUAGES, pathIn } from '~/i18n/languages'
import { env } from '~/utils/env.server'

export const DISALLOWED = ['/admin', '/account', '/login', '/register', '/forgot-password', '/reset-password', '/accept-invitation', '/leave-quickly', '/preview']

// the same pages in every language (/pa/login...); the back office has no other language
const DISALLOWED_IN_LANGUAGES = PREFIXED_LANGUAGES.flatMap((language) => DISALLOWED.filter((path) => path !== '/admin').map((path) => pathIn(language, path)))

export function loader() {
  const text = ['User-agent: *', 'Allow: /', ...[...DISALLOWED, ...DISALLOWED_IN_LANGUAGES].map((path) => `Disallow: ${path}`), '', `Sitemap: ${env().SITE_URL}/sitemap.xml`, ''].join('\n')
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' } })
}
