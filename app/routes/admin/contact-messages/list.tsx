// Contact List (spec 2.5): the list screen of the type declared in app/content-types/contact-message.tsx;
// Detail and Delete, no Add or Edit (messages come from the contact page).
import { deleteItemAction, listLoader } from '~/content-types/admin.server'
import { contactMessage } from '~/content-types/contact-message'
import { contactMessageStore } from '~/content-types/contact-message.server'
import { ListScreen, backOfficeTitle } from '~/content-types/screens'
import type { Route } from './+types/list'

export const loader = ({ request }: Route.LoaderArgs) => listLoader(contactMessageStore, request)

export const action = ({ request, context }: Route.ActionArgs) => deleteItemAction(contactMessageStore, request, context)

export default function List({ loaderData }: Route.ComponentProps) {
  return <ListScreen type={contactMessage} data={loaderData} />
}

export const meta = () => backOfficeTitle(contactMessage.labels.list)
