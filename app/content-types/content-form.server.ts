// The action side of every back-office add/edit form that may carry a picture. The order is
// what keeps a failed upload from half-saving anything:
//   1. read the form with a size ceiling (a 10 MB picture plus the text fields fits in 11 MB);
//   2. check every field with the type's schema (the same one the browser used);
//   3. only then store the picture (re-encoded; a file that is not a picture is refused here,
//      with the message shown beside the image field);
//   4. write the row in one statement; if that fails, the new picture is deleted again unless
//      something else already used it (the same picture uploaded twice is one media row).
// A picture the row no longer uses (replaced or removed) is deleted once the row is written.
// An add form carries a one-time key (app/utils/form-key.server.ts, claimed through
// app/models/form-submission.server.ts): a second post of it waits for the first and then goes
// to the list like the first did, adding nothing.
// A form may carry several pictures (a blog's picture and its writer's): each named file input
// goes through steps 3 and 4 the same way, and if any one is refused none is kept.
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { Submission } from '@conform-to/react'
import { data } from 'react-router'
import type { z } from 'zod'
import { markFormKeySaved, releaseFormKey, takeFormKey } from '~/models/form-submission.server'
import { deleteMediaIfUnused, storeImage } from '~/models/media.server'
import { ImageRejectedError } from '~/utils/image-processing.server'
import { readFormKey } from '~/utils/form-key.server'
import { readFormData } from '~/utils/request-form.server'

export const IMAGE_FORM_MAX_BYTES = 11 * 1024 * 1024

export const FORM_TOO_LARGE_MESSAGE = 'This form is too large to send: a picture can be at most 10 MB. Please choose a smaller picture.'
export const FORM_UNREADABLE_MESSAGE = 'This form could not be read. Please fill it in again and save.'
export const FORM_STILL_SAVING_MESSAGE =
  'This form was already sent and is still being saved. Please look at the list in a minute before sending it again.'

/** What the row write reports back: the pictures it stopped using, if any. */
export type SaveResult = { unusedImageId?: number | null; unusedImageIds?: ReadonlyArray<number | null> } | void

/** The new pictures' ids by file input name; null where no file was chosen. */
export type ImageIds = Record<string, number | null>

type Options<Schema extends z.ZodType> = {
  request: Request
  schema: Schema
  /** The file input's name (a form with one picture). */
  imageField?: string
  /** The file inputs' names (a form with several pictures); the first is `save`'s `imageId`. */
  imageFields?: readonly string[]
  /** Stored with the picture as its description for screen readers; `field` names the input. */
  alt: (value: z.output<Schema>, field: string) => string
  /**
   * Writes the row; `imageId` is the (first) new picture's id, or null when no file was chosen;
   * `imageIds` has every file input's.
   */
  save: (value: z.output<Schema>, imageId: number | null, imageIds: ImageIds) => Promise<SaveResult>
  /**
   * Looks at the fields as posted, before anything is checked or stored, and throws a Response
   * to refuse the whole form (a Writer's post that is not a draft, a Translator's English title:
   * fields their form never sends, app/content/permissions.ts).
   */
  check?: (formData: FormData) => void
}

/**
 * Thrown by `save` when the row cannot be written for a reason staff can put right (the gallery
 * category chosen was deleted meanwhile): the new pictures are forgotten and the form answers
 * 400 with these messages beside their fields, everything typed kept.
 */
export class FormRefusal extends Error {
  constructor(readonly fieldErrors: Record<string, string[]>) {
    super('The form was refused')
  }
}

export type ContentFormOutcome<Value> =
  | { ok: true; value: Value }
  | { ok: false; response: ReturnType<typeof data<SubmissionResult<string[]>>> }

function refused(result: SubmissionResult<string[]>, status: number) {
  return { ok: false as const, response: data(result, { status }) }
}

export async function submitContentForm<Schema extends z.ZodType>({
  request,
  schema,
  imageField = 'image',
  imageFields = [imageField],
  alt,
  save,
  check,
}: Options<Schema>): Promise<ContentFormOutcome<z.output<Schema>>> {
  const read = await readFormData(request, IMAGE_FORM_MAX_BYTES)
  if (!read.ok) {
    const message = read.status === 413 ? FORM_TOO_LARGE_MESSAGE : FORM_UNREADABLE_MESSAGE
    return refused({ status: 'error', error: { '': [message] } }, read.status)
  }
  check?.(read.formData)
  const submission = parseWithZod(read.formData, { schema })
  if (submission.status !== 'success') return refused(submission.reply(), 400)

  // an add form's one-time key: a second post of the same form does not add the item again
  const formKey = readFormKey(read.formData)
  if (formKey) {
    const turn = await takeFormKey(formKey)
    if (turn === 'duplicate') return { ok: true, value: submission.value }
    if (turn === 'busy') return refused(submission.reply({ formErrors: [FORM_STILL_SAVING_MESSAGE] }), 409)
  }
  let outcome: ContentFormOutcome<z.output<Schema>>
  try {
    outcome = await storeAndSave(read.formData, submission, { imageFields, alt, save })
  } catch (error) {
    if (formKey) await releaseFormKey(formKey)
    throw error
  }
  if (formKey) await (outcome.ok ? markFormKeySaved(formKey) : releaseFormKey(formKey))
  return outcome
}

/** Steps 3 and 4: the pictures, then the row. */
async function storeAndSave<Schema extends z.ZodType>(
  formData: FormData,
  submission: Extract<Submission<z.output<Schema>>, { status: 'success' }>,
  { imageFields, alt, save }: Pick<Options<Schema>, 'alt' | 'save'> & { imageFields: readonly string[] },
): Promise<ContentFormOutcome<z.output<Schema>>> {
  // every chosen picture is tried, so that staff see all refusals at once
  const imageIds: ImageIds = Object.fromEntries(imageFields.map((field) => [field, null]))
  const refusals: Record<string, string[]> = {}
  try {
    for (const field of imageFields) {
      const file = formData.get(field)
      if (!(file instanceof File) || file.size === 0) continue
      try {
        const stored = await storeImage(new Uint8Array(await file.arrayBuffer()), { alt: alt(submission.value, field) })
        imageIds[field] = stored.id
      } catch (error) {
        if (!(error instanceof ImageRejectedError)) throw error
        refusals[field] = [error.message]
      }
    }
  } catch (error) {
    await forgetNew(imageIds)
    throw error
  }
  if (Object.keys(refusals).length > 0) {
    await forgetNew(imageIds)
    return refused(submission.reply({ fieldErrors: refusals }), 400)
  }

  let result: SaveResult
  try {
    result = await save(submission.value, imageIds[imageFields[0]] ?? null, imageIds)
  } catch (error) {
    await forgetNew(imageIds)
    if (error instanceof FormRefusal) return refused(submission.reply({ fieldErrors: error.fieldErrors }), 400)
    throw error
  }
  const unused = [result?.unusedImageId, ...(result?.unusedImageIds ?? [])]
  const fresh = new Set(Object.values(imageIds))
  for (const id of new Set(unused)) {
    if (typeof id === 'number' && !fresh.has(id)) await deleteMediaIfUnused(id)
  }
  return { ok: true, value: submission.value }
}

// kept when another row already shows the same picture (same bytes, same media row)
async function forgetNew(imageIds: ImageIds) {
  for (const id of new Set(Object.values(imageIds))) {
    if (id !== null) await deleteMediaIfUnused(id)
  }
}
