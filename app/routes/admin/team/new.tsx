// Add Team Member (spec 2.5); afterwards the list, with a toast (spec 4).
import { addAction, newLoader } from '~/content-types/admin.server'
import { AddScreen, backOfficeTitle } from '~/content-types/screens'
import { teamMember } from '~/content-types/team-member'
import { teamMemberStore } from '~/content-types/team-member.server'
import type { Route } from './+types/new'

export const loader = ({ request }: Route.LoaderArgs) => newLoader(teamMemberStore, request)

export const action = ({ request, context }: Route.ActionArgs) => addAction(teamMemberStore, request, context)

export default function New({ loaderData, actionData }: Route.ComponentProps) {
  return <AddScreen type={teamMember} data={loaderData} lastResult={actionData} />
}

export const meta = () => backOfficeTitle(teamMember.labels.add)
