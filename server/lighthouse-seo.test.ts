// Issue 18: Lighthouse's SEO score stays 100 on every public page search engines are told of
// (every address of /sitemap.xml in English: pages kept out of it are noindex on purpose), and
// on each kind of page in Punjabi, Hindi and Urdu (every page without an id, and the first post,
// event and album). The production build, served as in production with SITE_URL, measured by
// the `lighthouse` package driving Debian's Chromium. SEO's audits (title, description, status,
// crawlable links and robots, canonical, hreflang, link text) do not depend on the network's or
// the CPU's speed, so the page is loaded without throttling; performance is measured apart, by
// `npm run lighthouse` (docs/performance.md).
import type { LaunchedChrome } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { PREFIXED_LANGUAGES, pathIn } from '~/i18n/languages'
import { launchChromium, sitemapPaths } from '../tests/support/lighthouse'
import { buildApp, startServing, type RunningServer } from '../tests/support/test-server'

const PORT = 4597
const origin = `http://127.0.0.1:${PORT}`

let build: Awaited<ReturnType<typeof buildApp>>
let server: RunningServer
let chrome: LaunchedChrome

beforeAll(async () => {
  build = await buildApp()
  // canonical and alternate links name the address Lighthouse visits, as SITE_URL does in production
  server = await startServing(build.dir, { PORT: String(PORT), SITE_URL: origin })
  chrome = await launchChromium()
}, 240_000)

afterAll(async () => {
  chrome?.kill()
  await server?.stop()
  build?.remove()
})

/** The English addresses of the sitemap, and each kind of page in the other languages. */
async function pagesToMeasure(): Promise<string[]> {
  const all = await sitemapPaths(origin)
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

test('Lighthouse SEO is 100 on every public page of the sitemap, in each language', async () => {
  const pages = await pagesToMeasure()
  expect(pages.length).toBeGreaterThan(30)
  const missed: string[] = []
  for (const page of pages) {
    const result = await lighthouse(`${origin}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['seo'],
      // no screenshot and no waiting for the page to settle after load: about 2 s a page instead of 6
      disableFullPageScreenshot: true,
      // nor a cleared cache and a blank page between pages: SEO's audits read the page, not its load
      disableStorageReset: true,
      skipAboutBlank: true,
      pauseAfterFcpMs: 0,
      pauseAfterLoadMs: 0,
      networkQuietThresholdMs: 0,
      cpuQuietThresholdMs: 0,
    })
    const lhr = result!.lhr
    const score = Math.round((lhr.categories.seo?.score ?? 0) * 100)
    if (score === 100) continue
    const failing = lhr.categories.seo.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 0) < 1)
      .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title}`)
    missed.push(`${page}: SEO ${score} (${failing.join('; ')})`)
  }
  expect(missed).toEqual([])
}, 600_000)
