// The page cache on its own (server/page-cache.ts, docs/decisions/037), in front of a stand-in
// for React Router that counts its renders: what is kept and what never is, one render for a
// burst, memory bounded by bytes, and when the cache lets go of its pages. The real pages,
// their invalidation by the back office and a second instance: server/page-cache-server.test.ts.
import http from 'node:http'
import zlib from 'node:zlib'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { inlineScriptHashes, PageCache, PUBLIC_CACHE_CONTROL, type PageCacheOptions } from './page-cache'

type Page = { status?: number; headers?: Record<string, string>; body?: string; delayMs?: number }

const LANGUAGE_UR = 'InVyIg%3D%3D'
const servers: { close: () => void }[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

/** A cache in front of `page(path)`, on a random port; `count` and `now` are the test's to move. */
async function serve(page: (path: string) => Page, options: Partial<PageCacheOptions> & { background?: boolean } = {}) {
  const state = {
    renders: 0,
    count: 0,
    now: Date.parse('2026-11-26T12:00:00Z'),
    until: Date.parse('2026-11-27T07:00:00Z'),
    countReads: 0,
    /** the address the last page was rendered from */
    lastRendered: '',
    /** the pages rendered in the background, in order, and how many were at once at most */
    background: [] as string[],
    rendering: 0,
    mostAtOnce: 0,
  }
  /** React Router's stand-in: the page as the database holds it now */
  const render = async (path: string) => {
    state.renders++
    const count = state.count // what the database held when the render read it
    const wanted = page(path)
    if (wanted.delayMs) await new Promise((resolve) => setTimeout(resolve, wanted.delayMs))
    return new Response(wanted.body ?? `<p>${path} ${count}</p>`, {
      status: wanted.status ?? 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8', ...wanted.headers },
    })
  }
  const { background, ...rest } = options
  const cache = new PageCache({
    maxBytes: 1024 * 1024,
    changeCount: async () => {
      state.countReads++
      return state.count
    },
    nextTimedChange: async () => new Date(state.until),
    languageCookieValues: new Set([LANGUAGE_UR]),
    now: () => state.now,
    ...(background
      ? {
          renderInBackground: async (url: string) => {
            state.background.push(url)
            state.mostAtOnce = Math.max(state.mostAtOnce, ++state.rendering)
            try {
              return await render(new URL(url, 'http://x').pathname)
            } finally {
              state.rendering--
            }
          },
        }
      : {}),
    ...rest,
  })
  await cache.start()
  const app = express()
  app.use((_req, res, next) => {
    res.locals.cspNonce = 'N0nce'
    res.setHeader('Content-Security-Policy', "script-src 'strict-dynamic' 'nonce-N0nce'; object-src 'none'")
    next()
  })
  app.use(cache.serve)
  app.get('/{*path}', (req, res, next) => {
    if (cache.keyOf(req) === null) return res.send('personal')
    cache
      .renderAndServe(req, res, () => {
        state.lastRendered = cache.urlOf(req)
        return render(req.path)
      })
      .catch(next)
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  servers.push(server)
  const { port } = server.address() as { port: number }
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${port}${path}`, { headers })
  return { cache, state, get }
}

/** A GET whose gzip body is read as sent (fetch would unzip it). */
function rawGzipGet(url: string): Promise<{ encoding: string | undefined; length: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ encoding: response.headers['content-encoding'], length: Number(response.headers['content-length']), body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

const html = (text: string) => `<!DOCTYPE html><html><body><p>${text}</p><script nonce="N0nce">console.log(1)</script><script type="application/ld+json">{"a":1}</script></body></html>`

describe('the page cache', () => {
  it('renders a page once and answers again from memory, compressed ahead, with a strong ETag and a 304', async () => {
    const { get, state } = await serve(() => ({ body: html('Hello') }))
    const first = await get('/blog', { 'Accept-Encoding': 'gzip' })
    const second = await get('/blog', { 'Accept-Encoding': 'gzip' })
    expect(state.renders).toBe(1)
    expect(await first.text()).toBe(await second.text())
    expect(second.headers.get('etag')).toMatch(/^"[\w-]{27}-gz"$/)
    expect(second.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
    expect(second.headers.get('vary')).toBe('Accept-Encoding, Cookie')

    const raw = await fetch(second.url, { headers: { 'Accept-Encoding': 'br' } })
    expect(raw.headers.get('content-encoding')).toBe('br')
    // as Chrome, Firefox and Safari ask: gzip named first, at the same weight; brotli is smaller
    for (const browser of ['gzip, deflate, br, zstd', 'gzip, deflate, br']) {
      expect((await get('/blog', { 'Accept-Encoding': browser })).headers.get('content-encoding'), browser).toBe('br')
    }
    expect((await get('/blog', { 'Accept-Encoding': 'gzip;q=1, br;q=0.5' })).headers.get('content-encoding')).toBe('gzip')
    const identity = await get('/blog', { 'Accept-Encoding': 'identity' })
    expect(identity.headers.get('content-encoding')).toBeNull()
    expect(identity.headers.get('etag')).not.toBe(second.headers.get('etag'))

    const again = await get('/blog', { 'Accept-Encoding': 'gzip', 'If-None-Match': `"other", ${second.headers.get('etag')}` })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect((await get('/blog', { 'Accept-Encoding': 'gzip', 'If-None-Match': '"other"' })).status).toBe(200)
    expect(state.renders).toBe(1)
  })

  it('compresses a page in an encoding when a visitor first asks for it, once for a burst, and keeps it through a change', async () => {
    const { get, cache, state } = await serve(() => ({ body: html('Hello '.repeat(200)) }), { background: true })
    // as kept: without the render's nonce
    const page = html('Hello '.repeat(200)).replace(' nonce="N0nce"', '')
    const held = () => cache.size.bytes
    const first = await get('/blog', { 'Accept-Encoding': 'gzip, deflate, br, zstd' })
    expect(first.headers.get('content-encoding')).toBe('br')
    expect(await first.text()).toBe(page)
    await cache.compressedBetter()
    // a phone asked for brotli: the page is kept with its brotli form only
    const withBrotli = held()
    const brotliBytes = Number((await get('/blog', { 'Accept-Encoding': 'br' })).headers.get('content-length'))
    expect(withBrotli).toBe(Buffer.byteLength(page) + brotliBytes + 512 + '/blog'.length * 2)

    // before any gzip form: a 304 needs none, and a HEAD says the length a GET then sends
    const etag = `"${first.headers.get('etag')!.slice(1, -4)}-gz"`
    expect((await get('/blog', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag })).status).toBe(304)
    expect(held()).toBe(withBrotli)
    const head = await fetch(first.url, { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } })
    const gzipBytes = zlib.gzipSync(page, { level: 9 }).length
    expect(Number(head.headers.get('content-length'))).toBe(gzipBytes)
    expect(head.headers.get('etag')).toBe(etag)

    // a burst of visitors who take gzip alone: each gets the page, and it is kept once
    const answers = await Promise.all(Array.from({ length: 20 }, () => rawGzipGet(first.url)))
    for (const answer of answers) {
      expect(answer.encoding).toBe('gzip')
      expect(answer.length).toBe(gzipBytes)
      expect(zlib.gunzipSync(answer.body).toString()).toBe(page)
    }
    expect(held()).toBe(withBrotli + gzipBytes)
    expect(state.renders).toBe(1)

    // rendered again after a change, in both forms visitors asked for
    state.count++
    cache.changed()
    await cache.renderedAgain()
    await cache.compressedBetter()
    expect(state.renders).toBe(2)
    const afterChange = held()
    const gzipped = await rawGzipGet(first.url)
    const identity = await get('/blog', { 'Accept-Encoding': 'identity' })
    const brotli = await get('/blog', { 'Accept-Encoding': 'br' })
    expect(gzipped.encoding).toBe('gzip')
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(await identity.text())
    // the gzip form was made with the page, not when asked
    expect(held()).toBe(afterChange)
    const bodies = Number(identity.headers.get('content-length')) + Number(brotli.headers.get('content-length')) + gzipped.length
    expect(afterChange).toBe(bodies + 512 + '/blog'.length * 2)
  })

  it('compresses a kept page better behind the scenes: fewer bytes, the same page, the same ETag', async () => {
    // markup as a page has it, classes and links over and over with small differences
    const words = ['support', 'family', 'grief', 'seniors', 'Edmonton', 'together', 'listen', 'community', 'health', 'mind']
    const items = Array.from({ length: 400 }, (_, i) => `<li class="mx-auto mt-${i % 7} max-w-2xl text-lg leading-relaxed"><a href="/blog/${(i * 7919) % 10007}">${words[(i * i + 3 * i) % 10]} ${words[(i * 5) % 10]}</a></li>`)
    const page = html(items.join(''))
    const { get, cache } = await serve(() => ({ body: page }))
    const first = await get('/about', { 'Accept-Encoding': 'br' })
    const fast = Number(first.headers.get('content-length'))
    const bytesBefore = cache.size.bytes
    await cache.compressedBetter()
    const later = await get('/about', { 'Accept-Encoding': 'br' })
    const better = Number(later.headers.get('content-length'))
    expect(later.headers.get('content-encoding')).toBe('br')
    expect(better).toBeLessThan(fast * 0.95)
    // (fetch decodes the brotli: the same page)
    const text = await later.text()
    expect(text).toBe(await first.text())
    expect(text).toContain(items[399])
    expect(later.headers.get('etag')).toBe(first.headers.get('etag'))
    expect(cache.size.bytes).toBe(bytesBefore - (fast - better))
  })

  it('replaces the nonce with the hashes of the inline scripts that run', async () => {
    const { get } = await serve(() => ({ body: html('Hashed') }))
    for (const response of [await get('/'), await get('/')]) {
      const body = await response.text()
      expect(body).not.toContain('nonce')
      const policy = response.headers.get('content-security-policy')!
      expect(policy).not.toContain('nonce-')
      expect(policy).toContain("'strict-dynamic'")
      // console.log(1), and not the JSON-LD data block
      expect(policy).toContain(inlineScriptHashes('<script>console.log(1)</script>')[0])
      expect(inlineScriptHashes(body)).toHaveLength(1)
    }
  })

  it('never keeps what is someone’s own or not a whole page', async () => {
    const pages: Record<string, Page> = {
      '/missing': { status: 404 },
      '/cookie': { headers: { 'Set-Cookie': 'a=b' } },
      '/no-store': { headers: { 'Cache-Control': 'no-store' } },
      '/picture': { headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=31536000, immutable' } },
    }
    const { get, state, cache } = await serve((path) => pages[path] ?? {})
    for (const path of Object.keys(pages)) {
      await get(path)
      await get(path)
    }
    expect(state.renders).toBe(8)
    expect(cache.size.pages).toBe(0)
    // a session, a message to show once, a sign-in half done, a made-up language: past the cache
    for (const cookie of ['sid=abc', 'theme=x; flash=abc', 'sign-in=abc', `language=${LANGUAGE_UR}x`]) {
      expect(await (await get('/', { Cookie: cookie })).text()).toBe('personal')
    }
    // a chosen language is a page of its own; other cookies (a proxy's, say) change nothing
    await get('/', { Cookie: `language=${LANGUAGE_UR}` })
    await get('/', { Cookie: 'other=1' })
    await get('/')
    expect(cache.size.pages).toBe(2)
  })

  it('passes a download on as it was made, streamed, with its length, and keeps none of it', async () => {
    const file = Buffer.alloc(3_000_000, 7)
    const { get, cache } = await serve(() => ({}), {})
    const app = await serve(() => ({ body: file.toString('latin1'), headers: { 'Content-Type': 'application/vnd.android.package-archive', 'Content-Length': String(file.length) } }))
    const download = await app.get('/gettheapp/download')
    expect(download.headers.get('content-length')).toBe(String(file.length))
    expect(Buffer.from(await download.arrayBuffer()).equals(file)).toBe(true)
    expect(app.cache.size.pages).toBe(0)
    expect((await get('/')).status).toBe(200)
    expect(cache.size.pages).toBe(1)
  })

  it('renders once for a burst of visitors asking for the same page', async () => {
    const { get, state } = await serve(() => ({ body: html('Burst'), delayMs: 50 }))
    const answers = await Promise.all(Array.from({ length: 30 }, () => get('/spike').then((r) => r.text())))
    expect(new Set(answers).size).toBe(1)
    expect(state.renders).toBe(1)
  })

  it('keeps no more bytes than it is given, letting the least recently used page go first', async () => {
    const big = (name: string) => `<p>${name}</p>${Array.from({ length: 4000 }, (_, i) => `<i>${(i * 7919) % 10007}</i>`).join('')}`
    const { get, state, cache } = await serve((path) => ({ body: big(path) }), { maxBytes: 150_000 })
    await get('/a')
    const perPage = cache.size.bytes
    expect(perPage).toBeGreaterThan(40_000)
    await get('/b')
    await get('/a') // /a used last: /b goes first
    await get('/c')
    expect(cache.size.bytes).toBeLessThanOrEqual(150_000)
    const renders = state.renders
    await get('/a')
    expect(state.renders).toBe(renders)
    await get('/b')
    expect(state.renders).toBe(renders + 1)
  })

  it('lets go of its pages when the database counts a change, and never keeps a page rendered before it', async () => {
    const { get, state, cache } = await serve((path) => ({ delayMs: path === '/slow' ? 80 : 0 }))
    expect(await (await get('/')).text()).toBe('<p>/ 0</p>')
    state.count = 1
    // told by NOTIFY
    cache.changed()
    expect(await (await get('/')).text()).toBe('<p>/ 1</p>')
    // a slow page begun before a change is sent, not kept
    const slow = get('/slow')
    await new Promise((resolve) => setTimeout(resolve, 20))
    state.count = 2
    cache.changed()
    expect(await (await slow).text()).toBe('<p>/slow 1</p>')
    expect(await (await get('/slow')).text()).toBe('<p>/slow 2</p>')
  })

  it('after a signed-in post, reads the count before it answers again, and drops the pages only when it moved', async () => {
    const { get, state, cache } = await serve(() => ({}))
    await get('/')
    const reads = state.countReads
    cache.afterWrite()
    expect((await get('/')).status).toBe(200)
    expect(state.countReads).toBe(reads + 1)
    expect(state.renders).toBe(1) // nothing changed: the page stays
    state.count = 5
    cache.afterWrite()
    expect(await (await get('/')).text()).toBe('<p>/ 5</p>')
  })

  it('lets go of its pages when the next timed change is due (a scheduled post, an event, midnight)', async () => {
    const { get, state } = await serve(() => ({}))
    await get('/events')
    state.now = state.until - 1
    await get('/events')
    expect(state.renders).toBe(1)
    state.now = state.until
    state.until += 60_000
    state.count = 7 // what the page shows now
    expect(await (await get('/events')).text()).toBe('<p>/events 7</p>')
    expect(state.renders).toBe(2)
  })

  it('serves nothing from memory while the database cannot be asked, and recovers', async () => {
    let failing = false
    const errors: unknown[] = []
    const { get, state, cache } = await serve(() => ({}), {
      changeCount: async () => {
        if (failing) throw new Error('database down')
        return 0
      },
      onError: (error) => errors.push(error),
    })
    await get('/')
    failing = true
    cache.changed()
    await get('/')
    await get('/')
    expect(state.renders).toBe(3)
    expect(errors.length).toBeGreaterThan(0)
    failing = false
    await new Promise((resolve) => setTimeout(resolve, 1200))
    await get('/')
    await get('/')
    expect(state.renders).toBe(4)
  })

  it('answers HEAD from memory without a body', async () => {
    const { get, state } = await serve(() => ({}))
    await get('/')
    const head = await fetch((await get('/')).url, { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-encoding')).toBe('gzip')
    expect(Number(head.headers.get('content-length'))).toBe(zlib.gzipSync('<p>/ 0</p>', { level: 9 }).length)
    expect(state.renders).toBe(1)
  })
})

describe('after a change, with pages rendered again in the background (decision 044)', () => {
  it('serves the old copy at once, renders it again behind the scenes, then serves the new one', async () => {
    const { get, state, cache } = await serve(() => ({}), { background: true })
    expect(await (await get('/blog')).text()).toBe('<p>/blog 0</p>')
    state.count = 1
    cache.changed()
    await cache.renderedAgain()
    expect(state.background).toEqual(['/blog'])
    const renders = state.renders
    expect(await (await get('/blog')).text()).toBe('<p>/blog 1</p>')
    expect(state.renders).toBe(renders)
  })

  it('a visitor during the re-render gets the old copy without waiting, never one older than a few seconds', async () => {
    let slow = false
    const { get, state, cache } = await serve(() => ({ delayMs: slow ? 300 : 0 }), { background: true, staleForMs: 5000 })
    await get('/')
    slow = true
    state.count = 1
    cache.changed()
    await new Promise((resolve) => setTimeout(resolve, 20)) // the count is read, the render begun
    const started = Date.now()
    expect(await (await get('/')).text()).toBe('<p>/ 0</p>')
    expect(Date.now() - started).toBeLessThan(200)
    // past the bound, the old copy is not served: the visitor waits for the new one
    state.now += 5000
    expect(await (await get('/')).text()).toBe('<p>/ 1</p>')
    await cache.renderedAgain()
  })

  it('never serves again a page that is gone since the change (a post hidden: 404)', async () => {
    let hidden = false
    const { get, state, cache } = await serve(() => (hidden ? { status: 404, body: 'Not found' } : {}), { background: true })
    await get('/blogdetail/3')
    hidden = true
    state.count = 1
    cache.changed()
    await cache.renderedAgain()
    expect(cache.size.pages).toBe(0)
    expect((await get('/blogdetail/3')).status).toBe(404)
  })

  it('renders the most visited first, two at a time, and keeps a render begun before a further change out', async () => {
    const { get, state, cache } = await serve(() => ({ delayMs: 30 }), { background: true })
    const visits: Record<string, number> = { '/about': 1, '/': 5, '/events': 3, '/blog': 2, '/team': 4 }
    for (const [path, times] of Object.entries(visits)) for (let i = 0; i < times; i++) await get(path)
    state.count = 1
    cache.changed()
    await cache.renderedAgain()
    expect(state.background).toEqual(['/', '/team', '/events', '/blog', '/about'])
    expect(state.mostAtOnce).toBe(2)

    state.background = []
    state.count = 2
    cache.changed()
    await new Promise((resolve) => setTimeout(resolve, 10))
    state.count = 3
    cache.changed()
    await cache.renderedAgain()
    for (const path of Object.keys(visits)) expect(await (await get(path)).text()).toBe(`<p>${path} 3</p>`)
  })

  it('is dropped, not served, while the database cannot be asked', async () => {
    let failing = false
    const { get, cache } = await serve(() => ({}), {
      background: true,
      changeCount: async () => {
        if (failing) throw new Error('database down')
        return 0
      },
      onError: () => {},
    })
    await get('/')
    failing = true
    cache.changed()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(cache.size.pages).toBe(0)
    failing = false
  })
})

describe('query strings', () => {
  it('one a page does not read is the same page: rendered once, from the address without it', async () => {
    const { get, state, cache } = await serve(() => ({}))
    for (const query of ['', '?utm_source=news', '?fbclid=abc&x=1', '?', '?utm_source=other']) {
      expect(await (await get(`/about${query}`)).text()).toBe('<p>/about 0</p>')
    }
    expect(state.renders).toBe(1)
    expect(state.lastRendered).toBe('/about')
    expect(cache.size.pages).toBe(1)
  })

  it("a page's own step (a sign-in's way back, a link's token) is never kept", async () => {
    const { get, state, cache } = await serve(() => ({}))
    for (const path of ['/login?redirectTo=%2Fadmin', '/reset-password?token=abc', '/login/two-factor?method=recovery', '/login?utm=1&token=x']) {
      // past the cache, as a signed-in visitor's page
      expect(await (await get(path)).text()).toBe('personal')
    }
    expect(state.renders).toBe(0)
    expect(cache.size.pages).toBe(0)
  })

  it("a client navigation's routes stay in the key, in any order", async () => {
    const { get, state } = await serve(() => ({}))
    await get('/blog.data?_routes=routes%2Fsite%2Fblog&utm=1')
    await get('/blog.data?utm=2&_routes=routes%2Fsite%2Fblog')
    expect(state.renders).toBe(1)
    await get('/blog.data?_routes=root')
    expect(state.renders).toBe(2)
  })

  it('a burst of 1,000 made-up query strings takes no more room than one page', async () => {
    const { get, state, cache } = await serve(() => ({ body: html('Home') }))
    await get('/')
    await cache.compressedBetter()
    const bytes = cache.size.bytes
    for (let batch = 0; batch < 10; batch++) {
      await Promise.all(Array.from({ length: 100 }, (_, i) => get(`/?q=${batch * 100 + i}`)))
    }
    expect(state.renders).toBe(1)
    expect(cache.size).toEqual({ pages: 1, bytes })
  })
})
