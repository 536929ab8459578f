import fs from 'node:fs'
import lighthouse from 'lighthouse'
import { launchChromium } from '/work/main/tests/support/lighthouse'
import { startHttpsFront } from '/work/main/bench/https-front'
import { startServing } from '/work/main/tests/support/test-server'
const page = process.argv[2] ?? '/'
const server = await startServing('/work/main/build', { PORT: '4599', SITE_URL: 'https://127.0.0.1:4643', TRUST_PROXY: 'on' })
const front = await startHttpsFront(4643, 4599)
const chrome = await launchChromium(undefined, ['--ignore-certificate-errors', ...(process.env.EXTRA ?? '').split(' ').filter(Boolean)])
try {
  await fetch('http://127.0.0.1:4599' + page)
  const result = await lighthouse('https://127.0.0.1:4643' + page, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  const trace = (result!.artifacts as any).Trace
  fs.writeFileSync('/tmp/lhx/trace.json', JSON.stringify(trace))
  const a = result!.lhr.audits
  console.log('TBT', a['total-blocking-time'].numericValue, 'LCP', a['largest-contentful-paint'].numericValue, JSON.stringify(a['long-tasks']?.details?.items?.map((x: any) => [x.url.slice(-20), Math.round(x.startTime), x.duration])))
} finally { chrome.kill(); await front.stop(); await server.stop() }
