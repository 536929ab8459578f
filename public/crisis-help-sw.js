// Crisis help without a connection, kept on a phone only because its owner pressed "Keep crisis
// help on this phone" on /crisis-help (app/routes/site/crisis-help.tsx registers this worker;
// docs/decisions/071-crisis-help-offline-by-choice.md). It keeps the crisis help page in the four
// languages and the files those pages use (style sheet, fonts, icon), nothing else. Online, every
// request goes to the site as if this worker were not here; offline, any page of the site shows
// the crisis help page in the language of its address. Removed by "Remove from this phone" on the
// quick exit page, or by deleting the site's data in the browser.
const CACHE = 'crisis-help'
const PAGES = ['/crisis-help', '/pa/crisis-help', '/hi/crisis-help', '/ur/crisis-help']
// the files a kept page names that it needs to look right: the style sheet, fonts, the icon
const ASSET = /(?:href|src)="(\/(?:assets\/[\w.-]+\.(?:css|woff2)|favicon\.svg))"/g
const FONT = /url\(["']?(\/assets\/[\w.-]+\.woff2)["']?\)/g

/** Fetches the four pages and their files, and only then puts them in the cache, all at once. */
async function keep() {
  const kept = []
  const assets = new Set()
  for (const path of PAGES) {
    // no cookies: the page as anyone gets it, never a redirect to a chosen language
    const response = await fetch(path, { credentials: 'omit', cache: 'no-store' })
    if (!response.ok || response.redirected) throw new Error(`${path}: ${response.status}`)
    const html = await response.clone().text()
    for (const [, asset] of html.matchAll(ASSET)) assets.add(asset)
    kept.push([path, response])
  }
  // the style sheet names the fonts of the three scripts (a Set grows while it is walked)
  for (const asset of assets) {
    const response = await fetch(asset, { credentials: 'omit' })
    if (!response.ok) throw new Error(`${asset}: ${response.status}`)
    if (asset.endsWith('.css')) for (const [, font] of (await response.clone().text()).matchAll(FONT)) assets.add(font)
    kept.push([asset, response])
  }
  await caches.delete(CACHE)
  const cache = await caches.open(CACHE)
  await Promise.all(kept.map(([path, response]) => cache.put(path, response)))
}

self.addEventListener('install', (event) => {
  event.waitUntil(keep().then(() => self.skipWaiting()))
})

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})

/** The kept page in the language of an address (/ur/about: Urdu), else in English. */
async function keptPage(pathname) {
  const language = /^\/(pa|hi|ur)(?:\/|$)/.exec(pathname)?.[1]
  const cache = await caches.open(CACHE)
  return (await cache.match(language ? `/${language}/crisis-help` : '/crisis-help', { ignoreVary: true })) ?? Response.error()
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (request.method !== 'GET' || url.origin !== self.location.origin) return
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).then(
        (response) => {
          // a visit to the crisis help page online keeps its newest words
          if (response.ok && PAGES.includes(url.pathname)) event.waitUntil(keep().catch(() => undefined))
          return response
        },
        () => keptPage(url.pathname),
      ),
    )
    return
  }
  // the kept page's own files, offline; the network first, so that nothing online is ever stale
  if (/^\/(?:assets\/[\w.-]+\.(?:css|woff2)|favicon\.svg)$/.test(url.pathname)) {
    event.respondWith(fetch(request).catch(async () => (await caches.match(url.pathname, { ignoreVary: true })) ?? Response.error()))
  }
})
