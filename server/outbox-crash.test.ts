// The outbox survives the process: a mail queued by a request is still sent, once, when the
// server is killed (kill -9) before it could send it and started again with a mail server.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSmtpServer } from '../tests/support/smtp-test-server'
import { buildApp, startServing, type RunningServer } from '../tests/support/test-server'

let buildDir: string
const servers: RunningServer[] = []
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-crash-'))
const ADMIN = { ADMIN_EMAIL: 'admin@example.org', ADMIN_PASSWORD: 'a long admin password here', DEMO_CONTENT: 'off', DATA_DIR: dataDir }

beforeAll(async () => {
  buildDir = (await buildApp()).dir
}, 240_000)

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL')
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('the outbox across a crash', { timeout: 180_000 }, () => {
  it('sends a reset e-mail queued before a kill -9 after the restart, exactly once', async () => {
    const first = await startServing(buildDir, ADMIN)
    servers.push(first)
    expect(first.output()).toContain('E-mail is not configured: set SMTP_URL to send it.')
    const asked = await fetch(`${first.origin}/forgot-password`, {
      method: 'POST',
      headers: { Origin: first.origin },
      body: new URLSearchParams({ email: 'admin@example.org' }),
    })
    expect(asked.status).toBe(200)
    first.child.kill('SIGKILL')
    await first.exited

    const smtp = await startTestSmtpServer()
    try {
      const second = await startServing(buildDir, { ...ADMIN, SMTP_URL: smtp.url })
      servers.push(second)
      expect(second.output()).toContain(`E-mail: sent through 127.0.0.1:${smtp.port} (SMTP_URL).`)
      const [mail] = await smtp.waitFor(1, 20_000)
      expect(mail.envelopeTo).toEqual(['admin@example.org'])
      expect(mail.subject).toBe('Choose a new password')
      expect(mail.text).toMatch(/\/reset-password\?token=[\w-]+/)
      await second.stop()

      // a third start finds nothing left to send
      const third = await startServing(buildDir, { ...ADMIN, SMTP_URL: smtp.url })
      servers.push(third)
      await new Promise((resolve) => setTimeout(resolve, 2000))
      await third.stop()
      expect(smtp.received).toHaveLength(1)
    } finally {
      await smtp.close()
    }
  })
})
