// Team member detail (its own screen, where the old site reused the testimonial one) (spec 2.5): the fields, picture and dates; Go Back, Edit and Delete.
import { detailLoader } from '~/content-types/admin.server'
import { DetailScreen, detailTitle } from '~/content-types/screens'
import { teamMember } from '~/content-types/team-member'
import { teamMemberStore } from '~/content-types/team-member.server'
import type { Route } from './+types/detail'

export const loader = ({ request, params }: Route.LoaderArgs) => detailLoader(teamMemberStore, request, params.id)

export default function Detail({ loaderData }: Route.ComponentProps) {
  return <DetailScreen type={teamMember} item={loaderData} />
}

export const meta = ({ data }: Route.MetaArgs) => detailTitle(teamMember, data)
