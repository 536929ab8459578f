// Edit Testimonial (spec 2.5): the same form, filled in; afterwards the list, with a toast (spec 4).
import { editAction, editLoader } from '~/content-types/admin.server'
import { EditScreen, backOfficeTitle } from '~/content-types/screens'
import { testimonial } from '~/content-types/testimonial'
import { testimonialStore } from '~/content-types/testimonial.server'
import { requireAdmin } from '~/utils/auth.server'
import type { Route } from './+types/edit'

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request)
  return editLoader(testimonialStore, params.id)
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request)
  return editAction(testimonialStore, request, params.id)
}

export default function Edit({ loaderData, actionData }: Route.ComponentProps) {
  return <EditScreen type={testimonial} item={loaderData} lastResult={actionData} />
}

export const meta = () => backOfficeTitle(testimonial.labels.edit)
