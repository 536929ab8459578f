// A Translator describes a picture in Punjabi, Hindi and Urdu (issue 39 item 3, decision 092):
// their form (the texts in the other languages only, decision 056) shows the English description
// and takes "What the picture shows" in each language; the public page reads it in its language;
// the English description, the picture and the English texts stay an Editor's, and a form that
// carries any of them is refused whole, nothing saved.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../../../database/db.server'
import { media, teamMembers } from '../../../../database/schema'
import { useTestDatabase } from '../../../../database/test-database'
import { listVisibleTeamMembers } from '~/content-types/team-member.server'
import { adminCookie, call, formWithImage, pngFile, staffSession } from '../../../../tests/support/admin-test-helpers'
import { action as editAction, loader as editLoader } from './edit'
import { action as newAction } from './new'

useTestDatabase()

let cookie = ''
let translator: { id: number; email: string; cookie: string }
let member: typeof teamMembers.$inferSelect
beforeAll(async () => {
  cookie = await adminCookie()
  translator = await staffSession(['translator'])
  const fields = { name: 'Harpreet Kaur', email: 'harpreet@example.org', profession: 'Social worker', bio: 'Leads the seniors circle.', status: 'published', priority: '4', imageAlt: 'Harpreet in the community kitchen' }
  const added = await call(newAction, '/admin/team/new', { cookie, body: formWithImage(fields, await pngFile('#aa3311')) })
  expect(added.status).toBe(302)
  ;[member] = await db().select().from(teamMembers).where(eq(teamMembers.name, 'Harpreet Kaur'))
})

const params = () => ({ id: String(member.id) })
const pictureOf = async () => (await db().select({ alt: media.alt, altTranslations: media.altTranslations }).from(media).where(eq(media.id, member.imageId!)))[0]

describe('a Translator’s form', () => {
  it('shows the English description and takes the picture’s description in each language, which the public page reads in its own', async () => {
    const form = await call(editLoader, `/admin/team/${member.id}/edit`, { cookie: translator.cookie, params: params() })
    expect(form.data.mode).toBe('translations')
    expect(form.data.defaults).toMatchObject({ imageAlt: 'Harpreet in the community kitchen', imageAlt__pa: '', imageAlt__ur: '' })

    const body = new URLSearchParams({
      profession__pa: 'ਸਮਾਜ ਸੇਵਕ',
      imageAlt__pa: 'ਹਰਪ੍ਰੀਤ ਭਾਈਚਾਰਕ ਰਸੋਈ ਵਿੱਚ',
      imageAlt__hi: 'हरप्रीत सामुदायिक रसोई में',
      imageAlt__ur: 'ہرپریت کمیونٹی کچن میں',
    })
    const saved = await call(editAction, `/admin/team/${member.id}/edit`, { cookie: translator.cookie, params: params(), body })
    expect(saved).toMatchObject({ status: 302, flash: { message: 'Translations saved.' } })
    expect(await pictureOf()).toEqual({
      alt: 'Harpreet in the community kitchen',
      altTranslations: { pa: 'ਹਰਪ੍ਰੀਤ ਭਾਈਚਾਰਕ ਰਸੋਈ ਵਿੱਚ', hi: 'हरप्रीत सामुदायिक रसोई में', ur: 'ہرپریت کمیونٹی کچن میں' },
    })
    const shown = async (language: 'en' | 'pa' | 'ur') => (await listVisibleTeamMembers(undefined, language)).find((item) => item.id === member.id)?.image?.alt
    expect(await shown('ur')).toBe('ہرپریت کمیونٹی کچن میں')
    expect(await shown('pa')).toBe('ਹਰਪ੍ਰੀਤ ਭਾਈਚਾਰਕ ਰਸੋਈ ਵਿੱਚ')
    expect(await shown('en')).toBe('Harpreet in the community kitchen')
    // the form shows them again
    expect((await call(editLoader, `/admin/team/${member.id}/edit`, { cookie: translator.cookie, params: params() })).data.defaults).toMatchObject({ imageAlt__ur: 'ہرپریت کمیونٹی کچن میں' })
  })

  it('is refused whole, nothing saved, when it carries the English description, an English text or a picture', async () => {
    const before = await pictureOf()
    const [row] = await db().select().from(teamMembers).where(eq(teamMembers.id, member.id))
    for (const forged of [{ imageAlt: 'Someone else' }, { name: 'Another name' }, { status: 'draft' }] as Record<string, string>[]) {
      const body = new URLSearchParams({ imageAlt__ur: 'کوئی اور', ...forged })
      const outcome = await call(editAction, `/admin/team/${member.id}/edit`, { cookie: translator.cookie, params: params(), body })
      expect(outcome.status, JSON.stringify(forged)).toBe(403)
    }
    const withPicture = new FormData()
    withPicture.set('imageAlt__ur', 'کوئی اور')
    withPicture.set('image', await pngFile('#000000'))
    expect((await call(editAction, `/admin/team/${member.id}/edit`, { cookie: translator.cookie, params: params(), body: withPicture })).status).toBe(403)
    expect(await pictureOf()).toEqual(before)
    expect((await db().select().from(teamMembers).where(eq(teamMembers.id, member.id)))[0]).toEqual(row)
  })

  it('refuses a description that is too long beside its field, nothing saved', async () => {
    const before = await pictureOf()
    const outcome = await call(editAction, `/admin/team/${member.id}/edit`, { cookie: translator.cookie, params: params(), body: new URLSearchParams({ imageAlt__hi: 'ह'.repeat(251) }) })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({ imageAlt__hi: ['A description can be at most 250 characters.'] })
    expect(await pictureOf()).toEqual(before)
  })
})
