// Gallery categories as the public pages show them: visible ones only, priority 1 first, then
// newest (id breaks ties between rows created in the same instant, so the order is stable).
// Below them, what the back office (Gallery Event) reads and writes.
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import { db } from '../../database/db.server'
import { galleryCategories, galleryImages } from '../../database/schema'
import type { GalleryCategoryFields } from '~/content/gallery-category'
import { deleteMediaIfUnused, getMediaById, getMediaByIds } from '~/models/media.server'
import type { ListParams } from '~/utils/list-params.server'
import { countRows, dateOrder, searchWhere } from './list-query.server'
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

// ---------------------------------------------------------------- back office

function isRowId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647
}

export type AdminGalleryCategoryRow = { id: number; name: string; createdAt: Date; image: MediaImage | null; imageCount: number }

/** One page of the Gallery Event list: search on the name, newest or oldest first, with each album's picture count (for the delete dialog). */
export async function listGalleryCategoriesForAdmin(params: ListParams): Promise<{ rows: AdminGalleryCategoryRow[]; total: number }> {
  const where = searchWhere([galleryCategories.name], params.q)
  const [rows, total] = await Promise.all([
    db()
      .select({
        id: galleryCategories.id,
        name: galleryCategories.name,
        createdAt: galleryCategories.createdAt,
        imageId: galleryCategories.imageId,
      })
      .from(galleryCategories)
      .where(where)
      .orderBy(...dateOrder(galleryCategories.createdAt, galleryCategories.id, params.sort))
      .limit(params.limit)
      .offset(params.offset),
    countRows(galleryCategories, where),
  ])
  const ids = rows.map((row) => row.id)
  const [images, counted] = await Promise.all([
    getMediaByIds(rows.map((row) => row.imageId)),
    // one grouped count for the page's albums, served by gallery_images_category_idx
    ids.length === 0
      ? []
      : db()
          .select({ categoryId: galleryImages.categoryId, n: count() })
          .from(galleryImages)
          .where(inArray(galleryImages.categoryId, ids))
          .groupBy(galleryImages.categoryId),
  ])
  const imageCounts = new Map(counted.map((row) => [row.categoryId, Number(row.n)]))
  return {
    rows: rows.map(({ imageId, ...row }) => ({
      ...row,
      image: imageId === null ? null : (images.get(imageId) ?? null),
      imageCount: imageCounts.get(row.id) ?? 0,
    })),
    total,
  }
}

/** Every category, hidden ones too, by name: the choices of the gallery picture form and filter. */
export async function listGalleryCategoryChoices(): Promise<{ id: number; name: string }[]> {
  return db()
    .select({ id: galleryCategories.id, name: galleryCategories.name })
    .from(galleryCategories)
    .orderBy(asc(galleryCategories.name), asc(galleryCategories.id))
}

export type AdminGalleryCategory = typeof galleryCategories.$inferSelect & { image: MediaImage | null; imageCount: number }

/** Every field of one category, hidden or not, with its picture and how many pictures it holds; or null. */
export async function getGalleryCategory(id: number): Promise<AdminGalleryCategory | null> {
  if (!isRowId(id)) return null
  const [row] = await db().select().from(galleryCategories).where(eq(galleryCategories.id, id))
  if (!row) return null
  const [image, imageCount] = await Promise.all([row.imageId === null ? null : getMediaById(row.imageId), countImagesInCategory(id)])
  return { ...row, image, imageCount }
}

export async function countImagesInCategory(id: number): Promise<number> {
  const [row] = await db().select({ n: count() }).from(galleryImages).where(eq(galleryImages.categoryId, id))
  return Number(row?.n ?? 0)
}

export async function createGalleryCategory(fields: GalleryCategoryFields, imageId: number): Promise<number> {
  const [row] = await db()
    .insert(galleryCategories)
    .values({ ...fields, imageId })
    .returning({ id: galleryCategories.id })
  return row.id
}

/**
 * Saves an edit; the picture is replaced when `newImageId` is given and kept otherwise. Returns
 * the picture the row stopped using, or false when there is no such category.
 */
export async function updateGalleryCategory(id: number, fields: GalleryCategoryFields, newImageId: number | null): Promise<{ unusedImageId: number | null } | false> {
  if (!isRowId(id)) return false
  return db().transaction(async (tx) => {
    const [current] = await tx.select({ imageId: galleryCategories.imageId }).from(galleryCategories).where(eq(galleryCategories.id, id)).for('update')
    if (!current) return false
    const imageId = newImageId ?? current.imageId
    await tx
      .update(galleryCategories)
      .set({ ...fields, imageId, updatedAt: new Date() })
      .where(eq(galleryCategories.id, id))
    return { unusedImageId: current.imageId !== imageId ? current.imageId : null }
  })
}

export type DeleteGalleryCategoryOutcome = { status: 'deleted'; imagesDeleted: number } | { status: 'missing' } | { status: 'has-images'; imageCount: number }

/**
 * Deletes a category. One that still holds pictures is kept unless `withImages` says how many
 * pictures staff agreed to delete along with it and that is still how many it holds (a picture
 * added meanwhile is not deleted unseen). The pictures' files go too when nothing else uses them.
 */
export async function deleteGalleryCategory(id: number, { withImages }: { withImages?: number } = {}): Promise<DeleteGalleryCategoryOutcome> {
  if (!isRowId(id)) return { status: 'missing' }
  const outcome = await db().transaction(async (tx) => {
    const [category] = await tx.select({ id: galleryCategories.id }).from(galleryCategories).where(eq(galleryCategories.id, id)).for('update')
    if (!category) return { status: 'missing' as const }
    const [{ n }] = await tx.select({ n: count() }).from(galleryImages).where(eq(galleryImages.categoryId, id))
    const imageCount = Number(n)
    if (imageCount > 0 && withImages !== imageCount) return { status: 'has-images' as const, imageCount }
    const images = await tx.delete(galleryImages).where(eq(galleryImages.categoryId, id)).returning({ imageId: galleryImages.imageId })
    const [deleted] = await tx.delete(galleryCategories).where(eq(galleryCategories.id, id)).returning({ imageId: galleryCategories.imageId })
    return { status: 'deleted' as const, imagesDeleted: images.length, mediaIds: [deleted.imageId, ...images.map((image) => image.imageId)] }
  })
  if (outcome.status !== 'deleted') return outcome
  for (const mediaId of new Set(outcome.mediaIds)) {
    if (mediaId !== null) await deleteMediaIfUnused(mediaId)
  }
  return { status: 'deleted', imagesDeleted: outcome.imagesDeleted }
}
