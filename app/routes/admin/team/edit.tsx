// Edit Team Member (the old site's /editteam/{id}) (spec 2.5): the same form, filled in; afterwards the list, with a toast (spec 4).
import { editAction, editLoader } from '~/content-types/admin.server'
import { EditScreen, backOfficeTitle } from '~/content-types/screens'
import { teamMember } from '~/content-types/team-member'
import { teamMemberStore } from '~/content-types/team-member.server'
import type { Route } from './+types/edit'

export const loader = ({ request, params }: Route.LoaderArgs) => editLoader(teamMemberStore, request, params.id)

export const action = ({ request, params, context }: Route.ActionArgs) => editAction(teamMemberStore, request, params.id, context)

export default function Edit({ loaderData, actionData }: Route.ComponentProps) {
  return <EditScreen type={teamMember} item={loaderData} lastResult={actionData} />
}

export const meta = () => backOfficeTitle(teamMember.labels.edit)
