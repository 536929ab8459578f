// Every loader and action under /admin checks the role on the server: the routes are read
// from the route table itself, so a screen added later is covered without editing this test.
import path from 'node:path'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../../database/test-database'
import routes from '~/routes'
import { createUser } from '~/models/user.server'
import { startSession } from '~/auth/session.server'

useTestDatabase()

type Found = { path: string; file: string }

function adminRoutes(entries: RouteConfigEntry[], prefix = ''): Found[] {
  return entries.flatMap((entry) => {
    const full = entry.path ? `${prefix}/${entry.path}` : prefix
    const here = full.replace(/^\/+/, '/').toLowerCase().startsWith('/admin') ? [{ path: full || '/', file: entry.file }] : []
    return [...here, ...adminRoutes(entry.children ?? [], full)]
  })
}

const found = adminRoutes(routes)
const cookies: Record<'member' | 'admin', string> = { member: '', admin: '' }

beforeAll(async () => {
  for (const role of ['member', 'admin'] as const) {
    const user = await createUser({ email: `${role}-guard@example.org`, password: 'guard test password', role })
    const setCookie = await startSession(new Request('http://localhost/login'), user.id, false)
    cookies[role] = setCookie.split(';')[0]
  }
})

function urlFor(routePath: string) {
  return `http://localhost${routePath.replace(/:\w+\??/g, '1').replace(/\*$/, 'anything')}`
}

async function outcome(run: () => Promise<unknown>) {
  try {
    const value = await run()
    return value instanceof Response ? value : { ok: true }
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

function request(routePath: string, method: 'GET' | 'POST', who: 'anonymous' | 'member' | 'admin') {
  const headers = new Headers({ Origin: 'http://localhost' })
  if (who !== 'anonymous') headers.set('Cookie', cookies[who])
  const body = method === 'POST' ? new URLSearchParams({ intent: 'nothing' }) : undefined
  if (body) headers.set('Content-Type', 'application/x-www-form-urlencoded')
  return new Request(urlFor(routePath), { method, headers, body })
}

describe('the admin guard', () => {
  it('finds the admin routes in the route table', () => {
    expect(found.map((f) => f.path)).toEqual(expect.arrayContaining(['/admin', '/admin/users']))
  })

  for (const route of found) {
    it(`guards ${route.path} (${route.file})`, async () => {
      const module = await import(/* @vite-ignore */ path.resolve(import.meta.dirname, '../..', route.file))
      const handlers = (['loader', 'action'] as const).filter((name) => typeof module[name] === 'function')
      for (const name of handlers) {
        const method = name === 'loader' ? 'GET' : 'POST'
        const call = (who: 'anonymous' | 'member' | 'admin') => () =>
          module[name]({ request: request(route.path, method, who), params: { id: '1' }, context: { cspNonce: '', clientAddress: '127.0.0.1' } })

        const anonymous = await outcome(call('anonymous'))
        expect(anonymous, `${name} as anonymous`).toBeInstanceOf(Response)
        expect((anonymous as Response).status).toBe(302)
        expect((anonymous as Response).headers.get('Location')).toMatch(/^\/login\?redirectTo=%2Fadmin/)

        const member = await outcome(call('member'))
        expect(member, `${name} as member`).toBeInstanceOf(Response)
        expect((member as Response).status).toBe(403)

        const admin = await outcome(call('admin'))
        const status = admin instanceof Response ? admin.status : 200
        expect(status, `${name} as admin`).not.toBe(403)
        if (admin instanceof Response) expect(admin.headers.get('Location') ?? '').not.toMatch(/^\/login/)
      }
    })
  }
})
