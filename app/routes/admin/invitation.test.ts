// Inviting someone by e-mail (issue 14 item 10, issue 37): the users screen sends a single-use
// link (72 hours) through the outbox to a real SMTP server, saying what the chosen roles will let
// them do (from the permissions table); the link makes an account with those roles.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../../database/db.server'
import { oneTimeTokens, users } from '../../../database/schema'
import { useTestDatabase } from '../../../database/test-database'
import { authMessages } from '~/content/auth'
import { i18nOf } from '~/i18n/i18n'
import { createUser, findUserByEmail } from '~/models/user.server'
import { getSessionUserFor } from '~/auth/session.server'
import { adminCookie, call } from '../../../tests/support/admin-test-helpers'
import { useMailDelivery } from '../../../tests/support/smtp-test-server'
import { action as acceptAction, loader as acceptLoader } from '../auth/accept-invitation'
import { action, loader } from './users'

useTestDatabase()

// the English messages, word for word (the catalogs serve the other languages)
const MESSAGES = authMessages(i18nOf('en'))

const delivery = useMailDelivery()
let cookie: string
beforeAll(async () => {
  cookie = await adminCookie()
})

const invite = (email: string, roles: string[] = ['administrator']) =>
  call(action, '/admin/users', { cookie, body: new URLSearchParams([['intent', 'invite'], ['email', email], ...roles.map((role) => ['roles', role])]) })

async function linkFor(address: string) {
  await delivery.deliver()
  const mail = [...delivery.smtp.received].reverse().find((m) => m.envelopeTo.includes(address))
  expect(mail, `an invitation to ${address}`).toBeDefined()
  return { mail: mail!, token: /\/accept-invitation\?token=([\w-]+)/.exec(mail!.text ?? '')![1] }
}

const open = (token: string) => call(acceptLoader, `/accept-invitation?token=${token}`, { cookie: '' })
const accept = (token: string, password: string, confirmPassword = password) =>
  call(acceptAction, '/accept-invitation', { cookie: '', body: new URLSearchParams({ token, password, confirmPassword }) })

describe('inviting someone', () => {
  it('e-mails a link that lets the person choose a password and take up their roles, once', async () => {
    const sent = await invite('new.counsellor@example.org', ['editor', 'messages'])
    expect(sent.flash).toEqual({ type: 'success', message: 'Invitation sent to new.counsellor@example.org as Editor, Messages. The link works for 72 hours.' })
    const screen = await call(loader, '/admin/users', { cookie })
    expect(screen.data.invitations.map((i: any) => [i.email, i.roles])).toEqual([['new.counsellor@example.org', ['editor', 'messages']]])

    const { mail, token } = await linkFor('new.counsellor@example.org')
    expect(mail.subject).toBe('You are invited to help run the website')
    expect(mail.text).toMatch(/admin-\d+-\d+@example\.org invited you to help run the website of .+, as Editor, Messages\./)
    // exactly what the two roles allow, and not what they do not (donations, users)
    const said = (mail.text ?? '').replace(/\s+/g, ' ')
    expect(said).toContain('Blog posts: add, edit, schedule, publish, preview, restore earlier versions of and delete blog posts.')
    expect(said).toContain('Contact messages: read the messages people send from the contact page, mark them, answer them by e-mail and delete them.')
    expect(said).not.toMatch(/Donations:|Receipts:|Users:|Settings:|Privacy:/)
    expect(mail.text).toContain('within 72 hours. It works once.')

    expect((await open(token)).data).toEqual({ token, email: 'new.counsellor@example.org', problem: null })
    const weak = await accept(token, 'password1')
    expect(weak.status).toBe(400)
    expect(weak.data.result.error.password).toEqual([MESSAGES.passwordCommon])
    expect(await findUserByEmail('new.counsellor@example.org')).toBeNull()

    const done = await accept(token, 'a steady hand at the helm')
    expect(done.status).toBe(302)
    // a new site requires two-factor sign-in of admins: the new admin sets it up first
    expect(done.location).toBe('/account/two-factor')
    expect(done.flash).toEqual({ type: 'success', message: MESSAGES.welcomeAdmin })
    expect((await findUserByEmail('new.counsellor@example.org'))?.roles).toEqual(['editor', 'messages'])

    expect((await open(token)).data.problem).toBe(MESSAGES.inviteLinkUsed)
    expect((await accept(token, 'another steady hand here')).data.problem).toBe(MESSAGES.inviteLinkUsed)
    expect((await call(loader, '/admin/users', { cookie })).data.invitations).toEqual([])
  })

  it('signs the new staff member in, with the roles of the invitation', async () => {
    await invite('signed.in@example.org', ['treasurer'])
    const { token } = await linkFor('signed.in@example.org')
    const request = new Request('http://localhost/accept-invitation', {
      method: 'POST',
      body: new URLSearchParams({ token, password: 'quiet rivers run deep', confirmPassword: 'quiet rivers run deep' }),
    })
    const response = await acceptAction({ request, params: {}, context: { cspNonce: '', clientAddress: '127.0.0.1' } } as any).catch((r: Response) => r)
    const cookies = (response as Response).headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
    expect((await getSessionUserFor(new Request('http://localhost/admin', { headers: { Cookie: cookies } })))?.roles).toEqual(['treasurer'])
  })

  it('refuses an address that is not one, or that has an account, or no role, beside the field, keeping what was typed', async () => {
    await createUser({ email: 'member@example.org', password: 'a member password here', roles: [] })
    const bad = await invite('not an address', ['writer'])
    expect(bad.status).toBe(400)
    expect(bad.data.invite).toEqual({
      email: 'not an address',
      roles: ['writer'],
      language: null,
      errors: { email: 'Enter the e-mail address of the person to invite, such as name@example.org', roles: null, language: null },
    })
    const none = await invite('no.role@example.org', [])
    expect(none.data.invite).toEqual({ email: 'no.role@example.org', roles: [], language: null, errors: { email: null, roles: 'Choose at least one role for them.', language: null } })
    // a role the table does not know is no role
    expect((await invite('odd.role@example.org', ['superuser'])).status).toBe(400)
    const member = await invite('Member@Example.org')
    expect(member.data.invite.errors.email).toBe('This address has an account already: change its roles in the list above.')
    const before = delivery.smtp.received.length
    await delivery.deliver()
    expect(delivery.smtp.received.length).toBe(before)
  })

  it('a withdrawn, replaced or expired invitation is refused with its message; an account made meanwhile is not doubled', async () => {
    await invite('withdrawn@example.org')
    const withdrawn = await linkFor('withdrawn@example.org')
    const cancelled = await call(action, '/admin/users', { cookie, body: new URLSearchParams({ intent: 'cancel-invitation', email: 'withdrawn@example.org' }) })
    expect(cancelled.flash?.message).toBe('The invitation to withdrawn@example.org is withdrawn: its link no longer works.')
    expect((await open(withdrawn.token)).data.problem).toBe(MESSAGES.inviteLinkInvalid)

    await invite('twice@example.org')
    const first = await linkFor('twice@example.org')
    await invite('twice@example.org')
    const second = await linkFor('twice@example.org')
    expect((await open(first.token)).data.problem).toBe(MESSAGES.inviteLinkInvalid)
    expect((await open(second.token)).data.problem).toBeNull()

    await db().update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.email, 'twice@example.org'))
    expect((await open(second.token)).data.problem).toBe(MESSAGES.inviteLinkExpired)

    await invite('registered.meanwhile@example.org')
    const meanwhile = await linkFor('registered.meanwhile@example.org')
    await createUser({ email: 'Registered.Meanwhile@example.org', password: 'registered on their own', roles: [] })
    const taken = await accept(meanwhile.token, 'a steady hand at the helm')
    expect(taken.data.problem).toBe(MESSAGES.inviteTaken)
    expect(await db().select().from(users).where(eq(users.email, 'Registered.Meanwhile@example.org'))).toHaveLength(1)
  })
})
