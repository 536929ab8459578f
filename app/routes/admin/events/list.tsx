// Events List (no detail screen: the spec has none) (spec 2.5): the list screen of the type declared in app/content-types/event.tsx.
import { deleteItemAction, listLoader } from '~/content-types/admin.server'
import { ListScreen, backOfficeTitle } from '~/content-types/screens'
import { event } from '~/content-types/event'
import { eventStore } from '~/content-types/event.server'
import type { Route } from './+types/list'

export const loader = ({ request }: Route.LoaderArgs) => listLoader(eventStore, request)

export const action = ({ request, context }: Route.ActionArgs) => deleteItemAction(eventStore, request, context)

export default function List({ loaderData }: Route.ComponentProps) {
  return <ListScreen type={event} data={loaderData} />
}

export const meta = () => backOfficeTitle(event.labels.list)
