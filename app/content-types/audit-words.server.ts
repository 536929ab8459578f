// The activity log in people's words (issue 41 item 4, decision 045): an entry keeps fields and
// values as the database holds them ('amountCents: 25000 -> 20500', 'receivedAt:
// 2026-11-20T07:00:00.000Z', 'categoryId: 3'); the screen shows them as staff see them on the
// forms: the field's label, money in dollars, times in Edmonton, a choice by its words, another
// item by its name with a link, and the item itself linked while it still exists; a setting by
// its form's label (decision 099).
import { inArray } from 'drizzle-orm'
import { getTableColumns } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { STATUS_LABELS } from '~/content/publishing'
import { RECEIPT_MODE_LABELS, RECEIPT_SETTINGS_LABELS } from '~/content/receipts'
import { APP_SETTINGS_LABELS, APP_SOURCE_LABELS, siteSettingInWords } from '~/content/settings-form'
import { TRANSLATED_LANGUAGE_NAMES, type TranslatedLanguage } from '~/content/translations'
import type { AuditChange } from '~/models/audit.server'
import { formatDate, formatDateTime } from '~/utils/dates.server'
import { formatAmount } from '~/utils/money'
import { db } from '../../database/db.server'
import { blogStore } from './blog.server'
import { contactMessageStore } from './contact-message.server'
import { columnOf, type FormFieldDeclaration } from './declaration'
import { eventStore } from './event.server'
import { galleryCategoryStore } from './gallery-category.server'
import { galleryImageStore } from './gallery-image.server'
import { paymentRecordStore } from './payment-record.server'
import type { ContentStore } from './store.server'
import { teamMemberStore } from './team-member.server'
import { testimonialStore } from './testimonial.server'

/** Words, and the back-office screen they lead to where there is one. */
export type Words = { text: string; href?: string }

/** One change as the screen shows it: 'Amount (CAD): $250.00 → $205.00', or 'Picture changed' (a field whose values are not kept). */
export type ChangeWords = { field: string; from?: Words; to?: Words }

export type EntryWords = { item: Words; changes: ChangeWords[] }

type Entry = { itemType: string | null; itemId: string | null; itemLabel: string | null; changes: AuditChange[] | null }

const STORES: ContentStore[] = [blogStore, eventStore, teamMemberStore, testimonialStore, galleryCategoryStore, galleryImageStore, contactMessageStore, paymentRecordStore]
// entries name their type by its singular label ('Gallery picture'), as the log's Type filter does
const STORE_OF = new Map(STORES.map((store) => [store.type.labels.singular, store]))

const EMPTY = '(empty)'
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

/** The screen of one item: its detail (a modal over the Payment page), or its edit form where it has no detail. */
export function itemHref(store: ContentStore, id: number): string {
  const { path, modals, detail } = store.type
  if (modals) return `${path}?detail=${id}`
  return detail ? `${path}/${id}` : `${path}/${id}/edit`
}

/** Turns the entries of one page of the log into words: two queries a type at most (which items still exist, and the names of the items they point to). */
export async function entriesInWords(entries: Entry[]): Promise<EntryWords[]> {
  const existing = await idsStillThere(entries)
  const names = await parentNames(entries)
  return entries.map((entry) => {
    const store = entry.itemType ? STORE_OF.get(entry.itemType) : undefined
    const text = [entry.itemType, entry.itemLabel].filter(Boolean).join(': ')
    const id = Number(entry.itemId)
    const item: Words = store && existing.get(store)?.has(id) ? { text, href: itemHref(store, id) } : { text }
    const settings = entry.itemType === SETTINGS
    return { item, changes: (entry.changes ?? []).map((change) => (settings ? settingInWords(change) : undefined) ?? changeInWords(change, store, names)) }
  })
}

/** Entries of the settings screens name this type; their fields are settings, not a content type's. */
const SETTINGS = 'Settings'

type NamedSetting = { label: string; choices?: Record<string, string> }

/**
 * The Android app's and the receipts' settings ('app.versionName', 'receipts.mode') by their
 * forms' labels; the receipt form's "Their title" and "Their signature" say whose here.
 */
const OTHER_SETTINGS: Record<string, { labels: Record<string, string>; choices: Record<string, Record<string, string>> }> = {
  app: { labels: APP_SETTINGS_LABELS, choices: { source: APP_SOURCE_LABELS } },
  receipts: {
    labels: { ...RECEIPT_SETTINGS_LABELS, signatoryTitle: 'Title of the person who signs receipts', signaturePng: 'Signature of the person who signs receipts' },
    choices: { mode: RECEIPT_MODE_LABELS },
  },
}

function otherSettingInWords(key: string): NamedSetting | undefined {
  const [, group, field] = /^(\w+)\.(\w+)$/.exec(key) ?? []
  const screen = group && Object.hasOwn(OTHER_SETTINGS, group) ? OTHER_SETTINGS[group] : undefined
  if (!screen || !Object.hasOwn(screen.labels, field)) return undefined
  return { label: screen.labels[field], choices: screen.choices[field] }
}

/**
 * A change of a setting (Site settings, the Android app, receipts), named by its form's label and
 * its choices by their words (decision 099); one kept in words already (a picture's description:
 * 'QR code picture: What the picture shows (Urdu)') as it was kept; undefined for a key no
 * screen has.
 */
function settingInWords({ field, from, to }: AuditChange): ChangeWords | undefined {
  const named: NamedSetting | undefined = siteSettingInWords(field) ?? otherSettingInWords(field) ?? (field.includes(' ') ? { label: field } : undefined)
  if (!named) return undefined
  const words = (value: AuditChange['from']): Words => {
    const choice = value === null || value === undefined ? undefined : named.choices?.[String(value)]
    if (choice !== undefined) return { text: choice }
    const list = typeof value === 'string' ? listInWords(value) : undefined
    return list === undefined ? valueInWords(value, field, undefined, undefined, new Map()) : { text: list }
  }
  if (from === undefined && to === undefined) return { field: named.label }
  if (from === undefined) return { field: named.label, to: words(to) }
  return { field: named.label, from: words(from), to: words(to) }
}

/**
 * A list kept as its JSON text (the alert addresses, the social links) as a line: 'a@example.org,
 * b@example.org', 'Facebook: https://…'. Read piece by piece, not parsed: a long one was cut
 * when it was kept ('…'), and what was kept still reads.
 */
function listInWords(text: string): string | undefined {
  if (text === '[]') return EMPTY
  const quoted = /"((?:[^"\\]|\\.)*)"/.source
  const pieces = text.startsWith('[{')
    ? [...text.matchAll(new RegExp(`"label":${quoted},"url":${quoted}`, 'g'))].map(([, label, url]) => `${unescaped(label)}: ${unescaped(url)}`)
    : text.startsWith('["')
      ? [...text.matchAll(new RegExp(quoted, 'g'))].map(([, one]) => unescaped(one))
      : []
  if (pieces.length === 0) return undefined
  return `${pieces.join(', ')}${text.endsWith(']') ? '' : ' …'}`
}

const unescaped = (json: string) => json.replace(/\\(["\\/])/g, '$1')

function changeInWords({ field, from, to }: AuditChange, store: ContentStore | undefined, names: ParentNames): ChangeWords {
  const { label, declared } = fieldOf(store, field)
  const words = (value: AuditChange['from']): Words => valueInWords(value, field, declared, store, names)
  if (from === undefined && to === undefined) return { field: label }
  if (from === undefined) return { field: label, to: words(to) }
  return { field: label, from: words(from), to: words(to) }
}

/** The field's label on its form ('Amount (CAD)', 'Title (Urdu)'), or its name made readable ('cancelReason' -> 'cancel reason'). */
function fieldOf(store: ContentStore | undefined, field: string): { label: string; declared?: FormFieldDeclaration } {
  const translated = /^translations\.(pa|hi|ur)\.(.+)$/.exec(field)
  if (translated) {
    const { label, declared } = fieldOf(store, translated[2])
    return { label: `${label} (${TRANSLATED_LANGUAGE_NAMES[translated[1] as TranslatedLanguage]})`, declared }
  }
  const declared = store?.type.form.find((candidate) => (candidate.kind === 'image' ? `${candidate.name}Id` : columnOf(candidate)) === field)
  if (declared) return { label: labelOf(store!, declared), declared }
  return { label: readableName(field) }
}

function labelOf(store: ContentStore, declared: FormFieldDeclaration): string {
  switch (declared.kind) {
    case 'parent':
      return store.type.belongsTo?.label ?? readableName(declared.name)
    case 'publishing':
      return 'Visibility'
    case 'priority':
      return 'Priority'
    case 'image':
      return declared.label ?? 'Picture'
    default:
      return 'label' in declared && declared.label ? declared.label : readableName(declared.name)
  }
}

/** 'isActive' -> 'is active', 'organisation.name' -> 'organisation name', 'amountCents' -> 'amount' (its values are then dollars). */
function readableName(field: string): string {
  const words = field
    .replace(/Cents$/, '')
    .replace(/\./g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function valueInWords(value: AuditChange['from'], field: string, declared: FormFieldDeclaration | undefined, store: ContentStore | undefined, names: ParentNames): Words {
  if (value === null || value === undefined || value === '') return { text: EMPTY }
  if (typeof value === 'boolean') return { text: value ? 'Yes' : 'No' }
  switch (declared?.kind) {
    case 'money':
      return { text: typeof value === 'number' ? formatAmount(value) : String(value) }
    case 'date':
      return { text: typeof value === 'string' && ISO_TIME.test(value) ? formatDate(value) : String(value) }
    case 'datetime':
      return { text: typeof value === 'string' && ISO_TIME.test(value) ? formatDateTime(value) : String(value) }
    case 'radio':
    case 'select':
      return { text: declared.choices[String(value)] ?? String(value) }
    case 'publishing':
      return { text: STATUS_LABELS[String(value) as keyof typeof STATUS_LABELS] ?? String(value) }
    case 'parent': {
      const parent = store!.parent!
      const name = names.get(parent)?.get(Number(value))
      return name === undefined ? { text: `no. ${value} (deleted since)` } : { text: name, href: itemHref(parent, Number(value)) }
    }
  }
  // fields of screens without a declaration (settings, receipts): money and times still read as such
  if (/Cents$/.test(field) && typeof value === 'number') return { text: formatAmount(value) }
  if (typeof value === 'string' && ISO_TIME.test(value)) return { text: formatDateTime(value) }
  return { text: String(value) }
}

/** For each content type on the page, which of its items named there still exist. */
async function idsStillThere(entries: Entry[]): Promise<Map<ContentStore, Set<number>>> {
  const wanted = new Map<ContentStore, Set<number>>()
  for (const entry of entries) {
    const store = entry.itemType ? STORE_OF.get(entry.itemType) : undefined
    const id = Number(entry.itemId)
    if (store && Number.isSafeInteger(id) && id > 0) wanted.set(store, (wanted.get(store) ?? new Set()).add(id))
  }
  const found = new Map<ContentStore, Set<number>>()
  await Promise.all(
    [...wanted].map(async ([store, ids]) => {
      const rows = await db().select({ id: store.table.id }).from(store.table).where(inArray(store.table.id, [...ids]))
      found.set(store, new Set(rows.map((row) => row.id as number)))
    }),
  )
  return found
}

type ParentNames = Map<ContentStore, Map<number, string>>

/** The names of the items the changes point to (a picture's album), by their type. */
async function parentNames(entries: Entry[]): Promise<ParentNames> {
  const wanted = new Map<ContentStore, Set<number>>()
  for (const entry of entries) {
    const store = entry.itemType ? STORE_OF.get(entry.itemType) : undefined
    const parent = store?.parent
    const field = store?.type.belongsTo?.field
    if (!parent || !field) continue
    for (const change of entry.changes ?? []) {
      if (change.field !== field) continue
      for (const value of [change.from, change.to]) {
        const id = Number(value)
        if (value !== null && value !== undefined && Number.isSafeInteger(id) && id > 0) wanted.set(parent, (wanted.get(parent) ?? new Set()).add(id))
      }
    }
  }
  const names: ParentNames = new Map()
  await Promise.all(
    [...wanted].map(async ([parent, ids]) => {
      const title = (getTableColumns(parent.table) as Record<string, PgColumn>)[parent.type.titleField]
      const rows = await db().select({ id: parent.table.id, name: title }).from(parent.table).where(inArray(parent.table.id, [...ids]))
      names.set(parent, new Map(rows.map((row) => [row.id as number, String(row.name)])))
    }),
  )
  return names
}
