// Blog detail (spec 2.5): every field of the post - its picture at 350 px (spec 9), the writer's
// picture, the sections, the side note, the link as an external link - with visibility,
// priority, created and last-edited dates; Go Back, Edit and Delete.
import { Link } from 'react-router'
import { ConfirmDelete, InlineConfirmDelete } from '~/components/admin/confirm-delete'
import { DetailList, VisibilityBadge } from '~/components/admin/detail-list'
import { GoBackLink, ScreenHeader } from '~/components/admin/list-header'
import { deleteTriggerClass } from '~/components/admin/row-actions'
import { Thumbnail } from '~/components/admin/thumbnail'
import { buttonClassName } from '~/components/ui/button'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { getBlog, safeLink } from '~/models/blog.server'
import { requireAdmin } from '~/utils/auth.server'
import { formatDateTime } from '~/utils/dates'
import { idParam } from '~/utils/id-param.server'
import type { Route } from './+types/detail'

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request)
  const blog = await getBlog(idParam(params.id))
  if (!blog) throw new Response('Not found', { status: 404 })
  return {
    ...blog,
    // only a web address becomes a link; anything else stored is shown as text
    linkHref: safeLink(blog.linkUrl),
    createdAt: formatDateTime(blog.createdAt),
    updatedAt: formatDateTime(blog.updatedAt),
    pendingDelete: new URL(request.url).searchParams.get('delete') === String(blog.id),
  }
}

const NONE = <span className="text-slate-600">None</span>

function orNone(value: string) {
  return value.trim() ? value : NONE
}

export default function BlogDetail({ loaderData: b }: Route.ComponentProps) {
  const deleteFields = { intent: 'delete', id: String(b.id) }
  const describe = <p className="font-semibold">{b.title}</p>
  return (
    <>
      <ScreenHeader title={b.title} intro="Blog post" action={<GoBackLink to="/admin/blogs" />} />
      <div className="mt-6 max-w-3xl space-y-6">
        {b.pendingDelete ? <InlineConfirmDelete action="/admin/blogs" fields={deleteFields} detail={describe} /> : null}
        {b.image ? (
          <ResponsiveImage media={b.image} sizes="350px" alt={`Picture for “${b.title}”`} className="w-[350px] max-w-full rounded-xl object-cover shadow-sm" />
        ) : (
          <Thumbnail image={null} />
        )}
        <DetailList
          items={[
            { label: 'Name', value: b.name },
            { label: 'Title', value: b.title },
            { label: 'Description', value: b.description, long: true },
            { label: 'Section 2 title', value: orNone(b.section2Title) },
            { label: 'Section 2 text', value: orNone(b.section2Body), long: true },
            { label: 'Section 3 title', value: orNone(b.section3Title) },
            { label: 'Section 3 text', value: orNone(b.section3Body), long: true },
            {
              label: 'Writer picture',
              value: b.writerImage ? (
                <ResponsiveImage media={b.writerImage} sizes="120px" alt={`Portrait of ${b.writerName}`} className="size-[120px] rounded-full object-cover" />
              ) : (
                NONE
              ),
            },
            { label: 'Writer name', value: b.writerName },
            { label: 'Writer description', value: orNone(b.writerDescription), long: true },
            { label: 'Side title', value: orNone(b.sideTitle) },
            { label: 'Side description', value: orNone(b.sideDescription), long: true },
            {
              label: 'Link URL',
              value: b.linkHref ? (
                <a href={b.linkHref} target="_blank" rel="noopener noreferrer" className="font-semibold break-all text-brand-700 underline underline-offset-4 hover:text-brand-800">
                  {b.linkUrl} <span className="sr-only">(opens in a new tab)</span>
                </a>
              ) : (
                orNone(b.linkUrl)
              ),
            },
            { label: 'Visibility', value: <VisibilityBadge visible={b.isActive} /> },
            { label: 'Priority', value: b.priority },
            { label: 'Created', value: b.createdAt },
            { label: 'Last edited', value: b.updatedAt },
          ]}
        />
        <div className="flex flex-wrap gap-3">
          <Link to={`/admin/blogs/${b.id}/edit`} className={buttonClassName('primary')}>
            Edit<span className="sr-only"> {b.title}</span>
          </Link>
          {b.isActive ? (
            <Link to={`/BlogDetail/${b.id}`} className={buttonClassName('secondary')}>
              View on the website
            </Link>
          ) : null}
          <ConfirmDelete id={b.id} label={`Delete ${b.title}`} action="/admin/blogs" fields={deleteFields} detail={describe} triggerClassName={deleteTriggerClass} />
        </div>
      </div>
    </>
  )
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.title ?? 'Blog post'} · Back office` }]
}
