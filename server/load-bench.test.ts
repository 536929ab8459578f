// A few seconds of the load bench (bench/load-bench.ts; `npm run bench:load` is the full run)
// on the real production server: public pages under several connections answer 2xx without an
// error, and contact-form submissions sent at the same moment, each from its own address, are
// each confirmed and stored exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatReport, missedTargets, runLoadBench } from '../bench/load-bench'
import { buildApp } from '../tests/support/test-server'

// The bench always runs the embedded database (a fresh data directory); with DATABASE_URL set
// (CI's second pass) it would only repeat the embedded pass.
describe.skipIf(process.env.DATABASE_URL)('the load bench, briefly', () => {
  let build: Awaited<ReturnType<typeof buildApp>>
  beforeAll(async () => {
    build = await buildApp()
  }, 180_000)
  afterAll(() => build?.remove())

  it('serves public pages with no error and stores every concurrent contact message exactly once', async () => {
    // a generous timeout: `npm test` runs this beside every other test file on the same cores,
    // and the point here is correctness under concurrency (the speed is npm run bench:load's)
    const report = await runLoadBench(build.dir, { durationSeconds: 3, connections: 5, submissions: 25, timeoutSeconds: 60 })
    const table = formatReport(report)
    expect(missedTargets(report), table).toEqual([])
    expect(report.pages.requests).toBeGreaterThan(0)
    expect(report.pages.paths).toEqual(expect.arrayContaining(['/', '/about', '/blog', '/events', '/gallery', '/team', '/contact']))
    expect(report.form.statuses).toEqual({ 302: 25 })
    expect(report.form.storedOnce).toBe(25)
    expect(report.form.rowsStored).toBe(25)
    expect(table).toMatch(/req\/s\s+p50 ms\s+p99 ms\s+errors\s+non-2xx\s+rows stored/)
  }, 180_000)
})
