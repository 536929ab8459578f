// What Add and Edit Gallery do with a posted form (content-form.server.ts does the ordering that
// keeps a failed picture from half-saving anything). A category deleted while the form was open
// is refused beside the category field, with everything typed kept.
import { GALLERY_IMAGE_MESSAGES, editGalleryImageSchema, newGalleryImageSchema, type GalleryImageInput } from '~/content/gallery-image'
import { createGalleryImage, updateGalleryImage } from '~/models/gallery-image.server'
import { FormRefusal, submitContentForm } from '~/content-types/content-form.server'

function fieldsOf({ image: _image, ...fields }: GalleryImageInput) {
  return fields
}

const alt = (value: GalleryImageInput) => value.title

const noCategory = () => new FormRefusal({ categoryId: [GALLERY_IMAGE_MESSAGES.unknownCategory] })

export function addGalleryImage(request: Request) {
  return submitContentForm({
    request,
    schema: newGalleryImageSchema,
    alt,
    save: async (value, imageId) => {
      // the schema makes the picture required; a null here would be a bug, not a staff error
      if (imageId === null) throw new Error('A new gallery entry needs its picture')
      if ((await createGalleryImage(fieldsOf(value), imageId)) === 'no-category') throw noCategory()
    },
  })
}

export function editGalleryImage(request: Request, id: number) {
  return submitContentForm({
    request,
    schema: editGalleryImageSchema,
    alt,
    save: async (value, imageId) => {
      const saved = await updateGalleryImage(id, fieldsOf(value), imageId)
      if (saved === 'no-category') throw noCategory()
      if (!saved) throw new Response('Not found', { status: 404 })
      return saved
    },
  })
}
