// The site's only Administrator cannot delete their own account from /account: the back office
// would be left with no one to run it. A database of its own, where this is the one Administrator.
import { expect, it } from 'vitest'
import { useTestDatabase } from '../../../database/test-database'
import { call, staffSession } from '../../../tests/support/admin-test-helpers'
import { findUserByEmail } from '~/models/user.server'
import { action as accountAction } from './account'

useTestDatabase()

it('tells the only Administrator to give the role to someone else first, and deletes nothing', async () => {
  const sole = await staffSession(['administrator'])
  const body = new URLSearchParams({ intent: 'delete-account', currentPassword: 'staff test password' })
  const refused = await call(accountAction, '/account', { cookie: sole.cookie, body })
  expect(refused.status).toBe(400)
  expect(refused.data.deletion.error['']).toEqual(['You are the only Administrator, so this account cannot be deleted. Give another account the Administrator role first.'])
  expect(await findUserByEmail(sole.email)).toMatchObject({ roles: ['administrator'] })
})
