// The blog pages' loaders on a real database: the list's cards (dates and the spec 9 cut), and
// the detail page's 404 for an unknown, hidden or malformed id.
import { describe, expect, test } from 'vitest'
import { db } from '../../../database/db.server'
import { blogs } from '../../../database/schema'
import { useTestDatabase } from '../../../database/test-database'
import { pageArgs } from '../../../tests/support/page-args'
import { loader as listLoader } from './blog'
import { loader as detailLoader, meta } from './blog-detail'

useTestDatabase()

const detail = (id: string) =>
  detailLoader({ request: new Request(`https://charity.example/blogdetail/${id}`), params: { id }, context: {} } as unknown as Parameters<typeof detailLoader>[0])

async function addBlog(title: string, description: string, extra: Partial<typeof blogs.$inferInsert> = {}) {
  const [row] = await db()
    .insert(blogs)
    .values({ name: 'Wellbeing', title, description, writerName: 'Anjali Mehta', createdAt: new Date('2026-03-10T18:00:00Z'), ...extra })
    .returning({ id: blogs.id })
  return row.id
}

async function status(promise: Promise<unknown>) {
  try {
    await promise
    return 200
  } catch (thrown) {
    return thrown instanceof Response ? thrown.status : 'not a response'
  }
}

describe('the blog list loader', () => {
  test('no posts: an empty list', async () => {
    expect(await listLoader(pageArgs('/blog'))).toEqual({ blogs: [] })
  })

  test('cards carry the date in parts and the description cut as spec 9 says', async () => {
    const sixty = 'Sixty characters of text, no more and no less, for testing!!'
    expect(sixty.length).toBe(60)
    const long = 'x'.repeat(140)
    const a = await addBlog('Sixty', sixty, { priority: 1 })
    await addBlog('Long', long, { priority: 2 })
    await addBlog('Short', 'Fifty characters or fewer stay whole.', { priority: 3 })
    await addBlog('Hidden', 'Not shown', { status: 'hidden' })

    const { blogs: cards } = await listLoader(pageArgs('/blog'))
    expect(cards.map((card) => card.title)).toEqual(['Sixty', 'Long', 'Short'])
    expect(cards[0]).toMatchObject({
      id: a,
      // longer than 50, so it gets the ellipsis, though nothing is cut before 100
      excerpt: `${sixty}...`,
      date: { day: '10', month: 'March', year: '2026', text: '10 March 2026', iso: '2026-03-10T18:00:00.000Z' },
    })
    expect(cards[1].excerpt).toBe('x'.repeat(100) + '...')
    expect(cards[2].excerpt).toBe('Fifty characters or fewer stay whole.')
  })
})

describe('the blog detail loader', () => {
  test('gives the post with its published date', async () => {
    const id = await addBlog('A visible post', 'Body.')
    const data = await detail(String(id))
    expect(data.blog.title).toBe('A visible post')
    expect(data.published).toEqual({ iso: '2026-03-10T18:00:00.000Z', text: '10 March 2026' })
  })

  test('unknown, hidden, non-numeric or impossible ids answer 404', async () => {
    const hidden = await addBlog('Hidden post', 'Body.', { status: 'hidden' })
    for (const id of [String(hidden), '999999', 'abc', '3abc', '-1', '1e3', '0', '99999999999', '']) {
      expect(await status(detail(id)), `id ${JSON.stringify(id)}`).toBe(404)
    }
  })

  test('its meta: the post title, canonical lower-case path, article type and the image for sharing', async () => {
    const id = await addBlog('Shared post', 'A description that people see when the link is shared.')
    const data = await detail(String(id))
    const tags = meta({
      loaderData: { ...data, blog: { ...data.blog, image: { id: 1, hash: 'a'.repeat(64), width: 1200, height: 750, alt: '', widths: [400, 800, 1200] } } },
      matches: [undefined, { loaderData: { name: 'Sahara', origin: 'https://charity.example' } }],
    } as unknown as Parameters<typeof meta>[0])
    expect(tags).toContainEqual({ title: 'Shared post · Sahara' })
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: `https://charity.example/blogdetail/${id}` })
    expect(tags).toContainEqual({ property: 'og:type', content: 'article' })
    // the picture cropped to 1200 x 630 for link previews, described by the post's title when it has no text of its own
    expect(tags).toContainEqual({ property: 'og:image', content: `https://charity.example/media/share/${'a'.repeat(64)}.jpg` })
    expect(tags).toContainEqual({ property: 'og:image:width', content: '1200' })
    expect(tags).toContainEqual({ property: 'og:image:height', content: '630' })
    expect(tags).toContainEqual({ property: 'og:image:alt', content: 'Shared post' })
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
    const blocks = tags.flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json'] as Record<string, unknown>] : []))
    expect(blocks.map((block) => block['@type'])).toEqual(['BlogPosting', 'BreadcrumbList'])
    expect(blocks[0]).toMatchObject({
      headline: 'Shared post',
      url: `https://charity.example/blogdetail/${id}`,
      image: `https://charity.example/media/${'a'.repeat(64)}-1200.webp`,
      datePublished: '2026-03-10T18:00:00.000Z',
      author: { '@type': 'Person', name: 'Anjali Mehta' },
    })
  })
})
