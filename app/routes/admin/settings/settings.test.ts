// Site settings through the screen's own loader and actions, posted as a browser without
// JavaScript (or a hand-made request) would: only admins get in; every bad value is refused
// with its message and nothing is saved; a good save shows on the public pages at once; the
// QR picture is kept while it is used; the APK is stored byte for byte, refused when it is not
// an app or too large, and served back with the right headers.
import { createHash } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../../../database/db.server'
import { media, siteSettings, storedFileChunks, storedFiles } from '../../../../database/schema'
import { useTestDatabase } from '../../../../database/test-database'
import { fakeApk, plainZip } from '../../../../tests/support/zip'
import { DEFAULT_ORGANISATION, DEFAULT_PAYMENT_SETTINGS, SETTING_KEYS } from '~/content/settings'
import { SETTINGS_MESSAGES } from '~/content/settings-form'
import { deleteMediaIfUnused, getMediaById } from '~/models/media.server'
import {
  getAppRelease,
  getAlertSettings,
  getOrganisation,
  getPaymentSettings,
  getPrivacySettings,
  getTwoFactorSettings,
  getQuickExitUrl,
  saveAppRelease,
} from '~/models/settings.server'
import { OPERATOR } from '~/models/audit.server'
import { createUser } from '~/models/user.server'
import { IMAGE_MESSAGES } from '~/content/fields'
import { startSession } from '~/auth/session.server'
import { loader as downloadLoader } from '../../resources/app-download'
import { loader as getTheAppLoader } from '../../site/get-the-app'
import { meta as aboutMeta } from '../../site/about'
import { loader as layoutLoader } from '../../site/layout'
import { qrPayment } from '../../site/donation-payment.server'
import { adminCookie, call, pngFile } from '../../../../tests/support/admin-test-helpers'
import { action as appAction, loader as appLoader } from './app-release'
import { action as uploadAction, loader as uploadLoader } from './app-upload'
import { action, loader } from './settings'

useTestDatabase()

const pageRequest = (path: string) => ({ request: new Request(`http://localhost${path}`) }) as Parameters<typeof layoutLoader>[0]

let cookie = ''
let memberCookie = ''
beforeAll(async () => {
  cookie = await adminCookie()
  const member = await createUser({ email: 'member-settings@example.org', password: 'member test password', roles: [] })
  memberCookie = (await startSession(new Request('http://localhost/login'), member.id, false)).split(';')[0]
})

/** The screen's fields as the loader fills them in, as strings a browser posts. */
const VALID: Record<string, string> = {
  name: 'Sahara Mental Health Society',
  charityNumber: '79238 1865 RR0001',
  addressLine1: '10010 106 Street NW, Suite 204',
  addressLine2: '',
  city: 'Edmonton',
  province: 'AB',
  postalCode: 'T5J 3L8',
  email: 'info@example.org',
  phone: '780-555-0142',
  officeHours: 'Monday to Friday, 9 a.m. to 5 p.m.',
  'social.facebook': 'https://www.facebook.com/saharamentalhealth.example',
  'social.instagram': '',
  'social.youtube': '',
  'social.linkedin': '',
  'social.x': '',
  'social.whatsapp': '',
  cardPaymentUrl: '',
  qrMode: 'text',
  qrText: 'donate@example.org',
  qrInstructions: 'Send an Interac e-Transfer.',
  quickExitUrl: 'https://weather.gc.ca/city/pages/ab-50_metric_html',
  contactRetentionMonths: '24',
  auditRetentionMonths: '24',
  registrationRetentionDays: '90',
  trashRetentionDays: '30',
  alertAddresses: '',
  alertContents: 'notice',
  adminTwoFactor: 'required',
}

function settingsForm(fields: Record<string, string>, qrImage?: File) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  body.set('qrImage', qrImage ?? new File([], '', { type: 'application/octet-stream' }))
  return body
}

function appForm(fields: Record<string, string>, apk?: File) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  body.set('apk', apk ?? new File([], '', { type: 'application/octet-stream' }))
  return body
}

const APP = { source: 'upload', externalUrl: '', versionName: '1.4.2', releaseNotes: 'A calmer home screen.', minAndroidVersion: '8.0' }
const apkFile = (bytes: Uint8Array, name = 'wellness-release.apk') => new File([new Uint8Array(bytes)], name, { type: 'application/vnd.android.package-archive' })
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

async function settingRows() {
  return db().select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings).orderBy(siteSettings.key)
}

async function fileCounts() {
  const [files] = await db().select({ n: count() }).from(storedFiles)
  const [chunks] = await db().select({ n: count() }).from(storedFileChunks)
  return { files: files.n, chunks: chunks.n }
}

async function download(headers: Record<string, string> = {}) {
  const request = new Request('http://localhost/gettheapp/download', { headers })
  try {
    return await downloadLoader({ request, params: {}, context: {} } as never)
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

describe('who may use Site settings', () => {
  it('sends visitors to the login page and refuses members, for both screens, their forms and the upload endpoint', async () => {
    for (const [handler, url, body] of [
      [loader, '/admin/settings', undefined],
      [action, '/admin/settings', settingsForm(VALID)],
      [appLoader, '/admin/settings/app', undefined],
      [appAction, '/admin/settings/app', appForm(APP, apkFile(fakeApk()))],
      [uploadAction, '/admin/settings/app/upload', appForm(APP, apkFile(fakeApk()))],
      [uploadLoader, '/admin/settings/app/upload', undefined],
    ] as const) {
      const anonymous = await call(handler, url, { cookie: '', body })
      expect(anonymous.status).toBe(302)
      expect(anonymous.location).toMatch(/^\/login\?redirectTo=/)
      expect((await call(handler, url, { cookie: memberCookie, body })).status).toBe(403)
    }
    expect(await settingRows()).toEqual([])
    expect(await fileCounts()).toEqual({ files: 0, chunks: 0 })
  })
})

describe('the site\'s details', () => {
  it('shows the current settings (the defaults until staff save their own)', async () => {
    const outcome = await call(loader, '/admin/settings', { cookie })
    expect(outcome.data.site.defaults).toMatchObject({
      name: DEFAULT_ORGANISATION.name,
      phone: DEFAULT_ORGANISATION.phone,
      postalCode: 'T5J 3L8',
      qrMode: 'text',
      qrText: DEFAULT_PAYMENT_SETTINGS.qrText,
      quickExitUrl: 'https://weather.gc.ca/city/pages/ab-50_metric_html',
      contactRetentionMonths: '24',
      auditRetentionMonths: '24',
      registrationRetentionDays: '90',
      trashRetentionDays: '30',
    })
    expect(outcome.data.site.defaults.social.facebook).toBe('https://www.facebook.com/saharamentalhealth.example')
    // the app has its own screen, with its own form and Save (decision 028)
    expect(outcome.data.app).toBeUndefined()
    expect((await call(appLoader, '/admin/settings/app', { cookie })).data).toEqual({
      current: null,
      defaults: { source: 'upload', externalUrl: '', versionName: '', releaseNotes: '', minAndroidVersion: '' },
    })
  })

  it.each([
    ['cardPaymentUrl', 'http://pay.example.org/sahara', SETTINGS_MESSAGES.https],
    ['cardPaymentUrl', 'javascript:alert(1)', SETTINGS_MESSAGES.https],
    ['email', 'info at example', 'email must be a valid email'],
    ['postalCode', '90210', SETTINGS_MESSAGES.postalCode],
    ['contactRetentionMonths', '0', SETTINGS_MESSAGES.retention],
    ['contactRetentionMonths', '25', SETTINGS_MESSAGES.retention],
    ['contactRetentionMonths', '', SETTINGS_MESSAGES.retention],
    ['auditRetentionMonths', '5', SETTINGS_MESSAGES.auditRetention],
    ['auditRetentionMonths', '121', SETTINGS_MESSAGES.auditRetention],
    ['auditRetentionMonths', '', SETTINGS_MESSAGES.auditRetention],
    ['registrationRetentionDays', '0', SETTINGS_MESSAGES.registrationRetention],
    ['registrationRetentionDays', '731', SETTINGS_MESSAGES.registrationRetention],
    ['trashRetentionDays', '0', SETTINGS_MESSAGES.trashRetention],
    ['trashRetentionDays', '366', SETTINGS_MESSAGES.trashRetention],
    ['quickExitUrl', 'http://weather.gc.ca', SETTINGS_MESSAGES.https],
    ['quickExitUrl', '', SETTINGS_MESSAGES.https],
    ['social.instagram', 'instagram.com/sahara', SETTINGS_MESSAGES.https],
    ['phone', 'call us', SETTINGS_MESSAGES.phone],
    ['phone', '', 'phone is a required field'],
    ['name', '   ', 'organisation name is a required field'],
    ['province', 'Atlantis', SETTINGS_MESSAGES.province],
    ['qrText', '', SETTINGS_MESSAGES.qrText],
    ['alertAddresses', 'staff@example.org\nnot an address', SETTINGS_MESSAGES.alertAddresses],
    ['alertAddresses', Array.from({ length: 11 }, (_, i) => `staff${i}@example.org`).join('\n'), SETTINGS_MESSAGES.alertAddresses],
    ['alertContents', 'everything', SETTINGS_MESSAGES.alertContents],
    ['adminTwoFactor', 'sometimes', SETTINGS_MESSAGES.adminTwoFactor],
  ])('refuses %s = %j with "%s" beside it (400), keeps what was typed and saves nothing', async (name, value, message) => {
    const before = await settingRows()
    const outcome = await call(action, '/admin/settings', { cookie, body: settingsForm({ ...VALID, phone: '780-555-0199', [name]: value }) })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({ [name]: [message] })
    expect(outcome.data.initialValue.city).toBe('Edmonton')
    if (name !== 'phone') expect(outcome.data.initialValue.phone).toBe('780-555-0199')
    expect(await settingRows()).toEqual(before)
  })

  it('saves everything at once, says so, and the public pages show it on the next request', async () => {
    const outcome = await call(action, '/admin/settings', {
      cookie,
      body: settingsForm({
        ...VALID,
        name: 'Sahara Wellness Society',
        addressLine1: '9820 34 Avenue NW',
        addressLine2: 'Unit 3',
        postalCode: 't6e 5r2',
        email: 'hello@sahara.example.org',
        phone: '(780) 555-0177',
        'social.facebook': '',
        'social.youtube': 'https://www.youtube.com/@sahara.example',
        cardPaymentUrl: 'https://pay.example.org/sahara',
        qrText: 'etransfer@sahara.example.org',
        qrInstructions: 'Put your name in the message.',
        quickExitUrl: 'https://www.theweathernetwork.com/ca',
        contactRetentionMonths: '12',
        auditRetentionMonths: '36',
        registrationRetentionDays: '30',
        trashRetentionDays: '14',
        alertAddresses: 'Director@Example.org\r\n  counsellor@example.org, director@example.org',
        alertContents: 'full',
      }),
    })
    expect(outcome.status).toBe(302)
    expect(outcome.location).toBe('/admin/settings')
    expect(outcome.flash).toEqual({ type: 'success', message: 'Settings saved.' })

    const organisation = await getOrganisation()
    expect(organisation).toMatchObject({ name: 'Sahara Wellness Society', email: 'hello@sahara.example.org', phone: '(780) 555-0177' })
    expect(organisation.address).toMatchObject({ line1: '9820 34 Avenue NW', line2: 'Unit 3', postalCode: 'T6E 5R2' })
    expect(organisation.socialLinks).toEqual([{ network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@sahara.example' }])
    expect(await getAlertSettings()).toEqual({ addresses: ['Director@Example.org', 'counsellor@example.org'], contents: 'full' })
    expect(await getPaymentSettings()).toEqual({
      cardPaymentUrl: 'https://pay.example.org/sahara',
      qrMode: 'text',
      qrText: 'etransfer@sahara.example.org',
      qrImageId: null,
      qrInstructions: 'Put your name in the message.',
      translations: {},
    })
    expect(await getQuickExitUrl()).toBe('https://www.theweathernetwork.com/ca')
    expect(await getPrivacySettings()).toEqual({ contactRetentionMonths: 12, auditRetentionMonths: 36, registrationRetentionDays: 30, trashRetentionDays: 14 })

    // the frame of every public page (footer, contact page details, quick exit)
    const page = await layoutLoader(pageRequest('/'))
    expect(page.name).toBe('Sahara Wellness Society')
    expect(page.footer).toMatchObject({
      phone: '(780) 555-0177',
      phoneHref: 'tel:+17805550177',
      email: 'hello@sahara.example.org',
      addressLines: ['9820 34 Avenue NW', 'Unit 3', 'Edmonton, AB T6E 5R2'],
      socialLinks: [{ label: 'YouTube', url: 'https://www.youtube.com/@sahara.example' }],
    })
    expect(page.quickExitUrl).toBe('https://www.theweathernetwork.com/ca')

    // and the screen shows what was saved
    const screen = await call(loader, '/admin/settings', { cookie })
    expect(screen.data.site.defaults).toMatchObject({ phone: '(780) 555-0177', postalCode: 'T6E 5R2', contactRetentionMonths: '12' })
  })

  it('keeps the office hours and payment instructions in each language; a page in a language shows its own, or the English marked (issue 16 item 8)', async () => {
    const outcome = await call(action, '/admin/settings', {
      cookie,
      body: settingsForm({
        ...VALID,
        officeHours: 'Monday to Friday, 9 to 5',
        officeHours__ur: 'پیر سے جمعہ، 9 سے 5',
        officeHours__pa: '   ',
        qrText: 'etransfer@sahara.example.org',
        qrInstructions: 'Put your name in the message.',
        qrInstructions__hi: 'संदेश में अपना नाम लिखें।',
      }),
    })
    expect(outcome.status).toBe(302)
    expect((await getOrganisation()).translations).toEqual({ ur: { officeHours: 'پیر سے جمعہ، 9 سے 5' } })
    expect((await getPaymentSettings()).translations).toEqual({ hi: { qrInstructions: 'संदेश में अपना नाम लिखें।' } })

    expect((await layoutLoader(pageRequest('/ur'))).footer).toMatchObject({ officeHours: 'پیر سے جمعہ، 9 سے 5' })
    expect((await layoutLoader(pageRequest('/ur'))).footer.inEnglish).toBeUndefined()
    expect((await layoutLoader(pageRequest('/pa'))).footer).toMatchObject({ officeHours: 'Monday to Friday, 9 to 5', inEnglish: ['officeHours'] })
    expect((await layoutLoader(pageRequest('/'))).footer.officeHours).toBe('Monday to Friday, 9 to 5')
    const hindi = await qrPayment(await getPaymentSettings(), 'hi')
    expect(hindi).toMatchObject({ instructions: 'संदेश में अपना नाम लिखें।' })
    expect(await qrPayment(await getPaymentSettings(), 'ur')).toMatchObject({ instructions: 'Put your name in the message.', inEnglish: ['instructions'] })

    // the screen shows them again in their fields
    const screen = await call(loader, '/admin/settings', { cookie })
    expect(screen.data.site.defaults).toMatchObject({ officeHours__ur: 'پیر سے جمعہ، 9 سے 5', officeHours__pa: '', qrInstructions__hi: 'संदेश में अपना नाम लिखें।' })

    // too long in Urdu: refused beside its field, nothing saved
    const refused = await call(action, '/admin/settings', { cookie, body: settingsForm({ ...VALID, officeHours__ur: 'ا'.repeat(201) }) })
    expect(refused.status).toBe(400)
    expect(Object.keys(refused.fieldErrors)).toEqual(['officeHours__ur'])
    expect((await getOrganisation()).translations).toEqual({ ur: { officeHours: 'پیر سے جمعہ، 9 سے 5' } })
  })

  it('requires two-factor sign-in of admins on a new site, shows it, and saves the choice', async () => {
    await db().delete(siteSettings).where(eq(siteSettings.key, SETTING_KEYS.twoFactor))
    expect(await getTwoFactorSettings()).toEqual({ requiredForAdmins: true })
    const screen = await call(loader, '/admin/settings', { cookie })
    expect(screen.data.site.defaults.adminTwoFactor).toBe('required')
    const saved = await call(action, '/admin/settings', { cookie, body: settingsForm({ ...VALID, baseline: screen.data.site.baseline, adminTwoFactor: 'optional' }) })
    expect(saved.status).toBe(302)
    expect(await getTwoFactorSettings()).toEqual({ requiredForAdmins: false })
    const back = await call(action, '/admin/settings', { cookie, body: settingsForm({ ...VALID, adminTwoFactor: 'required' }) })
    expect(back.status).toBe(302)
    expect(await getTwoFactorSettings()).toEqual({ requiredForAdmins: true })
  })

  it('saves only the parts that were changed, so that two admins saving different parts do not undo each other', async () => {
    // two admins open the screen
    const shown = (await call(loader, '/admin/settings', { cookie })).data.site
    const fields = (values: typeof shown.defaults, extra: Record<string, string>) => {
      const { social, ...rest } = values
      const flat: Record<string, string> = { ...rest, baseline: shown.baseline }
      for (const [network, url] of Object.entries(social as Record<string, string>)) flat[`social.${network}`] = url
      return { ...flat, ...extra }
    }
    // one sets the card payment page
    const first = await call(action, '/admin/settings', { cookie, body: settingsForm(fields(shown.defaults, { cardPaymentUrl: 'https://pay.example.org/give' })) })
    expect(first.status).toBe(302)
    // the other, with the page as it was, changes the office hours only
    const second = await call(action, '/admin/settings', { cookie, body: settingsForm(fields(shown.defaults, { officeHours: 'Weekdays, 10 a.m. to 4 p.m.' })) })
    expect(second.status).toBe(302)
    expect((await getOrganisation()).officeHours).toBe('Weekdays, 10 a.m. to 4 p.m.')
    expect((await getPaymentSettings()).cardPaymentUrl).toBe('https://pay.example.org/give')
  })

  it('a 400 when the form is not a form, never a 500', async () => {
    const request = new Request('http://localhost/admin/settings', { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body: '{"phone":"1"}' })
    const outcome = await action({ request, params: {}, context: {} } as never)
    expect((outcome as { init: { status: number } }).init.status).toBe(400)
  })
})

describe('the QR code picture', () => {
  const imageForm = (extra: Record<string, string> = {}) => ({ ...VALID, qrMode: 'image', qrText: '', ...extra })

  it('is refused when the code is to be a picture and none is given, and nothing is saved', async () => {
    const before = await settingRows()
    const outcome = await call(action, '/admin/settings', { cookie, body: settingsForm(imageForm()) })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({ qrImage: [SETTINGS_MESSAGES.qrImage] })
    expect(await settingRows()).toEqual(before)
  })

  it('refuses a file that is not a picture, with the message beside the field', async () => {
    const before = await settingRows()
    const [pictures] = await db().select({ n: count() }).from(media)
    const text = new File([new TextEncoder().encode('not a picture')], 'qr.png', { type: 'image/png' })
    const outcome = await call(action, '/admin/settings', { cookie, body: settingsForm(imageForm(), text) })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({ qrImage: [IMAGE_MESSAGES.notAnImage] })
    expect(await settingRows()).toEqual(before)
    expect((await db().select({ n: count() }).from(media))[0].n).toBe(pictures.n)
  })

  it('is stored, kept while the settings use it, replaced, and deleted once the code is drawn from text again', async () => {
    const first = await call(action, '/admin/settings', { cookie, body: settingsForm(imageForm(), await pngFile('#123456', 'qr.png')) })
    expect(first.status).toBe(302)
    const firstId = (await getPaymentSettings()).qrImageId
    expect(firstId).toEqual(expect.any(Number))
    expect((await call(loader, '/admin/settings', { cookie })).data.site.qrImage).toMatchObject({ id: firstId })
    // nothing in the content tables uses it, but the settings do
    expect(await deleteMediaIfUnused(firstId!)).toBe(false)
    expect(await getMediaById(firstId!)).not.toBeNull()

    // saved again without a new file: the same picture
    await call(action, '/admin/settings', { cookie, body: settingsForm(imageForm({ qrInstructions: 'Scan it.' })) })
    expect(await getPaymentSettings()).toMatchObject({ qrMode: 'image', qrImageId: firstId, qrInstructions: 'Scan it.' })

    // a new picture replaces it, and the old one is deleted
    await call(action, '/admin/settings', { cookie, body: settingsForm(imageForm(), await pngFile('#654321', 'qr2.png')) })
    const secondId = (await getPaymentSettings()).qrImageId
    expect(secondId).not.toBe(firstId)
    expect(await getMediaById(firstId!)).toBeNull()
    expect(await getMediaById(secondId!)).not.toBeNull()

    // drawn from text: the picture is let go
    await call(action, '/admin/settings', { cookie, body: settingsForm({ ...VALID, qrMode: 'text', qrText: 'donate@example.org' }) })
    expect(await getPaymentSettings()).toMatchObject({ qrMode: 'text', qrImageId: null })
    expect(await getMediaById(secondId!)).toBeNull()
  })
})

describe('the picture for shared links', () => {
  const sharedForm = (picture?: File, extra: Record<string, string> = {}) => {
    const body = settingsForm({ ...VALID, ...extra })
    body.set('shareImage', picture ?? new File([], '', { type: 'application/octet-stream' }))
    return body
  }
  const aboutPreview = async () => {
    const layout = await layoutLoader(pageRequest('/'))
    const tags = aboutMeta({ matches: [undefined, { loaderData: layout }] } as unknown as Parameters<typeof aboutMeta>[0])
    return (tags.find((tag) => 'property' in tag && tag.property === 'og:image') as { content: string } | undefined)?.content
  }

  it('is the logo card until staff choose one', async () => {
    expect((await getOrganisation()).shareImageId).toBeNull()
    expect(await aboutPreview()).toBe('http://localhost:3000/share-card.png')
  })

  it('refuses a file that is not a picture beside the field, saving nothing', async () => {
    const before = await settingRows()
    const text = new File([new TextEncoder().encode('not a picture')], 'share.png', { type: 'image/png' })
    const outcome = await call(action, '/admin/settings', { cookie, body: sharedForm(text) })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({ shareImage: [IMAGE_MESSAGES.notAnImage] })
    expect(await settingRows()).toEqual(before)
  })

  it('is stored and shown in link previews, kept, replaced, and removed (the logo again), the old picture deleted each time', async () => {
    expect((await call(action, '/admin/settings', { cookie, body: sharedForm(await pngFile('#0f766e', 'share.png')) })).status).toBe(302)
    const firstId = (await getOrganisation()).shareImageId
    expect(firstId).toEqual(expect.any(Number))
    const first = (await getMediaById(firstId!))!
    expect((await call(loader, '/admin/settings', { cookie })).data.site.shareImage).toMatchObject({ id: firstId })
    expect(await aboutPreview()).toBe(`http://localhost:3000/media/share/${first.hash}.jpg`)
    expect(await deleteMediaIfUnused(firstId!)).toBe(false)

    // saved again without a file: kept
    await call(action, '/admin/settings', { cookie, body: sharedForm(undefined, { officeHours: 'Mondays only' }) })
    expect(await getOrganisation()).toMatchObject({ shareImageId: firstId, officeHours: 'Mondays only' })

    await call(action, '/admin/settings', { cookie, body: sharedForm(await pngFile('#a16207', 'share2.png')) })
    const secondId = (await getOrganisation()).shareImageId
    expect(secondId).not.toBe(firstId)
    expect(await getMediaById(firstId!)).toBeNull()

    await call(action, '/admin/settings', { cookie, body: sharedForm(undefined, { removeShareImage: 'on' }) })
    expect((await getOrganisation()).shareImageId).toBeNull()
    expect(await getMediaById(secondId!)).toBeNull()
    expect(await aboutPreview()).toBe('http://localhost:3000/share-card.png')
  })
})

describe('the Android app', () => {
  const postApp = (fields: Record<string, string>, apk?: File) => call(appAction, '/admin/settings/app', { cookie, body: appForm(fields, apk) })

  it('asks for the file, the version and the notes, and checks the address and the Android version', async () => {
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ ...APP }, { apk: [SETTINGS_MESSAGES.apkMissing] }],
      [{ ...APP, versionName: '', releaseNotes: '' }, { apk: [SETTINGS_MESSAGES.apkMissing], versionName: [SETTINGS_MESSAGES.versionRequired], releaseNotes: [SETTINGS_MESSAGES.releaseNotes] }],
      [{ ...APP, source: 'external', versionName: 'one two' }, { externalUrl: [SETTINGS_MESSAGES.externalUrl], versionName: [SETTINGS_MESSAGES.versionName] }],
      [{ ...APP, source: 'external', externalUrl: 'http://files.example.org/app.apk' }, { externalUrl: [SETTINGS_MESSAGES.externalUrl] }],
      [{ ...APP, source: 'external', externalUrl: 'https://files.example.org/app.apk', minAndroidVersion: 'Oreo' }, { minAndroidVersion: [SETTINGS_MESSAGES.minAndroidVersion] }],
      [{ ...APP, source: 'maybe' }, { source: [SETTINGS_MESSAGES.appSource] }],
    ]
    for (const [fields, errors] of cases) {
      const outcome = await postApp(fields)
      expect(outcome.status, JSON.stringify(fields)).toBe(400)
      expect(outcome.fieldErrors).toEqual(errors)
      // an empty field is not echoed back
      expect(outcome.data.initialValue.releaseNotes ?? '').toBe(fields.releaseNotes)
    }
    expect(await getAppRelease()).toBeNull()
    expect(await fileCounts()).toEqual({ files: 0, chunks: 0 })
  })

  it('refuses a picture or a ZIP without AndroidManifest.xml, beside the field, storing nothing', async () => {
    const png = await pngFile('#00aa00', 'app.apk')
    for (const file of [png, apkFile(plainZip(), 'archive.apk')]) {
      const outcome = await postApp(APP, file)
      expect(outcome.status).toBe(400)
      expect(outcome.fieldErrors).toEqual({ apk: [SETTINGS_MESSAGES.notAnApk] })
      expect(outcome.data.initialValue.versionName).toBe('1.4.2')
    }
    expect(await getAppRelease()).toBeNull()
    expect(await fileCounts()).toEqual({ files: 0, chunks: 0 })
  })

  it('refuses a post whose declared size is over 200 MB with 413, before reading it', async () => {
    for (const [handler, url] of [
      [appAction, '/admin/settings/app'],
      [uploadAction, '/admin/settings/app/upload'],
    ] as const) {
      let pulled = false
      const body = new ReadableStream<Uint8Array>(
        {
          pull() {
            pulled = true
            throw new Error('the body must not be read')
          },
        },
        { highWaterMark: 0 },
      )
      const request = new Request(`http://localhost${url}`, {
        method: 'POST',
        headers: { Cookie: cookie, 'Content-Type': 'multipart/form-data; boundary=----x', 'Content-Length': String(250 * 1000 * 1000) },
        body,
        duplex: 'half',
      } as RequestInit)
      const answer = await handler({ request, params: {}, context: {} } as never)
      if (answer instanceof Response) {
        expect(answer.status).toBe(413)
        expect((await answer.json()).result.error.apk).toEqual([SETTINGS_MESSAGES.apkTooLarge])
      } else {
        const { data, init } = answer as { data: { error: Record<string, string[]> }; init: { status: number } }
        expect(init.status).toBe(413)
        expect(data.error.apk).toEqual([SETTINGS_MESSAGES.apkTooLarge])
      }
      expect(pulled).toBe(false)
    }
  })

  it('stores an uploaded APK byte for byte and serves it from /gettheapp/download with the right headers', async () => {
    const bytes = fakeApk({ dexBytes: 2_500_000 })
    const outcome = await postApp(APP, apkFile(bytes))
    expect(outcome.status).toBe(302)
    expect(outcome.location).toBe('/admin/settings/app')
    expect(outcome.flash).toEqual({ type: 'success', message: 'The app (version 1.4.2) is published.' })

    // 1 MB chunks, the last one shorter
    const chunks = await db().select({ seq: storedFileChunks.seq, bytes: storedFileChunks.bytes }).from(storedFileChunks).orderBy(storedFileChunks.seq)
    expect(chunks.map((chunk) => chunk.bytes.byteLength)).toEqual([1024 * 1024, 1024 * 1024, bytes.length - 2 * 1024 * 1024])

    const response = await download()
    expect(response.status).toBe(200)
    // named after the charity (its name as the settings say now) and the version
    expect((await getOrganisation()).name).toBe('Sahara Mental Health Society')
    expect(response.headers.get('Content-Type')).toBe('application/vnd.android.package-archive')
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="sahara-mental-health-society-app-1.4.2.apk"')
    expect(response.headers.get('Content-Length')).toBe(String(bytes.length))
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Cache-Control')).toContain('no-transform')
    const body = Buffer.from(await response.arrayBuffer())
    expect(body.length).toBe(bytes.length)
    expect(body.equals(bytes)).toBe(true)

    // the page shows what a visitor can check the file against
    const page = await getTheAppLoader()
    expect(page.release).toEqual({
      href: '/gettheapp/download',
      external: false,
      host: null,
      versionName: '1.4.2',
      size: `${(bytes.length / 1_000_000).toFixed(1)} MB`,
      sha256: sha256(bytes),
      minAndroidVersion: '8.0',
      releaseNotes: 'A calmer home screen.',
    })
    expect(response.headers.get('ETag')).toBe(`"${sha256(bytes)}"`)
    // and the app's settings screen says what is offered now
    const screen = await call(appLoader, '/admin/settings/app', { cookie })
    expect(screen.data.current).toEqual({ source: 'upload', versionName: '1.4.2', fileName: 'wellness-release.apk', size: page.release!.size, sha256: sha256(bytes) })
  })

  it('answers a byte range across two chunks (206), a repeat with 304, and an impossible range with 416', async () => {
    const release = await getAppRelease()
    if (release?.source !== 'upload') throw new Error('no APK')
    const whole = Buffer.from(await (await download()).arrayBuffer())
    const part = await download({ Range: 'bytes=1048570-1048585' })
    expect(part.status).toBe(206)
    expect(part.headers.get('Content-Range')).toBe(`bytes 1048570-1048585/${whole.length}`)
    expect(part.headers.get('Content-Length')).toBe('16')
    expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(1048570, 1048586))).toBe(true)
    const tail = await download({ Range: 'bytes=-10' })
    expect(Buffer.from(await tail.arrayBuffer()).equals(whole.subarray(whole.length - 10))).toBe(true)
    // a range for another version of the file gets the whole new file
    expect((await download({ Range: 'bytes=0-9', 'If-Range': '"0000"' })).status).toBe(200)
    expect((await download({ 'If-None-Match': `"${release.file.sha256}"` })).status).toBe(304)
    expect((await download({ Range: `bytes=${whole.length + 5}-` })).status).toBe(416)
  })

  it('keeps the uploaded file when only the details change, and deletes the old file when a new one replaces it', async () => {
    const before = await getAppRelease()
    if (before?.source !== 'upload') throw new Error('no APK')
    await postApp({ ...APP, versionName: '1.4.3', releaseNotes: 'Fixes a typo.' })
    const kept = await getAppRelease()
    expect(kept).toMatchObject({ source: 'upload', versionName: '1.4.3', releaseNotes: 'Fixes a typo.', file: { id: before.file.id } })

    const replacement = fakeApk({ dexBytes: 300_000 })
    expect((await postApp({ ...APP, versionName: '2.0.0' }, apkFile(replacement))).status).toBe(302)
    const after = await getAppRelease()
    expect(after).toMatchObject({ source: 'upload', versionName: '2.0.0', file: { size: replacement.length, sha256: sha256(replacement) } })
    expect(await fileCounts()).toEqual({ files: 1, chunks: 1 })
    const response = await download()
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="sahara-mental-health-society-app-2.0.0.apk"')
    expect(Buffer.from(await response.arrayBuffer()).equals(replacement)).toBe(true)
  })

  it('a failure while storing an APK leaves the previous release as it was', async () => {
    const before = await getAppRelease()
    const counts = await fileCounts()
    async function* shortChunks() {
      yield new Uint8Array(100)
    }
    const change = { source: 'upload' as const, details: { versionName: '3.0', releaseNotes: 'x', minAndroidVersion: '' }, newFile: { fileName: 'a.apk', size: 5000, sha256: 'x', chunks: shortChunks() } }
    await expect(saveAppRelease(change, OPERATOR)).rejects.toThrow()
    expect(await getAppRelease()).toEqual(before)
    expect(await fileCounts()).toEqual(counts)
  })

  it('answers the JavaScript upload with JSON: a published app, or the form\'s messages', async () => {
    const bytes = fakeApk({ dexBytes: 50_000 })
    const post = async (body: FormData) => {
      const request = new Request('http://localhost/admin/settings/app/upload', { method: 'POST', headers: { Cookie: cookie }, body })
      return (await uploadAction({ request, params: {}, context: {} } as never)) as Response
    }
    const ok = await post(appForm({ ...APP, versionName: '2.1' }, apkFile(bytes)))
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({ ok: true, message: 'The app (version 2.1) is published.' })
    const refused = await post(appForm({ ...APP, versionName: '2.2' }, await pngFile('#aa0000', 'x.apk')))
    expect(refused.status).toBe(400)
    const answer = await refused.json()
    expect(answer.ok).toBe(false)
    expect(answer.result.error).toEqual({ apk: [SETTINGS_MESSAGES.notAnApk] })
    expect(answer.result.initialValue.versionName).toBe('2.2')
    expect(await getAppRelease()).toMatchObject({ versionName: '2.1', file: { sha256: sha256(bytes) } })
    expect((await call(uploadLoader, '/admin/settings/app/upload', { cookie })).location).toBe('/admin/settings/app')
  })

  it('links to another site instead (the uploaded file is deleted), and offers no app at all', async () => {
    expect((await postApp({ ...APP, source: 'external', externalUrl: 'https://apps.example.org/sahara/wellness.apk', versionName: '2.3' })).status).toBe(302)
    expect(await fileCounts()).toEqual({ files: 0, chunks: 0 })
    expect((await getTheAppLoader()).release).toMatchObject({ href: 'https://apps.example.org/sahara/wellness.apk', external: true, host: 'apps.example.org', versionName: '2.3', size: null, sha256: null })
    expect((await download()).status).toBe(404)

    const none = await postApp({ source: 'none', versionName: '', releaseNotes: '' })
    expect(none.flash).toEqual({ type: 'success', message: 'The app is no longer offered.' })
    expect(await getAppRelease()).toBeNull()
    expect((await getTheAppLoader()).release).toBeNull()
    expect((await download()).status).toBe(404)
    const [row] = await db().select().from(siteSettings).where(eq(siteSettings.key, SETTING_KEYS.app))
    expect(row).toBeUndefined()
  })
})
