// Gallery Event list (spec 2.5): Image, Event name, Date; Edit, Detail, Delete; Add Gallery
// Category. Beyond the spec, how many pictures each album holds (a link to them in the Gallery
// List), which the delete dialog also needs: an album with pictures asks a second confirmation.
import { Link } from 'react-router'
import { DataTable, type Column } from '~/components/admin/data-table'
import { AddLink, ScreenHeader } from '~/components/admin/list-header'
import { RowActions } from '~/components/admin/row-actions'
import { Thumbnail } from '~/components/admin/thumbnail'
import { listGalleryCategoriesForAdmin } from '~/models/gallery-category.server'
import { requireAdmin } from '~/auth/guards.server'
import { formatDate } from '~/utils/dates'
import { deleteAction } from '~/utils/delete-action.server'
import { listPageInfo, readListParams } from '~/utils/list-params.server'
import type { Route } from './+types/list'
import { removeGalleryCategory } from './delete.server'
import { CategoryDeleteChoice, CategoryDeleteWarning, pictureCount } from './delete-options'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const params = readListParams(request)
  const { rows, total } = await listGalleryCategoriesForAdmin(params)
  return { info: listPageInfo(params, total), rows: rows.map((row) => ({ ...row, createdAt: formatDate(row.createdAt) })) }
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request)
  return deleteAction(request, removeGalleryCategory)
}

type Row = Route.ComponentProps['loaderData']['rows'][number]

const columns: Column<Row>[] = [
  { header: 'Image', cell: (row) => <Thumbnail image={row.image} /> },
  { header: 'Event name', cell: (row) => <span className="font-medium">{row.name}</span> },
  { header: 'Date', cell: (row) => row.createdAt, sortsByDate: true, className: 'whitespace-nowrap' },
  {
    header: 'Pictures',
    cell: (row) => (
      <Link to={`/admin/gallery-images?category=${row.id}`} className="inline-flex min-h-11 items-center whitespace-nowrap text-brand-700 underline underline-offset-4">
        {pictureCount(row.imageCount)}
        <span className="sr-only"> in {row.name}</span>
      </Link>
    ),
  },
]

export default function GalleryCategories({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeader
        title="Gallery Event"
        intro="The albums of the public Gallery. Only visible albums appear on the website; their pictures are managed in the Gallery List."
        action={<AddLink to="/admin/gallery-categories/new">Add Gallery Category</AddLink>}
      />
      <DataTable
        caption="Gallery categories"
        columns={columns}
        rows={loaderData.rows}
        info={loaderData.info}
        searchLabel="Search by event name"
        empty={<p>No albums yet. Add the first one with Add Gallery Category.</p>}
        describe={(row) => (
          <>
            <p className="font-semibold">{row.name}</p>
            <CategoryDeleteWarning imageCount={row.imageCount} />
          </>
        )}
        deleteFormContent={(row) => <CategoryDeleteChoice id={row.id} imageCount={row.imageCount} />}
        actions={(row) => (
          <RowActions
            id={row.id}
            name={row.name}
            editTo={`/admin/gallery-categories/${row.id}/edit`}
            detailTo={`/admin/gallery-categories/${row.id}`}
            deleteDetail={<CategoryDeleteWarning imageCount={row.imageCount} />}
            deleteFormContent={<CategoryDeleteChoice id={row.id} imageCount={row.imageCount} />}
          />
        )}
      />
    </>
  )
}

export function meta() {
  return [{ title: 'Gallery Event · Back office' }]
}
