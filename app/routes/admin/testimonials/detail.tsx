// Testimonial detail (spec 2.5): the fields, picture and dates; Go Back, Edit and Delete.
import { detailLoader } from '~/content-types/admin.server'
import { DetailScreen, detailTitle } from '~/content-types/screens'
import { testimonial } from '~/content-types/testimonial'
import { testimonialStore } from '~/content-types/testimonial.server'
import type { Route } from './+types/detail'

export const loader = ({ request, params }: Route.LoaderArgs) => detailLoader(testimonialStore, request, params.id)

export default function Detail({ loaderData }: Route.ComponentProps) {
  return <DetailScreen type={testimonial} item={loaderData} />
}

export const meta = ({ data }: Route.MetaArgs) => detailTitle(testimonial, data)
