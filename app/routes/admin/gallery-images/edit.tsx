// Edit Gallery (spec 2.5): the same form, filled in; the picture is kept unless a new one is chosen. Afterwards the list, with a toast (spec 4).
import { editAction, editLoader } from '~/content-types/admin.server'
import { galleryImage } from '~/content-types/gallery-image'
import { galleryImageStore } from '~/content-types/gallery-image.server'
import { EditScreen, backOfficeTitle } from '~/content-types/screens'
import type { Route } from './+types/edit'

export const loader = ({ request, params }: Route.LoaderArgs) => editLoader(galleryImageStore, request, params.id)

export const action = ({ request, params, context }: Route.ActionArgs) => editAction(galleryImageStore, request, params.id, context)

export default function Edit({ loaderData, actionData }: Route.ComponentProps) {
  return <EditScreen type={galleryImage} item={loaderData} lastResult={actionData} />
}

export const meta = () => backOfficeTitle(galleryImage.labels.edit)
