// Edit Testimonial (spec 2.5): the same form, filled in; the picture is kept unless a new one
// is chosen (or removal ticked). Afterwards the list, with a toast (spec 4).
import { GoBackLink, ScreenHeader } from '~/components/admin/list-header'
import { getTestimonial } from '~/models/testimonial.server'
import { requireAdmin } from '~/utils/auth.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { idParam } from '~/utils/id-param.server'
import type { Route } from './+types/edit'
import { editTestimonial } from './save.server'
import { TestimonialForm } from './testimonial-form'

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request)
  const testimonial = await getTestimonial(idParam(params.id))
  if (!testimonial) throw new Response('Not found', { status: 404 })
  const { id, name, email, profession, message, rating, isActive, priority, image } = testimonial
  return {
    id,
    image,
    defaults: { name, email, profession, message, rating: String(rating), isActive: String(isActive), priority: String(priority) },
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request)
  const outcome = await editTestimonial(request, idParam(params.id))
  if (!outcome.ok) return outcome.response
  return redirectWithFlash('/admin/testimonials', { type: 'success', message: `Testimonial from ${outcome.value.name} saved.` })
}

export default function EditTestimonial({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeader title="Edit Testimonial" intro={loaderData.defaults.name} action={<GoBackLink to="/admin/testimonials" />} />
      <TestimonialForm key={loaderData.id} defaults={loaderData.defaults} image={loaderData.image} lastResult={actionData} />
    </>
  )
}

export function meta() {
  return [{ title: 'Edit Testimonial · Back office' }]
}
