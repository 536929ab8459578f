// The rules of the Site settings screen's two forms (the site's details, and the Android app),
// shared by the browser (instant messages) and the actions (which check again). Browser-safe.
// What is stored is checked once more by the schemas of ./settings.ts.
import { z } from 'zod'
import { imageFile, numberInRange, PICTURE_DESCRIPTION, removeImageFlag, requiredEmail, requiredText } from './fields'
import { TRANSLATED_LANGUAGE_NAMES, TRANSLATED_LANGUAGES, translationName, type TranslatedLanguage } from './translations'
import {
  ALERT_ADDRESSES_MAX,
  ALERT_CONTENTS,
  ANDROID_VERSION_PATTERN,
  APK_MAX_BYTES,
  APP_VERSION_PATTERN,
  QR_MODES,
  SOCIAL_NETWORKS,
} from './settings'

export const SETTINGS_MESSAGES = {
  https: 'Enter an address that starts with https://',
  postalCode: 'Enter a postal code such as T5J 3L8',
  phone: 'Enter a phone number such as 780-555-0142',
  province: 'Choose a province or territory',
  qrMode: 'Choose how the QR code is given',
  qrText: 'Enter what the QR code holds, such as an e-Transfer address or a payment link',
  qrImage: 'Choose the picture of your QR code',
  retention: 'Enter a number of months from 1 to 24',
  auditRetention: 'Enter a number of months from 6 to 120',
  registrationRetention: 'Enter a number of days from 1 to 730',
  trashRetention: 'Enter a number of days from 1 to 365',
  alertAddresses: `Enter up to ${ALERT_ADDRESSES_MAX} e-mail addresses, one per line, such as staff@example.org`,
  alertContents: 'Choose what the alert says',
  adminTwoFactor: 'Choose whether admins must use two-factor sign-in',
  appSource: 'Choose how people get the app',
  versionName: 'Enter a version such as 1.4.2 (letters, digits, dots and hyphens only)',
  versionRequired: 'version is a required field',
  releaseNotes: 'release notes are a required field',
  minAndroidVersion: 'Enter an Android version such as 8.0, or leave this empty',
  externalUrl: 'Enter the address where the app can be downloaded, starting with https://',
  apkMissing: 'Choose the APK file to upload',
  apkTooLarge: 'This file is larger than 200 MB, the most the site accepts. Please choose the app’s APK file.',
  notAnApk: 'This file is not an Android app. Please choose the app’s APK file (its name ends in .apk).',
} as const

export const SETTINGS_LIMITS = {
  name: 200,
  charityNumber: 40,
  addressLine: 200,
  city: 100,
  phone: 40,
  officeHours: 200,
  url: 2000,
  qrText: 500,
  qrInstructions: 1000,
  versionName: 40,
  releaseNotes: 2000,
  retentionMin: 1,
  retentionMax: 24,
  auditRetentionMin: 6,
  auditRetentionMax: 120,
  registrationRetentionMin: 1,
  registrationRetentionMax: 730,
  trashRetentionMin: 1,
  trashRetentionMax: 365,
} as const

/** Provinces and territories, by their postal abbreviation (what addresses use). */
export const PROVINCES = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
] as const

const PROVINCE_CODES = PROVINCES.map(([code]) => code) as [string, ...string[]]

/** How each network is named on the screen and in the footer. */
export const SOCIAL_NETWORK_LABELS: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  x: 'X',
  whatsapp: 'WhatsApp',
}

/**
 * The Site settings form's labels, by field: the form shows them, and the activity log names a
 * changed setting by them (decision 099), so that a label renamed here is renamed in both.
 */
export const SITE_SETTINGS_LABELS = {
  name: 'Organisation name',
  charityNumber: 'Charity number',
  addressLine1: 'Street address',
  addressLine2: 'Address line 2',
  city: 'City',
  province: 'Province',
  postalCode: 'Postal code',
  email: 'Email',
  phone: 'Phone',
  officeHours: 'Office hours',
  shareImage: 'Picture for shared links',
  social: 'Social media',
  cardPaymentUrl: 'Card payment page address',
  qrMode: 'QR code',
  qrText: 'QR code text',
  qrImage: 'QR code picture (when the code is a picture)',
  qrInstructions: 'Payment instructions',
  quickExitUrl: 'Quick exit page address',
  contactRetentionMonths: 'Keep contact messages for (months)',
  auditRetentionMonths: 'Keep the activity log for (months)',
  registrationRetentionDays: 'Keep event registrations after the event for (days)',
  trashRetentionDays: 'Keep deleted content in the Trash for (days)',
  alertAddresses: 'Notify these addresses of new messages',
  alertContents: 'What the alert says',
  adminTwoFactor: 'Two-factor sign-in for staff',
} as const

/** A translated setting's label in one language, as its tab on the form shows it: 'Office hours (Urdu)'. */
export const labelInLanguage = (label: string, language: TranslatedLanguage) => `${label} (${TRANSLATED_LANGUAGE_NAMES[language]})`

/** The choices of the form's radio buttons, by the value stored. */
export const QR_MODE_WORDS: Record<(typeof QR_MODES)[number], string> = {
  text: 'Draw the QR code from the text below',
  image: 'Show a picture of a QR code (upload it below)',
}

export const ALERT_CONTENT_WORDS: Record<(typeof ALERT_CONTENTS)[number], string> = {
  notice: 'Only that a message arrived, with a link to it (safest: nothing personal leaves the back office)',
  full: 'The sender’s name, the subject and the message as well',
}

export const ADMIN_TWO_FACTOR_WORDS: Record<(typeof ADMIN_TWO_FACTOR_CHOICES)[number], string> = {
  required: 'Staff must use two-factor sign-in (recommended)',
  optional: 'Each staff member chooses whether to use it',
}

type SiteSettingsField = keyof typeof SITE_SETTINGS_LABELS

/**
 * Each stored setting of the screen (as the activity log names it: 'organisation.address.line1',
 * 'privacy.auditRetentionMonths') and the form field it is typed in; a choice's stored values
 * in the form's words.
 */
const STORED_SITE_SETTINGS: Record<string, { field: SiteSettingsField; choices?: Record<string, string> }> = {
  'organisation.name': { field: 'name' },
  'organisation.charityNumber': { field: 'charityNumber' },
  'organisation.address.line1': { field: 'addressLine1' },
  'organisation.address.line2': { field: 'addressLine2' },
  'organisation.address.city': { field: 'city' },
  'organisation.address.province': { field: 'province', choices: Object.fromEntries(PROVINCES) },
  'organisation.address.postalCode': { field: 'postalCode' },
  'organisation.email': { field: 'email' },
  'organisation.phone': { field: 'phone' },
  'organisation.officeHours': { field: 'officeHours' },
  'organisation.socialLinks': { field: 'social' },
  'organisation.shareImageId': { field: 'shareImage' },
  'payments.cardPaymentUrl': { field: 'cardPaymentUrl' },
  'payments.qrMode': { field: 'qrMode', choices: QR_MODE_WORDS },
  'payments.qrText': { field: 'qrText' },
  'payments.qrImageId': { field: 'qrImage' },
  'payments.qrInstructions': { field: 'qrInstructions' },
  quickExitUrl: { field: 'quickExitUrl' },
  'privacy.contactRetentionMonths': { field: 'contactRetentionMonths' },
  'privacy.auditRetentionMonths': { field: 'auditRetentionMonths' },
  'privacy.registrationRetentionDays': { field: 'registrationRetentionDays' },
  'privacy.trashRetentionDays': { field: 'trashRetentionDays' },
  'alerts.addresses': { field: 'alertAddresses' },
  'alerts.contents': { field: 'alertContents', choices: ALERT_CONTENT_WORDS },
  'twoFactor.requiredForAdmins': { field: 'adminTwoFactor', choices: { true: ADMIN_TWO_FACTOR_WORDS.required, false: ADMIN_TWO_FACTOR_WORDS.optional } },
}

/**
 * A stored Site setting as the form names it ('organisation.translations.ur.officeHours' ->
 * 'Office hours (Urdu)'), with its choices' words; undefined for a key the screen does not have
 * (an entry older than a rename, or another settings screen's).
 */
export function siteSettingInWords(key: string): { label: string; choices?: Record<string, string> } | undefined {
  const translated = /^(\w+)\.translations\.(pa|hi|ur)\.(\w+)$/.exec(key)
  if (translated) {
    const english = STORED_SITE_SETTINGS[`${translated[1]}.${translated[3]}`]
    return english ? { label: labelInLanguage(SITE_SETTINGS_LABELS[english.field], translated[2] as TranslatedLanguage) } : undefined
  }
  const stored = Object.hasOwn(STORED_SITE_SETTINGS, key) ? STORED_SITE_SETTINGS[key] : undefined
  return stored ? { label: SITE_SETTINGS_LABELS[stored.field], choices: stored.choices } : undefined
}

/** An optional text: an empty field arrives as undefined and is stored as ''. */
/** "What the picture shows" of a settings picture: optional, at most PICTURE_DESCRIPTION.max characters. */
function pictureDescription() {
  return z
    .string()
    .trim()
    .max(PICTURE_DESCRIPTION.max, { error: PICTURE_DESCRIPTION.tooLong })
    .optional()
    .transform((value) => value ?? '')
}

function optionalText(path: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `${path} must be at most ${max} characters` })
    .optional()
    .transform((value) => value ?? '')
}

/** An optional https address ('' when the field is empty); never javascript: or plain http. */
function optionalHttps(message: string = SETTINGS_MESSAGES.https) {
  return z
    .url({ protocol: /^https$/, error: message })
    .max(SETTINGS_LIMITS.url, { error: `An address can be at most ${SETTINGS_LIMITS.url} characters` })
    .optional()
    .transform((value) => value ?? '')
}

const postalCode = requiredText('postal code', 10)
  .transform((value) => value.toUpperCase().replace(/\s+/g, ''))
  .pipe(z.string().regex(/^[A-Z]\d[A-Z]\d[A-Z]\d$/, { error: SETTINGS_MESSAGES.postalCode }))
  .transform((value) => `${value.slice(0, 3)} ${value.slice(3)}`)

// Seven to fifteen digits (a local number to an international one), with the usual separators.
const phone = requiredText('phone', SETTINGS_LIMITS.phone).refine(
  (value) => /^\+?[\d\s().-]+$/.test(value) && /^(\D*\d){7,15}\D*$/.test(value),
  { error: SETTINGS_MESSAGES.phone },
)

/** The addresses of the alerts field (one per line, or separated by commas), or null if one is not an address. */
export function alertAddressList(text: string): string[] | null {
  const seen = new Set<string>()
  const addresses = text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .filter((a) => !seen.has(a.toLowerCase()) && seen.add(a.toLowerCase()))
  if (addresses.length > ALERT_ADDRESSES_MAX) return null
  return addresses.every((a) => a.length <= 254 && z.email().safeParse(a).success) ? addresses : null
}

/** Two-factor sign-in for admins, as the screen's radio buttons post it. */
export const ADMIN_TWO_FACTOR_CHOICES = ['required', 'optional'] as const

/** The settings' texts visitors read that have a Punjabi, Hindi and Urdu version (decision 035): the office hours and the payment instructions. */
export const TRANSLATED_SETTINGS = [
  { name: 'officeHours', column: 'officeHours' },
  { name: 'qrInstructions', column: 'qrInstructions' },
] as const

/** A text's fields in the other languages ('officeHours__ur'), with the English one's rule. */
function inEachLanguage<Name extends string, Rule extends z.ZodType>(name: Name, rule: Rule) {
  return Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [translationName(name, language), rule])) as Record<`${Name}__${TranslatedLanguage}`, Rule>
}

export const siteSettingsFormSchema = z
  .object({
    name: requiredText('organisation name', SETTINGS_LIMITS.name),
    charityNumber: optionalText('charity number', SETTINGS_LIMITS.charityNumber),
    addressLine1: requiredText('street address', SETTINGS_LIMITS.addressLine),
    addressLine2: optionalText('address line 2', SETTINGS_LIMITS.addressLine),
    city: requiredText('city', SETTINGS_LIMITS.city),
    province: z.enum(PROVINCE_CODES, { error: SETTINGS_MESSAGES.province }),
    postalCode,
    email: requiredEmail('email'),
    phone,
    officeHours: optionalText('office hours', SETTINGS_LIMITS.officeHours),
    ...inEachLanguage('officeHours', optionalText('office hours', SETTINGS_LIMITS.officeHours)),
    shareImage: imageFile().optional(),
    removeShareImage: removeImageFlag(),
    // what each picture shows, in each language (its media row's alt and alt_translations, decision 091)
    shareImageAlt: pictureDescription(),
    ...inEachLanguage('shareImageAlt', pictureDescription()),
    social: z
      .object({
        facebook: optionalHttps(),
        instagram: optionalHttps(),
        youtube: optionalHttps(),
        linkedin: optionalHttps(),
        x: optionalHttps(),
        whatsapp: optionalHttps(),
      } satisfies Record<(typeof SOCIAL_NETWORKS)[number], unknown>)
      .optional()
      .transform((value) => value ?? { facebook: '', instagram: '', youtube: '', linkedin: '', x: '', whatsapp: '' }),
    cardPaymentUrl: optionalHttps(),
    qrMode: z.enum(QR_MODES, { error: SETTINGS_MESSAGES.qrMode }),
    qrText: optionalText('QR code text', SETTINGS_LIMITS.qrText),
    qrImage: imageFile().optional(),
    qrImageAlt: pictureDescription(),
    ...inEachLanguage('qrImageAlt', pictureDescription()),
    qrInstructions: optionalText('payment instructions', SETTINGS_LIMITS.qrInstructions),
    ...inEachLanguage('qrInstructions', optionalText('payment instructions', SETTINGS_LIMITS.qrInstructions)),
    quickExitUrl: z
      .url({ protocol: /^https$/, error: SETTINGS_MESSAGES.https })
      .max(SETTINGS_LIMITS.url, { error: `An address can be at most ${SETTINGS_LIMITS.url} characters` }),
    contactRetentionMonths: numberInRange(SETTINGS_LIMITS.retentionMin, SETTINGS_LIMITS.retentionMax, SETTINGS_MESSAGES.retention),
    auditRetentionMonths: numberInRange(SETTINGS_LIMITS.auditRetentionMin, SETTINGS_LIMITS.auditRetentionMax, SETTINGS_MESSAGES.auditRetention),
    registrationRetentionDays: numberInRange(SETTINGS_LIMITS.registrationRetentionMin, SETTINGS_LIMITS.registrationRetentionMax, SETTINGS_MESSAGES.registrationRetention),
    trashRetentionDays: numberInRange(SETTINGS_LIMITS.trashRetentionMin, SETTINGS_LIMITS.trashRetentionMax, SETTINGS_MESSAGES.trashRetention),
    alertAddresses: z
      .string()
      .max(3000, { error: SETTINGS_MESSAGES.alertAddresses })
      .optional()
      .transform((value) => value ?? '')
      .refine((value) => alertAddressList(value) !== null, { error: SETTINGS_MESSAGES.alertAddresses }),
    alertContents: z.enum(ALERT_CONTENTS, { error: SETTINGS_MESSAGES.alertContents }),
    adminTwoFactor: z.enum(ADMIN_TWO_FACTOR_CHOICES, { error: SETTINGS_MESSAGES.adminTwoFactor }),
    /** What each group of fields held when the form was shown (see settings save.server.ts). */
    baseline: z.string().max(500).optional(),
  })
  .superRefine((value, ctx) => {
    // the code drawn from text needs the text (a picture's presence is checked by the server,
    // which knows whether one is stored already)
    if (value.qrMode === 'text' && !value.qrText) ctx.addIssue({ code: 'custom', path: ['qrText'], message: SETTINGS_MESSAGES.qrText })
  })

export type SiteSettingsForm = z.output<typeof siteSettingsFormSchema>

// ---------------------------------------------------------------- the Android app

export const APP_SOURCES = ['upload', 'external', 'none'] as const
export type AppSource = (typeof APP_SOURCES)[number]

/** How people get the app, as the form's choices say it. */
export const APP_SOURCE_LABELS: Record<AppSource, string> = {
  upload: 'Upload the APK file to this site',
  external: 'Link to the app on another site',
  none: 'Offer no app (the page says it is coming soon)',
}

/** The Android app's stored settings ('app.versionName') as the form names them. */
export const APP_SETTINGS_LABELS = {
  source: 'How people get the app',
  url: 'App download address',
  fileId: 'APK file',
  versionName: 'Version',
  minAndroidVersion: 'Minimum Android version',
  releaseNotes: 'Release notes',
} as const

/** The chosen APK, as the browser sees it: only its size can be judged before it is sent. */
function apkFile() {
  return z
    .instanceof(File, { error: SETTINGS_MESSAGES.notAnApk })
    .refine((file) => file.size <= APK_MAX_BYTES, { error: SETTINGS_MESSAGES.apkTooLarge })
}

/**
 * The app form. `hasUploadedFile`: an APK is on the site already (or arrived with this post),
 * so "upload" may keep it and change only the version's details.
 */
export function appReleaseFormSchema({ hasUploadedFile }: { hasUploadedFile: boolean }) {
  return z
    .object({
      source: z.enum(APP_SOURCES, { error: SETTINGS_MESSAGES.appSource }),
      apk: apkFile().optional(),
      externalUrl: optionalHttps(SETTINGS_MESSAGES.externalUrl),
      versionName: optionalText('version', SETTINGS_LIMITS.versionName),
      releaseNotes: optionalText('release notes', SETTINGS_LIMITS.releaseNotes),
      minAndroidVersion: optionalText('minimum Android version', 8).refine((value) => ANDROID_VERSION_PATTERN.test(value), {
        error: SETTINGS_MESSAGES.minAndroidVersion,
      }),
    })
    .superRefine((value, ctx) => {
      if (value.source === 'none') return
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
      if (!value.versionName) issue('versionName', SETTINGS_MESSAGES.versionRequired)
      else if (!APP_VERSION_PATTERN.test(value.versionName)) issue('versionName', SETTINGS_MESSAGES.versionName)
      if (!value.releaseNotes) issue('releaseNotes', SETTINGS_MESSAGES.releaseNotes)
      if (value.source === 'external' && !value.externalUrl) issue('externalUrl', SETTINGS_MESSAGES.externalUrl)
      const chosen = value.apk instanceof File && value.apk.size > 0
      if (value.source === 'upload' && !chosen && !hasUploadedFile) issue('apk', SETTINGS_MESSAGES.apkMissing)
    })
}

export type AppReleaseForm = z.output<ReturnType<typeof appReleaseFormSchema>>
