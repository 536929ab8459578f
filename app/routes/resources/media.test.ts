import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'
import { useTestDatabase } from '../../../database/test-database'
import { loader } from './media'
import { getMediaVariant, storeImage, type StoredImage } from '~/models/media.server'
import { mediaUrl } from '~/utils/media-url'

useTestDatabase()

let picture: StoredImage

beforeAll(async () => {
  const input = await sharp({
    create: { width: 500, height: 300, channels: 3, background: '#2f7d74', noise: { type: 'gaussian', mean: 90, sigma: 20 } },
  })
    .jpeg()
    .toBuffer()
  picture = await storeImage(input, { alt: 'Seniors drinking tea' })
})

/** Runs the loader as React Router would for GET /media/{file}; a thrown Response is answered too. */
async function get(file: string, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost/media/${encodeURIComponent(file)}`, { headers })
  try {
    return await loader({ request, params: { file }, context: {} } as unknown as Parameters<typeof loader>[0])
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

describe('GET /media/{hash}-{width}.webp', () => {
  test('answers the variant as WebP, cached for a year, never sniffed', async () => {
    const response = await get(`${picture.hash}-400.webp`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/webp')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('ETag')).toBe(`"${picture.hash}-400"`)

    const body = Buffer.from(await response.arrayBuffer())
    expect(response.headers.get('Content-Length')).toBe(String(body.length))
    const stored = await getMediaVariant(picture.hash, 400)
    expect(body.equals(Buffer.from(stored!.bytes))).toBe(true)
    const metadata = await sharp(body).metadata()
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 400, 240])
  })

  test('every width the picture has is served, at its own size', async () => {
    for (const width of [160, 400, 500]) {
      const response = await get(`${picture.hash}-${width}.webp`)
      expect(response.status).toBe(200)
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(width)
    }
    expect(mediaUrl(picture.hash, 160)).toBe(`/media/${picture.hash}-160.webp`)
  })

  test('a browser that already has it gets 304 without the bytes', async () => {
    const response = await get(`${picture.hash}-160.webp`, { 'If-None-Match': `"${picture.hash}-160"` })
    expect(response.status).toBe(304)
    expect(await response.text()).toBe('')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    // A different tag gets the picture.
    expect((await get(`${picture.hash}-160.webp`, { 'If-None-Match': '"something-else"' })).status).toBe(200)
  })

  test.each([
    ['a width that was not made', () => `${picture.hash}-800.webp`],
    ['an unknown picture', () => `${'a'.repeat(64)}-400.webp`],
    ['another extension', () => `${picture.hash}-400.png`],
    ['no width', () => `${picture.hash}.webp`],
    ['width zero', () => `${picture.hash}-0.webp`],
    ['a huge width', () => `${picture.hash}-99999999999999999999.webp`],
    ['a negative width', () => `${picture.hash}--400.webp`],
    ['capital letters in the hash', () => `${picture.hash.toUpperCase()}-400.webp`],
    ['a short hash', () => `${picture.hash.slice(0, 10)}-400.webp`],
    ['a path', () => `../../etc/passwd`],
    ['SQL', () => `'; drop table media; --`],
    ['nothing', () => ''],
  ])('answers 404 for %s', async (_label, file) => {
    const response = await get(file())
    expect(response.status).toBe(404)
    expect(response.headers.get('Content-Type')).not.toBe('image/webp')
  })
})
