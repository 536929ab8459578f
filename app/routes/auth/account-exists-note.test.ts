// Registering with a taken address answers as for a new one (issue 12); the owner is told by
// e-mail instead, at most once an hour, through the outbox to a real SMTP server.
import { describe, expect, it } from 'vitest'
import { db } from '../../../database/db.server'
import { outbox } from '../../../database/schema'
import { useTestDatabase } from '../../../database/test-database'
import { createUser, verifyLogin } from '~/models/user.server'
import { useMailDelivery } from '../../../tests/support/smtp-test-server'
import { action as registerAction } from './register'

useTestDatabase()

const delivery = useMailDelivery()

let n = 0
async function register(email: string, password: string) {
  n += 1
  const request = new Request('http://localhost/register', { method: 'POST', body: new URLSearchParams({ email, password, confirmPassword: password }) })
  try {
    return await registerAction({ request, params: {}, context: { cspNonce: '', clientAddress: `192.0.2.${n}` } } as any)
  } catch (thrown) {
    return thrown as Response
  }
}

describe('a second registration with a taken address', () => {
  it('answers as for a new account, changes nothing, and tells the owner once an hour by e-mail', async () => {
    await createUser({ email: 'owner@example.org', password: 'the owner password here', roles: [] })
    const fresh = (await register('someone.new@example.org', 'a brand new walk outside')) as Response
    const taken = (await register('Owner@Example.org', 'an intruder tries this one')) as Response
    expect(taken.status).toBe(fresh.status)
    expect(taken.headers.get('Location')).toBe(fresh.headers.get('Location'))
    expect(await verifyLogin('owner@example.org', 'the owner password here')).not.toBeNull()

    await delivery.deliver()
    const [note] = await delivery.smtp.waitFor(1)
    expect(note.envelopeTo.map((to) => to.toLowerCase())).toEqual(['owner@example.org'])
    expect(note.subject).toBe('About your account on the website')
    expect(note.text).toContain('You already have an account, so nothing was changed.')
    expect(note.text).toMatch(/\/forgot-password/)
    // the new account got no such note
    expect(delivery.smtp.received.flatMap((m) => m.envelopeTo)).not.toContain('someone.new@example.org')

    await register('owner@example.org', 'an intruder tries again')
    await delivery.deliver()
    expect((await db().select().from(outbox)).filter((row) => row.kind === 'account-exists')).toHaveLength(1)
  })
})
