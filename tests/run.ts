// `npm test` and `npm run test:changed`: the test stages one after another, each announced and
// timed as it goes, and a table of the times at the end (also when a stage fails), so that
// whoever runs them sees progress and where the time goes (issue 42).
//
//   npm test                                   unit and server tests, the build, browser tests
//   npm run test:changed                       the unit and server test files related to what the
//                                              working tree changed (Vitest's --changed)
//   npm run test:changed -- tests/e2e/x.spec.ts   the same, then that browser spec
//
// The same settings as CI's (`.ci/run`): nothing here makes a local run do more work.
import { spawn } from 'node:child_process'
import { TEST_BROWSER } from './support/test-browser'

type Stage = { name: string; command: string[] }

const args = process.argv.slice(2)
const changedOnly = args[0] === '--changed'
const specs = args.filter((arg) => !arg.startsWith('--'))

const npx = (...command: string[]) => ['npx', ...command]

const stages: Stage[] = changedOnly
  ? [
      { name: 'unit and server tests related to the changed files (Vitest --changed)', command: npx('vitest', 'run', '--changed', '--passWithNoTests') },
      ...(specs.length > 0
        ? [
            { name: 'build for the browser tests (reused when the sources have not changed)', command: npx('tsx', 'tests/e2e/build.ts') },
            { name: `browser tests: ${specs.join(' ')}`, command: npx('playwright', 'test', '--no-deps', ...specs) },
          ]
        : []),
    ]
  : [
      { name: 'unit and server tests (Vitest)', command: npx('vitest', 'run') },
      { name: 'build for the browser tests (reused when the server tests made it)', command: npx('tsx', 'tests/e2e/build.ts') },
      { name: 'browser tests (Playwright)', command: npx('playwright', 'test') },
    ]

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`.padStart(7)

function run({ command: [program, ...rest] }: Stage): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(program, rest, { stdio: 'inherit' })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', () => resolve(1))
  })
}

const started = Date.now()
const times: string[] = []
let failed: string | null = null
if (stages.some((stage) => stage.command.includes('playwright')) && TEST_BROWSER.endsWith('/chromium')) {
  console.log(`Browser tests will run in ${TEST_BROWSER}; Chromium's headless shell (apt-get install chromium-headless-shell) takes about a third less time.`)
}
for (const [index, stage] of stages.entries()) {
  console.log(`\n=== ${index + 1}/${stages.length} ${stage.name}`)
  const begun = Date.now()
  const code = await run(stage)
  times.push(`${seconds(Date.now() - begun)}  ${stage.name}${code === 0 ? '' : ` (failed, exit ${code})`}`)
  console.log(`=== ${stage.name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(Date.now() - begun).trim()}`)
  if (code !== 0) {
    failed = stage.name
    break
  }
}
console.log('\n=== time per stage')
for (const line of times) console.log(line)
console.log(`${seconds(Date.now() - started)}  in all${failed ? `: stopped at "${failed}"` : ''}`)
process.exit(failed ? 1 : 0)
