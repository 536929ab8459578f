// Issue 12, finding 10: a forged Host (or X-Forwarded-Host) header reached the canonical link,
// og:url and the layout's loader data, so a cache or a crawler could be handed links to another
// site. Every public page of the real production server, asked with Host: evil.example and
// X-Forwarded-Host: evil.example, behind TRUST_PROXY off and on: neither its HTML nor its
// loader data (.data) nor a redirect names evil.example; canonical and og:url use SITE_URL.
// Each page names the blog's feeds (issue 18, item 7), whose addresses are SITE_URL's too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseHtml } from '../tests/support/html-checks'
import { buildApp, rawGet, startServing, type RunningServer } from '../tests/support/test-server'
import { publicPagePaths } from '../tests/support/public-pages'

const SITE_URL = 'https://charity.example'
const EVIL = 'evil.example'

let build: Awaited<ReturnType<typeof buildApp>>
const servers: Record<'off' | 'on', RunningServer | undefined> = { off: undefined, on: undefined }

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
async function forged(server: RunningServer, target: string): Promise<Answer> {
  const answer = await rawGet(server.port, target, { Host: EVIL, 'X-Forwarded-Host': EVIL, 'X-Forwarded-Proto': 'https' })
  return { status: answer.status, location: String(answer.headers.location ?? ''), body: answer.body.toString() }
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
    const paths = await publicPagePaths(server.origin)
    expect(paths).toEqual(expect.arrayContaining(['/', '/blog', '/contact', '/login', '/register', '/donation']))
    for (const pathname of paths) {
      let page: Answer | undefined
      for (const target of [pathname, dataPath(pathname)]) {
        const answer = await forged(server, target)
        expect(answer.status, target).toBeLessThan(500)
        expect(answer.body, `${target}: the forged host`).not.toContain(EVIL)
        expect(answer.location, `${target}: redirect`).not.toContain(EVIL)
        if (target === pathname) page = answer
      }
      // a page that redirects (/login/two-factor with no sign-in under way) has no head to look in
      if (page?.status !== 200) continue
      // the feeds are named by path: the browser resolves them against the page's own address (the
      // other alternates, the page in each language, are absolute addresses on SITE_URL)
      const alternates = [...parseHtml(page.body).querySelectorAll('head link[rel="alternate"][type]')]
      expect(
        alternates.map((link) => [link.getAttribute('type'), link.getAttribute('href')]),
        `${pathname}: the feeds`,
      ).toEqual([
        ['application/rss+xml', '/blog/rss.xml'],
        ['application/atom+xml', '/blog/atom.xml'],
      ])
    }
  })

  it('the blog feeds name SITE_URL only', async () => {
    const server = servers[trust]!
    for (const pathname of ['/blog/rss.xml', '/blog/atom.xml']) {
      const answer = await forged(server, pathname)
      expect(answer.status, pathname).toBe(200)
      expect(answer.body, `${pathname}: the forged host`).not.toContain(EVIL)
      // its own address (the self link), and the demo content's posts at theirs
      expect(answer.body, `${pathname}: its own address`).toContain(`href="${SITE_URL}${pathname}"`)
      expect(answer.body, `${pathname}: a post`).toMatch(new RegExp(`${SITE_URL}/blogdetail/\\d+`))
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
