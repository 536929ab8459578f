// Each public page's <title>, description, canonical URL, link-preview tags (Open Graph and
// Twitter cards) and structured data (JSON-LD), built one way.
import type { MetaDescriptor } from 'react-router'
import type { Thing, WithContext } from 'schema-dts'
import { t } from '@lingui/core/macro'
import { BLOG_FEEDS, blogFeedPath, type BlogFeedFormat } from '~/content/blog-feeds'
import { i18nOf } from '~/i18n/i18n'
import { DEFAULT_LANGUAGE, LANGUAGE_FACTS, LANGUAGES, pathIn, type Language } from '~/i18n/languages'
import { shareCardUrl, type MediaImage } from './media-url'

/** A picture shown in link previews: a path on this site and its size. */
export type ShareImage = { path: string; width: number; height: number; alt: string }

/** The site's own preview picture (its logo on a calm background), for pages without a picture of their own. */
export const DEFAULT_SHARE_IMAGE = { path: '/share-card.png', width: 1200, height: 630 } as const
/** The logo as a square PNG, for structured data (search engines want a raster logo). */
export const LOGO_PATH = '/logo-512.png'

/** A stored picture as a 1200 x 630 preview (cropped by /media/share/). */
export function shareImageOf(picture: Pick<MediaImage, 'hash' | 'alt'>, fallbackAlt: string): ShareImage {
  return { path: shareCardUrl(picture.hash), width: 1200, height: 630, alt: picture.alt || fallbackAlt }
}

/** What the public layout's loader gives every page (routes/site/layout.tsx). */
export type SeoSite = {
  /** The charity's name, appended to every title. */
  name: string
  /** Absolute origin of the site, e.g. 'https://example.org': SITE_URL (never the request's Host). */
  origin: string
  /** The picture staff chose in Site settings for pages without their own; else the logo card. */
  shareImage?: ShareImage | null
  /** The page's language; its canonical URL is in it, and the others are its alternates. */
  language?: Language
}

export type PageSeo = {
  site: SeoSite
  /** The page's own title; the charity's name is appended. */
  title: string
  description: string
  /** The page's path in English, e.g. '/blogdetail/3' (canonical URLs use the lower-case spelling, in the page's language). */
  path: string
  /** The page's own picture for link previews. */
  image?: ShareImage | null
  type?: 'website' | 'article'
  /** Schema.org descriptions of what the page shows, each emitted as a JSON-LD block. */
  structuredData?: WithContext<Thing>[]
  /** Sign-in and account pages: described for people, kept out of search results. */
  noIndex?: boolean
}

export function seo({ site, title, description, path, image, type = 'website', structuredData = [], noIndex = false }: PageSeo): MetaDescriptor[] {
  const { name: siteName, origin, language = DEFAULT_LANGUAGE } = site
  const fullTitle = title === siteName ? title : `${title} · ${siteName}`
  const addressIn = (inLanguage: Language) => `${origin}${pathIn(inLanguage, path.toLowerCase())}`
  const url = addressIn(language)
  const i18n = i18nOf(language)
  // said in the page's language, as every text of the page (issue 39 item 3)
  const picture = image ?? site.shareImage ?? { ...DEFAULT_SHARE_IMAGE, alt: t(i18n)`The logo of ${siteName}` }
  const pictureUrl = `${origin}${picture.path}`
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    ...(noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: url },
    // the same page in every language, English for any other reader (x-default)
    ...LANGUAGES.map((other) => ({ tagName: 'link', rel: 'alternate', hrefLang: other, href: addressIn(other) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: addressIn(DEFAULT_LANGUAGE) },
    // the blog's feeds in the page's language, where browsers and feed readers look for them; by
    // path, which the browser resolves against the page's own address (SITE_URL's)
    ...(Object.keys(BLOG_FEEDS) as BlogFeedFormat[]).map((format) => ({
      tagName: 'link',
      rel: 'alternate',
      type: BLOG_FEEDS[format].type,
      title: i18n._(BLOG_FEEDS[format].title),
      href: blogFeedPath(format, language),
    })),
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: siteName },
    { property: 'og:locale', content: LANGUAGE_FACTS[language].ogLocale },
    ...LANGUAGES.filter((other) => other !== language).map((other) => ({ property: 'og:locale:alternate', content: LANGUAGE_FACTS[other].ogLocale })),
    { property: 'og:image', content: pictureUrl },
    { property: 'og:image:width', content: String(picture.width) },
    { property: 'og:image:height', content: String(picture.height) },
    { property: 'og:image:alt', content: picture.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: pictureUrl },
    { name: 'twitter:image:alt', content: picture.alt },
    // React Router writes these as <script type="application/ld+json">, escaping < and >;
    // a data block never runs, so the CSP needs no exception for it
    ...structuredData.map((data) => ({ 'script:ld+json': data })),
  ]
}


/**
 * A sign-in or account page: its own title and description like every page, and kept out of
 * search results (robots.txt keeps crawlers away too).
 */
export function privatePageSeo(layout: SeoSite | undefined, page: { title: string; description: string; path: string }): MetaDescriptor[] {
  if (!layout) return [{ title: page.title }, { name: 'description', content: page.description }, { name: 'robots', content: 'noindex' }]
  return seo({ ...page, site: layout, noIndex: true })
}
