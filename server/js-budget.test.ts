// Issue 17 item 6 on the production build: the JavaScript every public page makes a browser
// download stays within 100 KB gzipped, and the public pages, those for signing in and up among
// them, do not load React in the browser (decision 039): their own small scripts only. Neither do
// a signed-in person's own pages, /account and its two-factor page, which stay within 10 KB
// (issue 40 item 4, decision 085). `npm run size` prints the same measure.
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { publicPagePaths } from '../tests/support/public-pages'
import { JS_BUDGET_BYTES, SIGNED_IN_BUDGET_BYTES, SIGNED_IN_PAGES, measurePageScripts, type PageScripts } from '../tests/support/page-scripts'
import { buildApp, logInOverHttp, startServing, type RunningServer } from '../tests/support/test-server'

const ADMIN = { email: 'budget@test.test', password: 'budget-test-password-1234' }

let build: Awaited<ReturnType<typeof buildApp>>
let server: RunningServer
let pages: PageScripts[] = []
let signedIn: PageScripts[] = []

beforeAll(async () => {
  build = await buildApp()
  server = await startServing(build.dir, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password })
  const paths = await publicPagePaths(server.origin)
  const clientDir = path.join(build.dir, 'client')
  pages = await measurePageScripts(server.origin, [...paths, ...paths.map((page) => `/ur${page === '/' ? '' : page}`)], clientDir)
  // staff see every part of the account page (the two-factor section too)
  const cookie = await logInOverHttp(server.origin, ADMIN.email, ADMIN.password)
  signedIn = await measurePageScripts(server.origin, SIGNED_IN_PAGES, clientDir, { cookie })
}, 240_000)

afterAll(async () => {
  await server?.stop()
  build?.remove()
})

it('measures the public pages, in English and in Urdu, the sign-in pages among them', () => {
  const paths = pages.map((page) => page.path)
  expect(paths).toEqual(expect.arrayContaining(['/', '/contact', '/donation', '/ur', '/ur/contact']))
  expect(paths).toEqual(
    expect.arrayContaining(['/login', '/register', '/forgot-password', '/reset-password', '/accept-invitation', '/ur/login', '/ur/register']),
  )
  expect(pages.length).toBeGreaterThan(30)
})

it('every public page is within 100 KB and loads no React', () => {
  expect(pages.filter((page) => page.hydrates).map((page) => page.path)).toEqual([])
  expect(pages.filter((page) => page.bytes > JS_BUDGET_BYTES).map((page) => `${page.path}: ${page.bytes} B`)).toEqual([])
  // the home page, with the carousel, is the heaviest: its own scripts and Embla's
  const home = pages.find((page) => page.path === '/')!
  expect(home.bytes).toBeGreaterThan(5_000)
  expect(home.bytes).toBeLessThan(20_000)
  // the sign-in page's scripts: the busy button, the offline message and the password toggle
  const login = pages.find((page) => page.path === '/login')!
  expect(login.bytes).toBeGreaterThan(500)
  expect(login.bytes).toBeLessThan(5_000)
})

it('a signed-in person\'s own pages, in English and in Urdu, load no React and stay within 10 KB', () => {
  // every one of them answered (a redirect to log in would leave it out)
  expect(signedIn.map((page) => page.path)).toEqual(['/account', '/account/two-factor', '/ur/account', '/ur/account/two-factor'])
  expect(signedIn.filter((page) => page.hydrates).map((page) => page.path)).toEqual([])
  // their own scripts only: nothing from /assets/ (React Router, React DOM, Conform, zod)
  expect(signedIn.flatMap((page) => page.parts.map((part) => part.name)).filter((name) => name.startsWith('/assets/'))).toEqual([])
  expect(signedIn.filter((page) => page.bytes > SIGNED_IN_BUDGET_BYTES).map((page) => `${page.path}: ${page.bytes} B`)).toEqual([])
  // the account page's scripts: two busy buttons and four password toggles, besides the quick exit and the menu
  expect(signedIn.find((page) => page.path === '/account')!.bytes).toBeGreaterThan(1_000)
})
