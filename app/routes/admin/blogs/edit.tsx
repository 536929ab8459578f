// Edit Blog (spec 2.5; spec 5: as Add, except that the blog picture is kept unless a new one is
// chosen). Afterwards the list, with a toast (spec 4).
import { GoBackLink, ScreenHeader } from '~/components/admin/list-header'
import { getBlog } from '~/models/blog.server'
import { requireAdmin } from '~/utils/auth.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { idParam } from '~/utils/id-param.server'
import type { Route } from './+types/edit'
import { BlogForm } from './blog-form'
import { editBlog } from './save.server'

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request)
  const blog = await getBlog(idParam(params.id))
  if (!blog) throw new Response('Not found', { status: 404 })
  const { id, image, writerImage, isActive, priority } = blog
  const { name, title, description, section2Title, section2Body, section3Title, section3Body } = blog
  const { writerName, writerDescription, sideTitle, sideDescription, linkUrl } = blog
  return {
    id,
    image,
    writerImage,
    defaults: {
      name,
      title,
      description,
      section2Title,
      section2Body,
      section3Title,
      section3Body,
      writerName,
      writerDescription,
      sideTitle,
      sideDescription,
      linkUrl,
      isActive: String(isActive),
      priority: String(priority),
    },
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request)
  const outcome = await editBlog(request, idParam(params.id))
  if (!outcome.ok) return outcome.response
  return redirectWithFlash('/admin/blogs', { type: 'success', message: `Blog post “${outcome.value.title}” saved.` })
}

export default function EditBlog({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeader title="Edit Blog" intro={loaderData.defaults.title} action={<GoBackLink to="/admin/blogs" />} />
      <BlogForm
        key={loaderData.id}
        mode="edit"
        defaults={loaderData.defaults}
        image={loaderData.image}
        writerImage={loaderData.writerImage}
        lastResult={actionData}
      />
    </>
  )
}

export function meta() {
  return [{ title: 'Edit Blog · Back office' }]
}
