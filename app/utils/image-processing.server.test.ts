import crypto from 'node:crypto'
import zlib from 'node:zlib'
import exifReader from 'exif-reader'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import {
  ImageRejectedError,
  MAX_PIXELS,
  MAX_UPLOAD_BYTES,
  detectImageType,
  processImage,
  variantWidths,
} from './image-processing.server'

const NOT_A_PICTURE = 'This file is not a picture we can use. Please choose a JPEG, PNG, WebP, GIF or AVIF image.'
const TOO_MANY_BYTES = 'This picture is larger than 10 MB. Please choose a smaller file.'
const TOO_MANY_PIXELS = 'This picture is too large (over 40 megapixels). Please choose a smaller one.'

/** A photo-like picture (noisy, so encoders cannot shrink it to nothing). */
function photo(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: '#4a8f86', noise: { type: 'gaussian', mean: 120, sigma: 30 } },
  })
}

/** Left half red, right half blue: shows where the picture's left side ends up. */
async function halves(width: number, height: number) {
  const blue = await sharp({ create: { width: width / 2, height, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer()
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } }).composite([
    { input: blue, left: width / 2, top: 0 },
  ])
}

async function pixel(bytes: Buffer, x: number, y: number) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * info.channels
  return [data[at], data[at + 1], data[at + 2]]
}

/** The chunk names of a RIFF/WebP file: where EXIF, XMP and ICC profiles would live. */
function webpChunks(bytes: Buffer) {
  expect(bytes.toString('latin1', 0, 4)).toBe('RIFF')
  expect(bytes.toString('latin1', 8, 12)).toBe('WEBP')
  const names: string[] = []
  for (let offset = 12; offset + 8 <= bytes.length; ) {
    names.push(bytes.toString('latin1', offset, offset + 4))
    const size = bytes.readUInt32LE(offset + 4)
    offset += 8 + size + (size % 2)
  }
  return names
}

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ImageRejectedError)
  return error as ImageRejectedError
}

describe('what is accepted', () => {
  test.each([
    ['JPEG', 'jpeg', () => photo(640, 480).jpeg().toBuffer()],
    ['PNG', 'png', () => photo(640, 480).png().toBuffer()],
    ['WebP', 'webp', () => photo(640, 480).webp().toBuffer()],
    ['GIF', 'gif', () => photo(640, 480).gif().toBuffer()],
    ['AVIF', 'avif', () => photo(640, 480).avif().toBuffer()],
  ] as const)('a %s picture becomes WebP variants', async (_label, type, make) => {
    const input = await make()
    expect(detectImageType(input)).toBe(type)
    const image = await processImage(input)
    expect(image.variants.map((v) => [v.width, v.height])).toEqual([
      [160, 120],
      [400, 300],
      [640, 480],
    ])
    for (const variant of image.variants) {
      const metadata = await sharp(variant.bytes).metadata()
      expect(metadata.format).toBe('webp')
      expect([metadata.width, metadata.height]).toEqual([variant.width, variant.height])
    }
    expect([image.width, image.height]).toEqual([640, 480])
  })

  test('a Uint8Array (as read from a form upload) works like a Buffer', async () => {
    const buffer = await photo(300, 200).png().toBuffer()
    const image = await processImage(new Uint8Array(buffer))
    expect(image.variants.map((v) => v.width)).toEqual([160, 300])
  })

  test('the hash is the sha-256 of the largest variant, the same for the same picture', async () => {
    const input = await photo(900, 600).jpeg().toBuffer()
    const first = await processImage(input)
    const again = await processImage(Buffer.from(input))
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(first.hash).toBe(crypto.createHash('sha256').update(first.variants.at(-1)!.bytes).digest('hex'))
    expect(again.hash).toBe(first.hash)
  })

  test('an animated GIF keeps its first frame', async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 240, height: 180, channels: 3, background: colour } })
        .png()
        .toBuffer()
    const animated = await sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
      .gif()
      .toBuffer()
    expect((await sharp(animated).metadata()).pages).toBe(2)

    const image = await processImage(animated)
    const largest = image.variants.at(-1)!
    expect([largest.width, largest.height]).toEqual([240, 180])
    expect((await sharp(largest.bytes).metadata()).pages ?? 1).toBe(1)
    const [r, g, b] = await pixel(largest.bytes, 120, 90)
    expect(r).toBeGreaterThan(200)
    expect(b).toBeLessThan(50)
    expect(g).toBeLessThan(50)
  })
})

describe('what is refused', () => {
  test('a text file renamed to .png is refused, whatever its name', async () => {
    const text = Buffer.from('Dear team, please find the minutes of our meeting attached.\n')
    const error = await rejection(processImage(text))
    expect(error.message).toBe(NOT_A_PICTURE)
    expect(error.reason).toBe('not-an-image')
  })

  test.each([
    ['an SVG drawing', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n')],
    ['an empty file', Buffer.alloc(0)],
    ['a HEIC photo', Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic')])],
  ])('%s is refused', async (_label, bytes) => {
    expect((await rejection(processImage(bytes))).message).toBe(NOT_A_PICTURE)
  })

  test('a TIFF is refused although sharp could read it', async () => {
    const tiff = await photo(100, 80).tiff().toBuffer()
    expect((await rejection(processImage(tiff))).message).toBe(NOT_A_PICTURE)
  })

  test('a 12 MB picture is refused', async () => {
    // Random noise does not compress: a real PNG of about 12 MB.
    const side = 2048
    const noise = crypto.randomBytes(side * side * 3)
    const png = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer()
    expect(png.length).toBeGreaterThan(12 * 1024 * 1024)
    expect(png.length).toBeGreaterThan(MAX_UPLOAD_BYTES)
    const error = await rejection(processImage(png))
    expect(error.message).toBe(TOO_MANY_BYTES)
    expect(error.reason).toBe('file-too-large')
  })

  test('a small file that decodes to over 40 megapixels (a pixel flood) is refused', async () => {
    const flood = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer()
    expect(flood.length).toBeLessThan(1024 * 1024)
    expect(7000 * 7000).toBeGreaterThan(MAX_PIXELS)
    const error = await rejection(processImage(flood))
    expect(error.message).toBe(TOO_MANY_PIXELS)
    expect(error.reason).toBe('too-many-pixels')
  })

  test('a PNG whose header claims 17000 x 17000 is refused from the header alone', async () => {
    const png = Buffer.from(await photo(64, 64).png().toBuffer())
    // IHDR: length(4) 'IHDR'(4) width(4) height(4) ... crc(4), starting after the 8-byte signature.
    png.writeUInt32BE(17000, 16)
    png.writeUInt32BE(17000, 20)
    png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29)
    expect((await sharp(png, { limitInputPixels: false }).metadata()).width).toBe(17000)
    expect((await rejection(processImage(png))).message).toBe(TOO_MANY_PIXELS)
  })

  test.each([
    ['JPEG', () => photo(800, 600).jpeg().toBuffer()],
    ['PNG', () => photo(800, 600).png().toBuffer()],
    ['WebP', () => photo(800, 600).webp().toBuffer()],
  ])('a truncated %s is refused as damaged', async (_label, make) => {
    const whole = await make()
    const cut = whole.subarray(0, Math.floor(whole.length * 0.6))
    const error = await rejection(processImage(cut))
    expect(error.reason).toBe('unreadable')
    expect(error.message).toBe(
      'This picture could not be read; the file may be damaged or incomplete. Please choose another file.',
    )
  })

  test('a file with a PNG signature and garbage after it is refused', async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(2000)])
    const error = await rejection(processImage(fake))
    expect(error.reason).toBe('unreadable')
  })
})

describe('privacy: nothing but pixels comes out', () => {
  test('a JPEG carrying GPS EXIF, XMP and an ICC profile gives variants with none of them', async () => {
    const input = await photo(1200, 900)
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12', Artist: 'A. Volunteer' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '53/1 32/1 4/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '113/1 29/1 32/1',
        },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="53,32.07N"/></rdf:RDF></x:xmpmeta>',
      )
      .withIccProfile('p3')
      .jpeg()
      .toBuffer()
    // The input really carries a location.
    const before = await sharp(input).metadata()
    const gps = exifReader(before.exif!).GPSInfo
    expect(gps?.GPSLatitude).toEqual([53, 32, 4])
    expect(gps?.GPSLongitudeRef).toBe('W')
    expect(before.xmp).toBeDefined()
    expect(before.icc).toBeDefined()

    const image = await processImage(input)
    expect(image.variants.map((v) => v.width)).toEqual([160, 400, 800, 1200])
    for (const variant of image.variants) {
      const after = await sharp(variant.bytes).metadata()
      expect(after.exif).toBeUndefined()
      expect(after.xmp).toBeUndefined()
      expect(after.icc).toBeUndefined()
      // Only image data chunks: no EXIF, XMP or ICCP chunk in the file.
      for (const chunk of webpChunks(variant.bytes)) expect(['VP8 ', 'VP8L', 'VP8X', 'ALPH']).toContain(chunk)
      expect(variant.bytes.includes('PhoneMaker')).toBe(false)
    }
  })

  test('EXIF orientation is applied: a 200 x 100 photo marked "rotate 90°" comes out 100 x 200', async () => {
    const input = await (await halves(200, 100)).withMetadata({ orientation: 6 }).jpeg().toBuffer()
    const before = await sharp(input).metadata()
    expect([before.width, before.height, before.orientation]).toEqual([200, 100, 6])

    const image = await processImage(input)
    expect([image.width, image.height]).toEqual([100, 200])
    const only = image.variants.at(-1)!
    expect([only.width, only.height]).toEqual([100, 200])
    // Turned clockwise: the photo's left (red) half is now on top, its right (blue) half below.
    const top = await pixel(only.bytes, 50, 20)
    const bottom = await pixel(only.bytes, 50, 180)
    expect(top[0]).toBeGreaterThan(200)
    expect(top[2]).toBeLessThan(60)
    expect(bottom[2]).toBeGreaterThan(200)
    expect(bottom[0]).toBeLessThan(60)
    // Nothing tells a viewer to turn it again.
    expect((await sharp(only.bytes).metadata()).orientation).toBeUndefined()
  })
})

describe('variant widths', () => {
  test('a 500 px picture gets 160, 400 and 500, never an enlarged copy', async () => {
    const image = await processImage(await photo(500, 250).png().toBuffer())
    expect(image.variants.map((v) => [v.width, v.height])).toEqual([
      [160, 80],
      [400, 200],
      [500, 250],
    ])
  })

  test('a large picture gets 160, 400, 800 and 1600, keeping its proportions', async () => {
    const image = await processImage(await photo(3000, 2000).jpeg().toBuffer())
    expect(image.variants.map((v) => [v.width, v.height])).toEqual([
      [160, 107],
      [400, 267],
      [800, 533],
      [1600, 1067],
    ])
    expect([image.width, image.height]).toEqual([1600, 1067])
    // Smaller variants are smaller files: a phone never pays for the big one.
    const sizes = image.variants.map((v) => v.bytes.length)
    expect([...sizes].sort((a, b) => a - b)).toEqual(sizes)
  })

  test.each([
    [90, [90]],
    [160, [160]],
    [161, [160, 161]],
    [400, [160, 400]],
    [1200, [160, 400, 800, 1200]],
    [1600, [160, 400, 800, 1600]],
    [5000, [160, 400, 800, 1600]],
  ])('a %i px wide picture gets widths %j', (width, expected) => {
    expect(variantWidths(width)).toEqual(expected)
  })
})
