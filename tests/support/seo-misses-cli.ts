// The SEO check's second process (server/lighthouse-seo.test.ts): Lighthouse cannot run twice at
// once in one process, and a run spends most of its time in one Chromium process (a second of
// it benchmarking the machine), so the check measures half of the pages here, in a Chromium of
// its own, while the test measures the other half. Prints the pages under 100 as JSON.
//   node --import tsx tests/support/seo-misses-cli.ts http://127.0.0.1:4597 /about /blog ...
import { launchChromium, seoMisses } from './lighthouse'
import { TEST_BROWSER } from './test-browser'

const [origin, ...pages] = process.argv.slice(2)
const chrome = await launchChromium(TEST_BROWSER)
try {
  process.stdout.write(JSON.stringify(await seoMisses(origin, pages, chrome.port)))
} finally {
  chrome.kill()
}
