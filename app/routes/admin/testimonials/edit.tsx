// Edit Testimonial (spec 2.5): the same form, filled in; afterwards the list, with a toast (spec 4).
import { editAction, editLoader } from '~/content-types/admin.server'
import { EditScreen, backOfficeTitle } from '~/content-types/screens'
import { testimonial } from '~/content-types/testimonial'
import { testimonialStore } from '~/content-types/testimonial.server'
import type { Route } from './+types/edit'

export const loader = ({ request, params }: Route.LoaderArgs) => editLoader(testimonialStore, request, params.id)

export const action = ({ request, params, context }: Route.ActionArgs) => editAction(testimonialStore, request, params.id, context)

export default function Edit({ loaderData, actionData }: Route.ComponentProps) {
  return <EditScreen type={testimonial} item={loaderData} lastResult={actionData} />
}

export const meta = () => backOfficeTitle(testimonial.labels.edit)
