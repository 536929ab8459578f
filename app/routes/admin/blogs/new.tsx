// Add Blog (spec 2.5; spec 5: the blog picture is required here); afterwards the list, with a
// toast (spec 4).
import { GoBackLink, ScreenHeader } from '~/components/admin/list-header'
import { requireAdmin } from '~/utils/auth.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { newFormKey } from '~/utils/form-key.server'
import type { Route } from './+types/new'
import { BlogForm, type BlogFormDefaults } from './blog-form'
import { addBlog } from './save.server'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  return { formKey: newFormKey() }
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request)
  const outcome = await addBlog(request)
  if (!outcome.ok) return outcome.response
  return redirectWithFlash('/admin/blogs', { type: 'success', message: `Blog post “${outcome.value.title}” added.` })
}

const EMPTY: BlogFormDefaults = {
  name: '',
  title: '',
  description: '',
  section2Title: '',
  section2Body: '',
  section3Title: '',
  section3Body: '',
  writerName: '',
  writerDescription: '',
  sideTitle: '',
  sideDescription: '',
  linkUrl: '',
  isActive: 'true',
  priority: '1',
}

export default function NewBlog({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeader title="Add Blog" action={<GoBackLink to="/admin/blogs" />} />
      <BlogForm mode="add" defaults={EMPTY} image={null} writerImage={null} lastResult={actionData} formKey={loaderData.formKey} />
    </>
  )
}

export function meta() {
  return [{ title: 'Add Blog · Back office' }]
}
