// `npm run size`: the JavaScript each public page makes a browser download (issue 17 item 6),
// gzipped as the server sends it, measured on the pages the build's server answers
// (tests/support/page-scripts.ts): every page of the sitemap, in every language, the pages
// for signing in and up (not in the sitemap), and a signed-in person's own pages (/account, its
// two-factor page: signed in as the admin the server is started with). Prints a table and the
// parts of the heaviest page, and exits with 1 when a page is over the budget (100 KB gzipped;
// 10 KB for the signed-in pages, decision 085).
//   npm run size            (builds first)
//   BUILD_DIR=... tsx bench/js-size.ts
import fs from 'node:fs'
import path from 'node:path'
import { sitemapPaths } from '../tests/support/lighthouse'
import { ACCOUNT_PAGES, JS_BUDGET_BYTES, SIGNED_IN_BUDGET_BYTES, SIGNED_IN_PAGES, measurePageScripts } from '../tests/support/page-scripts'
import { logInOverHttp, root, startServing, testPort } from '../tests/support/test-server'

// a free port of the test servers' range (tests/support/test-server.ts), so that this bench runs beside the tests
const PORT = testPort()
const ADMIN = { email: 'size@bench.test', password: 'size-bench-password-1234' }

async function main() {
  const buildDir = path.resolve(root, process.env.BUILD_DIR || 'build')
  if (!fs.existsSync(path.join(buildDir, 'server', 'index.js'))) throw new Error(`There is no build in ${buildDir}: run npm run build first (npm run size does).`)
  const origin = `http://127.0.0.1:${PORT}`
  const server = await startServing(buildDir, { PORT: String(PORT), SITE_URL: origin, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password })
  try {
    const pages = [...(await sitemapPaths(origin)), ...ACCOUNT_PAGES]
    const clientDir = path.join(buildDir, 'client')
    const cookie = await logInOverHttp(origin, ADMIN.email, ADMIN.password)
    const signedIn = await measurePageScripts(origin, SIGNED_IN_PAGES, clientDir, { cookie })
    const rows = [...(await measurePageScripts(origin, pages, clientDir)), ...signedIn].sort((a, b) => b.bytes - a.bytes)
    const kb = (bytes: number) => (bytes / 1000).toFixed(1)
    console.log(`JavaScript per public page, gzipped (budget ${kb(JS_BUDGET_BYTES)} KB), build ${buildDir}\n`)
    console.log(['page'.padEnd(36), 'React'.padEnd(7), 'KB'.padStart(7)].join(''))
    for (const row of rows) console.log([row.path.padEnd(36), (row.hydrates ? 'yes' : 'no').padEnd(7), kb(row.bytes).padStart(7)].join(''))
    const heaviest = rows[0]
    console.log(`\nThe parts of ${heaviest.path}, the heaviest page:`)
    for (const part of [...heaviest.parts].sort((a, b) => b.bytes - a.bytes)) console.log(`  ${kb(part.bytes).padStart(6)} KB  ${part.name}`)
    const over = [...rows.filter((row) => row.bytes > JS_BUDGET_BYTES), ...signedIn.filter((row) => row.bytes > SIGNED_IN_BUDGET_BYTES && row.bytes <= JS_BUDGET_BYTES)]
    if (over.length > 0) {
      console.log(`\nOver the budget: ${over.map((row) => `${row.path} (${kb(row.bytes)} KB)`).join(', ')}`)
      process.exitCode = 1
    } else console.log('\nEvery public page is within the budget.')
  } finally {
    await server.stop()
  }
}

await main()
