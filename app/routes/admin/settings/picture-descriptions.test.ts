// What the Site settings pictures show, in each language (issue 39 item 3, decision 091): the
// picture for shared links and the QR code picture get "What the picture shows" under the
// language tabs; a public page's og:image:alt reads the share picture's description in the page's
// language (English where there is none), the donation page's QR picture its own; a description
// changed alone is saved and logged; one too long is refused beside its field, nothing saved.
import { desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../../../database/db.server'
import { auditEntries } from '../../../../database/schema'
import { useTestDatabase } from '../../../../database/test-database'
import { PICTURE_DESCRIPTION } from '~/content/fields'
import { pathIn, type Language } from '~/i18n/languages'
import { getMediaById } from '~/models/media.server'
import { getOrganisation, getPaymentSettings } from '~/models/settings.server'
import { adminCookie, call, pngFile } from '../../../../tests/support/admin-test-helpers'
import { meta as aboutMeta } from '../../site/about'
import { qrPayment } from '../../site/donation-payment.server'
import { loader as layoutLoader } from '../../site/layout'
import { action, loader } from './settings'

useTestDatabase()

let cookie = ''
beforeAll(async () => {
  cookie = await adminCookie()
})

const pageRequest = (path: string) => ({ request: new Request(`http://localhost${path}`) }) as Parameters<typeof layoutLoader>[0]

/** The about page's og:image:alt in a language, as a link preview reads it. */
async function previewAlt(language: Language) {
  const layout = await layoutLoader(pageRequest(pathIn(language, '/about')))
  const tags = aboutMeta({ matches: [undefined, { loaderData: layout }] } as unknown as Parameters<typeof aboutMeta>[0])
  return (tags.find((tag) => 'property' in tag && tag.property === 'og:image:alt') as { content: string } | undefined)?.content
}

/** The settings form as the screen shows it now (its baseline too), with these changes, as a browser posts it. */
async function formWith(changes: Record<string, string>, files: { shareImage?: File; qrImage?: File } = {}) {
  const { defaults, baseline } = (await call(loader, '/admin/settings', { cookie })).data.site
  const body = new FormData()
  for (const [name, value] of Object.entries(defaults as Record<string, unknown>)) {
    if (name === 'social') for (const [network, url] of Object.entries(value as Record<string, string>)) body.set(`social.${network}`, url)
    else body.set(name, String(value))
  }
  body.set('baseline', baseline)
  for (const [name, value] of Object.entries(changes)) body.set(name, value)
  const empty = new File([], '', { type: 'application/octet-stream' })
  body.set('shareImage', files.shareImage ?? empty)
  body.set('qrImage', files.qrImage ?? empty)
  return body
}

const SHARE = {
  shareImageAlt: 'Volunteers serving tea at the seniors’ lunch',
  shareImageAlt__pa: 'ਬਜ਼ੁਰਗਾਂ ਦੇ ਦੁਪਹਿਰ ਦੇ ਖਾਣੇ ਵਿੱਚ ਚਾਹ ਵਰਤਾਉਂਦੇ ਵਲੰਟੀਅਰ',
  shareImageAlt__hi: 'बुज़ुर्गों के दोपहर के भोजन में चाय परोसते स्वयंसेवक',
  shareImageAlt__ur: 'بزرگوں کے دوپہر کے کھانے میں چائے پیش کرتے رضاکار',
}

describe('the picture for shared links', () => {
  it('is described in each language, and each page’s og:image:alt reads its own', async () => {
    const saved = await call(action, '/admin/settings', { cookie, body: await formWith(SHARE, { shareImage: await pngFile('#0f766e', 'share.png') }) })
    expect(saved.status).toBe(302)
    const id = (await getOrganisation()).shareImageId!
    expect(await getMediaById(id)).toMatchObject({ alt: SHARE.shareImageAlt, altTranslations: { pa: SHARE.shareImageAlt__pa, hi: SHARE.shareImageAlt__hi, ur: SHARE.shareImageAlt__ur } })
    expect(await previewAlt('en')).toBe(SHARE.shareImageAlt)
    expect(await previewAlt('pa')).toBe(SHARE.shareImageAlt__pa)
    expect(await previewAlt('hi')).toBe(SHARE.shareImageAlt__hi)
    expect(await previewAlt('ur')).toBe(SHARE.shareImageAlt__ur)
    // the screen shows them again in their tabs
    expect((await call(loader, '/admin/settings', { cookie })).data.site.defaults).toMatchObject(SHARE)
  })

  it('takes a description changed alone (no new picture), logs it, and reads English where a language is left empty', async () => {
    const id = (await getOrganisation()).shareImageId!
    const saved = await call(action, '/admin/settings', { cookie, body: await formWith({ shareImageAlt__hi: '', shareImageAlt__ur: 'چائے کی میز پر رضاکار' }) })
    expect(saved.status).toBe(302)
    expect((await getOrganisation()).shareImageId).toBe(id)
    expect(await previewAlt('ur')).toBe('چائے کی میز پر رضاکار')
    expect(await previewAlt('hi')).toBe(SHARE.shareImageAlt)
    expect(await previewAlt('pa')).toBe(SHARE.shareImageAlt__pa)
    const [entry] = await db().select().from(auditEntries).where(eq(auditEntries.action, 'settings change')).orderBy(desc(auditEntries.id)).limit(1)
    expect(entry.changes).toEqual([
      { field: 'Picture for shared links: What the picture shows (Hindi)', from: SHARE.shareImageAlt__hi, to: '' },
      { field: 'Picture for shared links: What the picture shows (Urdu)', from: SHARE.shareImageAlt__ur, to: 'چائے کی میز پر رضاکار' },
    ])
  })

  it('refuses a description that is too long beside its field, saving nothing', async () => {
    const before = await getMediaById((await getOrganisation()).shareImageId!)
    const refused = await call(action, '/admin/settings', { cookie, body: await formWith({ shareImageAlt__pa: 'ਬ'.repeat(PICTURE_DESCRIPTION.max + 1), officeHours: 'Tuesdays' }) })
    expect(refused.status).toBe(400)
    expect(refused.fieldErrors).toEqual({ shareImageAlt__pa: [PICTURE_DESCRIPTION.tooLong] })
    expect(await getMediaById(before!.id)).toEqual(before)
    expect((await getOrganisation()).officeHours).not.toBe('Tuesdays')
  })
})

describe('the QR code picture', () => {
  it('is described on the donation page in the page’s language where staff wrote it, in the page’s own words otherwise', async () => {
    const saved = await call(action, '/admin/settings', {
      cookie,
      body: await formWith({ qrMode: 'image', qrImageAlt: 'QR code of our Interac e-Transfer address', qrImageAlt__pa: 'ਸਾਡੇ Interac e-Transfer ਪਤੇ ਦਾ QR ਕੋਡ' }, { qrImage: await pngFile('#111111', 'qr.png') }),
    })
    expect(saved.status).toBe(302)
    const settings = await getPaymentSettings()
    expect(settings.qrImageId).toEqual(expect.any(Number))
    expect((await qrPayment(settings, 'en'))?.image.alt).toBe('QR code of our Interac e-Transfer address')
    expect((await qrPayment(settings, 'pa'))?.image.alt).toBe('ਸਾਡੇ Interac e-Transfer ਪਤੇ ਦਾ QR ਕੋਡ')
    // none in Hindi: the page says in Hindi what the code is (QrDetails' own words), not the English
    expect((await qrPayment(settings, 'hi'))?.image.alt).toBeUndefined()
  })
})
