// Blog List (spec 2.5): Image, Name, Title, Date; Edit, Detail, Delete; Add Blog.
import { DataTable, type Column } from '~/components/admin/data-table'
import { AddLink, ScreenHeader } from '~/components/admin/list-header'
import { RowActions } from '~/components/admin/row-actions'
import { Thumbnail } from '~/components/admin/thumbnail'
import { deleteBlog, listBlogsForAdmin } from '~/models/blog.server'
import { requireAdmin } from '~/utils/auth.server'
import { formatDate } from '~/utils/dates'
import { deleteAction } from '~/utils/delete-action.server'
import { listPageInfo, readListParams } from '~/utils/list-params.server'
import type { Route } from './+types/list'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const params = readListParams(request)
  const { rows, total } = await listBlogsForAdmin(params)
  return { info: listPageInfo(params, total), rows: rows.map((row) => ({ ...row, createdAt: formatDate(row.createdAt) })) }
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request)
  return deleteAction(request, deleteBlog)
}

type Row = Route.ComponentProps['loaderData']['rows'][number]

const columns: Column<Row>[] = [
  { header: 'Image', cell: (row) => <Thumbnail image={row.image} /> },
  { header: 'Name', cell: (row) => row.name },
  { header: 'Title', cell: (row) => <span className="font-medium">{row.title}</span> },
  { header: 'Date', cell: (row) => row.createdAt, sortsByDate: true, className: 'whitespace-nowrap' },
]

export default function Blogs({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeader
        title="Blog List"
        intro="The posts of the public blog. Only visible posts appear on the website."
        action={<AddLink to="/admin/blogs/new">Add Blog</AddLink>}
      />
      <DataTable
        caption="Blog posts"
        columns={columns}
        rows={loaderData.rows}
        info={loaderData.info}
        searchLabel="Search by name or title"
        empty={<p>No blog posts yet. Add the first one with Add Blog.</p>}
        describe={(row) => <p className="font-semibold">{row.title}</p>}
        actions={(row) => <RowActions id={row.id} name={row.title} editTo={`/admin/blogs/${row.id}/edit`} detailTo={`/admin/blogs/${row.id}`} />}
      />
    </>
  )
}

export function meta() {
  return [{ title: 'Blog List · Back office' }]
}
