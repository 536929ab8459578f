// Where gallery categories are stored, and the pictures they hold (deleted with an album only
// after the delete dialog's second confirmation). The public pages' queries stay in
// models/gallery-category.server.ts; this rule is what the back office counts as shown.
import { galleryCategories, galleryImages } from '../../database/schema'
import { galleryCategory } from './gallery-category'
import { defineStore, visibleByPriority } from './store.server'

export const galleryCategoryStore = defineStore({
  type: galleryCategory,
  table: galleryCategories,
  search: [galleryCategories.name],
  visible: visibleByPriority(galleryCategories),
  contents: { table: galleryImages, parent: galleryImages.categoryId, pictures: [galleryImages.imageId] },
})
