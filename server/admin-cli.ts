// `npm run admin -- <command>`: account tasks for operators, on the same database the server
// uses (DATA_DIR or DATABASE_URL). The embedded database is locked while the server runs, so
// stop it first (or use ADMIN_EMAIL/ADMIN_PASSWORD at start).
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { openPglite, openPostgres } from '../database/connection.server'
import { setDatabase } from '../database/db.server'
import { PASSWORD_MAX, PASSWORD_MIN } from '~/content/password-rules'
import { ROLES, STAFF_ROLES, isStaff, roleNames, type StaffRole } from '~/content/permissions'
import { OPERATOR } from '~/models/audit.server'
import { getOrganisation, getTwoFactorSettings } from '~/models/settings.server'
import { SETUP_LINK_TTL_MS, createSetupLink, hasTwoFactor, removeTwoFactor } from '~/models/two-factor.server'
import { LastAdminError, changePassword, createUser, findUserByEmail, listUsers, setRoles } from '~/models/user.server'
import { env } from '~/utils/env.server'
import { passwordWeakness, type PasswordWeakness } from '~/utils/password-strength.server'

const USAGE = `Usage:
  npm run admin -- create --email you@example.org --password "a long password"
  npm run admin -- list
  npm run admin -- grant --email someone@example.org --role treasurer
  npm run admin -- revoke --email someone@example.org --role treasurer
  npm run admin -- promote --email someone@example.org      (grant --role administrator)
  npm run admin -- demote --email someone@example.org       (revoke --role administrator)
  npm run admin -- reset-password --email someone@example.org --password "a new long password"
  npm run admin -- remove-two-factor --email someone@example.org
  npm run admin -- two-factor-link --email someone@example.org
Roles: ${STAFF_ROLES.join(', ')}.`

const email = z.email('--email must be an e-mail address')
const password = z
  .string({ error: '--password is needed' })
  .min(PASSWORD_MIN, `--password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `--password must be at most ${PASSWORD_MAX} characters`)
const role = z.enum(STAFF_ROLES, { error: `--role must be one of ${STAFF_ROLES.join(', ')}` })
const schemas = {
  create: z.object({ email, password }),
  list: z.object({}),
  grant: z.object({ email, role }),
  revoke: z.object({ email, role }),
  promote: z.object({ email }),
  demote: z.object({ email }),
  'reset-password': z.object({ email, password }),
  'remove-two-factor': z.object({ email }),
  'two-factor-link': z.object({ email }),
} as const
type Command = keyof typeof schemas

class CliError extends Error {}

// The forms' words for a weak password (app/content/auth.ts), in English: this command runs
// without Lingui's macros, so it keeps its own copy.
function weakPasswordText(weak: PasswordWeakness) {
  if (weak.reason === 'common') return 'This password is too common and easy to guess. Please choose another.'
  const why = weak.warning ? ` ${weak.warning}` : ''
  return `This password is too easy to guess.${why} A few unrelated words you will remember, such as a short sentence, make a strong password.`
}

async function run(command: Command, values: { email?: string; password?: string; role?: string }) {
  const account = async () => {
    const user = await findUserByEmail(values.email!)
    if (!user) throw new CliError(`No account has the e-mail ${values.email}.`)
    return user
  }
  // a staff account is the one worth guessing: the same password rules as the forms
  const refuseWeak = async (email: string) => {
    const weak = await passwordWeakness(values.password!, [email, (await getOrganisation()).name])
    if (weak) throw new CliError(`--password: ${weakPasswordText(weak)}`)
  }
  switch (command) {
    case 'create': {
      await refuseWeak(values.email!)
      if (await findUserByEmail(values.email!)) throw new CliError(`An account with the e-mail ${values.email} already exists.`)
      await createUser({ email: values.email!, password: values.password!, roles: ['administrator'] }, OPERATOR)
      return `Admin account created for ${values.email}: an Administrator.`
    }
    case 'list': {
      const lines: string[] = []
      for (let page = 1; ; page++) {
        const result = await listUsers(page)
        lines.push(...result.users.map((u) => `${u.email}  ${roleNames(u.roles)}`))
        if (page >= result.pageCount) break
      }
      return lines.length ? lines.join('\n') : 'No accounts yet.'
    }
    case 'grant':
    case 'revoke':
    case 'promote':
    case 'demote': {
      // promote and demote were the commands of the two roles there once were: the Administrator's now
      const user = await account()
      const changed = (values.role ?? 'administrator') as StaffRole
      const giving = command === 'grant' || command === 'promote'
      const wanted = giving ? [...user.roles, changed] : user.roles.filter((held) => held !== changed)
      // takes effect at their next request; the change is in the activity log as the operator's
      const result = await setRoles(user.id, wanted, OPERATOR)
      const now = roleNames(result?.after ?? wanted)
      if (result && result.before.join() === result.after.join()) {
        return `${user.email} ${giving ? 'already has' : 'does not have'} the role ${ROLES[changed].name}; nothing was changed. Roles: ${now}.`
      }
      return `${user.email} ${giving ? 'now has' : 'no longer has'} the role ${ROLES[changed].name}. Roles: ${now}.`
    }
    case 'reset-password': {
      const user = await account()
      await refuseWeak(user.email)
      // every session of the account ends
      await changePassword(user.id, values.password!, undefined, OPERATOR)
      return `The password of ${user.email} has been changed, and its sessions ended.`
    }
    case 'remove-two-factor': {
      // for someone who lost both their phone and their recovery codes
      const user = await account()
      if (!(await removeTwoFactor(user.id, { actor: OPERATOR, account: user }))) return `${user.email} does not use two-factor sign-in; nothing was changed.`
      const next = (await getTwoFactorSettings()).requiredForAdmins && isStaff(user.roles)
        ? 'They sign in with their password and are then asked to set it up again.'
        : 'They sign in with their password alone until they set it up again.'
      return `Two-factor sign-in removed for ${user.email}: their key and recovery codes are deleted. ${next}`
    }
    case 'two-factor-link': {
      // the link the set-up page e-mails (decision 053), for a site that cannot send mail yet:
      // the operator hands it to the staff member, who opens it signed in as themselves
      const user = await account()
      if (!isStaff(user.roles)) throw new CliError(`${user.email} has no staff role: only staff use two-factor sign-in.`)
      if (await hasTwoFactor(user.id)) return `${user.email} already uses two-factor sign-in; no link was made.`
      const token = await createSetupLink(user)
      const link = `${env().SITE_URL}/account/two-factor?${new URLSearchParams({ link: token })}`
      return `Give this link to ${user.email} only. Signed in as themselves, they open it within ${SETUP_LINK_TTL_MS / 60_000} minutes to set up two-factor sign-in; it works once:\n${link}`
    }
  }
}

async function main(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' } },
  })
  const command = positionals[0] as Command
  // `remove-two-factor someone@example.org` reads as well as with --email
  if ((command === 'remove-two-factor' || command === 'two-factor-link') && values.email === undefined && positionals[1]) values.email = positionals[1]
  if (!(command in schemas)) return fail(USAGE)
  const parsed = schemas[command].safeParse(values)
  if (!parsed.success) return fail(parsed.error.issues.map((i) => i.message).join('\n'))

  const config = env()
  const connection = config.DATABASE_URL ? await openPostgres(config.DATABASE_URL) : await openPglite(config.DATA_DIR)
  try {
    await connection.migrate()
    setDatabase(connection.db)
    console.log(await run(command, values))
  } catch (error) {
    if (error instanceof CliError || error instanceof LastAdminError) return fail(error.message)
    throw error
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
