// What Add and Edit Gallery Category do with a posted form (content-form.server.ts does the
// ordering that keeps a failed picture from half-saving anything).
import { editGalleryCategorySchema, galleryCategoryFields, newGalleryCategorySchema, type GalleryCategoryInput } from '~/content/gallery-category'
import { createGalleryCategory, updateGalleryCategory } from '~/models/gallery-category.server'
import { submitContentForm } from '~/content-types/content-form.server'

const alt = (value: GalleryCategoryInput) => `Cover picture of the album “${value.category}”`

export function addGalleryCategory(request: Request) {
  return submitContentForm({
    request,
    schema: newGalleryCategorySchema,
    alt,
    save: async (value, imageId) => {
      // the schema makes the picture required; a null here would be a bug, not a staff error
      if (imageId === null) throw new Error('A new gallery category needs its picture')
      await createGalleryCategory(galleryCategoryFields(value), imageId)
    },
  })
}

export function editGalleryCategory(request: Request, id: number) {
  return submitContentForm({
    request,
    schema: editGalleryCategorySchema,
    alt,
    save: async (value, imageId) => {
      const saved = await updateGalleryCategory(id, galleryCategoryFields(value), imageId)
      if (!saved) throw new Response('Not found', { status: 404 })
      return saved
    },
  })
}
