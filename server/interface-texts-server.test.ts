// Interface texts corrected in the back office reach the pages visitors get from the page cache
// at once (issue 39 item 4, decision 086): the production build, a real server with its cache on,
// the Translations screen's own form posted as a browser would. And a language's crisis help shows
// the English crisis lines beside it until every crisis text is reviewed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { interfaceMessages } from '~/i18n/interface-catalog.server'
import { buildApp, logInOverHttp, startServing, type RunningServer } from '../tests/support/test-server'

const ADMIN = { email: 'translations-admin@example.org', password: 'a long translations password' }

/** How long after a change a visitor may still be given the page as it was (server/page-cache.ts STALE_FOR_MS), and a margin. */
const STALE_BOUND_MS = 5000 + 1000

/** The page once `wanted(page)` holds, asked again every 20 ms within the bound; kept again by the cache (an ETag). */
async function pageOnceItShows(server: RunningServer, path: string, wanted: (page: string) => boolean) {
  const deadline = Date.now() + STALE_BOUND_MS
  for (;;) {
    const response = await fetch(`${server.origin}${path}`)
    const page = await response.text()
    if ((wanted(page) && response.headers.get('etag') !== null) || Date.now() > deadline) {
      expect(response.headers.get('etag'), `${path} kept again`).toBeTruthy()
      return page
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('corrected interface texts on a running server', () => {
  let build: Awaited<ReturnType<typeof buildApp>>
  let server: RunningServer
  let cookie = ''

  beforeAll(async () => {
    build = await buildApp()
    server = await startServing(build.dir, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_TWO_FACTOR: 'optional', DEMO_CONTENT: 'on' })
    cookie = await logInOverHttp(server.origin, ADMIN.email, ADMIN.password)
  }, 240_000)

  afterAll(async () => {
    await server?.stop()
  })

  const save = (fields: Record<string, string>) =>
    fetch(`${server.origin}/admin/translations?language=ur`, { method: 'POST', body: new URLSearchParams(fields), headers: { cookie, origin: server.origin }, redirect: 'manual' })

  it('shows a correction on the kept Urdu pages within seconds, and the English crisis lines go once the crisis help is reviewed', async () => {
    const heading = interfaceMessages().find((message) => message.english === 'Crisis help')!
    // kept by the cache, as visitors get it: the shipped Urdu, with the English lines beside (Draft)
    const page = await pageOnceItShows(server, '/ur/crisis-help', () => true)
    expect(page).toContain(heading.shipped.ur)
    expect(page).toMatch(/<span lang="en" dir="ltr"[^>]*>.*the Suicide Crisis Helpline\./s)

    const corrected = `${heading.shipped.ur} (فوری)`
    const saved = await save({ intent: 'save', language: 'ur', id: heading.id, text: corrected })
    expect(saved.status).toBe(302)
    const after = await pageOnceItShows(server, '/ur/crisis-help', (html) => html.includes(corrected))
    expect(after).toContain(corrected)
    // another language's page is untouched
    expect(await (await fetch(`${server.origin}/hi/crisis-help`)).text()).toContain(heading.shipped.hi)

    // a forged post from another site is refused by the server and changes nothing
    const forged = await fetch(`${server.origin}/admin/translations?language=ur`, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'save', language: 'ur', id: heading.id, text: 'forged' }),
      headers: { cookie, origin: 'https://elsewhere.example' },
      redirect: 'manual',
    })
    expect(forged.status).toBe(403)

    for (const message of interfaceMessages().filter((each) => each.crisis)) {
      const reviewed = await save({ intent: 'review', language: 'ur', id: message.id, text: message.id === heading.id ? corrected : message.shipped.ur })
      expect(reviewed.status).toBe(302)
    }
    const reviewed = await pageOnceItShows(server, '/ur/crisis-help', (html) => !html.includes('the Suicide Crisis Helpline.'))
    expect(reviewed).not.toContain('the Suicide Crisis Helpline.')
    expect(reviewed).not.toContain('forged')
    // Hindi's crisis help is still Draft
    expect(await (await fetch(`${server.origin}/hi/crisis-help`)).text()).toContain('the Suicide Crisis Helpline.')
  }, 120_000)
})
