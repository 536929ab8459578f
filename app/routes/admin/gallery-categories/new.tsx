// Add Gallery Category (spec 2.5; spec 5: the cover picture is required here); afterwards the
// list, with a toast (spec 4).
import { GoBackLink, ScreenHeader } from '~/components/admin/list-header'
import { requireAdmin } from '~/auth/guards.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { newFormKey } from '~/utils/form-key.server'
import type { Route } from './+types/new'
import { GalleryCategoryForm, type GalleryCategoryFormDefaults } from './category-form'
import { addGalleryCategory } from './save.server'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  return { formKey: newFormKey() }
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request)
  const outcome = await addGalleryCategory(request)
  if (!outcome.ok) return outcome.response
  return redirectWithFlash('/admin/gallery-categories', { type: 'success', message: `Album “${outcome.value.category}” added.` })
}

const EMPTY: GalleryCategoryFormDefaults = { category: '', description: '', isActive: 'true', priority: '1' }

export default function NewGalleryCategory({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeader title="Add Gallery Category" action={<GoBackLink to="/admin/gallery-categories" />} />
      <GalleryCategoryForm mode="add" defaults={EMPTY} image={null} lastResult={actionData} formKey={loaderData.formKey} />
    </>
  )
}

export function meta() {
  return [{ title: 'Add Gallery Category · Back office' }]
}
