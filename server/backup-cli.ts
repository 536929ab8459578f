// `npm run backup -- FILE` and `npm run restore -- FILE` (docs/decisions/010), on the database
// the server uses (DATA_DIR, or DATABASE_URL when set).
// - backup: works while the site runs. On PostgreSQL it reads the database directly; on the
//   embedded database the running server makes the backup and sends it over a socket in
//   DATA_DIR (database/backup-socket.server.ts); with no server running it opens DATA_DIR itself.
//   The file is written under a temporary name, read back and checked, and only then given
//   its name, readable by this OS user alone (it holds personal data and password hashes).
// - restore: into an empty data directory (no server running on it) or an empty database.
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { parseArgs } from 'node:util'
import zlib from 'node:zlib'
import { BackupError, verifyBackup, writeBackup, type BackupSummary } from '../database/backup.server'
import { backupSocketPath, requestBackup } from '../database/backup-socket.server'
import { openPglite, openPostgres, type Connection, type Database } from '../database/connection.server'
import { DataDirLockedError } from '../database/data-dir-lock.server'
import { backupMigrationIndex, restoreBackup } from '../database/restore.server'
import { env, EnvError, type Env } from '~/utils/env.server'

const USAGE = `Usage:
  npm run backup -- FILE     write a backup of the whole site to FILE (also while the site runs)
  npm run restore -- FILE    restore FILE into an empty data directory (DATA_DIR) or database (DATABASE_URL)`

// a server that is starting holds DATA_DIR before its socket opens: wait for it this long
const WAIT_FOR_SERVER_MS = 60_000

class CliError extends Error {}

async function backup(file: string, config: Env): Promise<string> {
  const target = path.resolve(file)
  if (fs.existsSync(target)) {
    throw new CliError(`${file} already exists. Choose a new name (for example site-${today()}.backup), so that no earlier backup is overwritten.`)
  }
  if (!fs.existsSync(path.dirname(target))) throw new CliError(`The folder ${path.dirname(target)} does not exist.`)
  const partial = `${target}.${process.pid}.partial`
  try {
    const source = await writeBackupFile(partial, config)
    const summary = await verifyBackup(fs.createReadStream(partial)).catch((error) => {
      throw error instanceof BackupError ? new CliError(`The backup did not complete, so ${file} was not written. ${error.message}`) : error
    })
    giveName(partial, target)
    return `Backup written to ${file} (${source}): ${describe(summary)}, ${megabytes(fs.statSync(target).size)}. It was read back and checked.`
  } finally {
    fs.rmSync(partial, { force: true })
  }
}

/** Renames the finished file, never replacing one that appeared meanwhile. */
function giveName(partial: string, target: string) {
  try {
    // a hard link fails when the name is taken, where a rename would replace the file
    fs.linkSync(partial, target)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EEXIST') throw new CliError(`${target} appeared while the backup was being made; run it again with a new name.`)
    // a file system without hard links
    if (fs.existsSync(target)) throw error
    fs.renameSync(partial, target)
  }
}

/** Writes the compressed backup to `file`; says where it came from. */
async function writeBackupFile(file: string, config: Env): Promise<string> {
  const out = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 })
  try {
    return await writeBackupTo(out, config)
  } catch (error) {
    out.destroy()
    throw error
  }
}

async function writeBackupTo(out: fs.WriteStream, config: Env): Promise<string> {
  if (config.DATABASE_URL) {
    await fromConnection(await openPostgres(config.DATABASE_URL), out)
    return 'from PostgreSQL'
  }
  const dataDir = config.DATA_DIR
  const deadline = Date.now() + WAIT_FOR_SERVER_MS
  for (;;) {
    const fromServer = await requestBackup(dataDir)
    if (fromServer) {
      await pipeline(fromServer, zlib.createGzip(), out)
      return 'made by the running server'
    }
    if (!fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) {
      throw new CliError(`There is no database in ${dataDir} (set DATA_DIR, or DATABASE_URL for PostgreSQL).`)
    }
    try {
      await fromConnection(await openPglite(dataDir), out)
      return `from ${dataDir}, with no server running`
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error
      if (Date.now() > deadline) {
        throw new CliError(
          `${dataDir} is in use by process ${error.pid}, which does not answer on ${backupSocketPath(dataDir)} ` +
            '(an older version of the site, or another command such as npm run admin). Stop it, or wait for it to finish, and run the backup again.',
        )
      }
      // a server starting up opens its socket once it serves
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
}

async function fromConnection(connection: Connection, out: fs.WriteStream) {
  try {
    await writeCompressed(connection.db, out)
  } finally {
    await connection.close()
  }
}

async function writeCompressed(db: Database, out: fs.WriteStream) {
  const gzip = zlib.createGzip()
  const done = pipeline(gzip, out)
  done.catch(() => {}) // awaited below; a failure also stops writeBackup
  try {
    await writeBackup(db, gzip)
    gzip.end()
  } catch (error) {
    gzip.destroy(error as Error)
  }
  await done
}

async function restore(file: string, config: Env): Promise<string> {
  if (!fs.existsSync(file)) throw new CliError(`${file} does not exist.`)
  // the whole file is checked before the target is touched
  const checked = await verifyBackup(fs.createReadStream(file))
  backupMigrationIndex(checked.header)
  let connection: Connection
  if (config.DATABASE_URL) {
    connection = await openPostgres(config.DATABASE_URL)
  } else {
    try {
      connection = await openPglite(config.DATA_DIR)
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error
      throw new CliError(
        `${config.DATA_DIR} is in use by a server (process ${error.pid}). A backup is restored only into an empty data directory ` +
          'that no server is using: stop the server, or restore into a new DATA_DIR.',
      )
    }
  }
  try {
    const summary = await restoreBackup(connection, fs.createReadStream(file))
    const where = config.DATABASE_URL ? 'the PostgreSQL database' : config.DATA_DIR
    const held =
      summary.heldMail > 0
        ? ` ${summary.heldMail} ${summary.heldMail === 1 ? 'e-mail was' : 'e-mails were'} waiting to be sent when the backup was made and may have gone out since: ` +
          'they are held, not sent. An Administrator sends or drops them under E-mail in the back office.'
        : ''
    return `Restored ${file} (made ${summary.header.createdAt}) into ${where}: ${describe(summary)}. Start the site as usual; everyone signs in again.${held}`
  } finally {
    await connection.close()
  }
}

function describe(summary: BackupSummary) {
  const rows = Object.values(summary.rows).reduce((a, b) => a + b, 0)
  return `${rows.toLocaleString('en-CA')} ${rows === 1 ? 'row' : 'rows'} in ${summary.header.tables.length} tables`
}

function megabytes(bytes: number) {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

function today() {
  return new Date().toISOString().slice(0, 10)
}

async function main(argv: string[]) {
  const { positionals } = parseArgs({ args: argv, allowPositionals: true, options: {} })
  const [command, file, ...extra] = positionals
  if ((command !== 'backup' && command !== 'restore') || !file || extra.length > 0) return fail(USAGE)
  try {
    const config = env()
    console.log(command === 'backup' ? await backup(file, config) : await restore(file, config))
  } catch (error) {
    if (error instanceof CliError || error instanceof BackupError || error instanceof EnvError) return fail(error.message)
    throw error
  }
}

function fail(message: string) {
  console.error(message)
  process.exitCode = 1
}

main(process.argv.slice(2)).catch((error) => {
  fail(error instanceof Error ? error.message : String(error))
})
