// Gallery List (spec 2.5): a grid of cards - picture (opens in the lightbox), date, category,
// title, Visible or Not Visible, Edit, Delete - 25 a page on the server, searchable by title
// and filtered by category (?q=, ?category=). Without JavaScript a picture is a link to the
// large picture and Delete asks on the page (?delete=ID).
import { useRef, useState, type MouseEvent } from 'react'
import { Form, Link, useSearchParams } from 'react-router'
import { ConfirmDelete, InlineConfirmDelete } from '~/components/admin/confirm-delete'
import { Pagination } from '~/components/admin/data-table'
import { VisibilityBadge } from '~/components/admin/detail-list'
import { AddLink, ScreenHeader } from '~/components/admin/list-header'
import { deleteTriggerClass } from '~/components/admin/row-actions'
import { Thumbnail } from '~/components/admin/thumbnail'
import { Lightbox, type LightboxItem } from '~/components/site/lightbox'
import { buttonClassName } from '~/components/ui/button'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { controlClassName } from '~/components/ui/text-input'
import { listGalleryCategoryChoices } from '~/models/gallery-category.server'
import { deleteGalleryImage, listGalleryImagesForAdmin } from '~/models/gallery-image.server'
import { requireAdmin } from '~/auth/guards.server'
import { formatDate } from '~/utils/dates'
import { deleteAction } from '~/utils/delete-action.server'
import { listPageInfo, readListParams } from '~/utils/list-params.server'
import { listHref } from '~/utils/list-page'
import { mediaSrc } from '~/utils/media-url'
import type { Route } from './+types/list'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const params = readListParams(request)
  const categories = await listGalleryCategoryChoices()
  const wanted = new URL(request.url).searchParams.get('category') ?? ''
  // an unknown or malformed category shows every picture rather than an error
  const category = categories.find((c) => String(c.id) === wanted) ?? null
  const { rows, total } = await listGalleryImagesForAdmin(params, category?.id ?? null)
  return {
    info: { ...listPageInfo(params, total), filters: { category: category ? String(category.id) : '' } },
    category,
    categories,
    rows: rows.map((row) => ({ ...row, createdAt: formatDate(row.createdAt) })),
  }
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request)
  return deleteAction(request, deleteGalleryImage)
}

export default function GalleryImages({ loaderData }: Route.ComponentProps) {
  const { info, rows, categories, category } = loaderData
  const [params] = useSearchParams()
  const pendingDelete = rows.find((row) => String(row.id) === params.get('delete'))
  const [shown, setShown] = useState<number | null>(null)
  const openers = useRef<(HTMLAnchorElement | null)[]>([])
  // the same file uploaded twice is one stored picture, described by its first title: here each
  // card's picture is described by its own title
  const items: LightboxItem[] = rows.flatMap((row) => (row.image ? [{ id: row.id, title: row.title, image: { ...row.image, alt: row.title } }] : []))
  const first = (info.page - 1) * info.pageSize + 1
  const last = first + rows.length - 1
  const order = info.sort === 'oldest' ? 'oldest first' : 'newest first'
  const filtered = Boolean(info.q || category)

  const openAt = (position: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // a click with a modifier keeps the browser's own meaning (open the picture in a new tab)
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    setShown(position)
  }
  const close = () => {
    const lastShown = shown
    setShown(null)
    if (lastShown !== null) openers.current[lastShown]?.focus()
  }

  return (
    <>
      <ScreenHeader
        title="Gallery List"
        intro="The pictures of the gallery albums. Only visible pictures of visible albums appear on the website."
        action={
          <div className="flex flex-wrap gap-3">
            <AddLink to={category ? `/admin/gallery-images/new?category=${category.id}` : '/admin/gallery-images/new'}>Add Gallery</AddLink>
            <Link to={category ? `/admin/gallery-images/upload?category=${category.id}` : '/admin/gallery-images/upload'} className={buttonClassName('secondary')}>
              Add many pictures
            </Link>
          </div>
        }
      />
      <div className="mt-6 space-y-4">
        {pendingDelete ? (
          <InlineConfirmDelete fields={{ intent: 'delete', id: String(pendingDelete.id) }} detail={<p className="font-semibold">{pendingDelete.title}</p>} />
        ) : null}
        <Form method="get" role="search" aria-label="Find pictures" className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 sm:max-w-sm">
            <label htmlFor="list-search" className="block font-medium text-slate-900">
              Search by title
            </label>
            <input id="list-search" type="search" name="q" defaultValue={info.q} className={`mt-1.5 ${controlClassName}`} />
          </div>
          <div className="min-w-0 sm:max-w-xs">
            <label htmlFor="list-category" className="block font-medium text-slate-900">
              Category
            </label>
            <select id="list-category" name="category" defaultValue={category ? String(category.id) : ''} className={`mt-1.5 ${controlClassName}`}>
              <option value="">All categories</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          {info.sort === 'oldest' ? <input type="hidden" name="sort" value="oldest" /> : null}
          <button type="submit" className={buttonClassName('secondary')}>
            Search
          </button>
          {filtered ? (
            <Link to="?" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
              Show all
            </Link>
          ) : null}
        </Form>

        {info.total === 0 ? (
          <div className="rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
            {filtered ? (
              <p>
                No pictures{info.q ? ` match “${info.q}”` : ''}
                {category ? ` in ${category.name}` : ''}.
              </p>
            ) : (
              <p>No pictures yet. Add the first one with Add Gallery.</p>
            )}
          </div>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-700" aria-live="polite">
                {rows.length > 0 ? `Showing ${first} to ${last} of ${info.total}, ${order}` : `No pictures on page ${info.page}.`}
                {category ? ` in ${category.name}` : ''}
              </p>
              <Link to={listHref(info, { sort: info.sort === 'oldest' ? 'newest' : 'oldest', page: 1 })} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline">
                Show {info.sort === 'oldest' ? 'newest' : 'oldest'} first
              </Link>
            </div>
            <h2 className="sr-only">Pictures</h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {rows.map((row) => {
                const position = items.findIndex((item) => item.id === row.id)
                return (
                  <li key={row.id} className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
                    {row.image ? (
                      <a
                        ref={(element) => {
                          openers.current[position] = element
                        }}
                        href={mediaSrc(row.image, 1600)}
                        onClick={openAt(position)}
                        className="block bg-slate-100"
                      >
                        <ResponsiveImage media={row.image} sizes="(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw" alt="" className="aspect-[4/3] h-auto w-full object-cover" />
                        <span className="sr-only">View {row.title} larger</span>
                      </a>
                    ) : (
                      <div className="p-4">
                        <Thumbnail image={null} />
                      </div>
                    )}
                    <div className="flex flex-1 flex-col gap-2 p-4">
                      <h3 className="font-semibold break-words text-slate-900">{row.title}</h3>
                      <dl className="space-y-1 text-sm text-slate-700">
                        <div className="flex gap-1">
                          <dt>Category:</dt>
                          <dd className="font-medium text-slate-900">{row.categoryName}</dd>
                        </div>
                        <div className="flex gap-1">
                          <dt>Date:</dt>
                          <dd>{row.createdAt}</dd>
                        </div>
                      </dl>
                      <div>
                        <VisibilityBadge visible={row.isActive} />
                      </div>
                      <div className="mt-auto flex flex-wrap gap-2 pt-2">
                        <Link
                          to={`/admin/gallery-images/${row.id}/edit`}
                          className="inline-flex min-h-11 items-center rounded-full border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50"
                        >
                          Edit<span className="sr-only"> {row.title}</span>
                        </Link>
                        <ConfirmDelete
                          id={row.id}
                          label={`Delete ${row.title}`}
                          fields={{ intent: 'delete', id: String(row.id) }}
                          detail={<p className="font-semibold">{row.title}</p>}
                          triggerClassName={deleteTriggerClass}
                        />
                      </div>
                    </div>
                  </li>
                )
              })}
            </ul>
            <Pagination info={info} />
          </>
        )}
      </div>
      <Lightbox label="Gallery pictures" items={items} index={shown} onIndexChange={setShown} onClose={close} />
    </>
  )
}

export function meta() {
  return [{ title: 'Gallery List · Back office' }]
}
