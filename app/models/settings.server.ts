// Site settings: one JSON value per key in site_settings, read through the schemas of
// app/content/settings.ts so that a page never receives a malformed value.
import { eq, sql } from 'drizzle-orm'
import { db } from '../../database/db.server'
import { siteSettings } from '../../database/schema'
import type { z } from 'zod'
import {
  alertSettingsSchema,
  DEFAULT_ALERT_SETTINGS,
  type AlertSettings,
  APK_CONTENT_TYPE,
  appReleaseSchema,
  DEFAULT_ORGANISATION,
  DEFAULT_PAYMENT_SETTINGS,
  DEFAULT_PRIVACY_SETTINGS,
  DEFAULT_TWO_FACTOR_SETTINGS,
  organisationSettingsSchema,
  paymentSettingsSchema,
  privacySettingsSchema,
  quickExitSettingsSchema,
  SETTING_KEYS,
  twoFactorSettingsSchema,
  type AppReleaseSettings,
  type OrganisationSettings,
  type PaymentSettings,
  type PrivacySettings,
  type TwoFactorSettings,
} from '~/content/settings'
import { DEFAULT_QUICK_EXIT_URL } from '~/content/quick-exit'
import { DEFAULT_RECEIPT_SETTINGS, receiptSettingsSchema, type ReceiptSettings } from '~/content/receipts'
import { recordAudit, settingsChanges, type Actor } from './audit.server'
import { deleteStoredFile, getStoredFile, insertStoredFile, type StoredFileInfo } from './stored-file.server'
import { getMediaById } from './media.server'
import { forgetPublicReads, keptPublicRead } from './public-reads.server'
import type { MediaImage } from '~/utils/media-url'

type Tx = Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0]

/**
 * The organisation's name, address, e-mail, phone and social links. Stored fields are laid
 * over the defaults, so a value saved before a field existed still reads; a value that does
 * not validate gives the defaults rather than a broken footer.
 */
export async function getOrganisation(): Promise<OrganisationSettings> {
  const [row] = await db()
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, SETTING_KEYS.organisation))
    .limit(1)
  if (!row || typeof row.value !== 'object' || row.value === null || Array.isArray(row.value)) {
    return DEFAULT_ORGANISATION
  }
  const stored = row.value as Record<string, unknown>
  const storedAddress = typeof stored.address === 'object' && stored.address !== null ? stored.address : {}
  const parsed = organisationSettingsSchema.safeParse({
    ...DEFAULT_ORGANISATION,
    ...stored,
    address: { ...DEFAULT_ORGANISATION.address, ...storedAddress },
  })
  if (!parsed.success) {
    console.warn(`The stored organisation settings are not valid; showing the defaults. ${parsed.error.message}`)
    return DEFAULT_ORGANISATION
  }
  return parsed.data
}

/** Validates and stores the organisation's details (replacing what was there). */
export async function saveOrganisation(value: OrganisationSettings): Promise<OrganisationSettings> {
  const parsed = organisationSettingsSchema.parse(value)
  await db()
    .insert(siteSettings)
    .values({ key: SETTING_KEYS.organisation, value: parsed })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: parsed, updatedAt: new Date() } })
  forgetPublicReads()
  return parsed
}

// ---------------------------------------------------------------- the public pages' frame

/** What the frame of every public page shows from the settings: the footer, the quick-exit button, the picture link previews show. */
export type LayoutSettings = { organisation: OrganisationSettings; quickExitUrl: string; sharePicture: MediaImage | null }

async function readLayoutSettings(): Promise<LayoutSettings> {
  const [organisation, quickExitUrl] = await Promise.all([getOrganisation(), getQuickExitUrl()])
  const sharePicture = organisation.shareImageId === null ? null : await getMediaById(organisation.shareImageId)
  return { organisation, quickExitUrl, sharePicture }
}

/** The public pages' settings: every public page reads them, so they are kept in memory until a public change (public-reads.server.ts). */
export function getLayoutSettings(): Promise<LayoutSettings> {
  return keptPublicRead('layout settings', readLayoutSettings)
}

// ---------------------------------------------------------------- the Android app

/** What the get-the-app page offers: the APK uploaded here, or an address elsewhere. */
export type AppRelease =
  | (Omit<Extract<AppReleaseSettings, { source: 'upload' }>, 'fileId'> & { file: StoredFileInfo })
  | Extract<AppReleaseSettings, { source: 'external' }>

async function readAppReleaseSetting(database: Tx | ReturnType<typeof db>, { lock = false } = {}): Promise<AppReleaseSettings | null> {
  const query = database.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, SETTING_KEYS.app)).limit(1)
  const [row] = lock ? await query.for('update') : await query
  // null is what a first publication writes while it holds the row (saveAppRelease)
  if (row?.value === undefined || row.value === null) return null
  const parsed = appReleaseSchema.safeParse(row.value)
  if (!parsed.success) {
    console.warn(`The stored app release is not valid; the app page says "coming soon". ${parsed.error.message}`)
    return null
  }
  return parsed.data
}

/**
 * The app staff published, or null until there is one (the page then says the app is coming
 * soon rather than showing a dead link). An uploaded APK comes with its file's size and
 * checksum; if its file is missing the release counts as none.
 */
export async function getAppRelease(): Promise<AppRelease | null> {
  const setting = await readAppReleaseSetting(db())
  if (!setting) return null
  if (setting.source === 'external') return setting
  const { fileId, ...details } = setting
  const file = await getStoredFile(fileId)
  return file ? { ...details, file } : null
}

type AppDetails = Pick<AppReleaseSettings, 'versionName' | 'releaseNotes' | 'minAndroidVersion'>

/** A checked APK waiting to be stored: its size and sha-256, and its bytes in 1 MB pieces. */
export type NewAppFile = { fileName: string; size: number; sha256: string; chunks: AsyncIterable<Uint8Array> }

export type AppReleaseChange =
  | { source: 'upload'; details: AppDetails; newFile: NewAppFile | null }
  | ({ source: 'external'; url: string } & { details: AppDetails })
  | { source: 'none' }

/** Thrown when "keep the current APK" finds none (another admin removed it meanwhile). */
export class NoAppFileError extends Error {
  constructor() {
    super('There is no uploaded APK to keep')
  }
}

/**
 * Publishes the app, in one transaction: the new APK's chunks, the 'app' setting, and the
 * deletion of the APK it replaces. Nothing is half-done: a failure leaves the previous release
 * as it was. The setting's row is locked first, so two admins publishing at once cannot leave
 * an APK that nothing refers to.
 */
export async function saveAppRelease(change: AppReleaseChange, actor: Actor): Promise<void> {
  await db().transaction(async (tx) => {
    const newFileId =
      change.source === 'upload' && change.newFile
        ? await insertStoredFile(
            tx,
            { fileName: change.newFile.fileName, contentType: APK_CONTENT_TYPE, size: change.newFile.size, sha256: change.newFile.sha256 },
            change.newFile.chunks,
          )
        : null
    await tx
      .insert(siteSettings)
      .values({ key: SETTING_KEYS.app, value: sql`'null'::jsonb` })
      .onConflictDoNothing({ target: siteSettings.key })
    const previous = await readAppReleaseSetting(tx, { lock: true })
    const previousFileId = previous?.source === 'upload' ? previous.fileId : null

    if (change.source === 'none') {
      await tx.delete(siteSettings).where(eq(siteSettings.key, SETTING_KEYS.app))
    } else {
      let value: AppReleaseSettings
      if (change.source === 'external') {
        value = { source: 'external', url: change.url, ...change.details }
      } else {
        const fileId = newFileId ?? previousFileId
        if (fileId === null) throw new NoAppFileError()
        value = { source: 'upload', fileId, ...change.details }
      }
      const parsed = appReleaseSchema.parse(value)
      await tx.update(siteSettings).set({ value: parsed, updatedAt: new Date() }).where(eq(siteSettings.key, SETTING_KEYS.app))
    }
    const kept = change.source === 'upload' ? (newFileId ?? previousFileId) : null
    if (previousFileId !== null && previousFileId !== kept) await deleteStoredFile(tx, previousFileId)
    const after = await readAppReleaseSetting(tx)
    const changes = settingsChanges(previous, after, 'app')
    // a new APK under the same details is a change too
    if (newFileId !== null && !changes.some((change) => change.field === 'app.fileId')) changes.push({ field: 'app.fileId' })
    await recordAudit(tx, { actor, action: 'settings change', itemType: 'Settings', itemLabel: 'Android app', changes })
  })
}

// ---------------------------------------------------------------- the settings screen

/** Everything the Site settings screen edits (the app apart), as stored. */
export type SiteSettings = {
  organisation: OrganisationSettings
  payments: PaymentSettings
  quickExitUrl: string
  privacy: PrivacySettings
  alerts: AlertSettings
  twoFactor: TwoFactorSettings
}

export async function getSiteSettings(): Promise<SiteSettings> {
  const [organisation, payments, quickExitUrl, privacy, alerts, twoFactor] = await Promise.all([
    getOrganisation(),
    getPaymentSettings(),
    getQuickExitUrl(),
    getPrivacySettings(),
    getAlertSettings(),
    getTwoFactorSettings(),
  ])
  return { organisation, payments, quickExitUrl, privacy, alerts, twoFactor }
}

/**
 * Stores the given settings of the screen in one transaction: all of them are saved, or none.
 * A group left out is left as it is.
 */
export async function saveSiteSettings(values: Partial<SiteSettings>, actor: Actor): Promise<void> {
  const rows: { key: string; value: unknown }[] = []
  if (values.organisation) rows.push({ key: SETTING_KEYS.organisation, value: organisationSettingsSchema.parse(values.organisation) })
  if (values.payments) rows.push({ key: SETTING_KEYS.payments, value: paymentSettingsSchema.parse(values.payments) })
  if (values.quickExitUrl !== undefined) rows.push({ key: SETTING_KEYS.quickExit, value: quickExitSettingsSchema.parse({ url: values.quickExitUrl }) })
  if (values.privacy) rows.push({ key: SETTING_KEYS.privacy, value: privacySettingsSchema.parse(values.privacy) })
  if (values.alerts) rows.push({ key: SETTING_KEYS.alerts, value: alertSettingsSchema.parse(values.alerts) })
  if (values.twoFactor) rows.push({ key: SETTING_KEYS.twoFactor, value: twoFactorSettingsSchema.parse(values.twoFactor) })
  if (rows.length === 0) return
  // read before the transaction: on the embedded database a read outside an open transaction waits for it
  const before = await getSiteSettings()
  const groups = Object.keys(values) as (keyof SiteSettings)[]
  const changes = groups.flatMap((group) => settingsChanges(before[group], values[group], group))
  await db().transaction(async (tx) => {
    for (const row of rows) {
      await tx
        .insert(siteSettings)
        .values(row)
        .onConflictDoUpdate({ target: siteSettings.key, set: { value: row.value, updatedAt: new Date() } })
    }
    if (changes.length > 0) await recordAudit(tx, { actor, action: 'settings change', itemType: 'Settings', itemLabel: 'Site settings', changes })
  })
  forgetPublicReads()
}

type SettingKey = (typeof SETTING_KEYS)[keyof typeof SETTING_KEYS]

/**
 * One flat setting: the stored fields laid over the defaults, checked with its schema; a value
 * that does not validate gives the defaults (with a warning) rather than a broken page.
 */
async function readSetting<Schema extends z.ZodType<object>>(key: SettingKey, schema: Schema, defaults: z.output<Schema>): Promise<z.output<Schema>> {
  const [row] = await db().select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key)).limit(1)
  if (!row || typeof row.value !== 'object' || row.value === null || Array.isArray(row.value)) return defaults
  const parsed = schema.safeParse({ ...defaults, ...(row.value as object) })
  if (!parsed.success) {
    console.warn(`The stored ${key} settings are not valid; using the defaults. ${parsed.error.message}`)
    return defaults
  }
  return parsed.data
}

/** Validates and stores one setting (replacing what was there). */
async function writeSetting<Schema extends z.ZodType<object>>(key: SettingKey, schema: Schema, value: z.input<Schema>): Promise<z.output<Schema>> {
  const parsed = schema.parse(value)
  await db()
    .insert(siteSettings)
    .values({ key, value: parsed })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: parsed, updatedAt: new Date() } })
  forgetPublicReads()
  return parsed
}

/** The card page's address and the QR details the donation page uses. */
export function getPaymentSettings(): Promise<PaymentSettings> {
  return readSetting(SETTING_KEYS.payments, paymentSettingsSchema, DEFAULT_PAYMENT_SETTINGS)
}

export function savePaymentSettings(value: PaymentSettings): Promise<PaymentSettings> {
  return writeSetting(SETTING_KEYS.payments, paymentSettingsSchema, value)
}

/** Where the quick-exit button leads. */
export async function getQuickExitUrl(): Promise<string> {
  return (await readSetting(SETTING_KEYS.quickExit, quickExitSettingsSchema, { url: DEFAULT_QUICK_EXIT_URL })).url
}

export async function saveQuickExitUrl(url: string): Promise<string> {
  return (await writeSetting(SETTING_KEYS.quickExit, quickExitSettingsSchema, { url })).url
}

/** How long contact messages are kept. */
export function getPrivacySettings(): Promise<PrivacySettings> {
  return readSetting(SETTING_KEYS.privacy, privacySettingsSchema, DEFAULT_PRIVACY_SETTINGS)
}

export function savePrivacySettings(value: z.input<typeof privacySettingsSchema>): Promise<PrivacySettings> {
  return writeSetting(SETTING_KEYS.privacy, privacySettingsSchema, value)
}

/** Who is told of a new contact message and what the alert says. */
export function getAlertSettings(): Promise<AlertSettings> {
  return readSetting(SETTING_KEYS.alerts, alertSettingsSchema, DEFAULT_ALERT_SETTINGS)
}

/** Whether admins must use two-factor sign-in. */
export function getTwoFactorSettings(): Promise<TwoFactorSettings> {
  return readSetting(SETTING_KEYS.twoFactor, twoFactorSettingsSchema, DEFAULT_TWO_FACTOR_SETTINGS)
}

export function saveTwoFactorSettings(value: TwoFactorSettings): Promise<TwoFactorSettings> {
  return writeSetting(SETTING_KEYS.twoFactor, twoFactorSettingsSchema, value)
}

/** Stores the value only when none is stored yet (ADMIN_TWO_FACTOR at a new site's first start); true when it did. */
export async function seedTwoFactorSettings(value: TwoFactorSettings): Promise<boolean> {
  const rows = await db()
    .insert(siteSettings)
    .values({ key: SETTING_KEYS.twoFactor, value: twoFactorSettingsSchema.parse(value) })
    .onConflictDoNothing({ target: siteSettings.key })
    .returning({ key: siteSettings.key })
  return rows.length > 0
}

/** What donation receipts carry besides the organisation's details. */
export function getReceiptSettings(): Promise<ReceiptSettings> {
  return readSetting(SETTING_KEYS.receipts, receiptSettingsSchema, DEFAULT_RECEIPT_SETTINGS)
}

export async function saveReceiptSettings(value: ReceiptSettings, actor: Actor): Promise<ReceiptSettings> {
  const parsed = receiptSettingsSchema.parse(value)
  const before = await getReceiptSettings()
  await db().transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values({ key: SETTING_KEYS.receipts, value: parsed })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: parsed, updatedAt: new Date() } })
    // the signature's picture is named, never kept (NEVER_VALUES)
    const changes = settingsChanges(before, parsed, 'receipts')
    if (changes.length > 0) await recordAudit(tx, { actor, action: 'settings change', itemType: 'Settings', itemLabel: 'Receipt settings', changes })
  })
  return parsed
}

/** Only whether receipts go out per gift or once a year (the donation page says which), without reading the signature. */
export async function getReceiptMode(): Promise<ReceiptSettings['mode']> {
  const [row] = await db()
    .select({ mode: sql<string | null>`${siteSettings.value} ->> 'mode'` })
    .from(siteSettings)
    .where(eq(siteSettings.key, SETTING_KEYS.receipts))
  return row?.mode === 'annual' ? 'annual' : DEFAULT_RECEIPT_SETTINGS.mode
}
