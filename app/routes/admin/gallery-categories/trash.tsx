// The Trash of galleryCategorys (issue 41, decision 073): restore or delete for ever; the toast's Undo posts here.
import { trashAction, trashLoader } from '~/content-types/admin.server'
import { backOfficeTitle } from '~/content-types/screens'
import { TrashScreen, trashTitle } from '~/content-types/trash-screen'
import { galleryCategory } from '~/content-types/gallery-category'
import { galleryCategoryStore } from '~/content-types/gallery-category.server'
import type { Route } from './+types/trash'

export const loader = ({ request }: Route.LoaderArgs) => trashLoader(galleryCategoryStore, request)

export const action = ({ request, context }: Route.ActionArgs) => trashAction(galleryCategoryStore, request, context)

export default function Trash({ loaderData }: Route.ComponentProps) {
  return <TrashScreen type={galleryCategory} data={loaderData} />
}

export const meta = () => backOfficeTitle(trashTitle(galleryCategory))
