// Member List (spec 2.5): the list screen of the type declared in app/content-types/team-member.tsx.
import { deleteItemAction, listLoader } from '~/content-types/admin.server'
import { ListScreen, backOfficeTitle } from '~/content-types/screens'
import { teamMember } from '~/content-types/team-member'
import { teamMemberStore } from '~/content-types/team-member.server'
import type { Route } from './+types/list'

export const loader = ({ request }: Route.LoaderArgs) => listLoader(teamMemberStore, request)

export const action = ({ request, context }: Route.ActionArgs) => deleteItemAction(teamMemberStore, request, context)

export default function List({ loaderData }: Route.ComponentProps) {
  return <ListScreen type={teamMember} data={loaderData} />
}

export const meta = () => backOfficeTitle(teamMember.labels.list)
