// Edit Gallery Category (spec 2.5): the same form, filled in; the cover picture is kept unless a
// new one is chosen. Afterwards the list, with a toast (the old form stayed where it was).
import { GoBackLink, ScreenHeader } from '~/components/admin/list-header'
import { getGalleryCategory } from '~/models/gallery-category.server'
import { requireAdmin } from '~/auth/guards.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { idParam } from '~/utils/id-param.server'
import type { Route } from './+types/edit'
import { GalleryCategoryForm } from './category-form'
import { editGalleryCategory } from './save.server'

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request)
  const category = await getGalleryCategory(idParam(params.id))
  if (!category) throw new Response('Not found', { status: 404 })
  const { id, name, description, isActive, priority, image } = category
  return { id, image, defaults: { category: name, description, isActive: String(isActive), priority: String(priority) } }
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request)
  const outcome = await editGalleryCategory(request, idParam(params.id))
  if (!outcome.ok) return outcome.response
  return redirectWithFlash('/admin/gallery-categories', { type: 'success', message: `Album “${outcome.value.category}” saved.` })
}

export default function EditGalleryCategory({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeader title="Edit Gallery Category" intro={loaderData.defaults.category} action={<GoBackLink to="/admin/gallery-categories" />} />
      <GalleryCategoryForm key={loaderData.id} mode="edit" defaults={loaderData.defaults} image={loaderData.image} lastResult={actionData} />
    </>
  )
}

export function meta() {
  return [{ title: 'Edit Gallery Category · Back office' }]
}
