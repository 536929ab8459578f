// The contract of `npm start` / `npm run serve`, tested on the real production build in a
// child process: it serves, answers 404s, refuses a second server on the same data
// directory, keeps data across restarts, stops quickly, and survives SIGKILL mid-write.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite } from '../database/connection.server'
import { blogs, contactMessages, events, galleryCategories, galleryImages, teamMembers, testimonials } from '../database/schema'
import { buildApp, testPort } from '../tests/support/test-server'

const root = path.resolve(import.meta.dirname, '..')
const tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'server-test-'))

type Running = { child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> }

function startServer(dataDir: string, extraEnv: Record<string, string> = {}): Running {
  const port = testPort()
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    BUILD_DIR: build.dir,
    DATABASE_URL: '',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    ...extraEnv,
  }
  const child = spawn(process.execPath, ['server/start.js'], { cwd: root, env: env as NodeJS.ProcessEnv })
  let output = ''
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, port, output: () => output, exited }
}

async function waitUntilServing(server: Running, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (!server.output().includes('Serving on')) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`)
    if (Date.now() > deadline) throw new Error(`server did not start:\n${server.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function stop(server: Running) {
  if (server.child.exitCode === null) server.child.kill('SIGTERM')
  return server.exited
}

let build: Awaited<ReturnType<typeof buildApp>>

beforeAll(async () => {
  // the code as it is now (the build is named by a hash of the sources: see test-server.ts)
  build = await buildApp()
}, 180_000)

afterAll(() => {
  fs.rmSync(tempRoot, { recursive: true, force: true })
  build?.remove()
})

async function contentCounts(dataDir: string) {
  const connection = await openPglite(dataDir)
  try {
    const tables = { blogs, events, teamMembers, galleryCategories, galleryImages, testimonials, contactMessages }
    const counts: Record<string, number> = {}
    for (const [name, table] of Object.entries(tables)) {
      const [row] = await connection.db.select({ n: count() }).from(table)
      counts[name] = row.n
    }
    return counts
  } finally {
    await connection.close()
  }
}

/** An answer's headers and body as sent (fetch would unpack a compressed body). */
function rawGet(url: string, encoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

describe('the server process', () => {
  it('serves the site with demo content, answers 404s, and keeps its data across restarts', async () => {
    const dataDir = path.join(tempRoot, 'first')
    const server = startServer(dataDir)
    await waitUntilServing(server)
    expect(server.output()).toContain('Demo content added')
    expect(server.output()).toContain('npm run admin -- create')
    // the zone data its Edmonton times come from (decision 043)
    expect(server.output()).toMatch(/Times: America\/Edmonton, tz database 20\d\d[a-z]/)

    const home = await fetch(`http://127.0.0.1:${server.port}/`, { headers: { 'accept-encoding': 'gzip' } })
    expect(home.status).toBe(200)
    expect(home.headers.get('content-encoding')).toBe('gzip')
    expect(home.headers.get('x-content-type-options')).toBe('nosniff')
    // from the page cache: the hashes of its scripts, not a nonce (docs/decisions/037)
    expect(home.headers.get('content-security-policy')).toMatch(/script-src 'strict-dynamic' 'sha256-[^']+'/)
    const html = await home.text()
    expect(html).toContain('Easiest way to find peace')

    // hashed assets are cached for a year (a script the back office loads: public pages carry
    // only small scripts of their own, in the page, decision 039)
    const clientAssets = path.join(build.dir, 'client', 'assets')
    const asset = `/assets/${fs.readdirSync(clientAssets).find((name) => name.endsWith('.js') && fs.statSync(path.join(clientAssets, name)).size > 10_000)}`
    const assetResponse = await fetch(`http://127.0.0.1:${server.port}${asset}`)
    expect(assetResponse.status).toBe(200)
    expect(assetResponse.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    // compressed at build time: brotli or gzip as the browser accepts, the same script unpacked
    const source = await (await fetch(`http://127.0.0.1:${server.port}${asset}`, { headers: { 'accept-encoding': 'identity' } })).text()
    expect(source.length).toBeGreaterThan(1000)
    for (const encoding of ['br', 'gzip']) {
      const packed = await rawGet(`http://127.0.0.1:${server.port}${asset}`, encoding)
      expect(packed.headers['content-encoding'], encoding).toBe(encoding)
      expect(packed.headers['content-type']).toBe('text/javascript; charset=utf-8')
      expect(packed.headers.vary).toContain('Accept-Encoding')
      expect((encoding === 'br' ? zlib.brotliDecompressSync(packed.body) : zlib.gunzipSync(packed.body)).toString()).toBe(source)
      // the very file made at build time, not compressed again for this request
      expect(packed.body.equals(fs.readFileSync(path.join(build.dir, 'client', `${asset}.${encoding === 'br' ? 'br' : 'gz'}`)))).toBe(true)
      expect(packed.headers['content-length']).toBe(String(packed.body.length))
    }
    // a browser's own Accept-Encoding names gzip first: it still gets the smaller brotli copy
    const asBrowser = await rawGet(`http://127.0.0.1:${server.port}${asset}`, 'gzip, deflate, br, zstd')
    expect(asBrowser.headers['content-encoding']).toBe('br')
    // and every compressed copy is its file as written, the last plugin's changes included (an
    // earlier copy of a chunk lacked Vite's preload lists, and the phone menu never opened)
    const assets = path.join(build.dir, 'client', 'assets')
    const copies = fs.readdirSync(assets).filter((name) => name.endsWith('.br'))
    expect(copies.length).toBeGreaterThan(20)
    for (const copy of copies) {
      const original = fs.readFileSync(path.join(assets, copy.slice(0, -'.br'.length)))
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(assets, copy))).equals(original), copy).toBe(true)
      expect(zlib.gunzipSync(fs.readFileSync(path.join(assets, `${copy.slice(0, -'.br'.length)}.gz`))).equals(original), copy).toBe(true)
    }

    // a post from another site is refused before any action runs; one from the site is not
    const foreign = await fetch(`http://127.0.0.1:${server.port}/`, { method: 'POST', headers: { origin: 'https://evil.example' } })
    expect(foreign.status).toBe(403)
    expect(await foreign.text()).toContain('came from another site')
    const own = await fetch(`http://127.0.0.1:${server.port}/`, { method: 'POST', headers: { origin: `http://127.0.0.1:${server.port}` } })
    expect(own.status).not.toBe(403)

    const missing = await fetch(`http://127.0.0.1:${server.port}/no-such-page`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('Page not found')

    // a second server on the same directory refuses to start while the first runs
    const second = startServer(dataDir)
    expect(await second.exited).toBe(1)
    expect(second.output()).toContain('in use by another server')
    expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(200)

    // SIGTERM closes the database and exits promptly
    const stoppedAt = Date.now()
    expect(await stop(server)).toBe(0)
    expect(Date.now() - stoppedAt).toBeLessThan(1000)

    const before = await contentCounts(dataDir)
    expect(before.blogs).toBeGreaterThanOrEqual(6)
    expect(before.galleryImages).toBeGreaterThanOrEqual(24)

    const again = startServer(dataDir)
    await waitUntilServing(again)
    expect(again.output()).not.toContain('Demo content added')
    expect((await fetch(`http://127.0.0.1:${again.port}/`)).status).toBe(200)
    expect(await stop(again)).toBe(0)
    expect(await contentCounts(dataDir)).toEqual(before)
  }, 120_000)

  it('starts with no demo content when DEMO_CONTENT=off, and creates the admin from the environment', async () => {
    const dataDir = path.join(tempRoot, 'empty')
    const server = startServer(dataDir, { DEMO_CONTENT: 'off', ADMIN_EMAIL: 'first@example.org', ADMIN_PASSWORD: 'correct horse battery' })
    await waitUntilServing(server)
    expect(server.output()).toContain('Admin account created for first@example.org')
    expect(server.output()).not.toContain('No admin account yet')
    expect(await stop(server)).toBe(0)
    const counts = await contentCounts(dataDir)
    expect(Object.values(counts).every((n) => n === 0)).toBe(true)
  }, 60_000)

  it('stops at start-up with a message naming a wrong variable', async () => {
    const server = startServer(path.join(tempRoot, 'bad-env'), { PORT: 'eighty' })
    expect(await server.exited).toBe(1)
    expect(server.output()).toMatch(/PORT/)
    expect(server.output()).not.toMatch(/at .*\.js:\d+/) // a message, not a stack trace
  })
})

describe('a crash during writes', () => {
  it('loses no acknowledged row over several SIGKILL rounds, and the next open works at once', async () => {
    const dataDir = path.join(tempRoot, 'crash')
    const acknowledged = new Set<number>()
    for (let round = 0; round < 5; round++) {
      const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/crash-writer.ts'], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir },
      })
      const exited = new Promise((resolve) => child.on('exit', resolve))
      let buffer = ''
      let acksThisRound = 0
      const killAfter = 20 + Math.floor(Math.random() * 60)
      child.stdout.on('data', (chunk) => {
        buffer += chunk
        const lines = buffer.split('\n')
        buffer = lines.pop()!
        for (const line of lines) {
          if (!line.startsWith('ack ')) continue
          acknowledged.add(Number(line.slice(4)))
          if (++acksThisRound === killAfter) child.kill('SIGKILL')
        }
      })
      await exited
      expect(acksThisRound).toBeGreaterThanOrEqual(killAfter)
    }
    const connection = await openPglite(dataDir)
    try {
      const rows = await connection.db.select({ id: contactMessages.id }).from(contactMessages)
      const present = new Set(rows.map((r) => r.id))
      const lost = [...acknowledged].filter((id) => !present.has(id))
      expect(lost).toEqual([])
      expect(acknowledged.size).toBeGreaterThanOrEqual(100)
    } finally {
      await connection.close()
    }
  }, 120_000)
})
