// Issue 12, finding 10: a forged Host (or X-Forwarded-Host) header reached the canonical link,
// og:url and the layout's loader data, so a cache or a crawler could be handed links to another
// site. Every public page of the real production server, asked with Host: evil.example and
// X-Forwarded-Host: evil.example, behind TRUST_PROXY off and on: neither its HTML nor its
// loader data (.data) nor a redirect names evil.example; canonical and og:url use SITE_URL.
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, startServing, type RunningServer } from '../tests/support/test-server'
import { routeTable } from '../tests/support/test-routes'

const SITE_URL = 'https://charity.example'
const EVIL = 'evil.example'

let build: Awaited<ReturnType<typeof buildApp>>
const servers: Record<'off' | 'on', RunningServer | undefined> = { off: undefined, on: undefined }

const publicPages = (await routeTable()).filter((route) => !route.admin && route.page && !route.path.includes('*'))

beforeAll(async () => {
  build = await buildApp()
  ;[servers.off, servers.on] = await Promise.all([
    startServing(build.dir, { SITE_URL, TRUST_PROXY: 'off' }),
    startServing(build.dir, { SITE_URL, TRUST_PROXY: 'on' }),
  ])
}, 240_000)

afterAll(async () => {
  await Promise.all([servers.off?.stop(), servers.on?.stop()])
  build?.remove()
})

type Answer = { status: number; location: string; body: string }

/** A GET with headers that fetch() will not send (Host). */
function forged(server: RunningServer, target: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { Host: EVIL, 'X-Forwarded-Host': EVIL, 'X-Forwarded-Proto': 'https' }
    const req = http.request({ host: '127.0.0.1', port: server.port, path: target, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: String(res.headers.location ?? ''), body }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** Every public page: those without a parameter, and one of each kind with one (the demo content's first). */
async function pagePaths(server: RunningServer): Promise<string[]> {
  const plain = publicPages.filter((route) => !route.path.includes(':')).map((route) => route.path)
  const withParams = publicPages.filter((route) => route.path.includes(':'))
  const found: string[] = []
  for (const listing of ['/blog', '/gallery', '/events']) {
    const html = await (await fetch(`${server.origin}${listing}`)).text()
    for (const route of withParams) {
      const pattern = new RegExp(`href="(${route.path.replace(/:\w+/, '\\d+')})"`, 'i')
      const match = pattern.exec(html)?.[1]
      if (match && !found.includes(match)) found.push(match)
    }
  }
  expect(found.length, 'a blog post, a gallery and an event were found').toBe(withParams.length)
  return [...plain, ...found]
}

const dataPath = (pathname: string) => (pathname === '/' ? '/_root.data' : `${pathname}.data`)

describe('the start-up log', () => {
  it('says which address links use', () => {
    expect(servers.off!.output()).toContain(`Canonical and sharing links use ${SITE_URL} (SITE_URL).`)
  })
})

describe.each(['off', 'on'] as const)('a forged Host with TRUST_PROXY=%s', (trust) => {
  it('appears nowhere in any public page, its loader data or a redirect', async () => {
    const server = servers[trust]!
    const paths = await pagePaths(server)
    expect(paths).toEqual(expect.arrayContaining(['/', '/blog', '/contact', '/login', '/register', '/donation']))
    for (const pathname of paths) {
      for (const target of [pathname, dataPath(pathname)]) {
        const answer = await forged(server, target)
        expect(answer.status, target).toBeLessThan(500)
        expect(answer.body, `${target}: the forged host`).not.toContain(EVIL)
        expect(answer.location, `${target}: redirect`).not.toContain(EVIL)
      }
    }
  })

  it('canonical and og:url name SITE_URL', async () => {
    const server = servers[trust]!
    for (const pathname of ['/', '/blog', '/contact', '/about']) {
      const { body } = await forged(server, pathname)
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(body)?.[1]
      const ogUrl = /<meta property="og:url" content="([^"]*)"/.exec(body)?.[1]
      const expected = `${SITE_URL}${pathname === '/' ? '/' : pathname}`
      expect(canonical, `${pathname}: canonical`).toBe(expected)
      expect(ogUrl, `${pathname}: og:url`).toBe(expected)
    }
  })
})
