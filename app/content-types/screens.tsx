// The back-office screens of every content type, built from the shared parts (data table with
// search box and pager, row actions, detail list, delete confirmation, content form) and the
// type's declaration. A route module renders one of these with its loader's data.
import type { SubmissionResult } from '@conform-to/react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ConfirmDelete, InlineConfirmDelete } from '~/components/admin/confirm-delete'
import { DataTable, type Column } from '~/components/admin/data-table'
import { DetailList, VisibilityBadge } from '~/components/admin/detail-list'
import { AddLink, GoBackLink, ScreenHeader } from '~/components/admin/list-header'
import { RowActions, deleteTriggerClass } from '~/components/admin/row-actions'
import { Thumbnail } from '~/components/admin/thumbnail'
import { StarRating } from '~/components/site/star-rating'
import { buttonClassName } from '~/components/ui/button'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import type { ListPageInfo } from '~/utils/list-page'
import type { MediaImage } from '~/utils/media-url'
import { emptyDefaults, imageFieldsOf, type ContentType, type DetailItemDeclaration, type ListColumnDeclaration } from './declaration'
import { ContentTypeForm } from './content-type-form'

type Item = { id: number } & Record<string, unknown>

const titleOf = (type: ContentType, item: Item) => String(item[type.titleField])

/** The page title of a back-office screen. */
export function backOfficeTitle(title: string) {
  return [{ title: `${title} · Back office` }]
}

/** The detail screen's page title: the item's name, or the type's while there is none. */
export function detailTitle(type: ContentType, data: unknown) {
  const item = data as Item | undefined
  return backOfficeTitle(item ? titleOf(type, item) : type.labels.singular)
}

function column(type: ContentType, { header, key, show, size, className }: ListColumnDeclaration): Column<Item> {
  if (show === 'image') return { header, cell: (row) => <Thumbnail image={row[key] as MediaImage | null} size={size} /> }
  if (show === 'title') return { header, cell: (row) => <span className="font-medium">{titleOf(type, row)}</span> }
  if (show === 'date') return { header, cell: (row) => String(row[key]), sortsByDate: true, className: 'whitespace-nowrap' }
  return { header, cell: (row) => String(row[key]), className }
}

/** The list (spec 2.5): heading, Add, search, the declared columns, Edit / Detail / Delete of each row, pages. */
export function ListScreen({ type, data }: { type: ContentType; data: { info: ListPageInfo; visible: number; rows: Item[] } }) {
  const { labels, path } = type
  return (
    <>
      <ScreenHeader title={labels.list} intro={type.listIntro(data)} action={<AddLink to={`${path}/new`}>{labels.add}</AddLink>} />
      <DataTable
        caption={labels.caption}
        columns={type.columns.map((declared) => column(type, declared))}
        rows={data.rows}
        info={data.info}
        searchLabel={labels.search}
        empty={<p>{labels.empty}</p>}
        describe={(row) => <p className="font-semibold">{titleOf(type, row)}</p>}
        actions={(row) => (
          <RowActions id={row.id} name={titleOf(type, row)} editTo={`${path}/${row.id}/edit`} detailTo={type.detail ? `${path}/${row.id}` : undefined} />
        )}
      />
    </>
  )
}

function detailValue(line: DetailItemDeclaration, item: Item): ReactNode {
  const value = item[line.key]
  if (line.show === 'rating') return <StarRating rating={Number(value)} />
  if (line.show === 'visibility') return <VisibilityBadge visible={value === true} />
  return String(value)
}

/** The detail screen: its pictures, the declared fields, the dates; Go Back, Edit and Delete. */
export function DetailScreen({ type, item }: { type: ContentType; item: Item & { createdAt: string; updatedAt: string; pendingDelete: boolean } }) {
  const { labels, path } = type
  const title = titleOf(type, item)
  const deleteFields = { intent: 'delete', id: String(item.id) }
  const named = <p className="font-semibold">{title}</p>
  return (
    <>
      <ScreenHeader title={title} intro={labels.singular} action={<GoBackLink to={path} />} />
      <div className="mt-6 max-w-3xl space-y-6">
        {item.pendingDelete ? <InlineConfirmDelete action={path} fields={deleteFields} detail={named} /> : null}
        {imageFieldsOf(type).map(({ name }) => {
          const image = item[name] as MediaImage | null
          return image ? (
            <ResponsiveImage key={name} media={image} sizes="300px" alt={type.alt(item)} className="w-[300px] max-w-full rounded-xl object-cover shadow-sm" />
          ) : (
            <Thumbnail key={name} image={null} />
          )
        })}
        <DetailList
          items={[
            ...(type.detail ?? []).map((line) => ({ label: line.label, value: detailValue(line, item), long: line.show === 'long' })),
            { label: 'Created', value: item.createdAt },
            { label: 'Last edited', value: item.updatedAt },
          ]}
        />
        <div className="flex flex-wrap gap-3">
          <Link to={`${path}/${item.id}/edit`} className={buttonClassName('primary')}>
            Edit<span className="sr-only"> {title}</span>
          </Link>
          <ConfirmDelete id={item.id} label={`Delete ${title}`} action={path} fields={deleteFields} detail={named} triggerClassName={deleteTriggerClass} />
        </div>
      </div>
    </>
  )
}

type FormScreenProps = { type: ContentType; lastResult: SubmissionResult<string[]> | undefined }

/** The add screen (afterwards the list, with the type's toast). */
export function AddScreen({ type, formKey, lastResult }: FormScreenProps & { formKey: string }) {
  return (
    <>
      <ScreenHeader title={type.labels.add} action={<GoBackLink to={type.path} />} />
      <ContentTypeForm type={type} defaults={emptyDefaults(type)} images={{}} lastResult={lastResult} formKey={formKey} />
    </>
  )
}

/** The edit screen: the same form, filled in; a picture is kept unless a new one is chosen (or removal ticked). */
export function EditScreen({ type, item, lastResult }: FormScreenProps & { item: { id: number; defaults: Record<string, string> } & Record<string, unknown> }) {
  return (
    <>
      <ScreenHeader title={type.labels.edit} intro={item.defaults[type.titleField]} action={<GoBackLink to={type.path} />} />
      <ContentTypeForm key={item.id} type={type} defaults={item.defaults} images={item} lastResult={lastResult} />
    </>
  )
}
