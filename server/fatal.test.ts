// Issue 12: an error nobody caught ends the server process cleanly, so that its supervisor
// starts it afresh: one fatal JSON log line carrying the error, the database released (the
// DATA_DIR lock), exit code 1, and never hanging on a release that does not finish. Run in a
// real Node process with the server's logger set-up (pino on stdout), as server/start.js does.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')

/** Runs a module that installs the handlers with a logger and a release, then does `trouble`. */
function run(trouble: string, release = `() => { process.stdout.write('released\\n') }`) {
  const script = `
    import { pino } from 'pino'
    import { exitOnUncaughtErrors } from './server/fatal.js'
    const logger = pino({ base: undefined }, pino.destination({ dest: 1, sync: true }))
    exitOnUncaughtErrors({ logger, release: ${release} })
    setTimeout(() => { ${trouble} }, 10)
    setInterval(() => {}, 1000) // a server keeps the process alive
  `
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: root })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (d) => (stdout += d))
  child.stderr.on('data', (d) => (stderr += d))
  const startedAt = Date.now()
  return new Promise<{ code: number | null; stdout: string; stderr: string; ms: number }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr, ms: Date.now() - startedAt })),
  )
}

function fatalLines(stdout: string) {
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message?: string } })
    .filter((entry) => entry.level === 60)
}

describe('an uncaught error in the server process', () => {
  it('is logged once as fatal with the error, releases the database and exits with 1', async () => {
    const thrown = await run(`throw new Error('boom in a stream')`)
    expect(thrown.code).toBe(1)
    const [line, ...more] = fatalLines(thrown.stdout)
    expect(more).toEqual([])
    expect(line.msg).toMatch(/^Uncaught exception: the server stops/)
    expect(line.err?.message).toBe('boom in a stream')
    expect(thrown.stdout).toContain('released')
    expect(thrown.stderr).toBe('') // no raw stack: the log line is the record

    const rejected = await run(`Promise.reject(new Error('nobody awaited this'))`)
    expect(rejected.code).toBe(1)
    expect(fatalLines(rejected.stdout).map((entry) => [entry.msg.split(':')[0], entry.err?.message])).toEqual([['Unhandled promise rejection', 'nobody awaited this']])
    expect(rejected.stdout).toContain('released')
  })

  it('exits even when releasing hangs or fails, and logs a second error no more', async () => {
    const hanging = await run(`throw new Error('first')`, `() => new Promise(() => {})`)
    expect(hanging.code).toBe(1)
    expect(hanging.ms).toBeLessThan(5_000)
    const failing = await run(`throw new Error('first')`, `() => { throw new Error('second') }`)
    expect(failing.code).toBe(1)
    expect(fatalLines(failing.stdout).map((entry) => entry.err?.message)).toEqual(['first'])
  })
})
