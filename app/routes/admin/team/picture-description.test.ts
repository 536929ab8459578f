// A picture's short description (issue 19 item 5), through the team screens' own loaders and
// actions, as every content type with a picture has it: typed beside the picture it is what is
// read out in its place; left empty, one is made from the item (today's text); an older picture
// keeps its text until someone edits it; too long is refused beside the field, nothing saved.
import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../../../database/db.server'
import { media, teamMembers } from '../../../../database/schema'
import { useTestDatabase } from '../../../../database/test-database'
import { PICTURE_DESCRIPTION } from '~/content/fields'
import { listVisibleTeamMembers } from '~/content-types/team-member.server'
import { adminCookie, call, formWithImage, pngFile } from '../../../../tests/support/admin-test-helpers'
import { action as editAction, loader as editLoader } from './edit'
import { action as newAction } from './new'

useTestDatabase()

let cookie = ''
beforeAll(async () => {
  cookie = await adminCookie()
})

const MEMBER = { name: 'Harpreet Kaur', email: 'harpreet@example.org', profession: 'Social worker', bio: 'Leads the seniors circle.', status: 'published', priority: '4' }

async function add(fields: Record<string, string>, colour: string) {
  const outcome = await call(newAction, '/admin/team/new', { cookie, body: formWithImage(fields, await pngFile(colour)) })
  expect(outcome.status, JSON.stringify(outcome.fieldErrors)).toBe(302)
  const [row] = await db().select().from(teamMembers).where(eq(teamMembers.name, fields.name))
  return row
}

async function altOf(mediaId: number | null) {
  const [row] = await db().select({ alt: media.alt }).from(media).where(eq(media.id, mediaId!))
  return row.alt
}

describe('a picture’s short description', () => {
  it('is what was typed beside the picture, and what the public page reads out', async () => {
    const row = await add({ ...MEMBER, name: 'Typed Description', imageAlt: '  Harpreet smiling in the community kitchen  ' }, '#aa3311')
    expect(await altOf(row.imageId)).toBe('Harpreet smiling in the community kitchen')
    const shown = (await listVisibleTeamMembers()).find((member) => member.id === row.id)
    expect(shown?.image?.alt).toBe('Harpreet smiling in the community kitchen')
  })

  it('left empty, is made from the item as before', async () => {
    const row = await add({ ...MEMBER, name: 'No Description', imageAlt: '' }, '#11aa33')
    expect(await altOf(row.imageId)).toBe('Portrait of No Description')
  })

  it('is shown in the edit form as it is now, and an edit of it alone changes it, the picture kept', async () => {
    const row = await add({ ...MEMBER, name: 'Edited Description' }, '#3311aa')
    const form = await call(editLoader, `/admin/team/${row.id}/edit`, { cookie, params: { id: String(row.id) } })
    expect(form.data.defaults.imageAlt).toBe('Portrait of Edited Description')

    const saved = await call(editAction, `/admin/team/${row.id}/edit`, {
      cookie,
      params: { id: String(row.id) },
      body: formWithImage({ ...MEMBER, name: 'Edited Description', imageAlt: 'Harpreet at the spring picnic' }),
    })
    expect(saved.status).toBe(302)
    const [after] = await db().select().from(teamMembers).where(eq(teamMembers.id, row.id))
    expect(after.imageId).toBe(row.imageId)
    expect(await altOf(after.imageId)).toBe('Harpreet at the spring picnic')
  })

  it('an older picture keeps its text when the item is saved with the form as it came', async () => {
    const row = await add({ ...MEMBER, name: 'Older Picture' }, '#777777')
    await db().update(media).set({ alt: 'A text written before descriptions could be typed' }).where(eq(media.id, row.imageId!))
    const form = await call(editLoader, `/admin/team/${row.id}/edit`, { cookie, params: { id: String(row.id) } })
    await call(editAction, `/admin/team/${row.id}/edit`, { cookie, params: { id: String(row.id) }, body: formWithImage({ ...MEMBER, name: 'Older Picture', ...form.data.defaults }) })
    expect(await altOf(row.imageId)).toBe('A text written before descriptions could be typed')
  })

  it('longer than 250 characters: refused beside the field, with status 400, and nothing saved', async () => {
    const [before] = await db().select({ n: count() }).from(teamMembers)
    const [pictures] = await db().select({ n: count() }).from(media)
    const outcome = await call(newAction, '/admin/team/new', { cookie, body: formWithImage({ ...MEMBER, name: 'Too Long', imageAlt: 'x'.repeat(251) }, await pngFile('#123456')) })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({ imageAlt: [PICTURE_DESCRIPTION.tooLong] })
    expect((await db().select({ n: count() }).from(teamMembers))[0].n).toBe(before.n)
    expect((await db().select({ n: count() }).from(media))[0].n).toBe(pictures.n)
  })
})

describe('a picture’s short description in each language (issue 39 item 3)', () => {
  it('is typed in the language tabs, kept with the picture, shown again in the form and read out on the page in that language', async () => {
    const row = await add({ ...MEMBER, name: 'Described In Urdu', imageAlt: 'Harpreet at the library', imageAlt__ur: 'ہرپریت لائبریری میں', imageAlt__pa: ' ' }, '#227744')
    const [stored] = await db().select({ alt: media.alt, altTranslations: media.altTranslations }).from(media).where(eq(media.id, row.imageId!))
    expect(stored).toEqual({ alt: 'Harpreet at the library', altTranslations: { ur: 'ہرپریت لائبریری میں' } })
    const form = await call(editLoader, `/admin/team/${row.id}/edit`, { cookie, params: { id: String(row.id) } })
    expect(form.data.defaults).toMatchObject({ imageAlt: 'Harpreet at the library', imageAlt__ur: 'ہرپریت لائبریری میں', imageAlt__pa: '' })
    expect((await listVisibleTeamMembers(undefined, 'ur')).find((member) => member.id === row.id)?.image?.alt).toBe('ہرپریت لائبریری میں')
    // Punjabi left empty: the English one
    expect((await listVisibleTeamMembers(undefined, 'pa')).find((member) => member.id === row.id)?.image?.alt).toBe('Harpreet at the library')

    // an edit that empties the Urdu one leaves the English
    const saved = await call(editAction, `/admin/team/${row.id}/edit`, {
      cookie,
      params: { id: String(row.id) },
      body: formWithImage({ ...MEMBER, name: 'Described In Urdu', imageAlt: 'Harpreet at the library', imageAlt__ur: '' }),
    })
    expect(saved.status).toBe(302)
    const [after] = await db().select({ altTranslations: media.altTranslations }).from(media).where(eq(media.id, row.imageId!))
    expect(after.altTranslations).toEqual({})
  })
})
