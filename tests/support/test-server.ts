// For tests that run the real production server as a child process: a build of their own
// (BUILD_DIR, so parallel test files never overwrite each other's build), a data directory of
// their own (under Vitest a copy of one a first start made: dataDirTemplate), a random port,
// and everything the process prints. Or, for tests that render many pages over a database they
// fill themselves, the built bundle's handler in the test process (serveInProcess).
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import lockfile from 'proper-lockfile'
import pg from 'pg'
import type { Connection } from '../../database/connection.server'

export const root = path.resolve(import.meta.dirname, '..', '..')

const execFileAsync = promisify(execFile)

// What the server bundle is made from: a change to any of these needs a new build.
const BUILD_INPUTS = ['app', 'server', 'database', 'drizzle', 'public', 'package-lock.json', 'vite.config.ts', 'vite-lingui.ts', 'vite-precompress.ts', 'lingui.config.ts', 'react-router.config.ts', 'tsconfig.json']

function sourceHash(): string {
  const hash = crypto.createHash('sha256')
  const add = (relative: string) => {
    const full = path.join(root, relative)
    if (!fs.existsSync(full)) return
    if (fs.statSync(full).isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) add(path.join(relative, name))
    } else if (!/\.test\.tsx?$/.test(relative)) {
      hash.update(relative)
      hash.update(fs.readFileSync(full))
    }
  }
  for (const input of BUILD_INPUTS) add(input)
  return hash.digest('hex').slice(0, 16)
}

/** Where buildApp() puts the build of the current sources (which may not be made yet). */
export function sharedBuildDir(): string {
  return path.join(root, 'node_modules', '.cache', 'test-builds', `shared-${sourceHash()}`)
}

/**
 * The production build of the current sources, made once and shared by every test file that
 * needs one (a build takes the better part of a minute on a busy machine) and by the end-to-end
 * tests' servers (tests/e2e/build.ts, playwright.config.ts): a folder named by a hash of the
 * sources, built under a lock by the first test file that asks, reused by the others. Not
 * inside build/, which every build (a developer's) empties; inside the project, so that the
 * bundle's imports resolve from node_modules. `remove` is kept for the callers' clean-up and
 * leaves the shared build in place; builds of older sources are removed after an hour.
 */
export async function buildApp(): Promise<{ dir: string; remove: () => void }> {
  const dir = sharedBuildDir()
  const parent = path.dirname(dir)
  const name = path.basename(dir)
  fs.mkdirSync(parent, { recursive: true })
  const complete = path.join(dir, '.complete')
  const release = await lockfile.lock(parent, { realpath: false, stale: 60_000, retries: { retries: 1000, minTimeout: 100, maxTimeout: 1000 } })
  try {
    if (!fs.existsSync(complete)) {
      fs.rmSync(dir, { recursive: true, force: true })
      await execFileAsync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
        cwd: root,
        env: { ...process.env, BUILD_DIR: dir, NODE_ENV: 'production' },
        maxBuffer: 64 * 1024 * 1024,
      })
      fs.writeFileSync(complete, new Date().toISOString())
      for (const other of fs.readdirSync(parent)) {
        const otherDir = path.join(parent, other)
        if (other !== name && Date.now() - fs.statSync(otherDir).mtimeMs > 60 * 60 * 1000) fs.rmSync(otherDir, { recursive: true, force: true })
      }
    }
  } finally {
    await release()
  }
  return { dir, remove: () => {} }
}

export type RunningServer = {
  child: ChildProcess
  port: number
  origin: string
  dataDir: string
  output: () => string
  /** the DATABASE_URL it was given, or '' */
  databaseUrl: string
  exited: Promise<number | null>
  stop: () => Promise<number | null>
}

/**
 * A port for a server a test starts. Each Vitest worker has its own block of 1,000 ports between
 * 20000 and 31999, taken one after another from a random start: clear of each other, of the browser
 * tests' fixed ports (4310, 4410, 4411, 5310) that run beside Vitest, of the machine's services
 * (PostgreSQL 5432, RabbitMQ 5672, NATS 4222, Redis 6379) and of the kernel's ephemeral ports (32768
 * and up). No port fetch refuses lies in that range.
 */
const portBlock = 20_000 + (Number(process.env.VITEST_POOL_ID ?? 0) % 12) * 1000
let portOffset = Math.floor(Math.random() * 1000)
export function testPort(): number {
  return portBlock + (portOffset++ % 1000)
}

/** Runs `script` (the server itself, or server/supervisor.js, which runs it as a child) on the build. */
/** `template`: a data directory to start from (a copy of it), instead of an empty one. */
export function startServer(buildDir: string, extraEnv: Record<string, string> = {}, script = 'server/start.js', nodeArgs: string[] = [], template: string | null = null): RunningServer {
  const port = testPort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-data-'))
  if (template) fs.cpSync(template, dataDir, { recursive: true })
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    BUILD_DIR: buildDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    // these servers' admins sign in with the password alone (tests log in many times a minute,
    // and a code works once); two-factor sign-in has its own tests (docs/decisions/022)
    ADMIN_TWO_FACTOR: 'optional',
    LOG_LEVEL: '',
    ...extraEnv,
  }
  const child = spawn(process.execPath, [...nodeArgs, script], { cwd: root, env: env as NodeJS.ProcessEnv })
  let output = ''
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return {
    child,
    port,
    origin: `http://127.0.0.1:${port}`,
    dataDir,
    output: () => output,
    databaseUrl: env.DATABASE_URL ?? '',
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      const code = await exited
      fs.rmSync(dataDir, { recursive: true, force: true })
      return code
    },
  }
}

/** How long a data directory template is made for: the demo content's dates are relative to the day it was made. */
const TEMPLATE_HOUR_MS = 60 * 60 * 1000

/**
 * Under Vitest, for a server on the embedded database in a data directory of its own: a data
 * directory as the first start of this build left it (created, migrated, with the demo content
 * or without, no admin, no two-factor choice), made once an hour under a lock and copied for
 * each server. A first start costs 4-8 s (PGlite's initdb, the demo pictures), a copy and a
 * start on it under 2 s, and a run starts some twenty such servers. Null (an empty directory,
 * as before) for a server given its own DATA_DIR or DATABASE_URL, and outside Vitest (the
 * benchmarks measure a real first start).
 */
async function dataDirTemplate(buildDir: string, extraEnv: Record<string, string>): Promise<string | null> {
  // as startServer makes its environment: the embedded database unless DATABASE_URL is given
  if (!process.env.VITEST || extraEnv.DATA_DIR || extraEnv.DATABASE_URL) return null
  const demo = !/^(off|false|0)$/i.test((extraEnv.DEMO_CONTENT ?? process.env.DEMO_CONTENT ?? 'on').trim())
  const parent = path.join(buildDir, 'test-data-dirs')
  // a new one each hour, never one rewritten while another test file may be copying it
  const hour = Math.floor(Date.now() / TEMPLATE_HOUR_MS)
  const dir = path.join(parent, `${demo ? 'demo' : 'empty'}-${hour}`)
  // the mark sits beside the folder, so that it is not copied into the servers' folders
  const complete = `${dir}.complete`
  if (fs.existsSync(complete)) return dir
  fs.mkdirSync(parent, { recursive: true })
  const release = await lockfile.lock(parent, { realpath: false, stale: 120_000, retries: { retries: 1000, minTimeout: 100, maxTimeout: 1000 } })
  try {
    if (!fs.existsSync(complete)) {
      // those of two hours ago and before: nobody copies them any more
      for (const name of fs.readdirSync(parent)) {
        const made = Number(name.match(/-(\d+)(\.complete)?$/)?.[1])
        if (made < hour - 1) fs.rmSync(path.join(parent, name), { recursive: true, force: true })
      }
      fs.rmSync(dir, { recursive: true, force: true })
      fs.mkdirSync(dir)
      // its own DATA_DIR: a real first start, which stops cleanly (the folder unlocked, the socket gone)
      const first = await startServing(buildDir, { DATA_DIR: dir, DEMO_CONTENT: demo ? 'on' : 'off', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', ADMIN_TWO_FACTOR: '' })
      const code = await first.stop()
      if (code !== 0) throw new Error(`The data directory template's server stopped with ${code}:\n${first.output()}`)
      fs.writeFileSync(complete, new Date().toISOString())
    }
  } finally {
    await release()
  }
  return dir
}

export async function waitUntilServing(server: RunningServer, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs
  while (!server.output().includes('Serving on')) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`)
    if (Date.now() > deadline) throw new Error(`server did not start:\n${server.output()}${await databaseSessions(server.databaseUrl)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** What PostgreSQL's sessions were doing, for a start that stalled (a lock it waited for, say). */
async function databaseSessions(databaseUrl: string): Promise<string> {
  if (!databaseUrl) return ''
  try {
    const { rows } = await withPostgresClient(databaseUrl, (client) =>
      client.query(
        `select datname, pid, state, wait_event_type, wait_event, now() - query_start as running_for, left(query, 120) as query
         from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()`,
      ),
    )
    return `\nPostgreSQL sessions:\n${rows.map((row) => JSON.stringify(row)).join('\n')}`
  } catch (error) {
    return `\nPostgreSQL did not answer: ${error instanceof Error ? error.message : String(error)}`
  }
}

/** Starts a server and waits until it serves; another random port if the first is taken. */
export async function startServing(buildDir: string, extraEnv: Record<string, string> = {}, script?: string, nodeArgs?: string[]): Promise<RunningServer> {
  const template = await dataDirTemplate(buildDir, extraEnv)
  // on the caller's own DATA_DIR or DATABASE_URL a refused start has done its work (the demo
  // content added, the admin created) before it found the port taken: its output is this
  // server's too, or the retry would seem to have skipped it
  const sameData = Boolean(extraEnv.DATA_DIR || extraEnv.DATABASE_URL)
  let earlier = ''
  for (let attempt = 1; ; attempt++) {
    const server = startServer(buildDir, extraEnv, script, nodeArgs, template)
    try {
      await waitUntilServing(server)
      return earlier ? { ...server, output: () => earlier + server.output() } : server
    } catch (error) {
      await server.stop()
      if (attempt >= 3 || !server.output().includes('EADDRINUSE')) throw error
      if (sameData) earlier += server.output()
    }
  }
}

/**
 * A GET over `node:http`, for what fetch() will not send (a forged Host) or would undo (it unzips
 * a compressed body): the answer as it came, its body's bytes untouched.
 */
export function rawGet(port: number, path: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
    })
    request.on('error', reject)
    request.end()
  })
}

/** Logs in through the real form as a browser would (a same-origin post): the session cookie. */
export async function logInOverHttp(origin: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: origin },
    body: new URLSearchParams({ email, password, redirectTo: '' }),
  })
  if (response.status !== 302) throw new Error(`Logging in as ${email} answered ${response.status}, not 302`)
  return (response.headers.get('set-cookie') ?? '').split(';')[0]
}

export type InProcessServer = { origin: string; close: () => Promise<void> }

/**
 * The built bundle's request handler (server/app.ts: the cross-site check, then React Router)
 * served by Express in this process, on a random port, with this process's database: the
 * bundle's database holder lives on globalThis (database/db.server.ts), so the database a test
 * opened with useTestDatabase() is the one its pages read. Faster than a child process, and
 * the test can write rows at any moment. Helmet, compression and the logs of server/start.js
 * are not here (server/security.test.ts covers them); each response carries a fresh CSP nonce
 * in a Content-Security-Policy header, as the real server's do.
 */
export async function serveInProcess(buildDir: string, options: { pageCache?: Pick<Connection, 'listen'> } = {}): Promise<InProcessServer> {
  const { default: express } = await import('express')
  // the bundle's logger is made when it is imported: errors only, so the test output stays readable
  const logLevel = process.env.LOG_LEVEL
  process.env.LOG_LEVEL = logLevel || 'error'
  const bundle = await import(/* @vite-ignore */ path.join(buildDir, 'server/index.js'))
  if (logLevel === undefined) delete process.env.LOG_LEVEL
  else process.env.LOG_LEVEL = logLevel
  const app = express()
  app.disable('x-powered-by')
  app.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString('base64')
    res.setHeader('Content-Security-Policy', `script-src 'strict-dynamic' 'nonce-${res.locals.cspNonce}'; object-src 'none'; base-uri 'none'`)
    next()
  })
  // with a connection: the page cache (and the public pages' settings kept in memory) as in
  // production, told of the test's writes by NOTIFY
  const stopWatching: (() => Promise<void>) | undefined = options.pageCache ? await bundle.watchPublicChanges(32 * 1024 * 1024, options.pageCache.listen) : undefined
  if (stopWatching) app.use(bundle.serveCached)
  app.use(bundle.handler)
  const server = app.listen(0, '127.0.0.1')
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await stopWatching?.()
      await new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
    },
  }
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl` (DATABASE_URL), for servers
 * that must share one: its URL, and `drop` to remove it afterwards.
 */
export async function createPostgresDatabase(serverUrl: string, prefix: string): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`
  const run = async (statement: string) => {
    await withPostgresClient(serverUrl, (client) => client.query(statement))
  }
  await run(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { name, url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) }
}

/** One connection to PostgreSQL for `run`, closed after it (it gives up connecting after 5 s). */
export async function withPostgresClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
    return await run(client)
  } finally {
    await client.end().catch(() => {})
  }
}
