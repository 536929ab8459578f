// A translation's review state where it is typed (issue 39 item 4, decision 095), through the real
// loaders and actions on a real database: a content edit form shows each translated text's state
// beside it (Draft, or Reviewed by whom and when, in Edmonton time), a changed English makes it a
// Draft again, and those who may review tick "Mark reviewed when saving" (others' ticks refused,
// nothing saved); the Site settings' translated texts are listed on the Translations screen, marked
// reviewed there by a Translator or an Administrator and no one else, and their state shows in
// the Site settings form.
import { and, desc, eq } from 'drizzle-orm'
import { JSDOM } from 'jsdom'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../../../database/db.server'
import { auditEntries, teamMembers, testimonials, translationReviews } from '../../../../database/schema'
import { useTestDatabase } from '../../../../database/test-database'
import { EditScreen } from '~/content-types/screens'
import { teamMember } from '~/content-types/team-member'
import { testimonial } from '~/content-types/testimonial'
import { formatDateTime } from '~/utils/dates.server'
import { adminCookie, call, formWithImage, pngFile, staffSession } from '../../../../tests/support/admin-test-helpers'
import { WithLanguage } from '../../../../tests/support/with-language'
import { action as settingsAction, loader as settingsLoader } from '../settings/settings'
import { SiteSettingsForm } from '../settings/site-settings-form'
import { action as editAction, loader as editLoader } from '../testimonials/edit'
import { action as teamEditAction, loader as teamEditLoader } from '../team/edit'
import { action as teamNewAction } from '../team/new'
import * as screen from './translations'

useTestDatabase()

/** What the screen shows, drawn as the server draws it (every language panel shown, as without JavaScript). */
function drawn(element: ReactNode) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <WithLanguage>{element}</WithLanguage> }])
  const html = renderToString(<Stub initialEntries={['/']} />)
  return new JSDOM(html).window.document
}

/** The words beside a translated text's box ('message__ur'), or null when nothing is shown. */
function besideOf(page: Document, name: string) {
  const beside = page.querySelector(`[data-review="${name}"]`)
  return beside ? [...beside.children].map((part) => part.textContent?.replace(/\s+/g, ' ').trim()).join(' ') : null
}

const tickOf = (page: Document, name: string) => page.querySelector(`input[type="checkbox"][name="reviewed"][value="${name}"]`)

async function reviewedAt(subject: string, language: string) {
  const [row] = await db().select().from(translationReviews).where(and(eq(translationReviews.subject, subject), eq(translationReviews.language, language)))
  return formatDateTime(row.reviewedAt)
}

let admin = ''
let translator: { id: number; email: string; cookie: string }
let item: typeof testimonials.$inferSelect
beforeAll(async () => {
  admin = await adminCookie()
  translator = await staffSession(['translator'])
  ;[item] = await db()
    .insert(testimonials)
    .values({
      name: 'Simran Dhillon',
      email: 'simran@example.org',
      profession: 'Volunteer',
      message: 'The circle gave me friends again.',
      rating: 5,
      translations: { pa: { message: 'ਸਮੂਹ ਨੇ ਮੈਨੂੰ ਫਿਰ ਦੋਸਤ ਦਿੱਤੇ।' }, ur: { message: 'حلقے نے مجھے پھر سے دوست دیے۔' } },
    })
    .returning()
})

const path = () => `/admin/testimonials/${item.id}/edit`
const params = () => ({ id: String(item.id) })

/** The edit form as this person's screen shows it. */
async function editForm(cookie: string) {
  const loaded = await call(editLoader, path(), { cookie, params: params() })
  expect(loaded.status).toBe(200)
  return drawn(<EditScreen type={testimonial} item={loaded.data} lastResult={undefined} />)
}

/** An Administrator's whole form as the screen fills it, with these changes, as a browser posts it. */
async function wholeForm(changes: Record<string, string>) {
  const { defaults } = (await call(editLoader, path(), { cookie: admin, params: params() })).data
  const body = new FormData()
  for (const [name, value] of Object.entries(defaults as Record<string, string>)) body.set(name, value)
  body.set('image', new File([], '', { type: 'application/octet-stream' }))
  for (const [name, value] of Object.entries(changes)) body.set(name, value)
  return body
}

describe('a content edit form', () => {
  it('shows each translation’s state beside it; a changed English makes a reviewed one a Draft again', async () => {
    const subject = `testimonials:${item.id}:message`
    const marked = await call(screen.action, '/admin/translations?kind=content&language=ur', { cookie: translator.cookie, body: new URLSearchParams({ intent: 'review-content', language: 'ur', subject }) })
    expect(marked.status).toBe(302)

    const form = await editForm(translator.cookie)
    expect(besideOf(form, 'message__ur')).toBe(`Urdu text: Reviewed by ${translator.email}, ${await reviewedAt(subject, 'ur')}`)
    expect(besideOf(form, 'message__pa')).toBe('Punjabi text: Draft Mark the Punjabi reviewed when saving')
    // nothing in Hindi: nothing to review
    expect(besideOf(form, 'message__hi')).toBeNull()
    expect(tickOf(form, 'message__ur')).toBeNull()

    // an Editor sees the states, and has no tick: reviewing is the Translations area's
    const editor = await staffSession(['editor'])
    const editors = await editForm(editor.cookie)
    expect(besideOf(editors, 'message__ur')).toContain(`Reviewed by ${translator.email}`)
    expect(besideOf(editors, 'message__pa')).toBe('Punjabi text: Draft')
    expect(editors.querySelector('input[name="reviewed"]')).toBeNull()

    // an Administrator changes the English: the Urdu is a Draft again, in the form and on the Translations screen
    const saved = await call(editAction, path(), { cookie: admin, params: params(), body: await wholeForm({ message: 'The circle gave me friends again, and my mother too.' }) })
    expect(saved.fieldErrors).toEqual({})
    expect(saved.status).toBe(302)
    expect(besideOf(await editForm(translator.cookie), 'message__ur')).toBe(`Urdu text: Draft changed since ${translator.email} reviewed it Mark the Urdu reviewed when saving`)
    const listed = await call(screen.loader, '/admin/translations?kind=content&language=ur&q=Simran', { cookie: translator.cookie })
    expect(listed.data.content.find((row: { subject: string }) => row.subject === subject).state).toEqual({ reviewed: false })
  })

  it('marks a translation reviewed with the save, as saved, when ticked by a Translator or an Administrator', async () => {
    const subject = `testimonials:${item.id}:message`
    const body = new URLSearchParams({ message__pa: 'ਸਮੂਹ ਨੇ ਮੈਨੂੰ ਫਿਰ ਤੋਂ ਦੋਸਤ ਦਿੱਤੇ।', message__ur: 'حلقے نے مجھے پھر سے دوست دیے۔', reviewed: 'message__pa' })
    const saved = await call(editAction, path(), { cookie: translator.cookie, params: params(), body })
    expect(saved).toMatchObject({ status: 302, flash: { message: 'Translations saved. The translation ticked is marked reviewed.' } })
    const form = await editForm(translator.cookie)
    expect(besideOf(form, 'message__pa')).toBe(`Punjabi text: Reviewed by ${translator.email}, ${await reviewedAt(subject, 'pa')}`)
    // the Urdu was not ticked: still a Draft
    expect(besideOf(form, 'message__ur')).toContain('Draft')
    const [logged] = await db().select().from(auditEntries).where(eq(auditEntries.action, 'translation reviewed')).orderBy(desc(auditEntries.id)).limit(1)
    expect(logged).toMatchObject({ itemType: 'Testimonial', itemLabel: 'Simran Dhillon: Message (Punjabi)', actorEmail: translator.email })

    // an Administrator's whole form takes the tick too
    const adminSaved = await call(editAction, path(), { cookie: admin, params: params(), body: await wholeForm({ reviewed: 'message__ur' }) })
    expect(adminSaved.status).toBe(302)
    expect(adminSaved.flash?.message).toMatch(/The translation ticked is marked reviewed\.$/)
    expect(besideOf(await editForm(admin), 'message__ur')).toMatch(/^Urdu text: Reviewed by .*@/)
  })

  it('refuses a tick beside an empty text (said beside it) and one from someone who may not review, nothing saved', async () => {
    const [before] = await db().select().from(testimonials).where(eq(testimonials.id, item.id))
    const reviews = await db().select().from(translationReviews)
    const empty = await call(editAction, path(), { cookie: translator.cookie, params: params(), body: new URLSearchParams({ message__pa: 'ਨਵਾਂ', message__hi: '', reviewed: 'message__hi' }) })
    expect(empty.status).toBe(400)
    expect(empty.fieldErrors).toEqual({ message__hi: ['Type the Hindi text before marking it reviewed.'] })

    const editor = await staffSession(['editor'])
    const forged = await call(editAction, path(), { cookie: editor.cookie, params: params(), body: await wholeForm({ message: 'Changed by an editor', reviewed: 'message__ur' }) })
    expect(forged.status).toBe(403)
    const unknown = await call(editAction, path(), { cookie: translator.cookie, params: params(), body: new URLSearchParams({ message__ur: 'حلقے', reviewed: 'name__ur' }) })
    expect(unknown.status).toBe(400)

    expect((await db().select().from(testimonials).where(eq(testimonials.id, item.id)))[0]).toEqual(before)
    expect(await db().select().from(translationReviews)).toEqual(reviews)
  })
})

describe('what a picture shows, in a content form', () => {
  it('has its state beside it too, ticked reviewed with the save, listed on the Translations screen, a Draft again when its English changes', async () => {
    const fields = { name: 'Harjit Sandhu', email: 'harjit@example.org', profession: 'Cook', bio: 'Runs the community kitchen.', status: 'published', priority: '3', imageAlt: 'Harjit at the stove' }
    expect((await call(teamNewAction, '/admin/team/new', { cookie: admin, body: formWithImage(fields, await pngFile('#336699')) })).status).toBe(302)
    const [member] = await db().select().from(teamMembers).where(eq(teamMembers.name, 'Harjit Sandhu'))
    const teamPath = `/admin/team/${member.id}/edit`
    const saved = await call(teamEditAction, teamPath, { cookie: translator.cookie, params: { id: String(member.id) }, body: new URLSearchParams({ imageAlt__ur: 'ہرجیت چولہے پر', reviewed: 'imageAlt__ur' }) })
    expect(saved).toMatchObject({ status: 302, flash: { message: 'Translations saved. The translation ticked is marked reviewed.' } })

    const formOf = async (cookie: string) => {
      const loaded = await call(teamEditLoader, teamPath, { cookie, params: { id: String(member.id) } })
      return drawn(<EditScreen type={teamMember} item={loaded.data} lastResult={undefined} />)
    }
    const subject = `media:${member.imageId}:alt`
    expect(besideOf(await formOf(translator.cookie), 'imageAlt__ur')).toBe(`Urdu text: Reviewed by ${translator.email}, ${await reviewedAt(subject, 'ur')}`)
    const listed = await call(screen.loader, '/admin/translations?kind=content&language=ur&q=Harjit', { cookie: translator.cookie })
    expect(listed.data.content).toContainEqual(expect.objectContaining({ subject, field: 'What the picture shows', english: 'Harjit at the stove', translation: 'ہرجیت چولہے پر', state: expect.objectContaining({ reviewed: true }) }))

    // an Editor changes the English description: the Urdu one is a Draft again
    const { defaults } = (await call(teamEditLoader, teamPath, { cookie: admin, params: { id: String(member.id) } })).data
    const body = new FormData()
    for (const [name, value] of Object.entries(defaults as Record<string, string>)) body.set(name, value)
    body.set('image', new File([], '', { type: 'application/octet-stream' }))
    body.set('imageAlt', 'Harjit stirring the dal at the stove')
    expect((await call(teamEditAction, teamPath, { cookie: admin, params: { id: String(member.id) }, body })).status).toBe(302)
    expect(besideOf(await formOf(translator.cookie), 'imageAlt__ur')).toBe(`Urdu text: Draft changed since ${translator.email} reviewed it Mark the Urdu reviewed when saving`)
  })
})

describe('the Site settings’ translated texts', () => {
  /** The settings' Urdu rows on the Translations screen. */
  async function settingsRows(cookie: string) {
    const page = await call(screen.loader, '/admin/translations?kind=content&language=ur', { cookie })
    expect(page.status).toBe(200)
    return page.data.content.filter((row: { type: string }) => row.type === 'Site settings') as { subject: string; item: string; field: string; english: string; translation: string; editHref: string | null; state: { reviewed: boolean; by?: string } }[]
  }

  const markAs = (cookie: string, subject: string) =>
    call(screen.action, '/admin/translations?kind=content&language=ur', { cookie, body: new URLSearchParams({ intent: 'review-content', language: 'ur', subject }) })

  async function settingsForm() {
    const loaded = await call(settingsLoader, '/admin/settings', { cookie: admin })
    const { site, reviews, mayReview } = loaded.data
    return drawn(<SiteSettingsForm defaults={site.defaults} baseline={site.baseline} qrImage={site.qrImage} shareImage={site.shareImage} lastResult={undefined} reviews={reviews} mayReview={mayReview} />)
  }

  it('are listed first on the Translations screen beside their English, Draft, with the way to the right tab of the Site settings', async () => {
    const rows = await settingsRows(admin)
    expect(rows.map((row) => row.field)).toEqual(['Office hours', 'Payment instructions'])
    expect(rows[0]).toMatchObject({ subject: 'settings:officeHours', item: 'Organisation', english: 'Monday to Friday, 9 a.m. to 5 p.m.', translation: 'پیر سے جمعہ، صبح 9 بجے سے شام 5 بجے تک', editHref: '/admin/settings#office-hours-languages-panel-ur', state: { reviewed: false } })
    expect(rows[1].editHref).toBe('/admin/settings#payment-instructions-languages-panel-ur')
    const page = await call(screen.loader, '/admin/translations?kind=content&language=ur', { cookie: admin })
    expect(page.data.content[0].subject).toBe('settings:officeHours')
    // a Translator reviews them and cannot open the Site settings: no link there
    expect((await settingsRows(translator.cookie)).map((row) => row.editHref)).toEqual([null, null])
  })

  it('are marked reviewed by a Translator or an Administrator, no one else; shown in the Site settings form; Draft again when the English changes', async () => {
    for (const roles of [['writer'], ['editor'], ['treasurer']] as const) {
      const person = await staffSession([...roles])
      expect((await markAs(person.cookie, 'settings:officeHours')).status, roles[0]).toBe(404)
    }
    expect((await markAs((await staffSession([])).cookie, 'settings:officeHours')).status).toBe(403)
    expect(await db().select().from(translationReviews).where(eq(translationReviews.subject, 'settings:officeHours'))).toEqual([])

    const byTranslator = await markAs(translator.cookie, 'settings:officeHours')
    expect(byTranslator).toMatchObject({ status: 302, flash: { message: 'Marked reviewed.' } })
    expect((await settingsRows(translator.cookie))[0].state).toMatchObject({ reviewed: true, by: translator.email })
    expect((await markAs(admin, 'settings:qrInstructions')).status).toBe(302)
    const [logged] = await db().select().from(auditEntries).where(eq(auditEntries.action, 'translation reviewed')).orderBy(desc(auditEntries.id)).limit(1)
    expect(logged).toMatchObject({ itemType: 'Settings', itemLabel: 'Donations: Payment instructions (Urdu)' })

    const form = await settingsForm()
    expect(besideOf(form, 'officeHours__ur')).toBe(`Urdu text: Reviewed by ${translator.email}, ${await reviewedAt('settings:officeHours', 'ur')}`)
    expect(besideOf(form, 'qrInstructions__ur')).toMatch(/^Urdu text: Reviewed by .*, \d{1,2} \w+ \d{4}, /)
    // the Punjabi is a Draft, with the way to its row on the Translations screen
    expect(besideOf(form, 'officeHours__pa')).toBe('Punjabi text: Draft Mark reviewed on the Translations screen')
    expect(form.querySelector('[data-review="officeHours__pa"] a')?.getAttribute('href')).toBe('/admin/translations?kind=content&language=pa#text-settings_officeHours')

    // an Administrator changes the English hours in the Site settings: the Urdu is a Draft again, there and on the Translations screen
    const { defaults, baseline } = (await call(settingsLoader, '/admin/settings', { cookie: admin })).data.site
    const body = new FormData()
    for (const [name, value] of Object.entries(defaults as Record<string, unknown>)) {
      if (name === 'social') for (const [network, url] of Object.entries(value as Record<string, string>)) body.set(`social.${network}`, url)
      else body.set(name, String(value))
    }
    body.set('baseline', baseline)
    body.set('officeHours', 'Monday to Thursday, 9 a.m. to 5 p.m.')
    body.set('shareImage', new File([], '', { type: 'application/octet-stream' }))
    body.set('qrImage', new File([], '', { type: 'application/octet-stream' }))
    expect((await call(settingsAction, '/admin/settings', { cookie: admin, body })).status).toBe(302)
    expect((await settingsRows(translator.cookie))[0].state).toEqual({ reviewed: false })
    expect(besideOf(await settingsForm(), 'officeHours__ur')).toBe(`Urdu text: Draft changed since ${translator.email} reviewed it Mark reviewed on the Translations screen`)
    // the payment instructions did not change: still reviewed
    expect(besideOf(await settingsForm(), 'qrInstructions__ur')).toContain('Reviewed by')
  })
})
