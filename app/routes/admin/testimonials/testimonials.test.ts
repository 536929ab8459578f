// Add, edit, list and delete testimonials through the routes' own loaders and actions, posted
// as a browser without JavaScript (or a hand-made request) would: the server's checks hold
// even when the browser's are bypassed, and a picture that fails leaves nothing behind.
import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../../../database/db.server'
import { media, testimonials } from '../../../../database/schema'
import { useTestDatabase } from '../../../../database/test-database'
import { adminCookie, call, formWithImage, pngFile, deleteForEver } from '../../../../tests/support/admin-test-helpers'
import { loader as detailLoader } from './detail'
import { action as editAction, loader as editLoader } from './edit'
import { action as listAction, loader as listLoader } from './list'
import { action as newAction, loader as newLoader } from './new'
import { action as trashAction } from './trash'

useTestDatabase()

let cookie = ''
beforeAll(async () => {
  cookie = await adminCookie()
})

const VALID = {
  name: 'Manjit Sandhu',
  email: 'manjit@example.org',
  profession: 'Retired teacher',
  message: 'The seniors group gave my mother friends again.',
  rating: '5',
  status: 'published',
  priority: '3',
}

const png = (colour: string) => pngFile(colour, 'portrait.png')

const form = formWithImage

async function counts() {
  const [rows] = await db().select({ n: count() }).from(testimonials)
  const [pictures] = await db().select({ n: count() }).from(media)
  return { rows: rows.n, media: pictures.n }
}

async function reset() {
  await db().delete(testimonials)
  await db().delete(media)
}

describe('Add Testimonial', () => {
  it('refuses an empty form with the spec\'s message for every field, and status 400', async () => {
    await reset()
    const outcome = await call(newAction, '/admin/testimonials/new', { cookie, body: form({}) })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({
      name: ['name is a required field'],
      email: ['email is a required field'],
      profession: ['profession is a required field'],
      message: ['message is a required field'],
      rating: ['Select 1 to 5 rating'],
      status: ['visibility is a required field'],
      priority: ['Set Priority from 1 to 20'],
    })
    expect(await counts()).toEqual({ rows: 0, media: 0 })
  })

  it.each([
    ['rating', '0', 'Select 1 to 5 rating'],
    ['rating', '6', 'Select 1 to 5 rating'],
    ['rating', '2.5', 'Select 1 to 5 rating'],
    ['rating', 'five', 'Select 1 to 5 rating'],
    ['priority', '0', 'Set Priority from 1 to 20'],
    ['priority', '21', 'Set Priority from 1 to 20'],
    ['status', 'maybe', 'visibility is a required field'],
    ['name', '   ', 'name is a required field'],
    ['email', 'not an address', 'email must be a valid email'],
    ['message', 'x'.repeat(5001), 'message must be at most 5000 characters'],
  ])('refuses %s = %j with "%s", keeping what was typed', async (name, value, message) => {
    const outcome = await call(newAction, '/admin/testimonials/new', { cookie, body: form({ ...VALID, [name]: value }) })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({ [name]: [message] })
    expect(outcome.data.initialValue.profession).toBe(VALID.profession)
  })

  it('saves nothing when the picture is not a picture: the message is beside the image field', async () => {
    await reset()
    // a text file that claims to be a PNG gets past the browser's check; the bytes decide
    const fake = new File(['this is just text, not a picture'], 'notes.png', { type: 'image/png' })
    const outcome = await call(newAction, '/admin/testimonials/new', { cookie, body: form(VALID, fake) })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({ image: [expect.stringMatching(/not a picture we can use/)] })
    expect(outcome.data.initialValue.name).toBe(VALID.name)
    expect(await counts()).toEqual({ rows: 0, media: 0 })

    const text = new File(['plain text'], 'notes.txt', { type: 'text/plain' })
    const refused = await call(newAction, '/admin/testimonials/new', { cookie, body: form(VALID, text) })
    expect(refused.status).toBe(400)
    expect(refused.fieldErrors.image[0]).toMatch(/not a picture we can use/)
    expect(await counts()).toEqual({ rows: 0, media: 0 })
  })

  it('saves a valid testimonial with its picture and goes to the list with a toast', async () => {
    await reset()
    const outcome = await call(newAction, '/admin/testimonials/new', { cookie, body: form(VALID, await png('#336699')) })
    expect(outcome.status).toBe(302)
    expect(outcome.location).toBe('/admin/testimonials')
    expect(outcome.flash).toEqual({ type: 'success', message: 'Testimonial from Manjit Sandhu added.', savedId: expect.any(Number) })
    const [row] = await db().select().from(testimonials)
    expect(row).toMatchObject({ name: VALID.name, email: VALID.email, profession: VALID.profession, rating: 5, status: 'published', priority: 3 })
    expect(row.imageId).not.toBeNull()
    expect(await counts()).toEqual({ rows: 1, media: 1 })
  })

  it('saves a testimonial without a picture (the picture is optional) and hidden', async () => {
    await reset()
    const outcome = await call(newAction, '/admin/testimonials/new', { cookie, body: form({ ...VALID, status: 'hidden' }) })
    expect(outcome.status).toBe(302)
    const [row] = await db().select().from(testimonials)
    expect(row).toMatchObject({ imageId: null, status: 'hidden' })
  })
})

describe('A second click on Save (JavaScript off)', () => {
  const withKey = async (key: string, image?: File) => {
    const body = form(VALID, image)
    body.set('submissionKey', key)
    return body
  }
  const freshKey = async () => (await call(newLoader, '/admin/testimonials/new', { cookie })).data.formKey as string

  it('adds the testimonial once when the same form is posted twice, both posts ending on the list', async () => {
    await reset()
    const key = await freshKey()
    const [first, second] = await Promise.all([
      call(newAction, '/admin/testimonials/new', { cookie, body: await withKey(key, await png('#225588')) }),
      call(newAction, '/admin/testimonials/new', { cookie, body: await withKey(key, await png('#225588')) }),
    ])
    for (const outcome of [first, second]) {
      expect(outcome.status).toBe(302)
      expect(outcome.location).toBe('/admin/testimonials')
    }
    expect(await counts()).toEqual({ rows: 1, media: 1 })

    const again = await call(newAction, '/admin/testimonials/new', { cookie, body: await withKey(key) })
    expect(again.location).toBe('/admin/testimonials')
    expect(await counts()).toEqual({ rows: 1, media: 1 })
  })

  it('lets the same form be saved after its first post was refused', async () => {
    await reset()
    const key = await freshKey()
    const fake = new File(['not a picture'], 'notes.png', { type: 'image/png' })
    expect((await call(newAction, '/admin/testimonials/new', { cookie, body: await withKey(key, fake) })).status).toBe(400)
    const retry = await call(newAction, '/admin/testimonials/new', { cookie, body: await withKey(key, await png('#557722')) })
    expect(retry.status).toBe(302)
    expect(await counts()).toEqual({ rows: 1, media: 1 })
  })

  it('gives every showing of the form its own key, so two testimonials typed one after the other are both saved', async () => {
    await reset()
    for (const name of ['First Person', 'Second Person']) {
      const body = form({ ...VALID, name })
      body.set('submissionKey', await freshKey())
      expect((await call(newAction, '/admin/testimonials/new', { cookie, body })).status).toBe(302)
    }
    expect((await counts()).rows).toBe(2)
  })
})

describe('Edit Testimonial', () => {
  async function create(image?: File) {
    await call(newAction, '/admin/testimonials/new', { cookie, body: form(VALID, image) })
    const [row] = await db().select().from(testimonials).orderBy(testimonials.id).limit(1)
    return row
  }

  it('fills the form with what is stored', async () => {
    await reset()
    const row = await create(await png('#aa3300'))
    const outcome = await call(editLoader, `/admin/testimonials/${row.id}/edit`, { cookie, params: { id: String(row.id) } })
    expect(outcome.data.defaults).toEqual({ ...VALID, publishAt: '', imageAlt: 'Portrait of Manjit Sandhu', imageAlt__pa: '', imageAlt__hi: '', imageAlt__ur: '' })
    expect(outcome.data.image.id).toBe(row.imageId)
  })

  it('keeps the picture when no new file is chosen, replaces it (deleting the old one) when one is', async () => {
    await reset()
    const row = await create(await png('#aa3300'))
    const params = { id: String(row.id) }
    const kept = await call(editAction, `/admin/testimonials/${row.id}/edit`, { cookie, params, body: form({ ...VALID, name: 'Manjit K. Sandhu' }) })
    expect(kept.status).toBe(302)
    expect(kept.flash?.message).toBe('Testimonial from Manjit K. Sandhu saved.')
    const [afterKeep] = await db().select().from(testimonials).where(eq(testimonials.id, row.id))
    expect(afterKeep.name).toBe('Manjit K. Sandhu')
    expect(afterKeep.imageId).toBe(row.imageId)
    expect(afterKeep.updatedAt.getTime()).toBeGreaterThanOrEqual(row.updatedAt.getTime())

    await call(editAction, `/admin/testimonials/${row.id}/edit`, { cookie, params, body: form(VALID, await png('#00aa33')) })
    const [afterReplace] = await db().select().from(testimonials).where(eq(testimonials.id, row.id))
    expect(afterReplace.imageId).not.toBe(row.imageId)
    const remaining = await db().select({ id: media.id }).from(media)
    expect(remaining).toEqual([{ id: afterReplace.imageId }])

    await call(editAction, `/admin/testimonials/${row.id}/edit`, { cookie, params, body: form({ ...VALID, removeImage: 'on' }) })
    const [afterRemove] = await db().select().from(testimonials).where(eq(testimonials.id, row.id))
    expect(afterRemove.imageId).toBeNull()
    expect(await counts()).toEqual({ rows: 1, media: 0 })
  })

  it('refuses invalid data with 400 and changes nothing', async () => {
    await reset()
    const row = await create()
    const outcome = await call(editAction, `/admin/testimonials/${row.id}/edit`, {
      cookie,
      params: { id: String(row.id) },
      body: form({ ...VALID, name: '', priority: '40' }),
    })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({ name: ['name is a required field'], priority: ['Set Priority from 1 to 20'] })
    const [same] = await db().select().from(testimonials).where(eq(testimonials.id, row.id))
    expect(same.name).toBe(VALID.name)
  })

  it('answers 404 for a testimonial that is not there, and deletes the picture it had just stored', async () => {
    await reset()
    const missing = await call(editLoader, '/admin/testimonials/999/edit', { cookie, params: { id: '999' } })
    expect(missing.status).toBe(404)
    const outcome = await call(editAction, '/admin/testimonials/999/edit', { cookie, params: { id: '999' }, body: form(VALID, await png('#123456')) })
    expect(outcome.status).toBe(404)
    expect(await counts()).toEqual({ rows: 0, media: 0 })
    expect((await call(editLoader, '/admin/testimonials/abc/edit', { cookie, params: { id: 'abc' } })).status).toBe(404)
  })
})

describe('Testimonial detail', () => {
  it('shows every field with long dates, and 404 for an unknown id', async () => {
    await reset()
    await call(newAction, '/admin/testimonials/new', { cookie, body: form(VALID, await png('#884422')) })
    const [row] = await db().select().from(testimonials)
    const outcome = await call(detailLoader, `/admin/testimonials/${row.id}`, { cookie, params: { id: String(row.id) } })
    expect(outcome.data).toMatchObject({ name: VALID.name, email: VALID.email, profession: VALID.profession, message: VALID.message, status: 'published', priority: 3, rating: 5 })
    expect(outcome.data.createdAt).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2} [ap]\.m\.$/)
    expect(outcome.data.updatedAt).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}, /)
    expect(outcome.data.image.id).toBe(row.imageId)
    expect((await call(detailLoader, '/admin/testimonials/4040', { cookie, params: { id: '4040' } })).status).toBe(404)
  })
})

describe('Testimonial list', () => {
  it('counts the visible testimonials for its note that the home page needs at least 3 (spec 9)', async () => {
    await reset()
    const base = { email: 'count@example.org', profession: 'Volunteer', message: 'Thank you.' }
    await db()
      .insert(testimonials)
      .values([
        { ...base, name: 'Shown One' },
        { ...base, name: 'Shown Two' },
        { ...base, name: 'Hidden One', status: 'hidden' },
      ])
    expect((await call(listLoader, '/admin/testimonials', { cookie })).data.visible).toBe(2)
  })

  it('pages, searches and sorts on the server, 25 to a page', async () => {
    await reset()
    const start = Date.UTC(2025, 0, 1)
    await db()
      .insert(testimonials)
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          name: i % 10 === 0 ? `Gurpreet Number ${i}` : `Person ${i}`,
          email: `person${i}@example.org`,
          profession: 'Volunteer',
          message: 'Thank you.',
          createdAt: new Date(start + i * 86_400_000),
        })),
      )
    const page1 = await call(listLoader, '/admin/testimonials', { cookie })
    expect(page1.data.info).toMatchObject({ page: 1, pageCount: 3, total: 60, sort: 'newest' })
    expect(page1.data.rows).toHaveLength(25)
    expect(page1.data.rows[0].name).toBe('Person 59')
    expect(page1.data.rows[0].createdAt).toBe('28 February 2025')

    const page3 = await call(listLoader, '/admin/testimonials?page=3', { cookie })
    expect(page3.data.rows.map((r: { name: string }) => r.name)).toEqual([
      'Person 9', 'Person 8', 'Person 7', 'Person 6', 'Person 5', 'Person 4', 'Person 3', 'Person 2', 'Person 1', 'Gurpreet Number 0',
    ])

    const oldest = await call(listLoader, '/admin/testimonials?sort=oldest&page=3', { cookie })
    expect(oldest.data.rows).toHaveLength(10)
    expect(oldest.data.rows[9].name).toBe('Person 59')

    const search = await call(listLoader, '/admin/testimonials?q=gurPREET', { cookie })
    expect(search.data.info).toMatchObject({ total: 6, pageCount: 1, q: 'gurPREET' })
    expect(search.data.rows.map((r: { name: string }) => r.name)[0]).toBe('Gurpreet Number 50')

    const byEmail = await call(listLoader, '/admin/testimonials?q=person42@', { cookie })
    expect(byEmail.data.rows.map((r: { name: string }) => r.name)).toEqual(['Person 42'])

    // % and _ are letters to search for, not wildcards
    expect((await call(listLoader, '/admin/testimonials?q=%25', { cookie })).data.info.total).toBe(0)
    expect((await call(listLoader, '/admin/testimonials?q=Person_1', { cookie })).data.info.total).toBe(0)

    // a nonsense page is the first page; a page past the end is empty, not an error
    expect((await call(listLoader, '/admin/testimonials?page=-4', { cookie })).data.info.page).toBe(1)
    const beyond = await call(listLoader, '/admin/testimonials?page=9', { cookie })
    expect(beyond.data.rows).toEqual([])
    expect(beyond.data.info.pageCount).toBe(3)
  })

  it('deletes a testimonial and its picture, keeps the list\'s page and search, and says so', async () => {
    await reset()
    await call(newAction, '/admin/testimonials/new', { cookie, body: form(VALID, await png('#552200')) })
    const [row] = await db().select().from(testimonials)
    const before = await counts()
    const outcome = await call(listAction, '/admin/testimonials?q=Manjit&delete=' + row.id, {
      cookie,
      body: new URLSearchParams({ intent: 'delete', id: String(row.id) }),
    })
    expect(outcome.status).toBe(302)
    expect(outcome.location).toBe('/admin/testimonials?q=Manjit')
    expect(outcome.flash).toEqual({ type: 'success', message: 'Item Deleted Successfully!', undo: { action: '/admin/testimonials/trash', id: row.id } })
    // in the Trash, with its picture, until deleted for ever there (decision 073)
    expect(await counts()).toEqual(before)
    await call(trashAction, '/admin/testimonials/trash', { cookie, body: new URLSearchParams({ intent: 'delete-forever', id: String(row.id) }) })
    expect(await counts()).toEqual({ rows: 0, media: 0 })

    const again = await call(listAction, '/admin/testimonials', { cookie, body: new URLSearchParams({ intent: 'delete', id: String(row.id) }) })
    expect(again.flash).toEqual({ type: 'error', message: 'That item was already deleted.' })
    const nonsense = await call(listAction, '/admin/testimonials', { cookie, body: new URLSearchParams({ intent: 'delete', id: 'x' }) })
    expect(nonsense.status).toBe(400)
  })

  it('keeps a picture that another testimonial still shows', async () => {
    await reset()
    const picture = await png('#0000ff')
    await call(newAction, '/admin/testimonials/new', { cookie, body: form(VALID, picture) })
    await call(newAction, '/admin/testimonials/new', { cookie, body: form({ ...VALID, name: 'Second' }, picture) })
    const rows = await db().select().from(testimonials).orderBy(testimonials.id)
    expect(rows[0].imageId).toBe(rows[1].imageId)
    await deleteForEver(listAction, trashAction, '/admin/testimonials', rows[0].id, cookie)
    expect(await counts()).toEqual({ rows: 1, media: 1 })
  })
})
