// The Trash of testimonials (issue 41, decision 073): restore or delete for ever; the toast's Undo posts here.
import { trashAction, trashLoader } from '~/content-types/admin.server'
import { backOfficeTitle } from '~/content-types/screens'
import { TrashScreen, trashTitle } from '~/content-types/trash-screen'
import { testimonial } from '~/content-types/testimonial'
import { testimonialStore } from '~/content-types/testimonial.server'
import type { Route } from './+types/trash'

export const loader = ({ request }: Route.LoaderArgs) => trashLoader(testimonialStore, request)

export const action = ({ request, context }: Route.ActionArgs) => trashAction(testimonialStore, request, context)

export default function Trash({ loaderData }: Route.ComponentProps) {
  return <TrashScreen type={testimonial} data={loaderData} />
}

export const meta = () => backOfficeTitle(trashTitle(testimonial))
