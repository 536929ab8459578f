// `npm run lighthouse`: Lighthouse (mobile, simulated slow 4G and a slow phone's CPU) on the
// production build in BUILD_DIR (default build/, which the npm script builds first), driving
// Debian's Chromium. Every page of the sitemap (what search engines may index), with the demo content:
// prints performance, accessibility, best practices and SEO, and LCP, and exits with 1 when a
// page misses a target (issue 17: performance 98, the others 100).
//   npm run lighthouse -- --only /,/contact
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import lighthouse from 'lighthouse'
import { launchChromium, sitemapPaths } from '../tests/support/lighthouse'
import { root, startServing } from '../tests/support/test-server'

const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } as const
type Category = keyof typeof TARGETS
const CATEGORIES = Object.keys(TARGETS) as Category[]
const PORT = 4599

async function main() {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { only: { type: 'string' } } })
  const buildDir = path.resolve(root, process.env.BUILD_DIR || 'build')
  if (!fs.existsSync(path.join(buildDir, 'server', 'index.js'))) {
    throw new Error(`There is no build in ${buildDir}: run npm run build first (npm run lighthouse does).`)
  }
  const origin = `http://127.0.0.1:${PORT}`
  // canonical links name the address Lighthouse visits, as SITE_URL does in production
  const server = await startServing(buildDir, { PORT: String(PORT), SITE_URL: origin })
  const chrome = await launchChromium()
  try {
    const pages = values.only ? values.only.split(',') : await sitemapPaths(origin)
    console.log(`Lighthouse ${lighthouseVersion()} (mobile) on ${pages.length} pages of ${origin}, Chromium at ${chrome.port}\n`)
    const rows: string[][] = []
    const missed: string[] = []
    for (const page of pages) {
      const result = await lighthouse(`${origin}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES })
      const lhr = result!.lhr
      const scores = CATEGORIES.map((category) => Math.round((lhr.categories[category]?.score ?? 0) * 100))
      const lcp = lhr.audits['largest-contentful-paint']?.displayValue ?? '-'
      rows.push([page, ...scores.map(String), lcp])
      CATEGORIES.forEach((category, index) => {
        if (scores[index] >= TARGETS[category]) return
        const failing = Object.values(lhr.audits)
          .filter((audit) => lhr.categories[category].auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0) && audit.score !== null && audit.score < 1)
          .map((audit) => audit.id)
        missed.push(`${page}: ${category} ${scores[index]} < ${TARGETS[category]} (${failing.join(', ')})`)
      })
    }
    console.log(table(['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP'], rows))
    if (missed.length > 0) {
      console.log(`\nTargets missed:\n${missed.map((line) => `  - ${line}`).join('\n')}`)
      process.exitCode = 1
    } else {
      console.log('\nEvery page meets every target.')
    }
  } finally {
    chrome.kill()
    await server.stop()
  }
}

function lighthouseVersion() {
  return (JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }).version
}

function table(header: string[], rows: string[][]) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)))
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ')
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n')
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
