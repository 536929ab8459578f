// Edit Gallery (spec 2.5): the same form, filled in; the picture is kept unless a new one is
// chosen. Afterwards the list, with a toast (spec 4).
import { GoBackLink, ScreenHeader } from '~/components/admin/list-header'
import { listGalleryCategoryChoices } from '~/models/gallery-category.server'
import { getGalleryImage } from '~/models/gallery-image.server'
import { requireAdmin } from '~/auth/guards.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { idParam } from '~/utils/id-param.server'
import type { Route } from './+types/edit'
import { GalleryImageForm } from './image-form'
import { editGalleryImage } from './save.server'

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request)
  const entry = await getGalleryImage(idParam(params.id))
  if (!entry) throw new Response('Not found', { status: 404 })
  const categories = await listGalleryCategoryChoices()
  const { id, categoryId, title, isActive, priority, image } = entry
  return { id, image, categories, defaults: { categoryId: String(categoryId), title, isActive: String(isActive), priority: String(priority) } }
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request)
  const outcome = await editGalleryImage(request, idParam(params.id))
  if (!outcome.ok) return outcome.response
  return redirectWithFlash('/admin/gallery-images', { type: 'success', message: `Picture “${outcome.value.title}” saved.` })
}

export default function EditGalleryImage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeader title="Edit Gallery" intro={loaderData.defaults.title} action={<GoBackLink to="/admin/gallery-images" />} />
      <GalleryImageForm
        key={loaderData.id}
        mode="edit"
        categories={loaderData.categories}
        defaults={loaderData.defaults}
        image={loaderData.image}
        lastResult={actionData}
      />
    </>
  )
}

export function meta() {
  return [{ title: 'Edit Gallery · Back office' }]
}
