// What `npm run lighthouse` (bench/lighthouse.ts) and the SEO check (server/lighthouse-seo.test.ts)
// share: Debian's Chromium started for Lighthouse, and the pages search engines are told of;
// and the SEO check's measure of a list of pages.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Config } from 'lighthouse'
import defaultConfig from 'lighthouse/core/config/default-config.js'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'

/**
 * Headless Chromium with the flags this machine needs: by default the full browser (CHROMIUM_PATH,
 * else Debian's), which performance is measured in; the SEO check passes the tests' browser.
 */
export function launchChromium(chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium', extraFlags: string[] = []): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', ...extraFlags],
  })
}

/** Every path in the site's /sitemap.xml (pages kept out of it are noindex). */
export async function sitemapPaths(origin: string): Promise<string[]> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text()
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname)
}

/**
 * Lighthouse's own SEO category, its audits and their groups, and nothing else: with the default
 * configuration and `onlyCategories`, every run resolved and checked all of Lighthouse's 150-odd
 * audits (their messages formatted one by one) before leaving out the others, about a second of
 * CPU a page. The same audits and weights give the same score; Lighthouse gathers only the
 * artifacts these audits read.
 */
function seoOnlyConfig(): Config {
  const seo = defaultConfig.categories!.seo
  const ids = new Set(seo.auditRefs.map((ref) => ref.id))
  const audits = defaultConfig.audits!.filter((audit) => typeof audit === 'string' && ids.has(audit.split('/').at(-1)!))
  if (audits.length !== ids.size) throw new Error(`Lighthouse's SEO audits not all found in its default configuration: ${[...ids].join(', ')}`)
  const groups = Object.fromEntries(Object.entries(defaultConfig.groups!).filter(([id]) => seo.auditRefs.some((ref) => ref.group === id)))
  return { artifacts: defaultConfig.artifacts, audits, groups, categories: { seo } }
}

/**
 * Lighthouse's SEO category on each page, in the Chromium listening on `chromePort`: a line for
 * each page under 100, naming the audits that cost it points. SEO's audits (title, description,
 * status, crawlable links and robots, canonical, hreflang, link text) do not depend on the
 * network's or the CPU's speed, so the page is loaded without throttling or waiting for it to
 * settle. One run at a time in a process: Lighthouse keeps its timings in globals.
 */
export async function seoMisses(origin: string, pages: string[], chromePort: number): Promise<string[]> {
  skipMachineBenchmark()
  const missed: string[] = []
  const config = seoOnlyConfig()
  for (const page of pages) {
    const result = await lighthouse(`${origin}${page}`, {
      port: chromePort,
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
    }, config)
    const lhr = result!.lhr
    const score = Math.round((lhr.categories.seo?.score ?? 0) * 100)
    if (score === 100) continue
    const failing = lhr.categories.seo.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 0) < 1)
      .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title}`)
    missed.push(`${page}: SEO ${score} (${failing.join('; ')})`)
  }
  return missed
}

/**
 * Before every run Lighthouse times a CPU benchmark in the page for a second (its BenchmarkIndex,
 * which only performance audits read): for the SEO check, where it was half of each page's
 * time, the page answers a fixed index at once. Not for `npm run lighthouse`, which measures
 * performance.
 */
function skipMachineBenchmark() {
  pageFunctions.computeBenchmarkIndex = () => 1000
}
