// The Trash of galleryImages (issue 41, decision 073): restore or delete for ever; the toast's Undo posts here.
import { trashAction, trashLoader } from '~/content-types/admin.server'
import { backOfficeTitle } from '~/content-types/screens'
import { TrashScreen, trashTitle } from '~/content-types/trash-screen'
import { galleryImage } from '~/content-types/gallery-image'
import { galleryImageStore } from '~/content-types/gallery-image.server'
import type { Route } from './+types/trash'

export const loader = ({ request }: Route.LoaderArgs) => trashLoader(galleryImageStore, request)

export const action = ({ request, context }: Route.ActionArgs) => trashAction(galleryImageStore, request, context)

export default function Trash({ loaderData }: Route.ComponentProps) {
  return <TrashScreen type={galleryImage} data={loaderData} />
}

export const meta = () => backOfficeTitle(trashTitle(galleryImage))
