// The Users screen (issue 37): roles as chips and a filter by role; a change of roles is asked
// again first (the server takes it only so confirmed, so a forged or hurried post changes
// nothing), counts from the person's next request, is logged and e-mailed to them (through the
// outbox, to a real SMTP server); nobody changes their own roles here; the last Administrator
// keeps the role and is never deleted.
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../../database/test-database'
import { createUser, findUserById } from '~/models/user.server'
import { createSession, getSessionUser } from '~/models/session.server'
import { adminCookie, call } from '../../../tests/support/admin-test-helpers'
import { useMailDelivery } from '../../../tests/support/smtp-test-server'
import { action, loader } from './users'

useTestDatabase()
const delivery = useMailDelivery()

let cookie: string
beforeAll(async () => {
  cookie = await adminCookie()
})

const post = (fields: [string, string][]) => call(action, '/admin/users', { cookie, body: new URLSearchParams(fields) })
const change = (id: number, roles: string[], confirmed = true) =>
  post([['intent', 'roles'], ['id', String(id)], ...roles.map((role): [string, string] => ['roles', role]), ...(confirmed ? [['confirmed', 'yes'] as [string, string]] : [])])

describe('changing someone\'s roles', () => {
  it('is asked again first: without the confirmation it leads to the question, with before and after, and changes nothing', async () => {
    const member = await createUser({ email: 'member-to-promote@example.org', password: 'a member password', roles: [] })
    const asked = await change(member.id, ['treasurer', 'editor'], false)
    expect(asked).toMatchObject({ status: 302, location: `/admin/users?roles=${member.id}&set=editor%2Ctreasurer`, flash: null })
    expect((await findUserById(member.id))?.roles).toEqual([])

    const question = await call(loader, `/admin/users?roles=${member.id}&set=editor,treasurer`, { cookie })
    expect(question.data.confirming).toEqual({ id: member.id, email: 'member-to-promote@example.org', roles: [], after: ['editor', 'treasurer'] })
    expect(question.data.editing).toBeNull()

    const done = await change(member.id, ['treasurer', 'editor'])
    expect(done.flash).toMatchObject({ type: 'success', message: 'member-to-promote@example.org is now Editor, Treasurer. We e-mailed them what changed.' })
    expect((await findUserById(member.id))?.roles).toEqual(['editor', 'treasurer'])
  })

  it('refuses a confirmation that is not "yes", and a role the table does not know', async () => {
    const member = await createUser({ email: 'member-forged@example.org', password: 'a member password', roles: [] })
    expect((await post([['intent', 'roles'], ['id', String(member.id)], ['roles', 'editor'], ['confirmed', 'sure']])).status).toBe(400)
    expect((await change(member.id, ['superuser'])).status).toBe(400)
    expect((await findUserById(member.id))?.roles).toEqual([])
  })

  it('counts from the person\'s next request: an open session keeps no old right', async () => {
    const editor = await createUser({ email: 'editor-losing@example.org', password: 'an editor password', roles: ['editor'] })
    const session = await createSession(editor.id, false)
    await change(editor.id, ['messages'])
    expect((await getSessionUser(session.token))?.roles).toEqual(['messages'])
  })

  it('e-mails the person what they can now do, from the table', async () => {
    const person = await createUser({ email: 'told@example.org', password: 'a member password', roles: [] })
    await change(person.id, ['translator'])
    await delivery.deliver()
    const mail = [...delivery.smtp.received].reverse().find((m) => m.envelopeTo.includes('told@example.org'))
    expect(mail?.subject).toBe('Your roles on the website have changed')
    const said = (mail?.text ?? '').replace(/\s+/g, ' ')
    expect(said).toContain('You are now Translator')
    expect(said).toContain('Blog posts: translate blog posts into Punjabi, Hindi and Urdu')
    expect(said).not.toContain('Contact messages:')

    await change(person.id, [])
    await delivery.deliver()
    const last = [...delivery.smtp.received].reverse().find((m) => m.envelopeTo.includes('told@example.org'))
    expect((last?.text ?? '').replace(/\s+/g, ' ')).toContain('You no longer have a role in the back office')
  })

  it('refuses to change one\'s own roles or delete one\'s own account here (so the acting Administrator is never the last one lost)', async () => {
    const me = (await call(loader, '/admin/users', { cookie })).data.me as number
    const own = await change(me, ['editor'])
    expect(own.flash).toMatchObject({ type: 'error', message: 'You cannot change your own roles here: another Administrator can.' })
    const gone = await post([['intent', 'delete'], ['id', String(me)]])
    expect(gone.flash).toMatchObject({ type: 'error', message: 'You cannot delete your own account here.' })
    expect((await findUserById(me))?.roles).toEqual(['administrator'])
    // nor does the panel open for one's own account
    expect((await call(loader, `/admin/users?roles=${me}`, { cookie })).data.editing).toBeNull()
  })
})

describe('the list', () => {
  it('shows each account\'s roles, and narrows to one role or to members', async () => {
    const writer = await createUser({ email: 'a-writer@example.org', password: 'a writer password', roles: ['writer', 'translator'] })
    await createUser({ email: 'a-member@example.org', password: 'a member password', roles: [] })
    const all = await call(loader, '/admin/users', { cookie })
    expect(all.data.users.find((u: { id: number }) => u.id === writer.id)).toMatchObject({ email: 'a-writer@example.org', roles: ['writer', 'translator'] })

    const translators = await call(loader, '/admin/users?role=translator', { cookie })
    expect(translators.data.filter).toBe('translator')
    expect(translators.data.users.map((u: { email: string }) => u.email)).toEqual(['a-writer@example.org'])

    const members = await call(loader, '/admin/users?role=member', { cookie })
    expect(members.data.users.every((u: { roles: string[] }) => u.roles.length === 0)).toBe(true)
    expect(members.data.users.map((u: { email: string }) => u.email)).toContain('a-member@example.org')

    // an unknown role shows everyone, never an error
    const odd = await call(loader, '/admin/users?role=superuser', { cookie })
    expect(odd.data.filter).toBeNull()
    expect(odd.data.total).toBe(all.data.total)
  })
})
