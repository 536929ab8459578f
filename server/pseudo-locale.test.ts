// Issue 16: no interface text is left out of the catalogs. The server shows its English pages in
// the pseudo-locale (I18N_PSEUDO_LOCALE=on: every catalogued word accented, "Ĥōmē"); what is
// still plain English on a page must then be content from the database (the demo content and
// the charity's settings) or a name: any other English word was written in the code, not in a
// catalog.
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { DEFAULT_ORGANISATION } from '~/content/settings'
import { DEMO_BLOGS, DEMO_EVENTS, DEMO_GALLERY, DEMO_TEAM, DEMO_TESTIMONIALS } from '../database/demo/content'
import { publicPagePaths } from '../tests/support/public-pages'
import { buildApp, startServing, type RunningServer } from '../tests/support/test-server'

let build: Awaited<ReturnType<typeof buildApp>>
let server: RunningServer

beforeAll(async () => {
  build = await buildApp()
  server = await startServing(build.dir, { I18N_PSEUDO_LOCALE: 'on' })
}, 240_000)

afterAll(async () => {
  await server?.stop()
  build?.remove()
})

/** Every string of the data the pages show: the demo content and the default settings. */
function contentStrings(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value)
  else if (Array.isArray(value)) for (const item of value) contentStrings(item, into)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) contentStrings(item, into)
  return into
}
// three letters in a row from the plain Latin alphabet: an English word the catalogs did not accent
const ENGLISH_WORDS = /[A-Za-z]{3,}/g

const wordsOf = (text: string) => text.match(ENGLISH_WORDS) ?? []
/** Every word of the content (a page may show a piece of a text, or a name inside a sentence). */
const CONTENT_WORDS = new Set(contentStrings([DEMO_BLOGS, DEMO_EVENTS, DEMO_GALLERY, DEMO_TEAM, DEMO_TESTIMONIALS, DEFAULT_ORGANISATION]).flatMap(wordsOf))

/** The text a person reads or hears on a page: text nodes, and the attributes read out or shown. */
function readableTexts(document: Document): string[] {
  const texts: string[] = []
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('script, style, noscript, template, [hidden]')) continue
    texts.push(node.textContent ?? '')
  }
  for (const element of document.body.querySelectorAll('[alt], [aria-label], [title], [placeholder]')) {
    for (const name of ['alt', 'aria-label', 'title', 'placeholder']) texts.push(element.getAttribute(name) ?? '')
  }
  texts.push(document.title, document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '')
  return texts.map((text) => text.trim()).filter(Boolean)
}

const MONTHS = new RegExp(
  Array.from({ length: 12 }, (_, month) => new Intl.DateTimeFormat('en-CA', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, month, 15)))).join('|'),
  'g',
)

/** Hard-coded: an English word that is not one of the content's own words. */
function isHardCoded(text: string): boolean {
  // e-mail addresses, links and file names are not words to translate, nor are the month names
  // of dates, which Intl writes in the page's language (English here)
  const rest = text
    .replace(/\S+@\S+|https?:\/\/\S+|\b[\w-]+\.(?:apk|pdf|ics|xml)\b/g, '')
    .replace(MONTHS, '')
    // a text cut short for a card ends in a piece of a word
    .replace(/[A-Za-z]+(?:\.\.\.|…)$/, '')
  return wordsOf(rest).some((word) => !CONTENT_WORDS.has(word))
}

test('every interface text of every public page comes from the catalogs', async () => {
  const found: string[] = []
  for (const path of await publicPagePaths(server.origin)) {
    const answer = await fetch(`${server.origin}${path}`)
    expect(answer.status, path).toBe(200)
    const document = new JSDOM(await answer.text()).window.document
    for (const text of readableTexts(document)) if (isHardCoded(text)) found.push(`${path}: ${text}`)
  }
  expect(found).toEqual([])
}, 240_000)
