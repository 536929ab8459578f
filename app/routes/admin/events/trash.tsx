// The Trash of events (issue 41, decision 073): restore or delete for ever; the toast's Undo posts here.
import { trashAction, trashLoader } from '~/content-types/admin.server'
import { backOfficeTitle } from '~/content-types/screens'
import { TrashScreen, trashTitle } from '~/content-types/trash-screen'
import { event } from '~/content-types/event'
import { eventStore } from '~/content-types/event.server'
import type { Route } from './+types/trash'

export const loader = ({ request }: Route.LoaderArgs) => trashLoader(eventStore, request)

export const action = ({ request, context }: Route.ActionArgs) => trashAction(eventStore, request, context)

export default function Trash({ loaderData }: Route.ComponentProps) {
  return <TrashScreen type={event} data={loaderData} />
}

export const meta = () => backOfficeTitle(trashTitle(event))
