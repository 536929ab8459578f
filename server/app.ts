// The server bundle's entry (built by Vite with the routes): start-up of the data layer and
// the React Router request handler. server/start.js wraps it with Express.
import { type AppLoadContext, createRequestHandler as createCoreHandler } from 'react-router'
import { createRequestHandler } from '@react-router/express'
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express'
import { openBackupSocket } from '../database/backup-socket.server'
import { openPglite, openPostgres, type Connection } from '../database/connection.server'
import { setDatabase } from '../database/db.server'
import { seedDemoContent } from '~/models/demo-content.server'
import { startMailFromEnv } from '~/email/outbox.server'
import { startRegistrationReminders } from '~/email/registration-reminders.server'
import { HOUSEKEEPING_INTERVAL_MS, runHousekeeping } from '~/models/housekeeping.server'
import { purgeTrash } from '~/content-types/trash.server'
import { ensureServerSecret } from '~/models/server-secret.server'
import { forgetPublicReads, keepPublicReads } from '~/models/public-reads.server'
import { applyInterfaceTexts } from '~/models/interface-texts.server'
import { getTwoFactorSettings, seedTwoFactorSettings } from '~/models/settings.server'
import { countAdministrators, ensureAdmin } from '~/models/user.server'
import { setCookieSecrets } from '~/utils/cookie-secret.server'
import { env } from '~/utils/env.server'
import { assertTimeZoneDataCurrent, timeZoneLogLine } from '~/utils/edmonton-zone.server'
import { logger } from '~/utils/logger.server'
import { languageCookieValues } from '~/i18n/language-cookie.server'
import { nextTimedPublicChange, publicChangeCount } from '~/models/public-changes.server'
import { originCheck } from './origin-check'
import { cleanedUrl, hasPersonalCookie, PageCache } from './page-cache'
import { byFirstSegment } from './route-tables'
// The build itself, not a function that imports it: given a function, React Router builds its
// route tables again on every request (for development's hot reload), which cost a public page
// a quarter to a third of its render. Development reloads this whole module instead (server/start.js).
import * as build from 'virtual:react-router/server-build'

declare module 'react-router' {
  interface AppLoadContext {
    cspNonce: string
    /** The visitor's address (Express's req.ip, which honours TRUST_PROXY), for rate limits. */
    clientAddress: string
    /** The id of this request in the logs (also sent back as X-Request-Id). */
    requestId?: string
  }
}

export { EnvError, env } from '~/utils/env.server'
export { DataDirLockedError } from '../database/data-dir-lock.server'
export { errorForLog, logger, pathOnly } from '~/utils/logger.server'

const loadContext = (req: ExpressRequest, res: ExpressResponse) => ({
  cspNonce: String(res.locals.cspNonce ?? ''),
  clientAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown',
  requestId: typeof res.locals.requestId === 'string' ? res.locals.requestId : undefined,
})
// each made once per table of routes an address's first segment can match (decision 102)
const requestHandlerFor = byFirstSegment(build, (routes) => createRequestHandler({ build: routes, getLoadContext: loadContext }))
const renderPageFor = byFirstSegment(build, (routes) => createCoreHandler(routes, process.env.NODE_ENV))
const renderPage = (request: Request, context: AppLoadContext) => renderPageFor(new URL(request.url).pathname)(request, context)

// made by start(), once the database is open
let pageCache: PageCache | null = null

/** Answers public pages kept for visitors without a session (docs/decisions/037); the rest goes on. */
export const serveCached: RequestHandler = (req, res, next) => (pageCache ? pageCache.serve(req, res, next) : next())

/**
 * Listens for changes to public pages (the database's NOTIFY, from any instance) and keeps in
 * memory, until the next one, what public pages read from the database (docs/decisions/038 and
 * 042) and, when `maxBytes` is over 0, the pages themselves (docs/decisions/037). Resolves to
 * the function that stops it.
 */
export async function watchPublicChanges(maxBytes: number, listen: Connection['listen']): Promise<() => Promise<void>> {
  const cache =
    maxBytes > 0
      ? new PageCache({
          maxBytes,
          changeCount: publicChangeCount,
          nextTimedChange: nextTimedPublicChange,
          languageCookieValues: await languageCookieValues(),
          renderInBackground,
          onError: (error) => logger.error({ err: error }, 'Page cache'),
        })
      : null
  // listening first: a change while the cache reads the count is not missed. What public pages
  // read is forgotten before the pages, so that no page rendered after the change uses old reads.
  const stopListening = await listen('public_changes', () => {
    forgetPublicReads()
    cache?.changed()
    // staff's corrections of the interface texts, for what renders without a page (e-mails, feeds)
    applyInterfaceTexts().catch((error: unknown) => logger.error({ err: error }, 'Interface texts'))
  })
  keepPublicReads(true)
  await applyInterfaceTexts().catch((error: unknown) => logger.error({ err: error }, 'Interface texts'))
  if (cache) {
    await cache.start()
    pageCache = cache
  }
  return async () => {
    keepPublicReads(false)
    if (cache) {
      if (pageCache === cache) pageCache = null
      cache.stop()
    }
    await stopListening()
  }
}

/** After a signed-in visitor's POST, which may have changed a public page: this instance does not wait for the NOTIFY. */
function afterPersonalPost() {
  forgetPublicReads()
  pageCache?.afterWrite()
}

/** Every request: the cross-site check first, then React Router (through the page cache for a public GET). */
export const handler: RequestHandler = (req, res, next) =>
  originCheck(req, res, () => {
    // React Router's adapter appends each header of a route's response to those Express already
    // set, so a route's own X-Content-Type-Options or Cache-Control would be sent twice
    // ('nosniff, nosniff'): a route's value replaces the earlier one (cookies still add up).
    const append = res.append.bind(res)
    res.append = (field, value) => (field.toLowerCase() === 'set-cookie' ? append(field, value) : res.set(field, value))
    const cache = pageCache
    if (cache && req.method === 'GET' && cache.keyOf(req) !== null) {
      return cache.renderAndServe(req, res, () => renderForCache(req, res)).catch(next)
    }
    const personal = hasPersonalCookie(req)
    // someone's own page (signed in, or a step of their own: a sign-in's way back, a link's
    // token): never kept by a shared cache (a route may say no-store instead)
    if ((personal || cleanedUrl(req.originalUrl) === null) && req.method !== 'POST') res.setHeader('Cache-Control', 'private, no-cache')
    // a signed-in visitor's POST may change a public page: the cache asks the database before it answers again
    if (personal && req.method === 'POST') res.on('finish', afterPersonalPost)
    // the path as React Router's adapter reads it (req.originalUrl's), query string aside
    return requestHandlerFor(req.originalUrl.split('?')[0])(req, res, next)
  })

/** React Router's whole answer to a GET, as the Express adapter would ask it (same URL, headers and context). */
async function renderForCache(req: ExpressRequest, res: ExpressResponse) {
  const controller = new AbortController()
  res.on('close', () => !res.writableFinished && controller.abort())
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v))
    else if (value !== undefined) headers.set(name, value)
  }
  // the address without the query parameters no public page reads (they would only make copies)
  const request = new Request(requestUrl(req, pageCache?.urlOf(req) ?? req.originalUrl), { method: 'GET', headers, signal: controller.signal })
  return renderPage(request, loadContext(req, res))
}

/**
 * A kept page rendered again after a change (decision 044), as for a visitor without a session
 * who chose `language`: at the site's own address, which public pages use for their links.
 */
function renderInBackground(url: string, language: string, nonce: string) {
  const headers = new Headers({ Accept: 'text/html' })
  if (language) headers.set('Cookie', `language=${language}`)
  const request = new Request(new URL(url, env().SITE_URL), { method: 'GET', headers })
  return renderPage(request, { cspNonce: nonce, clientAddress: '127.0.0.1', requestId: undefined })
}

/** The request's URL as @react-router/express builds it (the Host's port, behind TRUST_PROXY X-Forwarded-Host's), for `path`. */
function requestUrl(req: ExpressRequest, path: string) {
  const portOf = (host: string | undefined) => Number.parseInt(host?.split(':')[1] ?? '', 10)
  const forwarded = req.app.enabled('trust proxy') ? portOf(req.get('X-Forwarded-Host')) : NaN
  const port = Number.isSafeInteger(forwarded) ? forwarded : Number.isSafeInteger(portOf(req.get('host'))) ? portOf(req.get('host')) : ''
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || 'localhost'
  return `${req.protocol}://${hostname}${port ? `:${port}` : ''}${path}`
}

/** The server's host and port, without the user and password SMTP_URL may hold. */
function smtpHost(url: string) {
  return new URL(url).host
}

/** Opens and migrates the database, seeds demo content and the first admin. */
export async function start(log: (line: string) => void = (line) => logger.info(line)): Promise<{ close: () => Promise<void> }> {
  const config = env()
  // before anything else: on older zone data every Edmonton time would be an hour out (decision 043)
  assertTimeZoneDataCurrent()
  log(timeZoneLogLine())
  let stopWatching: (() => Promise<void>) | undefined
  const connection: Connection = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL)
    : await openPglite(config.DATA_DIR)
  try {
    // said before the first query, so that a start that stalls says where
    log(
      connection.kind === 'postgres'
        ? 'Database: PostgreSQL (DATABASE_URL)'
        : `Database: embedded, in ${config.DATA_DIR}`,
    )
    await connection.migrate()
    setDatabase(connection.db)
    // one signing key for every instance and across restarts (docs/decisions/016)
    setCookieSecrets([config.SESSION_SECRET ?? (await ensureServerSecret('cookie-signing'))])
    log(
      config.SITE_URL_SET
        ? `Canonical and sharing links use ${config.SITE_URL} (SITE_URL).`
        : `Canonical and sharing links use ${config.SITE_URL}: set SITE_URL to the site's public address (https://...) in production.`,
    )
    if (config.DEMO_CONTENT) {
      const seeded = await seedDemoContent()
      if (seeded) log('Demo content added to the empty database (DEMO_CONTENT=off to skip).')
    }
    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
      const { created } = await ensureAdmin(config.ADMIN_EMAIL, config.ADMIN_PASSWORD)
      if (created) log(`Admin account created for ${config.ADMIN_EMAIL}.`)
    }
    if (config.ADMIN_TWO_FACTOR) {
      const required = config.ADMIN_TWO_FACTOR === 'required'
      if (await seedTwoFactorSettings({ requiredForAdmins: required })) {
        log(`Two-factor sign-in for admins: ${config.ADMIN_TWO_FACTOR} (ADMIN_TWO_FACTOR). From now on the Settings screen decides.`)
      } else if ((await getTwoFactorSettings()).requiredForAdmins !== required) {
        log('ADMIN_TWO_FACTOR is ignored: the setting is saved already. Change it under Settings in the back office.')
      }
    }
    if ((await countAdministrators()) === 0) {
      log(
        'No admin account yet. Create one with: npm run admin -- create --email you@example.org --password "a long password"' +
          ' (or set ADMIN_EMAIL and ADMIN_PASSWORD and start again).',
      )
    }
    await runHousekeeping()
    await purgeTrash()
    // development reloads the modules on every request: nothing is kept there
    if (config.NODE_ENV !== 'development') {
      stopWatching = await watchPublicChanges(config.PAGE_CACHE_MB * 1024 * 1024, connection.listen)
    }
  } catch (error) {
    await stopWatching?.()
    setDatabase(null)
    await connection.close()
    throw error
  }
  // `npm run backup` cannot open the embedded database this process has locked: it asks this
  // process over a socket in DATA_DIR instead (docs/decisions/010)
  const backupSocket =
    connection.kind === 'pglite'
      ? await openBackupSocket(config.DATA_DIR, connection.db, {
          info: log,
          error: (message, error) => logger.error({ err: error }, message),
        }).catch((error: unknown) => {
          logger.warn({ err: error }, 'Backups while the site runs are not available; stop the server to make one.')
          return null
        })
      : null
  // hourly; unref'd so that it never keeps the process alive
  const housekeeping = setInterval(() => {
    // and what has waited in the Trash long enough (decision 073)
    runHousekeeping()
      .then(() => purgeTrash())
      .catch((error) => logger.error({ err: error }, 'Housekeeping failed'))
  }, HOUSEKEEPING_INTERVAL_MS)
  housekeeping.unref()
  const stopReminders = startRegistrationReminders()
  const mail = startMailFromEnv()
  log(
    mail
      ? `E-mail: sent through ${smtpHost(config.SMTP_URL!)} (SMTP_URL).`
      : 'E-mail is not configured: set SMTP_URL to send it. Until then e-mails wait in the outbox (Back office > E-mail).',
  )
  return {
    close: async () => {
      await stopWatching?.()
      clearInterval(housekeeping)
      stopReminders()
      await mail?.stop()
      await backupSocket?.close()
      setDatabase(null)
      await connection.close()
    },
  }
}
