// The event an Attendees, check-in or CSV address names (/admin/events/:id/...), or a 404: none
// there, or in the Trash, as its edit screen answers (decision 098); a restore brings them back.
import { getEventForStaff } from '~/models/event-registration.server'

export async function eventOr404(params: { id: string }) {
  const event = /^\d{1,10}$/.test(params.id) ? await getEventForStaff(Number(params.id)) : null
  if (!event) throw new Response('Not found', { status: 404 })
  return event
}
