// Adding many pictures to one album at once (beyond the spec). Each picture is added without a
// title or a description, never its file name's (issue 41 item 5): staff give both, in every
// language, on the describing grid that follows (describe.tsx). Each file is checked and stored
// on its own, so one file that is not a picture does not stop the others; a file whose row
// cannot be written (the album was deleted meanwhile) leaves no stored picture behind.
import { parseWithZod } from '@conform-to/zod/v4'
import { GALLERY_IMAGE_MESSAGES, galleryUploadOneSchema, type GalleryUploadSettings } from '~/content/gallery-image'
import { withPublishingTimes } from '~/content/publishing'
import { galleryImageStore } from '~/content-types/gallery-image.server'
import { createItem } from '~/content-types/store.server'
import type { Actor } from '~/models/audit.server'
import { deleteMediaIfUnused, storeImage } from '~/models/media.server'
import { parseEdmontonDateTime } from '~/utils/edmonton-time.server'
import { ImageRejectedError } from '~/utils/image-processing.server'
import { readFormData } from '~/utils/request-form.server'

/** Twenty pictures of 2 MB, or a few large ones, in one post without JavaScript. */
export const UPLOAD_MAX_BYTES = 41 * 1024 * 1024
/** One picture (10 MB) and the settings, in one post with JavaScript. */
export const UPLOAD_ONE_MAX_BYTES = 11 * 1024 * 1024

/** A file added (as the picture `id`), or refused and why. */
export type UploadResult = { name: string; ok: true; id: number } | { name: string; ok: false; message: string }

export async function addUploadedPicture(file: File, settings: GalleryUploadSettings, actor: Actor): Promise<UploadResult> {
  let stored: { id: number }
  try {
    stored = await storeImage(new Uint8Array(await file.arrayBuffer()))
  } catch (error) {
    if (error instanceof ImageRejectedError) return { name: file.name, ok: false, message: error.message }
    throw error
  }
  let created: Awaited<ReturnType<typeof createItem>>
  try {
    // the same write as Add Gallery's: the album locked while the row is written
    created = await createItem(galleryImageStore, { ...settings, title: '' }, { image: stored.id }, actor)
  } catch (error) {
    await deleteMediaIfUnused(stored.id)
    throw error
  }
  if (created === 'gone') {
    await deleteMediaIfUnused(stored.id)
    return { name: file.name, ok: false, message: GALLERY_IMAGE_MESSAGES.unknownCategory }
  }
  return { name: file.name, ok: true, id: created }
}

/** The per-file post of the upload screen with JavaScript: JSON for XMLHttpRequest. */
export async function uploadOne(request: Request, actor: Actor): Promise<Response> {
  const read = await readFormData(request, UPLOAD_ONE_MAX_BYTES)
  if (!read.ok) {
    const message = read.status === 413 ? 'This picture is larger than 10 MB. Please choose a smaller file.' : 'This upload could not be read.'
    return Response.json({ ok: false, message }, { status: read.status })
  }
  const submission = parseWithZod(read.formData, { schema: withPublishingTimes(galleryUploadOneSchema, parseEdmontonDateTime) })
  if (submission.status !== 'success') {
    const errors = submission.reply().error ?? {}
    const message = Object.values(errors).flat().filter(Boolean)[0] ?? 'This upload could not be read.'
    return Response.json({ ok: false, message }, { status: 400 })
  }
  const { image, ...settings } = submission.value
  const result = await addUploadedPicture(image, settings, actor)
  return Response.json(result, { status: result.ok ? 200 : 400 })
}
