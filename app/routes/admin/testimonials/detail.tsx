// Testimonial detail (spec 2.5): image, name, email, profession, bio (the message), rating,
// visibility, priority, created and last-edited dates; Go Back, Edit and Delete.
import { Link } from 'react-router'
import { ConfirmDelete, InlineConfirmDelete } from '~/components/admin/confirm-delete'
import { DetailList, VisibilityBadge } from '~/components/admin/detail-list'
import { GoBackLink, ScreenHeader } from '~/components/admin/list-header'
import { deleteTriggerClass } from '~/components/admin/row-actions'
import { Thumbnail } from '~/components/admin/thumbnail'
import { StarRating } from '~/components/site/star-rating'
import { buttonClassName } from '~/components/ui/button'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { getTestimonial } from '~/models/testimonial.server'
import { requireAdmin } from '~/utils/auth.server'
import { formatDateTime } from '~/utils/dates'
import { idParam } from '~/utils/id-param.server'
import type { Route } from './+types/detail'

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request)
  const testimonial = await getTestimonial(idParam(params.id))
  if (!testimonial) throw new Response('Not found', { status: 404 })
  return {
    ...testimonial,
    createdAt: formatDateTime(testimonial.createdAt),
    updatedAt: formatDateTime(testimonial.updatedAt),
    pendingDelete: new URL(request.url).searchParams.get('delete') === String(testimonial.id),
  }
}

export default function TestimonialDetail({ loaderData: t }: Route.ComponentProps) {
  const deleteFields = { intent: 'delete', id: String(t.id) }
  return (
    <>
      <ScreenHeader title={t.name} intro="Testimonial" action={<GoBackLink to="/admin/testimonials" />} />
      <div className="mt-6 max-w-3xl space-y-6">
        {t.pendingDelete ? <InlineConfirmDelete action="/admin/testimonials" fields={deleteFields} detail={<p className="font-semibold">{t.name}</p>} /> : null}
        {t.image ? (
          <ResponsiveImage media={t.image} sizes="300px" alt={`Portrait of ${t.name}`} className="w-[300px] max-w-full rounded-xl object-cover shadow-sm" />
        ) : (
          <Thumbnail image={null} />
        )}
        <DetailList
          items={[
            { label: 'Name', value: t.name },
            { label: 'Email', value: t.email },
            { label: 'Profession', value: t.profession },
            { label: 'Bio', value: t.message, long: true },
            { label: 'Rating', value: <StarRating rating={t.rating} /> },
            { label: 'Visibility', value: <VisibilityBadge visible={t.isActive} /> },
            { label: 'Priority', value: t.priority },
            { label: 'Created', value: t.createdAt },
            { label: 'Last edited', value: t.updatedAt },
          ]}
        />
        <div className="flex flex-wrap gap-3">
          <Link to={`/admin/testimonials/${t.id}/edit`} className={buttonClassName('primary')}>
            Edit<span className="sr-only"> {t.name}</span>
          </Link>
          <ConfirmDelete id={t.id} label={`Delete ${t.name}`} action="/admin/testimonials" fields={deleteFields} detail={<p className="font-semibold">{t.name}</p>} triggerClassName={deleteTriggerClass} />
        </div>
      </div>
    </>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.name ?? 'Testimonial'} · Back office` }]
}
