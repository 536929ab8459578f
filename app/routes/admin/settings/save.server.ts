// What the Site settings screen's actions do with a posted form. The site's details go through
// the same machinery as every back-office form (content-form.server.ts: size ceiling, checks,
// the QR picture stored only once the fields are right, nothing half-saved); the Android app's
// form is read as a stream, its APK checked on disk and then stored in one transaction.
import { createHash } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { APK_MAX_BYTES, SOCIAL_NETWORKS } from '~/content/settings'
import { TRANSLATED_LANGUAGES, translationName, translationsFromForm, type ContentTranslations, type TranslatedLanguage } from '~/content/translations'
import { describeSettingsPictures, type AltTranslations } from '~/models/media.server'
import { forgetPublicReads } from '~/models/public-reads.server'
import type { MediaImage } from '~/utils/media-url'
import {
  alertAddressList,
  appReleaseFormSchema,
  SETTINGS_MESSAGES,
  SOCIAL_NETWORK_LABELS,
  siteSettingsFormSchema,
  TRANSLATED_SETTINGS,
  type AppReleaseForm,
  type SiteSettingsForm,
} from '~/content/settings-form'
import { getAppRelease, getOrganisation, getPaymentSettings, NoAppFileError, saveAppRelease, saveSiteSettings, type SiteSettings } from '~/models/settings.server'
import type { Actor } from '~/models/audit.server'
import { STORED_FILE_CHUNK_BYTES } from '~/models/stored-file.server'
import { isAndroidPackage } from '~/utils/apk.server'
import { FORM_UNREADABLE_MESSAGE, FormRefusal, submitContentForm } from '~/content-types/content-form.server'
import { readFileInChunks, readMultipartToDisk } from '~/utils/multipart-upload.server'
import type { SiteFormDefaults } from './site-settings-form'

/** The settings' two pictures as stored (their descriptions in every language), for the form. */
export type SettingsPictures = { shareImage: MediaImage | null; qrImage: MediaImage | null }

/** A picture's "What the picture shows" fields ('shareImageAlt', 'shareImageAlt__ur'...), '' where it has none. */
function descriptionFields<Name extends 'shareImageAlt' | 'qrImageAlt'>(name: Name, picture: MediaImage | null) {
  return {
    [name]: picture?.alt ?? '',
    ...Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [translationName(name, language), picture?.altTranslations?.[language] ?? ''])),
  } as Record<Name | `${Name}__${TranslatedLanguage}`, string>
}

/** The screen's fields as the form shows them, from what is stored. */
export function formFieldsFrom({ organisation, payments, quickExitUrl, privacy, alerts, twoFactor }: SiteSettings, pictures: SettingsPictures): SiteFormDefaults {
  return {
    ...descriptionFields('shareImageAlt', pictures.shareImage),
    ...descriptionFields('qrImageAlt', pictures.qrImage),
    name: organisation.name,
    charityNumber: organisation.charityNumber,
    addressLine1: organisation.address.line1,
    addressLine2: organisation.address.line2,
    city: organisation.address.city,
    province: organisation.address.province,
    postalCode: organisation.address.postalCode,
    email: organisation.email,
    phone: organisation.phone,
    officeHours: organisation.officeHours,
    ...settingTranslations(organisation.translations, 'officeHours'),
    social: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, organisation.socialLinks.find((link) => link.network === network)?.url ?? '']),
    ) as SiteFormDefaults['social'],
    cardPaymentUrl: payments.cardPaymentUrl,
    qrMode: payments.qrMode,
    qrText: payments.qrText,
    qrInstructions: payments.qrInstructions,
    ...settingTranslations(payments.translations, 'qrInstructions'),
    quickExitUrl,
    contactRetentionMonths: String(privacy.contactRetentionMonths),
    auditRetentionMonths: String(privacy.auditRetentionMonths),
    registrationRetentionDays: String(privacy.registrationRetentionDays),
    trashRetentionDays: String(privacy.trashRetentionDays),
    alertAddresses: alerts.addresses.join('\n'),
    alertContents: alerts.contents,
    adminTwoFactor: twoFactor.requiredForAdmins ? 'required' : 'optional',
  }
}

/** A setting's text in each language as the form shows it; '' where it has none. */
function settingTranslations(stored: ContentTranslations, name: (typeof TRANSLATED_SETTINGS)[number]['name']) {
  return Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [translationName(name, language), stored[language]?.[name] ?? ''])) as Record<`${typeof name}__${TranslatedLanguage}`, string>
}

/** The same fields from a checked post. */
function formFieldsOf(value: SiteSettingsForm): SiteFormDefaults {
  const { qrImage: _file, shareImage: _share, removeShareImage: _remove, baseline: _baseline, contactRetentionMonths, auditRetentionMonths, registrationRetentionDays, trashRetentionDays, alertAddresses, ...fields } = value
  return {
    ...fields,
    contactRetentionMonths: String(contactRetentionMonths),
    auditRetentionMonths: String(auditRetentionMonths),
    registrationRetentionDays: String(registrationRetentionDays),
    trashRetentionDays: String(trashRetentionDays),
    alertAddresses: (alertAddressList(alertAddresses) ?? []).join('\n'),
  }
}

// The screen saves six settings. Only those whose fields the person changed are written, so
// that two admins (or one in two tabs) saving different parts do not undo each other's work:
// the form carries a fingerprint of each group as it was shown.
const GROUPS = {
  organisation: ['name', 'charityNumber', 'addressLine1', 'addressLine2', 'city', 'province', 'postalCode', 'email', 'phone', 'officeHours', 'officeHours__pa', 'officeHours__hi', 'officeHours__ur', 'social'],
  payments: ['cardPaymentUrl', 'qrMode', 'qrText', 'qrInstructions', 'qrInstructions__pa', 'qrInstructions__hi', 'qrInstructions__ur'],
  quickExitUrl: ['quickExitUrl'],
  privacy: ['contactRetentionMonths', 'auditRetentionMonths', 'registrationRetentionDays', 'trashRetentionDays'],
  alerts: ['alertAddresses', 'alertContents'],
  twoFactor: ['adminTwoFactor'],
} as const satisfies Record<keyof SiteSettings, readonly (keyof SiteFormDefaults)[]>

type Group = keyof typeof GROUPS

// A picture's descriptions are kept with the picture (media.alt, alt_translations), not in a
// setting; they have fingerprints of their own, so that one admin's Save does not undo another's.
const PICTURE_GROUPS = {
  shareImageAlt: ['shareImageAlt', 'shareImageAlt__pa', 'shareImageAlt__hi', 'shareImageAlt__ur'],
  qrImageAlt: ['qrImageAlt', 'qrImageAlt__pa', 'qrImageAlt__hi', 'qrImageAlt__ur'],
} as const satisfies Record<string, readonly (keyof SiteFormDefaults)[]>

type PictureGroup = keyof typeof PICTURE_GROUPS
const ALL_GROUPS: Record<Group | PictureGroup, readonly (keyof SiteFormDefaults)[]> = { ...GROUPS, ...PICTURE_GROUPS }

function fingerprint(fields: SiteFormDefaults, group: Group | PictureGroup): string {
  const values = ALL_GROUPS[group].map((name) => (name === 'social' ? SOCIAL_NETWORKS.map((network) => fields.social[network]) : fields[name]))
  // a browser posts a text area's line breaks as \r\n whatever it was given
  const text = JSON.stringify(values).replaceAll('\\r\\n', '\\n')
  return createHash('sha256').update(text).digest('hex').slice(0, 16)
}

/** The hidden field's value: "organisation:1a2b... payments:..." for the fields as shown. */
export function settingsBaseline(fields: SiteFormDefaults): string {
  return (Object.keys(ALL_GROUPS) as (Group | PictureGroup)[]).map((group) => `${group}:${fingerprint(fields, group)}`).join(' ')
}

/** The groups whose fields differ from the baseline; all of them when there is none. */
function changedGroups(value: SiteSettingsForm): Set<Group> {
  const shown = new Map((value.baseline ?? '').split(' ').map((pair) => pair.split(':') as [string, string]))
  const fields = formFieldsOf(value)
  return new Set((Object.keys(GROUPS) as Group[]).filter((group) => shown.get(group) !== fingerprint(fields, group)))
}

/** Whether a picture's descriptions differ from the ones the form showed (all of them when there is no baseline). */
function descriptionChanged(value: SiteSettingsForm, group: PictureGroup): boolean {
  const shown = new Map((value.baseline ?? '').split(' ').map((pair) => pair.split(':') as [string, string]))
  return shown.get(group) !== fingerprint(formFieldsOf(value), group)
}

/** A picture's descriptions as the form gives them: the English one (made from the organisation's name when empty) and the others. */
function describedAs(value: SiteSettingsForm, name: PictureGroup, fallback: string): { alt: string; altTranslations: AltTranslations } {
  const english = value[name].trim()
  const altTranslations = Object.fromEntries(
    TRANSLATED_LANGUAGES.flatMap((language) => {
      const text = value[translationName(name, language) as `${PictureGroup}__${TranslatedLanguage}`].trim()
      return text ? [[language, text]] : []
    }),
  )
  return { alt: english || fallback, altTranslations }
}

/** The stored settings from what the form says (the pictures decided by the caller). */
function settingsFrom(value: SiteSettingsForm, { qrImageId, shareImageId }: { qrImageId: number | null; shareImageId: number | null }): SiteSettings {
  return {
    organisation: {
      name: value.name,
      charityNumber: value.charityNumber,
      address: {
        line1: value.addressLine1,
        line2: value.addressLine2,
        city: value.city,
        province: value.province,
        postalCode: value.postalCode,
        country: 'Canada',
      },
      email: value.email,
      phone: value.phone,
      officeHours: value.officeHours,
      translations: translationsFromForm(value, [TRANSLATED_SETTINGS[0]]),
      shareImageId,
      socialLinks: SOCIAL_NETWORKS.filter((network) => value.social[network] !== '').map((network) => ({
        network,
        label: SOCIAL_NETWORK_LABELS[network],
        url: value.social[network],
      })),
    },
    payments: {
      cardPaymentUrl: value.cardPaymentUrl,
      qrMode: value.qrMode,
      qrText: value.qrText,
      qrImageId,
      qrInstructions: value.qrInstructions,
      translations: translationsFromForm(value, [TRANSLATED_SETTINGS[1]]),
    },
    quickExitUrl: value.quickExitUrl,
    privacy: { contactRetentionMonths: value.contactRetentionMonths, auditRetentionMonths: value.auditRetentionMonths, registrationRetentionDays: value.registrationRetentionDays, trashRetentionDays: value.trashRetentionDays },
    alerts: { addresses: alertAddressList(value.alertAddresses) ?? [], contents: value.alertContents },
    twoFactor: { requiredForAdmins: value.adminTwoFactor === 'required' },
  }
}

/**
 * The site's details, payments, quick exit and privacy (the groups that were changed). A QR
 * picture is kept while the code is given as a picture, replaced by a new one, and let go
 * (deleted once unused) when the code is drawn from text again. The picture for shared links is
 * kept, replaced by a new one, or let go when staff tick Remove.
 */
export function saveSettingsForm(request: Request, actor: Actor) {
  return submitContentForm({
    request,
    schema: siteSettingsFormSchema,
    imageFields: ['qrImage', 'shareImage'],
    alt: (value, field) => (field === 'shareImage' ? describedAs(value, 'shareImageAlt', value.name).alt : describedAs(value, 'qrImageAlt', qrFallback(value.name)).alt),
    save: async (value, _first, { qrImage: newQrImageId, shareImage: newShareImageId }) => {
      const changed = changedGroups(value)
      if (newQrImageId !== null) changed.add('payments')
      if (newShareImageId !== null || value.removeShareImage) changed.add('organisation')
      const [current, organisation] = await Promise.all([getPaymentSettings().then((payments) => payments.qrImageId), getOrganisation()])
      const qrImageId = value.qrMode === 'image' ? (newQrImageId ?? current) : null
      if (changed.has('payments') && value.qrMode === 'image' && qrImageId === null) {
        throw new FormRefusal({ qrImage: [SETTINGS_MESSAGES.qrImage] })
      }
      const shareImageId = newShareImageId ?? (value.removeShareImage ? null : organisation.shareImageId)
      const next = settingsFrom(value, { qrImageId, shareImageId })
      // each picture in use gets what the form says it shows, when that was changed or the picture is new
      const described = [
        shareImageId !== null && (newShareImageId !== null || descriptionChanged(value, 'shareImageAlt'))
          ? { id: shareImageId, label: 'Picture for shared links', ...describedAs(value, 'shareImageAlt', value.name) }
          : null,
        qrImageId !== null && (newQrImageId !== null || descriptionChanged(value, 'qrImageAlt'))
          ? { id: qrImageId, label: 'QR code picture', ...describedAs(value, 'qrImageAlt', qrFallback(value.name)) }
          : null,
      ].filter((picture) => picture !== null)
      if (described.length > 0) await describeSettingsPictures(described, actor)
      await saveSiteSettings(Object.fromEntries([...changed].map((group) => [group, next[group]])), actor)
      if (described.length > 0 && changed.size === 0) forgetPublicReads()
      return {
        unusedImageIds: [
          changed.has('payments') && current !== qrImageId ? current : null,
          changed.has('organisation') && organisation.shareImageId !== shareImageId ? organisation.shareImageId : null,
        ],
      }
    },
  })
}

/** The QR picture's description when staff give none: none, so that the donation page says in its own language what the code is for. */
const qrFallback = (_name: string) => ''

export type AppFormOutcome =
  | { ok: true; value: AppReleaseForm }
  | { ok: false; status: 400 | 413; result: SubmissionResult<string[]> }

/**
 * The Android app's form: an uploaded APK (streamed to a temporary file, checked, then stored
 * in 1 MB chunks), an address elsewhere, or no app. The temporary file is always deleted.
 */
export async function saveAppForm(request: Request, actor: Actor): Promise<AppFormOutcome> {
  const current = await getAppRelease()
  const dir = await mkdtemp(path.join(os.tmpdir(), 'app-upload-'))
  try {
    const read = await readMultipartToDisk(request, { fileField: 'apk', maxFileBytes: APK_MAX_BYTES, dir })
    if (!read.ok) {
      const typed = Object.fromEntries([...read.fields].filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
      const error: Record<string, string[]> = read.status === 413 ? { apk: [SETTINGS_MESSAGES.apkTooLarge] } : { '': [FORM_UNREADABLE_MESSAGE] }
      return { ok: false, status: read.status, result: { status: 'error', initialValue: typed, error } }
    }
    const file = read.file && read.file.size > 0 ? read.file : null
    const schema = appReleaseFormSchema({ hasUploadedFile: file !== null || current?.source === 'upload' })
    const submission = parseWithZod(read.fields, { schema })
    if (submission.status !== 'success') return { ok: false, status: 400, result: submission.reply() }
    const value = submission.value
    const refuse = (fieldErrors: Record<string, string[]>) => ({ ok: false as const, status: 400 as const, result: submission.reply({ fieldErrors }) })

    const details = { versionName: value.versionName, releaseNotes: value.releaseNotes, minAndroidVersion: value.minAndroidVersion }
    if (value.source === 'upload') {
      if (file && !(await isAndroidPackage(file.path))) return refuse({ apk: [SETTINGS_MESSAGES.notAnApk] })
      const newFile = file
        ? { fileName: file.fileName || 'app.apk', size: file.size, sha256: file.sha256, chunks: readFileInChunks(file.path, STORED_FILE_CHUNK_BYTES) }
        : null
      try {
        await saveAppRelease({ source: 'upload', details, newFile }, actor)
      } catch (error) {
        // "keep the current APK", but another admin removed it meanwhile
        if (error instanceof NoAppFileError) return refuse({ apk: [SETTINGS_MESSAGES.apkMissing] })
        throw error
      }
    } else if (value.source === 'external') {
      await saveAppRelease({ source: 'external', url: value.externalUrl, details }, actor)
    } else {
      await saveAppRelease({ source: 'none' }, actor)
    }
    return { ok: true, value }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** The toast once the app form is saved. */
export function appSavedMessage(value: AppReleaseForm): string {
  return value.source === 'none' ? 'The app is no longer offered.' : `The app (version ${value.versionName}) is published.`
}
