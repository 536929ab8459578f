// Add Gallery (spec 2.5; spec 5: 'Image is must for Gallery'); opened from a filtered list (?category=ID), that album is chosen already.
import { addAction, newLoader } from '~/content-types/admin.server'
import { galleryImage } from '~/content-types/gallery-image'
import { galleryImageStore } from '~/content-types/gallery-image.server'
import { AddScreen, backOfficeTitle } from '~/content-types/screens'
import type { Route } from './+types/new'

export const loader = ({ request }: Route.LoaderArgs) => newLoader(galleryImageStore, request)

export const action = ({ request, context }: Route.ActionArgs) => addAction(galleryImageStore, request, context)

export default function New({ loaderData, actionData }: Route.ComponentProps) {
  return <AddScreen type={galleryImage} data={loaderData} lastResult={actionData} />
}

export const meta = () => backOfficeTitle(galleryImage.labels.add)
