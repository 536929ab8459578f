// POST one picture of the many-pictures upload (the screen's JavaScript posts each file here
// with XMLHttpRequest, for a progress bar per file); answers JSON.
import { actorOf } from '~/auth/actor.server'
import { requireAccess } from '~/auth/guards.server'
import type { Route } from './+types/upload-one'
import { uploadOne } from './upload.server'

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAccess(request, 'galleryImages', 'add')
  return uploadOne(request, actorOf(user, context))
}
