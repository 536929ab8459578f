// Gallery category detail (spec 2.5): its picture at 400 px (spec 9), event name, description,
// visibility, priority, created and last-edited dates, how many pictures it holds; Go Back,
// Edit and Delete (with the second confirmation when it holds pictures).
import { Link } from 'react-router'
import { ConfirmDelete, InlineConfirmDelete } from '~/components/admin/confirm-delete'
import { DetailList, VisibilityBadge } from '~/components/admin/detail-list'
import { GoBackLink, ScreenHeader } from '~/components/admin/list-header'
import { deleteTriggerClass } from '~/components/admin/row-actions'
import { Thumbnail } from '~/components/admin/thumbnail'
import { buttonClassName } from '~/components/ui/button'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { getGalleryCategory } from '~/models/gallery-category.server'
import { requireAdmin } from '~/auth/guards.server'
import { formatDateTime } from '~/utils/dates'
import { idParam } from '~/utils/id-param.server'
import type { Route } from './+types/detail'
import { CategoryDeleteChoice, CategoryDeleteWarning, pictureCount } from './delete-options'

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request)
  const category = await getGalleryCategory(idParam(params.id))
  if (!category) throw new Response('Not found', { status: 404 })
  return {
    ...category,
    createdAt: formatDateTime(category.createdAt),
    updatedAt: formatDateTime(category.updatedAt),
    pendingDelete: new URL(request.url).searchParams.get('delete') === String(category.id),
  }
}

export default function GalleryCategoryDetail({ loaderData: c }: Route.ComponentProps) {
  const deleteFields = { intent: 'delete', id: String(c.id) }
  const describe = (
    <>
      <p className="font-semibold">{c.name}</p>
      <CategoryDeleteWarning imageCount={c.imageCount} />
    </>
  )
  const choice = <CategoryDeleteChoice id={c.id} imageCount={c.imageCount} />
  return (
    <>
      <ScreenHeader title={c.name} intro="Gallery category (album)" action={<GoBackLink to="/admin/gallery-categories" />} />
      <div className="mt-6 max-w-3xl space-y-6">
        {c.pendingDelete ? <InlineConfirmDelete action="/admin/gallery-categories" fields={deleteFields} detail={describe} formContent={choice} /> : null}
        {c.image ? (
          <ResponsiveImage media={c.image} sizes="400px" alt={`Cover picture of the album “${c.name}”`} className="w-[400px] max-w-full rounded-xl object-cover shadow-sm" />
        ) : (
          <Thumbnail image={null} />
        )}
        <DetailList
          items={[
            { label: 'Event name', value: c.name },
            { label: 'Description', value: c.description, long: true },
            { label: 'Visibility', value: <VisibilityBadge visible={c.isActive} /> },
            { label: 'Priority', value: c.priority },
            {
              label: 'Pictures',
              value: (
                <Link to={`/admin/gallery-images?category=${c.id}`} className="font-semibold text-brand-700 underline underline-offset-4">
                  {pictureCount(c.imageCount)}
                  <span className="sr-only"> in this album</span>
                </Link>
              ),
            },
            { label: 'Created', value: c.createdAt },
            { label: 'Last edited', value: c.updatedAt },
          ]}
        />
        <div className="flex flex-wrap gap-3">
          <Link to={`/admin/gallery-categories/${c.id}/edit`} className={buttonClassName('primary')}>
            Edit<span className="sr-only"> {c.name}</span>
          </Link>
          {c.isActive ? (
            <Link to={`/GalleryDetail/${c.id}`} className={buttonClassName('secondary')}>
              View on the website
            </Link>
          ) : null}
          <ConfirmDelete
            id={c.id}
            label={`Delete ${c.name}`}
            action="/admin/gallery-categories"
            fields={deleteFields}
            detail={describe}
            formContent={choice}
            triggerClassName={deleteTriggerClass}
          />
        </div>
      </div>
    </>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.name ?? 'Gallery category'} · Back office` }]
}
