// What the server process does with an error nobody caught (issue 12): its state is unknown
// from then on, so it writes one fatal log line with the error, releases what it can (the
// database and its DATA_DIR lock) within a moment, and exits with 1, for its supervisor
// (server/supervisor.js, or systemd) to start it afresh. Node's default would print a stack to
// stderr and exit without closing the database; staying up would serve from a broken state.

/**
 * @param {{ logger: import('pino').Logger, release: () => unknown, timeoutMs?: number }} options
 *   release: closes the database and the listening socket; it gets `timeoutMs` at most.
 */
export function exitOnUncaughtErrors({ logger, release, timeoutMs = 800 }) {
  let exiting = false
  const fail = (what) => (error) => {
    // a second error while leaving (release failing, say) changes nothing: we are leaving
    if (exiting) return
    exiting = true
    process.exitCode = 1
    logger.fatal({ err: error }, `${what}: the server stops (a supervisor starts it again)`)
    logger.flush?.()
    setTimeout(() => process.exit(1), timeoutMs).unref()
    Promise.resolve()
      .then(release)
      .catch(() => {})
      .finally(() => process.exit(1))
  }
  process.on('uncaughtException', fail('Uncaught exception'))
  process.on('unhandledRejection', fail('Unhandled promise rejection'))
}
