// Testimonials (spec 2.5): the list screen of the type declared in app/content-types/testimonial.tsx.
import { deleteItemAction, listLoader } from '~/content-types/admin.server'
import { ListScreen, backOfficeTitle } from '~/content-types/screens'
import { testimonial } from '~/content-types/testimonial'
import { testimonialStore } from '~/content-types/testimonial.server'
import type { Route } from './+types/list'

export const loader = ({ request }: Route.LoaderArgs) => listLoader(testimonialStore, request)

export const action = ({ request, context }: Route.ActionArgs) => deleteItemAction(testimonialStore, request, context)

export default function List({ loaderData }: Route.ComponentProps) {
  return <ListScreen type={testimonial} data={loaderData} />
}

export const meta = () => backOfficeTitle(testimonial.labels.list)
