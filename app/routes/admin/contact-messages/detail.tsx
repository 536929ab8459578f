// Contact detail (spec 2.5): name, email, subject, message, date, Go Back; opening it marks the message read; Reply and Delete.
import { detailLoader } from '~/content-types/admin.server'
import { contactMessage } from '~/content-types/contact-message'
import { contactMessageStore } from '~/content-types/contact-message.server'
import { DetailScreen, detailTitle } from '~/content-types/screens'
import type { Route } from './+types/detail'

export const loader = ({ request, params }: Route.LoaderArgs) => detailLoader(contactMessageStore, request, params.id)

export default function Detail({ loaderData }: Route.ComponentProps) {
  return <DetailScreen type={contactMessage} item={loaderData} />
}

export const meta = ({ data }: Route.MetaArgs) => detailTitle(contactMessage, data)
