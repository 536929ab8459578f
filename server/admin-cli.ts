// `npm run admin -- create --email E --password P`: account tasks for operators, on the same
// database the server uses (DATA_DIR or DATABASE_URL). The embedded database is locked while
// the server runs, so stop it first (or use ADMIN_EMAIL/ADMIN_PASSWORD at start).
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { openPglite, openPostgres } from '../database/connection.server'
import { setDatabase } from '../database/db.server'
import { createUser, findUserByEmail } from '~/models/user.server'
import { env } from '~/utils/env.server'

const USAGE = `Usage:
  npm run admin -- create --email you@example.org --password "a long password"`

const credentials = z.object({
  email: z.email('--email must be an e-mail address'),
  password: z.string().min(8, '--password must be at least 8 characters').max(128, '--password must be at most 128 characters'),
})

async function main(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' } },
  })
  const [command] = positionals
  if (command !== 'create') return fail(USAGE)
  const parsed = credentials.safeParse(values)
  if (!parsed.success) return fail(parsed.error.issues.map((i) => i.message).join('\n'))

  const config = env()
  const connection = config.DATABASE_URL ? await openPostgres(config.DATABASE_URL) : await openPglite(config.DATA_DIR)
  try {
    await connection.migrate()
    setDatabase(connection.db)
    if (await findUserByEmail(parsed.data.email)) return fail(`An account with the e-mail ${parsed.data.email} already exists.`)
    await createUser({ ...parsed.data, role: 'admin' })
    console.log(`Admin account created for ${parsed.data.email}.`)
  } finally {
    await connection.close()
  }
}

function fail(message: string) {
  console.error(message)
  process.exitCode = 1
}

main(process.argv.slice(2)).catch((error) => {
  fail(error instanceof Error ? error.message : String(error))
})
