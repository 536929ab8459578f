// The Trash of teamMembers (issue 41, decision 073): restore or delete for ever; the toast's Undo posts here.
import { trashAction, trashLoader } from '~/content-types/admin.server'
import { backOfficeTitle } from '~/content-types/screens'
import { TrashScreen, trashTitle } from '~/content-types/trash-screen'
import { teamMember } from '~/content-types/team-member'
import { teamMemberStore } from '~/content-types/team-member.server'
import type { Route } from './+types/trash'

export const loader = ({ request }: Route.LoaderArgs) => trashLoader(teamMemberStore, request)

export const action = ({ request, context }: Route.ActionArgs) => trashAction(teamMemberStore, request, context)

export default function Trash({ loaderData }: Route.ComponentProps) {
  return <TrashScreen type={teamMember} data={loaderData} />
}

export const meta = () => backOfficeTitle(trashTitle(teamMember))
