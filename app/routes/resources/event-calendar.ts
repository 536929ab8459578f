// GET /events/:id/calendar.ics (and /ur/events/:id/calendar.ics...): "Add to calendar" on an
// event's page, one event as an .ics file, in the language of the page it was added from.
// A hidden, unknown or malformed id answers 404, as its page does.
import { requestLanguage } from '~/i18n/i18n'
import { getVisibleEvent } from '~/models/event.server'
import { cancelledEventIds } from '~/models/event-registration.server'
import { getOrganisation } from '~/models/settings.server'
import { calendarResponse, eventsCalendar } from '~/utils/event-calendar.server'
import { env } from '~/utils/env.server'
import type { Route } from './+types/event-calendar'

export async function loader({ params, request }: Route.LoaderArgs) {
  const language = requestLanguage(request)
  const event = /^\d{1,10}$/.test(params.id) ? await getVisibleEvent(Number(params.id), new Date(), language) : null
  if (!event) throw new Response('Not found', { status: 404 })
  const organisation = await getOrganisation()
  const cancelled = (await cancelledEventIds([event.id])).has(event.id)
  return calendarResponse(eventsCalendar([{ ...event, cancelled }], env().SITE_URL, organisation, undefined, language), `event-${event.id}.ics`)
}
