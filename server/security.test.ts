// Issue 7, parts 1, 2 and 5, on the real production server in a child process: the security
// headers on every kind of response, the cross-site request check in front of every action of
// the route table, and logs that never hold a password, a session id or what a visitor typed.
import crypto from 'node:crypto'
import path from 'node:path'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import routes from '~/routes'
import { buildApp, rawGet, root, startServing, type RunningServer } from '../tests/support/test-server'
import { dataBlockProblem } from '../tests/support/html-checks'

// canaries: strings that must never appear in the logs
const CANARY = `canary${Math.random().toString(36).slice(2, 10)}`
const ADMIN_EMAIL = 'admin@security.test'
const ADMIN_PASSWORD = `${CANARY}-admin-password`

let build: Awaited<ReturnType<typeof buildApp>>
let server: RunningServer
let adminCookie = ''
const requestIds = new Map<string, string>() // what -> X-Request-Id

beforeAll(async () => {
  build = await buildApp()
  server = await startServing(build.dir, { ADMIN_EMAIL, ADMIN_PASSWORD })
  adminCookie = await logIn(ADMIN_EMAIL, ADMIN_PASSWORD)
}, 240_000)

afterAll(async () => {
  await server?.stop()
  build?.remove()
})

function url(pathname: string) {
  return `${server.origin}${pathname}`
}

function form(fields: Record<string, string>) {
  return new URLSearchParams(fields)
}

/** A POST as a page of the site sends it. */
function post(pathname: string, body: URLSearchParams | FormData, headers: Record<string, string> = {}) {
  return fetch(url(pathname), { method: 'POST', body, redirect: 'manual', headers: { Origin: server.origin, ...headers } })
}

async function logIn(email: string, password: string) {
  const response = await post('/login', form({ email, password, redirectTo: '' }))
  expect(response.status, 'log in').toBe(302)
  const setCookie = response.headers.get('set-cookie') ?? ''
  expect(setCookie).toMatch(/^sid=/)
  return setCookie.split(';')[0]
}

/** A request Node's fetch will not send: a Host header that is not a host. */
async function requestWithBadHost(): Promise<{ status: number; headers: Headers; body: string }> {
  const answer = await rawGet(server.port, '/', { Host: 'a b' })
  const headers = new Headers()
  for (const [name, value] of Object.entries(answer.headers)) if (typeof value === 'string') headers.set(name, value)
  return { status: answer.status, headers, body: answer.body.toString() }
}

function expectSecurityHeaders(what: string, headers: Headers) {
  const csp = headers.get('content-security-policy') ?? ''
  const directives = Object.fromEntries(
    csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]),
  ) as Record<string, string[] | undefined>
  // a nonce of its own, or (a page from the page cache, docs/decisions/037) the hashes of its scripts
  expect(directives['script-src'], `${what}: script-src`).toEqual(
    expect.arrayContaining(["'strict-dynamic'", expect.stringMatching(/^'(nonce-[A-Za-z0-9+/=]{16,}|sha256-[A-Za-z0-9+/]{43}=)'$/)]),
  )
  expect(directives['script-src'], `${what}: no unsafe-inline for scripts`).not.toContain("'unsafe-inline'")
  expect(directives['script-src'], `${what}: no unsafe-eval`).not.toContain("'unsafe-eval'")
  expect(directives['object-src'], `${what}: object-src`).toEqual(["'none'"])
  expect(directives['base-uri'], `${what}: base-uri`).toEqual(["'none'"])
  expect(directives['frame-ancestors'], `${what}: frame-ancestors`).toEqual(["'none'"])
  expect(headers.get('x-content-type-options'), `${what}: nosniff`).toBe('nosniff')
  expect(headers.get('referrer-policy'), `${what}: Referrer-Policy`).toBe('strict-origin-when-cross-origin')
  expect(headers.get('permissions-policy'), `${what}: Permissions-Policy`).toBe('camera=(), microphone=(), geolocation=()')
  // issue 12: a browser ignores HSTS over plain http, and this server (no TRUST_PROXY) is reached over plain http
  expect(headers.get('strict-transport-security'), `${what}: no HSTS over plain http`).toBeNull()
  // issue 12: CSP frame-ancestors 'none' rules; X-Frame-Options: SAMEORIGIN said otherwise
  expect(headers.get('x-frame-options'), `${what}: no X-Frame-Options`).toBeNull()
  expect(headers.get('x-request-id'), `${what}: X-Request-Id`).toMatch(/^[0-9a-f-]{36}$/)
}

function cspNonce(headers: Headers) {
  return headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)?.[1]
}

function cspHashes(headers: Headers) {
  return [...headers.get('content-security-policy')!.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1])
}

/** Every <script> element of a page: whether it is inline and its nonce attribute. */
/** The page's scripts, structured data (JSON-LD, which never runs) apart: see dataBlockProblem. */
function scriptsOf(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map(([, attributes, content]) => ({
    inline: !/\bsrc=/.test(attributes) && content.trim() !== '',
    nonce: attributes.match(/\bnonce="([^"]*)"/)?.[1],
    data: /\btype="application\/ld\+json"/.test(attributes),
    content,
  }))
}

describe('security headers on every kind of response', () => {
  it('pages, errors, form answers, redirects, admin pages, media, static files and the cross-site refusal', async () => {
    const responses: [string, Response][] = []
    const record = (what: string, response: Response) => {
      responses.push([what, response])
      requestIds.set(what, response.headers.get('x-request-id') ?? '')
      return response
    }

    const home = record('home page', await fetch(url('/')))
    expect(home.status).toBe(200)
    const homeHtml = await home.text()
    expect(record('404 page', await fetch(url('/no-such-page'))).status).toBe(404)
    expect(record('malformed URL', await fetch(url('/%E0%A4%A'))).status).toBe(404)

    const invalidContact = record('contact form with errors', await post('/contact', form({ name: '', email: '', subject: '', message: '' })))
    expect(invalidContact.status).toBe(400)
    expect(await invalidContact.text()).toContain('name is a required field')

    // five wrong passwords for one address, then the sixth attempt is held back
    const victim = `locked-${CANARY}@security.test`
    let login: Response | undefined
    for (let attempt = 0; attempt < 6; attempt++) {
      login = await post('/login', form({ email: victim, password: `wrong-${CANARY}`, redirectTo: '' }))
    }
    expect(record('rate-limited login', login!).status).toBe(429)

    // over the sign-in form's 16 KB (small enough that the whole body is sent before the answer)
    const tooLarge = record('oversized form', await post('/login', form({ email: 'x', password: 'x'.repeat(20_000) })))
    expect(tooLarge.status).toBe(413)

    const memberLess = record('admin without a session (redirect)', await fetch(url('/admin'), { redirect: 'manual' }))
    expect(memberLess.status).toBe(302)

    for (const page of ['/admin', '/admin/users', '/account', '/login', '/register']) {
      const headers: Record<string, string> = page === '/login' || page === '/register' ? {} : { Cookie: adminCookie }
      const response = record(`page ${page}`, await fetch(url(page), { headers, redirect: 'manual' }))
      expect(response.status, page).toBe(200)
      expect(response.headers.get('cache-control'), `${page} is never cached`).toBe('no-store')
    }

    const mediaPath = homeHtml.match(/\/media\/[\w.-]+/)?.[0]
    expect(mediaPath, 'the home page shows a stored picture').toBeTruthy()
    const media = record('media file', await fetch(url(mediaPath!)))
    expect(media.status).toBe(200)
    expect(media.headers.get('content-type')).toMatch(/^image\//)

    const assetPath = homeHtml.match(/\/assets\/[\w.-]+\.css/)![0]
    expect(record('hashed asset', await fetch(url(assetPath))).status).toBe(200)
    expect(record('static file', await fetch(url('/favicon.svg'))).status).toBe(200)

    const foreign = record('cross-site refusal', await post('/contact', form({ name: 'x' }), { Origin: 'https://evil.example' }))
    expect(foreign.status).toBe(403)

    const logout = record('log out (redirect)', await post('/logout', form({}), { Cookie: await logIn(ADMIN_EMAIL, ADMIN_PASSWORD) }))
    expect(logout.status).toBe(302)
    expect(logout.headers.get('location')).toBe('/login')

    for (const [what, response] of responses) expectSecurityHeaders(what, response.headers)
  })

  it('a malformed request (a Host that is not a host) is refused with the headers and no stack or path', async () => {
    const failed = await requestWithBadHost()
    requestIds.set('malformed request', failed.headers.get('x-request-id') ?? '')
    expect(failed.status).toBe(400)
    expectSecurityHeaders('400 answer', failed.headers)
    expect(failed.body).not.toMatch(/\bat .+:\d+:\d+/) // a stack frame
    expect(failed.body).not.toContain(root)
    expect(failed.body).not.toMatch(/node_modules|TypeError|Invalid URL/)
  })

  it('gives every page rendered for one visitor a fresh nonce, carried by every inline script', async () => {
    for (const [page, headers] of [['/no-such-page', {}], ['/', { Cookie: adminCookie }], ['/contact', { Cookie: adminCookie }]] as const) {
      const first = await fetch(url(page), { headers })
      const second = await fetch(url(page), { headers })
      const nonce = cspNonce(first.headers)
      expect(nonce, `${page}: a nonce`).toBeTruthy()
      expect(cspNonce(second.headers), `${page}: a new nonce for each response`).not.toBe(nonce)
      const scripts = scriptsOf(await first.text())
      expect(scripts.filter((s) => s.inline).length, `${page} has inline scripts to check`).toBeGreaterThan(0)
      for (const script of scripts.filter((s) => !s.data)) expect(script.nonce, `${page}: every script carries the response's nonce`).toBe(nonce)
      for (const block of scripts.filter((s) => s.data)) expect(dataBlockProblem(block.content), `${page}: structured data`).toBeNull()
    }
    // the admin pages too
    const admin = await fetch(url('/admin'), { headers: { Cookie: adminCookie } })
    const nonce = cspNonce(admin.headers)
    for (const script of scriptsOf(await admin.text())) expect(script.nonce).toBe(nonce)
  })

  it('gives a page from the page cache no nonce at all, and the hash of each of its inline scripts, nothing more', async () => {
    for (const page of ['/', '/contact']) {
      await fetch(url(page))
      const cached = await fetch(url(page))
      expect(cached.headers.get('etag'), `${page} comes from the cache`).toBeTruthy()
      expect(cspNonce(cached.headers), `${page}: no nonce to reuse`).toBeUndefined()
      const html = await cached.text()
      expect(html).not.toMatch(/\bnonce=/)
      const running = scriptsOf(html).filter((s) => s.inline && !s.data)
      expect(running.length).toBeGreaterThan(0)
      const hashes = running.map((script) => crypto.createHash('sha256').update(script.content).digest('base64'))
      expect(cspHashes(cached.headers).sort()).toEqual([...new Set(hashes)].sort())
    }
  })
})

type ActionRoute = { path: string; file: string }

function routesWithActions(entries: RouteConfigEntry[], prefix = ''): Promise<ActionRoute[]> {
  return Promise.all(
    entries.map(async (entry) => {
      const full = entry.path ? `${prefix}/${entry.path}` : prefix
      const module = await import(/* @vite-ignore */ path.resolve(root, 'app', entry.file))
      const here = typeof module.action === 'function' ? [{ path: full || '/', file: entry.file }] : []
      return [...here, ...(await routesWithActions(entry.children ?? [], full))]
    }),
  ).then((lists) => lists.flat())
}

function concretePath(routePath: string) {
  return routePath.replace(/^\/+/, '/').replace(/:\w+\??/g, '1').replace(/\*$/, 'anything')
}

describe('cross-site request forgery', () => {
  it('refuses a post to every action from another site, or with no origin at all, before the action runs', async () => {
    const actionRoutes = await routesWithActions(routes)
    expect(actionRoutes.map((r) => r.path)).toEqual(expect.arrayContaining(['/contact', '/login', '/register', '/account', '/logout']))
    for (const route of actionRoutes) {
      const target = concretePath(route.path)
      const attempts: [string, Record<string, string>][] = [
        ['foreign Origin', { Origin: 'https://evil.example' }],
        ['Origin null', { Origin: 'null' }],
        ['no Origin, cross-site fetch', { 'Sec-Fetch-Site': 'cross-site' }],
        ['no Origin, no Sec-Fetch-Site', {}],
      ]
      for (const [how, headers] of attempts) {
        for (const body of [form({ intent: 'delete', id: '1', email: ADMIN_EMAIL }), multipart()]) {
          const response = await fetch(url(target), { method: 'POST', body, headers: { Cookie: adminCookie, ...headers }, redirect: 'manual' })
          expect(response.status, `${route.path} (${route.file}), ${how}`).toBe(403)
          expect(await response.text(), `${route.path}: refused by the origin check, not by the action`).toContain('came from another site')
        }
      }
    }
    // the admin is still there and signed in: no refused request deleted or changed anything
    const users = await fetch(url('/admin/users'), { headers: { Cookie: adminCookie } })
    expect(users.status).toBe(200)
    expect(await users.text()).toContain(ADMIN_EMAIL)
  })

  it('lets the site’s own form posts through', async () => {
    const response = await post('/contact', form({ name: '' }))
    expect(response.status).toBe(400)
    const sameOriginFetch = await fetch(url('/contact'), { method: 'POST', body: form({ name: '' }), headers: { 'Sec-Fetch-Site': 'same-origin' } })
    expect(sameOriginFetch.status).toBe(400)
  })

  it('never ends a session or changes anything on a GET', async () => {
    const cookie = await logIn(ADMIN_EMAIL, ADMIN_PASSWORD)
    const logoutByLink = await fetch(url('/logout'), { headers: { Cookie: cookie }, redirect: 'manual' })
    expect(logoutByLink.status).toBe(302)
    expect(logoutByLink.headers.get('set-cookie')).toBeNull()
    expect((await fetch(url('/account'), { headers: { Cookie: cookie }, redirect: 'manual' })).status).toBe(200)
  })

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const response = await post('/login', form({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD, redirectTo: '' }))
    const setCookie = response.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/;\s*HttpOnly/i)
    expect(setCookie).toMatch(/;\s*SameSite=Lax/i)
    expect(setCookie).toMatch(/;\s*Path=\//i)
  })
})

function multipart() {
  const data = new FormData()
  data.set('intent', 'delete')
  data.set('id', '1')
  data.set('image', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'x.png')
  return data
}

describe('the logs', () => {
  it('are JSON lines with a request id, method, path, status and time, and hold no secret', async () => {
    // a visitor's message with a canary in every field, and a query string with one
    const message = await post('/contact', form({ name: `${CANARY} name`, email: `${CANARY}@example.org`, subject: `${CANARY} subject`, message: `${CANARY} message body` }))
    expect(message.status).toBe(302)
    requestIds.set('contact message', message.headers.get('x-request-id')!)
    const withQuery = await fetch(url(`/blog?email=${CANARY}%40example.org&token=${CANARY}`))
    expect(withQuery.status).toBe(200)
    requestIds.set('query', withQuery.headers.get('x-request-id')!)
    const session = adminCookie.split('=')[1]

    await new Promise((resolve) => setTimeout(resolve, 200)) // the last lines are written on 'finish'
    const output = server.output()
    const lines = output.split('\n').filter((line) => line.trim() !== '')
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(entries.length).toBeGreaterThan(30)

    const forRequest = (what: string) => entries.find((e) => e.reqId === requestIds.get(what) && e.res)
    expect(forRequest('contact message')).toMatchObject({ level: 'info', req: { method: 'POST', path: '/contact' }, res: { status: 302 }, responseTime: expect.any(Number) })
    expect(forRequest('query')).toMatchObject({ req: { method: 'GET', path: '/blog' }, res: { status: 200 } })
    expect(forRequest('404 page')).toMatchObject({ req: { path: '/no-such-page' }, res: { status: 404 } })
    // the malformed request is an ordinary refusal, not an error with a stack (issue 12)
    expect(forRequest('malformed request')).toMatchObject({ level: 'info', res: { status: 400 } })
    expect(forRequest('malformed request')).not.toHaveProperty('err')

    expect(output).not.toContain(CANARY)
    expect(output).not.toContain(session)
    expect(output).not.toMatch(/sid=/i)
    expect(output).not.toMatch(/cookie/i)
  })
})

// Issue 12: HSTS only where the browser reached the site over https. Behind a proxy that ends
// TLS (TRUST_PROXY=on) the proxy says so with X-Forwarded-Proto; without TRUST_PROXY nobody may
// claim it.
describe('Strict-Transport-Security', () => {
  let proxied: RunningServer | undefined

  afterAll(async () => {
    await proxied?.stop()
  })

  it('is sent behind TRUST_PROXY=on when the proxy says https, and never over plain http', async () => {
    proxied = await startServing(build.dir, { TRUST_PROXY: 'on', DEMO_CONTENT: 'off' })
    const overHttps = await fetch(`${proxied.origin}/`, { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(overHttps.status).toBe(200)
    expect(overHttps.headers.get('strict-transport-security')).toMatch(/^max-age=31536000; includeSubDomains$/)
    expect(overHttps.headers.get('x-frame-options')).toBeNull()

    for (const proto of [undefined, 'http']) {
      const overHttp = await fetch(`${proxied.origin}/`, { headers: proto ? { 'X-Forwarded-Proto': proto } : {} })
      expect(overHttp.headers.get('strict-transport-security'), `X-Forwarded-Proto: ${proto}`).toBeNull()
    }
    // without TRUST_PROXY, a visitor cannot claim https
    const forged = await fetch(url('/'), { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(forged.headers.get('strict-transport-security')).toBeNull()
  }, 120_000)
})
