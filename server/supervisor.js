// `npm run serve` / `npm start`: a small primary process that runs the server (server/start.js)
// as its one child and starts it again when it dies (issue 12: one bad request used to take
// the site down until someone noticed). Plain JavaScript, no build step, no bundle: this
// process opens no database and serves nothing, so there is little in it that can fail.
//
// - A child that dies after it started serving (a crash, an uncaught error, SIGKILL, the
//   out-of-memory killer) is started again after a short pause that grows with each death:
//   0.2 s, 0.4 s, 0.8 s ... up to 5 s. More than MAX_DEATHS deaths within a minute: the
//   supervisor gives up and exits with 1 (a supervisor above, such as systemd, takes over).
// - A child that stops before it serves (a wrong variable, DATA_DIR in use, the port taken)
//   has already said why: the supervisor exits with its code at once, no restart loop.
// - SIGTERM / SIGINT are passed to the child, which closes its database; the supervisor exits
//   with the child's code. A child that exits with 0 on its own was stopped on purpose.
// - If the supervisor itself is killed, the child notices (its IPC channel closes) and stops.
import { fork } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { pino } from 'pino'

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'start.js')
const MAX_DEATHS = 5
const WINDOW_MS = 60_000
const FIRST_PAUSE_MS = 200
const LONGEST_PAUSE_MS = 5_000

// the same JSON lines as the server's logger (app/utils/logger.server.ts), on the same stdout
const logger = pino(
  {
    level: process.env.LOG_LEVEL || 'info',
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  pino.destination({ dest: 1, sync: true }),
)

let child = null
let stopping = false
let deaths = []

function startChild() {
  let serving = false
  child = fork(WORKER, process.argv.slice(2), { stdio: 'inherit' })
  const pid = child.pid
  child.on('message', (message) => {
    if (message?.type !== 'ready') return
    serving = true
    logger.info(`Server process ${pid} is serving (supervised: restarted if it dies)`)
  })
  child.on('exit', (code, signal) => {
    child = null
    if (stopping || (code === 0 && !signal)) process.exit(code ?? 0)
    if (!serving) {
      // it said why; starting it again would only say it again
      logger.fatal(`The server stopped before serving (exit code ${code ?? signal}); not restarting it.`)
      process.exit(code || 1)
    }
    const now = Date.now()
    deaths = [...deaths.filter((at) => now - at < WINDOW_MS), now]
    if (deaths.length > MAX_DEATHS) {
      logger.fatal(`The server died ${deaths.length} times within a minute; giving up.`)
      process.exit(1)
    }
    const pause = Math.min(FIRST_PAUSE_MS * 2 ** (deaths.length - 1), LONGEST_PAUSE_MS)
    logger.error(`Server process ${pid} died (${signal ?? `exit code ${code}`}); starting it again in ${pause} ms`)
    setTimeout(() => {
      if (!stopping) startChild()
    }, pause)
  })
}

function stop(signal) {
  stopping = true
  if (child) child.kill(signal)
  else process.exit(0) // between a death and its restart
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))

startChild()
