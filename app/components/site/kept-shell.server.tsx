// The site's frame (quick exit, crisis bar, languages, navbar, footer: some 230 elements, a third
// to two thirds of a page's) rendered once and put into every page that shows the same frame,
// rather than rendered again by React for each page (decision 107). What differs between pages
// is few: the script nonce and the path the language buttons return to are holes filled per
// request; the menu entry marked current and the home page's language offer make variants. The
// frame is made again when anything it shows changes: the settings (a new kept read of the
// layout's loader, so new objects), the interface texts (a new Lingui instance), the crisis help's
// review state or the page's choice of parts.
import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderToString } from 'react-dom/server'
import { i18nOf, isCrisisHelpDraft } from '~/i18n/i18n'
import { DEFAULT_LANGUAGE, isLanguage, pathIn } from '~/i18n/languages'
import { NonceProvider } from '~/utils/nonce'
import { ScriptLibrariesProvider } from './inline-script'
import { MENU_PATHS } from './nav-list'
import { SCRIPT_LIBRARIES } from './script-libraries.server'
import { samePath, ShellPlaceProvider } from './shell-place'
import { KEPT_SHELL_MARKS, ShellAfter, ShellBefore, type ShellFrame } from './site-shell'

// written by React as they are (letters and dashes need no escaping), so found again in its output
const NONCE_HOLE = 'kept-shell-nonce-hole'
const PATH_HOLE = 'kept-shell-path-hole'
const HOLES = new RegExp(`(${NONCE_HOLE}|${PATH_HOLE})`)
const BETWEEN = '<template data-kept-shell="between"></template>'

/** The frame's HTML in pieces, each hole a piece of its own. */
type Template = { before: string[]; after: string[] }

/** A language's frames, while what they show stays the same. */
type Kept = {
  english: I18n
  crisisDraft: boolean
  name: ShellFrame['name']
  footer: ShellFrame['footer']
  quickExitUrl: ShellFrame['quickExitUrl']
  variants: Map<string, Template>
}

// by Lingui instance: a language's catalog corrected by staff is a new one, and the old is let go
const kept = new WeakMap<I18n, Kept>()

/**
 * The page's HTML with its frame put in at KEPT_SHELL_MARKS, as SiteShell would have rendered it
 * in place, `nonce` on its scripts.
 */
export function withKeptShell(html: string, frame: ShellFrame, nonce: string): string {
  const template = templateFor(frame)
  const fill = (pieces: string[]) => pieces.map((piece) => (piece === NONCE_HOLE ? escapeAttribute(nonce) : piece === PATH_HOLE ? escapeAttribute(frame.place.pathAndQuery) : piece)).join('')
  const before = html.indexOf(KEPT_SHELL_MARKS.before)
  const after = html.indexOf(KEPT_SHELL_MARKS.after, before)
  // SiteShell writes both whenever it takes the slot: a page without them is a fault of ours
  if (before < 0 || after < 0) throw new Error('The page has no marks for its frame')
  return (
    html.slice(0, before) +
    fill(template.before) +
    html.slice(before + KEPT_SHELL_MARKS.before.length, after) +
    fill(template.after) +
    html.slice(after + KEPT_SHELL_MARKS.after.length)
  )
}

function templateFor(frame: ShellFrame): Template {
  const english = i18nOf(DEFAULT_LANGUAGE)
  const crisisDraft = isCrisisHelpDraft(frame.i18n.locale)
  let language = kept.get(frame.i18n)
  if (
    !language ||
    language.english !== english ||
    language.crisisDraft !== crisisDraft ||
    language.name !== frame.name ||
    language.footer !== frame.footer ||
    language.quickExitUrl !== frame.quickExitUrl
  ) {
    language = { english, crisisDraft, name: frame.name, footer: frame.footer, quickExitUrl: frame.quickExitUrl, variants: new Map() }
    kept.set(frame.i18n, language)
  }
  const variant = variantOf(frame)
  let template = language.variants.get(variant)
  if (!template) {
    template = render(frame)
    language.variants.set(variant, template)
  }
  return template
}

/**
 * What of the page's place the frame shows besides the holes: which menu entry is the current
 * page's (MenuLink) and whether the page is the English home page (LanguageOffer). Two pages with
 * the same variant get the same frame.
 */
function variantOf({ i18n, place, parts }: ShellFrame): string {
  const language = isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE
  const current = MENU_PATHS.find((to) => samePath(place.pathname, pathIn(language, to))) ?? ''
  return `${parts} ${current} ${place.pathname === '/'}`
}

function render(frame: ShellFrame): Template {
  const html = renderToString(
    <I18nProvider i18n={frame.i18n}>
      <NonceProvider value={NONCE_HOLE}>
        <ScriptLibrariesProvider value={SCRIPT_LIBRARIES}>
          <ShellPlaceProvider value={{ pathname: frame.place.pathname, pathAndQuery: PATH_HOLE }}>
            <ShellBefore {...frame} />
            <template data-kept-shell="between" />
            <ShellAfter {...frame} />
          </ShellPlaceProvider>
        </ScriptLibrariesProvider>
      </NonceProvider>
    </I18nProvider>,
    // ids of its own, so that none meets one of the page's
    { identifierPrefix: 'frame-' },
  )
  const [before, after] = html.split(BETWEEN)
  return { before: before.split(HOLES), after: after.split(HOLES) }
}

/** An attribute's value as React writes it (its escapeTextForBrowser). */
export function escapeAttribute(value: string): string {
  return value.replace(/["&'<>]/g, (character) => ESCAPES[character])
}

const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' }
