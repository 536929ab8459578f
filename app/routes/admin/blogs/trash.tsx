// The Trash of blogs (issue 41, decision 073): restore or delete for ever; the toast's Undo posts here.
import { trashAction, trashLoader } from '~/content-types/admin.server'
import { backOfficeTitle } from '~/content-types/screens'
import { TrashScreen, trashTitle } from '~/content-types/trash-screen'
import { blog } from '~/content-types/blog'
import { blogStore } from '~/content-types/blog.server'
import type { Route } from './+types/trash'

export const loader = ({ request }: Route.LoaderArgs) => trashLoader(blogStore, request)

export const action = ({ request, context }: Route.ActionArgs) => trashAction(blogStore, request, context)

export default function Trash({ loaderData }: Route.ComponentProps) {
  return <TrashScreen type={blog} data={loaderData} />
}

export const meta = () => backOfficeTitle(trashTitle(blog))
