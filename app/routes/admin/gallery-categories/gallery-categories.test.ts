// Add, edit, read, list and delete gallery categories (Gallery Event) through the routes' own
// loaders and actions, posted as a browser without JavaScript (or a hand-made request) would:
// the server's checks hold when the browser's are bypassed, a picture that fails leaves nothing
// behind, and an album that still holds pictures is deleted only with the second confirmation.
import { count, desc, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../../../database/db.server'
import { galleryCategories, galleryImages, media } from '../../../../database/schema'
import { useTestDatabase } from '../../../../database/test-database'
import { getVisibleGalleryCategory, listVisibleGalleryCategories } from '~/content-types/gallery-category.server'
import { storeImage } from '~/models/media.server'
import { adminCookie, call, formWithImage, pngFile } from '../../../../tests/support/admin-test-helpers'
import { loader as detailLoader } from './detail'
import { action as editAction, loader as editLoader } from './edit'
import { action as listAction, loader as listLoader } from './list'
import { action as newAction } from './new'
import { action as trashAction } from './trash'

const deleteForEver = (id: number) => call(trashAction, '/admin/gallery-categories/trash', { cookie, body: new URLSearchParams({ intent: 'delete-forever', id: String(id) }) })

useTestDatabase()

let cookie = ''
beforeAll(async () => {
  cookie = await adminCookie()
})

const VALID = {
  category: 'Diwali Mela 2025',
  description: 'Lights, sweets and music at the community hall, with families from across Edmonton.',
  status: 'published',
  priority: '3',
}

async function pngBytes(colour: string) {
  return new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } }).png().toBuffer())
}

const png = (colour: string) => pngFile(colour, 'album.png')

const form = formWithImage

async function counts() {
  const [rows] = await db().select({ n: count() }).from(galleryCategories)
  const [pictures] = await db().select({ n: count() }).from(galleryImages)
  const [files] = await db().select({ n: count() }).from(media)
  return { rows: rows.n, pictures: pictures.n, media: files.n }
}

async function reset() {
  await db().delete(galleryImages)
  await db().delete(galleryCategories)
  await db().delete(media)
}

async function create(fields: Record<string, string> = VALID, colour = '#336699') {
  const outcome = await call(newAction, '/admin/gallery-categories/new', { cookie, body: form(fields, await png(colour)) })
  expect(outcome.status).toBe(302)
  const [row] = await db().select().from(galleryCategories).orderBy(desc(galleryCategories.id)).limit(1)
  return row
}

/** Pictures in an album, each with its own file. */
async function addPictures(categoryId: number, colours: string[]) {
  for (const [i, colour] of colours.entries()) {
    const stored = await storeImage(await pngBytes(colour), { alt: `Picture ${i}` })
    await db().insert(galleryImages).values({ categoryId, title: `Picture ${i}`, imageId: stored.id })
  }
}

const deleteBody = (id: number, extra: Record<string, string> = {}) => new URLSearchParams({ intent: 'delete', id: String(id), ...extra })

describe('Add Gallery Category', () => {
  it('refuses an empty form with a message for every required field, and status 400', async () => {
    await reset()
    const outcome = await call(newAction, '/admin/gallery-categories/new', { cookie, body: form({}) })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({
      category: ['category is a required field'],
      description: ['description is a required field'],
      status: ['visibility is a required field'],
      priority: ['priority must be a whole number from 0 to 50'],
      image: ['image is a required field'],
    })
    expect(await counts()).toEqual({ rows: 0, pictures: 0, media: 0 })
  })

  it.each([
    ['priority', '-1', 'priority must be a whole number from 0 to 50'],
    ['priority', '51', 'priority must be a whole number from 0 to 50'],
    ['priority', '1.5', 'priority must be a whole number from 0 to 50'],
    ['priority', '', 'priority must be a whole number from 0 to 50'],
    ['category', '   ', 'category is a required field'],
    ['category', 'x'.repeat(201), 'category must be at most 200 characters'],
    ['status', 'yes', 'visibility is a required field'],
  ])('refuses %s = %j with "%s", keeping what was typed and storing no picture', async (name, value, message) => {
    await reset()
    const outcome = await call(newAction, '/admin/gallery-categories/new', { cookie, body: form({ ...VALID, [name]: value }, await png('#123123')) })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({ [name]: [message] })
    expect(outcome.data.initialValue.description).toBe(VALID.description)
    expect(await counts()).toEqual({ rows: 0, pictures: 0, media: 0 })
  })

  it('saves nothing when the file is not a picture; the message is beside the picture', async () => {
    await reset()
    const fake = new File(['just words, not a picture'], 'notes.png', { type: 'image/png' })
    const outcome = await call(newAction, '/admin/gallery-categories/new', { cookie, body: form(VALID, fake) })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({ image: [expect.stringMatching(/not a picture we can use/)] })
    expect(outcome.data.initialValue.category).toBe(VALID.category)
    expect(await counts()).toEqual({ rows: 0, pictures: 0, media: 0 })
  })

  it('accepts priority 0 and 50; a valid album goes to the list with a toast and is on the public Gallery', async () => {
    await reset()
    const outcome = await call(newAction, '/admin/gallery-categories/new', { cookie, body: form({ ...VALID, priority: '0' }, await png('#336699')) })
    expect(outcome.status).toBe(302)
    expect(outcome.location).toBe('/admin/gallery-categories')
    expect(outcome.flash).toEqual({ type: 'success', message: 'Album “Diwali Mela 2025” added.', savedId: expect.any(Number) })
    await create({ ...VALID, category: 'Seniors picnic', priority: '50' }, '#225522')
    const rows = await db().select().from(galleryCategories).orderBy(galleryCategories.priority)
    expect(rows.map((row) => [row.name, row.priority, row.status])).toEqual([
      ['Diwali Mela 2025', 0, 'published'],
      ['Seniors picnic', 50, 'published'],
    ])
    expect(rows.every((row) => row.imageId !== null)).toBe(true)
    const [picture] = await db().select({ alt: media.alt }).from(media).where(eq(media.id, rows[0].imageId!))
    expect(picture.alt).toBe('Cover picture of the album “Diwali Mela 2025”')
    expect((await listVisibleGalleryCategories()).map((c) => c.name)).toEqual(['Diwali Mela 2025', 'Seniors picnic'])
  })
})

describe('Edit Gallery Category', () => {
  it('fills the form with what is stored', async () => {
    await reset()
    const row = await create()
    const outcome = await call(editLoader, `/admin/gallery-categories/${row.id}/edit`, { cookie, params: { id: String(row.id) } })
    expect(outcome.data.defaults).toEqual({ ...VALID, publishAt: '', imageAlt: 'Cover picture of the album “Diwali Mela 2025”', imageAlt__pa: '', imageAlt__hi: '', imageAlt__ur: '' })
    expect(outcome.data.image.id).toBe(row.imageId)
  })

  it('keeps the picture when no file is chosen, hides the album, goes to the list; a new picture replaces the old one', async () => {
    await reset()
    const row = await create()
    const params = { id: String(row.id) }
    const url = `/admin/gallery-categories/${row.id}/edit`
    const kept = await call(editAction, url, { cookie, params, body: form({ ...VALID, category: 'Diwali 2025', status: 'hidden' }) })
    expect(kept.status).toBe(302)
    expect(kept.location).toBe('/admin/gallery-categories')
    expect(kept.flash).toEqual({ type: 'success', message: 'Album “Diwali 2025” saved.', savedId: expect.any(Number) })
    const [afterKeep] = await db().select().from(galleryCategories).where(eq(galleryCategories.id, row.id))
    expect(afterKeep).toMatchObject({ name: 'Diwali 2025', status: 'hidden', imageId: row.imageId })
    expect(afterKeep.updatedAt.getTime()).toBeGreaterThanOrEqual(row.updatedAt.getTime())
    expect(await getVisibleGalleryCategory(row.id)).toBeNull()

    await call(editAction, url, { cookie, params, body: form(VALID, await png('#00aa33')) })
    const [afterReplace] = await db().select().from(galleryCategories).where(eq(galleryCategories.id, row.id))
    expect(afterReplace.imageId).not.toBe(row.imageId)
    expect(await db().select({ id: media.id }).from(media)).toEqual([{ id: afterReplace.imageId }])
  })

  it('refuses invalid data with 400 and changes nothing; 404 for an album that is not there', async () => {
    await reset()
    const row = await create()
    const outcome = await call(editAction, `/admin/gallery-categories/${row.id}/edit`, {
      cookie,
      params: { id: String(row.id) },
      body: form({ ...VALID, description: '', priority: '99' }, await png('#445566')),
    })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({ description: ['description is a required field'], priority: ['priority must be a whole number from 0 to 50'] })
    const [same] = await db().select().from(galleryCategories).where(eq(galleryCategories.id, row.id))
    expect(same).toMatchObject({ description: VALID.description, imageId: row.imageId })
    expect(await counts()).toEqual({ rows: 1, pictures: 0, media: 1 })

    expect((await call(editLoader, '/admin/gallery-categories/999/edit', { cookie, params: { id: '999' } })).status).toBe(404)
    const missing = await call(editAction, '/admin/gallery-categories/999/edit', { cookie, params: { id: '999' }, body: form(VALID, await png('#654321')) })
    expect(missing.status).toBe(404)
    expect(await counts()).toEqual({ rows: 1, pictures: 0, media: 1 })
  })
})

describe('Gallery category detail', () => {
  it('shows every field with long dates and the number of pictures; 404 for an unknown id', async () => {
    await reset()
    const row = await create({ ...VALID, status: 'hidden' })
    await addPictures(row.id, ['#111111', '#222222'])
    const outcome = await call(detailLoader, `/admin/gallery-categories/${row.id}`, { cookie, params: { id: String(row.id) } })
    expect(outcome.data).toMatchObject({ name: VALID.category, description: VALID.description, status: 'hidden', priority: 3, imageCount: 2, pendingDelete: false })
    expect(outcome.data.createdAt).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2} [ap]\.m\.$/)
    expect(outcome.data.updatedAt).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}, /)
    expect(outcome.data.image.id).toBe(row.imageId)
    expect((await call(detailLoader, '/admin/gallery-categories/4040', { cookie, params: { id: '4040' } })).status).toBe(404)
  })
})

describe('Gallery Event list', () => {
  it('pages, searches and sorts on the server, 25 to a page, with each album\'s picture count', async () => {
    await reset()
    const start = Date.UTC(2025, 0, 1, 18)
    await db()
      .insert(galleryCategories)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          name: i % 10 === 0 ? `Vaisakhi ${i}` : `Event ${i}`,
          description: 'A day together.',
          createdAt: new Date(start + i * 86_400_000),
        })),
      )
    const page1 = await call(listLoader, '/admin/gallery-categories', { cookie })
    expect(page1.data.info).toMatchObject({ page: 1, pageCount: 2, total: 30, sort: 'newest' })
    expect(page1.data.rows).toHaveLength(25)
    expect(page1.data.rows[0]).toMatchObject({ name: 'Event 29', createdAt: '30 January 2025', image: null, imageCount: 0 })
    const oldest = await call(listLoader, '/admin/gallery-categories?sort=oldest&page=2', { cookie })
    expect(oldest.data.rows.map((r: { name: string }) => r.name)).toEqual(['Event 25', 'Event 26', 'Event 27', 'Event 28', 'Event 29'])
    const found = await call(listLoader, '/admin/gallery-categories?q=vaisakhi', { cookie })
    expect(found.data.info.total).toBe(3)

    const [vaisakhi] = await db().select().from(galleryCategories).where(eq(galleryCategories.name, 'Vaisakhi 10'))
    await addPictures(vaisakhi.id, ['#101010', '#202020', '#303030'])
    const counted = await call(listLoader, '/admin/gallery-categories?q=Vaisakhi 10', { cookie })
    expect(counted.data.rows).toMatchObject([{ name: 'Vaisakhi 10', imageCount: 3 }])
  })

  it('deletes an empty album and its picture, keeping the list\'s search, with the spec\'s toast', async () => {
    await reset()
    const row = await create()
    const outcome = await call(listAction, `/admin/gallery-categories?q=Diwali&delete=${row.id}`, { cookie, body: deleteBody(row.id) })
    expect(outcome.status).toBe(302)
    expect(outcome.location).toBe('/admin/gallery-categories?q=Diwali')
    expect(outcome.flash).toEqual({ type: 'success', message: 'Item Deleted Successfully!', undo: { action: '/admin/gallery-categories/trash', id: row.id } })
    // in the Trash until deleted for ever there (decision 073)
    expect(await counts()).toEqual({ rows: 1, pictures: 0, media: 1 })
    await deleteForEver(row.id)
    expect(await counts()).toEqual({ rows: 0, pictures: 0, media: 0 })
    const again = await call(listAction, '/admin/gallery-categories', { cookie, body: deleteBody(row.id) })
    expect(again.flash).toEqual({ type: 'error', message: 'That item was already deleted.' })
  })

  it('refuses to delete an album that holds pictures without the second confirmation, naming how many', async () => {
    await reset()
    const row = await create()
    await addPictures(row.id, ['#aa0000', '#00aa00'])
    const refused = await call(listAction, '/admin/gallery-categories', { cookie, body: deleteBody(row.id) })
    expect(refused.status).toBe(302)
    expect(refused.flash).toEqual({
      type: 'error',
      message: 'This album was not deleted: it holds 2 pictures. To delete it with them, tick “Delete the album and its 2 pictures” and press Yes.',
    })
    expect(await counts()).toEqual({ rows: 1, pictures: 2, media: 3 })

    // a confirmation given for fewer pictures than it holds now (one added meanwhile) is not enough
    const stale = await call(listAction, '/admin/gallery-categories', { cookie, body: deleteBody(row.id, { withImages: '1' }) })
    expect(stale.flash?.type).toBe('error')
    expect(await counts()).toEqual({ rows: 1, pictures: 2, media: 3 })
  })

  it('deletes an album with its pictures after the second confirmation, keeping files used elsewhere', async () => {
    await reset()
    const row = await create({ ...VALID, category: 'Walk and Talk' }, '#0000aa')
    const other = await create({ ...VALID, category: 'Other album' }, '#aaaa00')
    await addPictures(row.id, ['#aa0000', '#00aa00'])
    // the same picture in another album: its file stays
    const [otherCover] = await db().select({ imageId: galleryCategories.imageId }).from(galleryCategories).where(eq(galleryCategories.id, other.id))
    await db().insert(galleryImages).values({ categoryId: row.id, title: 'Shared', imageId: otherCover.imageId })

    const outcome = await call(listAction, '/admin/gallery-categories', { cookie, body: deleteBody(row.id, { withImages: '3' }) })
    expect(outcome.flash).toEqual({ type: 'success', message: 'Item Deleted Successfully!', undo: { action: '/admin/gallery-categories/trash', id: row.id } })
    expect(await counts()).toEqual({ rows: 2, pictures: 3, media: 4 })
    await deleteForEver(row.id)
    expect(await counts()).toEqual({ rows: 1, pictures: 0, media: 1 })
    const remaining = await db().select({ id: media.id }).from(media)
    expect(remaining).toEqual([{ id: otherCover.imageId }])
  })
})
