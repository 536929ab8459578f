// The pictures of one gallery category as the public pages show them: visible ones that have a
// picture, priority first, then newest.
import { and, asc, desc, eq } from 'drizzle-orm'
import { db } from '../../database/db.server'
import { galleryImages } from '../../database/schema'
import { getMediaByIds } from '~/models/media.server'
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
