// Member List (spec 2.5): the list screen of the type declared in app/content-types/team-member.tsx.
import { deleteItemAction, listLoader } from '~/content-types/admin.server'
import { ListScreen, backOfficeTitle } from '~/content-types/screens'
import { teamMember } from '~/content-types/team-member'
import { teamMemberStore } from '~/content-types/team-member.server'
import { requireAdmin } from '~/utils/auth.server'
import type { Route } from './+types/list'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  return listLoader(teamMemberStore, request)
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request)
  return deleteItemAction(teamMemberStore, request)
}

export default function List({ loaderData }: Route.ComponentProps) {
  return <ListScreen type={teamMember} data={loaderData} />
}

export const meta = () => backOfficeTitle(teamMember.labels.list)
