// The Yes of every back-office Confirm Delete dialog: reads { intent: 'delete', id }, deletes
// through the type's model and goes back to the list the person came from (its page, search and
// order kept) with the spec's toast.
import { z } from 'zod'
import { redirectWithFlash, type FlashPosition } from '~/utils/flash.server'
import { readFormData } from '~/utils/request-form.server'

export const DELETED_MESSAGE = 'Item Deleted Successfully!'
export const ALREADY_GONE_MESSAGE = 'That item was already deleted.'

const deleteSchema = z.object({ intent: z.literal('delete'), id: z.coerce.number().int().positive().max(2_147_483_647) })

/** What `remove` may answer instead of true/false: the item was kept, and why (an error toast). */
export type DeleteRefusal = { refused: string }

/**
 * Handles a delete post; `remove` returns false when there was nothing to delete, or a refusal
 * when the item must stay (a gallery category that still holds pictures); it also gets the
 * posted form, for a type whose dialog asks more (delete its pictures too). `backTo` is where
 * to go afterwards (the list by default: the request's own address without ?delete). `toast`
 * changes the success message and where the toasts show (the Payment page's own, spec 8 and 9);
 * `undo`: the item went to the Trash, and the toast offers Undo, posted there (decision 073).
 */
export async function deleteAction(
  request: Request,
  remove: (id: number, form: FormData) => Promise<boolean | DeleteRefusal>,
  backTo?: string,
  toast: { deleted?: string; position?: FlashPosition; undo?: string } = {},
): Promise<Response> {
  const form = await readFormData(request, 4096)
  if (!form.ok) throw new Response('This form could not be read.', { status: form.status })
  const parsed = deleteSchema.safeParse(Object.fromEntries(form.formData))
  if (!parsed.success) throw new Response('Unknown request', { status: 400 })
  const url = new URL(request.url)
  url.searchParams.delete('delete')
  url.searchParams.delete('index')
  const target = backTo ?? `${url.pathname}${url.search}`
  const deleted = await remove(parsed.data.id, form.formData)
  const position = toast.position ? { position: toast.position } : {}
  if (typeof deleted === 'object') return redirectWithFlash(target, { type: 'error', message: deleted.refused, ...position })
  return redirectWithFlash(
    target,
    deleted
      ? { type: 'success', message: toast.deleted ?? DELETED_MESSAGE, ...position, ...(toast.undo ? { undo: { action: toast.undo, id: parsed.data.id } } : {}) }
      : { type: 'error', message: ALREADY_GONE_MESSAGE, ...position },
  )
}
