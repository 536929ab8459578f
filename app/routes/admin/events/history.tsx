// The history of a event (decision 033): every saved version, newest first, with who saved it and what changed.
import { historyLoader } from '~/content-types/history-admin.server'
import { HistoryScreen } from '~/content-types/history-screens'
import { backOfficeTitle } from '~/content-types/screens'
import { event } from '~/content-types/event'
import { eventStore } from '~/content-types/event.server'
import type { Route } from './+types/history'

export const loader = ({ request, params }: Route.LoaderArgs) => historyLoader(eventStore, request, params.id)

export default function History({ loaderData }: Route.ComponentProps) {
  return <HistoryScreen type={event} data={loaderData} />
}

export const meta = ({ data }: Route.MetaArgs) => backOfficeTitle(data ? `History of “${data.title}”` : 'History')
