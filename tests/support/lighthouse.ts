// What `npm run lighthouse` (bench/lighthouse.ts) and the SEO check (server/lighthouse-seo.test.ts)
// share: Debian's Chromium started for Lighthouse, and the pages search engines are told of.
import * as chromeLauncher from 'chrome-launcher'

/** Headless Chromium (CHROMIUM_PATH, else Debian's), with the flags this machine needs. */
export function launchChromium(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  })
}

/** Every path in the site's /sitemap.xml (pages kept out of it are noindex). */
export async function sitemapPaths(origin: string): Promise<string[]> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text()
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname)
}
