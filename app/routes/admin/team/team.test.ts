// Add, edit, read, list and delete team members through the routes' own loaders and actions,
// posted as a browser without JavaScript (or a hand-made request) would: the server's checks
// hold when the browser's are bypassed, visibility is saved (the old form dropped it), and a
// picture that fails leaves nothing behind.
import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../../../database/db.server'
import { media, teamMembers } from '../../../../database/schema'
import { useTestDatabase } from '../../../../database/test-database'
import { listVisibleTeamMembers } from '~/content-types/team-member.server'
import { adminCookie, call, formWithImage, pngFile, deleteForEver } from '../../../../tests/support/admin-test-helpers'
import { loader as detailLoader } from './detail'
import { action as editAction, loader as editLoader } from './edit'
import { action as listAction, loader as listLoader } from './list'
import { action as newAction } from './new'
import { action as trashAction } from './trash'

useTestDatabase()

let cookie = ''
beforeAll(async () => {
  cookie = await adminCookie()
})

const VALID = {
  name: 'Harpreet Kaur',
  email: 'harpreet@example.org',
  profession: 'Registered social worker',
  bio: 'Harpreet leads the seniors circle and speaks Punjabi, Hindi and English.',
  status: 'published',
  priority: '4',
}

const png = (colour: string) => pngFile(colour, 'portrait.png')

const form = formWithImage

async function counts() {
  const [rows] = await db().select({ n: count() }).from(teamMembers)
  const [pictures] = await db().select({ n: count() }).from(media)
  return { rows: rows.n, media: pictures.n }
}

async function reset() {
  await db().delete(teamMembers)
  await db().delete(media)
}

async function create(fields: Record<string, string> = VALID, image?: File) {
  const outcome = await call(newAction, '/admin/team/new', { cookie, body: form(fields, image) })
  expect(outcome.status).toBe(302)
  const [row] = await db().select().from(teamMembers).orderBy(teamMembers.id).limit(1)
  return row
}

describe('Add Team Member', () => {
  it("refuses an empty form with the spec's message for every field, and status 400", async () => {
    await reset()
    const outcome = await call(newAction, '/admin/team/new', { cookie, body: form({}) })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({
      name: ['name is a required field'],
      email: ['email is a required field'],
      profession: ['profession is a required field'],
      bio: ['bio is a required field'],
      status: ['visibility is a required field'],
      priority: ['Set Priority from 1 to 20'],
    })
    expect(await counts()).toEqual({ rows: 0, media: 0 })
  })

  it.each([
    ['priority', '0', 'Set Priority from 1 to 20'],
    ['priority', '21', 'Set Priority from 1 to 20'],
    ['priority', '1.5', 'Set Priority from 1 to 20'],
    ['priority', 'first', 'Set Priority from 1 to 20'],
    ['name', '   ', 'name is a required field'],
    ['bio', ' ', 'bio is a required field'],
    ['email', 'harpreet at example', 'email must be a valid email'],
    ['bio', 'x'.repeat(5001), 'bio must be at most 5000 characters'],
    ['status', 'yes', 'visibility is a required field'],
  ])('refuses %s = %j with "%s", keeping what was typed', async (name, value, message) => {
    const outcome = await call(newAction, '/admin/team/new', { cookie, body: form({ ...VALID, [name]: value }) })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({ [name]: [message] })
    expect(outcome.data.initialValue.profession).toBe(VALID.profession)
  })

  it('saves nothing when the picture is not a picture: the message is beside the image field', async () => {
    await reset()
    const fake = new File(['this is just text, not a picture'], 'face.jpg', { type: 'image/jpeg' })
    const outcome = await call(newAction, '/admin/team/new', { cookie, body: form(VALID, fake) })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({ image: [expect.stringMatching(/not a picture we can use/)] })
    expect(outcome.data.initialValue.name).toBe(VALID.name)
    expect(await counts()).toEqual({ rows: 0, media: 0 })
  })

  it('saves a valid member with a picture and goes to the list with a toast', async () => {
    await reset()
    const outcome = await call(newAction, '/admin/team/new', { cookie, body: form(VALID, await png('#336699')) })
    expect(outcome.status).toBe(302)
    expect(outcome.location).toBe('/admin/team')
    expect(outcome.flash).toEqual({ type: 'success', message: 'Harpreet Kaur added to the team.', savedId: expect.any(Number) })
    const [row] = await db().select().from(teamMembers)
    expect(row).toMatchObject({ name: VALID.name, email: VALID.email, profession: VALID.profession, bio: VALID.bio, status: 'published', priority: 4 })
    expect(row.imageId).not.toBeNull()
    expect(await counts()).toEqual({ rows: 1, media: 1 })
  })

  it('saves visibility: a hidden member, without a picture, is not on the public Team page', async () => {
    await reset()
    await create({ ...VALID, status: 'hidden' })
    const [row] = await db().select().from(teamMembers)
    expect(row).toMatchObject({ imageId: null, status: 'hidden' })
    expect(await listVisibleTeamMembers()).toEqual([])
  })
})

describe('Edit Team Member', () => {
  it('fills the form with what is stored', async () => {
    await reset()
    const row = await create(VALID, await png('#aa3300'))
    const outcome = await call(editLoader, `/admin/team/${row.id}/edit`, { cookie, params: { id: String(row.id) } })
    // the picture's description as it is now: made from the name when none was typed
    expect(outcome.data.defaults).toEqual({ ...VALID, publishAt: '', imageAlt: 'Portrait of Harpreet Kaur', imageAlt__pa: '', imageAlt__hi: '', imageAlt__ur: '' })
    expect(outcome.data.image.id).toBe(row.imageId)
  })

  it('keeps the picture when no new file is chosen, replaces it (deleting the old one), removes it when asked', async () => {
    await reset()
    const row = await create(VALID, await png('#aa3300'))
    const params = { id: String(row.id) }
    const url = `/admin/team/${row.id}/edit`
    const kept = await call(editAction, url, { cookie, params, body: form({ ...VALID, name: 'Harpreet K. Sandhu', status: 'hidden' }) })
    expect(kept.status).toBe(302)
    expect(kept.location).toBe('/admin/team')
    expect(kept.flash?.message).toBe('Harpreet K. Sandhu saved.')
    const [afterKeep] = await db().select().from(teamMembers).where(eq(teamMembers.id, row.id))
    expect(afterKeep).toMatchObject({ name: 'Harpreet K. Sandhu', status: 'hidden', imageId: row.imageId })

    await call(editAction, url, { cookie, params, body: form(VALID, await png('#00aa33')) })
    const [afterReplace] = await db().select().from(teamMembers).where(eq(teamMembers.id, row.id))
    expect(afterReplace.imageId).not.toBe(row.imageId)
    expect(await db().select({ id: media.id }).from(media)).toEqual([{ id: afterReplace.imageId }])

    await call(editAction, url, { cookie, params, body: form({ ...VALID, removeImage: 'on' }) })
    const [afterRemove] = await db().select().from(teamMembers).where(eq(teamMembers.id, row.id))
    expect(afterRemove.imageId).toBeNull()
    expect(await counts()).toEqual({ rows: 1, media: 0 })
  })

  it('refuses invalid data with 400 and changes nothing; 404 for a member that is not there', async () => {
    await reset()
    const row = await create()
    const outcome = await call(editAction, `/admin/team/${row.id}/edit`, {
      cookie,
      params: { id: String(row.id) },
      body: form({ ...VALID, email: '', priority: '' }),
    })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({ email: ['email is a required field'], priority: ['Set Priority from 1 to 20'] })
    const [same] = await db().select().from(teamMembers).where(eq(teamMembers.id, row.id))
    expect(same.email).toBe(VALID.email)

    expect((await call(editLoader, '/admin/team/999/edit', { cookie, params: { id: '999' } })).status).toBe(404)
    const missing = await call(editAction, '/admin/team/999/edit', { cookie, params: { id: '999' }, body: form(VALID, await png('#123456')) })
    expect(missing.status).toBe(404)
    expect(await counts()).toEqual({ rows: 1, media: 0 })
  })
})

describe('Team member detail', () => {
  it('shows every field with long dates (not the unused rating), and 404 for an unknown id', async () => {
    await reset()
    const row = await create({ ...VALID, status: 'hidden' }, await png('#884422'))
    const outcome = await call(detailLoader, `/admin/team/${row.id}`, { cookie, params: { id: String(row.id) } })
    expect(outcome.data).toMatchObject({ name: VALID.name, email: VALID.email, profession: VALID.profession, bio: VALID.bio, status: 'hidden', priority: 4 })
    expect(outcome.data).not.toHaveProperty('rating')
    expect(outcome.data.createdAt).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2} [ap]\.m\.$/)
    expect(outcome.data.updatedAt).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}, /)
    expect(outcome.data.image.id).toBe(row.imageId)
    expect((await call(detailLoader, '/admin/team/4040', { cookie, params: { id: '4040' } })).status).toBe(404)
  })
})

describe('Member list', () => {
  it('pages, searches (name, e-mail, profession) and sorts on the server, 25 to a page', async () => {
    await reset()
    const start = Date.UTC(2025, 0, 1, 18)
    await db()
      .insert(teamMembers)
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          name: i % 10 === 0 ? `Simran Number ${i}` : `Member ${i}`,
          email: `member${i}@example.org`,
          profession: i === 33 ? 'Grief counsellor' : 'Volunteer',
          bio: 'Helps out.',
          createdAt: new Date(start + i * 86_400_000),
        })),
      )
    const page1 = await call(listLoader, '/admin/team', { cookie })
    expect(page1.data.info).toMatchObject({ page: 1, pageCount: 3, total: 60, sort: 'newest' })
    expect(page1.data.rows).toHaveLength(25)
    expect(page1.data.rows[0]).toMatchObject({ name: 'Member 59', profession: 'Volunteer', email: 'member59@example.org', createdAt: '1 March 2025', image: null })

    const oldest = await call(listLoader, '/admin/team?sort=oldest&page=3', { cookie })
    expect(oldest.data.rows).toHaveLength(10)
    expect(oldest.data.rows[9].name).toBe('Member 59')

    expect((await call(listLoader, '/admin/team?q=SIMRAN', { cookie })).data.info).toMatchObject({ total: 6, pageCount: 1 })
    const byProfession = await call(listLoader, '/admin/team?q=counsellor', { cookie })
    expect(byProfession.data.rows.map((r: { name: string }) => r.name)).toEqual(['Member 33'])
    const byEmail = await call(listLoader, '/admin/team?q=member42@', { cookie })
    expect(byEmail.data.rows.map((r: { name: string }) => r.name)).toEqual(['Member 42'])
  })

  it('deletes a member and their picture, keeps the list\'s search, and says so', async () => {
    await reset()
    const row = await create(VALID, await png('#552200'))
    const before = await counts()
    const outcome = await call(listAction, `/admin/team?q=Harpreet&delete=${row.id}`, {
      cookie,
      body: new URLSearchParams({ intent: 'delete', id: String(row.id) }),
    })
    expect(outcome.status).toBe(302)
    expect(outcome.location).toBe('/admin/team?q=Harpreet')
    expect(outcome.flash).toEqual({ type: 'success', message: 'Item Deleted Successfully!', undo: { action: '/admin/team/trash', id: row.id } })
    // in the Trash, with its picture, until deleted for ever there (decision 073)
    expect(await counts()).toEqual(before)
    await call(trashAction, '/admin/team/trash', { cookie, body: new URLSearchParams({ intent: 'delete-forever', id: String(row.id) }) })
    expect(await counts()).toEqual({ rows: 0, media: 0 })
    const again = await call(listAction, '/admin/team', { cookie, body: new URLSearchParams({ intent: 'delete', id: String(row.id) }) })
    expect(again.flash).toEqual({ type: 'error', message: 'That item was already deleted.' })
  })

  it('keeps a picture that another member still shows', async () => {
    await reset()
    const picture = await png('#0000ff')
    await create(VALID, picture)
    await create({ ...VALID, name: 'Second' }, picture)
    const rows = await db().select().from(teamMembers).orderBy(teamMembers.id)
    expect(rows[0].imageId).toBe(rows[1].imageId)
    await deleteForEver(listAction, trashAction, '/admin/team', rows[0].id, cookie)
    expect(await counts()).toEqual({ rows: 1, media: 1 })
  })
})
