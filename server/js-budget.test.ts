// Issue 17 item 6 on the production build: the JavaScript every public page makes a browser
// download stays within 100 KB gzipped, and the public pages do not load React in the browser
// (decision 039): their own small scripts only. The account pages still do, and are over the
// budget: they are checked to be the only ones. `npm run size` prints the same measure.
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { publicPagePaths } from '../tests/support/public-pages'
import { isAccountPage, JS_BUDGET_BYTES, measurePageScripts, type PageScripts } from '../tests/support/page-scripts'
import { buildApp, startServing, type RunningServer } from '../tests/support/test-server'

let build: Awaited<ReturnType<typeof buildApp>>
let server: RunningServer
let pages: PageScripts[] = []

beforeAll(async () => {
  build = await buildApp()
  server = await startServing(build.dir)
  const paths = await publicPagePaths(server.origin)
  pages = await measurePageScripts(server.origin, [...paths, ...paths.map((page) => `/ur${page === '/' ? '' : page}`)], path.join(build.dir, 'client'))
}, 240_000)

afterAll(async () => {
  await server?.stop()
  build?.remove()
})

it('measures the public pages, in English and in Urdu', () => {
  expect(pages.map((page) => page.path)).toEqual(expect.arrayContaining(['/', '/contact', '/donation', '/ur', '/ur/contact', '/login']))
  expect(pages.length).toBeGreaterThan(30)
})

it('every public page but the account pages is within 100 KB and loads no React', () => {
  const others = pages.filter((page) => !isAccountPage(page.path))
  expect(others.filter((page) => page.hydrates).map((page) => page.path)).toEqual([])
  expect(others.filter((page) => page.bytes > JS_BUDGET_BYTES).map((page) => `${page.path}: ${page.bytes} B`)).toEqual([])
  // the home page, with the carousel, is the heaviest: its own scripts and Embla's
  const home = pages.find((page) => page.path === '/')!
  expect(home.bytes).toBeGreaterThan(5_000)
  expect(home.bytes).toBeLessThan(20_000)
})

it('the account pages are the ones that still load React', () => {
  const account = pages.filter((page) => isAccountPage(page.path))
  expect(account.length).toBeGreaterThan(0)
  expect(account.every((page) => page.hydrates)).toBe(true)
})
