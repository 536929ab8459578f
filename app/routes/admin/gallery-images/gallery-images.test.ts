// Add, edit, list and delete gallery pictures (Gallery List) through the routes' own loaders
// and actions, posted as a browser without JavaScript (or a hand-made request) would: the
// spec's messages ('Image is must for Gallery', title at most 250 characters, priority 0 to 50)
// with status 400 when the browser's checks are bypassed, and nothing half-saved when a picture
// fails or the album was deleted meanwhile.
import { count, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../../../database/db.server'
import { galleryCategories, galleryImages, media } from '../../../../database/schema'
import { useTestDatabase } from '../../../../database/test-database'
import { listVisibleImagesOfCategory } from '~/content-types/gallery-image.server'
import { adminCookie, call, formWithImage, pngFile } from '../../../../tests/support/admin-test-helpers'
import { action as editAction, loader as editLoader } from './edit'
import { action as listAction, loader as listLoader } from './list'
import { action as newAction, loader as newLoader } from './new'
import { action as trashAction } from './trash'

useTestDatabase()

let cookie = ''
beforeAll(async () => {
  cookie = await adminCookie()
})

let album = 0
let otherAlbum = 0
const valid = () => ({ categoryId: String(album), title: 'Lighting the diyas', status: 'published', priority: '5' })

const png = (colour: string) => pngFile(colour, 'diyas.png')

const form = formWithImage

async function counts() {
  const [rows] = await db().select({ n: count() }).from(galleryImages)
  const [files] = await db().select({ n: count() }).from(media)
  return { rows: rows.n, media: files.n }
}

async function reset() {
  await db().delete(galleryImages)
  await db().delete(galleryCategories)
  await db().delete(media)
  const inserted = await db()
    .insert(galleryCategories)
    .values([
      { name: 'Diwali Mela', description: 'Lights.' },
      { name: 'Seniors picnic', description: 'Sun.' },
    ])
    .returning({ id: galleryCategories.id })
  album = inserted[0].id
  otherAlbum = inserted[1].id
}

async function create(fields: Record<string, string> = valid(), colour = '#336699') {
  const outcome = await call(newAction, '/admin/gallery-images/new', { cookie, body: form(fields, await png(colour)) })
  expect(outcome.status).toBe(302)
  const [row] = await db().select().from(galleryImages).orderBy(desc(galleryImages.id)).limit(1)
  return row
}

describe('Add Gallery', () => {
  it("refuses an empty form with the spec's messages, and status 400", async () => {
    await reset()
    const outcome = await call(newAction, '/admin/gallery-images/new', { cookie, body: form({}) })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({
      categoryId: ['category is a required field'],
      title: ['title is a required field'],
      status: ['visibility is a required field'],
      priority: ['priority must be a whole number from 0 to 50'],
      image: ['Image is must for Gallery'],
    })
    expect(await counts()).toEqual({ rows: 0, media: 0 })
  })

  it('says "Image is must for Gallery" when only the picture is missing', async () => {
    await reset()
    const outcome = await call(newAction, '/admin/gallery-images/new', { cookie, body: form(valid()) })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({ image: ['Image is must for Gallery'] })
    expect(outcome.data.initialValue.title).toBe('Lighting the diyas')
  })

  it.each([
    ['title', 'x'.repeat(251), 'title must be at most 250 characters'],
    ['title', '  ', 'title is a required field'],
    ['priority', '-1', 'priority must be a whole number from 0 to 50'],
    ['priority', '51', 'priority must be a whole number from 0 to 50'],
    ['priority', '2.5', 'priority must be a whole number from 0 to 50'],
    ['priority', '', 'priority must be a whole number from 0 to 50'],
    ['categoryId', '', 'category is a required field'],
    ['categoryId', 'abc', 'category is a required field'],
    ['categoryId', '0', 'category is a required field'],
  ])('refuses %s = %j with "%s" and stores no picture', async (name, value, message) => {
    await reset()
    const outcome = await call(newAction, '/admin/gallery-images/new', { cookie, body: form({ ...valid(), [name]: value }, await png('#121212')) })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({ [name]: [message] })
    expect(await counts()).toEqual({ rows: 0, media: 0 })
  })

  it('accepts a title of exactly 250 characters and priorities 0 and 50', async () => {
    await reset()
    await create({ ...valid(), title: 't'.repeat(250), priority: '0' }, '#010101')
    await create({ ...valid(), priority: '50' }, '#020202')
    const rows = await db().select().from(galleryImages).orderBy(galleryImages.priority)
    expect(rows.map((row) => [row.title.length, row.priority])).toEqual([
      [250, 0],
      [18, 50],
    ])
  })

  it('saves nothing when the file is not a picture, or when the album was deleted meanwhile', async () => {
    await reset()
    const fake = new File(['not a picture'], 'notes.png', { type: 'image/png' })
    const bad = await call(newAction, '/admin/gallery-images/new', { cookie, body: form(valid(), fake) })
    expect(bad.status).toBe(400)
    expect(bad.fieldErrors).toEqual({ image: [expect.stringMatching(/not a picture we can use/)] })
    expect(await counts()).toEqual({ rows: 0, media: 0 })

    const gone = await call(newAction, '/admin/gallery-images/new', { cookie, body: form({ ...valid(), categoryId: '987654' }, await png('#343434')) })
    expect(gone.status).toBe(400)
    expect(gone.fieldErrors).toEqual({ categoryId: ['This category no longer exists. Please choose another one.'] })
    expect(gone.data.initialValue.title).toBe('Lighting the diyas')
    expect(await counts()).toEqual({ rows: 0, media: 0 })
  })

  it('saves a valid picture, goes to the list with a toast, and shows it in its public album', async () => {
    await reset()
    const outcome = await call(newAction, '/admin/gallery-images/new', { cookie, body: form(valid(), await png('#336699')) })
    expect(outcome.status).toBe(302)
    expect(outcome.location).toBe('/admin/gallery-images')
    expect(outcome.flash).toEqual({ type: 'success', message: 'Picture “Lighting the diyas” added.', savedId: expect.any(Number) })
    const [row] = await db().select().from(galleryImages)
    expect(row).toMatchObject({ categoryId: album, title: 'Lighting the diyas', status: 'published', priority: 5 })
    expect((await listVisibleImagesOfCategory(album)).map((image) => [image.title, image.image.alt])).toEqual([['Lighting the diyas', 'Lighting the diyas']])
  })

  it('offers every album, and chooses the one asked for in the address', async () => {
    await reset()
    const outcome = await call(newLoader, `/admin/gallery-images/new?category=${otherAlbum}`, { cookie })
    expect(outcome.data.categories.map((c: { name: string }) => c.name)).toEqual(['Diwali Mela', 'Seniors picnic'])
    expect(outcome.data.categoryId).toBe(String(otherAlbum))
    expect((await call(newLoader, '/admin/gallery-images/new?category=999999', { cookie })).data.categoryId).toBe('')
  })
})

describe('Edit Gallery', () => {
  it('fills the form, keeps the picture when no file is chosen, moves and hides the picture (gone from the public album)', async () => {
    await reset()
    const row = await create()
    const params = { id: String(row.id) }
    const url = `/admin/gallery-images/${row.id}/edit`
    const loaded = await call(editLoader, url, { cookie, params })
    expect(loaded.data.defaults).toEqual({ ...valid(), publishAt: '', imageAlt: 'Lighting the diyas', imageAlt__pa: '', imageAlt__hi: '', imageAlt__ur: '' })
    expect(loaded.data.image.id).toBe(row.imageId)

    const saved = await call(editAction, url, { cookie, params, body: form({ ...valid(), categoryId: String(otherAlbum), title: 'Diyas at dusk', status: 'hidden' }) })
    expect(saved.status).toBe(302)
    expect(saved.location).toBe('/admin/gallery-images')
    expect(saved.flash).toEqual({ type: 'success', message: 'Picture “Diyas at dusk” saved.', savedId: expect.any(Number) })
    const [after] = await db().select().from(galleryImages).where(eq(galleryImages.id, row.id))
    expect(after).toMatchObject({ categoryId: otherAlbum, title: 'Diyas at dusk', status: 'hidden', imageId: row.imageId })
    expect(await listVisibleImagesOfCategory(otherAlbum)).toEqual([])
    expect(await listVisibleImagesOfCategory(album)).toEqual([])
  })

  it('replaces the picture (the old file is deleted); refuses invalid data with 400; 404 when not there', async () => {
    await reset()
    const row = await create()
    const params = { id: String(row.id) }
    const url = `/admin/gallery-images/${row.id}/edit`
    await call(editAction, url, { cookie, params, body: form(valid(), await png('#00aa33')) })
    const [replaced] = await db().select().from(galleryImages).where(eq(galleryImages.id, row.id))
    expect(replaced.imageId).not.toBe(row.imageId)
    expect(await db().select({ id: media.id }).from(media)).toEqual([{ id: replaced.imageId }])

    const refused = await call(editAction, url, { cookie, params, body: form({ ...valid(), title: 'x'.repeat(251), priority: '60' }, await png('#777777')) })
    expect(refused.status).toBe(400)
    expect(refused.fieldErrors).toEqual({ title: ['title must be at most 250 characters'], priority: ['priority must be a whole number from 0 to 50'] })
    expect(await counts()).toEqual({ rows: 1, media: 1 })

    expect((await call(editLoader, '/admin/gallery-images/999/edit', { cookie, params: { id: '999' } })).status).toBe(404)
    const missing = await call(editAction, '/admin/gallery-images/999/edit', { cookie, params: { id: '999' }, body: form(valid(), await png('#888888')) })
    expect(missing.status).toBe(404)
    expect(await counts()).toEqual({ rows: 1, media: 1 })
  })
})

describe('Gallery List', () => {
  it('pages 25 to a page, searches by title and filters by category on the server', async () => {
    await reset()
    const start = Date.UTC(2025, 0, 1, 18)
    await db()
      .insert(galleryImages)
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          categoryId: i < 30 ? album : otherAlbum,
          title: i % 10 === 0 ? `Dancing ${i}` : `Moment ${i}`,
          status: i !== 39 ? ('published' as const) : ('hidden' as const),
          createdAt: new Date(start + i * 86_400_000),
        })),
      )
    const page1 = await call(listLoader, '/admin/gallery-images', { cookie })
    expect(page1.data.info).toMatchObject({ page: 1, pageCount: 2, total: 40, sort: 'newest' })
    expect(page1.data.rows).toHaveLength(25)
    expect(page1.data.rows[0]).toMatchObject({ title: 'Moment 39', categoryName: 'Seniors picnic', status: 'hidden', createdAt: '9 February 2025' })

    const filtered = await call(listLoader, `/admin/gallery-images?category=${otherAlbum}`, { cookie })
    expect(filtered.data.info).toMatchObject({ total: 10, filters: { category: String(otherAlbum) } })
    expect(filtered.data.category).toEqual({ id: otherAlbum, name: 'Seniors picnic' })

    const searched = await call(listLoader, `/admin/gallery-images?q=dancing&category=${album}`, { cookie })
    expect(searched.data.rows.map((r: { title: string }) => r.title)).toEqual(['Dancing 20', 'Dancing 10', 'Dancing 0'])

    // an unknown category shows everything rather than an error
    expect((await call(listLoader, '/admin/gallery-images?category=abc', { cookie })).data.info.total).toBe(40)
  })

  it('deletes a picture and its file with the spec\'s toast, keeping the filter', async () => {
    await reset()
    const row = await create()
    const before = await counts()
    const outcome = await call(listAction, `/admin/gallery-images?category=${album}&delete=${row.id}`, {
      cookie,
      body: new URLSearchParams({ intent: 'delete', id: String(row.id) }),
    })
    expect(outcome.location).toBe(`/admin/gallery-images?category=${album}`)
    expect(outcome.flash).toEqual({ type: 'success', message: 'Item Deleted Successfully!', undo: { action: '/admin/gallery-images/trash', id: row.id } })
    // in the Trash, with its picture, until deleted for ever there (decision 073)
    expect(await counts()).toEqual(before)
    await call(trashAction, '/admin/gallery-images/trash', { cookie, body: new URLSearchParams({ intent: 'delete-forever', id: String(row.id) }) })
    expect(await counts()).toEqual({ rows: 0, media: 0 })
  })
})
