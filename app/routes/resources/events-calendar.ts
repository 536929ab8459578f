// GET /events/calendar.ics (and /pa/..., /hi/..., /ur/events/calendar.ics): every upcoming
// visible event, as a calendar feed people can subscribe to in their calendar app (it refreshes
// from this address), in the language of its address, English where a text is not translated.
// Past events leave the feed; their pages stay.
import { t } from '@lingui/core/macro'
import { i18nOf, requestLanguage } from '~/i18n/i18n'
import { listUpcomingEvents } from '~/models/event.server'
import { cancelledEventIds } from '~/models/event-registration.server'
import { getOrganisation } from '~/models/settings.server'
import { calendarResponse, eventsCalendar } from '~/utils/event-calendar.server'
import { env } from '~/utils/env.server'

export async function loader({ request }: { request: Request }) {
  const language = requestLanguage(request)
  const [events, organisation] = await Promise.all([listUpcomingEvents(new Date(), language), getOrganisation()])
  const cancelled = await cancelledEventIds(events.map((event) => event.id))
  const name = organisation.name
  const calendarName = t(i18nOf(language))`${name}: events`
  return calendarResponse(eventsCalendar(events.map((event) => ({ ...event, cancelled: cancelled.has(event.id) })), env().SITE_URL, organisation, calendarName, language))
}
