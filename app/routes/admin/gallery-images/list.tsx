// Gallery List (spec 2.5): the grid of the type declared in app/content-types/gallery-image.tsx,
// searchable by title and filtered by album (?q=, ?category=).
import { deleteItemAction, listLoader } from '~/content-types/admin.server'
import { galleryImage } from '~/content-types/gallery-image'
import { galleryImageStore } from '~/content-types/gallery-image.server'
import { ListScreen, backOfficeTitle } from '~/content-types/screens'
import type { Route } from './+types/list'

export const loader = ({ request }: Route.LoaderArgs) => listLoader(galleryImageStore, request)

export const action = ({ request, context }: Route.ActionArgs) => deleteItemAction(galleryImageStore, request, context)

export default function List({ loaderData }: Route.ComponentProps) {
  return <ListScreen type={galleryImage} data={loaderData} />
}

export const meta = () => backOfficeTitle(galleryImage.labels.list)
