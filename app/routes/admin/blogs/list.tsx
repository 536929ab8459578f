// Blog List (spec 2.5): the list screen of the type declared in app/content-types/blog.tsx.
import { deleteItemAction, listLoader } from '~/content-types/admin.server'
import { ListScreen, backOfficeTitle } from '~/content-types/screens'
import { blog } from '~/content-types/blog'
import { blogStore } from '~/content-types/blog.server'
import type { Route } from './+types/list'

export const loader = ({ request }: Route.LoaderArgs) => listLoader(blogStore, request)

export const action = ({ request, context }: Route.ActionArgs) => deleteItemAction(blogStore, request, context)

export default function List({ loaderData }: Route.ComponentProps) {
  return <ListScreen type={blog} data={loaderData} />
}

export const meta = () => backOfficeTitle(blog.labels.list)
