// Add Team Member (spec 2.5); afterwards the list, with a toast (spec 4).
import { GoBackLink, ScreenHeader } from '~/components/admin/list-header'
import { requireAdmin } from '~/utils/auth.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { newFormKey } from '~/utils/form-key.server'
import type { Route } from './+types/new'
import { addTeamMember } from './save.server'
import { TeamMemberForm } from './team-member-form'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  return { formKey: newFormKey() }
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request)
  const outcome = await addTeamMember(request)
  if (!outcome.ok) return outcome.response
  return redirectWithFlash('/admin/team', { type: 'success', message: `${outcome.value.name} added to the team.` })
}

const EMPTY = { name: '', email: '', profession: '', bio: '', isActive: 'true', priority: '1' }

export default function NewTeamMember({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeader title="Add Team Member" action={<GoBackLink to="/admin/team" />} />
      <TeamMemberForm defaults={EMPTY} image={null} lastResult={actionData} formKey={loaderData.formKey} />
    </>
  )
}

export function meta() {
  return [{ title: 'Add Team Member · Back office' }]
}
