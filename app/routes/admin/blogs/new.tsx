// Add Blog (spec 5: the blog picture is required here) (spec 2.5); afterwards the list, with a toast (spec 4).
import { addAction, newLoader } from '~/content-types/admin.server'
import { AddScreen, backOfficeTitle } from '~/content-types/screens'
import { blog } from '~/content-types/blog'
import { blogStore } from '~/content-types/blog.server'
import type { Route } from './+types/new'

export const loader = ({ request }: Route.LoaderArgs) => newLoader(blogStore, request)

export const action = ({ request, context }: Route.ActionArgs) => addAction(blogStore, request, context)

export default function New({ loaderData, actionData }: Route.ComponentProps) {
  return <AddScreen type={blog} data={loaderData} lastResult={actionData} />
}

export const meta = () => backOfficeTitle(blog.labels.add)
