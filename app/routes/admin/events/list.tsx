// Events List (spec 2.5): image, title, description (cut at 100 characters), event date with
// its time; Edit and Delete (the spec has no event detail screen); Add Event.
import { DataTable, type Column } from '~/components/admin/data-table'
import { AddLink, ScreenHeader } from '~/components/admin/list-header'
import { RowActions } from '~/components/admin/row-actions'
import { Thumbnail } from '~/components/admin/thumbnail'
import { truncate } from '~/content/text'
import { deleteEvent, listEventsForAdmin } from '~/models/event.server'
import { requireAdmin } from '~/utils/auth.server'
import { formatDateTime } from '~/utils/dates'
import { deleteAction } from '~/utils/delete-action.server'
import { listPageInfo, readListParams } from '~/utils/list-params.server'
import type { Route } from './+types/list'

/** Spec 9: an event's description is cut to 100 characters. */
const DESCRIPTION_CUT = 100

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const params = readListParams(request)
  const { rows, total } = await listEventsForAdmin(params)
  return {
    info: listPageInfo(params, total),
    rows: rows.map(({ description, eventDate, ...row }) => ({
      ...row,
      excerpt: truncate(description, DESCRIPTION_CUT),
      eventDate: formatDateTime(eventDate),
    })),
  }
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request)
  return deleteAction(request, deleteEvent)
}

type Row = Route.ComponentProps['loaderData']['rows'][number]

const columns: Column<Row>[] = [
  { header: 'Image', cell: (row) => <Thumbnail image={row.image} /> },
  { header: 'Title', cell: (row) => <span className="font-medium">{row.title}</span> },
  { header: 'Description', cell: (row) => row.excerpt, className: 'min-w-48 max-w-md' },
  { header: 'Event date', cell: (row) => row.eventDate, sortsByDate: true, className: 'min-w-40' },
]

export default function Events({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeader
        title="Events"
        intro="Visible events appear on the Events page and, the next three, on the home page."
        action={<AddLink to="/admin/events/new">Add Event</AddLink>}
      />
      <DataTable
        caption="Events"
        columns={columns}
        rows={loaderData.rows}
        info={loaderData.info}
        searchLabel="Search by title or description"
        empty={<p>No events yet. Add the first one with Add Event.</p>}
        describe={(row) => <p className="font-semibold">{row.title}</p>}
        actions={(row) => <RowActions id={row.id} name={row.title} editTo={`/admin/events/${row.id}/edit`} />}
      />
    </>
  )
}

export function meta() {
  return [{ title: 'Events · Back office' }]
}
