// Where gallery categories (albums) are stored, and the pictures they hold (deleted with an
// album only after the delete dialog's second confirmation). The public Gallery shows the
// visible albums, a lower priority number first, then the newest, with their cover picture.
import { galleryCategories, galleryImages } from '../../database/schema'
import { galleryCategory } from './gallery-category'
import { DEFAULT_LANGUAGE, type Language } from '~/i18n/languages'
import { defineStore, getForPreview, listVisible, visibleByPriority } from './store.server'

export const galleryCategoryStore = defineStore({
  type: galleryCategory,
  table: galleryCategories,
  search: [galleryCategories.name],
  visible: visibleByPriority(galleryCategories),
  contents: { table: galleryImages, parent: galleryImages.categoryId, pictures: [galleryImages.imageId] },
})

/** The visible albums in public order, at most `limit` of them (the Gallery page, the home page). */
export function listVisibleGalleryCategories(limit?: number, language: Language = DEFAULT_LANGUAGE) {
  return listVisible(galleryCategoryStore, ['name', 'description'], limit, undefined, new Date(), language)
}

/** One visible album, or null when there is none with this id or it is hidden. */
export async function getVisibleGalleryCategory(id: number, language: Language = DEFAULT_LANGUAGE) {
  const found = await getGalleryCategoryForPreview(id, language)
  return found?.visible ? found.item : null
}

/** One album whether visitors can see it or not (the staff's preview), and whether they can. */
export function getGalleryCategoryForPreview(id: number, language: Language = DEFAULT_LANGUAGE) {
  return getForPreview(galleryCategoryStore, ['name', 'description'], id, new Date(), language)
}
