// The pictures of one gallery category as the public pages show them: visible ones that have a
// picture, priority first, then newest. Below them, what the back office (Gallery List) reads
// and writes.
import { and, asc, desc, eq } from 'drizzle-orm'
import { db } from '../../database/db.server'
import { galleryCategories, galleryImages } from '../../database/schema'
import type { GalleryImageFields } from '~/content/gallery-image'
import { deleteMediaIfUnused, getMediaById, getMediaByIds } from '~/models/media.server'
import type { ListParams } from '~/utils/list-params.server'
import { countRows, dateOrder, searchWhere } from './list-query.server'
import type { MediaImage } from '~/utils/media-url'

export type PublicGalleryImage = { id: number; title: string; image: MediaImage }

export async function listVisibleImagesOfCategory(categoryId: number): Promise<PublicGalleryImage[]> {
  const rows = await db()
    .select({ id: galleryImages.id, title: galleryImages.title, imageId: galleryImages.imageId })
    .from(galleryImages)
    .where(and(eq(galleryImages.categoryId, categoryId), eq(galleryImages.isActive, true)))
    .orderBy(asc(galleryImages.priority), desc(galleryImages.createdAt), desc(galleryImages.id))
  const images = await getMediaByIds(rows.map((row) => row.imageId))
  // A gallery entry whose picture is gone has nothing to show, so it is left out.
  return rows.flatMap(({ imageId, ...row }) => {
    const image = imageId === null ? undefined : images.get(imageId)
    return image ? [{ ...row, image }] : []
  })
}

// ---------------------------------------------------------------- back office

function isRowId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647
}

export type AdminGalleryImageRow = {
  id: number
  title: string
  isActive: boolean
  createdAt: Date
  categoryId: number
  categoryName: string
  image: MediaImage | null
}

/** One page of the Gallery List: search on the title, optionally one category, newest or oldest first. */
export async function listGalleryImagesForAdmin(
  params: ListParams,
  categoryId: number | null = null,
): Promise<{ rows: AdminGalleryImageRow[]; total: number }> {
  const where = and(searchWhere([galleryImages.title], params.q), categoryId === null ? undefined : eq(galleryImages.categoryId, categoryId))
  const [rows, total] = await Promise.all([
    db()
      .select({
        id: galleryImages.id,
        title: galleryImages.title,
        isActive: galleryImages.isActive,
        createdAt: galleryImages.createdAt,
        categoryId: galleryImages.categoryId,
        categoryName: galleryCategories.name,
        imageId: galleryImages.imageId,
      })
      .from(galleryImages)
      .innerJoin(galleryCategories, eq(galleryCategories.id, galleryImages.categoryId))
      .where(where)
      .orderBy(...dateOrder(galleryImages.createdAt, galleryImages.id, params.sort))
      .limit(params.limit)
      .offset(params.offset),
    countRows(galleryImages, where),
  ])
  const images = await getMediaByIds(rows.map((row) => row.imageId))
  return { rows: rows.map(({ imageId, ...row }) => ({ ...row, image: imageId === null ? null : (images.get(imageId) ?? null) })), total }
}

export type AdminGalleryImage = typeof galleryImages.$inferSelect & { image: MediaImage | null }

export async function getGalleryImage(id: number): Promise<AdminGalleryImage | null> {
  if (!isRowId(id)) return null
  const [row] = await db().select().from(galleryImages).where(eq(galleryImages.id, id))
  if (!row) return null
  return { ...row, image: row.imageId === null ? null : await getMediaById(row.imageId) }
}

/** The category must still be there (it may have been deleted while the form was open). */
const NO_CATEGORY = 'no-category' as const

async function lockCategory(tx: Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0], categoryId: number) {
  const [category] = await tx.select({ id: galleryCategories.id }).from(galleryCategories).where(eq(galleryCategories.id, categoryId)).for('share')
  return Boolean(category)
}

/** Adds a picture to a category; 'no-category' when that category is gone. */
export async function createGalleryImage(fields: GalleryImageFields, imageId: number): Promise<number | typeof NO_CATEGORY> {
  return db().transaction(async (tx) => {
    if (!(await lockCategory(tx, fields.categoryId))) return NO_CATEGORY
    const [row] = await tx
      .insert(galleryImages)
      .values({ ...fields, imageId })
      .returning({ id: galleryImages.id })
    return row.id
  })
}

/**
 * Saves an edit; the picture is replaced when `newImageId` is given and kept otherwise. Returns
 * the picture the row stopped using, false when there is no such entry, or 'no-category'.
 */
export async function updateGalleryImage(
  id: number,
  fields: GalleryImageFields,
  newImageId: number | null,
): Promise<{ unusedImageId: number | null } | false | typeof NO_CATEGORY> {
  if (!isRowId(id)) return false
  return db().transaction(async (tx) => {
    const [current] = await tx.select({ imageId: galleryImages.imageId }).from(galleryImages).where(eq(galleryImages.id, id)).for('update')
    if (!current) return false
    if (!(await lockCategory(tx, fields.categoryId))) return NO_CATEGORY
    const imageId = newImageId ?? current.imageId
    await tx
      .update(galleryImages)
      .set({ ...fields, imageId, updatedAt: new Date() })
      .where(eq(galleryImages.id, id))
    return { unusedImageId: current.imageId !== imageId ? current.imageId : null }
  })
}

/** Deletes a gallery entry and its picture when nothing else uses it; false when it was not there. */
export async function deleteGalleryImage(id: number): Promise<boolean> {
  if (!isRowId(id)) return false
  const [deleted] = await db().delete(galleryImages).where(eq(galleryImages.id, id)).returning({ imageId: galleryImages.imageId })
  if (!deleted) return false
  if (deleted.imageId !== null) await deleteMediaIfUnused(deleted.imageId)
  return true
}
