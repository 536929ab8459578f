// GET /events/:id/calendar.ics: "Add to calendar" on an event's page, one event as an .ics file.
// A hidden, unknown or malformed id answers 404, as its page does.
import { getVisibleEvent } from '~/models/event.server'
import { cancelledEventIds } from '~/models/event-registration.server'
import { getOrganisation } from '~/models/settings.server'
import { calendarResponse, eventsCalendar } from '~/utils/event-calendar.server'
import { env } from '~/utils/env.server'
import type { Route } from './+types/event-calendar'

export async function loader({ params }: Route.LoaderArgs) {
  const event = /^\d{1,10}$/.test(params.id) ? await getVisibleEvent(Number(params.id)) : null
  if (!event) throw new Response('Not found', { status: 404 })
  const organisation = await getOrganisation()
  const cancelled = (await cancelledEventIds([event.id])).has(event.id)
  return calendarResponse(eventsCalendar([{ ...event, cancelled }], env().SITE_URL, organisation), `event-${event.id}.ics`)
}
