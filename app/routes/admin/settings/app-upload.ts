// POST the Android app form with JavaScript (the app's settings screen posts it here with
// XMLHttpRequest, for an upload progress bar); answers JSON: { ok, message } or the form's
// messages. Without JavaScript the same form posts to /admin/settings/app.
import { redirect } from 'react-router'
import { actorOf } from '~/auth/actor.server'
import { requireAccess } from '~/auth/guards.server'
import type { Route } from './+types/app-upload'
import { appSavedMessage, saveAppForm } from './save.server'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, 'settings')
  return redirect('/admin/settings/app')
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAccess(request, 'settings')
  const outcome = await saveAppForm(request, actorOf(user, context))
  if (!outcome.ok) return Response.json({ ok: false, result: outcome.result }, { status: outcome.status })
  return Response.json({ ok: true, message: appSavedMessage(outcome.value) })
}
