// Add Gallery (spec 2.5; spec 5: 'Image is must for Gallery'); afterwards the list, with a
// toast (spec 4). Opened from a filtered list (?category=ID), that album is already chosen.
import { Link } from 'react-router'
import { GoBackLink, ScreenHeader } from '~/components/admin/list-header'
import { listGalleryCategoryChoices } from '~/models/gallery-category.server'
import { requireAdmin } from '~/auth/guards.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { newFormKey } from '~/utils/form-key.server'
import type { Route } from './+types/new'
import { GalleryImageForm } from './image-form'
import { addGalleryImage } from './save.server'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const categories = await listGalleryCategoryChoices()
  const wanted = new URL(request.url).searchParams.get('category') ?? ''
  const categoryId = categories.some((category) => String(category.id) === wanted) ? wanted : ''
  return { categories, categoryId, formKey: newFormKey() }
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request)
  const outcome = await addGalleryImage(request)
  if (!outcome.ok) return outcome.response
  return redirectWithFlash('/admin/gallery-images', { type: 'success', message: `Picture “${outcome.value.title}” added.` })
}

export default function NewGalleryImage({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, categoryId, formKey } = loaderData
  return (
    <>
      <ScreenHeader title="Add Gallery" intro="A picture for one of the albums of the public Gallery." action={<GoBackLink to="/admin/gallery-images" />} />
      {categories.length === 0 ? (
        <p className="mt-6 max-w-2xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          A picture belongs to an album, and there are no albums yet.{' '}
          <Link to="/admin/gallery-categories/new" className="font-semibold text-brand-700 underline underline-offset-4">
            Add a gallery category first
          </Link>
          .
        </p>
      ) : (
        <GalleryImageForm
          mode="add"
          categories={categories}
          defaults={{ categoryId, title: '', isActive: 'true', priority: '0' }}
          image={null}
          lastResult={actionData}
          formKey={formKey}
        />
      )}
    </>
  )
}

export function meta() {
  return [{ title: 'Add Gallery · Back office' }]
}
