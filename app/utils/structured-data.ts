// What search engines read about a page (schema.org, as JSON-LD): the charity on home and
// about, an event on its page, a blog post on its page, and the way back (breadcrumbs) on
// every detail page. Browser-safe: pages build these in their meta functions (app/utils/seo.ts).
import type { BlogPosting, BreadcrumbList, Event, NGO, PostalAddress, WithContext } from 'schema-dts'
import { LOGO_PATH } from './seo'

/** What the public layout's loader gives about the charity (routes/site/layout.tsx). */
export type SiteFacts = {
  name: string
  origin: string
  address: { line1: string; line2: string; city: string; province: string; postalCode: string; country: string }
  footer: { email: string; phone: string; charityNumber: string; socialLinks: { url: string }[] }
}

const absolute = (origin: string, path: string) => `${origin}${path.toLowerCase()}`

/** The charity itself, as an NGO with its registration number (home and about). */
export function charityData(site: SiteFacts): WithContext<NGO> {
  const { footer } = site
  return {
    '@context': 'https://schema.org',
    '@type': 'NGO',
    '@id': `${site.origin}/#organization`,
    name: site.name,
    url: `${site.origin}/`,
    logo: `${site.origin}${LOGO_PATH}`,
    email: footer.email,
    telephone: footer.phone,
    address: postalAddress(site),
    ...(footer.charityNumber
      ? { identifier: { '@type': 'PropertyValue', propertyID: 'Canada Revenue Agency charity registration number', value: footer.charityNumber } }
      : {}),
    ...(footer.socialLinks.length ? { sameAs: footer.socialLinks.map((link) => link.url) } : {}),
  }
}

function postalAddress({ address }: SiteFacts): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: [address.line1, address.line2].filter(Boolean).join(', '),
    addressLocality: address.city,
    addressRegion: address.province,
    postalCode: address.postalCode,
    addressCountry: address.country,
  }
}

/** The charity as the organiser or publisher of something on its site: a reference to the full description on home. */
function charityReference(site: Pick<SiteFacts, 'name' | 'origin'>) {
  return { '@type': 'NGO', '@id': `${site.origin}/#organization`, name: site.name, url: `${site.origin}/` } as const
}

export type EventFacts = {
  path: string
  title: string
  description: string
  startsAt: string
  endsAt: string | null
  location: string | null
  imageUrl: string | null
}

/** An event the charity holds in person. */
export function eventData(site: SiteFacts, event: EventFacts): WithContext<Event> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    url: absolute(site.origin, event.path),
    startDate: event.startsAt,
    ...(event.endsAt ? { endDate: event.endsAt } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    // an event without a place of its own is held at the charity's office
    location: event.location
      ? { '@type': 'Place', name: event.location, address: event.location }
      : { '@type': 'Place', name: site.name, address: postalAddress(site) },
    ...(event.imageUrl ? { image: event.imageUrl } : {}),
    organizer: charityReference(site),
  }
}

export type PostFacts = {
  path: string
  title: string
  description: string
  publishedAt: string
  modifiedAt: string
  writerName: string
  imageUrl: string | null
}

/** A blog post: written by its writer when the post names one, else by the charity. */
export function blogPostingData(site: SiteFacts, post: PostFacts): WithContext<BlogPosting> {
  const url = absolute(site.origin, post.path)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: url,
    datePublished: post.publishedAt,
    dateModified: post.modifiedAt,
    ...(post.imageUrl ? { image: post.imageUrl } : {}),
    author: post.writerName ? { '@type': 'Person', name: post.writerName } : charityReference(site),
    publisher: { ...charityReference(site), logo: `${site.origin}${LOGO_PATH}` },
  }
}

/** The way from home to a detail page: Home, its list, the page itself. */
export function breadcrumbData(origin: string, trail: { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: absolute(origin, step.path) })),
  }
}
