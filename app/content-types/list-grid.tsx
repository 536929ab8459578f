// A list as a grid of cards (ContentType.layout 'grid', the Gallery List): each card its picture
// (opening in the viewer; without JavaScript a link to the large picture), title, declared
// fields, visibility and row actions, inside the same frame as a table (search, filters, count,
// order, pages, the no-JavaScript delete confirmation).
import type { ComponentProps, ReactNode } from 'react'
import { JustSaved, ListFrame, useScrollToSaved } from '~/components/admin/data-table'
import { SelectRow } from '~/components/admin/bulk-select'
import { StatusBadge } from '~/components/admin/detail-list'
import type { Status } from '~/content/publishing'
import { Thumbnail } from '~/components/admin/thumbnail'
import { PictureViewer, useViewerScript, viewerLink, type ViewerItem } from '~/components/site/picture-viewer'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import type { MediaImage } from '~/utils/media-url'
import type { ContentType } from './declaration'

type Item = { id: number } & Record<string, unknown>

const VIEWER_ID = 'list-pictures'

type Props = {
  type: ContentType
  frame: Omit<ComponentProps<typeof ListFrame<Item>>, 'children'>
  /** The name of what the list is narrowed to ('in Diwali Mela'). */
  within?: string
  actions: (row: Item) => ReactNode
  /** The item just added or saved: marked, and scrolled to. */
  savedId?: number
}

export function ListGrid({ type, frame, within, actions, savedId }: Props) {
  const { rows, info } = frame
  const savedCard = useScrollToSaved<HTMLLIElement>(savedId)
  // a picture of a many-at-once upload may wait for its title: named by its number meanwhile
  const title = (row: Item) => String(row[type.titleField] ?? '').trim() || `No title (#${row.id})`
  const picture = type.columns.find((column) => column.show === 'image')
  const picturesOf = (row: Item) => (picture ? (row[picture.key] as MediaImage | null) : null)
  // the same file uploaded twice is one stored picture, described by its first title: here each
  // card's picture is described by its own title
  const items: ViewerItem[] = rows.flatMap((row) => {
    const image = picturesOf(row)
    return image ? [{ id: row.id, title: title(row), image: { ...image, alt: image.alt || title(row) } }] : []
  })
  useViewerScript(VIEWER_ID, items.map((item) => `${item.id}:${item.image.hash}`).join(' '))
  const plural = type.labels.caption.toLowerCase()
  const nothingFound = (
    <p>
      No {plural}
      {info.q ? ` match “${info.q}”` : ''}
      {within ? ` in ${within}` : ''}.
    </p>
  )
  const fields = type.columns.filter((column) => !column.show || column.show === 'date' || column.show === 'parent')
  const badges = type.columns.filter((column) => column.show === 'status')
  return (
    <ListFrame {...frame} within={within} nothingFound={nothingFound} sortSwitch>
      <h2 className="sr-only">{type.labels.caption}</h2>
      <PictureViewer id={VIEWER_ID} label={type.labels.viewer ?? type.labels.caption} items={items}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {rows.map((row) => {
            const image = picturesOf(row)
            return (
              <li
                key={row.id}
                ref={row.id === savedId ? savedCard : undefined}
                className={`flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ${row.id === savedId ? 'ring-2 ring-brand-700' : 'ring-1 ring-slate-200'}`}
              >
                {image ? (
                  <a {...viewerLink(image)} className="block bg-slate-100">
                    <ResponsiveImage
                      media={image}
                      sizes="(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw"
                      alt=""
                      className="aspect-[4/3] h-auto w-full object-cover"
                    />
                    <span className="sr-only">View {title(row)} larger</span>
                  </a>
                ) : (
                  <div className="p-4">
                    <Thumbnail image={null} />
                  </div>
                )}
                <div className="flex flex-1 flex-col gap-2 p-4">
                  {frame.selectName ? <SelectRow id={row.id} name={frame.selectName(row)} /> : null}
                  <h3 className="font-semibold break-words text-slate-900">{title(row)}</h3>
                  {image && !image.alt.trim() ? <NoDescription /> : null}
                  <dl className="space-y-1 text-sm text-slate-700">
                    {fields.map((column) => (
                      <div key={column.key} className="flex gap-1">
                        <dt>{column.header}:</dt>
                        <dd className={column.show === 'parent' ? 'font-medium text-slate-900' : undefined}>{String(row[column.key])}</dd>
                      </div>
                    ))}
                  </dl>
                  {badges.map((column) => (
                    <div key={column.key}>
                      <StatusBadge status={row[column.key] as Status} when={row.statusWhen as string | null} />
                    </div>
                  ))}
                  <div className="mt-auto pt-2">
                    {row.id === savedId ? <JustSaved /> : null}
                    {actions(row)}
                  </div>
                </div>
              </li>
            )
          })}
        </ul>
      </PictureViewer>
    </ListFrame>
  )
}

/**
 * A picture that says nothing to a visitor who cannot see it (issue 41 item 5): flagged in words,
 * not by colour alone, until staff say what it shows.
 */
function NoDescription() {
  return (
    <p className="flex items-start gap-1.5 rounded-md bg-amber-50 px-2 py-1 text-sm font-medium text-amber-950 ring-1 ring-amber-700">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 fill-amber-800">
        <path d="M10 2 1 18h18L10 2Zm-1 6h2v5H9V8Zm0 6h2v2H9v-2Z" />
      </svg>
      No description: say what the picture shows
    </p>
  )
}
