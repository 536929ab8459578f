// `npm run bench:memory` (issue 12, finding 11): how much memory the production server holds,
// idle and under a load like the independent probe's. It starts the production build in
// BUILD_DIR (default build/, which the npm script builds first) exactly as `npm run serve` does
// (the script's own command line, so the Node flags and environment it sets are measured too),
// on 127.0.0.1 with a fresh data directory and demo content, and reads the resident size (RSS)
// of the server process (server/start.js), and of it with its supervisor and launcher, from /proc:
//   idle   - 10 s after "Serving on" (start-up and demo seeding done);
//   peak   - the highest RSS sampled every 100 ms during the load, or the server's own
//            high-water mark (VmHWM) if higher;
//   after  - 10 s after the load stopped.
// The load, all at once for --duration seconds (default 30):
//   - public pages over 50 connections (autocannon), as bench:load;
//   - the admin list pages, signed in as an admin, over 4 connections;
//   - picture uploads to the gallery's one-picture endpoint, 2 at a time: JPEGs of 5.5 and
//     8.5 MB (12 and 24 megapixels, made here with sharp);
//   - every variant of every picture the pages show (and the uploaded ones), 8 at a time;
//   - contact-form posts, 4 at a time, each from its own address (TRUST_PROXY, as bench:load).
// Targets, for the server process: idle under 200 MiB, peak under 400 MiB; exits with 1 when
// one is missed. (The supervisor, a small Node process that only restarts it, adds ~50 MiB.)
//   npm run bench:memory -- --duration 60
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import sharp from 'sharp'
import { publicPaths } from './load-bench'
import { findProcess, mib, sampleTreeMemory, treeMemory } from './process-memory'
import { root, testPort, waitUntilServing, type RunningServer } from '../tests/support/test-server'
import { HONEYPOT_FIELD } from '~/utils/honeypot'

export const TARGETS = { idleMiB: 200, peakMiB: 400 }
const SETTLE_MS = 10_000
const ADMIN = { email: 'bench-admin@example.org', password: 'memory bench: a long admin passphrase 7Q' }
const ADMIN_LISTS = [
  '/admin',
  '/admin/testimonials',
  '/admin/blogs',
  '/admin/events',
  '/admin/team',
  '/admin/gallery-categories',
  '/admin/gallery-images',
  '/admin/contact-messages',
  '/admin/payments',
  '/admin/users',
]
const MEDIA_URL = /\/media\/[0-9a-f]{64}-\d+\.webp/g

type Counts = { ok: number; failed: number }

/** The `serve` script of package.json, run by a shell as npm would, on a fresh data directory. */
function startAsServe(buildDir: string): RunningServer {
  const scripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts as Record<string, string>
  const port = testPort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-memory-'))
  const env = {
    ...process.env,
    BUILD_DIR: buildDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_CONTENT: 'on',
    TRUST_PROXY: 'on',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // the bench signs its admin in with the password alone (docs/decisions/020)
    ADMIN_TWO_FACTOR: 'optional',
    LOG_LEVEL: '',
  }
  const child = spawn('sh', ['-c', scripts.serve], { cwd: root, env })
  // the start-up lines, then only the last lines (a line is logged per request)
  let output = ''
  const keep = (d: Buffer) => {
    output += d
    if (output.length > 256 * 1024 && output.includes('Serving on')) output = `Serving on\n${output.slice(-64 * 1024)}`
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return {
    child,
    port,
    origin: `http://127.0.0.1:${port}`,
    dataDir,
    output: () => output,
    databaseUrl: '',
    exited,
    stop: async () => {
      // the shell may have handed over to node (exec) or still wait for it: stop every process of the tree
      for (const pid of treeMemory(child.pid!).pids.reverse()) {
        try {
          process.kill(pid, 'SIGTERM')
        } catch {
          // already gone
        }
      }
      const code = await exited
      fs.rmSync(dataDir, { recursive: true, force: true })
      return code
    },
  }
}

/** A photo-like JPEG: a smooth gradient with grain (a phone camera's noise), which keeps it large. */
async function photo(width: number, height: number, grain: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  let x = 12345
  for (let i = 0; i < pixels.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0
    const p = Math.floor(i / 3)
    pixels[i] = 60 + Math.floor(((p % width) * 80) / width) + Math.floor((Math.floor(p / width) * 80) / height) + ((x >>> 16) % grain)
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer()
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: origin },
    body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password, redirectTo: '' }),
  })
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]
  if (response.status !== 302 || !cookie) throw new Error(`Could not sign in as the bench's admin (status ${response.status})`)
  return cookie
}

async function mediaUrlsOn(origin: string, pages: string[], cookie = ''): Promise<string[]> {
  const urls = new Set<string>()
  for (const page of pages) {
    const html = await (await fetch(`${origin}${page}`, { headers: { cookie } })).text()
    for (const match of html.matchAll(MEDIA_URL)) urls.add(match[0])
  }
  return [...urls]
}

/** Runs `work` in `parallel` loops until `until` has passed. */
async function loop(parallel: number, until: number, work: (n: number) => Promise<boolean>, counts: Counts) {
  let n = 0
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (Date.now() < until) {
        try {
          if (await work(n++)) counts.ok++
          else counts.failed++
        } catch {
          counts.failed++
        }
      }
    }),
  )
}

async function load(server: RunningServer, durationSeconds: number) {
  const { origin } = server
  const cookie = await signIn(origin)
  const pages = await publicPaths(server)
  const uploadPage = await (await fetch(`${origin}/admin/gallery-images/upload`, { headers: { cookie } })).text()
  const categoryId = uploadPage.match(/<option value="(\d+)"/)?.[1]
  if (!categoryId) throw new Error('No album to upload pictures to: is the demo content there?')
  const media = { urls: await mediaUrlsOn(origin, pages) }
  // 12 megapixels in 5.5 MB and 24 megapixels in 8.5 MB: what phones send. The same files go up
  // again and again: each upload is decoded and re-encoded all the same (the store then finds
  // the picture it already has).
  const photos = [await photo(4000, 3000, 64), await photo(6000, 4000, 48)]
  const until = Date.now() + durationSeconds * 1000
  const counts = { uploads: { ok: 0, failed: 0 }, media: { ok: 0, failed: 0 }, contact: { ok: 0, failed: 0 }, uploadMiB: 0 }

  const publicLoad = autocannon({
    url: origin,
    connections: 50,
    duration: durationSeconds,
    timeout: 10,
    headers: { 'accept-encoding': 'gzip' },
    requests: pages.map((p) => ({ method: 'GET' as const, path: p })),
  })
  const adminLoad = autocannon({
    url: origin,
    connections: 4,
    duration: durationSeconds,
    timeout: 10,
    headers: { 'accept-encoding': 'gzip', cookie },
    requests: ADMIN_LISTS.map((p) => ({ method: 'GET' as const, path: p })),
  })
  const uploads = loop(
    2,
    until,
    async (n) => {
      const jpeg = photos[n % photos.length]
      counts.uploadMiB += mib(jpeg.length)
      const form = new FormData()
      form.set('categoryId', categoryId)
      form.set('status', 'published')
      form.set('priority', '1')
      form.set('image', new File([new Uint8Array(jpeg)], `bench-${n}.jpg`, { type: 'image/jpeg' }))
      const response = await fetch(`${origin}/admin/gallery-images/upload-one`, { method: 'POST', headers: { cookie, Origin: origin }, body: form })
      await response.arrayBuffer()
      if (response.ok) media.urls = [...new Set([...media.urls, ...(await mediaUrlsOn(origin, ['/admin/gallery-images'], cookie))])]
      return response.ok
    },
    counts.uploads,
  )
  const mediaLoad = loop(
    8,
    until,
    async (n) => {
      const response = await fetch(`${origin}${media.urls[n % media.urls.length]}`)
      await response.arrayBuffer()
      return response.ok
    },
    counts.media,
  )
  const contact = loop(
    4,
    until,
    async (n) => {
      const response = await fetch(`${origin}/contact`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Origin: origin, 'X-Forwarded-For': `198.${18 + Math.floor(n / 65_536)}.${Math.floor(n / 256) % 256}.${(n % 255) + 1}` },
        body: new URLSearchParams({
          name: `Memory bench ${n}`,
          email: `memory-${n}@example.org`,
          subject: `Memory bench #${n}`,
          message: 'Sent by npm run bench:memory.',
          [HONEYPOT_FIELD]: '',
        }),
      })
      await response.arrayBuffer()
      return response.status === 302
    },
    counts.contact,
  )
  const [publicResult, adminResult] = await Promise.all([publicLoad, adminLoad, uploads, mediaLoad, contact])
  return {
    public: { requests: publicResult.requests.total, errors: publicResult.errors + publicResult.timeouts + publicResult.non2xx },
    admin: { requests: adminResult.requests.total, errors: adminResult.errors + adminResult.timeouts + adminResult.non2xx },
    ...counts,
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS))

async function main() {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { duration: { type: 'string' } } })
  const duration = Number(values.duration ?? process.env.BENCH_DURATION ?? 30)
  if (!Number.isInteger(duration) || duration < 1) throw new Error('--duration must be a whole number of seconds')
  const buildDir = path.resolve(root, process.env.BUILD_DIR || 'build')
  if (!fs.existsSync(path.join(buildDir, 'server', 'index.js'))) {
    throw new Error(`There is no build in ${buildDir}: run npm run build first (npm run bench:memory does).`)
  }
  console.log(`Memory bench: production build, fresh data directory with demo content, load for ${duration} s\n`)
  const server = startAsServe(buildDir)
  try {
    await waitUntilServing(server)
    const pid = server.child.pid!
    await settle()
    // the targets are the server's (server/start.js); the supervisor that restarts it is
    // reported beside it, and the whole tree too
    const serverPid = findProcess(pid, 'server/start.js') ?? pid
    const idle = treeMemory(serverPid)
    const idleTree = treeMemory(pid)
    const sampler = sampleTreeMemory(serverPid)
    const treeSampler = sampleTreeMemory(pid)
    const done = await load(server, duration)
    const peak = sampler.stop()
    const treePeak = treeSampler.stop()
    await settle()
    const after = treeMemory(serverPid)
    const afterTree = treeMemory(pid)
    // one process: its high-water mark is exact
    const peakRss = Math.max(peak.peakRss, peak.hwm)

    const row = (label: string, bytes: number, tree: number) =>
      `  ${label.padEnd(34)} ${mib(bytes).toFixed(0).padStart(5)} MiB   ${mib(tree).toFixed(0).padStart(5)} MiB`
    console.log(
      [
        `Server process ${serverPid}; with its supervisor and launcher: ${afterTree.pids.length} processes (${afterTree.pids.join(', ')})`,
        `  ${''.padEnd(34)} ${'server'.padStart(9)}   ${'all'.padStart(9)}`,
        row('idle, 10 s after start', idle.rss, idleTree.rss),
        row('peak under load', peakRss, treePeak.peakRss),
        row('10 s after the load', after.rss, afterTree.rss),
        '',
        `Load: public pages ${done.public.requests} (${done.public.errors} failed), admin lists ${done.admin.requests} (${done.admin.errors} failed),`,
        `      uploads ${done.uploads.ok} (${done.uploads.failed} failed, ${done.uploadMiB.toFixed(0)} MiB of JPEG), media ${done.media.ok} (${done.media.failed} failed),`,
        `      contact posts ${done.contact.ok} (${done.contact.failed} not confirmed)`,
      ].join('\n'),
    )
    const missed: string[] = []
    if (mib(idle.rss) >= TARGETS.idleMiB) missed.push(`idle ${mib(idle.rss).toFixed(0)} MiB, target under ${TARGETS.idleMiB} MiB`)
    if (mib(peakRss) >= TARGETS.peakMiB) missed.push(`peak ${mib(peakRss).toFixed(0)} MiB, target under ${TARGETS.peakMiB} MiB`)
    // a server that did not keep up did little work, and its peak says little
    if (done.uploads.ok === 0) missed.push('no upload went through: the load did not reach the image processing')
    if (done.public.requests <= done.public.errors) {
      missed.push(`public pages: ${done.public.errors} of ${done.public.requests + done.public.errors} failed or timed out: the load did not reach the renderer (a busy machine?)`)
    }
    if (missed.length > 0) {
      console.log(`\nTargets missed:\n${missed.map((m) => `  - ${m}`).join('\n')}`)
      process.exitCode = 1
    } else {
      console.log(`\nTargets met: idle under ${TARGETS.idleMiB} MiB, peak under ${TARGETS.peakMiB} MiB.`)
    }
  } finally {
    await server.stop()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
