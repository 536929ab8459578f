// The JavaScript a page makes a browser download, gzipped at level 9 as the server sends it, read
// from the page the server answers: its inline scripts (not JSON-LD data), the scripts it loads,
// the modules it preloads and the libraries its scripts load when needed (`/scripts/...`, the
// carousel's Embla), each asset counted once a page. A page that loads React Router
// (the back office; the account pages until decision 085) in Punjabi, Hindi or Urdu also loads its
// language's catalog on the way; that catalog is counted too. Used by `npm run size`
// (bench/js-size.ts) and its budget test.
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export const JS_BUDGET_BYTES = 100 * 1000

/** A signed-in member's own pages, like the sign-in pages, send their own small scripts only (issue 40 item 4, decision 085). */
export const SIGNED_IN_BUDGET_BYTES = 10 * 1000

/**
 * The pages for signing in and up, a forgotten password and an invitation: public pages without
 * React in the browser like the others (decision 039), not in the sitemap, so `npm run size`
 * names them.
 */
export const ACCOUNT_PAGES = ['/login', '/register', '/forgot-password', '/reset-password', '/accept-invitation', '/pa/login', '/ur/register']

/** A signed-in person's own pages (decision 085): measured with a session (staff's, who see every part of them). */
export const SIGNED_IN_PAGES = ['/account', '/account/two-factor', '/ur/account', '/ur/account/two-factor']

export type PageScripts = { path: string; hydrates: boolean; bytes: number; parts: { name: string; bytes: number }[] }

const gzipped = (text: string | Buffer) => gzipSync(text, { level: 9 }).length

/**
 * The pages at `paths` of the server at `origin`, serving the build whose browser files are in
 * `clientDir`; with `cookie`, as the person whose session it is.
 */
export async function measurePageScripts(origin: string, paths: string[], clientDir: string, { cookie }: { cookie?: string } = {}): Promise<PageScripts[]> {
  // the catalogs are imported on the way, so the page does not name them: found by their names
  const assetNames = fs.readdirSync(path.join(clientDir, 'assets'))
  const catalogOf = (language: string) => assetNames.find((name) => new RegExp(`^${language}-[\\w-]+\\.js$`).test(name))
  const assets = new Map<string, number>()
  const assetSize = async (href: string) => {
    if (!assets.has(href)) {
      const response = await fetch(new URL(href, origin))
      if (!response.ok) throw new Error(`${href}: ${response.status}`)
      assets.set(href, gzipped(Buffer.from(await response.arrayBuffer())))
    }
    return assets.get(href)!
  }
  const results: PageScripts[] = []
  for (const page of paths) {
    // a page that is not one here (a redirect, a link that needs a token) is left out
    const response = await fetch(new URL(page, origin), { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} })
    if (response.status !== 200) continue
    const html = await response.text()
    const parts: { name: string; bytes: number }[] = []
    let inline = 0
    for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (/type="application\/ld\+json"/.test(attributes)) continue
      const src = attributes.match(/\ssrc="([^"]+)"/)?.[1]
      if (src) parts.push({ name: src, bytes: await assetSize(src) })
      else inline += gzipped(body)
    }
    if (inline > 0) parts.push({ name: '(inline scripts)', bytes: inline })
    const preloads = [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/gi)].map(([tag]) => tag.match(/href="([^"]+)"/)?.[1]).filter(Boolean) as string[]
    for (const href of new Set(preloads)) parts.push({ name: href, bytes: await assetSize(href) })
    const libraries = [...html.matchAll(/"(\/scripts\/[\w.-]+\.js)"/g)].map(([, href]) => href)
    for (const href of new Set(libraries)) parts.push({ name: `${href} (when needed)`, bytes: await assetSize(href) })
    const hydrates = preloads.length > 0
    const language = page.match(/^\/(pa|hi|ur)(\/|$)/)?.[1]
    const catalog = hydrates && language ? catalogOf(language) : undefined
    if (catalog) parts.push({ name: `/assets/${catalog}`, bytes: await assetSize(`/assets/${catalog}`) })
    results.push({ path: page, hydrates, bytes: parts.reduce((sum, part) => sum + part.bytes, 0), parts })
  }
  return results
}
