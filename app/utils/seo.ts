// Each public page's <title>, description, canonical URL and Open Graph tags, built one way.
import type { MetaDescriptor } from 'react-router'

export type PageSeo = {
  /** The page's own title; the charity's name is appended. */
  title: string
  description: string
  /** The page's path, e.g. '/blogdetail/3' (canonical URLs use the lower-case spelling). */
  path: string
  /** Absolute origin of the site, e.g. 'https://example.org': SITE_URL, which the public layout's loader gives (never the request's Host). */
  origin: string
  siteName: string
  /** An image URL path such as '/media/abc-800.webp', for sharing. */
  image?: string | null
  type?: 'website' | 'article'
}

export function seo({ title, description, path, origin, siteName, image, type = 'website' }: PageSeo): MetaDescriptor[] {
  const fullTitle = title === siteName ? title : `${title} · ${siteName}`
  const url = `${origin}${path.toLowerCase()}`
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: siteName },
    { property: 'og:locale', content: 'en_CA' },
  ]
  if (image) tags.push({ property: 'og:image', content: `${origin}${image}` }, { name: 'twitter:card', content: 'summary_large_image' })
  return tags
}
