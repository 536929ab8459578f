// Blog detail (the picture at 350 px, spec 9; the link as an external link; View on the website while visible) (spec 2.5): the fields, pictures and dates; Go Back, Edit and Delete.
import { detailLoader } from '~/content-types/admin.server'
import { DetailScreen, detailTitle } from '~/content-types/screens'
import { blog } from '~/content-types/blog'
import { blogStore } from '~/content-types/blog.server'
import type { Route } from './+types/detail'

export const loader = ({ request, params }: Route.LoaderArgs) => detailLoader(blogStore, request, params.id)

export default function Detail({ loaderData }: Route.ComponentProps) {
  return <DetailScreen type={blog} item={loaderData} />
}

export const meta = ({ data }: Route.MetaArgs) => detailTitle(blog, data)
