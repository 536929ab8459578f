// A real SMTP server in the test process (smtp-server), which keeps what it receives parsed
// (mailparser): headers, both parts, the envelope, whether the session was encrypted and who
// signed in. Plain, or with STARTTLS on a certificate made for the test and a password.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll } from 'vitest'
import { startOutboxWorker, type OutboxWorker } from '~/email/outbox-worker.server'
import { smtpTransport } from '~/email/smtp-transport.server'

export type ReceivedMail = ParsedMail & { envelopeTo: string[]; secure: boolean; user: string | undefined }

let certificate: { key: string; cert: string } | null = null

/** A self-signed certificate for 127.0.0.1 and localhost, made once per test process. */
export function testCertificate() {
  if (certificate) return certificate
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smtp-cert-'))
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
    '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
    '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
  ], { stdio: 'ignore' })
  certificate = { key: fs.readFileSync(path.join(dir, 'key.pem'), 'utf8'), cert: fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8') }
  fs.rmSync(dir, { recursive: true, force: true })
  return certificate
}

type Options = {
  /** offer STARTTLS with the test certificate and require a password */
  secure?: { user: string; pass: string }
  /** listen on this port (to bring a "down" server back where the app expects it) */
  port?: number
  /** answer every message with this SMTP error */
  reject?: { code: number; message: string }
}

export async function startTestSmtpServer(options: Options = {}) {
  const received: ReceivedMail[] = []
  const waiters: (() => void)[] = []
  const cert = options.secure ? testCertificate() : null
  const server = new SMTPServer({
    logger: false,
    ...(cert ? { key: cert.key, cert: cert.cert } : { disabledCommands: ['STARTTLS'] }),
    authOptional: !options.secure,
    // a password only over an encrypted connection, as a real server asks
    allowInsecureAuth: false,
    onAuth(auth, _session, callback) {
      if (options.secure && auth.username === options.secure.user && auth.password === options.secure.pass) return callback(null, { user: auth.username })
      callback(new Error('Invalid username or password'))
    },
    onData(stream, session, callback) {
      if (options.reject) {
        stream.resume()
        stream.on('end', () => callback(Object.assign(new Error(options.reject!.message), { responseCode: options.reject!.code })))
        return
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(
            Object.assign(mail, {
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              secure: session.secure,
              user: typeof session.user === 'string' ? session.user : undefined,
            }),
          )
          for (const wake of waiters.splice(0)) wake()
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const port = (server.server.address() as { port: number }).port
  return {
    port,
    url: options.secure ? `smtp://${options.secure.user}:${options.secure.pass}@127.0.0.1:${port}` : `smtp://127.0.0.1:${port}`,
    /** the certificate authority a client must trust (STARTTLS) */
    ca: cert?.cert,
    received,
    /** Resolves once `count` mails have arrived; fails after timeoutMs. */
    async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
      const deadline = Date.now() + timeoutMs
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`Expected ${count} e-mails, received ${received.length}`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 200)
        })
      }
      return received
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A port nothing listens on (taken from the system and released at once). */
export async function freePort(): Promise<number> {
  const net = await import('node:net')
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/**
 * For a test file whose actions send e-mail: a test SMTP server and an outbox worker sending to
 * it, started before the file's tests and stopped after. `deliver()` sends what is queued now.
 */
export function useMailDelivery() {
  let server: Awaited<ReturnType<typeof startTestSmtpServer>> | undefined
  let worker: OutboxWorker | undefined
  beforeAll(async () => {
    server = await startTestSmtpServer()
    worker = startOutboxWorker({ transport: smtpTransport(server.url), from: async () => 'info@example.org', pollMs: 60_000 })
  })
  afterAll(async () => {
    await worker?.stop()
    await server?.close()
  })
  return {
    get smtp() {
      if (!server) throw new Error('useMailDelivery: the SMTP server starts in beforeAll')
      return server
    },
    deliver: () => worker!.wake(),
  }
}
