// The staff's preview (issue 19 item 2) on a real database: an admin sees a post, event or album
// on its public page whatever its visibility, told which; visitors, members and admins who have
// not finished signing in get the same 404 as for an unknown page, and the public pages still
// answer 404 for hidden items.
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '../../../database/db.server'
import { blogs, events, galleryCategories } from '../../../database/schema'
import { useTestDatabase } from '../../../database/test-database'
import { startSession } from '~/auth/session.server'
import { createUser } from '~/models/user.server'
import { adminCookie, call } from '../../../tests/support/admin-test-helpers'
import { loader as blogDetail } from './blog-detail'
import { loader as eventDetail } from './event-detail'
import { loader as galleryDetail } from './gallery-detail'
import { loader } from './preview'

useTestDatabase()

let admin: string
let member: string
let halfSignedIn: string
beforeAll(async () => {
  admin = await adminCookie()
  const user = await createUser({ email: 'member-preview@example.org', password: 'member test password', roles: [] })
  member = (await startSession(new Request('http://localhost/login'), user.id, false)).split(';')[0]
  // an admin without two-factor sign-in, on a site that requires it: not through the door yet
  const newAdmin = await createUser({ email: 'admin-no-factor@example.org', password: 'admin test password', roles: ['administrator'] })
  halfSignedIn = (await startSession(new Request('http://localhost/login'), newAdmin.id, false)).split(';')[0]
})

const preview = (page: string, id: number | string, cookie = admin) => call(loader, `/preview/${page}/${id}`, { cookie, params: { page, id: String(id) } })

async function addBlog(shown: boolean) {
  const [row] = await db().insert(blogs).values({ name: 'Wellbeing', title: `Post ${shown}`, description: 'What the post says.', writerName: 'Anjali Mehta', status: shown ? 'published' : 'hidden' }).returning({ id: blogs.id })
  return row.id
}
async function addEvent(shown: boolean) {
  const [row] = await db()
    .insert(events)
    .values({ title: `Event ${shown}`, description: 'What happens there.', eventDate: new Date('2030-05-01T17:00:00Z'), location: 'Mill Woods', status: shown ? 'published' : 'hidden' })
    .returning({ id: events.id })
  return row.id
}
async function addAlbum(shown: boolean) {
  const [row] = await db().insert(galleryCategories).values({ name: `Album ${shown}`, description: 'Pictures of the day.', status: shown ? 'published' : 'hidden' }).returning({ id: galleryCategories.id })
  return row.id
}

describe('an admin previewing', () => {
  test('a hidden post: its page, the banner saying visitors cannot see it, and the way back to editing; never cached', async () => {
    const id = await addBlog(false)
    const seen = await preview('BlogDetail', id)
    expect(seen.status).toBe(200)
    expect(seen.data).toMatchObject({ kind: 'blog', visible: false, title: 'Post false', edit: `/admin/blogs/${id}/edit`, path: `/BlogDetail/${id}` })
    expect(seen.data.page.blog).toMatchObject({ title: 'Post false', description: [{ type: 'p', children: ['What the post says.'] }] })
    const answered = await loader({ request: new Request(`http://localhost/preview/blogdetail/${id}`, { headers: { Cookie: admin } }), params: { page: 'blogdetail', id: String(id) }, context: {} } as never)
    expect(new Headers((answered as { init?: { headers?: HeadersInit } }).init?.headers).get('Cache-Control')).toBe('no-store')
    // and the public page still does not show it
    await expect(blogDetail({ request: new Request(`http://localhost/blogdetail/${id}`), params: { id: String(id) }, context: {} } as never)).rejects.toMatchObject({ status: 404 })
  })

  test('a visible post says visitors can see it', async () => {
    const id = await addBlog(true)
    expect((await preview('blogdetail', id)).data).toMatchObject({ kind: 'blog', visible: true })
  })

  test('a hidden event, with when and where as its page says them', async () => {
    const id = await addEvent(false)
    const seen = await preview('events', id)
    expect(seen.data).toMatchObject({ kind: 'event', visible: false, edit: `/admin/events/${id}/edit`, path: `/events/${id}` })
    expect(seen.data.page).toMatchObject({ event: { title: 'Event false', location: 'Mill Woods', isPast: false }, when: '1 May 2030, 11:00 a.m.' })
    await expect(eventDetail({ request: new Request(`http://localhost/events/${id}`), params: { id: String(id) }, context: {} } as never)).rejects.toMatchObject({ status: 404 })
    expect((await preview('events', await addEvent(true))).data).toMatchObject({ kind: 'event', visible: true })
  })

  test('a hidden album, in any letter case of the address', async () => {
    const id = await addAlbum(false)
    const seen = await preview('GALLERYDETAIL', id)
    expect(seen.data).toMatchObject({ kind: 'album', visible: false, edit: `/admin/gallery-categories/${id}/edit`, page: { category: { name: 'Album false' }, images: [] } })
    await expect(galleryDetail({ request: new Request(`http://localhost/gallerydetail/${id}`), params: { id: String(id) }, context: {} } as never)).rejects.toMatchObject({
      status: 404,
    })
    expect((await preview('gallerydetail', await addAlbum(true))).data).toMatchObject({ kind: 'album', visible: true })
  })

  test('an unknown item, an unknown kind of page or a malformed id: 404', async () => {
    const id = await addBlog(false)
    for (const [page, wrong] of [
      ['blogdetail', '999999'],
      ['blogdetail', '9999999999'],
      ['blogdetail', `${id}abc`],
      ['blogdetail', '-1'],
      ['team', String(id)],
      ['..', String(id)],
    ]) {
      expect((await preview(page, wrong)).status, `${page}/${wrong}`).toBe(404)
    }
  })
})

describe('anyone else', () => {
  test('visitors, members and an admin who has not finished signing in get the 404 page, hidden or visible alike', async () => {
    const hidden = await addBlog(false)
    const shown = await addBlog(true)
    for (const cookie of ['', member, halfSignedIn, 'session=forged']) {
      for (const id of [hidden, shown]) expect((await preview('blogdetail', id, cookie)).status).toBe(404)
    }
  })
})
