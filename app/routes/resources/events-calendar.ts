// GET /events/calendar.ics: every upcoming visible event, as a calendar feed people can subscribe
// to in their calendar app (it refreshes from this address). Past events leave the feed; their
// pages stay.
import { listUpcomingEvents } from '~/models/event.server'
import { cancelledEventIds } from '~/models/event-registration.server'
import { getOrganisation } from '~/models/settings.server'
import { calendarResponse, eventsCalendar } from '~/utils/event-calendar.server'
import { env } from '~/utils/env.server'

export async function loader() {
  const [events, organisation] = await Promise.all([listUpcomingEvents(), getOrganisation()])
  const cancelled = await cancelledEventIds(events.map((event) => event.id))
  return calendarResponse(eventsCalendar(events.map((event) => ({ ...event, cancelled: cancelled.has(event.id) })), env().SITE_URL, organisation, `${organisation.name}: events`))
}
