// Many pictures at once (beyond the spec): each file becomes a picture of the chosen album,
// titled from its file name; a file that is not a picture is refused on its own and leaves
// nothing behind; the per-file post (with JavaScript) answers JSON; the form's own checks hold
// when the browser's are bypassed.
import { count } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../../../database/db.server'
import { galleryCategories, galleryImages, media } from '../../../../database/schema'
import { useTestDatabase } from '../../../../database/test-database'
import { titleFromFileName } from '~/content/gallery-image'
import { adminCookie, call } from '../../../../tests/support/admin-test-helpers'
import { action as uploadOneAction } from './upload-one'
import { action as uploadAction } from './upload'

useTestDatabase()

let cookie = ''
let album = 0
beforeAll(async () => {
  cookie = await adminCookie()
})

async function reset() {
  await db().delete(galleryImages)
  await db().delete(galleryCategories)
  await db().delete(media)
  const [row] = await db().insert(galleryCategories).values({ name: 'Vaisakhi 2025', description: 'Spring.' }).returning({ id: galleryCategories.id })
  album = row.id
}

async function png(colour: string, name: string) {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } }).png().toBuffer()
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' })
}

const fake = (name: string) => new File(['just words'], name, { type: 'image/png' })

function form(files: File[], fields: Record<string, string> = {}) {
  const body = new FormData()
  for (const [name, value] of Object.entries({ categoryId: String(album), status: 'published', priority: '2', ...fields })) body.set(name, value)
  if (files.length === 0) body.append('images', new File([], '', { type: 'application/octet-stream' }))
  for (const file of files) body.append('images', file)
  return body
}

async function counts() {
  const [rows] = await db().select({ n: count() }).from(galleryImages)
  const [files] = await db().select({ n: count() }).from(media)
  return { rows: rows.n, media: files.n }
}

describe('titles from file names', () => {
  it.each([
    ['diwali_mela-2025 (3).JPG', 'diwali mela 2025 (3)'],
    ['C:\\Users\\asha\\Pictures\\langar.png', 'langar'],
    ['.png', 'Picture'],
    [`${'a'.repeat(300)}.webp`, 'a'.repeat(250)],
  ])('%s becomes %j', (name, title) => {
    expect(titleFromFileName(name)).toBe(title)
  })
})

describe('Add many pictures without JavaScript (one post)', () => {
  it('adds every file to the album with its settings and goes to that album in the list', async () => {
    await reset()
    const outcome = await call(uploadAction, '/admin/gallery-images/upload', {
      cookie,
      body: form([await png('#aa0000', 'bhangra_team.png'), await png('#00aa00', 'langar-hall.png')], { status: 'hidden' }),
    })
    expect(outcome.status).toBe(302)
    expect(outcome.location).toBe(`/admin/gallery-images?category=${album}`)
    expect(outcome.flash).toEqual({ type: 'success', message: '2 pictures added.' })
    const rows = await db().select().from(galleryImages).orderBy(galleryImages.id)
    expect(rows.map((row) => [row.title, row.categoryId, row.status, row.priority])).toEqual([
      ['bhangra team', album, 'hidden', 2],
      ['langar hall', album, 'hidden', 2],
    ])
    expect(await counts()).toEqual({ rows: 2, media: 2 })
  })

  it('refuses with 400 and the form\'s messages: no file, bad settings, too many files', async () => {
    await reset()
    const none = await call(uploadAction, '/admin/gallery-images/upload', { cookie, body: form([], { categoryId: '', priority: '70' }) })
    expect(none.status).toBe(400)
    expect(none.fieldErrors).toEqual({
      images: ['Choose at least one picture'],
      categoryId: ['category is a required field'],
      priority: ['priority must be a whole number from 0 to 50'],
    })
    const tiny = await png('#010203', 'x.png')
    const many = await call(uploadAction, '/admin/gallery-images/upload', { cookie, body: form(Array.from({ length: 21 }, () => tiny)) })
    expect(many.status).toBe(400)
    expect(many.fieldErrors).toEqual({ images: ['Choose at most 20 pictures at a time'] })
    expect(await counts()).toEqual({ rows: 0, media: 0 })
  })

  it('keeps the good pictures and lists the refused ones with the reason', async () => {
    await reset()
    const outcome = await call(uploadAction, '/admin/gallery-images/upload', { cookie, body: form([await png('#aa0000', 'good.png'), fake('notes.png')]) })
    expect(outcome.status).toBe(200)
    expect(outcome.data.results).toEqual([
      { name: 'good.png', ok: true, title: 'good' },
      { name: 'notes.png', ok: false, message: expect.stringMatching(/not a picture we can use/) },
    ])
    expect(await counts()).toEqual({ rows: 1, media: 1 })
  })
})

describe('Add many pictures with JavaScript (one post per file)', () => {
  /** The action's JSON answer, as XMLHttpRequest reads it. */
  async function postOne(fields: Record<string, string>, image?: File) {
    const body = new FormData()
    for (const [name, value] of Object.entries(fields)) body.set(name, value)
    if (image) body.set('image', image)
    const response = (await uploadOneAction({
      request: new Request('http://localhost/admin/gallery-images/upload-one', { method: 'POST', headers: { Cookie: cookie }, body }),
      params: {},
      context: { cspNonce: '', clientAddress: '127.0.0.1' },
    } as never)) as Response
    return { status: response.status, json: await response.json() }
  }

  it('adds one picture and answers JSON', async () => {
    await reset()
    const body = new FormData()
    body.set('categoryId', String(album))
    body.set('status', 'published')
    body.set('priority', '0')
    body.set('image', await png('#224466', 'Kite flying.png'))
    const answer = await postOne({ categoryId: String(album), status: 'published', priority: '0' }, await png('#224466', 'Kite flying.png'))
    expect(answer).toEqual({ status: 200, json: { name: 'Kite flying.png', ok: true, title: 'Kite flying' } })
    expect(await counts()).toEqual({ rows: 1, media: 1 })
  })

  it('refuses a file that is not a picture, a missing album and bad settings with 400 and a message; stores nothing', async () => {
    await reset()
    const settings = { categoryId: String(album), status: 'published', priority: '0' }
    expect(await postOne(settings, fake('notes.png'))).toEqual({
      status: 400,
      json: { name: 'notes.png', ok: false, message: expect.stringMatching(/not a picture we can use/) },
    })
    expect(await postOne({ ...settings, categoryId: '424242' }, await png('#555555', 'a.png'))).toEqual({
      status: 400,
      json: { name: 'a.png', ok: false, message: 'This category no longer exists. Please choose another one.' },
    })
    expect(await postOne({ ...settings, priority: '-4' }, await png('#565656', 'b.png'))).toEqual({
      status: 400,
      json: { ok: false, message: 'priority must be a whole number from 0 to 50' },
    })
    expect((await postOne(settings)).status).toBe(400)
    expect(await counts()).toEqual({ rows: 0, media: 0 })
  })
})
