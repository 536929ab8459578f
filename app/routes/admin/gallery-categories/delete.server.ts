// The Yes of a gallery category's Confirm Delete. An album that still holds pictures is deleted
// only when the dialog's second confirmation ('Delete the album and its N pictures') was ticked
// for the number of pictures it holds now; otherwise it is kept and the toast says why.
import { deleteGalleryCategory } from '~/models/gallery-category.server'
import type { DeleteRefusal } from '~/utils/delete-action.server'
import { pictureCount } from './delete-options'

export async function removeGalleryCategory(id: number, form: FormData): Promise<boolean | DeleteRefusal> {
  const confirmed = form.get('withImages')
  const withImages = typeof confirmed === 'string' && /^\d{1,7}$/.test(confirmed) ? Number(confirmed) : undefined
  const outcome = await deleteGalleryCategory(id, { withImages })
  if (outcome.status === 'missing') return false
  if (outcome.status === 'has-images') {
    const n = pictureCount(outcome.imageCount)
    return {
      refused: `This album was not deleted: it holds ${n}. To delete it with them, tick “Delete the album and its ${n}” and press Yes.`,
    }
  }
  return true
}
