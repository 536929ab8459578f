// Gallery categories as the public pages show them: visible ones only, priority 1 first, then
// newest (id breaks ties between rows created in the same instant, so the order is stable).
// The back office's queries are the machinery's (app/content-types/gallery-category.server.ts).
import { and, asc, desc, eq } from 'drizzle-orm'
import { db } from '../../database/db.server'
import { galleryCategories } from '../../database/schema'
import { getMediaByIds } from '~/models/media.server'
import type { MediaImage } from '~/utils/media-url'

export type PublicGalleryCategory = {
  id: number
  name: string
  description: string
  /** The cover picture, or null when it has none (or it was deleted). */
  image: MediaImage | null
}

const columns = {
  id: galleryCategories.id,
  name: galleryCategories.name,
  description: galleryCategories.description,
  imageId: galleryCategories.imageId,
}

/** Visible categories in public order, at most `limit` of them; one query plus one for the pictures. */
export async function listVisibleGalleryCategories(limit?: number): Promise<PublicGalleryCategory[]> {
  const query = db()
    .select(columns)
    .from(galleryCategories)
    .where(eq(galleryCategories.isActive, true))
    .orderBy(asc(galleryCategories.priority), desc(galleryCategories.createdAt), desc(galleryCategories.id))
  const rows = limit === undefined ? await query : await query.limit(limit)
  const images = await getMediaByIds(rows.map((row) => row.imageId))
  return rows.map(({ imageId, ...row }) => ({ ...row, image: imageId === null ? null : (images.get(imageId) ?? null) }))
}

/** One visible category, or null when there is none with this id or it is hidden. */
export async function getVisibleGalleryCategory(id: number): Promise<PublicGalleryCategory | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2147483647) return null
  const [row] = await db()
    .select(columns)
    .from(galleryCategories)
    .where(and(eq(galleryCategories.id, id), eq(galleryCategories.isActive, true)))
    .limit(1)
  if (!row) return null
  const { imageId, ...category } = row
  const images = await getMediaByIds([imageId])
  return { ...category, image: imageId === null ? null : (images.get(imageId) ?? null) }
}

/** Every category, hidden ones too, by name: the choices of the gallery picture form and filter. */
export async function listGalleryCategoryChoices(): Promise<{ id: number; name: string }[]> {
  return db()
    .select({ id: galleryCategories.id, name: galleryCategories.name })
    .from(galleryCategories)
    .orderBy(asc(galleryCategories.name), asc(galleryCategories.id))
}
