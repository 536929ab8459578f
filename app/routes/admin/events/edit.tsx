// Edit Event (times shown in Edmonton time) (spec 2.5): the same form, filled in; afterwards the list, with a toast (spec 4).
import { editAction, editLoader } from '~/content-types/admin.server'
import { EditScreen, backOfficeTitle } from '~/content-types/screens'
import { event } from '~/content-types/event'
import { eventStore } from '~/content-types/event.server'
import type { Route } from './+types/edit'

export const loader = ({ request, params }: Route.LoaderArgs) => editLoader(eventStore, request, params.id)

export const action = ({ request, params, context }: Route.ActionArgs) => editAction(eventStore, request, params.id, context)

export default function Edit({ loaderData, actionData }: Route.ComponentProps) {
  return <EditScreen type={event} item={loaderData} lastResult={actionData} />
}

export const meta = () => backOfficeTitle(event.labels.edit)
