// Site settings: one JSON value per key in site_settings, read through the schemas of
// app/content/settings.ts so that a page never receives a malformed value.
import { eq } from 'drizzle-orm'
import { db } from '../../database/db.server'
import { siteSettings } from '../../database/schema'
import type { z } from 'zod'
import {
  DEFAULT_ORGANISATION,
  DEFAULT_PAYMENT_SETTINGS,
  DEFAULT_PRIVACY_SETTINGS,
  organisationSettingsSchema,
  paymentSettingsSchema,
  privacySettingsSchema,
  quickExitSettingsSchema,
  SETTING_KEYS,
  type OrganisationSettings,
  type PaymentSettings,
  type PrivacySettings,
} from '~/content/settings'
import { DEFAULT_QUICK_EXIT_URL } from '~/content/quick-exit'

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
  return parsed
}

/** The Android app's download, as the get-the-app page offers it. */
export type AppRelease = { apkUrl: string; versionName: string }

/**
 * The APK staff published (site_settings key 'app': { apkUrl, versionName }), or null until
 * there is one, so the page says the app is coming soon instead of showing a dead link. The
 * upload itself comes with the settings screen; only a path on this site or an https address
 * is accepted, so a bad value can never become a javascript: or plain-http link.
 */
export async function getAppRelease(): Promise<AppRelease | null> {
  const [row] = await db().select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, SETTING_KEYS.app)).limit(1)
  const value = row?.value
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const { apkUrl, versionName } = value as Record<string, unknown>
  if (typeof apkUrl !== 'string') return null
  const url = apkUrl.trim()
  const sameSite = url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')
  if (!sameSite && !/^https:\/\/[^\s/]+/i.test(url)) return null
  return { apkUrl: url, versionName: typeof versionName === 'string' ? versionName.trim().slice(0, 40) : '' }
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

export function savePrivacySettings(value: PrivacySettings): Promise<PrivacySettings> {
  return writeSetting(SETTING_KEYS.privacy, privacySettingsSchema, value)
}
