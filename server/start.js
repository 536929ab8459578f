// The process: Express with security headers, compression and static files around the
// server bundle (server/app.ts). Plain JavaScript so that Node runs it without a build step.
import crypto from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import compression from 'compression'
import express from 'express'
import helmet from 'helmet'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DEVELOPMENT = process.env.NODE_ENV === 'development'

async function loadBundle() {
  if (!DEVELOPMENT) {
    const bundle = await import(path.join(root, 'build/server/index.js'))
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
              objectSrc: ["'none'"],
              baseUri: ["'none'"],
              frameAncestors: ["'none'"],
            },
          },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    }),
  ]
}

async function main() {
  const { bundle, middleware, handler, close: closeVite } = await loadBundle()
  let started
  try {
    started = await bundle.start()
  } catch (error) {
    if (error?.name === 'EnvError' || error?.name === 'DataDirLockedError') {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  const { PORT, HOST, TRUST_PROXY } = bundle.env()

  const app = express()
  app.disable('x-powered-by')
  if (TRUST_PROXY) app.set('trust proxy', true)
  app.use(securityHeaders())
  app.use(compression())
  for (const m of middleware) app.use(m)
  if (!DEVELOPMENT) {
    // hashed file names never change: cache them for a year
    app.use('/assets', express.static(path.join(root, 'build/client/assets'), { immutable: true, maxAge: '1y' }))
    app.use(express.static(path.join(root, 'build/client'), { maxAge: '1h', index: false }))
  }
  app.use(handler)

  const server = app.listen(PORT, HOST, () => {
    console.log(`Serving on http://${HOST ?? 'localhost'}:${PORT}`)
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
}

main().catch((error) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error)
  process.exit(1)
})
