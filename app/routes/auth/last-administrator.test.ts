// The site's only Administrator cannot delete their own account from /account: the back office
// would be left with no one to run it. A database of its own, where this is the one Administrator.
import { beforeAll, expect, it } from 'vitest'
import { useTestDatabase } from '../../../database/test-database'
import { saveTwoFactorSettings } from '~/models/settings.server'
import { createUser, findUserByEmail } from '~/models/user.server'
import { action as accountAction } from './account'
import { action as loginAction } from './login'

useTestDatabase()
beforeAll(() => saveTwoFactorSettings({ requiredForAdmins: false }))

function post(path: string, fields: Record<string, string>, cookie?: string) {
  const headers = new Headers({ 'Content-Type': 'application/x-www-form-urlencoded' })
  if (cookie) headers.set('Cookie', cookie)
  return new Request(`http://localhost${path}`, { method: 'POST', headers, body: new URLSearchParams(fields) })
}

it('tells the only Administrator to give the role to someone else first, and deletes nothing', async () => {
  await createUser({ email: 'sole@example.org', password: 'sole admin password', roles: ['administrator'] })
  // (a redirect is thrown)
  const signedIn = (await Promise.resolve(loginAction({ request: post('/login', { email: 'sole@example.org', password: 'sole admin password' }), context: { cspNonce: '', clientAddress: '10.9.0.1' } } as any)).catch((thrown) => thrown)) as Response
  const cookie = signedIn.headers.get('Set-Cookie')!.split(';')[0]
  const refused = (await accountAction({ request: post('/account', { intent: 'delete-account', currentPassword: 'sole admin password' }, cookie), context: { cspNonce: '', clientAddress: '10.9.0.1' } } as any)) as any
  expect(refused.init.status).toBe(400)
  expect(refused.data.deletion.error['']).toEqual(['You are the only Administrator, so this account cannot be deleted. Give another account the Administrator role first.'])
  expect(await findUserByEmail('sole@example.org')).toMatchObject({ roles: ['administrator'] })
})
