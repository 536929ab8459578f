// Add Testimonial (spec 2.5); afterwards the list, with a toast (spec 4).
import { GoBackLink, ScreenHeader } from '~/components/admin/list-header'
import { requireAdmin } from '~/utils/auth.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { newFormKey } from '~/utils/form-key.server'
import type { Route } from './+types/new'
import { addTestimonial } from './save.server'
import { TestimonialForm } from './testimonial-form'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  return { formKey: newFormKey() }
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request)
  const outcome = await addTestimonial(request)
  if (!outcome.ok) return outcome.response
  return redirectWithFlash('/admin/testimonials', { type: 'success', message: `Testimonial from ${outcome.value.name} added.` })
}

const EMPTY = { name: '', email: '', profession: '', message: '', rating: '', isActive: 'true', priority: '1' }

export default function NewTestimonial({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeader title="Add Testimonial" action={<GoBackLink to="/admin/testimonials" />} />
      <TestimonialForm defaults={EMPTY} image={null} lastResult={actionData} formKey={loaderData.formKey} />
    </>
  )
}

export function meta() {
  return [{ title: 'Add Testimonial · Back office' }]
}
