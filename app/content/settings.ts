// Site settings that staff can change, stored as JSON in site_settings and validated here.
// Browser-safe: the footer, the contact page and the Site settings screen all read these.
import { z } from 'zod'
import { DEFAULT_QUICK_EXIT_URL } from './quick-exit'
import { asTranslations } from './translations'

/** Keys of the site_settings rows. */
export const SETTING_KEYS = {
  organisation: 'organisation',
  /** How donations are paid: the card page's address and the QR details (PaymentSettings). */
  payments: 'payments',
  /** Where the quick-exit button leads (QuickExitSettings). */
  quickExit: 'quick_exit',
  /** The Android app's release: an uploaded APK or an external address. */
  app: 'app',
  /** How long personal data is kept (PrivacySettings). */
  privacy: 'privacy',
  /** Who is told of a new contact message, and what the alert says (AlertSettings). */
  alerts: 'alerts',
  /** Whether admins must use two-factor sign-in (TwoFactorSettings). */
  twoFactor: 'two_factor',
  /** What donation receipts carry: place of issue, who signs (ReceiptSettings, app/content/receipts.ts). */
  receipts: 'receipts',
  /** Written once by the demo seed so that deleting every demo item does not bring them back. */
  demoContentSeeded: 'demo_content_seeded',
} as const

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'linkedin', 'x', 'whatsapp'] as const

const text = (max: number) => z.string().trim().min(1).max(max)

/** A setting's texts in Punjabi, Hindi and Urdu (decision 035), read as leniently as an item's: anything odd is left out. */
const translations = z
  .unknown()
  .optional()
  .transform((value) => asTranslations(value))

export const organisationSettingsSchema = z.object({
  name: text(200),
  charityNumber: z.string().trim().max(40),
  address: z.object({
    line1: text(200),
    line2: z.string().trim().max(200).default(''),
    city: text(100),
    province: text(50),
    // Canadian postal code, e.g. T5J 3L8
    postalCode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]\d[A-Z] ?\d[A-Z]\d$/, 'Enter a postal code such as T5J 3L8'),
    country: text(100).default('Canada'),
  }),
  email: z.email(),
  phone: text(40),
  officeHours: z.string().trim().max(200).default(''),
  socialLinks: z
    .array(
      z.object({
        network: z.enum(SOCIAL_NETWORKS),
        label: text(60),
        url: z.url({ protocol: /^https$/ }),
      }),
    )
    .max(SOCIAL_NETWORKS.length)
    .default([]),
  /** The picture link previews show for pages without one of their own; null: the logo card. */
  shareImageId: z.number().int().positive().nullable().default(null),
  /** The office hours in the other languages ({ ur: { officeHours } }). */
  translations,
})

export type OrganisationSettings = z.infer<typeof organisationSettingsSchema>

/** What the site shows until staff save their own details (fictional address and 555 numbers). */
export const DEFAULT_ORGANISATION: OrganisationSettings = {
  name: 'Sahara Mental Health Society',
  charityNumber: '79238 1865 RR0001',
  address: {
    line1: '10010 106 Street NW, Suite 204',
    line2: '',
    city: 'Edmonton',
    province: 'AB',
    postalCode: 'T5J 3L8',
    country: 'Canada',
  },
  email: 'info@example.org',
  phone: '780-555-0142',
  officeHours: 'Monday to Friday, 9 a.m. to 5 p.m.',
  // first translations, to be reviewed by a native speaker (docs/translations.md)
  translations: {
    pa: { officeHours: 'ਸੋਮਵਾਰ ਤੋਂ ਸ਼ੁੱਕਰਵਾਰ, ਸਵੇਰੇ 9 ਵਜੇ ਤੋਂ ਸ਼ਾਮ 5 ਵਜੇ ਤੱਕ' },
    hi: { officeHours: 'सोमवार से शुक्रवार, सुबह 9 बजे से शाम 5 बजे तक' },
    ur: { officeHours: 'پیر سے جمعہ، صبح 9 بجے سے شام 5 بجے تک' },
  },
  socialLinks: [
    { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/saharamentalhealth.example' },
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/saharamentalhealth.example' },
    { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@saharamentalhealth.example' },
  ],
  shareImageId: null,
}

/** The address as lines for display, e.g. ['10010 106 Street NW, Suite 204', 'Edmonton, AB T5J 3L8']. */
export function addressLines(address: OrganisationSettings['address']): string[] {
  return [address.line1, address.line2, `${address.city}, ${address.province} ${address.postalCode}`].filter(
    (line) => line.trim() !== '',
  )
}

/** A tel: link for a North American number as staff type it ('780-555-0142' -> 'tel:+17805550142'). */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return digits.length === 10 ? `tel:+1${digits}` : `tel:${phone.startsWith('+') ? '+' : ''}${digits}`
}

// ---------------------------------------------------------------- donations

/** An https address, or '' for none. */
const optionalHttpsUrl = z.union([z.literal(''), z.url({ protocol: /^https$/, message: 'Enter an address that starts with https://' })])

export const QR_MODES = ['text', 'image'] as const

export const paymentSettingsSchema = z.object({
  /** The external card payment page a card donation is sent to; '' when there is none. */
  cardPaymentUrl: optionalHttpsUrl.default(''),
  /** 'text': the site draws the QR code from qrText; 'image': staff uploaded a QR picture. */
  qrMode: z.enum(QR_MODES).default('text'),
  /** What the QR code holds (an e-Transfer address or a payment link), also shown as text. */
  qrText: z.string().trim().max(500).default(''),
  /** The uploaded QR picture (a media row) when qrMode is 'image'. */
  qrImageId: z.number().int().positive().nullable().default(null),
  /** How to finish paying once the code is scanned, shown beside it. */
  qrInstructions: z.string().trim().max(1000).default(''),
  /** The instructions in the other languages ({ ur: { qrInstructions } }). */
  translations,
})

export type PaymentSettings = z.infer<typeof paymentSettingsSchema>

/** No card page until staff give one (the spec does not show its address); QR by e-Transfer. */
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  cardPaymentUrl: '',
  qrMode: 'text',
  qrText: 'donate@example.org',
  qrImageId: null,
  qrInstructions:
    'Scan the code with your banking app, or send an Interac e-Transfer to donate@example.org. Put your name in the message so that we can send your receipt.',
  translations: {
    pa: { qrInstructions: 'ਆਪਣੀ ਬੈਂਕਿੰਗ ਐਪ ਨਾਲ ਕੋਡ ਸਕੈਨ ਕਰੋ, ਜਾਂ donate@example.org ਨੂੰ Interac e-Transfer ਭੇਜੋ। ਸੁਨੇਹੇ ਵਿੱਚ ਆਪਣਾ ਨਾਮ ਲਿਖੋ ਤਾਂ ਜੋ ਅਸੀਂ ਤੁਹਾਨੂੰ ਤੁਹਾਡੀ ਰਸੀਦ ਭੇਜ ਸਕੀਏ।' },
    hi: { qrInstructions: 'अपने बैंकिंग ऐप से कोड स्कैन करें, या donate@example.org पर Interac e-Transfer भेजें। संदेश में अपना नाम लिखें ताकि हम आपको आपकी रसीद भेज सकें।' },
    ur: { qrInstructions: 'اپنی بینکنگ ایپ سے کوڈ اسکین کریں، یا donate@example.org پر Interac e-Transfer بھیجیں۔ پیغام میں اپنا نام لکھیں تاکہ ہم آپ کو آپ کی رسید بھیج سکیں۔' },
  },
}

// ---------------------------------------------------------------- quick exit


export const quickExitSettingsSchema = z.object({
  /** Somewhere ordinary-looking (the weather); https only. */
  url: z.url({ protocol: /^https$/, message: 'Enter an address that starts with https://' }).default(DEFAULT_QUICK_EXIT_URL),
})

export type QuickExitSettings = z.infer<typeof quickExitSettingsSchema>

// ---------------------------------------------------------------- privacy

export const privacySettingsSchema = z.object({
  /** Contact messages older than this are deleted by the daily job. */
  // at most 24: the privacy policy promises no longer
  contactRetentionMonths: z.coerce.number().int().min(1).max(24).default(24),
  /** Activity log entries older than this are deleted by housekeeping (decision 027). */
  auditRetentionMonths: z.coerce.number().int().min(6).max(120).default(24),
  /** Event registrations are deleted this many days after their event (issue 38, housekeeping). */
  registrationRetentionDays: z.coerce.number().int().min(1).max(730).default(90),
  /** Deleted posts, events, team members, testimonials, albums and pictures wait in the Trash this many days, then go for ever (issue 41, housekeeping). */
  trashRetentionDays: z.coerce.number().int().min(1).max(365).default(30),
})

export type PrivacySettings = z.infer<typeof privacySettingsSchema>

export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = { contactRetentionMonths: 24, auditRetentionMonths: 24, registrationRetentionDays: 90, trashRetentionDays: 30 }

// ---------------------------------------------------------------- alerts

export const ALERT_ADDRESSES_MAX = 10
export const ALERT_CONTENTS = ['notice', 'full'] as const

export const alertSettingsSchema = z.object({
  /** who is told of a new contact message; none listed: every admin */
  addresses: z.array(z.email()).max(ALERT_ADDRESSES_MAX),
  /** 'notice': that a message arrived, with a link (the default: staff read mail on phones, and
   * the people who write are vulnerable); 'full': the sender's name, the subject and the message too */
  contents: z.enum(ALERT_CONTENTS),
})

export type AlertSettings = z.infer<typeof alertSettingsSchema>

export const DEFAULT_ALERT_SETTINGS: AlertSettings = { addresses: [], contents: 'notice' }

// ---------------------------------------------------------------- two-factor sign-in

export const twoFactorSettingsSchema = z.object({
  /** Admins without two-factor sign-in are sent to set it up after their password, and kept out of the back office until they have. */
  requiredForAdmins: z.boolean(),
})

export type TwoFactorSettings = z.infer<typeof twoFactorSettingsSchema>

/** A new site requires it; a site that had admins before it existed starts without (drizzle/0009). */
export const DEFAULT_TWO_FACTOR_SETTINGS: TwoFactorSettings = { requiredForAdmins: true }

// ---------------------------------------------------------------- the Android app

/** The largest APK staff can upload (decimal megabytes, as phones show file sizes). */
export const APK_MAX_BYTES = 200 * 1000 * 1000

export const APK_CONTENT_TYPE = 'application/vnd.android.package-archive'

/** A version as Android apps name them (1.4.2, 2.0-beta): it becomes part of the download's file name. */
export const APP_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._+-]*$/

/** An Android release number (8.0, 10, 12.1); empty when staff give none. */
export const ANDROID_VERSION_PATTERN = /^(\d{1,2}(\.\d{1,2}){0,2})?$/

const appDetails = {
  versionName: z.string().trim().min(1).max(40).regex(APP_VERSION_PATTERN),
  releaseNotes: z.string().trim().max(2000).default(''),
  minAndroidVersion: z.string().trim().max(8).regex(ANDROID_VERSION_PATTERN).default(''),
}

/**
 * How the app is offered (site_settings key 'app'): an APK uploaded to this site (its bytes in
 * stored_files, by id) or an https address elsewhere. No row: the page says "coming soon".
 */
export const appReleaseSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('upload'), fileId: z.number().int().positive(), ...appDetails }),
  z.object({ source: z.literal('external'), url: z.url({ protocol: /^https$/ }).max(2000), ...appDetails }),
])

export type AppReleaseSettings = z.infer<typeof appReleaseSchema>
