// The pictures of one gallery category on its public page.
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { db } from '../../database/db.server'
import { galleryCategories, galleryImages } from '../../database/schema'
import { useTestDatabase } from '../../database/test-database'
import { listVisibleImagesOfCategory } from './gallery-image.server'
import { storeImage } from '~/models/media.server'

useTestDatabase()

let shade = 0
async function picture() {
  shade += 40
  const bytes = await sharp({ create: { width: 500, height: 400, channels: 3, background: { r: shade, g: 90, b: 140 } } })
    .png()
    .toBuffer()
  return storeImage(bytes, { alt: `Picture ${shade}` })
}

async function category(name: string) {
  const [row] = await db().insert(galleryCategories).values({ name, description: name }).returning({ id: galleryCategories.id })
  return row.id
}

async function addImage(categoryId: number, title: string, priority: number, createdAt: string, options: { status?: 'published' | 'hidden'; withPicture?: boolean } = {}) {
  const image = options.withPicture === false ? null : await picture()
  await db()
    .insert(galleryImages)
    .values({ categoryId, title, priority, createdAt: new Date(createdAt), status: options.status ?? 'published', imageId: image?.id ?? null })
}

describe('listVisibleImagesOfCategory', () => {
  test('gives the visible pictures of that category only, by priority then newest', async () => {
    const walks = await category('Walks')
    const lights = await category('Lights')
    await addImage(walks, 'Second, older', 2, '2024-01-01T00:00:00Z')
    await addImage(walks, 'Second, newer', 2, '2024-05-01T00:00:00Z')
    await addImage(walks, 'First', 1, '2023-01-01T00:00:00Z')
    await addImage(walks, 'Hidden', 0, '2025-01-01T00:00:00Z', { status: 'hidden' })
    await addImage(walks, 'Without a picture', 0, '2025-01-01T00:00:00Z', { withPicture: false })
    await addImage(lights, 'A lantern', 0, '2025-01-01T00:00:00Z')

    const images = await listVisibleImagesOfCategory(walks)
    expect(images.map((i) => i.title)).toEqual(['First', 'Second, newer', 'Second, older'])
    for (const { image } of images) {
      expect(image.hash).toMatch(/^[0-9a-f]{64}$/)
      expect(image.alt).toMatch(/^Picture \d+$/)
      expect(image.widths.length).toBeGreaterThan(0)
    }
    expect((await listVisibleImagesOfCategory(lights)).map((i) => i.title)).toEqual(['A lantern'])
  })

  test('a category with no pictures, or no such category, gives an empty list', async () => {
    expect(await listVisibleImagesOfCategory(await category('Empty'))).toEqual([])
    expect(await listVisibleImagesOfCategory(424242)).toEqual([])
  })
})
