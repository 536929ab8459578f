// `npm run bench:render`: what one page costs the server to render, the page cache off (issue 17
// item 5: home under 10 ms with one client; issue 40 goal 3: at most 5 ms of server time at the
// median). The production build in BUILD_DIR (default build/, which the npm script builds first)
// with the demo content on the embedded database; one client asks for each page in turn, with a
// phone's Accept-Encoding (so brotli; --accept-encoding gzip for gzip), after a warm-up: 3,000
// requests over the pages by default, as a server that has been up a while has answered, then 50
// of each page. Beside each page's client-side times it prints the server's CPU time
// per request (all its threads, from Linux's schedstat) and its median, which a machine shared
// with other work blurs far less than the times. With --against DIR a second build is served
// beside the first and the requests alternate between them: a comparison that holds on a busy
// machine. With --profile DIR the (first) server writes a V8 CPU profile there when it stops
// (open it in Chrome's DevTools, Performance tab). With --first-render the page cache is on and
// each request is a page's first render: an address the cache has not seen (a `_routes` value of
// its own, which the cache keeps apart), rendered, compressed and kept before it is sent.
//   npm run bench:render -- --requests 300 --pages /,/about --profile /tmp/profiles
//   BUILD_DIR=build-new npx tsx bench/render.ts --against build-old --pages /
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { root, startServing } from '../tests/support/test-server'

const PAGES = ['/', '/about', '/blog', '/BlogDetail/1', '/events', '/GalleryDetail/1', '/contact', '/ur']
const WARM_UP = 50
// a server that has been up a while has compiled its hot code: V8 keeps optimizing for the first
// few thousand requests, on its own threads, about 2 ms of CPU a request here after 100 requests
// and 0.3 ms after 4,000, which a short warm-up would count as the page's cost
const SERVER_WARM_UP = 3000
// what Chrome and Safari on a phone send: the server answers with brotli
const BROWSERS_ENCODINGS = 'gzip, deflate, br, zstd'

async function timeOne(url: string, acceptEncoding: string): Promise<number> {
  const start = performance.now()
  const response = await fetch(url, { headers: { 'Accept-Encoding': acceptEncoding } })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${url}: status ${response.status}`)
  return performance.now() - start
}

/**
 * The CPU time a process has used so far, in ms with nanosecond precision: the sum over its
 * threads of the first field of /proc/PID/task/TID/schedstat (time on a CPU), so the main thread
 * (JavaScript, React's render) and the others (the garbage collector's helpers, libuv's pool
 * that compresses) both count; `main` is the main thread's alone. Time spent waiting for a core
 * that another process holds is not in it, so it stays meaningful on a shared machine where the
 * wall-clock figures are not (though a busy machine still slows a core's caches). Null where
 * Linux's schedstat is missing. Per thread, by thread id.
 */
function cpuOf(pid: number | undefined): Map<string, number> | null {
  try {
    const threads = new Map<string, number>()
    for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
      try {
        threads.set(tid, Number(fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]) / 1e6)
      } catch {
        // a thread that ended between the listing and the read
      }
    }
    return threads.size && [...threads.values()].some((ns) => ns > 0) ? threads : null
  } catch {
    return null
  }
}

/** The CPU time between two readings, of all threads and of the main one (a thread that ended meanwhile is left out). */
function cpuBetween(pid: number | undefined, before: Map<string, number>, after: Map<string, number>): { total: number; main: number } {
  let total = 0
  for (const [tid, ms] of after) total += ms - (before.get(tid) ?? 0)
  const main = (after.get(String(pid)) ?? 0) - (before.get(String(pid)) ?? 0)
  return { total, main }
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
}

type Server = Awaited<ReturnType<typeof startServing>>
type Figures = { times: number[]; cpu: number[]; mainCpu: number[] }

/** One request to `server`, its client-side time and the server's CPU time around it. */
let firstRenders = 0

/** `page`, or with --first-render an address of it that the page cache has not kept yet. */
function addressOf(page: string, firstRender: boolean): string {
  return firstRender ? `${page}${page.includes('?') ? '&' : '?'}_routes=first-${++firstRenders}` : page
}

async function measureOne(server: Server, page: string, acceptEncoding: string, figures: Figures, firstRender: boolean) {
  // the server's CPU time from just before a request is sent to just after its answer is read
  // (what the server does between requests, little when one client waits for each answer,
  // falls into the next one's): the median is the figure of issue 40 goal 3
  const before = cpuOf(server.child.pid)
  figures.times.push(await timeOne(`${server.origin}${addressOf(page, firstRender)}`, acceptEncoding))
  const after = cpuOf(server.child.pid)
  if (before && after) {
    const used = cpuBetween(server.child.pid, before, after)
    figures.cpu.push(used.total)
    figures.mainCpu.push(used.main)
  }
}

function row(name: string, { times, cpu, mainCpu }: Figures): string {
  for (const list of [times, cpu, mainCpu]) list.sort((a, b) => a - b)
  const ms = (value: number) => `${value.toFixed(1)} ms`
  const mean = (list: number[]) => list.reduce((sum, t) => sum + t, 0) / list.length
  const cpuColumns = cpu.length ? [ms(quantile(cpu, 0.5)), ms(mean(cpu)), ms(quantile(mainCpu, 0.5))] : ['-', '-', '-']
  return `| ${[name, ms(mean(times)), ms(quantile(times, 0.5)), ms(quantile(times, 0.9)), ...cpuColumns].join(' | ')} |`
}

async function main() {
  const { values } = parseArgs({
    options: { requests: { type: 'string' }, 'warm-up': { type: 'string' }, 'accept-encoding': { type: 'string' }, pages: { type: 'string' }, profile: { type: 'string' }, against: { type: 'string' }, 'first-render': { type: 'boolean' } },
  })
  const requests = Number(values.requests ?? 200)
  if (!Number.isInteger(requests) || requests < 1) throw new Error('--requests must be a whole number of 1 or more')
  const warmUp = Number(values['warm-up'] ?? SERVER_WARM_UP)
  if (!Number.isInteger(warmUp) || warmUp < 0) throw new Error('--warm-up must be a whole number of 0 or more')
  const acceptEncoding = values['accept-encoding'] ?? BROWSERS_ENCODINGS
  const pages = values.pages ? values.pages.split(',') : PAGES
  const buildDir = path.resolve(root, process.env.BUILD_DIR || 'build')
  const profile = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values.profile)}`] : []
  const firstRender = values['first-render'] ?? false
  const settings = { PAGE_CACHE_MB: firstRender ? '32' : '0', DEMO_CONTENT: 'on' }
  const servers: { name: string; server: Server }[] = []
  try {
    servers.push({ name: '', server: await startServing(buildDir, settings, undefined, profile) })
    // --against DIR: another build (inside the project, so that it finds node_modules) served
    // beside this one, the requests alternating between the two, so that both pay the same for
    // whatever else the machine is doing: a fair comparison on a shared machine
    if (values.against) servers.push({ name: ` (${values.against})`, server: await startServing(path.resolve(root, values.against), settings) })
    if (servers.length > 1) servers[0].name = ` (${path.relative(root, buildDir) || buildDir})`
    const cache = firstRender ? 'page cache on, each answer a first render' : 'page cache off'
    console.log(`One client, ${cache}, ${requests} requests a page after ${WARM_UP} to warm up (Accept-Encoding: ${acceptEncoding})`)
    console.log(`Each server first answers ${warmUp} requests over these pages in turn, as one that has been up a while has done`)
    for (let i = 0; i < warmUp; i++) for (const { server } of servers) await timeOne(`${server.origin}${addressOf(pages[i % pages.length], firstRender)}`, acceptEncoding)
    if (servers.length > 1) console.log('Two builds side by side, one request to each in turn')
    // the client's time includes its own work and the wait for a core; the server's CPU time is what the page costs it
    console.log('\n| page | mean | p50 | p90 | server CPU p50 | server CPU mean | main thread CPU p50 |\n|---|---|---|---|---|---|---|')
    for (const page of pages) {
      for (const { server } of servers) for (let i = 0; i < WARM_UP; i++) await timeOne(`${server.origin}${addressOf(page, firstRender)}`, acceptEncoding)
      const figures = servers.map((): Figures => ({ times: [], cpu: [], mainCpu: [] }))
      for (let i = 0; i < requests; i++) {
        // each first in turn, so that neither always follows the other
        for (let k = 0; k < servers.length; k++) {
          const which = (i + k) % servers.length
          await measureOne(servers[which].server, page, acceptEncoding, figures[which], firstRender)
        }
      }
      servers.forEach(({ name }, k) => console.log(row(page + name, figures[k])))
    }
  } finally {
    for (const { server } of servers) await server.stop()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
