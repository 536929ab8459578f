// Where gallery categories (albums) are stored, and the pictures they hold (deleted with an
// album only after the delete dialog's second confirmation). The public Gallery shows the
// visible albums, a lower priority number first, then the newest, with their cover picture.
import { eq } from 'drizzle-orm'
import { galleryCategories, galleryImages } from '../../database/schema'
import { galleryCategory } from './gallery-category'
import { defineStore, listVisible, visibleByPriority } from './store.server'

export const galleryCategoryStore = defineStore({
  type: galleryCategory,
  table: galleryCategories,
  search: [galleryCategories.name],
  visible: visibleByPriority(galleryCategories),
  contents: { table: galleryImages, parent: galleryImages.categoryId, pictures: [galleryImages.imageId] },
})

/** The visible albums in public order, at most `limit` of them (the Gallery page, the home page). */
export function listVisibleGalleryCategories(limit?: number) {
  return listVisible(galleryCategoryStore, ['name', 'description'], limit)
}

/** One visible album, or null when there is none with this id or it is hidden. */
export async function getVisibleGalleryCategory(id: number) {
  // an id beyond PostgreSQL's integer range must not reach the database as an error
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null
  const [album] = await listVisible(galleryCategoryStore, ['name', 'description'], 1, eq(galleryCategories.id, id))
  return album ?? null
}
