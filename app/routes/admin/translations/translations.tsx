// Translations (issue 39 item 4, decision 086): every interface text of the public site in
// Punjabi, Hindi or Urdu beside its English, the crisis help first, searchable; a correction is
// stored over the shipped catalog and shows on every page at once; each text is a Draft until
// someone marks it reviewed. A language's texts go out to an outside translator as a .po file and
// come back through the import, which takes the whole file or nothing. Administrators and
// Translators (the permissions table's `translations` area).
import { Form, Link, data, useNavigation } from 'react-router'
import { actorOf } from '~/auth/actor.server'
import { requireAccess } from '~/auth/guards.server'
import { ScreenHeader } from '~/components/admin/list-header'
import { Pagination } from '~/components/admin/data-table'
import { Button, buttonClassName } from '~/components/ui/button'
import { controlClassName } from '~/components/ui/text-input'
import { backOfficeTitle } from '~/content-types/screens'
import { listContentTranslations, markContentTranslationReviewed } from '~/content-types/translation-reviews.server'
import { INTERFACE_TEXT_MAX, TRANSLATED_LANGUAGES, TRANSLATED_LANGUAGE_NAMES, type TranslatedLanguage } from '~/content/translations'
import { LANGUAGE_FACTS } from '~/i18n/languages'
import { may } from '~/content/permissions'
import { reviewAnchor } from '~/content/translation-review'
import { importPo, listInterfaceTexts, PO_FILE_MAX_BYTES, saveInterfaceText, type InterfaceTextFilters } from '~/models/interface-texts.server'
import { formatDateTime } from '~/utils/dates.server'
import { redirectWithFlash } from '~/utils/flash.server'
import { listPageInfo, readListParams } from '~/utils/list-params.server'
import { readFormData } from '~/utils/request-form.server'
import type { Route } from './+types/translations'

const TITLE = 'Translations'
const STATES = { all: 'Every text', draft: 'Draft', reviewed: 'Reviewed', corrected: 'Corrected here' } as const satisfies Record<InterfaceTextFilters['state'], string>

const languageOf = (value: unknown): TranslatedLanguage => TRANSLATED_LANGUAGES.find((language) => language === value) ?? 'pa'
const stateOf = (value: unknown): InterfaceTextFilters['state'] => (Object.keys(STATES) as InterfaceTextFilters['state'][]).find((state) => state === value) ?? 'all'

/** An id for the page (message ids hold + and /; subjects :). */
const anchorOf = reviewAnchor

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, 'translations')
  const url = new URL(request.url)
  const params = readListParams(url)
  const language = languageOf(url.searchParams.get('language'))
  const state = stateOf(url.searchParams.get('state'))
  if (url.searchParams.get('kind') === 'content') {
    const found = await listContentTranslations({ language, q: params.q, state }, params)
    return {
      kind: 'content' as const,
      language,
      state,
      counts: { ...found.counts, crisisDraft: 0 },
      info: { ...listPageInfo(params, found.total), filters: { kind: 'content', language, state: state === 'all' ? '' : state } as Record<string, string> },
      rows: [],
      content: found.rows.map((row) => ({
        ...row,
        anchor: anchorOf(row.subject),
        // the Site settings are an Administrator's: a Translator reviews their texts here, and cannot open them
        editHref: row.settings && !may(user.roles, 'settings') ? null : row.editHref,
        state: row.state.reviewed ? { reviewed: true as const, by: row.state.by ?? 'a deleted account', at: formatDateTime(row.state.at) } : { reviewed: false as const },
      })),
    }
  }
  const { rows, total, counts } = await listInterfaceTexts({ language, q: params.q, state }, params)
  return {
    kind: 'interface' as const,
    content: [],
    language,
    state,
    counts,
    info: { ...listPageInfo(params, total), filters: { kind: '', language, state: state === 'all' ? '' : state } as Record<string, string> },
    rows: rows.map((row) => ({
      ...row,
      anchor: anchorOf(row.id),
      state: row.state.reviewed ? { reviewed: true as const, by: row.state.by ?? 'a deleted account', at: formatDateTime(row.state.at) } : { reviewed: false as const },
      history: row.history.map((entry) => ({ ...entry, at: formatDateTime(entry.at), by: entry.by ?? 'a deleted account' })),
    })),
  }
}

type ActionData =
  | { intent: 'text'; id: string; typed: string; error: string }
  | { intent: 'content'; subject: string; error: string }
  | { intent: 'import'; error: string; problems: string[] }

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAccess(request, 'translations')
  const actor = actorOf(user, context)
  const form = await readFormData(request, PO_FILE_MAX_BYTES + 64 * 1024)
  if (!form.ok) {
    if (form.status === 413) return data<ActionData>({ intent: 'import', error: 'This file is larger than 2 MB: a .po file of every text of a language is about 150 KB. Choose the right file.', problems: [] }, { status: 413 })
    throw new Response('This form could not be read.', { status: form.status })
  }
  const field = (name: string) => String(form.formData.get(name) ?? '')
  const intent = field('intent')
  const language = TRANSLATED_LANGUAGES.find((each) => each === field('language'))
  const back = new URL(request.url)
  // English is the site's source, changed in the code; anything else is not a language of the screen
  if (!language) throw new Response('Choose Punjabi, Hindi or Urdu.', { status: 400 })
  back.searchParams.set('language', language)
  const backTo = `${back.pathname}?${back.searchParams.toString()}`

  if (intent === 'import') {
    const file = form.formData.get('file')
    if (!(file instanceof File) || file.size === 0) return data<ActionData>({ intent: 'import', error: 'Choose a .po file to import.', problems: [] }, { status: 400 })
    const bytes = new Uint8Array(await file.arrayBuffer())
    let text: string
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    } catch {
      return data<ActionData>({ intent: 'import', error: 'This file is not written in UTF-8, as .po files of this site are. Save it as UTF-8 (Poedit does) and import it again.', problems: [] }, { status: 400 })
    }
    const result = await importPo(actor, language, text)
    if (!result.ok) return data<ActionData>({ intent: 'import', error: result.error, problems: result.problems.slice(0, 50) }, { status: 400 })
    const words = result.changed === 0 ? 'Nothing to change: every text of the file is already the site’s.' : `${result.changed === 1 ? 'One text' : `${result.changed} texts`} of ${TRANSLATED_LANGUAGE_NAMES[language]} imported, as Drafts to be reviewed.`
    return redirectWithFlash(backTo, { type: 'success', message: words })
  }

  if (intent === 'review-content') {
    const subject = field('subject')
    back.searchParams.set('kind', 'content')
    const done = await markContentTranslationReviewed(actor, language, subject)
    if (!done) return data<ActionData>({ intent: 'content', subject, error: 'This text has changed or gone since the page was opened. Reload the page.' }, { status: 400 })
    return redirectWithFlash(`${back.pathname}?${back.searchParams.toString()}#${anchorOf(subject)}`, { type: 'success', message: 'Marked reviewed.' })
  }

  const id = field('id')
  const typed = field('text')
  if (intent !== 'save' && intent !== 'review' && intent !== 'reset') throw new Response('This form could not be read.', { status: 400 })
  // "Mark reviewed" keeps what the box holds, changed or not, as the reviewed text
  const result = await saveInterfaceText(actor, { language, id, text: intent === 'reset' ? null : typed, reviewed: intent === 'review' })
  if (!result.ok) return data<ActionData>({ intent: 'text', id, typed, error: result.error }, { status: 400 })
  const message = intent === 'reset' ? 'The shipped text is used again.' : intent === 'review' ? 'Saved and marked reviewed.' : result.changed ? 'Saved. It shows on the website now.' : 'Nothing had changed.'
  return redirectWithFlash(`${backTo}#${anchorOf(id)}`, { type: 'success', message })
}

export default function Translations({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, language, counts, info, rows, content, state } = loaderData
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const failed = actionData as ActionData | undefined
  const name = TRANSLATED_LANGUAGE_NAMES[language]
  const { dir } = LANGUAGE_FACTS[language]
  return (
    <>
      <ScreenHeader
        title={TITLE}
        intro="The words of the public website’s pages, menus, forms and e-mails in Punjabi, Hindi and Urdu, beside their English. A change shows on the website at once. Each text is a Draft until someone who reads the language marks it reviewed."
      />
      <nav aria-label="Which texts" className="mt-6 flex flex-wrap gap-2">
        {(
          [
            ['interface', 'Interface texts', `?language=${language}`],
            ['content', 'Content', `?kind=content&language=${language}`],
          ] as const
        ).map(([each, label, to]) => (
          <Link key={each} to={to} aria-current={each === kind ? 'page' : undefined} className="inline-flex min-h-11 items-center rounded-lg px-4 font-semibold text-brand-800 underline-offset-4 hover:underline aria-[current=page]:bg-brand-50 aria-[current=page]:ring-1 aria-[current=page]:ring-brand-700">
            {label}
          </Link>
        ))}
      </nav>
      <nav aria-label="Languages" className="mt-3 flex flex-wrap gap-2">
        {TRANSLATED_LANGUAGES.map((each) => (
          <Link
            key={each}
            to={kind === 'content' ? `?kind=content&language=${each}` : `?language=${each}`}
            aria-current={each === language ? 'page' : undefined}
            className="inline-flex min-h-11 items-center rounded-full px-5 font-semibold ring-1 ring-slate-300 hover:bg-brand-50 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
          >
            {TRANSLATED_LANGUAGE_NAMES[each]}
          </Link>
        ))}
      </nav>
      <p className="mt-4 text-slate-800" role="status">
        {counts.reviewed} of {counts.all} {name} {kind === 'content' ? 'content translations' : 'texts'} reviewed.{' '}
        {kind === 'content' ? (
          <>
            The Site settings’ translated texts first, then each translation of a post, event, team member, testimonial, album or picture and of what its pictures show; it becomes a Draft again when its
            English or its {name} changes.
          </>
        ) : counts.crisisDraft > 0 ? (
          <strong className="font-semibold text-amber-900">
            {counts.crisisDraft === 1 ? 'One crisis help text is' : `${counts.crisisDraft} crisis help texts are`} still Draft: {name} pages show the English crisis lines beside
            them until every one is reviewed.
          </strong>
        ) : (
          <>The crisis help is reviewed: {name} pages show it alone.</>
        )}
      </p>

      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <input type="hidden" name="language" value={language} />
        {kind === 'content' ? <input type="hidden" name="kind" value="content" /> : null}
        <div className="w-full min-w-0 sm:w-80">
          <label htmlFor="search-texts" className="block font-medium text-slate-900">
            Search the English or the {name}
          </label>
          <input id="search-texts" type="search" name="q" defaultValue={info.q} className={`mt-1.5 ${controlClassName}`} />
        </div>
        <div className="w-full min-w-0 sm:w-auto">
          <label htmlFor="filter-state" className="block font-medium text-slate-900">
            Show
          </label>
          <select id="filter-state" name="state" defaultValue={state} className={`mt-1.5 ${controlClassName}`}>
            {Object.entries(STATES).filter(([value]) => kind === 'interface' || value !== 'corrected').map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          Find texts
        </Button>
      </Form>

      <p className="mt-4 text-slate-700">
        {info.total === 1 ? 'One text' : `${info.total} texts`}
        {kind === 'interface' ? ', the crisis help first.' : '.'}
      </p>
      {kind === 'content' ? (
        <ol className="mt-4 space-y-4">
          {content.map((row) => {
            const error = failed?.intent === 'content' && failed.subject === row.subject ? failed.error : null
            const anchor = row.anchor
            return (
              <li key={row.subject} id={anchor} className="scroll-mt-24 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  {row.state.reviewed ? (
                    <span className="rounded-full bg-emerald-100 px-3 py-1 font-semibold text-emerald-900">
                      Reviewed by {row.state.by}, {row.state.at}
                    </span>
                  ) : (
                    <span className="rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900">Draft</span>
                  )}
                  <span className="text-slate-700">
                    {row.type}: {row.item}, {row.field}
                  </span>
                </div>
                <h2 className="mt-3 text-sm font-semibold text-slate-700">English</h2>
                <p lang="en" className="mt-1 line-clamp-6 whitespace-pre-wrap break-words text-slate-900">
                  {row.english}
                </p>
                <h2 className="mt-3 text-sm font-semibold text-slate-700">{name}</h2>
                <p lang={language} dir={dir} className="mt-1 line-clamp-6 whitespace-pre-wrap break-words text-slate-900">
                  {row.translation}
                </p>
                {error ? <p className="mt-1.5 font-medium text-red-800">{error}</p> : null}
                <Form method="post" className="mt-3 flex flex-wrap gap-3">
                  <input type="hidden" name="language" value={language} />
                  <input type="hidden" name="subject" value={row.subject} />
                  {row.state.reviewed ? null : (
                    <Button type="submit" name="intent" value="review-content" busy={busy}>
                      Mark reviewed
                    </Button>
                  )}
                  {row.editHref === null ? (
                    <p className="self-center text-sm text-slate-700">An Administrator changes it in the Site settings.</p>
                  ) : (
                    <Link to={row.editHref} className={buttonClassName('secondary')}>
                      {row.settings ? 'Edit in Site settings' : `Edit ${row.type.toLowerCase()}`}
                    </Link>
                  )}
                </Form>
              </li>
            )
          })}
        </ol>
      ) : null}
      <ol className="mt-4 space-y-4">
        {rows.map((row) => {
          const error = failed?.intent === 'text' && failed.id === row.id ? failed : null
          const field = `${row.anchor}-text`
          return (
            <li key={row.id} id={row.anchor} className="scroll-mt-24 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                {row.crisis ? <span className="rounded-full bg-red-100 px-3 py-1 font-semibold text-red-900">Crisis help</span> : null}
                {row.state.reviewed ? (
                  <span className="rounded-full bg-emerald-100 px-3 py-1 font-semibold text-emerald-900">
                    Reviewed by {row.state.by}, {row.state.at}
                  </span>
                ) : (
                  <span className="rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900">Draft</span>
                )}
                {row.corrected !== null ? <span className="rounded-full bg-sky-100 px-3 py-1 font-semibold text-sky-900">Corrected here</span> : null}
              </div>
              <h2 className="mt-3 text-sm font-semibold text-slate-700">English</h2>
              <p lang="en" className="mt-1 whitespace-pre-wrap break-words text-slate-900">
                {row.english}
              </p>
              {row.notes.length > 0 ? <p className="mt-1 text-sm text-slate-600">{row.notes.join('; ')}</p> : null}
              <Form method="post" className="mt-4">
                <input type="hidden" name="language" value={language} />
                <input type="hidden" name="id" value={row.id} />
                <label htmlFor={field} className="block font-medium text-slate-900">
                  {name}
                </label>
                <textarea
                  id={field}
                  name="text"
                  lang={language}
                  dir={dir}
                  rows={Math.min(8, Math.max(2, Math.ceil(row.text.length / 60)))}
                  maxLength={INTERFACE_TEXT_MAX}
                  defaultValue={error ? error.typed : row.text}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${field}-error` : undefined}
                  className={`mt-1.5 ${controlClassName} min-h-20`}
                />
                {error ? (
                  <p id={`${field}-error`} className="mt-1.5 font-medium text-red-800">
                    {error.error}
                  </p>
                ) : null}
                {row.corrected !== null ? (
                  <p className="mt-1.5 text-sm text-slate-600">
                    As shipped: <span lang={language} dir={dir}>{row.shipped}</span>
                  </p>
                ) : null}
                <div className="mt-3 flex flex-wrap gap-3">
                  <Button type="submit" name="intent" value="save" variant="secondary" busy={busy}>
                    Save
                  </Button>
                  <Button type="submit" name="intent" value="review" busy={busy}>
                    {row.state.reviewed ? 'Save as reviewed' : 'Mark reviewed'}
                  </Button>
                  {row.corrected !== null ? (
                    <Button type="submit" name="intent" value="reset" variant="secondary" busy={busy}>
                      Use the shipped text
                    </Button>
                  ) : null}
                </div>
              </Form>
              {row.history.length > 0 ? (
                <details className="mt-4">
                  <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-800 underline underline-offset-2">History ({row.history.length})</summary>
                  <ol className="mt-2 space-y-2 text-sm">
                    {row.history.map((entry, index) => (
                      <li key={index} className="border-s-2 border-slate-200 ps-3">
                        <span className="text-slate-600">
                          {entry.at}, {entry.by}, {entry.how === 'imported' ? 'imported from a .po file' : 'typed here'}:
                        </span>{' '}
                        {entry.text === null ? (
                          <em>the shipped text again</em>
                        ) : (
                          <span lang={language} dir={dir}>
                            {entry.text}
                          </span>
                        )}
                      </li>
                    ))}
                  </ol>
                </details>
              ) : null}
            </li>
          )
        })}
      </ol>
      {(kind === 'content' ? content.length : rows.length) === 0 ? <p className="mt-4">No text matches. Search other words, or show every text.</p> : null}
      <div className="mt-6">
        <Pagination info={info} />
      </div>

      {kind === 'content' ? null : (
      <section aria-labelledby="exchange" className="mt-10 max-w-2xl rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="exchange" className="text-xl font-semibold">
          Work with an outside translator
        </h2>
        <p className="mt-2 text-slate-700">
          Download the {name} texts as a gettext .po file (Poedit and most translation tools open it; Drafts are marked fuzzy), and import the file they send back. An
          import takes the whole file or nothing: if any text cannot be taken, nothing is saved and the list says which. Imported texts are Drafts until reviewed here.
        </p>
        <p className="mt-4">
          <a href={`/admin/translations/export.po?language=${language}`} download className={buttonClassName('secondary')}>
            Download {name} (.po)
          </a>
        </p>
        <Form method="post" encType="multipart/form-data" className="mt-6">
          <input type="hidden" name="language" value={language} />
          <label htmlFor="po-file" className="block font-medium text-slate-900">
            Import a {name} .po file
          </label>
          <input
            id="po-file"
            name="file"
            type="file"
            accept=".po,text/x-gettext-translation"
            aria-invalid={failed?.intent === 'import' ? true : undefined}
            aria-describedby={failed?.intent === 'import' ? 'po-file-error' : undefined}
            className="mt-1.5 block w-full text-slate-800 file:mr-4 file:min-h-11 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
          />
          {failed?.intent === 'import' ? (
            <div id="po-file-error" className="mt-2 text-red-800">
              <p className="font-medium">{failed.error}</p>
              {failed.problems.length > 0 ? (
                <ul className="mt-1 list-disc space-y-1 ps-5 text-sm break-words">
                  {failed.problems.map((problem, index) => (
                    <li key={index}>{problem}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          <Button type="submit" name="intent" value="import" className="mt-4" busy={busy}>
            Import
          </Button>
        </Form>
      </section>
      )}
    </>
  )
}

export const meta = () => backOfficeTitle(TITLE)
