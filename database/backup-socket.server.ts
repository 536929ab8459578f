// How `npm run backup` reaches a running server on the embedded database (docs/decisions/010).
// The server holds DATA_DIR's lock, so no other process may open the database; instead the
// server listens on a unix socket inside DATA_DIR (run/backup.sock, in a folder only its own
// OS user may enter) and writes the backup to whoever connects there. Nothing listens on the
// network, and there is no HTTP endpoint to guard: reaching the socket takes the same access
// to the machine as reading DATA_DIR itself.
//
// The exchange: the command sends one JSON line {"command":"backup","protocol":1}; the server
// answers with the backup's lines (uncompressed: the command compresses, so the server's
// transaction ends sooner), or with one line {"error":"..."} when it could not begin.
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { PassThrough, type Readable } from 'node:stream'
import { BackupError, writeBackup } from './backup.server'
import type { Database } from './connection.server'

const PROTOCOL = 1
// a command that stops reading (suspended, stuck disk) must not hold the site's database for long
const STALLED_AFTER_MS = 30_000
const REQUEST_MAX_BYTES = 1024
const REQUEST_TIMEOUT_MS = 5_000
// unix socket paths are limited to 104 to 108 bytes, depending on the system
const SOCKET_PATH_MAX_BYTES = 100

export function backupSocketPath(dataDir: string) {
  return path.join(path.resolve(dataDir), 'run', 'backup.sock')
}

/** The socket's path as this process can name it within the OS limit: absolute, or relative to here when shorter. */
function addressOf(socketPath: string): string {
  const relative = path.relative(process.cwd(), socketPath)
  const shortest = relative.length < socketPath.length ? relative : socketPath
  if (Buffer.byteLength(shortest) > SOCKET_PATH_MAX_BYTES) {
    throw new Error(`The path ${socketPath} is too long for a socket; use a DATA_DIR with a shorter path.`)
  }
  return shortest.includes(path.sep) ? shortest : `.${path.sep}${shortest}`
}

export type BackupSocketLog = { info: (message: string) => void; error: (message: string, error: unknown) => void }

/** Opens the socket in dataDir (whose lock this process holds); close() removes it. */
export async function openBackupSocket(
  dataDir: string,
  db: Database,
  log: BackupSocketLog,
  { stalledAfterMs = STALLED_AFTER_MS } = {},
): Promise<{ close: () => Promise<void> }> {
  const socketPath = backupSocketPath(dataDir)
  const folder = path.dirname(socketPath)
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 })
  // also when the folder was left by an earlier start under a looser umask
  fs.chmodSync(folder, 0o700)
  // a socket left by a server that was killed: this process holds the lock, so it is nobody's
  fs.rmSync(socketPath, { force: true })

  const open = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    open.add(socket)
    socket.on('close', () => open.delete(socket))
    serve(socket, db, log, stalledAfterMs).catch((error) => {
      log.error('Backup through the socket failed', error)
      socket.destroy()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(addressOf(socketPath), () => {
      server.off('error', reject)
      resolve()
    })
  })
  fs.chmodSync(socketPath, 0o600)
  server.on('error', (error) => log.error('The backup socket failed', error))
  // never what keeps the process alive
  server.unref()
  return {
    close: async () => {
      for (const socket of open) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      fs.rmSync(socketPath, { force: true })
    },
  }
}

async function serve(socket: net.Socket, db: Database, log: BackupSocketLog, stalledAfterMs: number) {
  // a command that went away: its backup stops (the write fails) and the transaction ends
  socket.on('error', () => socket.destroy())
  socket.setTimeout(stalledAfterMs, () => socket.destroy())
  const request = await readRequest(socket)
  if (request?.command !== 'backup' || request.protocol !== PROTOCOL) {
    socket.end(`${JSON.stringify({ error: 'This server does not understand the request; use npm run backup of the same version.' })}\n`)
    return
  }
  const started = Date.now()
  log.info('Backup requested (npm run backup)')
  try {
    const summary = await writeBackup(db, socket)
    socket.end()
    const rows = Object.values(summary.rows).reduce((a, b) => a + b, 0)
    log.info(`Backup sent: ${rows} rows of ${summary.header.tables.length} tables in ${Date.now() - started} ms`)
  } catch (error) {
    log.error('Backup failed', error)
    if (socket.bytesWritten === 0 && !socket.destroyed) {
      const message = error instanceof BackupError ? error.message : 'The server could not read its database; its log says why.'
      socket.end(`${JSON.stringify({ error: message })}\n`)
    } else {
      // part of the backup went out: cut it short, which the command detects (no trailer)
      socket.destroy()
    }
  }
}

/** The first line a command sends, parsed; null when it is not one. */
function readRequest(socket: net.Socket): Promise<{ command?: unknown; protocol?: unknown } | null> {
  return new Promise((resolve) => {
    let received = ''
    const timer = setTimeout(() => finish(null), REQUEST_TIMEOUT_MS)
    const finish = (value: { command?: unknown; protocol?: unknown } | null) => {
      clearTimeout(timer)
      socket.off('data', onData)
      socket.off('end', onEnd)
      socket.pause()
      resolve(value)
    }
    const onData = (chunk: Buffer) => {
      received += chunk.toString('utf8')
      const newline = received.indexOf('\n')
      if (newline < 0) {
        if (received.length > REQUEST_MAX_BYTES) finish(null)
        return
      }
      try {
        const parsed = JSON.parse(received.slice(0, newline)) as unknown
        finish(parsed && typeof parsed === 'object' ? (parsed as { command?: unknown; protocol?: unknown }) : null)
      } catch {
        finish(null)
      }
    }
    const onEnd = () => finish(null)
    socket.on('data', onData)
    socket.on('end', onEnd)
  })
}

// ---------------------------------------------------------------- the command's side

/**
 * Asks the server running on dataDir for a backup: the stream of its lines, or null when no
 * server listens there (none runs, or it was killed and left its socket behind).
 */
export async function requestBackup(dataDir: string): Promise<Readable | null> {
  const socketPath = backupSocketPath(dataDir)
  if (!fs.existsSync(socketPath)) return null
  let socket: net.Socket
  try {
    socket = await connect(addressOf(socketPath))
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ECONNREFUSED' || code === 'ENOENT') return null
    if (code === 'EACCES' || code === 'EPERM') {
      throw new BackupError(
        `The running server's socket ${socketPath} may be used only by the user the server runs as: run this command as that user.`,
      )
    }
    throw error
  }
  socket.write(`${JSON.stringify({ command: 'backup', protocol: PROTOCOL })}\n`)
  const { line, rest } = await firstLine(socket)
  let parsed: unknown = null
  try {
    parsed = JSON.parse(line)
  } catch {
    // left to the reader of the backup, which says the file is damaged
  }
  if (parsed && typeof parsed === 'object' && 'error' in parsed) {
    socket.destroy()
    throw new BackupError(`The running server could not make the backup: ${String((parsed as { error: unknown }).error)}`)
  }
  const stream = new PassThrough()
  stream.write(Buffer.concat([Buffer.from(`${line}\n`), rest]))
  socket.on('error', (error) => stream.destroy(error))
  socket.pipe(stream)
  return stream
}

function connect(address: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(address)
    socket.once('connect', () => {
      socket.off('error', reject)
      resolve(socket)
    })
    socket.once('error', reject)
  })
}

function firstLine(socket: net.Socket): Promise<{ line: string; rest: Buffer }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const cleanup = () => {
      socket.off('data', onData)
      socket.off('end', onEnd)
      socket.off('error', onError)
    }
    const onData = (chunk: Buffer) => {
      const newline = chunk.indexOf(10)
      if (newline < 0) {
        chunks.push(chunk)
        return
      }
      cleanup()
      socket.pause()
      resolve({ line: Buffer.concat([...chunks, chunk.subarray(0, newline)]).toString('utf8'), rest: chunk.subarray(newline + 1) })
    }
    const onEnd = () => {
      cleanup()
      reject(new BackupError('The running server closed the connection without sending a backup; its log says why.'))
    }
    const onError = (error: Error) => {
      cleanup()
      reject(error)
    }
    socket.on('data', onData)
    socket.on('end', onEnd)
    socket.on('error', onError)
  })
}
