// GET /admin/events/{id}/attendees.csv: an event's registrations as a CSV file for the door or a
// spreadsheet (issue 38, item 8). Personal data: every download is written in the activity log.
import { actorOf } from '~/auth/actor.server'
import { requireAccess } from '~/auth/guards.server'
import { recordEvent } from '~/models/audit.server'
import { listRegistrations } from '~/models/event-registration.server'
import { csvDownload, toCsv } from '~/utils/csv'
import { formatDateTime } from '~/utils/dates.server'
import { todayInEdmonton } from '~/utils/edmonton-day.server'
import type { Route } from './+types/attendees-export'
import { eventOr404 } from './event-or-404.server'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireAccess(request, 'attendees')
  const event = await eventOr404(params)
  const { registrations } = await listRegistrations(event.id)
  const csv = toCsv(
    ['Name', 'E-mail', 'Phone', 'People', 'Status', 'Language', 'Note', 'Registered', 'Added by staff'],
    registrations.map((row) => [row.name, row.email, row.phone, row.partySize, row.status, row.language, row.note, formatDateTime(row.createdAt), row.addedByStaff ? 'yes' : 'no']),
  )
  const fileName = `event-${event.id}-attendees-${todayInEdmonton()}.csv`
  // who took a copy of the attendees' details, and how much (decision 027)
  await recordEvent({ actor: actorOf(user, context), action: 'export', itemType: 'Event registrations', itemId: event.id, itemLabel: `${fileName}, ${registrations.length} rows` })
  return csvDownload(csv, fileName)
}
