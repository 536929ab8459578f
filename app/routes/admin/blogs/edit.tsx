// Edit Blog (the pictures are kept unless new ones are chosen) (spec 2.5): the same form, filled in; afterwards the list, with a toast (spec 4).
import { editAction, editLoader } from '~/content-types/admin.server'
import { EditScreen, backOfficeTitle } from '~/content-types/screens'
import { blog } from '~/content-types/blog'
import { blogStore } from '~/content-types/blog.server'
import type { Route } from './+types/edit'

export const loader = ({ request, params }: Route.LoaderArgs) => editLoader(blogStore, request, params.id)

export const action = ({ request, params, context }: Route.ActionArgs) => editAction(blogStore, request, params.id, context)

export default function Edit({ loaderData, actionData }: Route.ComponentProps) {
  return <EditScreen type={blog} item={loaderData} lastResult={actionData} />
}

export const meta = () => backOfficeTitle(blog.labels.edit)
