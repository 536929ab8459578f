import crypto from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { db } from '../../database/db.server'
import { blogs, media, mediaVariants } from '../../database/schema'
import { useTestDatabase } from '../../database/test-database'
import { getVisibleBlog, listVisibleBlogs } from './blog.server'

useTestDatabase()

async function picture(alt: string) {
  const [row] = await db()
    .insert(media)
    .values({ hash: crypto.randomBytes(32).toString('hex'), width: 800, height: 500, alt })
    .returning({ id: media.id })
  await db().insert(mediaVariants).values({ mediaId: row.id, width: 800, height: 500, bytes: new Uint8Array([1]) })
  return row.id
}

const day = (n: number) => new Date(Date.UTC(2025, 0, n, 12))

async function addBlog(values: Partial<typeof blogs.$inferInsert> & { title: string }) {
  const [row] = await db()
    .insert(blogs)
    .values({ name: 'Wellbeing', description: `About ${values.title}`, writerName: 'Anjali Mehta', ...values })
    .returning({ id: blogs.id })
  return row.id
}

describe('listVisibleBlogs', () => {
  test('an empty table gives an empty list', async () => {
    expect(await listVisibleBlogs()).toEqual([])
  })

  test('visible posts only, by priority (lowest first), then newest, with their pictures', async () => {
    const image = await picture('Lanterns at dusk')
    await addBlog({ title: 'Priority 2, older', priority: 2, createdAt: day(1) })
    await addBlog({ title: 'Priority 2, newer', priority: 2, createdAt: day(5), imageId: image })
    await addBlog({ title: 'Priority 1', priority: 1, createdAt: day(2) })
    await addBlog({ title: 'Hidden', priority: 0, createdAt: day(9), status: 'hidden' })

    const list = await listVisibleBlogs()
    expect(list.map((blog) => blog.title)).toEqual(['Priority 1', 'Priority 2, newer', 'Priority 2, older'])
    expect(list[1].image).toMatchObject({ id: image, alt: 'Lanterns at dusk', widths: [800] })
    expect(list[1].publishedAt).toEqual(day(5))
    expect(list[0].image).toBeNull()
    expect(list[0].description).toEqual(paragraph('About Priority 1'))
  })
})

describe('getVisibleBlog', () => {
  test('gives the whole post, its non-empty sections, writer and side note', async () => {
    const image = await picture('Snowy hills')
    const writer = await picture('Portrait of the writer')
    const id = await addBlog({
      title: 'When winter weighs on your mood',
      description: 'Fewer hours of daylight.',
      imageId: image,
      section2Title: 'Is it the winter blues?',
      section2Body: 'Something more.',
      section3Title: '  ',
      section3Body: '',
      writerImageId: writer,
      writerName: 'Anjali Mehta',
      writerDescription: 'Registered psychologist.',
      sideTitle: 'Help at any hour',
      sideDescription: 'Call 988.',
      linkUrl: ' https://988.ca ',
      createdAt: day(3),
    })
    const blog = await getVisibleBlog(id)
    expect(blog).toMatchObject({
      id,
      title: 'When winter weighs on your mood',
      description: paragraph('Fewer hours of daylight.'),
      publishedAt: day(3),
      sections: [{ title: 'Is it the winter blues?', body: paragraph('Something more.') }],
      writer: { name: 'Anjali Mehta', description: paragraph('Registered psychologist.') },
      side: { title: 'Help at any hour', description: paragraph('Call 988.') },
      linkUrl: 'https://988.ca/',
    })
    expect(blog?.image?.id).toBe(image)
    expect(blog?.writer.image?.id).toBe(writer)
  })

  test('a hidden post, an unknown id or an impossible id gives null', async () => {
    const hidden = await addBlog({ title: 'Draft', status: 'hidden' })
    expect(await getVisibleBlog(hidden)).toBeNull()
    expect(await getVisibleBlog(987654)).toBeNull()
    expect(await getVisibleBlog(0)).toBeNull()
    expect(await getVisibleBlog(-3)).toBeNull()
    expect(await getVisibleBlog(1.5)).toBeNull()
    expect(await getVisibleBlog(Number.NaN)).toBeNull()
    expect(await getVisibleBlog(2 ** 31)).toBeNull()
  })

  test('a link that is not a web address is dropped, never turned into an href', async () => {
    const id = await addBlog({ title: 'Odd link', linkUrl: 'javascript:alert(1)' })
    expect((await getVisibleBlog(id))?.linkUrl).toBe('')
    const none = await addBlog({ title: 'No link', linkUrl: '' })
    expect((await getVisibleBlog(none))?.linkUrl).toBe('')
  })
})

/** A formatted text of one paragraph (decision 031: long texts are read on the server). */
function paragraph(text: string) {
  return [{ type: 'p', children: [text] }]
}
