// Whole public pages kept in memory for visitors without a session (docs/decisions/037): the
// HTML and the `.data` payload of client navigations, per address and chosen language, with
// their brotli and gzip forms (each made once, when a visitor first asks for it: decision 108)
// and a strong ETag. A cached page carries no nonce: its CSP lists the hashes of its inline
// scripts. When the database counts a change to what public pages show (a trigger, then NOTIFY
// to every instance), or the next timed change is due (a scheduled post, an event starting or
// ending, midnight), the pages kept go stale: each is
// rendered again in the background, most visited first, a few at a time, and its old copy is
// served meanwhile, for a few seconds at most (decision 044). Query strings a page does not read
// are dropped, so `/?utm_source=x` is `/`.
import crypto from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { writeReadableStreamToWritable } from '@react-router/node'
import type { NextFunction, Request, Response } from 'express'
import { preferredEncoding } from './preferred-encoding.js'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/** Sent with every cached page; a CDN in front may keep it a minute and serve it stale while it asks again (docs/deploy). */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=300'
const VARY = 'Accept-Encoding, Cookie'

/** Cookies that make a page someone's own: the session, a message to show once, a sign-in half done. */
const PERSONAL_COOKIES = new Set(['sid', 'flash', 'sign-in'])
const STORED_TYPES = /^(text\/html|text\/x-script|text\/plain|text\/calendar|application\/(rss\+|atom\+)?xml)\b/
const MAX_ENTRY_BYTES = 2 * 1024 * 1024
/** How long after a change an old copy may still be served while its new one is made. */
const STALE_FOR_MS = 5000
/** Pages rendered again at the same time after a change: the server keeps serving the rest. */
const BACKGROUND_RENDERS = 2
/**
 * The query parameters a public page reads: a sign-in's way back, a link's token (`token`, the
 * two-factor set-up's `link`), the two-factor step's method, the sign-out's language (app/routes/auth). An address with one is
 * someone's own step and is never kept; every other parameter (a campaign's utm_source, a cache-buster) is dropped before
 * the page is rendered, so it is the same page. server/page-cache-query.test.ts checks the routes
 * read no other.
 */
export const QUERY_PARAMS_READ: ReadonlySet<string> = new Set(['redirectTo', 'token', 'link', 'method', 'language'])
/** Kept in the key: which routes' data a client navigation's `.data` request asks for. */
const QUERY_PARAMS_IN_KEY = new Set(['_routes'])
const HASHES = '{script-hashes}'
const NOT_PUBLIC = /^(\/(pa|hi|ur))?\/(admin|account)(\/|\.data$|$)/i
// Quality 6 when a page is kept (4 ms for the Urdu home page), so that no visitor waits for it;
// then quality 10 in the background, one page at a time (48 ms of a worker thread): some 10 %
// smaller, so that more pages fit the 14.6 KB a new connection may send before its first
// acknowledgement (docs/performance.md, "The first round trips of an Urdu page"; decision 100).
const BROTLI_QUALITY = 6
const BROTLI_QUALITY_LATER = 10
// headers of React Router's answer that are this server's to set, not to replay
const NOT_REPLAYED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'date', 'etag', 'vary', 'set-cookie'])

type Encoding = 'br' | 'gzip' | 'identity'

/** Whether the request carries a cookie that makes its pages someone's own. */
export function hasPersonalCookie(req: Request): boolean {
  const header = req.headers.cookie
  return !!header && header.split(';').some((pair) => PERSONAL_COOKIES.has(pair.split('=', 1)[0].trim()))
}

type Entry = {
  headers: [string, string][]
  /** the CSP with the hashes of the page's inline scripts (HTML only) */
  csp: string | null
  /** the CSP with a place for the hashes, for the page's next render in the background */
  cspTemplate: string | null
  /**
   * the page as sent for each encoding: made when a visitor first asks for it (most ask for
   * brotli alone), so that no page pays for a form nobody takes
   */
  bodies: { identity: Buffer } & Partial<Record<Exclude<Encoding, 'identity'>, Buffer>>
  /** the compressions under way, which a second visitor waits for rather than starting again */
  making: Partial<Record<Encoding, Promise<Buffer>>>
  etags: Record<Encoding, string>
  bytes: number
  /** what to render again: the address (its query string cleaned) and the language cookie's value */
  url: string
  language: string
  /** visits since it was kept: the most visited are rendered again first */
  hits: number
  /** when a change made it old (null: current) */
  staleSince: number | null
}

export type PageCacheOptions = {
  /** memory for pages, in bytes; 0 turns the cache off */
  maxBytes: number
  /** the database's count of changes to public pages */
  changeCount: () => Promise<number>
  /** when public pages change though nothing is written */
  nextTimedChange: (now: Date) => Promise<Date>
  /** the raw values of the language cookie for each language a visitor may choose */
  languageCookieValues: ReadonlySet<string>
  /**
   * Renders `url` again for a visitor without a session who chose `language` (the cookie's
   * value, '' for none), with `nonce` for its scripts; without it, a change simply drops the pages.
   */
  renderInBackground?: (url: string, language: string, nonce: string) => Promise<globalThis.Response>
  /** how long an old copy may be served after a change (STALE_FOR_MS) */
  staleForMs?: number
  now?: () => number
  onError?: (error: unknown) => void
}

type Rendered = { status: number; headers: Headers; body: Buffer }

export class PageCache {
  private readonly entries = new Map<string, Entry>()
  private readonly inflight = new Map<string, Promise<Entry | null>>()
  private bytes = 0
  /** goes up whenever the stored pages are dropped; a render begun before is not stored */
  private generation = 0
  private knownCount: number | null = null
  private validUntil = 0
  /** false while the cache does not know whether the database changed */
  private settled = false
  private refreshing: Promise<void> | null = null
  private refreshAgain = false
  private stopped = false
  private dropOnRefresh = false
  private renderingAgain: Promise<void> | null = null
  /** the keys of pages kept at BROTLI_QUALITY, to compress better when there is time */
  private readonly compressedFast = new Set<string>()
  private compressingBetter: Promise<void> | null = null
  private readonly now: () => number

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now
  }

  get enabled() {
    return this.options.maxBytes > 0
  }

  /** Pages and bytes held, for the tests and the benchmark. */
  get size() {
    return { pages: this.entries.size, bytes: this.bytes }
  }

  /** The key of a request whose answer may come from (or go into) the cache; null when it is someone's own. */
  keyOf(req: Request): string | null {
    const place = this.placeOf(req)
    return place && `${place.language} ${place.url}`
  }

  /** The address a kept page is rendered from: its query string cleaned (QUERY_PARAMS_READ). */
  urlOf(req: Request): string {
    return this.placeOf(req)?.url ?? req.originalUrl
  }

  private placeOf(req: Request): { language: string; url: string } | null {
    if (!this.enabled || (req.method !== 'GET' && req.method !== 'HEAD')) return null
    let language = ''
    const header = req.headers.cookie
    if (header) {
      for (const pair of header.split(';')) {
        const at = pair.indexOf('=')
        const name = (at < 0 ? pair : pair.slice(0, at)).trim()
        if (PERSONAL_COOKIES.has(name)) return null
        if (name === 'language') {
          const value = pair.slice(at + 1).trim()
          // any other value would only fill the cache with copies
          if (!this.options.languageCookieValues.has(value)) return null
          language = value
        }
      }
    }
    // the back office and a member's account are never anyone else's page
    if (NOT_PUBLIC.test(req.path)) return null
    const url = cleanedUrl(req.originalUrl)
    return url === null ? null : { language, url }
  }

  /** Express middleware: answers from the cache, or passes the request on. */
  serve = (req: Request, res: Response, next: NextFunction) => {
    const key = this.keyOf(req)
    const entry = key !== null && this.isFresh() ? this.entries.get(key) : undefined
    if (!entry || !this.servable(entry)) return next()
    // most recently used last: the first in the map is the first to go
    this.entries.delete(key!)
    this.entries.set(key!, entry)
    entry.hits++
    this.answer(req, res, key!, entry).catch(next)
  }

  /** A current page, or an old one within the few seconds its new copy may take. */
  private servable(entry: Entry) {
    return entry.staleSince === null || this.now() - entry.staleSince < (this.options.staleForMs ?? STALE_FOR_MS)
  }

  /**
   * For a GET the cache may keep: renders it once however many ask at the same time, keeps it
   * when it can be kept, and answers. `render` gives React Router's answer for this request.
   */
  async renderAndServe(req: Request, res: Response, render: () => Promise<globalThis.Response>): Promise<void> {
    const key = this.keyOf(req)!
    const waiting = this.inflight.get(key)
    if (waiting) {
      const entry = await waiting.catch(() => null)
      if (entry) return this.answer(req, res, key, entry)
    }
    // what is not kept (a download, a redirect, a 404) goes out as React Router made it, streamed
    let passOn: globalThis.Response | Rendered | null = null
    const generation = this.generation
    const place = this.placeOf(req)!
    const producing = (async () => {
      const response = await render()
      if (!mayKeep(response)) {
        passOn = response
        return null
      }
      const rendered = { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) }
      passOn = rendered
      const policy = res.getHeader('Content-Security-Policy')
      const cspTemplate = typeof policy === 'string' ? policy.replace(/'nonce-[^']*'/, HASHES) : null
      const entry = await this.entryFor(rendered, String(res.locals.cspNonce ?? ''), cspTemplate, place, [preferredEncoding(req) as Encoding | undefined])
      if (!entry || generation !== this.generation || !this.isFresh()) return null
      entry.hits = this.entries.get(key)?.hits ?? 0
      this.store(key, entry)
      return entry
    })()
    if (!waiting) {
      this.inflight.set(key, producing)
      void producing.catch(() => {}).finally(() => this.inflight.get(key) === producing && this.inflight.delete(key))
    }
    const entry = await producing.catch((error) => {
      if (!passOn) throw error
      this.options.onError?.(error)
      return null
    })
    if (entry) return this.answer(req, res, key, entry)
    await sendAsMade(res, passOn!)
  }

  /** Another transaction changed something public (NOTIFY): find out and drop the pages. */
  changed = () => {
    this.refresh(true)
  }

  /**
   * After a request that may have written (a signed-in POST): until the count is read again,
   * nothing is served from the cache or stored, so the next visitor never sees the old page.
   */
  afterWrite() {
    this.refresh(false)
  }

  /** Empties the cache and reads the count and the next timed change. */
  start(): Promise<void> {
    this.refresh(true)
    return this.refreshing ?? Promise.resolve()
  }

  /** Serves and keeps nothing more (the server is closing). */
  stop() {
    this.stopped = true
    this.settled = false
    this.drop()
  }

  /** Resolves when every kept page has its better brotli form (for the tests). */
  async compressedBetter(): Promise<void> {
    while (this.compressingBetter) await this.compressingBetter
  }

  /** Resolves when no page is being rendered again in the background (for the tests). */
  async renderedAgain(): Promise<void> {
    while (this.renderingAgain || this.refreshing) await (this.renderingAgain ?? this.refreshing)
  }

  private isFresh() {
    if (!this.settled) return false
    if (this.now() < this.validUntil) return true
    this.refresh(true)
    return false
  }

  private refresh(drop: boolean) {
    this.settled = false
    if (drop) this.dropOnRefresh = true
    if (this.refreshing) {
      this.refreshAgain = true
      return
    }
    this.refreshing = (async () => {
      do {
        this.refreshAgain = false
        try {
          const count = await this.options.changeCount()
          const until = await this.options.nextTimedChange(new Date(this.now()))
          if (this.dropOnRefresh || count !== this.knownCount) this.expire()
          this.dropOnRefresh = false
          this.knownCount = count
          this.validUntil = until.getTime()
        } catch (error) {
          // unknown: keep serving nothing from the cache; try again on the next change or second
          this.options.onError?.(error)
          this.drop()
          this.validUntil = 0
          await new Promise((resolve) => setTimeout(resolve, 1000).unref())
          this.refreshAgain = true
        }
      } while (this.refreshAgain && !this.stopped)
      this.settled = this.validUntil > this.now()
      this.refreshing = null
      if (this.settled) this.renderAgain()
    })()
  }

  /** A change: every page kept is old from now; without a way to render in the background, gone. */
  private expire() {
    if (!this.options.renderInBackground) return this.drop()
    const now = this.now()
    for (const entry of this.entries.values()) entry.staleSince ??= now
    // a render begun before the change is not kept
    this.generation++
  }

  /** Renders the old pages again, most visited first, BACKGROUND_RENDERS at a time. */
  private renderAgain() {
    if (!this.options.renderInBackground || this.renderingAgain || this.stopped) return
    this.renderingAgain = (async () => {
      for (;;) {
        const generation = this.generation
        const old = [...this.entries].filter(([, entry]) => entry.staleSince !== null).sort(([, a], [, b]) => b.hits - a.hits)
        let next = 0
        const worker = async () => {
          while (next < old.length && generation === this.generation && this.settled && !this.stopped) {
            const [key, entry] = old[next++]
            await this.renderOneAgain(key, entry, generation).catch((error: unknown) => this.options.onError?.(error))
          }
        }
        await Promise.all(Array.from({ length: BACKGROUND_RENDERS }, worker))
        // another change meanwhile: its old pages next, unless the count is being read again
        if (generation === this.generation || !this.settled || this.stopped) return
      }
    })().finally(() => {
      this.renderingAgain = null
    })
  }

  private async renderOneAgain(key: string, old: Entry, generation: number) {
    if (this.entries.get(key) !== old) return
    const waiting = this.inflight.get(key)
    if (waiting) return void (await waiting.catch(() => null))
    const producing = (async () => {
      const nonce = crypto.randomBytes(16).toString('base64')
      const response = await this.options.renderInBackground!(old.url, old.language, nonce)
      if (!mayKeep(response)) {
        // gone or changed its nature (a post hidden: 404): its old copy is never served again
        void response.body?.cancel()
        if (this.entries.get(key) === old) this.remove(key)
        return null
      }
      const rendered = { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) }
      // in the encodings visitors have asked for (the old copy's)
      const entry = await this.entryFor(rendered, nonce, old.cspTemplate, old, Object.keys(old.bodies) as Encoding[])
      if (!entry || generation !== this.generation || !this.isFresh()) return null
      entry.hits = old.hits
      this.store(key, entry)
      return entry
    })()
    this.inflight.set(key, producing)
    try {
      await producing
    } finally {
      if (this.inflight.get(key) === producing) this.inflight.delete(key)
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entry.bytes
  }

  private drop() {
    this.entries.clear()
    this.bytes = 0
    this.generation++
  }

  private store(key: string, entry: Entry) {
    if (entry.bytes > this.options.maxBytes) return
    const old = this.entries.get(key)
    if (old) {
      this.bytes -= old.bytes
      this.entries.delete(key)
    }
    this.entries.set(key, entry)
    this.bytes += entry.bytes
    this.trim()
    if (entry.bodies.br) this.compressBetter(key)
  }

  /** Lets the least recently used pages go until the rest fit. */
  private trim() {
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break
      this.entries.delete(oldest)
      this.bytes -= value.bytes
    }
  }

  /**
   * Answers from a kept page, first compressing it in the encoding asked for when no visitor has
   * asked for that one before (a 304 needs no body).
   */
  private async answer(req: Request, res: Response, key: string, entry: Entry) {
    let encoding = (preferredEncoding(req) || 'identity') as Encoding
    if (encoding !== 'identity' && !entry.bodies[encoding] && !matches(req.headers['if-none-match'], entry.etags[encoding])) {
      const making = (entry.making[encoding] ??= compressed(encoding, entry.bodies.identity))
      let body: Buffer | null
      try {
        body = await making
      } catch (error) {
        // never a failed answer for want of compression: the page as it is
        this.options.onError?.(error)
        body = null
      } finally {
        if (entry.making[encoding] === making) delete entry.making[encoding]
      }
      if (!body) encoding = 'identity'
      else if (!entry.bodies[encoding]) {
        entry.bodies[encoding] = body
        entry.bytes += body.length
        if (this.entries.get(key) === entry) {
          this.bytes += body.length
          this.trim()
          if (encoding === 'br') this.compressBetter(key)
        }
      }
    }
    this.send(req, res, entry, encoding)
  }

  /**
   * Compresses the kept pages again at BROTLI_QUALITY_LATER, one at a time, each while it is still
   * the one kept. Only the bytes change: the ETag names the page's content, which is the same.
   */
  private compressBetter(key: string) {
    this.compressedFast.add(key)
    if (this.compressingBetter) return
    this.compressingBetter = (async () => {
      for (const next of this.compressedFast) {
        this.compressedFast.delete(next)
        const entry = this.entries.get(next)
        if (!entry || this.stopped) continue
        const smaller = await brotliAt(BROTLI_QUALITY_LATER, entry.bodies.identity).catch((error: unknown) => {
          this.options.onError?.(error)
          return null
        })
        if (!smaller || this.entries.get(next) !== entry || !entry.bodies.br || smaller.length >= entry.bodies.br.length) continue
        const saved = entry.bodies.br.length - smaller.length
        entry.bodies.br = smaller
        entry.bytes -= saved
        this.bytes -= saved
      }
    })().finally(() => {
      this.compressingBetter = null
    })
  }

  /** The entry for a page the cache may keep (mayKeep), unless it is too large; `nonce` is its scripts'. */
  private async entryFor(
    rendered: Rendered,
    nonce: string,
    cspTemplate: string | null,
    place: { url: string; language: string },
    /** the encodings to make now: the one the visitor waiting asked for, or those the old copy had */
    encodings: (Encoding | undefined)[],
  ): Promise<Entry | null> {
    const { headers, body } = rendered
    const type = headers.get('Content-Type') ?? ''
    const cacheControl = headers.get('Cache-Control') ?? ''
    if (body.length > MAX_ENTRY_BYTES) return null
    let stored = body
    let csp: string | null = null
    if (type.startsWith('text/html')) {
      const html = nonce ? body.toString('utf8').split(` nonce="${nonce}"`).join('') : body.toString('utf8')
      if (cspTemplate) csp = cspTemplate.replace(HASHES, inlineScriptHashes(html).join(' '))
      stored = Buffer.from(html)
    }
    const entryHeaders: [string, string][] = []
    headers.forEach((value, name) => {
      if (!NOT_REPLAYED.has(name)) entryHeaders.push([name, value])
    })
    if (!cacheControl) entryHeaders.push(['cache-control', PUBLIC_CACHE_CONTROL])
    const bodies: Entry['bodies'] = { identity: stored }
    await Promise.all(
      (['gzip', 'br'] as const).filter((encoding) => encodings.includes(encoding)).map(async (encoding) => {
        bodies[encoding] = await compressed(encoding, stored)
      }),
    )
    const tag = crypto.createHash('sha256').update(stored).digest('base64url').slice(0, 27)
    return {
      headers: entryHeaders,
      csp,
      cspTemplate,
      bodies,
      making: {},
      etags: { identity: `"${tag}"`, gzip: `"${tag}-gz"`, br: `"${tag}-br"` },
      bytes: stored.length + (bodies.gzip?.length ?? 0) + (bodies.br?.length ?? 0) + 512 + place.url.length * 2,
      url: place.url,
      language: place.language,
      hits: 0,
      staleSince: null,
    }
  }

  private send(req: Request, res: Response, entry: Entry, encoding: Encoding) {
    const etag = entry.etags[encoding]
    for (const [name, value] of entry.headers) res.setHeader(name, value)
    if (entry.csp) res.setHeader('Content-Security-Policy', entry.csp)
    res.setHeader('Vary', VARY)
    res.setHeader('ETag', etag)
    if (matches(req.headers['if-none-match'], etag)) {
      res.removeHeader('Content-Type')
      res.statusCode = 304
      res.end()
      return
    }
    const body = entry.bodies[encoding]!
    res.statusCode = 200
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Length', body.length)
    res.end(req.method === 'HEAD' ? undefined : body)
  }
}

/**
 * The address with only the query parameters that make a page (QUERY_PARAMS_IN_KEY), sorted;
 * null when it carries one a page reads for someone's own step (QUERY_PARAMS_READ).
 */
export function cleanedUrl(originalUrl: string): string | null {
  const at = originalUrl.indexOf('?')
  if (at < 0) return originalUrl
  const kept: [string, string][] = []
  for (const [name, value] of new URLSearchParams(originalUrl.slice(at + 1))) {
    if (QUERY_PARAMS_READ.has(name)) return null
    if (QUERY_PARAMS_IN_KEY.has(name)) kept.push([name, value])
  }
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const path = originalUrl.slice(0, at)
  return kept.length > 0 ? `${path}?${new URLSearchParams(kept)}` : path
}

/** `'sha256-...'` for each inline script that runs (not JSON-LD data), as the CSP names them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, content] = match
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*"application\/(ld\+)?json"/i.test(attributes)) continue
    hashes.add(`'sha256-${crypto.createHash('sha256').update(content, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** A page compressed as it is kept: gzip at its best, brotli at BROTLI_QUALITY. */
function compressed(encoding: Exclude<Encoding, 'identity'>, body: Buffer): Promise<Buffer> {
  return encoding === 'gzip' ? gzip(body, { level: 9 }) : brotliAt(BROTLI_QUALITY, body)
}

/** A page's brotli form at a quality (BROTLI_QUALITY when kept, BROTLI_QUALITY_LATER behind the scenes). */
function brotliAt(quality: number, body: Buffer): Promise<Buffer> {
  return brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
}

/** If-None-Match (a list, or *) against the ETag of what would be sent; weak comparison, as RFC 9110 asks. */
function matches(header: string | undefined, etag: string) {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/** Whether an answer may be kept: a 200 page, feed or payload that sets no cookie and says nothing against it. */
function mayKeep({ status, headers }: { status: number; headers: Headers }) {
  if (status !== 200 || headers.has('Set-Cookie') || !STORED_TYPES.test(headers.get('Content-Type') ?? '')) return false
  return !/no-store|no-cache|private|immutable/.test(headers.get('Cache-Control') ?? '')
}

/** Sends an answer not kept as React Router made it (as @react-router/express does), its body streamed. */
async function sendAsMade(res: Response, made: globalThis.Response | Rendered) {
  res.statusCode = made.status
  made.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value)
  })
  for (const cookie of made.headers.getSetCookie()) res.append('Set-Cookie', cookie)
  if (!('arrayBuffer' in made)) return void res.end(made.body.length > 0 ? made.body : undefined)
  if (!made.body) return void res.end()
  await writeReadableStreamToWritable(made.body, res).catch((error: unknown) => {
    // the visitor went away: nothing to tell them
    if (!res.destroyed && !res.writableEnded) throw error
  })
}
