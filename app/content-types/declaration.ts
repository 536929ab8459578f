// What a content type declares: only what differs from one type to the next (a Payload
// collection config, in spirit). Browser-safe: the screens read it in the browser; its storage
// half (table, search columns, visibility rule) is in <type>.server.ts, read by store.server.ts.
// Every field, column and detail item is data, so that the machinery draws forms, lists and
// detail screens the same way for every type and a capability added to it reaches all of them.
import type { ReactNode } from 'react'
import { z } from 'zod'
import { PICTURE_DESCRIPTION, requiredImageFile } from '~/content/fields'
import type { Area } from '~/content/permissions'
import { STATUS_LABELS, withPublishingRules } from '~/content/publishing'
import { TRANSLATED_LANGUAGES, translationName, type TranslatedField } from '~/content/translations'

/**
 * One control of the add/edit form, in screen order; `name` is the schema's key. Consecutive
 * controls with the same `part` are shown together under that heading (a blog's sections).
 * `description` is the hint under a label. `column`: the row's field it is stored in, where the
 * spec names the form's field otherwise (a gallery category's 'category' is its `name`).
 */
export type FormFieldDeclaration = {
  part?: string
  column?: string
  /**
   * Shown only while another field has this value (a gift in kind's description while the gift
   * is in kind); otherwise hidden in the browser, and stored empty (its `whenHidden` value).
   */
  shownWhile?: ItemCondition & { whenHidden?: string }
} & (
  /** `optional`: an empty field is stored as null (and a null shown empty). */
  /** `translated`: it may have a Punjabi, Hindi and Urdu version, typed in the form's language tabs (decision 035). */
  | { kind: 'text'; name: string; label: string; maxLength?: number; autoComplete?: string; optional?: boolean; description?: string; translated?: true }
  | { kind: 'email'; name: string; label: string; description?: string }
  /** `formatted`: staff may use bold, italic, lists and links (decision 031); the form says how and shows a live preview. */
  | { kind: 'textarea'; name: string; label: string; maxLength?: number; description?: string; rows?: number; formatted?: boolean; translated?: true }
  /** One of a few `choices` (value: label), as buttons side by side, or a select with an `initial` choice. */
  /** `required`: marked Required where the schema's rule depends on another field (a money gift's method). */
  | { kind: 'radio'; name: string; label: string; choices: Record<string, string>; initial?: string; required?: true }
  | { kind: 'select'; name: string; label: string; choices: Record<string, string>; initial: string; description?: string }
  /** An amount in Canadian dollars ('1,250.50'), stored in cents (its schema is money()). */
  | { kind: 'money'; name: string; label: string; description: string }
  /**
   * A whole day in Edmonton, stored as the instant it begins; an empty one shows today. Kept only
   * while another field has a value (a payment's date received, while it is Received), and
   * refused with `notAfterToday` when after today (a slip of the keyboard: 2062 for 2026).
   */
  | { kind: 'date'; name: string; label: string; description: string; keptWhile?: { field: string; is: string }; notAfterToday?: string }
  /** A web address (a blog's link). */
  | { kind: 'url'; name: string; label: string; maxLength: number; description: string }
  /** A date and time typed in Edmonton time, stored as an instant (utils/edmonton-time.server.ts). */
  | { kind: 'datetime'; name: string; label: string; description: string; optional?: boolean }
  /**
   * A picture, stored in the `${name}Id` column; `removeWith` names the optional 'remove'
   * checkbox; `requiredOnAdd`: the add form asks for one, with this message when none is chosen
   * (its schema, `schemaOnAdd`, is the edit form's with that picture required, unless declared).
   */
  | { kind: 'image'; name: string; label?: string; removeWith?: string; requiredOnAdd?: string }
  /** The item of another type it belongs to (ContentType.belongsTo): a choice of all of them. */
  | { kind: 'parent'; name: string }
  | { kind: 'rating'; name: string }
  /**
   * Where the item stands (decision 032): its status (Draft, Scheduled, Visible, Not Visible) in
   * `name`, and beside it the date and time it appears in `publishAt`; `dated`: that date is
   * shown to visitors (a post's publication date), and the form says so.
   */
  | { kind: 'publishing'; name: 'status'; dated?: boolean }
  /** `initial`: an empty add form's value (1 unless said). */
  | { kind: 'priority'; name: string; min: number; max: number; initial?: number }
  /**
   * A yes-or-no question about the save, not stored in a column (whether to send the thank-you
   * now): its value ('yes' or '') goes to the store's save hook. `offBefore`: left unticked for a
   * day in `field` more than `days` before today, and ticked otherwise, until staff tick or untick
   * it; a save that keeps it ticked for such a day without staff having seen that question is
   * asked again (the server keeps the day it was asked for in `${name}For`).
   */
  | { kind: 'checkbox'; name: string; label: string; description: string; offBefore?: { field: string; days: number } }
)

/**
 * How a list column or a detail line shows a value, on the server: `of` names the row's field it
 * comes from where that is not `key` (the row then holds the shown value under `key` only),
 * `format` writes it (a label, an amount), `missing` says what an empty one is.
 */
export type Shown = { of?: string; format?: (value: never, dates: DateWriters) => string; missing?: string }

/** Dates in words, Edmonton time, handed to `format` by the server (decision 005: never written in the browser). */
export type DateWriters = { date: (value: Date) => string; dateTime: (value: Date) => string }

/** A column of the back-office list; `key` is the row's field. */
export type ListColumnDeclaration = Shown & {
  header: string
  key: string
  /** 'date': the list is sorted on this column, newest or oldest first (its header switches). */
  /**
   * 'contents': how many items of another type it holds, a link to them (ContentType.contents);
   * 'parent': the name of the item it belongs to (ContentType.belongsTo).
   */
  show?: 'title' | 'image' | 'date' | 'contents' | 'parent' | 'status' | 'badge'
  /** A badge's words, mark and colour by value (not colour alone), and a day shown under it for one value (when a payment was received). */
  badges?: Record<string, { label: string; mark: string; tone: 'amber' | 'green' | 'slate' }>
  note?: { key: string; of: string; on: string }
  /** A second line under the value, in smaller type (a contact message's subject under the name). */
  under?: string
  /** A date column: with the time of day (an event's start). */
  withTime?: boolean
  /** The beginning of another field, cut at `cut` characters (spec 9: an event's description). */
  excerptOf?: string
  cut?: number
  /** The picture's size in the list (spec 9: 80 px on the team list). */
  size?: 80 | 100
  className?: string
}

/**
 * A line of the detail screen (Created and Last edited follow the declared ones). 'optional'
 * says None when empty; 'image' shows a picture field (the first one is shown above the list);
 * 'link' makes a web address an external link, and anything else stored plain text.
 */
export type DetailItemDeclaration = Shown & {
  label: string
  key: string
  show?: 'long' | 'rating' | 'status' | 'optional' | 'long-optional' | 'image' | 'link' | 'contents'
}

/** A filter of the list, in its search form; kept in the address and on every page link. */
export type FilterDeclaration = { name: string; label: string } & (
  /**
   * One of `choices` (value: label) in the row's `field`; `all`: the choice of any. Without a
   * field, each choice is a condition the store writes (ContentStore.conditions: unread, unanswered).
   */
  | { kind: 'choice'; field?: string; all: string; choices: Record<string, string> }
  /** Made on or after ('from'), or on or before ('to'), a whole day in Edmonton. */
  | { kind: 'from' | 'to' }
)

/** A row's field has this value (null: it is empty). */
export type ItemCondition = { field: string; is: string | null }

export type ContentType<Schema extends z.ZodObject = z.ZodObject> = {
  /**
   * The form's id ('team-member', from the name unless said), which Conform prefixes to every field's id. A type without a
   * form (contact messages: staff read and delete them) has no id, schema, fields nor toasts,
   * and no add or edit screen (see `editing`).
   */
  formId?: string
  /** The back-office list's address; /new, /:id and /:id/edit hang under it. */
  path: string
  /**
   * Its row of the permissions table (app/content/permissions.ts): who may list, add, edit,
   * translate and delete it. Every handler of the machinery checks it first.
   */
  area: Area
  /** Each save keeps a version staff can compare and restore, at /:id/history (decision 033). */
  history?: boolean
  /** The spec's rules with its exact messages, used by the browser and the action alike. */
  schema?: Schema
  /** The add form's rules where they differ: the edit form's with the pictures `requiredOnAdd` required, unless declared. */
  schemaOnAdd?: z.ZodObject
  /** A Translator's form: the rules of the Punjabi, Hindi and Urdu texts alone (the English fields' rules, never required). */
  translationSchema?: z.ZodObject
  /** The field that names an item (headings, 'Edit Asha Patel', the delete dialog): the list's title column's unless said. */
  titleField: string
  /** How the list's actions and the delete dialog name an item, where not by its title: 'message from Asha'. */
  itemName?(item: Record<string, unknown>): string
  /** What the delete confirmation says of the item, where more than its name in bold. */
  summary?(item: Record<string, unknown>): ReactNode
  /** The line under the detail screen's heading, where it says more than `labels.singular`: 'Message from Asha'. */
  detailIntro?(item: Record<string, unknown>): string
  labels: {
    /** Under the name on the detail screen: 'Testimonial', 'Blog post'. */
    singular: string
    /** The list screen's heading and title: 'Testimonials', 'Member List'. */
    list: string
    /** The list table's caption, for screen readers: 'Blog posts'. */
    caption: string
    /** 'Add Testimonial', 'Add Blog'; the detail modal's title, 'Payment detail'. */
    add: string
    edit: string
    detail: string
    search: string
    /** What an empty list says. */
    empty: string
    /** The grid's picture viewer's name for screen readers: 'Gallery pictures'. */
    viewer?: string
  }
  /**
   * Add, Edit and Detail as modals over the list (the Payment page, spec 2.5), open in the
   * address (?add=1, ?edit=ID, ?detail=ID) so that they survive a reload and work without
   * JavaScript; afterwards the list again, with its page, search and filters.
   */
  modals?: true
  /** Items erased on request (decision 011): `field` holds the erasure's marker; such an item is shown, never edited. */
  erased?: { field: string; message: string }
  /** The list as a CSV file (Export to CSV, every page of what it shows), its columns in order. */
  csv?: { header: string; key: string; format?: (value: never, dates: DateWriters) => string; missing?: string }[]
  /** The list as a grid of cards (a picture each, opening in a viewer) rather than a table. */
  layout?: 'table' | 'grid'
  /** The line under the add screen's heading. */
  addIntro?: string
  /**
   * More links beside Add in the list's heading: `path` under the type's, with its parent filter
   * kept (Add many pictures), or a download of what the list shows (Export to CSV).
   */
  links?: { label: string; path: string; download?: true }[]
  /**
   * Actions of one item beyond Edit and Delete, on its row and its detail, each a page of its own
   * under the item's address ('receive': /admin/payments/7/receive), shown while `when` says so
   * (Mark received, on a pledge).
   */
  itemLinks?: { label: string; path: string; when: ItemCondition | ItemCondition[] }[]
  /** The list's filters, beside its search box (a type that belongs to another has its filter without saying). */
  filters?: FilterDeclaration[]
  /**
   * The type an item belongs to (a picture's album): chosen in its form among all of them, named
   * on the list, and the list's filter; an Add from a filtered list has it chosen already.
   */
  belongsTo?: {
    /** The form field and column holding the other item's id ('categoryId'). */
    field: string
    /** The filter's address parameter and the loaders' keys: the chosen one ('category') and all of them ('categories'). */
    param: string
    choices: string
    label: string
    description: string
    /** The form's empty choice, and the filter's choice of any. */
    choose: string
    all: string
    /** The form's message when the chosen one was deleted meanwhile. */
    gone: string
    /** The add screen while there is none to choose: why, and where to add the first. */
    none: string
    addFirst: { to: string; label: string }
  }
  /**
   * The line under the list's heading; a function of `visible`, the number of items the public
   * site shows, when it says it (the list then counts them: one query more).
   */
  listIntro: ReactNode | ((counts: { visible: number }) => ReactNode)
  /**
   * 'upcoming': the list opens with what is still to come, soonest first, then what is past,
   * most recent first (events: staff look for the next one); its date header offers newest and
   * oldest first too. Otherwise newest first.
   */
  defaultOrder?: 'upcoming'
  columns: ListColumnDeclaration[]
  form: FormFieldDeclaration[]
  /** The form's texts that may be translated (declared `translated`), in form order: stored in the row's `translations` (app/content/translations.ts). */
  translated: TranslatableField[]
  /** The detail screen's lines (Created and Last edited follow, unless created is declared); null for a type without one (events: spec 2.5 has none). */
  detail: DetailItemDeclaration[] | null
  /** The detail screen's main picture's width (spec 9: 350 px for a blog, 400 for an album); 300 by default. */
  detailPictureSize?: 300 | 350 | 400
  /**
   * What an item holds of another type (an album's pictures; the table is in <type>.server.ts):
   * counted on the list and the detail screen as a link to them, and deleted with the item only
   * when the delete dialog's second confirmation was ticked for the number it holds now.
   */
  contents?: {
    /** Where the count is in a row or an item ('imageCount'), and the second confirmation's field ('withImages'). */
    key: string
    confirm: string
    /** What the item is called in the dialog's sentences: 'album' ('This album holds 3 pictures.'). */
    holder: string
    /** The count in words: '1 picture', '3 pictures'. */
    count(n: number): string
    /** The list of what one item holds. */
    href(item: { id: number }): string
  }
  /** The item's public page, linked from the detail screen while it is visible; with /preview in front, the staff's preview of it (previewPath). */
  publicPath?(item: { id: number }): string
  /** A picture's description for screen readers, from the saved values; `field` names the picture. */
  alt(value: z.output<Schema>, field: string): string
  /** The toasts after a save; a type's own after a delete, and where they show (the Payment page's, spec 8 and 9). */
  toasts?: { added(value: z.output<Schema>): string; saved(value: z.output<Schema>): string; deleted?: string; position?: 'bottom-right' }
}

/**
 * What a declaration says of its labels; the rest follow the spec's pattern: Add and Edit
 * before `name` ('Add Team Member'), the caption and the empty list's sentence from `plural`.
 */
type DeclaredLabels = Pick<ContentType['labels'], 'singular' | 'list' | 'search' | 'viewer'> & { name?: string; plural: string; empty?: string }

/**
 * What a declaration says; what it leaves out follows: the form's id from the name ('Team
 * Member' gives 'team-member'), the field that names an item from the list's title column.
 */
type Declared<Schema extends z.ZodObject> = Omit<ContentType<Schema>, 'labels' | 'form' | 'alt' | 'titleField' | 'translated' | 'translationSchema'> & {
  labels: DeclaredLabels
  titleField?: string
  form?: FormFieldDeclaration[]
  alt?: ContentType<Schema>['alt']
}

export function defineContentType<Schema extends z.ZodObject>({ labels: { name, plural, empty, ...labels }, form = [], alt = () => '', ...type }: Declared<Schema>): ContentType<Schema> {
  const titleField = type.titleField ?? type.columns.find((column) => column.show === 'title')?.key
  if (!titleField) throw new Error(`${type.path}: no title column, nor a titleField`)
  const required = form.filter((field) => field.kind === 'image' && field.requiredOnAdd)
  // every picture has its short description beside it (descriptionName), optional
  const published = form.some((field) => field.kind === 'publishing')
  const translated = form.filter((field): field is TranslatableField => (field.kind === 'text' || field.kind === 'textarea') && field.translated === true)
  // ... and, on a form with language tabs, in each language too (issue 39 item 3)
  const descriptionNames = (picture: string) => [descriptionName(picture), ...(translated.length > 0 ? TRANSLATED_LANGUAGES.map((language) => translationName(descriptionName(picture), language)) : [])]
  const descriptions = Object.fromEntries(form.filter((field) => field.kind === 'image').flatMap((field) => descriptionNames(field.name).map((name) => [name, pictureDescription])))
  const translations = type.schema ? translationRules(type.schema, translated) : {}
  // the status and its date are checked together (content/publishing.ts)
  const withParts = (declared: z.ZodObject) => {
    const extended = declared.extend({ ...descriptions, ...translations })
    return published ? withPublishingRules(extended) : extended
  }
  const schema = type.schema && form.length > 0 ? (withParts(type.schema) as unknown as Schema) : type.schema
  // Add's: the declared one, or the schema with its required pictures (extended before the refinement, as zod asks)
  const onAdd =
    type.schemaOnAdd ??
    (required.length > 0 ? type.schema?.extend(Object.fromEntries(required.map((field) => [field.name, requiredImageFile(String('requiredOnAdd' in field && field.requiredOnAdd))]))) : undefined)
  const schemaOnAdd = onAdd ? withParts(onAdd) : undefined
  // a Translator's form: the texts in the other languages, and what each picture shows in them (decision 092)
  const descriptionsIn = Object.fromEntries(
    form
      .filter((field) => field.kind === 'image')
      .flatMap((field) => TRANSLATED_LANGUAGES.map((language) => [translationName(descriptionName(field.name), language), pictureDescription])),
  )
  const translationSchema = translated.length > 0 ? z.object({ ...translations, ...descriptionsIn }) : undefined
  // a type without a form (no name given) has no Add or Edit
  const [add, edit, detail] = name ? [`Add ${name}`, `Edit ${name}`, `${name} detail`] : ['', '', '']
  return {
    formId: form.length > 0 && name ? name.toLowerCase().replaceAll(' ', '-') : undefined,
    ...type,
    schema,
    schemaOnAdd,
    translationSchema,
    titleField,
    form,
    translated,
    alt,
    labels: { ...labels, add, edit, detail, caption: plural[0].toUpperCase() + plural.slice(1), empty: empty ?? `No ${plural} yet. Add the first one with ${add}.` },
  }
}

/** A text of the form that may be translated. */
export type TranslatableField = Extract<FormFieldDeclaration, { kind: 'text' | 'textarea' }>

/**
 * The rules of a text's versions in other languages: the English field's, but never required
 * (an empty one shows the English); a rule that is not there is a declaration's bug.
 */
function translationRules(schema: z.ZodObject, fields: TranslatableField[]): Record<string, z.ZodType> {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const rule = schema.shape[field.name] as z.ZodType | undefined
      if (!rule) throw new Error(`${field.name} is declared translated but the schema has no rule for it`)
      return TRANSLATED_LANGUAGES.map((language) => [translationName(field.name, language), rule.optional()])
    }),
  )
}

/** The translated texts as app/content/translations.ts names them: the form's field and the row's. */
export function translatedFields(type: Pick<ContentType, 'translated'>): TranslatedField[] {
  return type.translated.map((field) => ({ name: field.name, column: columnOf(field) }))
}

/** The form field that holds a picture's short description: image -> imageAlt. */
export function descriptionName(picture: string): string {
  return `${picture}Alt`
}

const pictureDescription = z.string().trim().max(PICTURE_DESCRIPTION.max, PICTURE_DESCRIPTION.tooLong).optional()

/** What is read out in a picture's place: the description staff gave it, or one made from the item's values. */
export function describePicture(type: Pick<ContentType, 'alt'>, value: Record<string, unknown>, picture: string): string {
  const given = value[descriptionName(picture)]
  return typeof given === 'string' && given.trim() ? given.trim() : type.alt(value as never, picture)
}

/** The add and edit half of a declaration; asking it of a type without a form is a bug. */
export function editing<Schema extends z.ZodObject>(type: ContentType<Schema>) {
  const { formId, schema, toasts } = type
  if (!formId || !schema || !toasts || type.form.length === 0) throw new Error(`${type.path} has no add or edit form`)
  return { formId, schema, toasts }
}

/** Where an item stands (decision 032): in the list, on its detail screen and as a filter of the list, the same words. */
export const STATUS_COLUMN = { header: 'Visibility', key: 'status', show: 'status' } as const satisfies ListColumnDeclaration
export const STATUS_DETAIL = { label: 'Visibility', key: 'status', show: 'status' } as const satisfies DetailItemDeclaration
export const STATUS_FILTER = { kind: 'choice', name: 'status', field: 'status', label: 'Visibility', all: 'Any', choices: STATUS_LABELS } as const satisfies FilterDeclaration

/** The staff's preview of an item on its public page, whatever its visibility (app/routes/site/preview.tsx); null for types without a page. */
export function previewPath(type: Pick<ContentType, 'publicPath'>, item: { id: number }): string | null {
  return type.publicPath ? `/preview${type.publicPath(item)}` : null
}

export function nameOf(type: ContentType, item: Record<string, unknown>): string {
  return type.itemName?.(item) ?? String(item[type.titleField])
}

/** The columns most lists have: the item's picture first, the date it was added (the list's order) last. */
export const PICTURE_COLUMN = { header: 'Image', key: 'image', show: 'image' } as const satisfies ListColumnDeclaration
export const ADDED_COLUMN = { header: 'Date', key: 'createdAt', show: 'date' } as const satisfies ListColumnDeclaration

/** The image fields of a type's form, in form order. */
export function imageFieldsOf(type: Pick<ContentType, 'form'>) {
  return type.form.filter((field) => field.kind === 'image')
}

/** An empty add form: Visible, priority 1 (or the declared one), a select's or a radio's initial choice, everything else blank. */
export function emptyDefaults(type: Pick<ContentType, 'form'>): Record<string, string> {
  const initial = (field: FormFieldDeclaration) =>
    field.kind === 'publishing'
      ? 'published'
      : field.kind === 'priority'
        ? String(field.initial ?? 1)
        : field.kind === 'select' || (field.kind === 'radio' && field.initial)
          ? (field.initial ?? '')
          : ''
  return Object.fromEntries(type.form.filter((field) => field.kind !== 'image').map((field) => [field.name, initial(field)]))
}

/** The row's field a form field is stored in. */
export const columnOf = (field: FormFieldDeclaration) => field.column ?? field.name

/** An item (keyed by its columns) as its form's values: what `alt` and the toasts read. */
export function asFormValues(type: Pick<ContentType, 'form'>, item: Record<string, unknown>): Record<string, unknown> {
  return { ...item, ...Object.fromEntries(type.form.map((field) => [field.name, item[columnOf(field)]])) }
}

/** Where the detail loader puts a 'link' line's safe address: linkUrl -> linkHref. */
export function hrefKey(key: string): string {
  return `${key.replace(/Url$/, '')}Href`
}

/** The delete dialog's words for an item that holds others (ContentType.contents), written once. */
export function contentsWords({ holder, count }: NonNullable<ContentType['contents']>, n: number) {
  const held = count(n)
  const confirm = `Delete the ${holder} and its ${held}`
  return {
    warning: `This ${holder} holds ${held}. It can only be deleted together with them.`,
    confirm,
    refused: `This ${holder} was not deleted: it holds ${held}. To delete it with them, tick “${confirm}” and press Yes.`,
  }
}
