// The history of a blog (decision 033): every saved version, newest first, with who saved it and what changed.
import { historyLoader } from '~/content-types/history-admin.server'
import { HistoryScreen } from '~/content-types/history-screens'
import { backOfficeTitle } from '~/content-types/screens'
import { blog } from '~/content-types/blog'
import { blogStore } from '~/content-types/blog.server'
import type { Route } from './+types/history'

export const loader = ({ request, params }: Route.LoaderArgs) => historyLoader(blogStore, request, params.id)

export default function History({ loaderData }: Route.ComponentProps) {
  return <HistoryScreen type={blog} data={loaderData} />
}

export const meta = ({ data }: Route.MetaArgs) => backOfficeTitle(data ? `History of “${data.title}”` : 'History')
