// A gallery picture (spec 2.5 and 5, Gallery List, Gallery add and edit): one picture of an
// album, shown as a grid of cards; its rules are in content/gallery-image.ts (shared with the
// screen that adds many at once, routes/admin/gallery-images/upload.tsx). Browser-safe; its
// table is bound in gallery-image.server.ts. The spec has no picture detail screen.
import { GALLERY_IMAGE_LIMITS as L, GALLERY_IMAGE_MESSAGES, galleryImageSchema } from '~/content/gallery-image'
import { ADDED_COLUMN, defineContentType, PICTURE_COLUMN, STATUS_COLUMN, STATUS_FILTER } from './declaration'

export const galleryImage = defineContentType({
  formId: 'gallery-image',
  path: '/admin/gallery-images',
  area: 'galleryImages',
  schema: galleryImageSchema,
  labels: { singular: 'Gallery picture', name: 'Gallery', plural: 'pictures', list: 'Gallery List', search: 'Search by title', viewer: 'Gallery pictures' },
  listIntro: 'The pictures of the gallery albums. Only visible pictures of visible albums appear on the website.',
  addIntro: 'A picture for one of the albums of the public Gallery.',
  links: [{ label: 'Add many pictures', path: 'upload' }],
  belongsTo: {
    field: 'categoryId',
    param: 'category',
    choices: 'categories',
    label: 'Category',
    description: 'The album (gallery event) the picture belongs to.',
    choose: 'Choose a category',
    all: 'All categories',
    gone: GALLERY_IMAGE_MESSAGES.unknownCategory,
    none: 'A picture belongs to an album, and there are no albums yet.',
    addFirst: { to: '/admin/gallery-categories/new', label: 'Add a gallery category first' },
  },
  // spec 2.5: a grid of cards - picture (opens in the viewer), date, category, title, Visible or Not Visible
  layout: 'grid',
  columns: [PICTURE_COLUMN, { header: 'Title', key: 'title', show: 'title' }, { header: 'Category', key: 'categoryName', show: 'parent' }, ADDED_COLUMN, STATUS_COLUMN],
  filters: [STATUS_FILTER],
  form: [
    { kind: 'parent', name: 'categoryId' },
    { kind: 'text', name: 'title', label: 'Title', maxLength: L.title, autoComplete: 'off', translated: true },
    { kind: 'image', name: 'image', label: 'Picture', requiredOnAdd: GALLERY_IMAGE_MESSAGES.image },
    { kind: 'publishing', name: 'status' },
    { kind: 'priority', name: 'priority', min: L.priorityMin, max: L.priorityMax, initial: 0 },
  ],
  detail: null,
  alt: (value) => value.title,
  toasts: {
    added: (value) => `Picture “${value.title}” added.`,
    saved: (value) => `Picture “${value.title}” saved.`,
  },
})
