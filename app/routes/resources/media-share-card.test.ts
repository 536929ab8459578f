import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'
import { count, sql } from 'drizzle-orm'
import { db } from '../../../database/db.server'
import { mediaShareCards } from '../../../database/schema'
import { useTestDatabase } from '../../../database/test-database'
import { loader } from './media-share-card'
import { storeImage, type StoredImage } from '~/models/media.server'

useTestDatabase()

let picture: StoredImage

beforeAll(async () => {
  // a tall, narrow picture: the preview must still be 1200 x 630, cropped rather than squashed
  const input = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#2f7d74', noise: { type: 'gaussian', mean: 90, sigma: 20 } } })
    .jpeg()
    .toBuffer()
  picture = await storeImage(input, { alt: 'Volunteers at the community kitchen' })
})

async function get(file: string, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost/media/share/${encodeURIComponent(file)}`, { headers })
  try {
    return await loader({ request, params: { file }, context: {} } as unknown as Parameters<typeof loader>[0])
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

const storedCards = async () => (await db().select({ count: count() }).from(mediaShareCards))[0].count

describe('GET /media/share/{hash}.jpg', () => {
  test('answers a 1200 x 630 JPEG made once from the picture, cached for a year, never sniffed', async () => {
    expect(await storedCards()).toBe(0)
    const first = await get(`${picture.hash}.jpg`)
    expect(first.status).toBe(200)
    expect(first.headers.get('Content-Type')).toBe('image/jpeg')
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(first.headers.get('X-Content-Type-Options')).toBe('nosniff')
    const body = Buffer.from(await first.arrayBuffer())
    expect(first.headers.get('Content-Length')).toBe(String(body.length))
    const metadata = await sharp(body).metadata()
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1200, 630])
    // no camera or editing metadata comes back through the crop
    expect(metadata.exif).toBeUndefined()

    // kept: the second visitor gets the same bytes, with no second crop stored
    const second = await get(`${picture.hash}.jpg`)
    expect(Buffer.from(await second.arrayBuffer()).equals(body)).toBe(true)
    expect(await storedCards()).toBe(1)
  })

  test('a browser that has it gets 304', async () => {
    const response = await get(`${picture.hash}.jpg`, { 'If-None-Match': `"${picture.hash}-share"` })
    expect(response.status).toBe(304)
  })

  test('unknown pictures and other names answer 404 and store nothing', async () => {
    const before = await storedCards()
    for (const file of [`${'0'.repeat(64)}.jpg`, `${picture.hash}.png`, `${picture.hash}-400.webp`, '../etc/passwd', `${picture.hash.toUpperCase()}.jpg`, '']) {
      expect((await get(file)).status, file).toBe(404)
    }
    expect(await storedCards()).toBe(before)
  })

  test('the stored preview goes when its picture is deleted', async () => {
    await db().execute(sql`delete from media where id = ${picture.id}`)
    expect(await storedCards()).toBe(0)
    expect((await get(`${picture.hash}.jpg`)).status).toBe(404)
  })
})
