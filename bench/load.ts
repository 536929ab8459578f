// `npm run bench:load`: the load bench (bench/load-bench.ts) on the production build in BUILD_DIR
// (default build/, which the npm script builds first). Prints the numbers as a table and exits
// with 1 when a target is missed.
//   npm run bench:load -- --duration 20 --connections 50 --submissions 200
// or BENCH_DURATION, BENCH_CONNECTIONS, BENCH_SUBMISSIONS in the environment.
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { FULL_RUN, formatReport, missedTargets, runLoadBench, type LoadOptions } from './load-bench'
import { root } from '../tests/support/test-server'

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number of 1 or more (got ${value})`)
  return number
}

function options(argv: string[]): LoadOptions {
  const { values } = parseArgs({
    args: argv,
    options: { duration: { type: 'string' }, connections: { type: 'string' }, submissions: { type: 'string' } },
  })
  return {
    durationSeconds: positiveInteger('--duration', values.duration ?? process.env.BENCH_DURATION, FULL_RUN.durationSeconds),
    connections: positiveInteger('--connections', values.connections ?? process.env.BENCH_CONNECTIONS, FULL_RUN.connections),
    submissions: positiveInteger('--submissions', values.submissions ?? process.env.BENCH_SUBMISSIONS, FULL_RUN.submissions),
    homeComparison: FULL_RUN.homeComparison,
    crowd: FULL_RUN.crowd,
  }
}

async function main() {
  const chosen = options(process.argv.slice(2))
  const buildDir = path.resolve(root, process.env.BUILD_DIR || 'build')
  if (!fs.existsSync(path.join(buildDir, 'server', 'index.js'))) {
    throw new Error(`There is no build in ${buildDir}: run npm run build first (npm run bench:load does).`)
  }
  console.log(
    `Load bench: public pages with ${chosen.connections} connections for ${chosen.durationSeconds} s, ` +
      `then ${chosen.submissions} contact-form submissions at once (production build, 127.0.0.1, fresh data directory)\n`,
  )
  const report = await runLoadBench(buildDir, chosen)
  console.log(formatReport(report))
  const missed = missedTargets(report)
  if (missed.length > 0) {
    console.log(`\nTargets missed:\n${missed.map((m) => `  - ${m}`).join('\n')}`)
    process.exitCode = 1
  } else {
    console.log('\nEvery target met: no errors, only 2xx pages, every message stored exactly once.')
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
