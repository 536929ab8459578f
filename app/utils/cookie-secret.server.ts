// The secret that signs the site's cookies: SESSION_SECRET, or the one the server made and
// keeps in the database (set at start-up by server/app.ts). Until then, as in a test that
// starts no server, a random one for this process.
import crypto from 'node:crypto'

const holder = globalThis as { __cookieSecrets?: string[] }

export function setCookieSecrets(secrets: string[]) {
  holder.__cookieSecrets = secrets
}

export function cookieSecrets(): string[] {
  holder.__cookieSecrets ??= [process.env.SESSION_SECRET || crypto.randomBytes(32).toString('base64url')]
  return holder.__cookieSecrets
}
