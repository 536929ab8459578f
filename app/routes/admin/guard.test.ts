// Every loader and action under /admin checks the role on the server: the routes are read
// from the route table itself, so a screen added later is covered without editing this test.
import path from 'node:path'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../../database/test-database'
import routes from '~/routes'
import { createUser } from '~/models/user.server'
import { startPendingSignIn, startSession } from '~/auth/session.server'
import { enrolTwoFactor } from '../../../tests/support/admin-test-helpers'

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
type Who = 'anonymous' | 'member' | 'admin' | 'admin without two-factor' | 'admin between password and code'
const cookies: Record<Exclude<Who, 'anonymous'>, string> = { member: '', admin: '', 'admin without two-factor': '', 'admin between password and code': '' }

beforeAll(async () => {
  const member = await createUser({ email: 'member-guard@example.org', password: 'guard test password', roles: [] })
  cookies.member = (await startSession(new Request('http://localhost/login'), member.id, false)).split(';')[0]
  // on a new site admins must use two-factor sign-in: this one has, and passed it
  const admin = await createUser({ email: 'admin-guard@example.org', password: 'guard test password', roles: ['administrator'] })
  await enrolTwoFactor(admin.id)
  cookies.admin = (await startSession(new Request('http://localhost/login'), admin.id, false, { secondFactor: true })).split(';')[0]
  // signed in with the password, but has not set up the second factor the site requires
  const unenrolled = await createUser({ email: 'unenrolled-guard@example.org', password: 'guard test password', roles: ['administrator'] })
  cookies['admin without two-factor'] = (await startSession(new Request('http://localhost/login'), unenrolled.id, false)).split(';')[0]
  // gave the right password, not yet the code: only the signed cookie of the code step
  const pending = await createUser({ email: 'pending-guard@example.org', password: 'guard test password', roles: ['administrator'] })
  await enrolTwoFactor(pending.id)
  cookies['admin between password and code'] = (
    await startPendingSignIn(new Request('http://localhost/login'), { userId: pending.id, remember: false, redirectTo: '/admin' })
  ).split(';')[0]
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

function request(routePath: string, method: 'GET' | 'POST', who: Who) {
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
        const call = (who: Who) => () =>
          module[name]({ request: request(route.path, method, who), params: { id: '1' }, context: { cspNonce: '', clientAddress: '127.0.0.1' } })

        const anonymous = await outcome(call('anonymous'))
        expect(anonymous, `${name} as anonymous`).toBeInstanceOf(Response)
        expect((anonymous as Response).status).toBe(302)
        expect((anonymous as Response).headers.get('Location')).toMatch(/^\/login\?redirectTo=%2Fadmin/)

        const member = await outcome(call('member'))
        expect(member, `${name} as member`).toBeInstanceOf(Response)
        expect((member as Response).status).toBe(403)

        // half signed in: no admin page or form opens
        const pending = await outcome(call('admin between password and code'))
        expect(pending, `${name} between password and code`).toBeInstanceOf(Response)
        expect((pending as Response).status).toBe(302)
        expect((pending as Response).headers.get('Location')).toMatch(/^\/login\?redirectTo=%2Fadmin/)

        const unenrolled = await outcome(call('admin without two-factor'))
        expect(unenrolled, `${name} as an admin without the required two-factor sign-in`).toBeInstanceOf(Response)
        expect((unenrolled as Response).status).toBe(302)
        expect((unenrolled as Response).headers.get('Location')).toBe('/account/two-factor')

        const admin = await outcome(call('admin'))
        const status = admin instanceof Response ? admin.status : 200
        expect(status, `${name} as admin`).not.toBe(403)
        if (admin instanceof Response) expect(admin.headers.get('Location') ?? '').not.toMatch(/^\/login/)
      }
    })
  }
})
