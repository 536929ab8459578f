// Issue 18, items 5 and 6, on the real production server: every public page has its own title
// and description and the tags that make a shared link show a title, a text and a picture; the
// picture is there at 1200 x 630; search engines read the charity, each event and each post as
// structured data (JSON-LD) with what they require. A forged Host changes none of it.
import { JSDOM } from 'jsdom'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_ORGANISATION } from '~/content/settings'
import { publicPagePaths } from '../tests/support/public-pages'
import { buildApp, rawGet, startServing, type RunningServer } from '../tests/support/test-server'

const SITE_URL = 'https://charity.example'

let build: Awaited<ReturnType<typeof buildApp>>
let server: RunningServer
/** Each public page that answers 200, read once with a forged Host. */
const pages = new Map<string, Document>()

beforeAll(async () => {
  build = await buildApp()
  server = await startServing(build.dir, { SITE_URL })
  for (const path of await publicPagePaths(server.origin)) {
    const answer = await getWithHost(path, 'evil.example')
    if (answer.status === 200) pages.set(path, new JSDOM(answer.body).window.document)
  }
}, 240_000)

afterAll(async () => {
  await server?.stop()
  build?.remove()
})

async function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  const answer = await rawGet(server.port, path, { Host: host })
  return { status: answer.status, body: answer.body.toString() }
}

const metaContent = (document: Document, key: string) =>
  document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null

type JsonLd = Record<string, unknown> & { '@type': string }
const structuredData = (document: Document): JsonLd[] =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''))

/** An address on SITE_URL, fetched from the test server. */
async function fetchFromSite(url: string) {
  expect(url.startsWith(`${SITE_URL}/`), url).toBe(true)
  return fetch(`${server.origin}${url.slice(SITE_URL.length)}`)
}

describe('every public page', () => {
  it('was read: the fixed pages, the sign-in pages and one post, album and event', () => {
    expect([...pages.keys()]).toEqual(expect.arrayContaining(['/', '/about', '/login', '/register', '/forgot-password', '/contact', '/donation']))
    expect([...pages.keys()].filter((path) => /^\/(blogdetail|gallerydetail|events)\/\d+$/i.test(path))).toHaveLength(3)
  })

  it('has a title and a description of its own', () => {
    const titles = new Map<string, string>()
    for (const [path, document] of pages) {
      const title = document.title.trim()
      const description = metaContent(document, 'description')
      expect(title, `${path}: title`).not.toBe('')
      expect(description?.trim(), `${path}: description`).toBeTruthy()
      expect(titles.get(title), `${path} has the title of ${titles.get(title)}`).toBeUndefined()
      titles.set(title, path)
    }
  })

  it('has the tags of a link preview, with addresses on SITE_URL', () => {
    for (const [path, document] of pages) {
      for (const key of ['og:title', 'og:description', 'og:url', 'og:type', 'og:site_name', 'og:image', 'og:image:alt', 'twitter:title', 'twitter:description', 'twitter:image']) {
        expect(metaContent(document, key)?.trim(), `${path}: ${key}`).toBeTruthy()
      }
      expect(metaContent(document, 'og:locale'), path).toBe('en_CA')
      expect(metaContent(document, 'twitter:card'), path).toBe('summary_large_image')
      expect(metaContent(document, 'og:url'), path).toBe(`${SITE_URL}${path.toLowerCase()}`)
      expect(metaContent(document, 'og:image'), path).toMatch(new RegExp(`^${SITE_URL}/`))
      expect(metaContent(document, 'twitter:image'), path).toBe(metaContent(document, 'og:image'))
    }
  })

  it('keeps the sign-in pages, the thank-you page, a registration’s own page and the navbar and footer alone out of search results, and no other', () => {
    const unlisted = ['/login', '/register', '/forgot-password', '/reset-password', '/accept-invitation', '/footer', '/navbar', '/contactconfirmation', '/registration']
    for (const [path, document] of pages) {
      const hidden = metaContent(document, 'robots') === 'noindex'
      expect(hidden, path).toBe(unlisted.includes(path))
    }
  })
})

describe('link-preview pictures', () => {
  it('a page without a picture shows the logo card, a 1200 x 630 PNG', async () => {
    const image = metaContent(pages.get('/about')!, 'og:image')!
    expect(image).toBe(`${SITE_URL}/share-card.png`)
    const response = await fetchFromSite(image)
    expect(response.status).toBe(200)
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1200, 630])
    expect(metaContent(pages.get('/about')!, 'og:image:alt')).toBe(`The logo of ${DEFAULT_ORGANISATION.name}`)
  })

  it('a post, an album and an event show their own picture, cropped to 1200 x 630', async () => {
    for (const [path, document] of pages) {
      if (!/^\/(blogdetail|gallerydetail|events)\/\d+$/i.test(path)) continue
      const image = metaContent(document, 'og:image')!
      expect(image, path).toMatch(new RegExp(`^${SITE_URL}/media/share/[0-9a-f]{64}\\.jpg$`))
      expect([metaContent(document, 'og:image:width'), metaContent(document, 'og:image:height')], path).toEqual(['1200', '630'])
      const response = await fetchFromSite(image)
      expect(response.headers.get('Content-Type'), path).toBe('image/jpeg')
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
      expect([metadata.format, metadata.width, metadata.height], path).toEqual(['jpeg', 1200, 630])
    }
  })
})

describe('structured data (JSON-LD)', () => {
  it('home and about describe the charity as an NGO, with its registration number and social links', async () => {
    for (const path of ['/', '/about']) {
      const [charity, ...others] = structuredData(pages.get(path)!)
      expect(others, path).toEqual([])
      expect(charity, path).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'NGO',
        name: DEFAULT_ORGANISATION.name,
        url: `${SITE_URL}/`,
        email: DEFAULT_ORGANISATION.email,
        telephone: DEFAULT_ORGANISATION.phone,
        address: { '@type': 'PostalAddress', addressLocality: 'Edmonton', addressRegion: 'AB', postalCode: DEFAULT_ORGANISATION.address.postalCode },
        identifier: { '@type': 'PropertyValue', value: DEFAULT_ORGANISATION.charityNumber },
        sameAs: DEFAULT_ORGANISATION.socialLinks.map((link) => link.url),
      })
      const logo = await fetchFromSite(charity.logo as string)
      expect(logo.headers.get('Content-Type')).toBe('image/png')
    }
  })

  it('an event page describes the event, held in person, organised by the charity, and the way back', () => {
    const [path, document] = [...pages].find(([p]) => /^\/events\/\d+$/i.test(p))!
    const [event, breadcrumbs] = structuredData(document)
    expect(event).toMatchObject({
      '@type': 'Event',
      name: document.querySelector('h1')?.textContent,
      url: `${SITE_URL}${path.toLowerCase()}`,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place' },
      organizer: { '@type': 'NGO', name: DEFAULT_ORGANISATION.name },
    })
    // a date with its time and offset, as on the page
    expect(event.startDate).toBe(document.querySelector('time')?.getAttribute('datetime'))
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: `${SITE_URL}/` },
        { position: 2, name: 'Events', item: `${SITE_URL}/events` },
        { position: 3, name: event.name, item: `${SITE_URL}${path.toLowerCase()}` },
      ],
    })
  })

  it('a post describes itself as a BlogPosting with its dates and writer, and the way back', () => {
    const [path, document] = [...pages].find(([p]) => /^\/blogdetail\/\d+$/i.test(p))!
    const [post, breadcrumbs] = structuredData(document)
    expect(post).toMatchObject({ '@type': 'BlogPosting', headline: document.querySelector('h1')?.textContent, url: `${SITE_URL}${path.toLowerCase()}` })
    for (const key of ['datePublished', 'dateModified']) expect(Number.isNaN(Date.parse(post[key] as string)), key).toBe(false)
    expect(post.image).toMatch(new RegExp(`^${SITE_URL}/media/`))
    expect((post.author as { name: string }).name).toBeTruthy()
    expect((breadcrumbs.itemListElement as unknown[]).length).toBe(3)
  })

  it('an album gives the way back; list pages give nothing they do not need', () => {
    const [, album] = [...pages].find(([p]) => /^\/gallerydetail\/\d+$/i.test(p))!
    expect(structuredData(album).map((data) => data['@type'])).toEqual(['BreadcrumbList'])
    for (const path of ['/blog', '/events', '/contact', '/login']) expect(structuredData(pages.get(path)!), path).toEqual([])
  })
})
