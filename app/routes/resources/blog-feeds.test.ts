// /blog/rss.xml and /blog/atom.xml (issue 18, item 7) on a real database, read with real
// parsers (fast-xml-parser for the feeds, jsdom for the HTML they carry): every visible post of
// the 20 newest is there, whole, newest first, and no hidden one; addresses come from SITE_URL,
// never the Host header; stored text, hostile or not, comes back as the same text and never as
// markup.
import crypto from 'node:crypto'
import { JSDOM } from 'jsdom'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '../../../database/db.server'
import { blogs, media, mediaVariants } from '../../../database/schema'
import { useTestDatabase } from '../../../database/test-database'
import { addHostileContent, formattedWords } from '../../../tests/support/hostile-content'
import { injectionProblems, parseHtml, readableStrings } from '../../../tests/support/html-checks'
import { DEFAULT_ORGANISATION } from '~/content/settings'
import { FEED_SIZE } from '~/models/blog.server'
import { getOrganisation } from '~/models/settings.server'
import { env } from '~/utils/env.server'
import { loader as atomLoader } from './blog-atom'
import { loader as rssLoader } from './blog-rss'

useTestDatabase()

beforeEach(async () => {
  await db().delete(blogs)
})

const LISTS = ['rss.channel.item', 'rss.channel.atom:link', 'rss.channel.item.author', 'feed.link', 'feed.author', 'feed.entry', 'feed.entry.link', 'feed.entry.author']
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // text stays text ('2026' is not a number), and lists stay lists with one element
  parseTagValue: false,
  isArray: (_name, path) => LISTS.includes(String(path)),
})

type Text = string | { '#text': string; [attribute: string]: string }
const text = (value: Text | undefined) => (typeof value === 'object' ? value['#text'] : value)
type Link = { '@_href': string; '@_rel'?: string; '@_type'?: string }

// the loaders read no request; one with a forged Host and X-Forwarded-Host is given all the same,
// so that a loader that started reading it would be caught
const forged = () => ({
  request: new Request('http://evil.example/blog/rss.xml', { headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' } }),
  params: {},
  context: {},
})

/** A feed's body, after checking the response's headers and that the body is well-formed XML (jsdom's XML parser is strict too). */
async function fetchFeed(loader: typeof rssLoader, contentType: string) {
  const response = await (loader as (args: unknown) => Promise<Response>)(forged())
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toBe(`${contentType}; charset=utf-8`)
  expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600')
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  const xml = await response.text()
  expect(XMLValidator.validate(xml)).toBe(true)
  expect(xml).not.toContain('evil.example')
  // an element or attribute a post's text had injected would be found here
  const document = new JSDOM(xml, { contentType: 'application/xml' }).window.document
  expect(document.querySelectorAll('[data-injected], script, evil').length).toBe(0)
  return xml
}

type RssItem = {
  title: string
  link: string
  guid: Text
  pubDate: string
  description: string
  'content:encoded': string
  author?: string[]
  enclosure?: { '@_url': string; '@_type': string; '@_length': string }
}

async function readRss() {
  const { rss } = parser.parse(await fetchFeed(rssLoader, 'application/rss+xml'))
  expect(rss['@_version']).toBe('2.0')
  return { channel: rss.channel, items: (rss.channel.item ?? []) as RssItem[] }
}

type AtomEntry = {
  title: Text
  id: string
  link: Link[]
  published: string
  updated: string
  summary: Text
  content: Text
  author?: { name: string }[]
}

async function readAtom() {
  const { feed } = parser.parse(await fetchFeed(atomLoader, 'application/atom+xml'))
  expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom')
  return { feed, entries: (feed.entry ?? []) as AtomEntry[] }
}

/** The text a piece of the feed's HTML shows, after checking it injects nothing. */
function html(value: Text | undefined) {
  const document = parseHtml(`<!doctype html><body>${text(value) ?? ''}`)
  expect(injectionProblems(document, null)).toEqual([])
  return document
}

async function picture(alt: string) {
  const [row] = await db()
    .insert(media)
    .values({ hash: crypto.randomBytes(32).toString('hex'), width: 1600, height: 900, alt })
    .returning({ id: media.id, hash: media.hash })
  await db()
    .insert(mediaVariants)
    .values([400, 1200, 1600].map((width) => ({ mediaId: row.id, width, height: (width * 9) / 16, bytes: new Uint8Array([1]) })))
  return row
}

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12))

async function addBlog(values: Partial<typeof blogs.$inferInsert> & { title: string }) {
  const [row] = await db()
    .insert(blogs)
    .values({ name: 'Wellbeing', description: `About ${values.title}`, writerName: '', ...values })
    .returning({ id: blogs.id })
  return row.id
}

describe('the blog feeds', () => {
  it('carry every visible post, whole, newest first, with addresses from SITE_URL, and no hidden one', async () => {
    const origin = env().SITE_URL
    const image = await picture('Lanterns at dusk')
    // priority orders the blog page, not the feeds: they go by publication
    const older = await addBlog({ title: 'Older post', priority: 0, createdAt: day(1), updatedAt: day(20) })
    const newer = await addBlog({
      title: 'Talking with parents about grief',
      priority: 9,
      createdAt: day(10),
      updatedAt: day(12),
      imageId: image.id,
      description: 'First paragraph.\n\nSecond paragraph,\nwith a line break.',
      section2Title: 'Starting the conversation',
      section2Body: 'Pick a quiet moment.',
      section3Body: 'A section without a title.',
      sideTitle: 'Need to talk?',
      sideDescription: 'Call us any weekday.',
      writerName: 'Anjali Mehta',
      writerDescription: 'Counsellor since 2015.',
      linkUrl: 'https://www.example.org/grief',
    })
    const hidden = await addBlog({ title: 'Hidden post', createdAt: day(15), status: 'hidden' })

    const rss = await readRss()
    expect(rss.channel.title).toBe(DEFAULT_ORGANISATION.name)
    expect(rss.channel.link).toBe(`${origin}/blog`)
    expect(rss.channel.language).toBe('en-CA')
    expect(rss.channel.description).toMatch(/^Articles on grief/)
    expect(rss.channel['atom:link'][0]).toMatchObject({ '@_href': `${origin}/blog/rss.xml`, '@_rel': 'self' })
    expect(rss.items.map((item) => item.title)).toEqual(['Talking with parents about grief', 'Older post'])
    expect(rss.items.map((item) => item.link)).toEqual([`${origin}/blogdetail/${newer}`, `${origin}/blogdetail/${older}`])
    const [item] = rss.items
    expect(text(item.guid)).toBe(`${origin}/blogdetail/${newer}`)
    expect(new Date(item.pubDate).toISOString()).toBe(day(10).toISOString())
    expect(item.enclosure).toMatchObject({ '@_url': `${origin}/media/${image.hash}-1200.webp`, '@_type': 'image/webp' })
    expect(item.author).toEqual([`${DEFAULT_ORGANISATION.email} (Anjali Mehta)`])
    expect(html(item.description).body.textContent).toBe('First paragraph. Second paragraph, with a line break.')
    expect(rss.items[1].author).toBeUndefined()

    // the whole post, as its page shows it
    const content = html(item['content:encoded'])
    expect([...content.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      '',
      'First paragraph.',
      'Second paragraph,with a line break.',
      'Pick a quiet moment.',
      'A section without a title.',
      'Call us any weekday.',
      'Further reading: https://www.example.org/grief',
      'Anjali Mehta',
      'Counsellor since 2015.',
    ])
    expect(content.querySelectorAll('br')).toHaveLength(1)
    expect([...content.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Starting the conversation', 'Need to talk?', 'About the writer'])
    expect(content.querySelector('img')?.getAttribute('src')).toBe(`${origin}/media/${image.hash}-1200.webp`)
    expect(content.querySelector('img')?.getAttribute('alt')).toBe('Lanterns at dusk')
    expect(content.querySelector('a')?.getAttribute('href')).toBe('https://www.example.org/grief')
    // nothing before the content is a link of React's own (a preload)
    expect(content.querySelector('link')).toBeNull()

    const atom = await readAtom()
    expect(atom.feed.title).toBe(DEFAULT_ORGANISATION.name)
    expect(atom.feed.id).toBe(`${origin}/blog`)
    // the last change to a post it carries: the older post's edit
    expect(atom.feed.updated).toBe(day(20).toISOString())
    expect(atom.feed.link).toEqual(
      expect.arrayContaining([
        { '@_rel': 'alternate', '@_href': `${origin}/blog` },
        { '@_rel': 'self', '@_href': `${origin}/blog/atom.xml` },
      ]),
    )
    expect(atom.feed.author[0]).toMatchObject({ name: DEFAULT_ORGANISATION.name, uri: `${origin}/` })
    expect(atom.entries.map((entry) => entry.id)).toEqual([`${origin}/blogdetail/${newer}`, `${origin}/blogdetail/${older}`])
    const [entry] = atom.entries
    expect(html(entry.title).body.textContent).toBe('Talking with parents about grief')
    expect(entry.link).toEqual([
      { '@_href': `${origin}/blogdetail/${newer}` },
      { '@_rel': 'enclosure', '@_href': `${origin}/media/${image.hash}-1200.webp`, '@_type': 'image/webp' },
    ])
    expect(entry.published).toBe(day(10).toISOString())
    expect(entry.updated).toBe(day(12).toISOString())
    expect(entry.author).toEqual([{ name: 'Anjali Mehta' }])
    expect(html(entry.content).body.innerHTML).toBe(content.body.innerHTML)

    for (const xml of [JSON.stringify(rss), JSON.stringify(atom)]) expect(xml).not.toContain(`/blogdetail/${hidden}"`)
  })

  it(`carry the ${FEED_SIZE} newest posts only`, async () => {
    const ids: number[] = []
    for (let n = 1; n <= FEED_SIZE + 5; n++) ids.push(await addBlog({ title: `Post ${n}`, createdAt: day(n) }))
    const newestFirst = ids.reverse().slice(0, FEED_SIZE)
    const origin = env().SITE_URL
    expect((await readRss()).items.map((item) => item.link)).toEqual(newestFirst.map((id) => `${origin}/blogdetail/${id}`))
    expect((await readAtom()).entries.map((entry) => entry.id)).toEqual(newestFirst.map((id) => `${origin}/blogdetail/${id}`))
  })

  it('are valid and empty when there is no visible post', async () => {
    await addBlog({ title: 'Hidden', status: 'hidden' })
    const rss = await readRss()
    expect(rss.channel.title).toBe(DEFAULT_ORGANISATION.name)
    expect(rss.items).toEqual([])
    const atom = await readAtom()
    expect(atom.feed.title).toBe(DEFAULT_ORGANISATION.name)
    expect(atom.entries).toEqual([])
  })

  it('give back text with markup, ampersands, quotes and CDATA ends as the same text, never as markup', async () => {
    const title = `<script data-injected>alert("x")</script> & 'quotes' ]]> and ]]><evil/> again`
    const body = `Tom & Jerry's <b data-injected>"bold"</b> ]]><evil/> &amp; &lt;`
    await addBlog({ title, description: body, section2Title: '<h1 data-injected>', section2Body: body, writerName: '<i data-injected>W</i> & Co' })
    const [item] = (await readRss()).items
    // RSS titles are plain text; xml-js can end a CDATA section once only, so a zero-width space keeps the second ']]>' text
    expect(item.title).toBe(title.replaceAll(']]>', ']]\u200b>'))
    expect(item.author).toEqual([`${DEFAULT_ORGANISATION.email} (<i data-injected>W</i> & Co)`])
    const content = html(item['content:encoded'])
    expect([...content.querySelectorAll('p')].map((p) => p.textContent)).toEqual([body, body, '<i data-injected>W</i> & Co'])
    expect([...content.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['<h1 data-injected>', 'About the writer'])

    const [entry] = (await readAtom()).entries
    // Atom's titles are HTML: escaped there, they show the title as it was typed
    expect(html(entry.title).body.textContent).toBe(title)
    expect(html(entry.summary).body.textContent).toBe(body)
    expect(entry.author).toEqual([{ name: '<i data-injected>W</i> & Co' }])
    expect(html(entry.content).body.innerHTML).toBe(content.body.innerHTML)
  })

  // last in the file: it fills every table and the settings
  it('show every stored payload as text (the hostile content of the stored-XSS tests)', async () => {
    const hostile = await addHostileContent()
    const organisation = await getOrganisation()
    const stored = await db().select().from(blogs)
    expect(stored.length).toBeGreaterThan(0)
    const rss = await readRss()
    const atom = await readAtom()
    expect(rss.channel.title).toBe(organisation.name)
    expect(atom.feed.title).toBe(organisation.name)
    expect(hostile.fields.some((field) => field.column === 'organisation.name')).toBe(true)

    const byLink = new Map(rss.items.map((item) => [item.link, item]))
    const entries = new Map(atom.entries.map((entry) => [entry.id, entry]))
    for (const post of stored.filter((row) => row.status === 'published')) {
      const link = `${env().SITE_URL}/blogdetail/${post.id}`
      const item = byLink.get(link)
      const entry = entries.get(link)
      expect(item?.title).toBe(post.title)
      expect(html(entry?.title).body.textContent).toBe(post.title)
      for (const content of [html(item?.['content:encoded']), html(entry?.content)]) {
        const readable = readableStrings(content)
        for (const value of [post.section2Title, post.section3Title, post.sideTitle, post.writerName]) {
          expect(readable.some((string) => string.includes(value)), value).toBe(true)
        }
        // the long texts are formatted (decision 031): their words, with `_x_` made italic
        for (const value of [post.description, post.section2Body, post.section3Body, post.sideDescription, post.writerDescription]) {
          expect(readable.some((string) => string.includes(formattedWords(value))), value).toBe(true)
        }
        expect([...content.body.querySelectorAll('*')].every((element) => ['P', 'BR', 'STRONG', 'EM', 'UL', 'OL', 'LI', 'H2', 'SECTION', 'ASIDE', 'IMG', 'A'].includes(element.tagName)), content.body.innerHTML.slice(0, 200)).toBe(true)
        // the payloads' javascript: link is no web address: it is left out, not linked
        expect(content.querySelector('a')).toBeNull()
      }
    }
  })
})

describe('the blog feeds in each language (issue 39 item 3)', () => {
  const feedIn = async (loader: typeof rssLoader, path: string) => {
    const response = await (loader as (args: unknown) => Promise<Response>)({ request: new Request(`http://localhost${path}`), params: {}, context: {} })
    expect(response.status).toBe(200)
    return parser.parse(await response.text())
  }

  it('give the Urdu feed in Urdu, with its language, its addresses under /ur, and English where a text is not translated', async () => {
    const origin = env().SITE_URL
    const image = await picture('Lanterns at dusk')
    await db().update(media).set({ altTranslations: { ur: 'شام کے وقت لالٹینیں' } }).where(eq(media.id, image.id))
    const id = await addBlog({
      title: 'Talking with parents about grief',
      createdAt: day(3),
      imageId: image.id,
      writerName: 'Anjali Mehta',
      writerDescription: 'Counsellor since 2015.',
      linkUrl: 'https://www.example.org/grief',
      translations: { ur: { title: 'والدین سے غم کے بارے میں بات', description: 'پہلا پیراگراف۔' } },
    })

    const { rss } = await feedIn(rssLoader, '/ur/blog/rss.xml')
    expect(rss.channel.language).toBe('ur')
    expect(rss.channel.link).toBe(`${origin}/ur/blog`)
    expect(rss.channel.description).toMatch(/^غم، تنہائی/)
    expect(rss.channel['atom:link'][0]).toMatchObject({ '@_href': `${origin}/ur/blog/rss.xml`, '@_rel': 'self' })
    const [item] = rss.channel.item as RssItem[]
    expect(item.title).toBe('والدین سے غم کے بارے میں بات')
    expect(item.link).toBe(`${origin}/ur/blogdetail/${id}`)
    const content = html(item['content:encoded'])
    expect(content.body.textContent).toContain('پہلا پیراگراف۔')
    expect(content.body.textContent).toContain('مزید پڑھیں:')
    expect(content.querySelector('h2')?.textContent).toBe('لکھنے والے کے بارے میں')
    expect(content.querySelector('img')?.getAttribute('alt')).toBe('شام کے وقت لالٹینیں')
    // the writer's description is not translated: shown in English, and marked so
    expect(content.querySelector('[lang="en"]')?.textContent).toBe('Counsellor since 2015.')

    const { feed } = await feedIn(atomLoader, '/ur/blog/atom.xml')
    expect(feed['@_xml:lang']).toBe('ur')
    expect(html(feed.entry[0].title).body.textContent).toBe('والدین سے غم کے بارے میں بات')
    expect(feed.entry[0].link[0]['@_href']).toBe(`${origin}/ur/blogdetail/${id}`)
  })

  it('give the Punjabi and Hindi feeds in their languages, a post with no translation in English', async () => {
    await addBlog({ title: 'Only in English', createdAt: day(2) })
    const punjabi = (await feedIn(rssLoader, '/pa/blog/rss.xml')).rss.channel
    expect(punjabi.language).toBe('pa')
    expect(punjabi.description).toMatch(/^ਸੋਗ, ਇਕੱਲਤਾ/)
    expect(punjabi.item[0].title).toBe('Only in English')
    const hindi = (await feedIn(rssLoader, '/hi/blog/rss.xml')).rss.channel
    expect(hindi.language).toBe('hi')
    expect(hindi.link).toBe(`${env().SITE_URL}/hi/blog`)
  })
})
