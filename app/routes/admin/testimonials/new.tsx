// Add Testimonial (spec 2.5); afterwards the list, with a toast (spec 4).
import { addAction, newLoader } from '~/content-types/admin.server'
import { AddScreen, backOfficeTitle } from '~/content-types/screens'
import { testimonial } from '~/content-types/testimonial'
import { testimonialStore } from '~/content-types/testimonial.server'
import type { Route } from './+types/new'

export const loader = ({ request }: Route.LoaderArgs) => newLoader(testimonialStore, request)

export const action = ({ request, context }: Route.ActionArgs) => addAction(testimonialStore, request, context)

export default function New({ loaderData, actionData }: Route.ComponentProps) {
  return <AddScreen type={testimonial} data={loaderData} lastResult={actionData} />
}

export const meta = () => backOfficeTitle(testimonial.labels.add)
