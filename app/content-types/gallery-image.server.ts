// Where gallery pictures are stored, each in an album (a gallery category); an album's public
// page shows its visible pictures that have a picture, a lower priority number first, then the
// newest.
import { eq } from 'drizzle-orm'
import { galleryImages } from '../../database/schema'
import { galleryCategoryStore } from './gallery-category.server'
import { galleryImage } from './gallery-image'
import { DEFAULT_LANGUAGE, type Language } from '~/i18n/languages'
import { defineStore, listVisible, visibleByPriority } from './store.server'

export const galleryImageStore = defineStore({
  type: galleryImage,
  table: galleryImages,
  search: [galleryImages.title],
  visible: visibleByPriority(galleryImages),
  parent: galleryCategoryStore,
})

/** One album's public pictures; an entry whose picture is gone has nothing to show, so it is left out. */
export async function listVisibleImagesOfCategory(categoryId: number, language: Language = DEFAULT_LANGUAGE) {
  const rows = await listVisible(galleryImageStore, ['title'], undefined, eq(galleryImages.categoryId, categoryId), new Date(), language)
  return rows.flatMap(({ image, ...row }) => (image ? [{ ...row, image }] : []))
}
