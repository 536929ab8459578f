// Add Event (spec 2.5); afterwards the list, with a toast (spec 4).
import { addAction, newLoader } from '~/content-types/admin.server'
import { AddScreen, backOfficeTitle } from '~/content-types/screens'
import { event } from '~/content-types/event'
import { eventStore } from '~/content-types/event.server'
import type { Route } from './+types/new'

export const loader = ({ request }: Route.LoaderArgs) => newLoader(eventStore, request)

export const action = ({ request, context }: Route.ActionArgs) => addAction(eventStore, request, context)

export default function New({ loaderData, actionData }: Route.ComponentProps) {
  return <AddScreen type={event} data={loaderData} lastResult={actionData} />
}

export const meta = () => backOfficeTitle(event.labels.add)
