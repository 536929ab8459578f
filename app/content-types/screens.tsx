// The back-office screens of every content type, built from the shared parts (the list's frame
// with a table, or a grid in list-grid.tsx; row actions, detail list, delete confirmation,
// routed dialogs, content form) and the type's declaration: the list (with Add, Edit and Detail
// as modals over it for a type that has them), detail, add and edit. A route module renders one
// of these with its loader's data.
import type { SubmissionResult } from '@conform-to/react'
import type { ReactNode } from 'react'
import { Link, useRouteLoaderData } from 'react-router'
import { BulkBar } from '~/components/admin/bulk-select'
import { ConfirmDelete, InlineConfirmDelete } from '~/components/admin/confirm-delete'
import { RoutedDialog } from '~/components/admin/routed-dialog'
import { DataTable, type Column } from '~/components/admin/data-table'
import { DetailList, StatusBadge } from '~/components/admin/detail-list'
import type { Status } from '~/content/publishing'
import { AddLink, GoBackLink, ScreenHeader } from '~/components/admin/list-header'
import { RowActions, deleteTriggerClass } from '~/components/admin/row-actions'
import { Thumbnail } from '~/components/admin/thumbnail'
import { StarRating } from '~/components/site/star-rating'
import { buttonClassName } from '~/components/ui/button'
import { controlClassName } from '~/components/ui/text-input'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { listHref, type ListPageInfo } from '~/utils/list-page'
import type { MediaImage } from '~/utils/media-url'
import {
  asFormValues,
  columnOf,
  contentsWords,
  hrefKey,
  imageFieldsOf,
  nameOf,
  type ContentType,
  type DetailItemDeclaration,
  type FilterDeclaration,
  type ListColumnDeclaration,
  previewPath,
} from './declaration'
import { ContentTypeForm, type FormLock } from './content-type-form'
import type { ShownReviews } from '~/content/translation-review'
import { ListGrid } from './list-grid'

type Item = { id: number } & Record<string, unknown>

// an item may be without a title for now (a picture of a many-at-once upload, until described):
// named by its number, so that its actions still say which one they act on
const titleOf = (type: ContentType, item: Item) => String(item[type.titleField] ?? '').trim() || `No title (#${String(item.id)})`

/** The page title of a back-office screen. */
export function backOfficeTitle(title: string) {
  // a page's meta replaces the layout's, so the noindex is said again
  return [{ title: `${title} · Back office` }, { name: 'robots', content: 'noindex' }]
}

/** The detail screen's page title: the item's name, or the type's while there is none. */
export function detailTitle(type: ContentType, data: unknown) {
  const item = data as Item | undefined
  return backOfficeTitle(item ? titleOf(type, item) : type.labels.singular)
}

/** How many items of another type an item holds (0 for a type that holds none). */
const heldBy = (type: ContentType, item: Item) => (type.contents ? Number(item[type.contents.key]) : 0)

/** The delete dialog's warning when the item holds others. */
function ContentsWarning({ type, item }: { type: ContentType; item: Item }) {
  const held = heldBy(type, item)
  if (held === 0) return null
  return <p className="mt-2 rounded-lg bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-300">{contentsWords(type.contents!, held).warning}</p>
}

/** The dialog's second confirmation, posted with Yes: without it the server keeps the item (and says so). */
function contentsChoice(type: ContentType, item: Item) {
  const held = heldBy(type, item)
  if (held === 0) return undefined
  return (
    <label htmlFor={`with-contents-${item.id}`} className="flex min-h-11 items-center gap-3 font-semibold text-slate-900">
      <input id={`with-contents-${item.id}`} type="checkbox" name={type.contents!.confirm} value={held} className="size-5 accent-red-700" />
      {contentsWords(type.contents!, held).confirm}
    </label>
  )
}

/** The item named in a delete dialog, with what goes with it. */
function Named({ type, item }: { type: ContentType; item: Item }) {
  return (
    <>
      {type.summary ? type.summary(item) : <p className="font-semibold">{titleOf(type, item)}</p>}
      <ContentsWarning type={type} item={item} />
    </>
  )
}

/** Marks a message nobody has opened yet (in words and bold, not by colour alone). */
function NewMark() {
  return (
    <span className="mr-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold tracking-wide text-amber-900 uppercase ring-1 ring-amber-700">
      New
    </span>
  )
}

function AnsweredMark() {
  return (
    <span className="ml-2 inline-block rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
      <span aria-hidden="true">✓ </span>Answered
    </span>
  )
}

/** An empty cell that says so to a screen reader, without filling a narrow column with words. */
function Missing({ what }: { what: string }) {
  return (
    <>
      <span aria-hidden="true" className="text-slate-600">
        —
      </span>
      <span className="sr-only">{what}</span>
    </>
  )
}

/**
 * A plain cell: its value (or what an empty one is), with a second line under it; the first
 * column of an unread row (store's readAt) says New, in bold, and of an answered one, Answered.
 */
function Plain({ row, column: { key, under, missing }, first }: { row: Item; column: ListColumnDeclaration; first: boolean }) {
  const unread = first && row.read === false
  const answered = first && row.answered === true
  if (missing && !row[key]) return <Missing what={missing} />
  if (!under && !unread && !answered) return String(row[key])
  return (
    <span className={unread ? 'font-bold' : ''}>
      {unread ? <NewMark /> : null}
      {String(row[key])}
      {answered ? <AnsweredMark /> : null}
      {under ? <span className="mt-0.5 block text-sm font-normal text-slate-700">{String(row[under])}</span> : null}
    </span>
  )
}

// whole class names, so that Tailwind finds them
const TONES = { amber: 'bg-amber-100 text-amber-900', green: 'bg-green-100 text-green-900', slate: 'bg-slate-200 text-slate-800' } as const

/** A value in words, with a mark that is not colour alone; a day under it for one value (when a payment was received). */
function Badge({ row, column: { key, badges, note } }: { row: Item; column: ListColumnDeclaration }) {
  const value = String(row[key])
  const { label, mark, tone } = badges![value]
  return (
    <span className="flex flex-col items-start gap-1">
      <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold ${TONES[tone]}`}>
        <span aria-hidden="true">{mark}</span> {label}
      </span>
      {note && value === note.on && row[note.key] ? <span className="text-sm whitespace-nowrap text-slate-700">{String(row[note.key])}</span> : null}
    </span>
  )
}

/** The count of what an item holds, a link to them; `where` ends it for screen readers. */
function ContentsLink({ type, item, where, className }: { type: ContentType; item: Item; where: string; className: string }) {
  return (
    <Link to={type.contents!.href(item)} className={className}>
      {type.contents!.count(heldBy(type, item))}
      <span className="sr-only"> {where}</span>
    </Link>
  )
}

/** A list's date ('28 December 2026, 7:00 p.m.'): the time may go under the date, neither is broken. */
function DateCell({ text }: { text: string }) {
  const [day, time] = text.split(', ')
  return time ? (
    <>
      <span className="whitespace-nowrap">{day},</span> <span className="whitespace-nowrap">{time}</span>
    </>
  ) : (
    <span className="whitespace-nowrap">{text}</span>
  )
}

function column(type: ContentType, declared: ListColumnDeclaration, index: number): Column<Item> {
  const { header, key, show, size, className } = declared
  if (show === 'image') return { header, cell: (row) => <Thumbnail image={row[key] as MediaImage | null} size={size} /> }
  if (show === 'contents') {
    const link = 'inline-flex min-h-11 items-center whitespace-nowrap text-brand-700 underline underline-offset-4'
    return { header, cell: (row) => <ContentsLink type={type} item={row} where={`in ${titleOf(type, row)}`} className={link} /> }
  }
  if (show === 'title') return { header, cell: (row) => <span className="font-medium [overflow-wrap:anywhere]">{titleOf(type, row)}</span>, className }
  if (show === 'badge') return { header, cell: (row) => <Badge row={row} column={declared} /> }
  if (show === 'date') return { header, cell: (row) => <DateCell text={String(row[key])} />, sortsByDate: true, className }
  if (show === 'status') return { header, cell: (row) => <StatusBadge status={row[key] as Status} when={row.statusWhen as string | null} review={row.review === true} /> }
  return { header, cell: (row) => <Plain row={row} column={declared} first={index === 0} />, className }
}

/** What a screen offers the person looking (their roles: app/content/permissions.ts): Add; History, Delete and the like. */
type Offers = { add: boolean; manage: boolean }

type ListData = { info: ListPageInfo; visible: number | null; can: Offers; trash?: boolean; bulk?: { op: string; label: string }[]; rows: Item[]; modal?: Modal } & Record<string, unknown>

/** The list's address (page, search, filters) with bulk=1: where its bulk form posts. */
function bulkSearch(info: ListPageInfo) {
  const search = new URLSearchParams(listHref(info, {}).slice(1))
  search.set('bulk', '1')
  return `?${search}`
}

/** The list's address with a modal's parameter added: '?status=received&edit=7'. */
function modalHref(info: ListPageInfo, name: 'add' | 'edit' | 'detail', value: string | number) {
  const search = new URLSearchParams(listHref(info, {}).slice(1))
  search.set(name, String(value))
  return `?${search}`
}

/**
 * The list (spec 2.5): heading, Add (and the type's other links), search and filters, the
 * declared columns in a table or a grid, Edit / Detail / Delete of each row, pages; for a type
 * with modals, the one its address opens (`lastResult`: a refused save in it).
 */
export function ListScreen({ type, data, lastResult }: { type: ContentType; data: ListData; lastResult?: SubmissionResult<string[]> }) {
  const { labels, path, belongsTo, modals } = type
  const { info } = data
  // the item just added or saved, which the back office's toast names
  const savedId = (useRouteLoaderData('routes/admin/layout') as { flash?: { savedId?: number } | null } | undefined)?.flash?.savedId
  const chosen = belongsTo ? (data[belongsTo.param] as Choice | null) : null
  // an Add from a list narrowed to one album has it chosen already; an export holds every page of what the list shows
  const keep = chosen ? `?${belongsTo!.param}=${chosen.id}` : ''
  const everyPage = listHref(info, { page: 1 }).replace(/^\?$/, '')
  const { can } = data
  const add = type.form.length > 0 && can.add ? <AddLink to={modals ? modalHref(info, 'add', 1) : `${path}/new${keep}`}>{labels.add}</AddLink> : undefined
  const frame = {
    rows: data.rows,
    info,
    searchLabel: labels.search,
    searchName: `Find ${labels.caption.toLowerCase()}`,
    searchExtras: <Filters type={type} data={data} />,
    empty: <p>{labels.empty}</p>,
    describe: (row: Item) => <Named type={type} item={row} />,
    deleteFormContent: (row: Item) => contentsChoice(type, row),
    // the bulk actions this person may use (decision 074), posted to the list's own address
    ...(data.bulk && data.bulk.length > 0
      ? {
          bulk: <BulkBar ops={data.bulk} pageIds={data.rows.map((row) => row.id)} action={`${path}${bulkSearch(info)}`} />,
          selectName: (row: Item) => nameOf(type, row),
        }
      : {}),
  }
  const actions = (row: Item) => (
    <RowActions
      id={row.id}
      name={nameOf(type, row)}
      editTo={type.form.length === 0 || row.erased === true || row.editable === false ? undefined : modals ? modalHref(info, 'edit', row.id) : `${path}/${row.id}/edit`}
      detailTo={modals ? modalHref(info, 'detail', row.id) : type.detail ? `${path}/${row.id}` : undefined}
      deleteDetail={<ContentsWarning type={type} item={row} />}
      deleteFormContent={contentsChoice(type, row)}
      links={can.manage ? itemLinksOf(type, row) : []}
      deletable={can.manage}
    />
  )
  return (
    <>
      <ScreenHeader
        title={labels.list}
        intro={typeof type.listIntro === 'function' ? type.listIntro({ visible: data.visible ?? 0 }) : type.listIntro}
        action={
          (type.links && can.manage) || data.trash ? (
            <div className="flex flex-wrap gap-3">
              {add}
              {(can.manage ? (type.links ?? []) : []).map((link) =>
                link.download ? (
                  <a key={link.path} href={`${path}/${link.path}${everyPage}`} download className={buttonClassName('secondary')}>
                    {link.label}
                  </a>
                ) : (
                  <Link key={link.path} to={`${path}/${link.path}${keep}`} className={buttonClassName('secondary')}>
                    {link.label}
                  </Link>
                ),
              )}
              {data.trash ? (
                <Link to={`${path}/trash`} className={buttonClassName('secondary')}>
                  Trash
                </Link>
              ) : null}
            </div>
          ) : (
            add
          )
        }
      />
      {modals ? <Modals type={type} data={data} lastResult={lastResult} /> : null}
      {type.layout === 'grid' ? (
        <ListGrid type={type} frame={frame} within={chosen?.name} actions={actions} savedId={savedId} />
      ) : (
        <DataTable
          {...frame}
          caption={labels.caption}
          columns={type.columns.map((declared, index) => column(type, declared, index))}
          rowClassName={(row) => (row.read === false ? 'bg-amber-50' : undefined)}
          actions={actions}
          savedId={savedId}
        />
      )}
    </>
  )
}

type Modal =
  | ({ kind: 'add'; formKey: string; defaults: Record<string, string> } & Record<string, unknown>)
  | ({ kind: 'edit'; id: number; defaults: Record<string, string> } & Record<string, unknown>)
  | ({ kind: 'detail' } & Item & { createdAt: string; updatedAt: string | null })
  | { kind: 'missing' }
  | null

/** The type's own actions an item offers now (ContentType.itemLinks), with their addresses. */
function itemLinksOf(type: ContentType, item: Item) {
  const offered = (item.itemLinks ?? []) as string[]
  return (type.itemLinks ?? []).filter((link) => offered.includes(link.path)).map((link) => ({ label: link.label, to: `${type.path}/${item.id}/${link.path}` }))
}

/** Add, Edit and Detail over the list (ContentType.modals), as its address says; closing one goes back to the list as it was. */
function Modals({ type, data, lastResult }: { type: ContentType; data: ListData; lastResult?: SubmissionResult<string[]> }) {
  const { modal, info } = data
  const { labels } = type
  const listTo = listHref(info, {})
  const detailLinks = modal?.kind === 'detail' ? itemLinksOf(type, modal) : []
  return (
    <div className="mt-6">
      {modal?.kind === 'missing' ? (
        <p role="status" className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-700">
          That {labels.singular.toLowerCase()} was not found: it may have been deleted.
        </p>
      ) : null}
      {modal?.kind === 'add' ? (
        <RoutedDialog title={labels.add} closeTo={listTo}>
          <ContentTypeForm key={modal.formKey} type={type} defaults={modal.defaults} images={{}} lastResult={lastResult} formKey={modal.formKey} cancelTo={listTo} />
        </RoutedDialog>
      ) : null}
      {modal?.kind === 'edit' ? (
        <RoutedDialog title={labels.edit} description={editedTitle(type, modal.defaults)} closeTo={listTo}>
          <ContentTypeForm key={modal.id} type={type} defaults={modal.defaults} images={modal} lastResult={lastResult} cancelTo={listTo} lock={modal.lock as FormLock | null} />
        </RoutedDialog>
      ) : null}
      {modal?.kind === 'detail' ? (
        <RoutedDialog title={labels.detail} description={titleOf(type, modal)} closeTo={listTo}>
          <div className="mt-4 space-y-4">
            <DetailList items={detailItems(type, modal)} />
            {modal.erased ? (
              <p className="text-slate-700">{type.erased!.message}</p>
            ) : (
              <div className="flex flex-wrap gap-3">
                {detailLinks.map((link) => (
                  <Link key={link.to} to={link.to} className={buttonClassName('primary')}>
                    {link.label}
                  </Link>
                ))}
                <Link to={modalHref(info, 'edit', modal.id)} className={buttonClassName(detailLinks.length > 0 ? 'secondary' : 'primary')}>
                  Edit<span className="sr-only"> {titleOf(type, modal)}</span>
                </Link>
              </div>
            )}
          </div>
        </RoutedDialog>
      ) : null}
    </div>
  )
}

/** The list's filters, in its search form: the declared ones, and the item it belongs to. */
function Filters({ type, data }: { type: ContentType; data: ListData }) {
  const { belongsTo } = type
  const values = data.info.filters ?? {}
  const choices = (filter: FilterDeclaration): [string, string][] =>
    filter.kind !== 'choice' ? [] : filter.name === belongsTo?.param ? choicesIn(type, data)!.map((choice) => [String(choice.id), choice.name]) : Object.entries(filter.choices)
  const filters: FilterDeclaration[] = [...(type.filters ?? []), ...(belongsTo ? [{ kind: 'choice' as const, name: belongsTo.param, field: belongsTo.field, label: belongsTo.label, all: belongsTo.all, choices: {} }] : [])]
  return filters.map((filter) => (
    <div key={filter.name} className="w-full min-w-0 sm:w-auto sm:max-w-xs">
      <label htmlFor={`filter-${filter.name}`} className="block font-medium text-slate-900">
        {filter.label}
      </label>
      {filter.kind === 'choice' ? (
        <select id={`filter-${filter.name}`} name={filter.name} defaultValue={values[filter.name]} className={`mt-1.5 ${controlClassName}`}>
          <option value="">{filter.all}</option>
          {choices(filter).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      ) : (
        <input id={`filter-${filter.name}`} type="date" name={filter.name} defaultValue={values[filter.name]} className={`mt-1.5 ${controlClassName}`} />
      )}
    </div>
  ))
}

const NONE = <span className="text-slate-600">None</span>

// whole class names, so that Tailwind finds them
const DETAIL_PICTURE = { 300: 'w-[300px]', 350: 'w-[350px]', 400: 'w-[400px]' } as const

function detailValue(type: ContentType, line: DetailItemDeclaration, item: Item): ReactNode {
  const value = item[line.key]
  switch (line.show) {
    case 'rating':
      return <StarRating rating={Number(value)} />
    case 'status':
      return <StatusBadge status={value as Status} when={item.statusWhen as string | null} review={item.review === true} />
    case 'image':
      return value ? (
        <ResponsiveImage media={value as MediaImage} sizes="120px" alt={type.alt(asFormValues(type, item), line.key)} className="size-[120px] rounded-full object-cover" />
      ) : (
        NONE
      )
    case 'link': {
      // the loader's safe address (an http(s) one, or ''): anything else stored stays text
      const href = item[hrefKey(line.key)] as string
      return href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className="font-semibold break-all text-brand-700 underline underline-offset-4 hover:text-brand-800">
          {String(value)} <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : (
        orNone(value)
      )
    }
    case 'optional':
    case 'long-optional':
      return orNone(value)
    case 'contents':
      return <ContentsLink type={type} item={item} where={`in this ${type.contents!.holder}`} className="font-semibold text-brand-700 underline underline-offset-4" />
  }
  return String(value)
}

function orNone(value: unknown) {
  return String(value ?? '').trim() ? String(value) : NONE
}

type Detailed = Item & { createdAt: string; updatedAt: string | null }

/** The lines of an item's detail (screen or modal): the declared ones, then Created (unless declared) and Last edited. */
function detailItems(type: ContentType, item: Detailed) {
  const declared = type.detail ?? []
  return [
    ...declared.map((line) => ({ label: line.label, value: detailValue(type, line, item), long: line.show === 'long' || line.show === 'long-optional' })),
    ...(declared.some((line) => line.key === 'createdAt') ? [] : [{ label: 'Created', value: item.createdAt }]),
    ...(item.updatedAt === null ? [] : [{ label: 'Last edited', value: item.updatedAt }]),
  ]
}

/** What an edit form is of: its title field as the form holds it. */
const editedTitle = (type: ContentType, defaults: Record<string, string>) => defaults[type.form.find((field) => columnOf(field) === type.titleField)!.name]

/**
 * The detail screen: its main picture, the declared fields, the dates; Go Back, Edit, the public
 * page, a type's own `actions` and Delete; then what a type adds below (`children`: a contact
 * message's replies and reply form).
 */
export function DetailScreen({
  type,
  item,
  actions,
  children,
}: {
  type: ContentType
  item: Item & { createdAt: string; updatedAt: string | null; pendingDelete: boolean; can?: Offers & { edit: boolean } }
  actions?: ReactNode
  children?: ReactNode
}) {
  const { labels, path } = type
  // what this person's roles let them do with it (all, unless the loader says otherwise)
  const can = item.can ?? { add: true, manage: true, edit: true }
  const title = titleOf(type, item)
  const deleteFields = { intent: 'delete', id: String(item.id) }
  const named = <Named type={type} item={item} />
  const choice = contentsChoice(type, item)
  const [main] = imageFieldsOf(type)
  const picture = main ? (item[main.name] as MediaImage | null) : null
  const size = type.detailPictureSize ?? 300
  return (
    <>
      <ScreenHeader title={title} intro={type.detailIntro?.(item) ?? labels.singular} action={<GoBackLink to={path} />} />
      <div className="mt-6 max-w-3xl space-y-6">
        {item.pendingDelete && can.manage ? <InlineConfirmDelete action={path} fields={deleteFields} detail={named} formContent={choice} /> : null}
        {picture ? (
          <ResponsiveImage media={picture} sizes={`${size}px`} alt={type.alt(asFormValues(type, item), main.name)} className={`${DETAIL_PICTURE[size]} max-w-full rounded-xl object-cover shadow-sm`} />
        ) : main ? (
          <Thumbnail image={null} />
        ) : null}
        <DetailList items={detailItems(type, item)} />
        <div className="flex flex-wrap gap-3">
          {type.form.length > 0 && can.edit ? (
            <Link to={`${path}/${item.id}/edit`} className={buttonClassName('primary')}>
              Edit<span className="sr-only"> {title}</span>
            </Link>
          ) : null}
          <PreviewLink type={type} item={item} className={buttonClassName('secondary')} />
          {type.history && can.manage ? (
            <Link to={`${path}/${item.id}/history`} className={buttonClassName('secondary')}>
              History
            </Link>
          ) : null}
          {type.publicPath && item.status === 'published' ? (
            <Link to={type.publicPath(item)} className={buttonClassName('secondary')}>
              View on the website
            </Link>
          ) : null}
          {actions}
          {can.manage ? (
            <ConfirmDelete
              id={item.id}
              label={`Delete ${nameOf(type, item)}`}
              action={path}
              fields={deleteFields}
              detail={named}
              formContent={choice}
              triggerClassName={deleteTriggerClass}
            />
          ) : null}
        </div>
        {children}
      </div>
    </>
  )
}

type FormScreenProps = { type: ContentType; lastResult: SubmissionResult<string[]> | undefined }

type Choice = { id: number; name: string }

/** The parent type's items a form offers (ContentType.belongsTo), from its loader. */
export const choicesIn = (type: ContentType, data: Record<string, unknown>) => (type.belongsTo ? (data[type.belongsTo.choices] as Choice[]) : undefined)

/** How the person may edit (app/content-types/admin.server.ts EditMode): all of it, as its writer (a draft), or the translations only. */
type EditMode = 'full' | 'draft' | 'translations'

/** The add screen (afterwards the list, with the type's toast); while there is nothing yet to belong to, where to add it first. */
export function AddScreen({ type, data, lastResult }: FormScreenProps & { data: { formKey: string; defaults: Record<string, string>; mode?: EditMode } & Record<string, unknown> }) {
  const choices = choicesIn(type, data)
  return (
    <>
      <ScreenHeader title={type.labels.add} intro={type.addIntro} action={<GoBackLink to={type.path} />} />
      {data.mode === 'draft' ? <WriterNote /> : null}
      {choices?.length === 0 ? (
        <NothingToBelongTo type={type} sentence={type.belongsTo!.none} />
      ) : (
        <ContentTypeForm type={type} defaults={data.defaults} images={{}} lastResult={lastResult} formKey={data.formKey} choices={choices} mode={data.mode} />
      )}
    </>
  )
}

/** What a Writer's form does with what they write (issue 37). */
function WriterNote({ waiting = false }: { waiting?: boolean }) {
  return (
    <p className="mt-3 max-w-2xl rounded-lg bg-sky-50 px-4 py-3 text-slate-800 ring-1 ring-sky-200">
      {waiting ? 'This draft waits for review by an Editor. ' : ''}
      You save drafts: they are not on the website until an Editor publishes them. “Save and submit for review” e-mails the Editors.
    </p>
  )
}

/** Why there is no form yet (no album to put a picture in), and where to add the first. */
export function NothingToBelongTo({ type, sentence }: { type: ContentType; sentence: string }) {
  const { addFirst } = type.belongsTo!
  return (
    <p className="mt-6 max-w-2xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      {sentence}{' '}
      <Link to={addFirst.to} className="font-semibold text-brand-700 underline underline-offset-4">
        {addFirst.label}
      </Link>
      .
    </p>
  )
}

/**
 * The edit screen: the same form, filled in; a picture is kept unless a new one is chosen (or
 * removal ticked). A Writer's keeps their draft a draft; a Translator's shows the English and
 * takes the other languages only.
 */
export function EditScreen({
  type,
  item,
  lastResult,
}: FormScreenProps & { item: { id: number; defaults: Record<string, string>; mode?: EditMode; review?: boolean; reviews?: ShownReviews; mayReview?: boolean } & Record<string, unknown> }) {
  const mode = item.mode ?? 'full'
  return (
    <>
      <ScreenHeader title={mode === 'translations' ? `Translate ${type.labels.singular}` : type.labels.edit} intro={editedTitle(type, item.defaults)} action={<GoBackLink to={type.path} />} />
      {mode === 'draft' ? <WriterNote waiting={item.review === true} /> : null}
      {mode === 'translations' ? (
        <p className="mt-3 max-w-2xl rounded-lg bg-sky-50 px-4 py-3 text-slate-800 ring-1 ring-sky-200">
          You translate: the English, the pictures and whether it is shown stay as they are. Type the Punjabi, Hindi and Urdu texts in their tabs.
        </p>
      ) : null}
      {previewPath(type, item) ? (
        <p className="mt-3 text-sm text-slate-700">
          <PreviewLink type={type} item={item} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800" /> shows the last
          saved version on its page of the website, as visitors will see it.
        </p>
      ) : null}
      {type.history && mode === 'full' ? (
        <p className="mt-1 text-sm text-slate-700">
          <Link to={`${type.path}/${item.id}/history`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
            History
          </Link>{' '}
          lists every saved version: compare one with this one, or bring it back.
        </p>
      ) : null}
      <ContentTypeForm
        key={item.id}
        type={type}
        defaults={item.defaults}
        images={item}
        lastResult={lastResult}
        choices={choicesIn(type, item)}
        mode={mode}
        lock={item.lock as FormLock | null}
        reviews={item.reviews}
        mayReview={item.mayReview}
      />
    </>
  )
}

/** "Preview": the item on its public page whatever its visibility, in a new tab so that the screen stays as it is. */
function PreviewLink({ type, item, className }: { type: ContentType; item: { id: number }; className: string }) {
  const href = previewPath(type, item)
  if (!href) return null
  return (
    <a href={href} target="_blank" rel="noopener" className={className}>
      Preview<span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}
