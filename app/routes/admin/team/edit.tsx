// Edit Team Member (spec 2.5; the old site's undeclared /editteam/{id}): the same form, filled
// in; the picture is kept unless a new one is chosen (or removal ticked). Afterwards the list,
// with a toast (spec 4).
import { GoBackLink, ScreenHeader } from '~/components/admin/list-header'
import { getTeamMember } from '~/models/team-member.server'
import { requireAdmin } from '~/utils/auth.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { idParam } from '~/utils/id-param.server'
import type { Route } from './+types/edit'
import { editTeamMember } from './save.server'
import { TeamMemberForm } from './team-member-form'

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request)
  const member = await getTeamMember(idParam(params.id))
  if (!member) throw new Response('Not found', { status: 404 })
  const { id, name, email, profession, bio, isActive, priority, image } = member
  return { id, image, defaults: { name, email, profession, bio, isActive: String(isActive), priority: String(priority) } }
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request)
  const outcome = await editTeamMember(request, idParam(params.id))
  if (!outcome.ok) return outcome.response
  return redirectWithFlash('/admin/team', { type: 'success', message: `${outcome.value.name} saved.` })
}

export default function EditTeamMember({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeader title="Edit Team Member" intro={loaderData.defaults.name} action={<GoBackLink to="/admin/team" />} />
      <TeamMemberForm key={loaderData.id} defaults={loaderData.defaults} image={loaderData.image} lastResult={actionData} />
    </>
  )
}

export function meta() {
  return [{ title: 'Edit Team Member · Back office' }]
}
