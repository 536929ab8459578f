// Testimonials (spec 2.5): Image, Name, E-mail, Date; edit, Detail, Delete; Add Testimonial.
import { DataTable, type Column } from '~/components/admin/data-table'
import { AddLink, ScreenHeader } from '~/components/admin/list-header'
import { RowActions } from '~/components/admin/row-actions'
import { Thumbnail } from '~/components/admin/thumbnail'
import { countVisibleTestimonials, deleteTestimonial, listTestimonialsForAdmin } from '~/models/testimonial.server'
import { requireAdmin } from '~/utils/auth.server'
import { formatDate } from '~/utils/dates'
import { deleteAction } from '~/utils/delete-action.server'
import { listPageInfo, readListParams } from '~/utils/list-params.server'
import type { Route } from './+types/list'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const params = readListParams(request)
  const [{ rows, total }, visible] = await Promise.all([listTestimonialsForAdmin(params), countVisibleTestimonials()])
  return { info: listPageInfo(params, total), visible, rows: rows.map((row) => ({ ...row, createdAt: formatDate(row.createdAt) })) }
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request)
  return deleteAction(request, deleteTestimonial)
}

type Row = Route.ComponentProps['loaderData']['rows'][number]

const columns: Column<Row>[] = [
  { header: 'Image', cell: (row) => <Thumbnail image={row.image} /> },
  { header: 'Name', cell: (row) => <span className="font-medium">{row.name}</span> },
  { header: 'E-mail', cell: (row) => row.email, className: 'break-all' },
  { header: 'Date', cell: (row) => row.createdAt, sortsByDate: true, className: 'whitespace-nowrap' },
]

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeader
        title="Testimonials"
        intro={
          <>
            What people say about us. At least 3 visible testimonials are needed for the home page; its carousel needs more
            than one. <strong>Visible now: {loaderData.visible}.</strong>
          </>
        }
        action={<AddLink to="/admin/testimonials/new">Add Testimonial</AddLink>}
      />
      <DataTable
        caption="Testimonials"
        columns={columns}
        rows={loaderData.rows}
        info={loaderData.info}
        searchLabel="Search by name or e-mail"
        empty={<p>No testimonials yet. Add the first one with Add Testimonial.</p>}
        describe={(row) => <p className="font-semibold">{row.name}</p>}
        actions={(row) => (
          <RowActions id={row.id} name={row.name} editTo={`/admin/testimonials/${row.id}/edit`} detailTo={`/admin/testimonials/${row.id}`} />
        )}
      />
    </>
  )
}

export function meta() {
  return [{ title: 'Testimonials · Back office' }]
}
