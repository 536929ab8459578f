// Content in the community's languages (issue 16 item 8, decision 035) through the routes' own
// loaders and actions on a real database: an Urdu version of a post typed in the back office is
// what /ur/blogdetail/{id} shows while /blogdetail/{id} stays English; a text left untranslated
// falls back to English and is named so; a translation too long is refused beside its field with
// nothing saved; the edit form, the history, a restore and the activity log carry translations.
import { desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../../database/db.server'
import { auditEntries, blogs, events, galleryCategories, galleryImages, teamMembers, testimonials } from '../../../database/schema'
import { useTestDatabase } from '../../../database/test-database'
import { adminCookie, call, pngFile } from '../../../tests/support/admin-test-helpers'
import { pageArgs } from '../../../tests/support/page-args'
import { loader as blogPage } from '../site/blog-detail'
import { loader as blogList } from '../site/blog'
import { loader as eventPage } from '../site/event-detail'
import { loader as homePage } from '../site/home'
import { loader as albumPage } from '../site/gallery-detail'
import { loader as teamPage } from '../site/team'
import { action as editAction, loader as editLoader } from './blogs/edit'
import { loader as historyLoader } from './blogs/history'
import { action as newAction } from './blogs/new'
import { action as restoreAction, loader as versionLoader } from './blogs/version'

useTestDatabase()

let cookie = ''
beforeAll(async () => {
  cookie = await adminCookie()
})

const POST = {
  name: 'Grief and loss',
  title: 'Grieving far from home',
  description: 'When a parent dies far away, grief has a particular shape.',
  section2Title: 'What helps',
  section2Body: 'Naming the loss aloud, with people who understand.',
  writerName: 'Imran Qureshi',
  status: 'published',
  priority: '4',
}

const URDU = {
  title__ur: 'دور رہ کر سوگ منانا',
  description__ur: 'جب کسی دور رہنے والے والدین کا انتقال ہو جائے تو غم کی ایک خاص شکل ہوتی ہے۔',
}

function form(fields: Record<string, string>, image?: File) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  body.set('image', image ?? new File([], '', { type: 'application/octet-stream' }))
  body.set('writerImage', new File([], '', { type: 'application/octet-stream' }))
  return body
}

async function addPost(fields: Record<string, string>) {
  const outcome = await call(newAction, '/admin/blogs/new', { cookie, body: form(fields, await pngFile('#336699')) })
  expect(outcome.status).toBe(302)
  const [row] = await db().select().from(blogs).orderBy(desc(blogs.id)).limit(1)
  return row
}

const edit = (id: number, fields: Record<string, string>) => call(editAction, `/admin/blogs/${id}/edit`, { cookie, params: { id: String(id) }, body: form(fields) })

describe('an Urdu version of a post', () => {
  it('is shown at /ur/blogdetail/{id}; the English stays at /blogdetail/{id}; what is not translated is English, marked', async () => {
    const row = await addPost({ ...POST, ...URDU })
    expect(row.translations).toEqual({ ur: { title: URDU.title__ur, description: URDU.description__ur } })

    const urdu = await blogPage(pageArgs(`/ur/blogdetail/${row.id}`, { id: String(row.id) }))
    expect(urdu.blog.title).toBe(URDU.title__ur)
    expect(urdu.blog.description).toEqual([{ type: 'p', children: [URDU.description__ur] }])
    // the post's label and its second section were not translated: English, and said to be
    expect(urdu.blog.name).toBe(POST.name)
    expect(urdu.blog.inEnglish).toEqual(['name'])
    expect(urdu.blog.sections[0]).toMatchObject({ title: POST.section2Title, inEnglish: ['title', 'body'] })
    // the page carries its own language only
    expect(JSON.stringify(urdu)).not.toContain('translations')

    const english = await blogPage(pageArgs(`/blogdetail/${row.id}`, { id: String(row.id) }))
    expect(english.blog.title).toBe(POST.title)
    expect(english.blog.inEnglish).toBeUndefined()
    expect(english.blog.sections[0].inEnglish).toBeUndefined()

    // Punjabi has no version at all: every text English, marked
    const punjabi = await blogPage(pageArgs(`/pa/blogdetail/${row.id}`, { id: String(row.id) }))
    expect(punjabi.blog.title).toBe(POST.title)
    expect(punjabi.blog.inEnglish).toEqual(['name', 'title', 'description'])

    // the blog list in Urdu shows the Urdu title and excerpt
    const list = await blogList(pageArgs('/ur/blog'))
    expect(list.blogs.find((blog) => blog.id === row.id)).toMatchObject({ title: URDU.title__ur, excerpt: expect.stringContaining(URDU.description__ur.slice(0, 40)) })
  })

  it('is in the edit form, is changed and removed by a save, and each change is in the history and the activity log', async () => {
    const row = await addPost({ ...POST, title: 'Edited in Urdu', ...URDU })
    const opened = await call(editLoader, `/admin/blogs/${row.id}/edit`, { cookie, params: { id: String(row.id) } })
    expect(opened.data.defaults).toMatchObject(URDU)
    expect(opened.data.defaults.title__pa).toBeUndefined()

    // Urdu title changed, a Hindi one added, the Urdu description emptied
    const saved = await edit(row.id, { ...POST, title: 'Edited in Urdu', title__ur: 'نیا عنوان', title__hi: 'दूर रहकर शोक', description__ur: '' })
    expect(saved.status).toBe(302)
    const [after] = await db().select().from(blogs).where(eq(blogs.id, row.id))
    expect(after.translations).toEqual({ hi: { title: 'दूर रहकर शोक' }, ur: { title: 'نیا عنوان' } })
    const urdu = await blogPage(pageArgs(`/ur/blogdetail/${row.id}`, { id: String(row.id) }))
    expect(urdu.blog).toMatchObject({ title: 'نیا عنوان', inEnglish: ['name', 'description'] })

    const [entry] = await db().select().from(auditEntries).orderBy(desc(auditEntries.id)).limit(1)
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'translations.ur.title', from: URDU.title__ur, to: 'نیا عنوان' },
        { field: 'translations.ur.description', from: URDU.description__ur, to: null },
        { field: 'translations.hi.title', from: null, to: 'दूर रहकर शोक' },
      ]),
    )

    const versions = (await call(historyLoader, `/admin/blogs/${row.id}/history`, { cookie, params: { id: String(row.id) } })).data.versions
    expect(versions[0].changed).toEqual(expect.arrayContaining(['Title (Urdu)', 'Description (Urdu)', 'Title (Hindi)']))
    const first = versions.at(-1)
    const params = { id: String(row.id), versionId: String(first.id) }
    const compared = (await call(versionLoader, `/admin/blogs/${row.id}/history/${first.id}`, { cookie, params })).data
    expect(compared.fields).toEqual(
      expect.arrayContaining([
        // each said to be Urdu, for the screen to show it right to left (issue 39 item 3)
        { label: 'Title (Urdu)', then: URDU.title__ur, now: 'نیا عنوان', differs: true, language: 'ur' },
        { label: 'Description (Urdu)', then: URDU.description__ur, now: '(empty)', differs: true, language: 'ur' },
      ]),
    )
    // a text never translated, then or now, is no line of its own
    expect(compared.fields.map((field: { label: string }) => field.label)).not.toContain('Title (Punjabi)')

    // restoring the first version brings its translations back
    expect((await call(restoreAction, `/admin/blogs/${row.id}/history/${first.id}`, { cookie, params, body: new FormData() })).status).toBe(302)
    const [restored] = await db().select().from(blogs).where(eq(blogs.id, row.id))
    expect(restored.translations).toEqual({ ur: { title: URDU.title__ur, description: URDU.description__ur } })
    // the log says it text by text, as for a save
    const [restoreEntry] = await db().select().from(auditEntries).orderBy(desc(auditEntries.id)).limit(1)
    expect(restoreEntry.action).toBe('restore')
    expect(restoreEntry.changes).toEqual(
      expect.arrayContaining([
        { field: 'translations.ur.title', from: 'نیا عنوان', to: URDU.title__ur },
        { field: 'translations.hi.title', from: 'दूर रहकर शोक', to: null },
      ]),
    )
  })

  it('too long is refused beside its field, everything typed kept and nothing saved', async () => {
    const row = await addPost({ ...POST, title: 'Too long in Urdu' })
    const outcome = await edit(row.id, { ...POST, title: 'Too long in Urdu changed', title__ur: 'ا'.repeat(301) })
    expect(outcome.status).toBe(400)
    expect(outcome.fieldErrors).toEqual({ title__ur: ['title must be at most 300 characters'] })
    expect(outcome.data.initialValue.title__ur).toBe('ا'.repeat(301))
    const [after] = await db().select().from(blogs).where(eq(blogs.id, row.id))
    expect([after.title, after.translations]).toEqual(['Too long in Urdu', {}])
  })

  it('a forged field for another language or another field is not stored', async () => {
    const row = await addPost({ ...POST, title: 'Forged', title__fr: 'Deuil', writerName__ur: 'عمران', translations: '{"ur":{"linkUrl":"javascript:alert(1)"}}' })
    expect(row.translations).toEqual({})
  })
})

describe('every other content type in another language', () => {
  it('events, team members, testimonials, albums and their pictures show their Punjabi texts, the rest in English, marked', async () => {
    const [event] = await db()
      .insert(events)
      .values({ title: 'Walk', description: 'A walk.', eventDate: new Date(Date.now() + 86_400_000), location: 'River valley', translations: { pa: { title: 'ਸੈਰ' } } })
      .returning()
    await db().insert(teamMembers).values({ name: 'Asha', email: 'asha@example.org', profession: 'Counsellor', bio: 'Listens.', translations: { pa: { profession: 'ਸਲਾਹਕਾਰ' } } })
    await db().insert(testimonials).values({ name: 'Gurdev', email: 'g@example.org', profession: 'Machinist', message: 'It helped.', translations: { pa: { message: 'ਇਸ ਨੇ ਮਦਦ ਕੀਤੀ।' } } })
    await db().insert(testimonials).values({ name: 'Shabnam', email: 's@example.org', profession: 'Carer', message: 'Kind people.' })
    const [album] = await db().insert(galleryCategories).values({ name: 'Diwali', description: 'Lights.', translations: { pa: { name: 'ਦੀਵਾਲੀ' } } }).returning()
    await db().insert(galleryImages).values({ categoryId: album.id, title: 'Lamps', imageId: (await addPost({ ...POST, title: 'For its picture' })).imageId, translations: { pa: { title: 'ਦੀਵੇ' } } })

    const page = await eventPage(pageArgs(`/pa/events/${event.id}`, { id: String(event.id) }))
    expect(page.event).toMatchObject({ title: 'ਸੈਰ', location: 'River valley', inEnglish: ['description', 'location'] })

    const home = await homePage(pageArgs('/pa'))
    expect(home.events.find((card) => card.id === event.id)).toMatchObject({ title: 'ਸੈਰ', inEnglish: ['description', 'location'] })
    expect(home.team[0]).toMatchObject({ profession: 'ਸਲਾਹਕਾਰ', inEnglish: ['bio'] })
    expect(home.testimonials.map((shown) => [shown.message, shown.inEnglish ?? []])).toEqual(
      expect.arrayContaining([
        ['ਇਸ ਨੇ ਮਦਦ ਕੀਤੀ।', ['profession']],
        ['Kind people.', ['profession', 'message']],
      ]),
    )
    expect(home.gallery[0]).toMatchObject({ name: 'ਦੀਵਾਲੀ', inEnglish: ['description'] })

    const shownAlbum = await albumPage(pageArgs(`/pa/gallerydetail/${album.id}`, { id: String(album.id) }))
    expect(shownAlbum.category).toMatchObject({ name: 'ਦੀਵਾਲੀ', inEnglish: ['description'] })
    expect(shownAlbum.images.map((image) => image.title)).toEqual(['ਦੀਵੇ'])

    // the same pages in English: English, nothing marked
    const team = await teamPage(pageArgs('/team'))
    expect(team.members[0]).toMatchObject({ profession: 'Counsellor' })
    expect(team.members[0].inEnglish).toBeUndefined()
  })
})
