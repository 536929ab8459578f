// Gallery Event (spec 2.5): the list screen of the type declared in app/content-types/gallery-category.tsx,
// with how many pictures each album holds (the delete dialog asks a second confirmation for them).
import { deleteItemAction, listLoader } from '~/content-types/admin.server'
import { galleryCategory } from '~/content-types/gallery-category'
import { galleryCategoryStore } from '~/content-types/gallery-category.server'
import { ListScreen, backOfficeTitle } from '~/content-types/screens'
import type { Route } from './+types/list'

export const loader = ({ request }: Route.LoaderArgs) => listLoader(galleryCategoryStore, request)

export const action = ({ request, context }: Route.ActionArgs) => deleteItemAction(galleryCategoryStore, request, context)

export default function List({ loaderData }: Route.ComponentProps) {
  return <ListScreen type={galleryCategory} data={loaderData} />
}

export const meta = () => backOfficeTitle(galleryCategory.labels.list)
