// Making someone an admin (issue 19, item 9): it is asked again first, with what an admin can
// do; the server takes a promotion only so confirmed, so a forged or hurried post changes nothing.
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../../database/test-database'
import { createUser, findUserById } from '~/models/user.server'
import { adminCookie, call } from '../../../tests/support/admin-test-helpers'
import { action } from './users'

useTestDatabase()

let cookie: string
beforeAll(async () => {
  cookie = await adminCookie()
})

const post = (fields: Record<string, string>) => call(action, '/admin/users', { cookie, body: new URLSearchParams(fields) })

describe('making someone an admin', () => {
  it('is asked again first: a promotion without the confirmation leads to the question and changes nothing', async () => {
    const member = await createUser({ email: 'member-to-promote@example.org', password: 'a member password', role: 'member' })
    const asked = await post({ intent: 'promote', id: String(member.id) })
    expect(asked).toMatchObject({ status: 302, location: `/admin/users?promote=${member.id}`, flash: null })
    expect((await findUserById(member.id))?.role).toBe('member')

    const done = await post({ intent: 'promote', id: String(member.id), confirmed: 'yes' })
    expect(done.flash).toMatchObject({ type: 'success', message: 'member-to-promote@example.org is now an admin.' })
    expect((await findUserById(member.id))?.role).toBe('admin')
  })

  it('refuses a confirmation that is not "yes"', async () => {
    const member = await createUser({ email: 'member-forged@example.org', password: 'a member password', role: 'member' })
    expect((await post({ intent: 'promote', id: String(member.id), confirmed: 'sure' })).status).toBe(400)
    expect((await findUserById(member.id))?.role).toBe('member')
  })
})
