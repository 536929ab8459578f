// Testimonial detail (spec 2.5): the fields, pictures and dates; Go Back, Edit and Delete.
import { detailLoader } from '~/content-types/admin.server'
import { DetailScreen, detailTitle } from '~/content-types/screens'
import { testimonial } from '~/content-types/testimonial'
import { testimonialStore } from '~/content-types/testimonial.server'
import { requireAdmin } from '~/utils/auth.server'
import type { Route } from './+types/detail'

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request)
  return detailLoader(testimonialStore, request, params.id)
}

export default function Detail({ loaderData }: Route.ComponentProps) {
  return <DetailScreen type={testimonial} item={loaderData} />
}

export const meta = ({ data }: Route.MetaArgs) => detailTitle(testimonial, data)
