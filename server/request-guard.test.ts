// Issue 12, finding 9: requests no browser sends (a Host that is not a host, an absolute or '*'
// request target, HTTP/1.0 without Host, TRACE) answered 500 with a stack in the log. Sent
// byte for byte over a socket to the real production server (behind TRUST_PROXY=on, so that
// the X-Forwarded-* headers are read too): each is refused with a 4xx or 501 before React
// Router sees it, nothing is logged as an error, and the server goes on answering.
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, startServing, type RunningServer } from '../tests/support/test-server'

let build: Awaited<ReturnType<typeof buildApp>>
let server: RunningServer

beforeAll(async () => {
  build = await buildApp()
  server = await startServing(build.dir, { TRUST_PROXY: 'on', DEMO_CONTENT: 'off' })
}, 240_000)

afterAll(async () => {
  await server?.stop()
  build?.remove()
})

/** Sends `head` as it is and reads the answer's status line (the server closes: Connection: close or HTTP/1.0). */
function send(head: string): Promise<{ status: number; response: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, '127.0.0.1')
    let response = ''
    socket.setEncoding('latin1')
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(head)}`)))
    socket.on('data', (chunk) => (response += chunk))
    socket.on('error', reject)
    socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(response)?.[1] ?? 0), response }))
    socket.write(head) // not end(): a half-closed socket gets no answer
  })
}

const host = () => `127.0.0.1:${server.port}`
const get = (target: string, headers: string) => `GET ${target} HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`

const MALFORMED: [string, () => string, number[]][] = [
  ['a Host with a space', () => get('/', 'Host: a b\r\n'), [400]],
  ['an absolute-form request target', () => get('http://evil.example/', 'Host: evil.example\r\n'), [400]],
  ['an absolute-form target to this very server', () => get(`http://${host()}/`, `Host: ${host()}\r\n`), [400]],
  ['OPTIONS *', () => `OPTIONS * HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`, [400, 405]],
  ['HTTP/1.0 without Host', () => 'GET / HTTP/1.0\r\n\r\n', [400]],
  ['an unclosed IPv6 Host', () => get('/', 'Host: [::1\r\n'), [400]],
  ['an empty Host', () => get('/', 'Host: \r\n'), [400]],
  ['a Host with a port over 65535', () => get('/', 'Host: x:99999\r\n'), [400]],
  ['a Host with a path', () => get('/', 'Host: evil.example/x\r\n'), [400]],
  ['a Host with user info', () => get('/', 'Host: user@evil.example\r\n'), [400]],
  ['TRACE', () => `TRACE / HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`, [405]],
  ['TRACE to a page', () => `TRACE /contact HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`, [405]],
  ['OPTIONS to a page', () => `OPTIONS /contact HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`, [405]],
  ['a WebDAV method', () => `PROPFIND / HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`, [405, 501]],
  ['an X-Forwarded-Host with a space', () => get('/', `Host: ${host()}\r\nX-Forwarded-Host: a b\r\n`), [400]],
  ['an X-Forwarded-Host with a port over 65535', () => get('/', `Host: ${host()}\r\nX-Forwarded-Host: x:99999\r\n`), [400]],
  ['a list of forwarded hosts with a bad one', () => get('/', `Host: ${host()}\r\nX-Forwarded-Host: charity.example, x:99999\r\n`), [400]],
  ['an X-Forwarded-Proto that is not http or https', () => get('/', `Host: ${host()}\r\nX-Forwarded-Proto: a b\r\n`), [400]],
]

const WELL_FORMED: [string, () => string][] = [
  ['HTTP/1.1 with its Host', () => get('/', `Host: ${host()}\r\n`)],
  ['a Host name without a port', () => get('/', 'Host: localhost\r\n')],
  ['an IPv6 Host', () => get('/', `Host: [::1]:${server.port}\r\n`)],
  ['HTTP/1.0 with Host', () => `GET / HTTP/1.0\r\nHost: ${host()}\r\n\r\n`],
  ['HEAD', () => `HEAD / HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`],
  ['a proxy’s forwarded host and protocol', () => get('/', `Host: ${host()}\r\nX-Forwarded-Host: charity.example\r\nX-Forwarded-Proto: https\r\n`)],
]

type LogEntry = { level?: string; err?: { stack?: string }; res?: { status?: number } }

function logEntries(): LogEntry[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LogEntry)
}

describe('SITE_URL unset', () => {
  it('the start-up log says where links point and that production should set it', () => {
    expect(server.output()).toContain(`Canonical and sharing links use http://localhost:${server.port}: set SITE_URL to the site's public address`)
  })
})

describe('malformed requests', () => {
  for (const [what, head, statuses] of MALFORMED) {
    it(`${what} is refused with ${statuses.join(' or ')}, not a server error`, async () => {
      const before = logEntries().length
      const { status, response } = await send(head())
      expect(statuses, `${what}: ${response.split('\r\n')[0]}`).toContain(status)
      expect(response, 'no stack or file path in the answer').not.toMatch(/\bat .+:\d+:\d+|node_modules|Invalid URL/)
      await new Promise((resolve) => setTimeout(resolve, 100)) // the log line is written when the answer ends
      const logged = logEntries().slice(before)
      expect(logged.filter((e) => e.level === 'error' || e.level === 'fatal' || e.err?.stack), `${what}: logged as an error`).toEqual([])
      expect(server.output()).not.toMatch(/\n\s+at .+:\d+:\d+/)
      // and the server still answers
      expect((await fetch(`${server.origin}/`)).status).toBe(200)
    })
  }

  for (const [what, head] of WELL_FORMED) {
    it(`${what} is answered as usual`, async () => {
      const { status, response } = await send(head())
      expect(status, response.split('\r\n')[0]).toBe(200)
    })
  }
})
