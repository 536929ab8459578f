// The Translations screen (issue 39 item 4, decision 086) through its real loader and actions on a
// real database: who may use it, a correction showing on the public pages' catalog at once with
// its history and log entry, forged and wrong posts refused with nothing saved, the .po round
// trip and a bad file refused whole, review states, and the English crisis lines beside a Draft.
import { I18nProvider } from '@lingui/react'
import { and, desc, eq } from 'drizzle-orm'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { db } from '../../../../database/db.server'
import { auditEntries, interfaceTexts, interfaceTextVersions, testimonials, translationReviews } from '../../../../database/schema'
import { useTestDatabase } from '../../../../database/test-database'
import { CrisisLines } from '~/components/site/crisis-bar'
import { i18nOf, isCrisisHelpDraft } from '~/i18n/i18n'
import { interfaceMessages } from '~/i18n/interface-catalog.server'
import { applyInterfaceTexts } from '~/models/interface-texts.server'
import { parsePo, writePo } from '~/utils/po-file'
import { call, staffSession } from '../../../../tests/support/admin-test-helpers'
import * as screen from './translations'
import { loader as exportLoader } from './export'

useTestDatabase()

const HELP_NOW = interfaceMessages().find((message) => message.english === 'Help now')!
const WITH_VALUE = interfaceMessages().find((message) => message.english === 'Cancel my registration for {0}')!

function post(fields: Record<string, string>) {
  return new URLSearchParams(fields)
}

/** What a visitor's Urdu page says for a message: the catalog the public layout renders with. */
async function urduOf(id: string) {
  await applyInterfaceTexts()
  return i18nOf('ur')._(id)
}

async function correctionOf(language: string, id: string) {
  const [row] = await db().select().from(interfaceTexts).where(and(eq(interfaceTexts.language, language), eq(interfaceTexts.messageId, id)))
  return row?.text ?? null
}

function poUpload(text: string, name = 'ur.po') {
  const body = new FormData()
  body.set('intent', 'import')
  body.set('language', 'ur')
  body.set('file', new File([text], name, { type: 'text/x-gettext-translation' }))
  return body
}

describe('the Translations screen', () => {
  it('is for Administrators and Translators; a Writer, an Editor and a member are refused, on the page, the export and a post', async () => {
    const translator = await staffSession(['translator'])
    const admin = await staffSession(['administrator'])
    const page = await call(screen.loader, '/admin/translations?language=ur', { cookie: translator.cookie })
    expect(page.status).toBe(200)
    expect(page.data.rows[0].crisis).toBe(true)
    expect((await call(screen.loader, '/admin/translations', { cookie: admin.cookie })).status).toBe(200)
    for (const roles of [['writer'], ['editor']] as const) {
      const person = await staffSession([...roles])
      expect((await call(screen.loader, '/admin/translations', { cookie: person.cookie })).status, roles[0]).toBe(404)
      expect((await call(exportLoader, '/admin/translations/export.po?language=ur', { cookie: person.cookie })).status).toBe(404)
      const forged = await call(screen.action, '/admin/translations', { cookie: person.cookie, body: post({ intent: 'save', language: 'ur', id: HELP_NOW.id, text: 'ابھی مدد کریں' }) })
      expect(forged.status).toBe(404)
    }
    const member = await staffSession([])
    expect((await call(screen.loader, '/admin/translations', { cookie: member.cookie })).status).toBe(403)
    expect((await call(screen.loader, '/admin/translations', { cookie: '' })).status).toBe(302)
    expect(await correctionOf('ur', HELP_NOW.id)).toBeNull()
  })

  it('stores a correction over the shipped text: the public pages say it at once, with its history and a log entry', async () => {
    const translator = await staffSession(['translator'])
    expect(await urduOf(HELP_NOW.id)).toBe(HELP_NOW.shipped.ur)
    const saved = await call(screen.action, '/admin/translations?language=ur', { cookie: translator.cookie, body: post({ intent: 'save', language: 'ur', id: HELP_NOW.id, text: 'ابھی مدد لیں' }) })
    expect(saved.status).toBe(302)
    expect(saved.flash?.message).toBe('Saved. It shows on the website now.')
    expect(await urduOf(HELP_NOW.id)).toBe('ابھی مدد لیں')
    // the other languages keep theirs
    expect(i18nOf('pa')._(HELP_NOW.id)).toBe(HELP_NOW.shipped.pa)

    const [logged] = await db().select().from(auditEntries).orderBy(desc(auditEntries.id)).limit(1)
    expect(logged).toMatchObject({ actorId: translator.id, action: 'update', itemType: 'Interface text', itemLabel: 'Help now (Urdu)' })
    expect(logged.changes).toEqual([{ field: 'ur', from: HELP_NOW.shipped.ur, to: 'ابھی مدد لیں' }])

    // back to the shipped text: the history keeps both changes, newest first, and the screen shows them
    await call(screen.action, '/admin/translations?language=ur', { cookie: translator.cookie, body: post({ intent: 'reset', language: 'ur', id: HELP_NOW.id, text: '' }) })
    expect(await urduOf(HELP_NOW.id)).toBe(HELP_NOW.shipped.ur)
    const page = await call(screen.loader, '/admin/translations?language=ur&q=Help%20now', { cookie: translator.cookie })
    const row = page.data.rows.find((each: { id: string }) => each.id === HELP_NOW.id)
    expect(row.history.map((entry: { text: string | null; by: string }) => [entry.text, entry.by])).toEqual([
      [null, translator.email],
      ['ابھی مدد لیں', translator.email],
    ])
    expect(row.corrected).toBeNull()
  })

  it('searches the English and the translation', async () => {
    const translator = await staffSession(['translator'])
    const english = await call(screen.loader, '/admin/translations?language=hi&q=suicide%20crisis', { cookie: translator.cookie })
    expect(english.data.rows.length).toBeGreaterThan(0)
    expect(english.data.rows.every((row: { english: string }) => /suicide crisis/i.test(row.english))).toBe(true)
    const hindi = await call(screen.loader, `/admin/translations?language=hi&q=${encodeURIComponent(HELP_NOW.shipped.hi)}`, { cookie: translator.cookie })
    expect(hindi.data.rows.map((row: { id: string }) => row.id)).toContain(HELP_NOW.id)
  })

  it('refuses a forged or wrong post and saves nothing: English, an unknown text, a lost placeholder, an empty text', async () => {
    const translator = await staffSession(['translator'])
    const english = await call(screen.action, '/admin/translations', { cookie: translator.cookie, body: post({ intent: 'save', language: 'en', id: HELP_NOW.id, text: 'Help!' }) })
    expect(english.status).toBe(400)
    const unknown = await call(screen.action, '/admin/translations', { cookie: translator.cookie, body: post({ intent: 'save', language: 'ur', id: 'no-such-text', text: 'x' }) })
    expect(unknown.status).toBe(400)
    expect(unknown.data.error).toMatch(/no longer one of the website’s/)
    const lost = await call(screen.action, '/admin/translations', { cookie: translator.cookie, body: post({ intent: 'save', language: 'ur', id: WITH_VALUE.id, text: 'میری رجسٹریشن منسوخ کریں' }) })
    expect(lost.status).toBe(400)
    expect(lost.data).toMatchObject({ id: WITH_VALUE.id, typed: 'میری رجسٹریشن منسوخ کریں', error: 'Keep {0} from the English: the page puts a value or a link there.' })
    const empty = await call(screen.action, '/admin/translations', { cookie: translator.cookie, body: post({ intent: 'save', language: 'ur', id: WITH_VALUE.id, text: '  ' }) })
    expect(empty.status).toBe(400)
    expect(await db().select().from(interfaceTexts)).toEqual([])
    expect(await db().select().from(interfaceTextVersions).where(eq(interfaceTextVersions.messageId, WITH_VALUE.id))).toEqual([])
  })

  it('marks a text reviewed (by whom, when); a later change, or a changed English, makes it a Draft again', async () => {
    const translator = await staffSession(['translator'])
    const reviewed = await call(screen.action, '/admin/translations?language=pa', { cookie: translator.cookie, body: post({ intent: 'review', language: 'pa', id: WITH_VALUE.id, text: WITH_VALUE.shipped.pa }) })
    expect(reviewed.flash?.message).toBe('Saved and marked reviewed.')
    const stateOf = async () => {
      const page = await call(screen.loader, `/admin/translations?language=pa&q=${encodeURIComponent('Cancel my registration')}`, { cookie: translator.cookie })
      return page.data.rows.find((row: { id: string }) => row.id === WITH_VALUE.id).state
    }
    expect(await stateOf()).toMatchObject({ reviewed: true, by: translator.email })
    const [logged] = await db().select().from(auditEntries).orderBy(desc(auditEntries.id)).limit(1)
    expect(logged).toMatchObject({ action: 'translation reviewed', itemType: 'Interface text' })

    // the English it was reviewed against has changed since (a new wording in the code): Draft
    await db().update(translationReviews).set({ source: 'Cancel my booking for {0}' }).where(eq(translationReviews.subject, `ui:${WITH_VALUE.id}`))
    expect(await stateOf()).toEqual({ reviewed: false })
    await call(screen.action, '/admin/translations?language=pa', { cookie: translator.cookie, body: post({ intent: 'review', language: 'pa', id: WITH_VALUE.id, text: WITH_VALUE.shipped.pa }) })
    expect((await stateOf()).reviewed).toBe(true)
    // a new text saved without review: Draft
    await call(screen.action, '/admin/translations?language=pa', { cookie: translator.cookie, body: post({ intent: 'save', language: 'pa', id: WITH_VALUE.id, text: `${WITH_VALUE.shipped.pa} ` + '।' }) })
    expect(await stateOf()).toEqual({ reviewed: false })
  })

  it('exports a .po file and imports it back: a changed text is stored as a Draft, the rest untouched', async () => {
    const translator = await staffSession(['translator'])
    const exported = await call(exportLoader, '/admin/translations/export.po?language=ur', { cookie: translator.cookie })
    expect(exported.status).toBe(200)
    const response = await exportLoader({ request: new Request('http://localhost/admin/translations/export.po?language=ur', { headers: { Cookie: translator.cookie } }), params: {}, context: { cspNonce: '', clientAddress: '127.0.0.1' } } as never)
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="interface-texts-ur.po"')
    const file = await response.text()
    const parsed = parsePo(file)
    if (!parsed.ok) throw new Error(parsed.error)
    expect(parsed.header.Language).toBe('ur')
    expect(parsed.entries).toHaveLength(interfaceMessages().length)
    const helpNow = parsed.entries.find((entry) => entry.msgid === 'Help now')!
    expect(helpNow).toMatchObject({ msgstr: HELP_NOW.shipped.ur, flags: ['fuzzy'] })
    expect(helpNow.notes).toContain('crisis help: read with special care')

    // the outside translator changes one text and sends the file back
    const edited = writePo({ header: parsed.header, entries: parsed.entries.map((entry) => (entry.msgid === 'Help now' ? { ...entry, msgstr: 'فوری مدد', flags: [] } : entry)) })
    const imported = await call(screen.action, '/admin/translations?language=ur', { cookie: translator.cookie, body: poUpload(edited) })
    expect(imported.status).toBe(302)
    expect(imported.flash?.message).toBe('One text of Urdu imported, as Drafts to be reviewed.')
    expect(await urduOf(HELP_NOW.id)).toBe('فوری مدد')
    expect(await db().select({ text: interfaceTexts.text }).from(interfaceTexts).where(eq(interfaceTexts.language, 'ur'))).toEqual([{ text: 'فوری مدد' }])
    const [version] = await db().select().from(interfaceTextVersions).orderBy(desc(interfaceTextVersions.id)).limit(1)
    expect(version).toMatchObject({ how: 'imported', text: 'فوری مدد', changedBy: translator.id })
    const [logged] = await db().select().from(auditEntries).where(eq(auditEntries.itemType, 'Interface texts')).orderBy(desc(auditEntries.id)).limit(1)
    expect(logged).toMatchObject({ action: 'update', itemLabel: 'Urdu, imported from a .po file', changes: [{ field: 'Help now', from: HELP_NOW.shipped.ur, to: 'فوری مدد' }] })
    // the same file again changes nothing
    const again = await call(screen.action, '/admin/translations?language=ur', { cookie: translator.cookie, body: poUpload(edited) })
    expect(again.flash?.message).toBe('Nothing to change: every text of the file is already the site’s.')
    // and the next export carries it
    const next = await (await exportLoader({ request: new Request('http://localhost/admin/translations/export.po?language=ur', { headers: { Cookie: translator.cookie } }), params: {}, context: { cspNonce: '', clientAddress: '127.0.0.1' } } as never)).text()
    expect(next).toContain('msgid "Help now"\nmsgstr "فوری مدد"')
  })

  it('refuses a bad .po file with a clear message beside the field and saves nothing', async () => {
    const translator = await staffSession(['translator'])
    const before = await db().select().from(interfaceTexts)
    const versions = await db().$count(interfaceTextVersions)
    const cases: [string, string | RegExp, string[]?][] = [
      ['this is not a po file\n', /could not be read as a \.po file\. Line 1: "this is not a po file" is not part of a \.po file\./],
      ['msgid "Help now"\nmsgstr "unclosed\n', /could not be read as a \.po file\. Line 2: this text is not written as a \.po file writes it/],
      ['msgid ""\nmsgstr "Language: hi\\n"\n\nmsgid "Help now"\nmsgstr "अभी मदद"\n', 'This file is for the language "hi", not Urdu. Choose Urdu\'s file, or the file\'s own language above.'],
      [
        'msgid "Help now"\nmsgstr "ابھی مدد"\n\nmsgid "Cancel my registration for {0}"\nmsgstr "میری رجسٹریشن منسوخ کریں"\n\nmsgid "A text the site never had"\nmsgstr "x"\n',
        'Nothing was imported: 2 texts of this file could not be taken. Correct them and import the file again.',
        [
          'Line 4: "Cancel my registration for {0}": Keep {0} from the English: the page puts a value or a link there.',
          'Line 7: "A text the site never had" is not one of the website’s texts (the English may have changed since the file was made).',
        ],
      ],
    ]
    for (const [file, error, problems] of cases) {
      const refused = await call(screen.action, '/admin/translations?language=ur', { cookie: translator.cookie, body: poUpload(file) })
      expect(refused.status, file).toBe(400)
      expect(refused.data.intent).toBe('import')
      if (typeof error === 'string') expect(refused.data.error).toBe(error)
      else expect(refused.data.error).toMatch(error)
      if (problems) expect(refused.data.problems).toEqual(problems)
    }
    const latin1 = new FormData()
    latin1.set('intent', 'import')
    latin1.set('language', 'ur')
    latin1.set('file', new File([new Uint8Array([0x6d, 0x73, 0x67, 0x69, 0x64, 0x20, 0x22, 0xe9, 0x22])], 'old.po'))
    expect((await call(screen.action, '/admin/translations', { cookie: translator.cookie, body: latin1 })).data.error).toMatch(/not written in UTF-8/)
    const none = new FormData()
    none.set('intent', 'import')
    none.set('language', 'ur')
    none.set('file', new File([], ''))
    expect((await call(screen.action, '/admin/translations', { cookie: translator.cookie, body: none })).data.error).toBe('Choose a .po file to import.')
    // "Help now" was good in the refused file, and is not saved either
    expect(await db().select().from(interfaceTexts)).toEqual(before)
    expect(await db().$count(interfaceTextVersions)).toBe(versions)
  })

  it('lists the content translations too: Draft, marked reviewed, a Draft again when the English changes', async () => {
    const translator = await staffSession(['translator'])
    const [item] = await db()
      .insert(testimonials)
      .values({ name: 'Asha Grewal', email: 'asha@example.org', profession: 'Volunteer', message: 'The group helped my mother after my father died.', translations: { pa: { message: 'ਸਮੂਹ ਨੇ ਮੇਰੇ ਪਿਤਾ ਦੀ ਮੌਤ ਤੋਂ ਬਾਅਦ ਮੇਰੀ ਮਾਂ ਦੀ ਮਦਦ ਕੀਤੀ।' } } })
      .returning()
    const subject = `testimonials:${item.id}:message`
    const listed = async () => {
      const page = await call(screen.loader, '/admin/translations?kind=content&language=pa&q=Asha', { cookie: translator.cookie })
      expect(page.status).toBe(200)
      return page.data.content.find((row: { subject: string }) => row.subject === subject)
    }
    expect(await listed()).toMatchObject({ type: 'Testimonial', item: 'Asha Grewal', field: 'Message', english: item.message, editHref: `/admin/testimonials/${item.id}/edit#testimonial-languages-panel-pa`, state: { reviewed: false } })
    // the Urdu list has no such text (nothing translated into Urdu)
    expect((await call(screen.loader, '/admin/translations?kind=content&language=ur&q=Asha', { cookie: translator.cookie })).data.content).toEqual([])

    const marked = await call(screen.action, '/admin/translations?kind=content&language=pa', { cookie: translator.cookie, body: post({ intent: 'review-content', language: 'pa', subject }) })
    expect(marked.status).toBe(302)
    expect(marked.flash?.message).toBe('Marked reviewed.')
    expect((await listed()).state).toMatchObject({ reviewed: true, by: translator.email })
    const [logged] = await db().select().from(auditEntries).orderBy(desc(auditEntries.id)).limit(1)
    expect(logged).toMatchObject({ action: 'translation reviewed', itemType: 'Testimonial', itemLabel: 'Asha Grewal: Message (Punjabi)' })

    // staff change the English: its Punjabi is a Draft again
    await db().update(testimonials).set({ message: 'The group helped my mother and me after my father died.' }).where(eq(testimonials.id, item.id))
    expect((await listed()).state).toEqual({ reviewed: false })
    // a text that does not exist is refused, nothing recorded
    const gone = await call(screen.action, '/admin/translations?kind=content&language=pa', { cookie: translator.cookie, body: post({ intent: 'review-content', language: 'pa', subject: 'testimonials:999999:message' }) })
    expect(gone.status).toBe(400)
    expect(await db().select().from(translationReviews).where(eq(translationReviews.subject, 'testimonials:999999:message'))).toEqual([])
    // a Writer may not
    const writer = await staffSession(['writer'])
    expect((await call(screen.action, '/admin/translations', { cookie: writer.cookie, body: post({ intent: 'review-content', language: 'pa', subject }) })).status).toBe(404)
  })

  it('shows the English crisis lines beside a language’s crisis help while it is Draft, and not once every crisis text is reviewed', async () => {
    const translator = await staffSession(['translator'])
    const lines = async () => {
      await applyInterfaceTexts()
      return renderToString(
        <I18nProvider i18n={i18nOf('ur')}>
          <CrisisLines />
        </I18nProvider>,
      )
    }
    const draft = await lines()
    expect(isCrisisHelpDraft('ur')).toBe(true)
    expect(draft).toContain('<span lang="en" dir="ltr"')
    expect(draft).toContain('the Suicide Crisis Helpline.')
    expect(draft).toContain('Alberta help, many languages:')

    const crisis = interfaceMessages().filter((message) => message.crisis)
    expect(crisis.map((message) => message.english)).toEqual(expect.arrayContaining(['Help now', 'Crisis help', 'Call 911']))
    for (const message of crisis.slice(1)) {
      const reviewed = await call(screen.action, '/admin/translations?language=ur', { cookie: translator.cookie, body: post({ intent: 'review', language: 'ur', id: message.id, text: message.shipped.ur }) })
      expect(reviewed.status).toBe(302)
    }
    // one still Draft: still beside
    expect(await lines()).toContain('the Suicide Crisis Helpline.')
    await call(screen.action, '/admin/translations?language=ur', { cookie: translator.cookie, body: post({ intent: 'review', language: 'ur', id: crisis[0].id, text: crisis[0].shipped.ur }) })
    const reviewed = await lines()
    expect(isCrisisHelpDraft('ur')).toBe(false)
    expect(reviewed).not.toContain('lang="en"')
    expect(reviewed).not.toContain('the Suicide Crisis Helpline.')
    // Punjabi's crisis help is still Draft
    expect(isCrisisHelpDraft('pa')).toBe(true)
    const page = await call(screen.loader, '/admin/translations?language=ur', { cookie: translator.cookie })
    expect(page.data.counts.crisisDraft).toBe(0)
  })
})
