// `npm test` and `npm run test:changed`: the test stages, each announced and timed as it goes, and
// a table of the times at the end (also when a stage fails), so that whoever runs them sees
// progress and where the time goes (issue 42).
//
//   npm test                                   unit and server tests beside the browser tests
//   npm run test:changed                       the unit and server test files related to what the
//                                              working tree changed (Vitest's --changed)
//   npm run test:changed -- tests/e2e/x.spec.ts   the same, then that browser spec
//
// `npm test` runs the browser tests beside the unit and server tests, not after them: those leave
// part of two cores idle while their tests wait for the servers and processes they start, and the
// browser tests fill it (decision 087). Each line says which it comes from. The same settings as
// CI's (`.ci/run`): nothing here makes a local run do more work.
import { spawn } from 'node:child_process'
import readline from 'node:readline'
import { TEST_BROWSER } from './support/test-browser'

type Stage = { name: string; label: string; command: string[] }

const args = process.argv.slice(2)
const changedOnly = args[0] === '--changed'
const specs = args.filter((arg) => !arg.startsWith('--'))

const npx = (...command: string[]) => ['npx', ...command]

const vitest: Stage = { name: 'unit and server tests (Vitest)', label: 'unit', command: npx('vitest', 'run') }
const build: Stage = { name: 'build for the browser tests (reused when the sources have not changed)', label: 'build', command: npx('tsx', 'tests/e2e/build.ts') }
const browser: Stage = { name: 'browser tests (Playwright)', label: 'browser', command: npx('playwright', 'test') }

// Chains run side by side; the stages of a chain one after another.
const chains: Stage[][] = changedOnly
  ? [
      [
        { ...vitest, name: 'unit and server tests related to the changed files (Vitest --changed)', command: npx('vitest', 'run', '--changed', '--passWithNoTests') },
        ...(specs.length > 0 ? [build, { ...browser, name: `browser tests: ${specs.join(' ')}`, command: npx('playwright', 'test', '--no-deps', ...specs) }] : []),
      ],
    ]
  : // the browser tests need the build (the server tests reuse it, or wait for it under its lock)
    [[vitest], [build, browser]]

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`.padStart(7)
const started = Date.now()
const since = () => `${Math.round((Date.now() - started) / 1000)} s`

// the last lines of each stage that runs beside another, printed again at the end when it fails: its
// summary of failures is otherwise buried under what the other stage printed after it ended, and a
// CI log is often read from its end only
const TAIL_LINES = 60
const tails = new Map<Stage, string[]>()

function run(stage: Stage, prefixed: boolean): Promise<number> {
  const [program, ...rest] = stage.command
  return new Promise((resolve) => {
    if (!prefixed) {
      const child = spawn(program, rest, { stdio: 'inherit' })
      child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
      child.on('error', () => resolve(1))
      return
    }
    // side by side, every line of a stage starts with its label, so the two stay readable
    const child = spawn(program, rest, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) } })
    const label = `${stage.label.padEnd(7)}│ `
    const tail: string[] = []
    tails.set(stage, tail)
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        out.write(label + line + '\n')
        tail.push(label + line)
        if (tail.length > TAIL_LINES) tail.shift()
      })
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', () => resolve(1))
  })
}

const times: string[] = []
const failed: Stage[] = []
if (chains.flat().some((stage) => stage.label === 'browser') && TEST_BROWSER.endsWith('/chromium')) {
  console.log(`Browser tests will run in ${TEST_BROWSER}; Chromium's headless shell (apt-get install chromium-headless-shell) takes about a third less time.`)
}
const sideBySide = chains.length > 1
const total = chains.flat().length
let number = 0
async function runChain(chain: Stage[]) {
  for (const stage of chain) {
    number += 1
    console.log(`\n=== ${number}/${total} ${stage.name}${sideBySide ? ` (lines marked "${stage.label}")` : ''}, from ${since()}`)
    const begun = Date.now()
    const code = await run(stage, sideBySide)
    times.push(`${seconds(Date.now() - begun)}  ${stage.name}${code === 0 ? '' : ` (failed, exit ${code})`}`)
    console.log(`\n=== ${stage.name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(Date.now() - begun).trim()}, at ${since()}`)
    if (code !== 0) {
      failed.push(stage)
      return
    }
  }
}
// a chain that fails stops; the other runs to its end, so that one run shows every failure
await Promise.all(chains.map(runChain))
for (const stage of failed) {
  const tail = tails.get(stage)
  if (!tail) continue
  console.log(`\n=== ${stage.name} FAILED; its last ${tail.length} lines again:`)
  for (const line of tail) console.log(line)
}
console.log('\n=== time per stage')
for (const line of times) console.log(line)
console.log(`${seconds(Date.now() - started)}  in all${failed.length > 0 ? `: failed: ${failed.map((stage) => stage.name).join('; ')}` : ''}`)
process.exit(failed.length > 0 ? 1 : 0)
