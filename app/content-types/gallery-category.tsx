// A gallery category, an album of the public Gallery (spec 2.5 and 5, Gallery category add:
// category, description, priority, isactive required; the admin menu says Gallery Event).
// Browser-safe; its table is bound in gallery-category.server.ts. The spec calls the name
// 'category': the form keeps that name (and the message its path), the label reads 'Event name'
// and the row stores it as `name`. The spec gives no priority range for categories: 0 to 50, as
// for gallery pictures and blogs. The length limits are ours and keep a stored row sane.
import { z } from 'zod'
import { imageFile, numberInRange, requiredText } from '~/content/fields'
import { publishingFields } from '~/content/publishing'
import { ADDED_COLUMN, defineContentType, PICTURE_COLUMN, STATUS_COLUMN, STATUS_DETAIL, STATUS_FILTER } from './declaration'

export const GALLERY_CATEGORY_LIMITS = { name: 200, description: 5000, priorityMin: 0, priorityMax: 50 } as const

export const GALLERY_CATEGORY_MESSAGES = {
  image: 'image is a required field',
  priority: `priority must be a whole number from ${GALLERY_CATEGORY_LIMITS.priorityMin} to ${GALLERY_CATEGORY_LIMITS.priorityMax}`,
} as const

const L = GALLERY_CATEGORY_LIMITS

const fields = {
  category: requiredText('category', L.name),
  description: requiredText('description', L.description),
  ...publishingFields(),
  priority: numberInRange(L.priorityMin, L.priorityMax, GALLERY_CATEGORY_MESSAGES.priority),
}

/** '1 picture', '3 pictures': what an album holds. */
export const pictureCount = (n: number) => (n === 1 ? '1 picture' : `${n} pictures`)

export const galleryCategory = defineContentType({
  path: '/admin/gallery-categories',
  area: 'galleryCategories',
  // the cover picture is required on add; on edit it is kept unless a new one is chosen
  schema: z.object({ ...fields, image: imageFile().optional() }),
  labels: {
    singular: 'Gallery category (album)',
    name: 'Gallery Category',
    plural: 'gallery categories',
    list: 'Gallery Event',
    search: 'Search by event name',
    empty: 'No albums yet. Add the first one with Add Gallery Category.',
  },
  listIntro: 'The albums of the public Gallery. Only visible albums appear on the website; their pictures are managed in the Gallery List.',
  // spec 2.5: Image, Event name, Date; beyond it, how many pictures each album holds
  columns: [PICTURE_COLUMN, { header: 'Event name', key: 'name', show: 'title' }, ADDED_COLUMN, { header: 'Pictures', key: 'imageCount', show: 'contents' }, STATUS_COLUMN],
  filters: [STATUS_FILTER],
  form: [
    {
      kind: 'text',
      name: 'category',
      column: 'name',
      label: 'Event name',
      maxLength: L.name,
      autoComplete: 'off',
      description: "The album's title on the Gallery page, e.g. Diwali Mela 2025.",
      translated: true,
    },
    { kind: 'textarea', name: 'description', label: 'Description', maxLength: L.description, translated: true },
    { kind: 'image', name: 'image', label: 'Cover picture', requiredOnAdd: GALLERY_CATEGORY_MESSAGES.image },
    { kind: 'publishing', name: 'status' },
    { kind: 'priority', name: 'priority', min: L.priorityMin, max: L.priorityMax },
  ],
  // spec 9: the picture at 400 px
  detailPictureSize: 400,
  detail: [
    { label: 'Event name', key: 'name' },
    { label: 'Description', key: 'description', show: 'long' },
    STATUS_DETAIL,
    { label: 'Priority', key: 'priority' },
    { label: 'Pictures', key: 'imageCount', show: 'contents' },
  ],
  contents: { key: 'imageCount', confirm: 'withImages', holder: 'album', count: pictureCount, href: (item) => `/admin/gallery-images?category=${item.id}` },
  publicPath: (item) => `/GalleryDetail/${item.id}`,
  alt: (value) => `Cover picture of the album “${value.category}”`,
  toasts: {
    added: (value) => `Album “${value.category}” added.`,
    saved: (value) => `Album “${value.category}” saved.`,
  },
})
