// Gallery category detail (spec 2.5): its picture at 400 px (spec 9), the fields, how many pictures it holds, the dates; Go Back, Edit and Delete.
import { detailLoader } from '~/content-types/admin.server'
import { galleryCategory } from '~/content-types/gallery-category'
import { galleryCategoryStore } from '~/content-types/gallery-category.server'
import { DetailScreen, detailTitle } from '~/content-types/screens'
import type { Route } from './+types/detail'

export const loader = ({ request, params }: Route.LoaderArgs) => detailLoader(galleryCategoryStore, request, params.id)

export default function Detail({ loaderData }: Route.ComponentProps) {
  return <DetailScreen type={galleryCategory} item={loaderData} />
}

export const meta = ({ data }: Route.MetaArgs) => detailTitle(galleryCategory, data)
