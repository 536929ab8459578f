// Member List (spec 2.5): image (80 px, spec 9; a placeholder when none), name, profession,
// e-mail, date; edit, detail, delete; Add Team Member.
import { DataTable, type Column } from '~/components/admin/data-table'
import { AddLink, ScreenHeader } from '~/components/admin/list-header'
import { RowActions } from '~/components/admin/row-actions'
import { Thumbnail } from '~/components/admin/thumbnail'
import { deleteTeamMember, listTeamMembersForAdmin } from '~/models/team-member.server'
import { requireAdmin } from '~/utils/auth.server'
import { formatDate } from '~/utils/dates'
import { deleteAction } from '~/utils/delete-action.server'
import { listPageInfo, readListParams } from '~/utils/list-params.server'
import type { Route } from './+types/list'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const params = readListParams(request)
  const { rows, total } = await listTeamMembersForAdmin(params)
  return { info: listPageInfo(params, total), rows: rows.map((row) => ({ ...row, createdAt: formatDate(row.createdAt) })) }
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request)
  return deleteAction(request, deleteTeamMember)
}

type Row = Route.ComponentProps['loaderData']['rows'][number]

const columns: Column<Row>[] = [
  { header: 'Image', cell: (row) => <Thumbnail image={row.image} size={80} /> },
  { header: 'Name', cell: (row) => <span className="font-medium">{row.name}</span> },
  { header: 'Profession', cell: (row) => row.profession },
  { header: 'E-mail', cell: (row) => row.email, className: 'break-all' },
  { header: 'Date', cell: (row) => row.createdAt, sortsByDate: true, className: 'whitespace-nowrap' },
]

export default function TeamMembers({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeader
        title="Member List"
        intro="The people on the Team page. Visible members appear there, and the first few on the home page, a lower priority number first."
        action={<AddLink to="/admin/team/new">Add Team Member</AddLink>}
      />
      <DataTable
        caption="Team members"
        columns={columns}
        rows={loaderData.rows}
        info={loaderData.info}
        searchLabel="Search by name, e-mail or profession"
        empty={<p>No team members yet. Add the first one with Add Team Member.</p>}
        describe={(row) => <p className="font-semibold">{row.name}</p>}
        actions={(row) => <RowActions id={row.id} name={row.name} editTo={`/admin/team/${row.id}/edit`} detailTo={`/admin/team/${row.id}`} />}
      />
    </>
  )
}

export function meta() {
  return [{ title: 'Member List · Back office' }]
}
