// The process's one logger: JSON lines on stdout (pino), for a log collector or `journalctl`.
// What must never reach a log (issue 7, ASVS V16): passwords, session ids, cookies, message
// bodies, query strings. Request lines are built by server/start.js from the method and the
// path only; the redaction below is the second line of defence for anything logged by hand.
import { pino } from 'pino'
import pretty from 'pino-pretty'

export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.confirmPassword',
  '*.token',
  '*.cookie',
]

/**
 * Where log lines go: in a terminal (npm run dev, a trial run) readable lines (pino-pretty),
 * anywhere else (a service, a container, a log collector) one JSON object a line.
 * LOG_FORMAT=json forces JSON in a terminal too.
 */
export function logDestination({
  terminal = process.stdout.isTTY === true,
  format = process.env.LOG_FORMAT,
  output,
}: { terminal?: boolean; format?: string; output?: NodeJS.WritableStream } = {}) {
  if (terminal && format !== 'json') {
    return pretty({ sync: true, colorize: terminal && !output, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', destination: output ?? 1 })
  }
  return output ?? pino.destination({ dest: 1, sync: false })
}

export const logger = pino(
  {
    level: process.env.LOG_LEVEL || 'info',
    base: undefined, // no pid or hostname on every line
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    // pass errors as { err: error }: logged without a failed query's parameters
    serializers: { err: (error: unknown) => errorForLog(error) },
    formatters: { level: (label) => ({ level: label }) },
  },
  logDestination(),
)

/** The path of a URL without its query string, which may carry e-mail addresses or tokens. */
export function pathOnly(url: string): string {
  const cut = url.search(/[?#]/)
  return cut === -1 ? url : url.slice(0, cut)
}

// Drizzle puts a failed query's parameters (what a visitor typed, a password hash) in its
// message; the query text stays, the values go.
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/

function clean(text: string | undefined) {
  return text?.replace(QUERY_PARAMS, '\nparams: [redacted]')
}

/** An error for the log: name, message, stack and cause (logs are private; pages never show these). */
export function errorForLog(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) }
  const cause = error.cause !== undefined && depth < 3 ? errorForLog(error.cause, depth + 1) : undefined
  return { type: error.name, message: clean(error.message), stack: clean(error.stack), ...(cause ? { cause } : {}) }
}
