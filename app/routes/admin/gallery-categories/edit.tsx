// Edit Gallery Category (spec 2.5): the same form, filled in; the cover picture is kept unless a new one is chosen. Afterwards the list, with a toast.
import { editAction, editLoader } from '~/content-types/admin.server'
import { galleryCategory } from '~/content-types/gallery-category'
import { galleryCategoryStore } from '~/content-types/gallery-category.server'
import { EditScreen, backOfficeTitle } from '~/content-types/screens'
import type { Route } from './+types/edit'

export const loader = ({ request, params }: Route.LoaderArgs) => editLoader(galleryCategoryStore, request, params.id)

export const action = ({ request, params, context }: Route.ActionArgs) => editAction(galleryCategoryStore, request, params.id, context)

export default function Edit({ loaderData, actionData }: Route.ComponentProps) {
  return <EditScreen type={galleryCategory} item={loaderData} lastResult={actionData} />
}

export const meta = () => backOfficeTitle(galleryCategory.labels.edit)
