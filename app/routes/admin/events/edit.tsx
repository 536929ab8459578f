// Edit Event (spec 2.5): the same form, filled in (times shown in Edmonton time); the picture
// is kept unless a new one is chosen. Afterwards the list, with a toast (spec 4).
import { GoBackLink, ScreenHeader } from '~/components/admin/list-header'
import { getEvent } from '~/models/event.server'
import { requireAdmin } from '~/utils/auth.server'
import { toEdmontonDateTimeInput } from '~/utils/edmonton-time'
import { redirectWithFlash } from '~/utils/flash.server'
import { idParam } from '~/utils/id-param.server'
import type { Route } from './+types/edit'
import { EventForm } from './event-form'
import { editEvent } from './save.server'

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request)
  const event = await getEvent(idParam(params.id))
  if (!event) throw new Response('Not found', { status: 404 })
  const { id, title, description, eventDate, endsAt, location, isActive, image } = event
  return {
    id,
    image,
    defaults: {
      title,
      description,
      eventDate: toEdmontonDateTimeInput(eventDate),
      endsAt: endsAt ? toEdmontonDateTimeInput(endsAt) : '',
      location: location ?? '',
      isActive: String(isActive),
    },
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request)
  const outcome = await editEvent(request, idParam(params.id))
  if (!outcome.ok) return outcome.response
  return redirectWithFlash('/admin/events', { type: 'success', message: `Event “${outcome.value.title}” saved.` })
}

export default function EditEvent({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeader title="Edit Event" intro={loaderData.defaults.title} action={<GoBackLink to="/admin/events" />} />
      <EventForm key={loaderData.id} defaults={loaderData.defaults} image={loaderData.image} isNew={false} lastResult={actionData} />
    </>
  )
}

export function meta() {
  return [{ title: 'Edit Event · Back office' }]
}
