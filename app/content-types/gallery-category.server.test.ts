// Public gallery categories: only visible ones, priority 1 first then newest, with their cover.
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { db } from '../../database/db.server'
import { galleryCategories } from '../../database/schema'
import { useTestDatabase } from '../../database/test-database'
import { getVisibleGalleryCategory, listVisibleGalleryCategories } from './gallery-category.server'
import { storeImage } from '~/models/media.server'

useTestDatabase()

async function picture(red: number) {
  const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: red, g: 120, b: 110 } } })
    .png()
    .toBuffer()
  return storeImage(bytes, { alt: `Cover ${red}` })
}

async function addCategory(values: { name: string; priority: number; status?: 'published' | 'hidden'; createdAt: string; imageId?: number | null }) {
  const [row] = await db()
    .insert(galleryCategories)
    .values({ description: `About ${values.name}`, ...values, createdAt: new Date(values.createdAt) })
    .returning({ id: galleryCategories.id })
  return row.id
}

describe('gallery categories on public pages', () => {
  test('an empty gallery gives an empty list', async () => {
    expect(await listVisibleGalleryCategories()).toEqual([])
    expect(await getVisibleGalleryCategory(1)).toBeNull()
  })

  test('lists visible categories by priority, then newest first, with their cover picture', async () => {
    const cover = await picture(200)
    await addCategory({ name: 'Older, priority 2', priority: 2, createdAt: '2024-01-01T10:00:00Z' })
    await addCategory({ name: 'Newer, priority 2', priority: 2, createdAt: '2024-06-01T10:00:00Z', imageId: cover.id })
    await addCategory({ name: 'Priority 1', priority: 1, createdAt: '2023-01-01T10:00:00Z' })
    await addCategory({ name: 'Hidden', priority: 0, status: 'hidden', createdAt: '2025-01-01T10:00:00Z' })

    const list = await listVisibleGalleryCategories()
    expect(list.map((c) => c.name)).toEqual(['Priority 1', 'Newer, priority 2', 'Older, priority 2'])
    expect(list[0]).toMatchObject({ description: 'About Priority 1', image: null })
    expect(list[1].image).toMatchObject({ id: cover.id, hash: cover.hash, alt: 'Cover 200', width: 640, height: 480 })
    expect(list[1].image?.widths.length).toBeGreaterThan(0)

    expect((await listVisibleGalleryCategories(2)).map((c) => c.name)).toEqual(['Priority 1', 'Newer, priority 2'])
  })

  test('gives one visible category by id, and null for a hidden or unknown one', async () => {
    const shown = await addCategory({ name: 'Shown', priority: 5, createdAt: '2024-02-02T10:00:00Z' })
    const hidden = await addCategory({ name: 'Kept back', priority: 5, status: 'hidden', createdAt: '2024-02-02T10:00:00Z' })
    expect(await getVisibleGalleryCategory(shown)).toMatchObject({ id: shown, name: 'Shown', description: 'About Shown' })
    expect(await getVisibleGalleryCategory(hidden)).toBeNull()
    expect(await getVisibleGalleryCategory(999999)).toBeNull()
    // an id beyond PostgreSQL's integer range must not reach the database as an error
    expect(await getVisibleGalleryCategory(2 ** 40)).toBeNull()
    expect(await getVisibleGalleryCategory(Number.NaN)).toBeNull()
  })
})
