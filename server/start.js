// The process: Express with security headers, compression and static files around the
// server bundle (server/app.ts). Plain JavaScript so that Node runs it without a build step.
import crypto from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { format } from 'node:util'
import compression from 'compression'
import express from 'express'
import helmet, { strictTransportSecurity } from 'helmet'
import { exitOnUncaughtErrors } from './fatal.js'
import { errorHandler } from './error-handler.js'
import { precompressedAssets } from './precompressed-assets.js'
import { requestGuard } from './request-guard.js'
import { requestLogging } from './request-log.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DEVELOPMENT = process.env.NODE_ENV === 'development'
// BUILD_DIR: see react-router.config.ts
const buildDir = path.resolve(root, process.env.BUILD_DIR || 'build')

async function loadBundle() {
  if (!DEVELOPMENT) {
    const bundle = await import(path.join(buildDir, 'server/index.js'))
    return { bundle, middleware: [], handler: bundle.handler }
  }
  const vite = await import('vite').then((v) => v.createServer({ server: { middlewareMode: true } }))
  const bundle = await vite.ssrLoadModule('./server/app.ts')
  // re-read on every request so that edits show without a restart
  const handler = async (req, res, next) => {
    try {
      const fresh = await vite.ssrLoadModule('./server/app.ts')
      await fresh.handler(req, res, next)
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error)
      next(error)
    }
  }
  return { bundle, middleware: [vite.middlewares], handler, close: () => vite.close() }
}

// HSTS only on a response the browser received over https (RFC 6797 says a browser ignores it
// over http; sending it there anyway misleads whoever reads the headers). That is req.secure:
// true when this process ends TLS itself, or behind TRUST_PROXY when the proxy says
// X-Forwarded-Proto: https. Not "SITE_URL is https": that says where the site should be, not how
// this request came (a health check or a test over plain http on the port).
const hsts = strictTransportSecurity({ maxAge: 31536000, includeSubDomains: true })

function securityHeaders() {
  return [
    (_req, res, next) => {
      res.locals.cspNonce = crypto.randomBytes(16).toString('base64')
      res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()')
      next()
    },
    helmet({
      contentSecurityPolicy: DEVELOPMENT
        ? false
        : {
            useDefaults: false,
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'strict-dynamic'", (_req, res) => `'nonce-${res.locals.cspNonce}'`],
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", 'data:', 'blob:'],
              fontSrc: ["'self'"],
              connectSrc: ["'self'"],
              // the crisis help service worker, a file of this site (decision 071); without this
              // line workers would fall under script-src, where only nonces and hashes count
              workerSrc: ["'self'"],
              objectSrc: ["'none'"],
              baseUri: ["'none'"],
              frameAncestors: ["'none'"],
            },
          },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // CSP frame-ancestors 'none' says who may frame a page; X-Frame-Options: SAMEORIGIN said otherwise
      xFrameOptions: false,
      strictTransportSecurity: false, // below
    }),
    // a year; not in development, where a browser must not pin https on localhost
    (req, res, next) => (!DEVELOPMENT && req.secure ? hsts(req, res, next) : next()),
  ]
}

// The files beside the pages (favicon.svg, fonts/*.ttf, logo-192.png) all have a dot in their
// last segment; a page's address (/, /about, /BlogDetail/3) never does, so it skips the look-up
// on disk that would only fail (a stat, and an error made and dropped) before the page renders.
function filesOnly(serve) {
  return (req, res, next) => (req.path.slice(req.path.lastIndexOf('/') + 1).includes('.') ? serve(req, res, next) : next())
}

// Libraries write to the console (React Router warns about a malformed URL, for one): through
// the logger too, so that every line of the output is one JSON entry.
function routeConsoleToLogger(logger) {
  console.log = (...args) => logger.info(format(...args))
  console.info = (...args) => logger.info(format(...args))
  console.warn = (...args) => logger.warn(format(...args))
  console.error = (...args) => logger.error(format(...args))
}

async function main() {
  const { bundle, middleware, handler, close: closeVite } = await loadBundle()
  const { logger } = bundle
  routeConsoleToLogger(logger)
  let started
  let server
  exitOnUncaughtErrors({
    logger,
    release: async () => {
      server?.close()
      server?.closeAllConnections()
      await started?.close()
    },
  })
  try {
    started = await bundle.start()
  } catch (error) {
    if (error?.name === 'EnvError' || error?.name === 'DataDirLockedError' || error?.name === 'TimeZoneDataError') {
      logger.fatal(error.message)
      logger.flush?.()
      process.exit(1)
    }
    throw error
  }
  const { PORT, HOST, TRUST_PROXY } = bundle.env()

  const app = express()
  app.disable('x-powered-by')
  // a hop count or the proxies' addresses, never `true`: with `true` Express takes the first
  // (leftmost) X-Forwarded-For entry, which the visitor writes (issue 36 item 6.1)
  if (TRUST_PROXY !== false) app.set('trust proxy', TRUST_PROXY)
  app.use(requestLogging(bundle))
  app.use(securityHeaders())
  // after the log line and the headers are in place, so that a refusal is logged and carries them
  app.use(requestGuard())
  // public pages kept whole, already compressed (docs/decisions/037): before the static files'
  // look-ups on disk and the compression of each answer
  app.use(bundle.serveCached)
  app.use(compression())
  for (const m of middleware) app.use(m)
  if (!DEVELOPMENT) {
    // hashed file names never change: cache them for a year; compressed at build time
    const assets = path.join(buildDir, 'client/assets')
    app.use('/assets', precompressedAssets(assets), express.static(assets, { immutable: true, maxAge: '1y' }))
    app.use(filesOnly(express.static(path.join(buildDir, 'client'), { maxAge: '1h', index: false })))
  }
  app.use(handler)
  app.use(errorHandler)

  server = app.listen(PORT, HOST, (error) => {
    if (error) {
      // the port is taken, say: a refused start (exit 1), not "Serving on"
      logger.fatal({ err: error }, `Cannot listen on ${HOST ?? 'all interfaces'} port ${PORT}: ${error.code ?? error.message}`)
      started.close().finally(() => process.exit(1))
      return
    }
    logger.info(`Serving on http://${HOST ?? 'localhost'}:${PORT}`)
    // under server/supervisor.js: from now on a death is a crash to restart, not a refused start
    process.send?.({ type: 'ready' })
  })

  let closing = false
  const shutdown = async () => {
    if (closing) return
    closing = true
    server.close()
    server.closeAllConnections()
    // never hang: an open database must not keep the process alive past a second
    const timer = setTimeout(() => process.exit(0), 900)
    try {
      await started.close()
      await closeVite?.()
    } finally {
      clearTimeout(timer)
      process.exit(0)
    }
  }
  process.on('SIGTERM', shutdown)
  process.on('SIGINT', shutdown)
  // the supervisor is gone (killed with SIGKILL, say): stop too, rather than hold the port and
  // DATA_DIR with nobody to restart us
  if (process.connected) process.on('disconnect', shutdown)
}

main().catch((error) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error)
  process.exit(1)
})
