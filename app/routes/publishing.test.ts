// Draft, scheduled, published, hidden (issue 19 item 1, decision 032), through the routes' own
// loaders and actions on a real database, with the clock moved as time passes: a post scheduled
// a minute ahead is nowhere on the public site, then everywhere once its minute has come, with
// nobody acting; drafts and hidden items are nowhere; the list shows and filters the status; the
// form's rules keep a status and its date from contradicting each other.
import { eq } from 'drizzle-orm'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import sharp from 'sharp'
import { db } from '../../database/db.server'
import { auditEntries, blogs, events, galleryCategories, galleryImages, media, PUBLISHING_STATUSES, teamMembers, testimonials } from '../../database/schema'
import { useTestDatabase } from '../../database/test-database'
import { pageArgs } from '../../tests/support/page-args'
import { adminCookie, call } from '../../tests/support/admin-test-helpers'
import { PUBLISHING_MESSAGES, STATUSES } from '~/content/publishing'
import { toEdmontonDateTimeInput } from '~/utils/edmonton-time.server'
import { loader as blogListLoader } from '~/routes/admin/blogs/list'
import { action as blogEditAction } from '~/routes/admin/blogs/edit'
import { action as blogNewAction } from '~/routes/admin/blogs/new'
import { loader as publicBlogLoader } from '~/routes/site/blog'
import { loader as publicPostLoader } from '~/routes/site/blog-detail'
import { loader as homeLoader } from '~/routes/site/home'
import { loader as atomLoader } from '~/routes/resources/blog-atom'
import { loader as rssLoader } from '~/routes/resources/blog-rss'
import { loader as sitemapLoader } from '~/routes/resources/sitemap'
import { blogStore } from '~/content-types/blog.server'
import { eventStore } from '~/content-types/event.server'
import { galleryCategoryStore } from '~/content-types/gallery-category.server'
import { galleryImageStore } from '~/content-types/gallery-image.server'
import { countVisible } from '~/content-types/store.server'
import { teamMemberStore } from '~/content-types/team-member.server'
import { testimonialStore } from '~/content-types/testimonial.server'

useTestDatabase()

let cookie = ''
beforeAll(async () => {
  cookie = await adminCookie()
})

// only Date is faked: the database's own timers keep running
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }))
afterEach(() => vi.useRealTimers())

const POST = {
  name: 'Bereavement',
  title: 'Diwali when someone is missing',
  description: 'The first festival after a death.',
  section2Title: 'What helps',
  section2Body: 'Lighting a lamp for them.',
  section3Title: 'Where to start',
  section3Body: 'Our Thursday circle.',
  writerName: 'Harpreet Gill',
  writerDescription: 'Counsellor.',
  sideTitle: 'Crisis line',
  sideDescription: 'Call 211.',
  priority: '1',
}

async function png() {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#446688' } }).png().toBuffer()
  return new File([new Uint8Array(bytes)], 'picture.png', { type: 'image/png' })
}

async function postForm(fields: Record<string, string>) {
  const body = new FormData()
  for (const [name, value] of Object.entries({ ...POST, ...fields })) body.set(name, value)
  body.set('image', await png())
  body.set('writerImage', new File([], '', { type: 'application/octet-stream' }))
  return body
}

/** Where the post is on the public site: its page, the blog list, the sitemap and both feeds. */
async function whereShown(id: number, title: string) {
  const page = await publicPostLoader(pageArgs(`/blogdetail/${id}`, { id: String(id) })).then(
    () => true,
    (thrown: Response) => (thrown.status === 404 ? false : Promise.reject(thrown)),
  )
  const list = (await publicBlogLoader(pageArgs('/blog'))).blogs.some((blog) => blog.id === id)
  const sitemap = (await (await sitemapLoader()).text()).includes(`/blogdetail/${id}<`)
  const atom = (await (await atomLoader({ request: new Request('http://localhost/blog/atom.xml') })).text()).includes(title)
  const rss = (await (await rssLoader({ request: new Request('http://localhost/blog/rss.xml') })).text()).includes(title)
  return { page, list, sitemap, atom, rss }
}

const NOWHERE = { page: false, list: false, sitemap: false, atom: false, rss: false }
const EVERYWHERE = { page: true, list: true, sitemap: true, atom: true, rss: true }

describe('a scheduled post', () => {
  it('is nowhere on the public site until its minute, then everywhere, with nobody acting', async () => {
    vi.setSystemTime(new Date('2026-11-25T17:00:00Z'))
    const at = new Date('2026-11-25T17:01:00Z')
    const saved = await call(blogNewAction, '/admin/blogs/new', { cookie, body: await postForm({ status: 'scheduled', publishAt: toEdmontonDateTimeInput(at) }) })
    expect(saved.status).toBe(302)
    const [row] = await db().select().from(blogs)
    expect(row).toMatchObject({ status: 'scheduled', publishAt: at })
    expect(await whereShown(row.id, POST.title)).toEqual(NOWHERE)
    // a feed reader may keep the feed only until then, not the usual hour
    for (const feed of [atomLoader, rssLoader]) expect((await feed({ request: new Request('http://localhost/blog/rss.xml') })).headers.get('Cache-Control')).toBe('public, max-age=60')
    // the list says when it appears, and counts it as not yet shown
    const before = await call(blogListLoader, '/admin/blogs', { cookie })
    expect(before.data.rows[0]).toMatchObject({ status: 'scheduled', statusWhen: '25 November 2026, 11:01 a.m.' })
    expect(await countVisible(blogStore)).toBe(0)

    vi.setSystemTime(new Date('2026-11-25T17:01:00Z'))
    expect(await whereShown(row.id, POST.title)).toEqual(EVERYWHERE)
    expect((await atomLoader({ request: new Request('http://localhost/blog/atom.xml') })).headers.get('Cache-Control')).toBe('public, max-age=3600')
    const after = await call(blogListLoader, '/admin/blogs', { cookie })
    expect(after.data.rows[0]).toMatchObject({ status: 'published', statusWhen: null })
    expect(await countVisible(blogStore)).toBe(1)
    // its publication date is the time it was scheduled for, not the day it was typed
    expect((await publicBlogLoader(pageArgs('/blog'))).blogs[0].date.iso).toBe(at.toISOString())
    const post = await publicPostLoader(pageArgs(`/blogdetail/${row.id}`, { id: String(row.id) }))
    expect(post.published.text).toBe('25 November 2026')
  })

  it('a draft and a hidden post are nowhere, whenever it is', async () => {
    vi.setSystemTime(new Date('2026-11-25T17:00:00Z'))
    for (const status of ['draft', 'hidden']) {
      expect((await call(blogNewAction, '/admin/blogs/new', { cookie, body: await postForm({ status, title: `A ${status} post` }) })).status).toBe(302)
    }
    vi.setSystemTime(new Date('2027-11-25T17:00:00Z'))
    for (const row of await db().select().from(blogs)) expect(await whereShown(row.id, row.title)).toEqual(NOWHERE)
  })

  it('a post can carry a publication date in the past, which orders it and is shown on it', async () => {
    vi.setSystemTime(new Date('2026-11-25T17:00:00Z'))
    await call(blogNewAction, '/admin/blogs/new', { cookie, body: await postForm({ status: 'published', title: 'Newer', publishAt: '2026-11-01T09:00' }) })
    await call(blogNewAction, '/admin/blogs/new', { cookie, body: await postForm({ status: 'published', title: 'Older', publishAt: '2025-03-01T09:00' }) })
    const shown = (await publicBlogLoader(pageArgs('/blog'))).blogs
    expect(shown.map((blog) => [blog.title, blog.date.text])).toEqual([
      ['Newer', '1 November 2026'],
      ['Older', '1 March 2025'],
    ])
    const [older] = await db().select().from(blogs).where(eq(blogs.title, 'Older'))
    expect(older.publishAt).toEqual(new Date('2025-03-01T16:00:00Z'))
  })
})

describe('the form keeps a status and its date from contradicting each other', () => {
  it.each([
    [{ status: 'scheduled' }, PUBLISHING_MESSAGES.whenMissing],
    [{ status: 'scheduled', publishAt: '2026-11-25T10:59' }, PUBLISHING_MESSAGES.whenPassed],
    [{ status: 'published', publishAt: '2026-11-25T11:30' }, PUBLISHING_MESSAGES.dateToCome],
    [{ status: 'scheduled', publishAt: 'next tuesday' }, PUBLISHING_MESSAGES.whenInvalid],
  ])('%o is refused beside the date, storing nothing', async (fields, message) => {
    vi.setSystemTime(new Date('2026-11-25T17:00:00Z'))
    const outcome = await call(blogNewAction, '/admin/blogs/new', { cookie, body: await postForm(fields) })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({ publishAt: [message] })
    expect(await db().select().from(blogs)).toEqual([])
  })

  it('says what is wrong with the date together with what is wrong elsewhere, not one after the other', async () => {
    vi.setSystemTime(new Date('2026-11-25T17:00:00Z'))
    const outcome = await call(blogNewAction, '/admin/blogs/new', { cookie, body: await postForm({ status: 'scheduled', title: '' }) })
    expect(outcome.fieldErrors).toEqual({ title: ['title is a required field'], publishAt: [PUBLISHING_MESSAGES.whenMissing] })
  })

  it('a status that is not one of the four is refused with the spec words', async () => {
    const outcome = await call(blogNewAction, '/admin/blogs/new', { cookie, body: await postForm({ status: 'live' }) })
    expect(outcome.fieldErrors).toEqual({ status: ['visibility is a required field'] })
  })
})

describe('the list of posts', () => {
  it('filters by status as it stands now (a scheduled post whose time has come is Visible)', async () => {
    vi.setSystemTime(new Date('2026-11-25T17:00:00Z'))
    await db().insert(blogs).values(
      [
        ['Draft', 'draft', null],
        ['Hidden', 'hidden', null],
        ['Visible', 'published', '2026-11-01T00:00:00Z'],
        ['Came', 'scheduled', '2026-11-25T16:00:00Z'],
        ['Coming', 'scheduled', '2026-12-01T00:00:00Z'],
      ].map(([title, status, at]) => ({ ...POST, title: title!, status: status as never, publishAt: at ? new Date(at) : null, priority: 1 })),
    )
    const titles = async (status: string) =>
      (await call(blogListLoader, `/admin/blogs?status=${status}`, { cookie })).data.rows.map((row: { title: string }) => row.title).sort()
    expect(await titles('draft')).toEqual(['Draft'])
    expect(await titles('hidden')).toEqual(['Hidden'])
    expect(await titles('scheduled')).toEqual(['Coming'])
    expect(await titles('published')).toEqual(['Came', 'Visible'])
  })
})

describe('publishing and the audit log', () => {
  it('records a publish when a post becomes shown, and an unpublish when it stops', async () => {
    vi.setSystemTime(new Date('2026-11-25T17:00:00Z'))
    await call(blogNewAction, '/admin/blogs/new', { cookie, body: await postForm({ status: 'draft' }) })
    const [row] = await db().select().from(blogs)
    const edit = (status: string) =>
      call(blogEditAction, `/admin/blogs/${row.id}/edit`, { cookie, params: { id: String(row.id) }, body: postFormSync({ status }) })
    expect((await edit('published')).status).toBe(302)
    expect((await edit('hidden')).status).toBe(302)
    const actions = (await db().select().from(auditEntries)).filter((entry) => entry.itemId === String(row.id)).map((entry) => entry.action)
    expect(actions).toEqual(['create', 'publish', 'unpublish'])
  })
})

describe('every content type with a status', () => {
  it('shows visitors published items and scheduled ones whose time has come, nothing else', async () => {
    vi.setSystemTime(new Date('2026-11-25T17:00:00Z'))
    const states = [
      { status: 'published' as const, publishAt: null },
      { status: 'scheduled' as const, publishAt: new Date('2026-11-25T16:59:00Z') },
      { status: 'scheduled' as const, publishAt: new Date('2026-11-25T17:01:00Z') },
      { status: 'draft' as const, publishAt: null },
      { status: 'hidden' as const, publishAt: null },
    ]
    const [album] = await db().insert(galleryCategories).values({ name: 'Parent', description: 'Holds the pictures.', status: 'hidden' }).returning()
    await db().insert(events).values(states.map((state, i) => ({ ...state, title: `Event ${i}`, description: 'A gathering.', eventDate: new Date('2027-01-01T00:00:00Z') })))
    await db().insert(teamMembers).values(states.map((state, i) => ({ ...state, name: `Member ${i}`, email: 'm@example.org', profession: 'Counsellor', bio: 'Listens.' })))
    await db().insert(testimonials).values(states.map((state, i) => ({ ...state, name: `Person ${i}`, email: 'p@example.org', profession: 'Teacher', message: 'Thank you.' })))
    await db().insert(galleryCategories).values(states.map((state, i) => ({ ...state, name: `Album ${i}`, description: 'Pictures.' })))
    await db().insert(galleryImages).values(states.map((state, i) => ({ ...state, title: `Picture ${i}`, categoryId: album.id })))
    await db().insert(blogs).values(states.map((state, i) => ({ ...state, ...POST, title: `Post ${i}`, priority: 1 })))
    for (const store of [blogStore, eventStore, teamMemberStore, testimonialStore, galleryImageStore]) expect(await countVisible(store), store.type.path).toBe(2)
    expect(await countVisible(galleryCategoryStore)).toBe(2)
    const home = await homeLoader(pageArgs('/'))
    expect(home.events.map((event) => event.title).sort()).toEqual(['Event 0', 'Event 1'])
    expect(home.team.map((member) => member.name).sort()).toEqual(['Member 0', 'Member 1'])
    expect(home.testimonials.map((person) => person.name).sort()).toEqual(['Person 0', 'Person 1'])
    expect(home.gallery.map((one) => one.name).sort()).toEqual(['Album 0', 'Album 1'])
    // a minute later the third has come too
    vi.setSystemTime(new Date('2026-11-25T17:01:00Z'))
    expect(await countVisible(eventStore)).toBe(3)
    expect((await homeLoader(pageArgs('/'))).team).toHaveLength(3)
  })

  it('the form and the database know the same four statuses', () => {
    expect([...STATUSES]).toEqual([...PUBLISHING_STATUSES])
  })
})

function postFormSync(fields: Record<string, string>) {
  const body = new FormData()
  for (const [name, value] of Object.entries({ ...POST, ...fields })) body.set(name, value)
  body.set('image', new File([], '', { type: 'application/octet-stream' }))
  body.set('writerImage', new File([], '', { type: 'application/octet-stream' }))
  return body
}

// keep media tidy between tests (the pictures of the posts made here)
afterEach(async () => {
  await db().delete(blogs)
  await db().delete(media)
})
