// Add Event (spec 2.5); afterwards the list, with a toast (spec 4).
import { GoBackLink, ScreenHeader } from '~/components/admin/list-header'
import { requireAdmin } from '~/utils/auth.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { newFormKey } from '~/utils/form-key.server'
import type { Route } from './+types/new'
import { EventForm } from './event-form'
import { addEvent } from './save.server'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  return { formKey: newFormKey() }
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request)
  const outcome = await addEvent(request)
  if (!outcome.ok) return outcome.response
  return redirectWithFlash('/admin/events', { type: 'success', message: `Event “${outcome.value.title}” added.` })
}

const EMPTY = { title: '', description: '', eventDate: '', endsAt: '', location: '', isActive: 'true' }

export default function NewEvent({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeader title="Add Event" action={<GoBackLink to="/admin/events" />} />
      <EventForm defaults={EMPTY} image={null} isNew lastResult={actionData} formKey={loaderData.formKey} />
    </>
  )
}

export function meta() {
  return [{ title: 'Add Event · Back office' }]
}
