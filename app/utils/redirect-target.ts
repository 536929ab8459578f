// Where to send someone after logging in, when the address came with the request
// (?redirectTo=...): only a page of this site. The one helper for every redirect target taken
// from a request.
//
// A value is resolved the way a browser would resolve it against the site (dot segments,
// %2e, tabs...), then refused if it would leave the site or is not one of the site's pages:
// '/.//evil.example/x' resolves to the path '//evil.example/x', which a browser reads as
// another site when it comes back as a Location header.

import { unprefixedPath } from '~/i18n/languages'

/** The first segment of every page a person can be sent back to ('' is the home page). */
export const PAGE_SECTIONS = new Set([
  '',
  'about',
  'blog',
  'blogdetail',
  'events',
  'team',
  'gallery',
  'gallerydetail',
  // a staff preview (an admin only; the 404 page for anyone else)
  'preview',
  'privacypolicy',
  'gettheapp',
  'leave-quickly',
  'crisis-help',
  // a person's own registration for an event (its token in the address)
  'registration',
  'footer',
  'navbar',
  'contact',
  'contactconfirmation',
  'donation',
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'accept-invitation',
  'account',
  'admin',
])

const BASE = 'http://site.invalid'

export function safeRedirectPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000) return fallback
  // backslashes and control characters are read differently by browsers and servers
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return fallback
  }
  if (url.origin !== BASE || url.pathname.includes('//')) return fallback
  // /pa/about is the about page in Punjabi
  const section = unprefixedPath(url.pathname).split('/')[1].toLowerCase()
  if (!PAGE_SECTIONS.has(section)) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}
