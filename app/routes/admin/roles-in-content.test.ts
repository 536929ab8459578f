// A Writer and a Translator in the content machinery (issue 37), through the routes' own loaders
// and actions, posted as a browser or a forger would: a Writer sees and edits only their own
// drafts, keeps them drafts, and "Save and submit for review" e-mails the Editors (through the
// outbox, to a real SMTP server); a Translator changes the Punjabi, Hindi and Urdu texts only,
// and a forged English title is refused with nothing saved. Neither deletes, publishes or opens
// the history. The preview and the old admin addresses follow the same table.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../../database/db.server'
import { auditEntries, blogs, events } from '../../../database/schema'
import { useTestDatabase } from '../../../database/test-database'
import { call, staffSession } from '../../../tests/support/admin-test-helpers'
import { useMailDelivery } from '../../../tests/support/smtp-test-server'
import { loader as previewLoader } from '../site/preview'
import { loader as blogDetail } from './blogs/detail'
import { action as blogEdit, loader as blogEditLoader } from './blogs/edit'
import { loader as blogHistory } from './blogs/history'
import { action as blogList, loader as blogListLoader } from './blogs/list'
import { action as blogNew, loader as blogNewLoader } from './blogs/new'
import { loader as eventEditLoader } from './events/edit'
import { action as eventNew } from './events/new'
import { loader as legacyRedirect } from './legacy-redirect'
import { loader as teamEditLoader } from './team/edit'

useTestDatabase()
const delivery = useMailDelivery()

type Person = Awaited<ReturnType<typeof staffSession>>
let writer: Person
let otherWriter: Person
let editor: Person
let translator: Person
let treasurer: Person

beforeAll(async () => {
  writer = await staffSession(['writer'])
  otherWriter = await staffSession(['writer'], 'other-writer')
  editor = await staffSession(['editor'])
  translator = await staffSession(['translator'])
  treasurer = await staffSession(['treasurer'])
})

const NO_FILE = () => new File([], '', { type: 'application/octet-stream' })
const PNG = () =>
  new File([Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64'))], 'pixel.png', { type: 'image/png' })

const POST = {
  name: 'Grief',
  title: 'Grieving far from home',
  description: 'When a parent dies in Punjab and you are in Edmonton.',
  section2Title: 'What helps',
  section2Body: 'Naming the loss aloud.',
  writerName: 'Harpreet Gill',
  priority: '4',
}

function blogForm(fields: Record<string, string>, withPicture = true) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  body.set('image', withPicture ? PNG() : NO_FILE())
  body.set('writerImage', NO_FILE())
  return body
}

async function writersDraft(who: Person, fields: Record<string, string> = {}) {
  const title = `Draft ${Math.random().toString(36).slice(2, 8)}`
  const outcome = await call(blogNew, '/admin/blogs/new', { cookie: who.cookie, body: blogForm({ ...POST, title, status: 'draft', ...fields }) })
  expect(outcome.status, JSON.stringify(outcome.fieldErrors)).toBe(302)
  const [row] = await db().select().from(blogs).where(eq(blogs.title, title))
  return row
}

describe('a Writer', () => {
  it('adds posts as drafts only: a forged Visible post is refused and nothing is saved', async () => {
    const form = await call(blogNewLoader, '/admin/blogs/new', { cookie: writer.cookie })
    expect(form.data.mode).toBe('draft')
    const draft = await writersDraft(writer)
    expect(draft).toMatchObject({ status: 'draft', createdBy: writer.id, reviewRequestedAt: null })

    const before = await db().select().from(blogs)
    for (const status of ['published', 'scheduled', 'hidden']) {
      const forged = await call(blogNew, '/admin/blogs/new', { cookie: writer.cookie, body: blogForm({ ...POST, title: `Forged ${status}`, status, publishAt: '2099-01-01T10:00' }) })
      expect(forged.status, status).toBe(403)
    }
    expect(await db().select().from(blogs)).toHaveLength(before.length)
  })

  it('lists and opens only what they added; another\'s post is not found', async () => {
    const mine = await writersDraft(writer)
    const theirs = await writersDraft(otherWriter)
    const list = await call(blogListLoader, '/admin/blogs', { cookie: writer.cookie })
    const ids = list.data.rows.map((row: { id: number }) => row.id)
    expect(ids).toContain(mine.id)
    expect(ids).not.toContain(theirs.id)
    expect(list.data.can).toEqual({ add: true, manage: false })
    // who added a row stays on the server
    expect(list.data.rows[0]).not.toHaveProperty('createdBy')

    expect((await call(blogDetail, `/admin/blogs/${theirs.id}`, { cookie: writer.cookie, params: { id: String(theirs.id) } })).status).toBe(404)
    expect((await call(blogEditLoader, `/admin/blogs/${theirs.id}/edit`, { cookie: writer.cookie, params: { id: String(theirs.id) } })).status).toBe(404)
    const forged = await call(blogEdit, `/admin/blogs/${theirs.id}/edit`, { cookie: writer.cookie, params: { id: String(theirs.id) }, body: blogForm({ ...POST, title: 'Taken over', status: 'draft' }, false) })
    expect(forged.status).toBe(404)
    const [still] = await db().select().from(blogs).where(eq(blogs.id, theirs.id))
    expect(still.title).toBe(theirs.title)
  })

  it('edits their own draft while it is one; once an Editor published it, it is the Editor\'s', async () => {
    const mine = await writersDraft(writer)
    const params = { id: String(mine.id) }
    const edited = await call(blogEdit, `/admin/blogs/${mine.id}/edit`, { cookie: writer.cookie, params, body: blogForm({ ...POST, title: 'Better title', status: 'draft' }, false) })
    expect(edited.status).toBe(302)
    // publishing is not theirs, even on their own draft
    const publishing = await call(blogEdit, `/admin/blogs/${mine.id}/edit`, { cookie: writer.cookie, params, body: blogForm({ ...POST, title: 'Published by me', status: 'published' }, false) })
    expect(publishing.status).toBe(403)
    expect((await db().select().from(blogs).where(eq(blogs.id, mine.id)))[0]).toMatchObject({ title: 'Better title', status: 'draft' })

    await call(blogEdit, `/admin/blogs/${mine.id}/edit`, { cookie: editor.cookie, params, body: blogForm({ ...POST, title: 'Better title', status: 'published' }, false) })
    expect((await call(blogEditLoader, `/admin/blogs/${mine.id}/edit`, { cookie: writer.cookie, params })).status).toBe(404)
    const late = await call(blogEdit, `/admin/blogs/${mine.id}/edit`, { cookie: writer.cookie, params, body: blogForm({ ...POST, title: 'Back to a draft', status: 'draft' }, false) })
    expect(late.status).toBe(404)
    expect((await db().select().from(blogs).where(eq(blogs.id, mine.id)))[0]).toMatchObject({ title: 'Better title', status: 'published' })
    // still theirs to read and preview, not to change
    const detail = await call(blogDetail, `/admin/blogs/${mine.id}`, { cookie: writer.cookie, params })
    expect(detail.data.can).toEqual({ add: true, manage: false, edit: false })
  })

  it('never deletes and never opens the history', async () => {
    const mine = await writersDraft(writer)
    const deleted = await call(blogList, '/admin/blogs', { cookie: writer.cookie, body: new URLSearchParams({ intent: 'delete', id: String(mine.id) }) })
    expect(deleted.status).toBe(404)
    expect(await db().select().from(blogs).where(eq(blogs.id, mine.id))).toHaveLength(1)
    expect((await call(blogHistory, `/admin/blogs/${mine.id}/history`, { cookie: writer.cookie, params: { id: String(mine.id) } })).status).toBe(404)
  })

  it('submits a draft for review: it waits, marked, and every Editor gets an e-mail with its links', async () => {
    const mine = await writersDraft(writer)
    const params = { id: String(mine.id) }
    const sent = await call(blogEdit, `/admin/blogs/${mine.id}/edit`, {
      cookie: writer.cookie,
      params,
      body: blogForm({ ...POST, title: 'Ready for an editor', status: 'draft', review: '1' }, false),
    })
    expect(sent.flash?.message).toBe('Blog post “Ready for an editor” saved. It is sent to the Editors for review.')
    const [waiting] = await db().select().from(blogs).where(eq(blogs.id, mine.id))
    expect(waiting.status).toBe('draft')
    expect(waiting.reviewRequestedAt).toBeInstanceOf(Date)
    expect((await call(blogEditLoader, `/admin/blogs/${mine.id}/edit`, { cookie: writer.cookie, params })).data.review).toBe(true)
    const listed = (await call(blogListLoader, '/admin/blogs', { cookie: editor.cookie })).data.rows.find((row: { id: number }) => row.id === mine.id)
    expect(listed).toMatchObject({ status: 'draft', review: true, editable: true })

    await delivery.deliver()
    const mail = [...delivery.smtp.received].reverse().find((m) => m.envelopeTo.includes(editor.email))
    expect(mail?.subject).toBe('For review: “Ready for an editor”')
    expect(mail?.text).toContain(`${writer.email} submitted a blog post for review`)
    expect(mail?.text).toContain(`/admin/blogs/${mine.id}/edit`)
    expect(mail?.text).toContain(`/preview/BlogDetail/${mine.id}`)
    // the Writer, the Translator and the Treasurer are not asked
    for (const other of [writer, translator, treasurer]) expect(delivery.smtp.received.some((m) => m.envelopeTo.includes(other.email))).toBe(false)
    const [entry] = await db().select().from(auditEntries).where(eq(auditEntries.action, 'review request'))
    expect(entry).toMatchObject({ actorEmail: writer.email, itemType: 'Blog post', itemId: String(mine.id), itemLabel: 'Ready for an editor' })

    // published by the Editor: no longer waiting
    await call(blogEdit, `/admin/blogs/${mine.id}/edit`, { cookie: editor.cookie, params, body: blogForm({ ...POST, title: 'Ready for an editor', status: 'published' }, false) })
    expect((await db().select().from(blogs).where(eq(blogs.id, mine.id)))[0].reviewRequestedAt).toBeNull()
  })

  it('writes events as drafts too, and submits them for review', async () => {
    const body = new FormData()
    for (const [name, value] of Object.entries({ title: 'Thursday circle', description: 'We meet and talk.', eventDate: '2030-05-02T18:00', location: 'Hall', status: 'draft', review: '1' })) body.set(name, value)
    body.set('image', PNG())
    const added = await call(eventNew, '/admin/events/new', { cookie: writer.cookie, body })
    expect(added.status, JSON.stringify(added.fieldErrors)).toBe(302)
    const [event] = await db().select().from(events).where(eq(events.title, 'Thursday circle'))
    expect(event).toMatchObject({ status: 'draft', createdBy: writer.id })
    expect(event.reviewRequestedAt).toBeInstanceOf(Date)
    expect((await call(eventEditLoader, `/admin/events/${event.id}/edit`, { cookie: otherWriter.cookie, params: { id: String(event.id) } })).status).toBe(404)
  })

  it('has nothing of the team, the gallery or the testimonials', async () => {
    expect((await call(teamEditLoader, '/admin/team/1/edit', { cookie: writer.cookie, params: { id: '1' } })).status).toBe(404)
  })
})

describe('a Translator', () => {
  it('sees every post, and its edit form takes the translations only', async () => {
    const draft = await writersDraft(writer)
    const list = await call(blogListLoader, '/admin/blogs', { cookie: translator.cookie })
    expect(list.data.rows.map((row: { id: number }) => row.id)).toContain(draft.id)
    expect(list.data.can).toEqual({ add: false, manage: false })
    expect((await call(blogNewLoader, '/admin/blogs/new', { cookie: translator.cookie })).status).toBe(404)
    const form = await call(blogEditLoader, `/admin/blogs/${draft.id}/edit`, { cookie: translator.cookie, params: { id: String(draft.id) } })
    expect(form.data.mode).toBe('translations')
  })

  it('saves the Punjabi, Hindi and Urdu texts, recorded as any save', async () => {
    const draft = await writersDraft(writer)
    const body = new URLSearchParams({ title__pa: 'ਘਰ ਤੋਂ ਦੂਰ ਸੋਗ', title__ur: 'گھر سے دور غم', description__hi: 'जब पंजाब में माता-पिता की मृत्यु होती है' })
    const saved = await call(blogEdit, `/admin/blogs/${draft.id}/edit`, { cookie: translator.cookie, params: { id: String(draft.id) }, body })
    expect(saved).toMatchObject({ status: 302, flash: { message: 'Translations saved.' } })
    const [row] = await db().select().from(blogs).where(eq(blogs.id, draft.id))
    expect(row.translations).toEqual({ pa: { title: 'ਘਰ ਤੋਂ ਦੂਰ ਸੋਗ' }, hi: { description: 'जब पंजाब में माता-पिता की मृत्यु होती है' }, ur: { title: 'گھر سے دور غم' } })
    // the English, the status and the picture as they were
    expect(row).toMatchObject({ title: draft.title, status: 'draft', imageId: draft.imageId })
    const [entry] = await db().select().from(auditEntries).where(eq(auditEntries.actorEmail, translator.email))
    expect(entry).toMatchObject({ action: 'update', itemId: String(draft.id) })
  })

  it('is refused whole, with nothing saved, when the form carries an English title, a status or a picture', async () => {
    const draft = await writersDraft(writer)
    const params = { id: String(draft.id) }
    for (const forged of [{ title: 'An English title' }, { status: 'published' }, { priority: '0' }] as Record<string, string>[]) {
      const body = new URLSearchParams({ title__pa: 'ਨਵਾਂ ਸਿਰਲੇਖ', ...forged })
      const outcome = await call(blogEdit, `/admin/blogs/${draft.id}/edit`, { cookie: translator.cookie, params, body })
      expect(outcome.status, JSON.stringify(forged)).toBe(403)
    }
    const withPicture = new FormData()
    withPicture.set('title__pa', 'ਨਵਾਂ ਸਿਰਲੇਖ')
    withPicture.set('image', PNG())
    expect((await call(blogEdit, `/admin/blogs/${draft.id}/edit`, { cookie: translator.cookie, params, body: withPicture })).status).toBe(403)
    const [row] = await db().select().from(blogs).where(eq(blogs.id, draft.id))
    expect(row).toMatchObject({ title: draft.title, status: 'draft', priority: draft.priority, imageId: draft.imageId, translations: draft.translations })
  })

  it('never deletes a post nor opens its history', async () => {
    const draft = await writersDraft(writer)
    expect((await call(blogList, '/admin/blogs', { cookie: translator.cookie, body: new URLSearchParams({ intent: 'delete', id: String(draft.id) }) })).status).toBe(404)
    expect((await call(blogHistory, `/admin/blogs/${draft.id}/history`, { cookie: translator.cookie, params: { id: String(draft.id) } })).status).toBe(404)
    expect(await db().select().from(blogs).where(eq(blogs.id, draft.id))).toHaveLength(1)
  })
})

describe('the preview and the old addresses follow the table', () => {
  it('shows a draft to its Writer, an Editor and a Translator; not to another Writer or a Treasurer', async () => {
    const draft = await writersDraft(writer)
    const preview = (who: Person) =>
      call(previewLoader, `/preview/BlogDetail/${draft.id}`, { cookie: who.cookie, params: { page: 'BlogDetail', id: String(draft.id) } }).then((outcome) => outcome.status)
    expect(await preview(writer)).toBe(200)
    expect(await preview(editor)).toBe(200)
    expect(await preview(translator)).toBe(200)
    expect(await preview(otherWriter)).toBe(404)
    expect(await preview(treasurer)).toBe(404)
  })

  it('leads an old admin address only for those who may use the screen it names', async () => {
    const legacy = (path: string, who: Person | null) =>
      call(legacyRedirect, path, { cookie: who?.cookie ?? '' }).then((outcome) => ({ status: outcome.status, location: outcome.location }))
    expect(await legacy('/contactlist', editor)).toEqual({ status: 404, location: null })
    expect(await legacy('/payment', editor)).toEqual({ status: 404, location: null })
    expect(await legacy('/payment', treasurer)).toEqual({ status: 301, location: '/admin/payments' })
    expect(await legacy('/bloglist', writer)).toEqual({ status: 301, location: '/admin/blogs' })
    expect(await legacy('/addteam', writer)).toEqual({ status: 404, location: null })
    expect(await legacy('/addblog', translator)).toEqual({ status: 404, location: null })
    expect((await legacy('/contactlist', null)).location).toBe('/login?redirectTo=%2Fcontactlist')
  })
})
