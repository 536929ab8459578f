// Every environment variable the product reads, checked once at start-up.
// A wrong value stops the start with a message that names the variable.
import { isIP } from 'node:net'
import { z } from 'zod'

const onOff = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['on', 'off', 'true', 'false', '1', '0']))
  .transform((v) => v === 'on' || v === 'true' || v === '1')

/** Express's names for whole ranges, as its `trust proxy` setting takes them. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal']

/** An address or a subnet a proxy may send from: 10.0.0.2, 10.0.0.0/8, ::1, fd00::/8, loopback. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.includes(entry)) return true
  const [address, prefix, ...rest] = entry.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128)
}

/**
 * Which hops of X-Forwarded-For to believe (issue 36 item 6.1): off; a number of proxies in
 * front of the server (`on` is one), so the visitor's address is the one the nearest proxy
 * added and anything a visitor wrote before it is ignored; or the proxies' own addresses.
 * Express's `trust proxy` takes the result as it is (false, a hop count, a list).
 */
const trustProxy = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value, ctx): false | number | string[] => {
    if (['off', 'false', '0'].includes(value)) return false
    if (['on', 'true'].includes(value)) return 1
    if (/^\d+$/.test(value)) {
      const hops = Number(value)
      if (hops <= 10) return hops
    }
    const entries = value.split(',').map((entry) => entry.trim())
    if (entries.every(isProxyAddress)) return entries
    ctx.addIssue({ code: 'custom', message: 'must be off, on (one proxy), the number of proxies in front of the server (1 to 10), or the proxies\' addresses (10.0.0.2, 10.0.0.0/8, loopback)' })
    return z.NEVER
  })

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().trim().min(1).optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  // whether admins must use two-factor sign-in, for a site whose setting was never saved
  // (its first start); afterwards the Settings screen decides (docs/decisions/022)
  ADMIN_TWO_FACTOR: z.enum(['required', 'optional'], 'must be required or optional').optional(),
  DEMO_CONTENT: onOff.default(true),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: trustProxy.default(false),
  // memory for whole public pages kept for visitors without a session (docs/decisions/037); 0: off
  PAGE_CACHE_MB: z.coerce.number('must be a number of megabytes').min(0, 'must be 0 (off) or more').max(4096, 'must be at most 4096').default(32),
  // The public address: canonical and sharing links (and later sitemap, feeds, e-mail links)
  // are built from it, never from the request's Host, which anyone can forge (issue 12).
  SITE_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
    .refine((value) => {
      if (!URL.canParse(value)) return true // refused above already
      const url = new URL(value)
      return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password
    }, 'must be the site\'s address alone, without a path, query or user (e.g. https://example.org)')
    .transform((value) => new URL(value).origin)
    .optional(),
  // e-mail (docs/decisions/018): without SMTP_URL mail waits in the outbox
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.org:587' })
    .optional(),
  // an address, or a name and an address: "Sahara Mental Health Society <info@example.org>"
  MAIL_FROM: z
    .string()
    .trim()
    .refine((value) => z.email().safeParse(mailFromAddress(value)).success, 'must be an e-mail address, or a name and an address: Name <info@example.org>')
    .optional(),
  // read by the logger as it loads (app/utils/logger.server.ts); checked here like the rest
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'must be one of fatal, error, warn, info, debug, trace, silent').optional(),
  LOG_FORMAT: z.enum(['json'], 'must be json (or unset)').optional(),
})

/** The address part of MAIL_FROM ('Name <a@b.org>' or 'a@b.org'). */
export function mailFromAddress(value: string): string {
  const match = /^[^<>]*<([^<>]+)>$/.exec(value.trim())
  return (match ? match[1] : value).trim()
}

export type Env = Omit<z.infer<typeof schema>, 'SITE_URL'> & {
  /** An origin without a trailing slash, e.g. 'https://example.org'. */
  SITE_URL: string
  /** False when SITE_URL was not set and is http://localhost:PORT. */
  SITE_URL_SET: boolean
}

export class EnvError extends Error {
  constructor(public problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'EnvError'
  }
}

/** Parses the given variables (process.env by default); empty strings count as unset. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
  const result = schema.safeParse(cleaned)
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`))
  }
  const { SITE_URL, ...env } = result.data
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    throw new EnvError(['ADMIN_EMAIL and ADMIN_PASSWORD: set both, or neither'])
  }
  return { ...env, SITE_URL: SITE_URL ?? `http://localhost:${env.PORT}`, SITE_URL_SET: SITE_URL !== undefined }
}

let loaded: Env | null = null

/** The environment read at start-up (parsed on first use). */
export function env(): Env {
  loaded ??= parseEnv()
  return loaded
}
