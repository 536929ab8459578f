// Team member detail (spec 2.5; its own screen, where the old site reused the testimonial one):
// image, name, email, profession, bio, visibility, priority, created and last-edited dates; Go
// Back, Edit and Delete.
import { Link } from 'react-router'
import { ConfirmDelete, InlineConfirmDelete } from '~/components/admin/confirm-delete'
import { DetailList, VisibilityBadge } from '~/components/admin/detail-list'
import { GoBackLink, ScreenHeader } from '~/components/admin/list-header'
import { deleteTriggerClass } from '~/components/admin/row-actions'
import { Thumbnail } from '~/components/admin/thumbnail'
import { buttonClassName } from '~/components/ui/button'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { getTeamMember } from '~/models/team-member.server'
import { requireAdmin } from '~/utils/auth.server'
import { formatDateTime } from '~/utils/dates'
import { idParam } from '~/utils/id-param.server'
import type { Route } from './+types/detail'

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request)
  const member = await getTeamMember(idParam(params.id))
  if (!member) throw new Response('Not found', { status: 404 })
  const { rating: _rating, ...shown } = member
  return {
    ...shown,
    createdAt: formatDateTime(member.createdAt),
    updatedAt: formatDateTime(member.updatedAt),
    pendingDelete: new URL(request.url).searchParams.get('delete') === String(member.id),
  }
}

export default function TeamMemberDetail({ loaderData: m }: Route.ComponentProps) {
  const deleteFields = { intent: 'delete', id: String(m.id) }
  return (
    <>
      <ScreenHeader title={m.name} intro="Team member" action={<GoBackLink to="/admin/team" />} />
      <div className="mt-6 max-w-3xl space-y-6">
        {m.pendingDelete ? <InlineConfirmDelete action="/admin/team" fields={deleteFields} detail={<p className="font-semibold">{m.name}</p>} /> : null}
        {m.image ? (
          <ResponsiveImage media={m.image} sizes="300px" alt={`Portrait of ${m.name}`} className="w-[300px] max-w-full rounded-xl object-cover shadow-sm" />
        ) : (
          <Thumbnail image={null} />
        )}
        <DetailList
          items={[
            { label: 'Name', value: m.name },
            { label: 'Email', value: m.email },
            { label: 'Profession', value: m.profession },
            { label: 'Bio', value: m.bio, long: true },
            { label: 'Visibility', value: <VisibilityBadge visible={m.isActive} /> },
            { label: 'Priority', value: m.priority },
            { label: 'Created', value: m.createdAt },
            { label: 'Last edited', value: m.updatedAt },
          ]}
        />
        <div className="flex flex-wrap gap-3">
          <Link to={`/admin/team/${m.id}/edit`} className={buttonClassName('primary')}>
            Edit<span className="sr-only"> {m.name}</span>
          </Link>
          <ConfirmDelete id={m.id} label={`Delete ${m.name}`} action="/admin/team" fields={deleteFields} detail={<p className="font-semibold">{m.name}</p>} triggerClassName={deleteTriggerClass} />
        </div>
      </div>
    </>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.name ?? 'Team member'} · Back office` }]
}
