// The log line of every request (server/start.js puts it first in the chain).
import crypto from 'node:crypto'

// One JSON line per request (pino): an id that is also sent back as X-Request-Id, the method,
// the path WITHOUT its query string (it may carry an e-mail address or a token), the status and
// the time taken. No headers, no body, no address: nothing a visitor typed or a session id.
// Written by hand, not by pino-http, which made two child loggers for every request (a tenth of a
// kept page's time) for the one line it writes when the answer ends.
export function requestLogging({ logger, pathOnly }) {
  return (req, res, next) => {
    const requestId = crypto.randomUUID()
    res.locals.requestId = requestId
    res.setHeader('X-Request-Id', requestId)
    const started = Date.now()
    const ended = (error) => {
      res.off('finish', ended)
      res.off('close', ended)
      res.off('error', ended)
      const failure = error ?? res.err ?? (res.statusCode >= 500 ? new Error(`failed with status code ${res.statusCode}`) : undefined)
      const line = {
        reqId: requestId,
        req: {
          method: req.method,
          path: pathOnly(req.originalUrl ?? req.url ?? ''),
        },
        res: { status: res.statusCode },
      }
      // an answer cut off before its end (the visitor went away) is logged as pino-http did, at info
      if (failure) logger.error({ ...line, err: failure, responseTime: Date.now() - started }, 'request errored')
      else logger.info({ ...line, responseTime: Date.now() - started }, 'request completed')
    }
    res.on('finish', ended)
    res.on('close', ended)
    res.on('error', ended)
    next()
  }
}
