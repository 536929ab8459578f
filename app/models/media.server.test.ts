import { count, eq, getTableName, sql } from 'drizzle-orm'
import exifReader from 'exif-reader'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { db } from '../../database/db.server'
import {
  blogs,
  contentVersionPictures,
  contentVersions,
  events,
  galleryCategories,
  galleryImages,
  media,
  mediaVariants,
  teamMembers,
  testimonials,
} from '../../database/schema'
import { useTestDatabase } from '../../database/test-database'
import {
  MEDIA_REFERENCES,
  deleteMediaIfUnused,
  describeMedia,
  getMediaById,
  getMediaByIds,
  getMediaVariant,
  saveProcessedImage,
  storeImage,
} from './media.server'
import { ImageRejectedError, processImage } from '~/utils/image-processing.server'

useTestDatabase()

let seed = 0
/** A different photo-like picture on every call. */
function photo(width: number, height: number) {
  seed += 1
  const background = { r: (seed * 47) % 256, g: (seed * 91) % 256, b: (seed * 13) % 256 }
  return sharp({
    create: { width, height, channels: 3, background, noise: { type: 'gaussian', mean: 100 + seed, sigma: 25 } },
  })
}

async function mediaCount() {
  const [row] = await db().select({ n: count() }).from(media)
  return row.n
}

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ImageRejectedError)
  return error as ImageRejectedError
}

describe('storeImage', () => {
  test('stores a picture with its variants and answers its id, hash and size', async () => {
    const stored = await storeImage(await photo(1000, 750).jpeg().toBuffer(), { alt: '  Volunteers at the spring picnic ' })
    expect(stored.id).toBeGreaterThan(0)
    expect(stored.hash).toMatch(/^[0-9a-f]{64}$/)
    expect([stored.width, stored.height]).toEqual([1000, 750])

    const found = await getMediaById(stored.id)
    expect(found).toEqual({
      id: stored.id,
      hash: stored.hash,
      width: 1000,
      height: 750,
      alt: 'Volunteers at the spring picnic',
      // no description in another language yet
      altTranslations: {},
      widths: [160, 400, 800, 1000],
    })
    const variant = await getMediaVariant(stored.hash, 400)
    expect(variant).not.toBeNull()
    expect([variant!.width, variant!.height, variant!.contentType]).toEqual([400, 300, 'image/webp'])
    const metadata = await sharp(variant!.bytes).metadata()
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 400, 300])
  })

  test('a JPEG carrying GPS EXIF is stored with no GPS (or any EXIF) left in any variant', async () => {
    const input = await photo(1800, 1200)
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '53/1 32/1 4/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '113/1 29/1 32/1',
        },
      })
      .jpeg()
      .toBuffer()
    const gps = exifReader((await sharp(input).metadata()).exif!).GPSInfo
    expect(gps?.GPSLatitude).toEqual([53, 32, 4])

    const stored = await storeImage(input)
    const rows = await db()
      .select({ width: mediaVariants.width, bytes: mediaVariants.bytes })
      .from(mediaVariants)
      .where(eq(mediaVariants.mediaId, stored.id))
    expect(rows.map((r) => r.width).sort((a, b) => a - b)).toEqual([160, 400, 800, 1600])
    for (const row of rows) {
      const bytes = Buffer.from(row.bytes)
      const metadata = await sharp(bytes).metadata()
      expect(metadata.format).toBe('webp')
      expect(metadata.exif).toBeUndefined()
      expect(metadata.xmp).toBeUndefined()
      // No EXIF chunk, and no trace of the GPS IFD's ASCII or the maker anywhere in the file.
      expect(bytes.includes('EXIF')).toBe(false)
      expect(bytes.includes('Exif')).toBe(false)
      expect(bytes.includes('PhoneMaker')).toBe(false)
    }
  })

  test('a text file renamed to .png is refused with the message, and nothing is stored', async () => {
    const before = await mediaCount()
    const error = await rejection(storeImage(new TextEncoder().encode('meeting notes, not a picture'), { alt: 'x' }))
    expect(error.message).toBe(
      'This file is not a picture we can use. Please choose a JPEG, PNG, WebP, GIF or AVIF image.',
    )
    expect(await mediaCount()).toBe(before)
  })

  test('a 12 MB file is refused with the message, and nothing is stored', async () => {
    const before = await mediaCount()
    const png = await photo(16, 16).png().toBuffer()
    // A real PNG followed by padding to 12 MB: refused on its size before anything is decoded.
    const big = Buffer.concat([png, Buffer.alloc(12 * 1024 * 1024 - png.length)])
    const error = await rejection(storeImage(big))
    expect(error.message).toBe('This picture is larger than 10 MB. Please choose a smaller file.')
    expect(await mediaCount()).toBe(before)
  })

  test('the same picture uploaded twice is stored once', async () => {
    const input = await photo(600, 400).png().toBuffer()
    const before = await mediaCount()
    const first = await storeImage(input, { alt: 'The drop-in centre' })
    const second = await storeImage(Buffer.from(input), { alt: 'Another description' })
    expect(second).toEqual(first)
    expect(await mediaCount()).toBe(before + 1)
    // The first upload's description stays.
    expect((await getMediaById(first.id))?.alt).toBe('The drop-in centre')
  })

  test('the same photo with and without its location is one picture', async () => {
    // Noise is drawn afresh on each run of a pipeline, so the pixels are fixed first.
    const raw = await photo(500, 300).raw().toBuffer()
    const pixels = () => sharp(raw, { raw: { width: 500, height: 300, channels: 3 } })
    const plain = await pixels().jpeg().toBuffer()
    const located = await pixels()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 32/1 4/1' } })
      .jpeg()
      .toBuffer()
    expect(located.equals(plain)).toBe(false)
    expect((await storeImage(located)).id).toBe((await storeImage(plain)).id)
  })

  test('two uploads of one picture at the same moment give one row', async () => {
    const input = await photo(420, 300).webp().toBuffer()
    const before = await mediaCount()
    const [a, b] = await Promise.all([storeImage(input), storeImage(input)])
    expect(a.id).toBe(b.id)
    expect(await mediaCount()).toBe(before + 1)
  })

  test('a failure while saving the variants leaves no half-saved picture', async () => {
    const image = await processImage(await photo(900, 600).png().toBuffer())
    // Two variants with one width break the variants' primary key after the media row is written.
    const broken = { ...image, variants: [image.variants[0], image.variants[0]] }
    await expect(saveProcessedImage(broken)).rejects.toThrow()
    expect(await db().select().from(media).where(eq(media.hash, image.hash))).toEqual([])
    // And the picture can still be stored properly afterwards.
    const saved = await saveProcessedImage(image)
    expect((await getMediaById(saved.id))?.widths).toEqual([160, 400, 800, 900])
  })
})

describe('reading', () => {
  test('getMediaByIds answers many pictures at once, skipping null and unknown ids', async () => {
    const a = await storeImage(await photo(300, 200).png().toBuffer(), { alt: 'Garden' })
    const b = await storeImage(await photo(2000, 1000).jpeg().toBuffer())
    const found = await getMediaByIds([b.id, null, a.id, undefined, 999_999, a.id])
    expect([...found.keys()].sort((x, y) => x - y)).toEqual([a.id, b.id].sort((x, y) => x - y))
    expect(found.get(a.id)).toMatchObject({ hash: a.hash, width: 300, height: 200, alt: 'Garden', widths: [160, 300] })
    expect(found.get(b.id)).toMatchObject({ hash: b.hash, width: 1600, height: 800, alt: '', widths: [160, 400, 800, 1600] })
    expect((await getMediaByIds([])).size).toBe(0)
    expect(await getMediaById(999_999)).toBeNull()
  })

  test('getMediaVariant answers null for an unknown picture or a width that was not made', async () => {
    const stored = await storeImage(await photo(500, 500).png().toBuffer())
    expect(await getMediaVariant(stored.hash, 500)).not.toBeNull()
    expect(await getMediaVariant(stored.hash, 800)).toBeNull()
    expect(await getMediaVariant('0'.repeat(64), 160)).toBeNull()
  })
})

describe('deleteMediaIfUnused', () => {
  async function newPicture() {
    return (await storeImage(await photo(200, 150).png().toBuffer())).id
  }

  async function category() {
    const [row] = await db()
      .insert(galleryCategories)
      .values({ name: 'Community kitchen', description: 'Cooking together on Thursdays' })
      .returning({ id: galleryCategories.id })
    return row.id
  }

  // One way for each column that can point at a picture, and how to let go of it again.
  const users: Record<string, (imageId: number) => Promise<() => Promise<unknown>>> = {
    'testimonials.image_id': async (imageId) => {
      const [row] = await db()
        .insert(testimonials)
        .values({ name: 'Asha', email: 'asha@example.org', profession: 'Teacher', message: 'Thank you.', imageId })
        .returning()
      return () => db().delete(testimonials).where(eq(testimonials.id, row.id))
    },
    'events.image_id': async (imageId) => {
      const [row] = await db()
        .insert(events)
        .values({ title: 'Tea and talk', description: 'An afternoon together', eventDate: new Date(), imageId })
        .returning()
      return () => db().delete(events).where(eq(events.id, row.id))
    },
    'team_members.image_id': async (imageId) => {
      const [row] = await db()
        .insert(teamMembers)
        .values({ name: 'Ravi', email: 'ravi@example.org', profession: 'Counsellor', bio: 'Listens.', imageId })
        .returning()
      return () => db().delete(teamMembers).where(eq(teamMembers.id, row.id))
    },
    'gallery_categories.image_id': async (imageId) => {
      const id = await category()
      await db().update(galleryCategories).set({ imageId }).where(eq(galleryCategories.id, id))
      return () => db().update(galleryCategories).set({ imageId: null }).where(eq(galleryCategories.id, id))
    },
    'gallery_images.image_id': async (imageId) => {
      const [row] = await db()
        .insert(galleryImages)
        .values({ categoryId: await category(), title: 'Chopping onions', imageId })
        .returning()
      return () => db().delete(galleryImages).where(eq(galleryImages.id, row.id))
    },
    'blogs.image_id': async (imageId) => {
      const [row] = await db()
        .insert(blogs)
        .values({ name: 'grief', title: 'Grief', description: 'On grief', writerName: 'Meena', imageId })
        .returning()
      return () => db().delete(blogs).where(eq(blogs.id, row.id))
    },
    'blogs.writer_image_id': async (writerImageId) => {
      const [row] = await db()
        .insert(blogs)
        .values({ name: 'sleep', title: 'Sleep', description: 'On sleep', writerName: 'Meena', writerImageId })
        .returning()
      return () => db().delete(blogs).where(eq(blogs.id, row.id))
    },
    'content_version_pictures.media_id': async (mediaId) => {
      const [version] = await db().insert(contentVersions).values({ itemType: 'blogs', itemId: 1, values: {}, changed: [] }).returning()
      await db().insert(contentVersionPictures).values({ versionId: version.id, field: 'image', mediaId })
      return () => db().delete(contentVersions).where(eq(contentVersions.id, version.id))
    },
  }

  test.each(Object.keys(users))('keeps a picture used by %s, deletes it once nothing uses it', async (column) => {
    const id = await newPicture()
    const release = await users[column](id)
    expect(await deleteMediaIfUnused(id)).toBe(false)
    expect(await getMediaById(id)).not.toBeNull()

    await release()
    expect(await deleteMediaIfUnused(id)).toBe(true)
    expect(await getMediaById(id)).toBeNull()
    const variants = await db().select().from(mediaVariants).where(eq(mediaVariants.mediaId, id))
    expect(variants).toEqual([])
  })

  test('answers false for a picture that does not exist', async () => {
    expect(await deleteMediaIfUnused(999_999)).toBe(false)
  })

  test('checks every column of the database that refers to a picture', async () => {
    const result = (await db().execute(sql`
      select c.conrelid::regclass::text as table_name, a.attname as column_name
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = 'media'::regclass
    `)) as unknown as { rows: { table_name: string; column_name: string }[] }
    const inDatabase = result.rows
      .map((r) => `${r.table_name}.${r.column_name}`)
      // the picture's own variants and link preview, which go with it
      .filter((name) => name !== 'media_variants.media_id' && name !== 'media_share_cards.media_id')
      .sort()
    const checked = MEDIA_REFERENCES.map((column) => `${getTableName(column.table)}.${column.name}`).sort()
    expect(checked).toEqual(inDatabase)
    expect(Object.keys(users).sort()).toEqual(inDatabase)
  })
})

describe('a picture described in every language (issue 39 item 3)', () => {
  test('is described in the page’s language where staff gave one, in English otherwise', async () => {
    const bytes = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#884422' } }).png().toBuffer()
    const stored = await storeImage(new Uint8Array(bytes), { alt: 'Lamps at Diwali' })
    await describeMedia(stored.id, 'Lamps at Diwali', undefined, { ur: 'دیوالی پر دیے', hi: ' ' })
    expect((await getMediaById(stored.id, 'ur'))?.alt).toBe('دیوالی پر دیے')
    // a description of spaces is none: English
    expect((await getMediaById(stored.id, 'hi'))?.alt).toBe('Lamps at Diwali')
    expect((await getMediaById(stored.id, 'en'))?.alt).toBe('Lamps at Diwali')
    // a page carries its own language's words only
    expect(await getMediaById(stored.id, 'ur')).not.toHaveProperty('altTranslations')
    expect((await getMediaById(stored.id))?.altTranslations).toEqual({ ur: 'دیوالی پر دیے' })
  })
})
