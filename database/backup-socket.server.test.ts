// The running server's backup socket (docs/decisions/010): only its own OS user can reach it,
// it hands over a complete backup, it answers a request it does not know with a message, a
// command that stops reading cannot hold the site's database, and a socket left by a killed
// server is taken for what it is (no server).
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import zlib from 'node:zlib'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyBackup } from './backup.server'
import { backupSocketPath, openBackupSocket, requestBackup } from './backup-socket.server'
import { openPglite, type Connection } from './connection.server'

function send(dataDir: string, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(backupSocketPath(dataDir))
    let answer = ''
    socket.on('data', (d) => (answer += d))
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
    socket.write(line)
  })
}

// Embedded only (with DATABASE_URL the command reads PostgreSQL directly): not repeated in CI's PostgreSQL pass.
describe.skipIf(process.env.DATABASE_URL)('the backup socket', { timeout: 60_000 }, () => {
  let connection: Connection
  let dataDir: string
  const logged: string[] = []
  const log = { info: (message: string) => logged.push(message), error: (message: string) => logged.push(`error: ${message}`) }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-socket-'))
    // the embedded database in memory: the socket works the same on any PGlite
    connection = await openPglite(null)
    await connection.migrate()
    // bigger than a socket's buffers, so that a command that does not read blocks the server's writes
    await connection.db.execute(sql`insert into stored_files (file_name, content_type, size, sha256) values ('big.bin', 'application/octet-stream', 4194304, 'x')`)
    await connection.db.execute(sql`insert into stored_file_chunks (file_id, seq, bytes) select id, s, ${crypto.randomBytes(1024 * 1024)}::bytea from stored_files, generate_series(0, 3) s`)
  })

  afterAll(async () => {
    await connection?.close()
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('is reachable by its own user only, and gives a complete backup', async () => {
    const socket = await openBackupSocket(dataDir, connection.db, log)
    try {
      const socketPath = backupSocketPath(dataDir)
      expect(fs.statSync(path.dirname(socketPath)).mode & 0o777).toBe(0o700)
      expect(fs.statSync(socketPath).mode & 0o777).toBe(0o600)
      expect(fs.statSync(socketPath).isSocket()).toBe(true)

      const stream = await requestBackup(dataDir)
      expect(stream).not.toBeNull()
      const chunks: Buffer[] = []
      for await (const chunk of stream!) chunks.push(chunk as Buffer)
      const summary = await verifyBackup(Readable.from([zlib.gzipSync(Buffer.concat(chunks))]))
      expect(summary.rows.stored_file_chunks).toBe(4)
      expect(logged.some((line) => /^Backup sent: \d+ rows of \d+ tables in \d+ ms$/.test(line))).toBe(true)

      // anything else is answered with a message, and no data
      const answer = await send(dataDir, '{"command":"drop everything","protocol":1}\n')
      expect(JSON.parse(answer)).toEqual({ error: expect.stringContaining('does not understand the request') })
    } finally {
      await socket.close()
    }
    expect(fs.existsSync(backupSocketPath(dataDir))).toBe(false)
    expect(await requestBackup(dataDir)).toBeNull()
  })

  it('cuts off a command that stops reading, so the site gets its database back', async () => {
    const socket = await openBackupSocket(dataDir, connection.db, log, { stalledAfterMs: 500 })
    try {
      const stuck = net.connect(backupSocketPath(dataDir))
      await new Promise((resolve) => stuck.once('connect', resolve))
      stuck.write('{"command":"backup","protocol":1}\n')
      stuck.pause() // reads nothing from here on
      await new Promise((resolve) => setTimeout(resolve, 200))
      // the site's next query waits for the backup's transaction, and gets through once it is cut off
      // (without the cut-off it would wait for ever, and the test would time out)
      const started = Date.now()
      const result = (await connection.db.execute(sql`select count(*)::int as "n" from stored_file_chunks`)) as unknown as {
        rows: { n: number }[]
      }
      expect(result.rows[0].n).toBe(4)
      expect(Date.now() - started).toBeLessThan(10_000)
      stuck.destroy()
      expect(logged.some((line) => line.startsWith('error: Backup failed'))).toBe(true)
    } finally {
      await socket.close()
    }
  })

  it('takes a socket left by a server that was killed for no server at all', async () => {
    const socketPath = backupSocketPath(dataDir)
    fs.mkdirSync(path.dirname(socketPath), { recursive: true })
    // a socket file with nobody listening: what SIGKILL leaves behind
    const server = net.createServer()
    await new Promise<void>((resolve) => server.listen(socketPath, resolve))
    const leftover = `${socketPath}.left`
    fs.linkSync(socketPath, leftover)
    await new Promise((resolve) => server.close(resolve))
    fs.renameSync(leftover, socketPath)
    expect(fs.existsSync(socketPath)).toBe(true)
    expect(await requestBackup(dataDir)).toBeNull()
    // and the next server replaces it
    const socket = await openBackupSocket(dataDir, connection.db, log)
    try {
      expect(await requestBackup(dataDir)).not.toBeNull()
    } finally {
      await socket.close()
    }
  })
})
