// Issue 16, on the real production server: every public page answers in each language under
// its prefix, with <html lang dir> right, its canonical address in its own language and the
// complete set of alternates; the switcher remembers a choice only when one is made, and the
// remembered choice leads English addresses to the chosen language.
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LANGUAGE_FACTS, LANGUAGES, pathIn } from '~/i18n/languages'
import { publicPagePaths } from '../tests/support/public-pages'
import { buildApp, startServing, type RunningServer } from '../tests/support/test-server'

const SITE_URL = 'https://charity.example'

let build: Awaited<ReturnType<typeof buildApp>>
let server: RunningServer
let paths: string[] = []

beforeAll(async () => {
  build = await buildApp()
  server = await startServing(build.dir, { SITE_URL })
  paths = await publicPagePaths(server.origin)
}, 240_000)

afterAll(async () => {
  await server?.stop()
  build?.remove()
})

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.origin}${path}`, { headers, redirect: 'manual' })

function switchTo(language: string, path: string) {
  return fetch(`${server.origin}/language`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.origin },
    body: new URLSearchParams({ language, path }),
  })
}

describe('every public page in every language', () => {
  test('answers 200 with its lang and dir, its canonical in its language and every alternate', async () => {
    expect(paths.length).toBeGreaterThan(20)
    for (const language of LANGUAGES) {
      for (const path of paths) {
        const address = pathIn(language, path)
        const answer = await get(address)
        // /account and /login/two-factor send a visitor who is not signed in to the login page, in the same language
        if (answer.status === 302) {
          expect(answer.headers.get('location'), address).toMatch(new RegExp(`^${pathIn(language, '/login')}(\\?|$)`))
          continue
        }
        expect(answer.status, address).toBe(200)
        expect(answer.headers.get('set-cookie') ?? '', `${address} sets no cookie of its own`).not.toMatch(/language=/)
        const document = new JSDOM(await answer.text()).window.document
        const html = document.documentElement
        expect(html.getAttribute('lang'), address).toBe(LANGUAGE_FACTS[language].htmlLang)
        expect(html.getAttribute('dir'), address).toBe(LANGUAGE_FACTS[language].dir)
        const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href')
        expect(canonical, address).toBe(`${SITE_URL}${pathIn(language, path.toLowerCase())}`)
        const alternates = Object.fromEntries([...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]))
        expect(alternates, address).toEqual({
          en: `${SITE_URL}${path.toLowerCase()}`,
          pa: `${SITE_URL}${pathIn('pa', path.toLowerCase())}`,
          hi: `${SITE_URL}${pathIn('hi', path.toLowerCase())}`,
          ur: `${SITE_URL}${pathIn('ur', path.toLowerCase())}`,
          'x-default': `${SITE_URL}${path.toLowerCase()}`,
        })
        // the switcher offers the four, each named in its own script and language: on its line
        // above the navbar and in the phone menu (not on /footer, which has no navbar)
        const switchers = [...document.querySelectorAll('form[action="/language"]:not([data-language-offer])')]
        expect(switchers.length, address).toBe(/\/footer$/.test(path) ? 1 : 2)
        for (const switcher of switchers) {
          const choices = [...switcher.querySelectorAll('button[name="language"]')]
          expect(choices.map((button) => [button.getAttribute('value'), button.getAttribute('lang'), button.textContent]), address).toEqual(
            LANGUAGES.map((other) => [other, LANGUAGE_FACTS[other].htmlLang, LANGUAGE_FACTS[other].name]),
          )
        }
        expect(document.querySelector('form[action="/language"] input[name="path"]')?.getAttribute('value'), address).toBe(address)
      }
    }
  }, 240_000)

  test('a prefix in capitals is the same language; an unknown prefix is the 404 page', async () => {
    const upper = await get('/UR/About')
    expect(upper.status).toBe(200)
    expect(new JSDOM(await upper.text()).window.document.documentElement.getAttribute('dir')).toBe('rtl')
    expect((await get('/xx/about')).status).toBe(404)
    const missing = await get('/pa/no-such-page')
    expect(missing.status).toBe(404)
    expect(new JSDOM(await missing.text()).window.document.documentElement.getAttribute('lang')).toBe('pa')
  })
})

describe('the language switcher', () => {
  test('lands on the same page in the chosen language and remembers the choice for a year', async () => {
    const answer = await switchTo('ur', '/blog?page=1')
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/ur/blog?page=1')
    const cookie = answer.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^language=[^;]+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/)

    // an English address now leads to the chosen language; an address in a language stays in it
    const remembered = cookie.split(';')[0]
    const english = await get('/about', { Cookie: remembered })
    expect(english.status).toBe(302)
    expect(english.headers.get('location')).toBe('/ur/about')
    expect((await get('/pa/about', { Cookie: remembered })).status).toBe(200)
  })

  test('from a page in a language to English, and English is remembered too', async () => {
    const answer = await switchTo('en', '/pa/events')
    expect(answer.headers.get('location')).toBe('/events')
    const remembered = (answer.headers.get('set-cookie') ?? '').split(';')[0]
    expect((await get('/events', { Cookie: remembered })).status).toBe(200)
  })

  test('never leads off the site, and an unknown language is English', async () => {
    for (const path of ['//evil.example/x', '/.//evil.example', 'https://evil.example', '/\\evil.example', '/pa/../../evil']) {
      const answer = await switchTo('hi', path)
      expect(answer.status, path).toBe(303)
      expect(answer.headers.get('location'), path).toMatch(/^\/hi(\/|$)/)
    }
    expect((await switchTo('xx', '/about')).headers.get('location')).toBe('/about')
  })

  test('without the cookie nothing is guessed from the browser: an English address stays English', async () => {
    const answer = await get('/about', { 'Accept-Language': 'ur-PK,ur;q=0.9' })
    expect(answer.status).toBe(200)
    expect(new JSDOM(await answer.text()).window.document.documentElement.getAttribute('lang')).toBe('en-CA')
  })
})
