// Issue 7, part 3: arbitrary form posts to every action of the route table never make the
// server fail. Each action gets form posts as a browser or a robot would send them
// (urlencoded or multipart, sometimes with a file, sometimes not a form at all) with the
// route's own field names and random ones, and values from empty to huge, unicode, SQL and
// HTML; it must answer with 2xx, 3xx, 400, 403, 404, 413 or 429, never throw anything else
// (which the server would turn into a 500). Routes added later are fuzzed without editing this.
import fs from 'node:fs'
import path from 'node:path'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import fc from 'fast-check'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../database/test-database'
import routes from '~/routes'
import { createContactMessage } from '~/content-types/contact-message.server'
import { createUser, findUserById, setRoles, type StaffRole } from '~/models/user.server'
import { OPERATOR } from '~/models/audit.server'
import { startSession } from '~/auth/session.server'

useTestDatabase()

// runs per action module (shared among the routes that reach it)
const RUNS_PER_ROUTE = 40
const APP = path.resolve(import.meta.dirname, '..')

type ActionRoute = { path: string; file: string; action: (args: unknown) => Promise<unknown> }

async function actionRoutes(entries: RouteConfigEntry[], prefix = ''): Promise<ActionRoute[]> {
  const found: ActionRoute[] = []
  for (const entry of entries) {
    const full = entry.path ? `${prefix}/${entry.path}` : prefix
    const module = await import(/* @vite-ignore */ path.join(APP, entry.file))
    if (typeof module.action === 'function') found.push({ path: full.replace(/^\/+/, '/') || '/', file: entry.file, action: module.action })
    found.push(...(await actionRoutes(entry.children ?? [], full)))
  }
  return found
}

// Field names and values a route knows: its form's names and the short string literals of its
// folder's source (intents such as 'delete', enum values), so that the fuzzer gets past the
// first checks and into the code behind them.
const COMMON_FIELDS = ['intent', 'id', 'email', 'password', 'confirmPassword', 'currentPassword', 'remember', 'redirectTo', 'name', 'subject', 'message', 'title', 'description', 'image', 'website', 'page', 'q']

function vocabulary(file: string) {
  const dir = path.dirname(path.join(APP, file))
  const sources = path.basename(dir) === 'routes' || ['site', 'auth'].includes(path.basename(dir))
    ? [path.join(APP, file)]
    : fs.readdirSync(dir).filter((f) => /\.(tsx?)$/.test(f) && !f.includes('.test.')).map((f) => path.join(dir, f))
  // and the app's modules they import (a shared delete handler reads { intent: 'delete', id })
  const imported = sources.flatMap((f) =>
    [...fs.readFileSync(f, 'utf8').matchAll(/from '~\/([\w/.-]+)'/g)]
      .map(([, module]) => ['.ts', '.tsx'].map((ext) => path.join(APP, module + ext)).find((candidate) => fs.existsSync(candidate)))
      .filter((candidate): candidate is string => candidate !== undefined && !candidate.includes(`${path.sep}models${path.sep}`)),
  )
  const text = [...new Set([...sources, ...imported])].map((f) => fs.readFileSync(f, 'utf8')).join('\n')
  const names = new Set<string>()
  for (const [, name] of text.matchAll(/\bname[=:]\s*\{?\s*["'`]([\w.[\]-]{1,40})["'`]/g)) names.add(name)
  for (const [, name] of text.matchAll(/\bfields\.(\w+)/g)) names.add(name)
  for (const [, name] of text.matchAll(/^\s{2,}(\w+): z\./gm)) names.add(name)
  // hidden fields given as objects: fields={{ intent: 'delete', id: String(row.id) }}
  const pairs: Record<string, Set<string>> = {}
  for (const [, body] of text.matchAll(/fields=\{\{([^}]*)\}\}/g)) {
    for (const [, name, value] of body.matchAll(/(\w+):\s*(?:['"]([^'"]*)['"])?/g)) {
      names.add(name)
      if (value !== undefined) (pairs[name] ??= new Set()).add(value)
    }
  }
  for (const [, name, value] of text.matchAll(/\bname="([\w-]+)"\s+value="([^"]*)"/g)) (pairs[name] ??= new Set()).add(value)
  for (const [, name, value] of text.matchAll(/\b(\w+) === ['"]([\w-]+)['"]/g)) (pairs[name] ??= new Set()).add(value)
  for (const [, name, list] of text.matchAll(/(\w+): z\.enum\(\[([^\]]*)\]/g)) {
    for (const [, value] of list.matchAll(/['"]([^'"]+)['"]/g)) (pairs[name] ??= new Set()).add(value)
  }
  for (const [, name, value] of text.matchAll(/(\w+): z\.literal\(['"]([^'"]+)['"]\)/g)) (pairs[name] ??= new Set()).add(value)
  const values = new Set<string>()
  for (const [, value] of text.matchAll(/['"]([a-z][\w-]{1,30})['"]/g)) values.add(value)
  for (const name of names) if (/^id$|Id$/.test(name)) (pairs[name] ??= new Set()).add('1').add('2')
  const valuesFor = Object.fromEntries(Object.entries(pairs).map(([name, set]) => [name, [...set]]))
  return { names: [...names], others: COMMON_FIELDS.filter((n) => !names.has(n)), values: [...values], valuesFor }
}

const HOSTILE = [
  '',
  ' ',
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  '"; SELECT pg_sleep(1); --',
  '\\',
  '%',
  '_',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '" onmouseover="alert(1)',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '\u0000',
  'a\u0000b',
  '\uFEFF\u202E',
  '😀👩‍👩‍👧',
  'ਸਤ ਸ੍ਰੀ ਅਕਾਲ',
  '\r\n\r\n',
  'on',
  'true',
  'null',
  'undefined',
  '0',
  '-1',
  '1',
  '2',
  '1.5',
  '1e309',
  'NaN',
  '2147483648',
  '99999999999999999999999',
  'admin',
  'member',
  'someone@example.org',
  '/admin',
  '//evil.example',
]

const LONG_CHARACTERS = ['x', 'é', '😀', '<', "'"]

function valueArbitrary(known: string[]) {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE, ...known) },
    { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    // huge: beyond any field's limit, sometimes beyond a form's size limit
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...LONG_CHARACTERS), fc.constantFrom(300, 1_500, 6_000, 70_000, 600_000)).map(([c, n]) => c.repeat(n)) },
  )
}

type Post = {
  fields: [string, string][]
  encoding: 'urlencoded' | 'multipart' | 'text/plain' | 'json' | 'none'
  file: null | { field: string; kind: 'png' | 'random' | 'empty' | 'html'; name: string; bytes: Uint8Array }
  who: 'anonymous' | 'member' | 'admin'
  id: string
  address: string
}

let PNG: Uint8Array

// values that pass the usual checks, so that runs get past validation into the code behind it
const PLAUSIBLE = ['someone@example.org', 'A calm, ordinary sentence of text.', 'a long enough passphrase 2024', '1', 'on', 'https://example.org/page']

function postArbitrary(route: ActionRoute): fc.Arbitrary<Post> {
  const { names, others, values, valuesFor } = vocabulary(route.file)
  const value = fc.oneof({ weight: 3, arbitrary: valueArbitrary(values) }, { weight: 2, arbitrary: fc.constantFrom(...PLAUSIBLE, ...values) })
  // a field whose values the source names (intent: 'delete') gets them more often than not
  const valueOf = (name: string) =>
    valuesFor[name]?.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...valuesFor[name]) }, { weight: 2, arbitrary: value }) : value
  // the route's own fields (any subset), each with a value or, now and then, one value for all
  // (so that a password and its confirmation match), then a few random names
  const pick = (list: string[], percent: number) =>
    fc.array(fc.integer({ min: 0, max: 99 }), { minLength: list.length, maxLength: list.length }).map((dice) => list.filter((_, i) => dice[i] < percent))
  const known = fc
    .tuple(fc.tuple(pick(names, 85), pick(others, 15)).map(([a, b]) => [...a, ...b]), fc.option(value, { freq: 3 }))
    .chain(([chosen, same]) => fc.tuple(...chosen.map((n) => fc.tuple(fc.constant(n), same === null ? valueOf(n) : fc.constant(same)))))
  const random = fc.array(fc.tuple(fc.string({ maxLength: 20 }), value), { maxLength: 3 })
  const fields = fc.tuple(known, random).map(([a, b]) => [...a, ...b] as [string, string][])
  const file = fc.oneof(
    { weight: 1, arbitrary: fc.constant(null) },
    {
      weight: 1,
      arbitrary: fc.record({
        field: fc.constantFrom('image', 'file', ...names),
        kind: fc.constantFrom('png', 'png', 'random', 'empty', 'html') as fc.Arbitrary<'png' | 'random' | 'empty' | 'html'>,
        name: fc.constantFrom('photo.png', '../../evil.png', 'a.html', '', 'ಚಿತ್ರ.jpg', 'x'.repeat(300)),
        bytes: fc.uint8Array({ maxLength: 512 }),
      }),
    },
  )
  // an admin's screens are fuzzed as an admin; every other form as a visitor and as a member
  const who = route.path.toLowerCase().startsWith('/admin')
    ? fc.constant('admin' as const)
    : fc.constantFrom('anonymous' as const, 'member' as const)
  return fc.record({
    fields,
    encoding: fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom('urlencoded', 'multipart') },
      { weight: 1, arbitrary: fc.constantFrom('text/plain', 'json', 'none') },
    ) as fc.Arbitrary<Post['encoding']>,
    file,
    who,
    id: fc.oneof(fc.constantFrom('1', '2', '3', '0', '-1', 'abc', '99999999999', '1.5', '%00'), fc.string({ maxLength: 12 })),
    // a few addresses, so that rate limits are reached now and then
    address: fc.constantFrom('203.0.113.1', '203.0.113.2', '2001:db8::1'),
  })
}

function fileBytes(file: NonNullable<Post['file']>): Uint8Array<ArrayBuffer> {
  const bytes = { png: PNG, random: file.bytes, empty: new Uint8Array(), html: new TextEncoder().encode('<html><script>alert(1)</script></html>') }[file.kind]
  return new Uint8Array(bytes)
}

function buildRequest(route: ActionRoute, post: Post, cookie: string): Request {
  const url = `http://localhost${route.path.replace(/:\w+\??/g, encodeURIComponent(post.id)).replace(/\*$/, 'anything')}`
  const headers = new Headers({ Origin: 'http://localhost' })
  if (cookie) headers.set('Cookie', cookie)
  let body: BodyInit | undefined
  switch (post.encoding) {
    case 'urlencoded':
      body = new URLSearchParams(post.fields)
      break
    case 'multipart': {
      const form = new FormData()
      for (const [name, value] of post.fields) form.append(name, value)
      if (post.file) form.append(post.file.field, new Blob([fileBytes(post.file)], { type: post.file.kind === 'html' ? 'text/html' : 'image/png' }), post.file.name)
      body = form
      break
    }
    case 'text/plain':
      body = post.fields.map(([n, v]) => `${n}=${v}`).join('\r\n')
      headers.set('Content-Type', 'text/plain')
      break
    case 'json':
      body = JSON.stringify(Object.fromEntries(post.fields))
      headers.set('Content-Type', 'application/json')
      break
    case 'none':
      headers.set('Content-Type', 'application/x-www-form-urlencoded')
  }
  return new Request(url, { method: 'POST', headers, body })
}

const ALLOWED = (status: number) => (status >= 200 && status < 400) || [400, 403, 404, 413, 429].includes(status)

/** The status React Router would answer with, or the error it would turn into a 500. */
async function statusOf(route: ActionRoute, request: Request, post: Post): Promise<number> {
  const args = { request, params: { id: post.id, '*': 'anything' }, context: { cspNonce: '', clientAddress: post.address } }
  try {
    const value = await route.action(args)
    return statusOfValue(value) ?? 200
  } catch (thrown) {
    const status = statusOfValue(thrown)
    if (status === undefined) throw thrown
    return status
  }
}

function statusOfValue(value: unknown): number | undefined {
  if (value instanceof Response) return value.status
  // data(value, { status }) (React Router's DataWithResponseInit)
  if (value && typeof value === 'object' && 'type' in value && value.type === 'DataWithResponseInit') {
    const init = (value as { init?: ResponseInit | null }).init
    return init?.status ?? 200
  }
  return undefined
}

// The people the fuzzer acts as. A run may delete or demote one of them (an admin deleting
// the member, say): they are put back before the next run.
const people = {
  member: { id: 0, cookie: '' },
  admin: { id: 0, cookie: '' },
}
let created = 0

async function ensurePeople() {
  for (const role of ['member', 'admin'] as const) {
    const user = people[role].id ? await findUserById(people[role].id) : null
    const roles: StaffRole[] = role === 'admin' ? ['administrator'] : []
    if (user && user.roles.join() === roles.join()) continue
    if (user) {
      await setRoles(user.id, roles, OPERATOR)
      continue
    }
    created += 1
    const fresh = await createUser({ email: `fuzz-${role}-${created}@example.org`, password: 'fuzzing test password', roles })
    people[role] = { id: fresh.id, cookie: (await startSession(new Request('http://localhost/login'), fresh.id, false)).split(';')[0] }
  }
}

const found = await actionRoutes(routes)

beforeAll(async () => {
  PNG = new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f766e' } }).png().toBuffer())
  await ensurePeople()
  // something for the id-taking actions to find
  await createContactMessage({ name: 'Fuzz', email: 'fuzz@example.org', subject: 'Hello', message: 'A message to act on.' })
})

describe('fuzzing every action', () => {
  it('finds the actions in the route table', () => {
    expect(found.map((r) => r.path)).toEqual(expect.arrayContaining(['/contact', '/login', '/register', '/account', '/logout']))
  })

  // a module shared by several routes (a page in each of the four languages) shares its runs
  // among them, as the loader fuzzer's do: the same action, reached by each language's address
  const sharing = (file: string) => found.filter((route) => route.file === file).length
  for (const route of found) {
    const runs = Math.max(2, Math.ceil(RUNS_PER_ROUTE / sharing(route.file)))
    it(`${route.path} (${route.file}) answers arbitrary form posts with 2xx, 3xx, 400, 403, 404, 413 or 429`, async () => {
      await fc.assert(
        fc.asyncProperty(postArbitrary(route), async (post) => {
          await ensurePeople()
          const cookie = post.who === 'anonymous' ? '' : people[post.who].cookie
          const status = await statusOf(route, buildRequest(route, post, cookie), post)
          // FUZZ_STATS=file: one line per run (route, encoding, status), to see how deep runs reach
          if (process.env.FUZZ_STATS) fs.appendFileSync(process.env.FUZZ_STATS, `${route.path} ${post.encoding} ${status}\n`)
          expect(ALLOWED(status), `status ${status}`).toBe(true)
        }),
        { numRuns: runs },
      )
      // a limit against a hang, not a speed test: on a slow, loaded machine (CI of 2026-11-28,
      // load 9-10 on two cores) a route's runs that take 1-4 s on one run took 70-140 s on another
    }, 180_000)
  }
})
