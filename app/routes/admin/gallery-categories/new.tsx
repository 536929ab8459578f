// Add Gallery Category (spec 2.5; spec 5: the cover picture is required here); afterwards the list, with a toast (spec 4).
import { addAction, newLoader } from '~/content-types/admin.server'
import { galleryCategory } from '~/content-types/gallery-category'
import { galleryCategoryStore } from '~/content-types/gallery-category.server'
import { AddScreen, backOfficeTitle } from '~/content-types/screens'
import type { Route } from './+types/new'

export const loader = ({ request }: Route.LoaderArgs) => newLoader(galleryCategoryStore, request)

export const action = ({ request, context }: Route.ActionArgs) => addAction(galleryCategoryStore, request, context)

export default function New({ loaderData, actionData }: Route.ComponentProps) {
  return <AddScreen type={galleryCategory} data={loaderData} lastResult={actionData} />
}

export const meta = () => backOfficeTitle(galleryCategory.labels.add)
