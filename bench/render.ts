// `npm run bench:render`: what one page costs the server to render, the page cache off (issue 17
// item 5: home under 10 ms with one client). The production build in BUILD_DIR (default build/,
// which the npm script builds first) with the demo content on the embedded database; one client
// asks for each page in turn, gzip accepted, after a warm-up. With --profile DIR the server
// writes a V8 CPU profile there when it stops (open it in Chrome's DevTools, Performance tab).
//   npm run bench:render -- --requests 300 --pages /,/about --profile /tmp/profiles
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { root, startServing } from '../tests/support/test-server'

const PAGES = ['/', '/about', '/blog', '/BlogDetail/1', '/events', '/GalleryDetail/1', '/contact', '/ur']
const WARM_UP = 50

async function timeOne(url: string): Promise<number> {
  const start = performance.now()
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${url}: status ${response.status}`)
  return performance.now() - start
}

/** The CPU time the process has used so far, in ms (Linux's /proc; null elsewhere). */
function cpuMs(pid: number | undefined): number | null {
  try {
    // fields 14 and 15 (after the name in parentheses): user and system time, in clock ticks of 10 ms
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return null
  }
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
}

async function main() {
  const { values } = parseArgs({ options: { requests: { type: 'string' }, pages: { type: 'string' }, profile: { type: 'string' } } })
  const requests = Number(values.requests ?? 200)
  if (!Number.isInteger(requests) || requests < 1) throw new Error('--requests must be a whole number of 1 or more')
  const buildDir = path.resolve(root, process.env.BUILD_DIR || 'build')
  const profile = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values.profile)}`] : []
  const server = await startServing(buildDir, { PAGE_CACHE_MB: '0', DEMO_CONTENT: 'on' }, undefined, profile)
  try {
    console.log(`One client, page cache off, ${requests} requests a page after ${WARM_UP} to warm up (gzip accepted)\n`)
    // the client's time includes its own work and the wait for a core; the server's CPU time is what the page costs it
    console.log('| page | mean | p50 | p90 | server CPU a page |\n|---|---|---|---|---|')
    for (const page of values.pages ? values.pages.split(',') : PAGES) {
      for (let i = 0; i < WARM_UP; i++) await timeOne(`${server.origin}${page}`)
      const times: number[] = []
      const cpuBefore = cpuMs(server.child.pid)
      for (let i = 0; i < requests; i++) times.push(await timeOne(`${server.origin}${page}`))
      const cpuAfter = cpuMs(server.child.pid)
      const cpu = cpuBefore === null || cpuAfter === null ? '-' : `${((cpuAfter - cpuBefore) / requests).toFixed(1)} ms`
      times.sort((a, b) => a - b)
      const mean = times.reduce((sum, t) => sum + t, 0) / times.length
      console.log(`| ${page} | ${mean.toFixed(1)} ms | ${quantile(times, 0.5).toFixed(1)} ms | ${quantile(times, 0.9).toFixed(1)} ms | ${cpu} |`)
    }
  } finally {
    await server.stop()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
