// Issue 18: Lighthouse's SEO score stays 100 on every public page search engines are told of
// (every address of /sitemap.xml in English: pages kept out of it are noindex on purpose), and
// on each kind of page in Punjabi, Hindi and Urdu (every page without an id, and the first post,
// event and album). The production build, served as in production with SITE_URL, measured by
// the `lighthouse` package driving the tests' browser (tests/support/test-browser.ts), half the
// pages in a second process at the same time (seoMisses in tests/support/lighthouse.ts);
// performance is measured apart, by `npm run lighthouse` (docs/performance.md).
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import type { LaunchedChrome } from 'chrome-launcher'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { PREFIXED_LANGUAGES, pathIn } from '~/i18n/languages'
import { launchChromium, seoMisses, sitemapPaths } from '../tests/support/lighthouse'
import { TEST_BROWSER } from '../tests/support/test-browser'
import { buildApp, root, startServing, type RunningServer } from '../tests/support/test-server'

const execFileAsync = promisify(execFile)

const PORT = 4597
const origin = `http://127.0.0.1:${PORT}`

let build: Awaited<ReturnType<typeof buildApp>>
let server: RunningServer
let chrome: LaunchedChrome

beforeAll(async () => {
  build = await buildApp()
  // canonical and alternate links name the address Lighthouse visits, as SITE_URL does in production
  server = await startServing(build.dir, { PORT: String(PORT), SITE_URL: origin })
  chrome = await launchChromium(TEST_BROWSER)
}, 240_000)

afterAll(async () => {
  chrome?.kill()
  await server?.stop()
  build?.remove()
})

/** The English addresses of the sitemap, and each kind of page in the other languages. */
async function pagesToMeasure(): Promise<string[]> {
  // the sitemap lists the feeds and calendars too (issue 39 item 3): Lighthouse measures web pages
  const all = (await sitemapPaths(origin)).filter((path) => !/\.(xml|ics)$/.test(path))
  const english = all.filter((path) => !/^\/(pa|hi|ur)(\/|$)/.test(path))
  // one page of each kind with an id (/blogdetail/3): the first of each
  const kinds = new Map<string, string>()
  for (const path of english) {
    const kind = path.replace(/\d+/g, ':id')
    if (!kinds.has(kind)) kinds.set(kind, path)
  }
  const others = PREFIXED_LANGUAGES.flatMap((language) => [...kinds.values()].map((path) => pathIn(language, path)))
  for (const path of others) expect(all, `${path} is in the sitemap`).toContain(path)
  return [...english, ...others]
}

/** seoMisses for `pages` in a second process (tests/support/seo-misses-cli.ts). */
async function seoMissesInAnotherProcess(pages: string[]): Promise<string[]> {
  const { stdout } = await execFileAsync(process.execPath, ['--import', 'tsx', path.join(root, 'tests/support/seo-misses-cli.ts'), origin, ...pages], {
    cwd: root,
    maxBuffer: 16 * 1024 * 1024,
  })
  return JSON.parse(stdout) as string[]
}

test('Lighthouse SEO is 100 on every public page of the sitemap, in each language', async () => {
  const pages = await pagesToMeasure()
  expect(pages.length).toBeGreaterThan(30)
  // half here and half in a second process at the same time: one Lighthouse run keeps about one of two cores busy
  const [here, there] = await Promise.all([
    seoMisses(origin, pages.filter((_, i) => i % 2 === 0), chrome.port),
    seoMissesInAnotherProcess(pages.filter((_, i) => i % 2 === 1)),
  ])
  expect([...here, ...there]).toEqual([])
}, 600_000)
