// The server bundle's entry (built by Vite with the routes): start-up of the data layer and
// the React Router request handler. server/start.js wraps it with Express.
import 'react-router'
import { createRequestHandler } from '@react-router/express'
import type { RequestHandler } from 'express'
import { openBackupSocket } from '../database/backup-socket.server'
import { openPglite, openPostgres, type Connection } from '../database/connection.server'
import { setDatabase } from '../database/db.server'
import { seedDemoContent } from '~/models/demo-content.server'
import { startMailFromEnv } from '~/email/outbox.server'
import { HOUSEKEEPING_INTERVAL_MS, runHousekeeping } from '~/models/housekeeping.server'
import { ensureServerSecret } from '~/models/server-secret.server'
import { getTwoFactorSettings, seedTwoFactorSettings } from '~/models/settings.server'
import { countAdmins, ensureAdmin } from '~/models/user.server'
import { setCookieSecrets } from '~/utils/cookie-secret.server'
import { env } from '~/utils/env.server'
import { logger } from '~/utils/logger.server'
import { originCheck } from './origin-check'

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

const requestHandler = createRequestHandler({
  build: () => import('virtual:react-router/server-build'),
  getLoadContext: (req, res) => ({
    cspNonce: String(res.locals.cspNonce ?? ''),
    clientAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    requestId: typeof res.locals.requestId === 'string' ? res.locals.requestId : undefined,
  }),
})

/** Every request: the cross-site check first, then React Router. */
export const handler: RequestHandler = (req, res, next) =>
  originCheck(req, res, () => {
    // React Router's adapter appends each header of a route's response to those Express already
    // set, so a route's own X-Content-Type-Options or Cache-Control would be sent twice
    // ('nosniff, nosniff'): a route's value replaces the earlier one (cookies still add up).
    const append = res.append.bind(res)
    res.append = (field, value) => (field.toLowerCase() === 'set-cookie' ? append(field, value) : res.set(field, value))
    return requestHandler(req, res, next)
  })

/** The server's host and port, without the user and password SMTP_URL may hold. */
function smtpHost(url: string) {
  return new URL(url).host
}

/** Opens and migrates the database, seeds demo content and the first admin. */
export async function start(log: (line: string) => void = (line) => logger.info(line)): Promise<{ close: () => Promise<void> }> {
  const config = env()
  const connection: Connection = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL)
    : await openPglite(config.DATA_DIR)
  try {
    await connection.migrate()
    setDatabase(connection.db)
    // one signing key for every instance and across restarts (docs/decisions/016)
    setCookieSecrets([config.SESSION_SECRET ?? (await ensureServerSecret('cookie-signing'))])
    log(
      connection.kind === 'postgres'
        ? 'Database: PostgreSQL (DATABASE_URL)'
        : `Database: embedded, in ${config.DATA_DIR}`,
    )
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
    if ((await countAdmins()) === 0) {
      log(
        'No admin account yet. Create one with: npm run admin -- create --email you@example.org --password "a long password"' +
          ' (or set ADMIN_EMAIL and ADMIN_PASSWORD and start again).',
      )
    }
    await runHousekeeping()
  } catch (error) {
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
    runHousekeeping().catch((error) => logger.error({ err: error }, 'Housekeeping failed'))
  }, HOUSEKEEPING_INTERVAL_MS)
  housekeeping.unref()
  const mail = startMailFromEnv()
  log(
    mail
      ? `E-mail: sent through ${smtpHost(config.SMTP_URL!)} (SMTP_URL).`
      : 'E-mail is not configured: set SMTP_URL to send it. Until then e-mails wait in the outbox (Back office > E-mail).',
  )
  return {
    close: async () => {
      clearInterval(housekeeping)
      await mail?.stop()
      await backupSocket?.close()
      setDatabase(null)
      await connection.close()
    },
  }
}
