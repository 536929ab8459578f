// `npm run size`: the JavaScript each public page makes a browser download (issue 17 item 6),
// read from the production build's route manifest: the entry, and the route modules of the page
// (root, the public layout, the page) with every chunk they import, each counted once, gzipped
// at level 9 as the server sends them. A page in Punjabi, Hindi or Urdu also loads its catalog.
// Prints a table (the largest chunks of the heaviest page under it) and exits with 1 when a page
// is over the budget (100 KB gzipped).
//   npm run size            (builds first)
//   BUILD_DIR=... tsx bench/js-size.ts
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { root } from '../tests/support/test-server'

const BUDGET_BYTES = 100 * 1000

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports?: string[] }
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> }

function readManifest(clientDir: string): Manifest {
  const assets = path.join(clientDir, 'assets')
  const file = fs.readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name))
  if (!file) throw new Error(`No route manifest in ${assets}: is this a production build?`)
  const source = fs.readFileSync(path.join(assets, file), 'utf8')
  return JSON.parse(source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '')) as Manifest
}

const gzipped = new Map<string, number>()
function gzippedSize(clientDir: string, asset: string): number {
  if (!gzipped.has(asset)) gzipped.set(asset, gzipSync(fs.readFileSync(path.join(clientDir, asset)), { level: 9 }).length)
  return gzipped.get(asset)!
}

/** The route and its parents, root first. */
function chain(manifest: Manifest, id: string): ManifestRoute[] {
  const route = manifest.routes[id]
  return route.parentId ? [...chain(manifest, route.parentId), route] : [route]
}

/** A public page's address, from its chain of paths. */
function address(routes: ManifestRoute[]): string {
  const parts = routes.map((route) => route.path ?? '').filter(Boolean)
  return `/${parts.join('/')}`.replace(/\/+/g, '/')
}

function main() {
  const buildDir = path.resolve(root, process.env.BUILD_DIR || 'build')
  const clientDir = path.join(buildDir, 'client')
  const manifest = readManifest(clientDir)
  const catalogs = Object.fromEntries(
    ['pa', 'hi', 'ur'].map((language) => [language, fs.readdirSync(path.join(clientDir, 'assets')).find((name) => new RegExp(`^${language}-[\\w-]+\\.js$`).test(name))]),
  )
  // the public pages: under the public layout, English ids only (the same pages under /pa, /hi, /ur share their modules)
  const pages = Object.values(manifest.routes).filter((route) => route.parentId === 'routes/site/layout' && !/^(pa|hi|ur):/.test(route.id))
  const rows = pages.map((page) => {
    const routes = chain(manifest, page.id)
    const assets = new Set([manifest.entry.module, ...manifest.entry.imports, ...routes.flatMap((route) => [route.module, ...(route.imports ?? [])])])
    const bytes = [...assets].reduce((sum, asset) => sum + gzippedSize(clientDir, asset), 0)
    const catalog = Math.max(...Object.values(catalogs).map((file) => (file ? gzippedSize(clientDir, `/assets/${file}`) : 0)))
    return { page: address(routes), id: page.id, assets, bytes, inLanguage: bytes + catalog }
  })
  rows.sort((a, b) => b.inLanguage - a.inLanguage)
  const kb = (bytes: number) => (bytes / 1000).toFixed(1)
  console.log(`JavaScript per public page, gzipped (budget ${kb(BUDGET_BYTES)} KB), build ${buildDir}\n`)
  console.log(['page'.padEnd(28), 'English'.padStart(9), 'with a catalog'.padStart(15)].join(''))
  for (const row of rows) console.log([row.page.padEnd(28), kb(row.bytes).padStart(9), kb(row.inLanguage).padStart(15)].join(''))
  const heaviest = rows[0]
  console.log(`\nThe largest chunks of ${heaviest.page}:`)
  for (const asset of [...heaviest.assets].sort((a, b) => gzippedSize(clientDir, b) - gzippedSize(clientDir, a)).slice(0, 10)) {
    console.log(`  ${kb(gzippedSize(clientDir, asset)).padStart(6)} KB  ${asset}`)
  }
  const over = rows.filter((row) => row.inLanguage > BUDGET_BYTES)
  if (over.length > 0) {
    console.log(`\nOver the budget: ${over.map((row) => `${row.page} (${kb(row.inLanguage)} KB)`).join(', ')}`)
    process.exitCode = 1
  } else console.log('\nEvery public page is within the budget.')
}

main()
