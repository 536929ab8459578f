// Login, registration, logout and the account page, through their real actions and loaders
// on a fresh database.
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestDatabase } from '../../../database/test-database'
import { authMessages } from '~/content/auth'
import { i18nOf } from '~/i18n/i18n'
import { saveTwoFactorSettings } from '~/models/settings.server'
import { createUser, findUserByEmail, verifyLogin } from '~/models/user.server'
import { getSessionUserFor } from '~/auth/session.server'
import { action as accountAction, loader as accountLoader } from './account'
import { action as loginAction, loader as loginLoader } from './login'
import { action as logoutAction } from './logout'
import { action as registerAction } from './register'

useTestDatabase()

// the English messages, word for word (the catalogs serve the other languages)
const MESSAGES = authMessages(i18nOf('en'))

// The password step's own rules (where it sends whom, cookies, limits), on a site that does not
// require two-factor sign-in: with it required, an admin without it is sent to set it up first,
// and one with it to the code step (two-factor.test.ts).
beforeAll(() => saveTwoFactorSettings({ requiredForAdmins: false }))

let addressCounter = 0
const context = () => ({ cspNonce: '', clientAddress: `10.0.${Math.floor(addressCounter / 250)}.${addressCounter++ % 250}` })

function post(path: string, fields: Record<string, string>, cookie?: string) {
  const headers = new Headers({ 'Content-Type': 'application/x-www-form-urlencoded' })
  if (cookie) headers.set('Cookie', cookie)
  return new Request(`http://localhost${path}`, { method: 'POST', headers, body: new URLSearchParams(fields) })
}

async function settle(run: Promise<unknown>): Promise<{ status: number; body: any; headers: Headers }> {
  try {
    const value = (await run) as any
    if (value instanceof Response) return { status: value.status, body: null, headers: value.headers }
    // data() results
    if (value && typeof value === 'object' && 'init' in value && 'data' in value) {
      return { status: value.init?.status ?? 200, body: value.data, headers: new Headers(value.init?.headers) }
    }
    return { status: 200, body: value, headers: new Headers() }
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: null, headers: thrown.headers }
    throw thrown
  }
}

const formErrors = (body: any) => body?.error?.[''] ?? []
const fieldErrors = (body: any, name: string) => body?.error?.[name] ?? []
const cookieOf = (headers: Headers) => headers.get('Set-Cookie')!.split(';')[0]

describe('login', () => {
  it('asks for both fields with the spec message', async () => {
    const cases: Record<string, string>[] = [{}, { email: 'a@example.org' }, { password: 'x' }, { email: '  ', password: 'secret' }]
    for (const fields of cases) {
      const result = await settle(loginAction({ request: post('/login', fields), context: context() } as any))
      expect(result.status).toBe(400)
      expect(formErrors(result.body)).toEqual([MESSAGES.loginEmpty])
    }
  })

  it('gives the same message for an unknown e-mail and a wrong password, and never echoes the password', async () => {
    await createUser({ email: 'same@example.org', password: 'the right password', roles: [] })
    for (const fields of [
      { email: 'nobody@example.org', password: 'the right password' },
      { email: 'same@example.org', password: 'the wrong password' },
    ]) {
      const result = await settle(loginAction({ request: post('/login', fields), context: context() } as any))
      expect(result.status).toBe(400)
      expect(formErrors(result.body)).toEqual([MESSAGES.loginInvalid])
      expect(result.body.initialValue.email).toBe(fields.email)
      expect(result.body.initialValue.password).toBeUndefined()
      expect(JSON.stringify(result.body)).not.toContain('the wrong password')
    }
  })

  it('signs a member in to /account with a browser-session cookie, and an admin to /admin with a 30-day one', async () => {
    await createUser({ email: 'member@example.org', password: 'member password', roles: [] })
    await createUser({ email: 'admin@example.org', password: 'admin password', roles: ['administrator'] })

    const member = await settle(loginAction({ request: post('/login', { email: 'Member@Example.org', password: 'member password' }), context: context() } as any))
    expect(member.status).toBe(302)
    expect(member.headers.get('Location')).toBe('/account')
    const memberCookie = member.headers.get('Set-Cookie')!
    expect(memberCookie).toMatch(/HttpOnly/i)
    expect(memberCookie).toMatch(/SameSite=Lax/i)
    expect(memberCookie).not.toMatch(/Max-Age|Expires/i)

    const admin = await settle(loginAction({ request: post('/login', { email: 'admin@example.org', password: 'admin password', remember: 'on' }), context: context() } as any))
    expect(admin.headers.get('Location')).toBe('/admin')
    expect(admin.headers.get('Set-Cookie')).toMatch(/Max-Age=2592000/)
    const user = await getSessionUserFor(new Request('http://localhost/', { headers: { Cookie: cookieOf(admin.headers) } }))
    expect(user).toMatchObject({ email: 'admin@example.org', roles: ['administrator'] })
  })

  it('returns to a local page asked for, never to another site, and never sends a member into /admin', async () => {
    await createUser({ email: 'back@example.org', password: 'back password', roles: ['administrator'] })
    await createUser({ email: 'back-member@example.org', password: 'back password', roles: [] })
    const go = async (email: string, redirectTo: string) =>
      (await settle(loginAction({ request: post('/login', { email, password: 'back password', redirectTo }), context: context() } as any))).headers.get('Location')
    expect(await go('back@example.org', '/admin/users?page=2')).toBe('/admin/users?page=2')
    expect(await go('back@example.org', 'https://evil.example/')).toBe('/admin')
    expect(await go('back@example.org', '//evil.example/')).toBe('/admin')
    expect(await go('back@example.org', '/\\evil.example')).toBe('/admin')
    for (const payload of ['/.//evil.example/phish', '/..//evil.example/phish', '/%2e//evil.example/phish', '/a/..//evil.example/phish']) {
      expect(await go('back@example.org', payload)).toBe('/admin')
      expect(await go('back-member@example.org', payload)).toBe('/account')
    }
    expect(await go('back-member@example.org', '/admin')).toBe('/account')
    expect(await go('back-member@example.org', '/blog')).toBe('/blog')
  })

  it('gives a new session id at every login', async () => {
    await createUser({ email: 'fresh@example.org', password: 'fresh password', roles: [] })
    const first = await settle(loginAction({ request: post('/login', { email: 'fresh@example.org', password: 'fresh password' }), context: context() } as any))
    const firstCookie = cookieOf(first.headers)
    const second = await settle(loginAction({ request: post('/login', { email: 'fresh@example.org', password: 'fresh password' }, firstCookie), context: context() } as any))
    expect(cookieOf(second.headers)).not.toBe(firstCookie)
    // the session the request came with is gone
    expect(await getSessionUserFor(new Request('http://localhost/', { headers: { Cookie: firstCookie } }))).toBeNull()
  })

  it('refuses a client after its 5 failures for one e-mail with 429 and Retry-After, even with the right password', async () => {
    await createUser({ email: 'target@example.org', password: 'target password', roles: ['administrator'] })
    const from = { cspNonce: '', clientAddress: '192.0.2.10' }
    for (let i = 0; i < 5; i++) {
      const r = await settle(loginAction({ request: post('/login', { email: 'target@example.org', password: `guess ${i}` }), context: from } as any))
      expect(r.status).toBe(400)
    }
    const blocked = await settle(loginAction({ request: post('/login', { email: 'TARGET@example.org', password: 'target password' }), context: from } as any))
    expect(blocked.status).toBe(429)
    expect(formErrors(blocked.body)).toEqual([MESSAGES.tooManyAttempts])
    const retryAfter = Number(blocked.headers.get('Retry-After'))
    expect(retryAfter).toBeGreaterThan(14 * 60)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
  })

  it('lets the owner in with the right password while a stranger is locked out of the same account', async () => {
    await createUser({ email: 'owner@example.org', password: 'owner password', roles: ['administrator'] })
    const stranger = { cspNonce: '', clientAddress: '203.0.113.66' }
    for (let i = 0; i < 6; i++) {
      await settle(loginAction({ request: post('/login', { email: 'owner@example.org', password: `guess ${i}` }), context: stranger } as any))
    }
    const strangerAgain = await settle(loginAction({ request: post('/login', { email: 'owner@example.org', password: 'owner password' }), context: stranger } as any))
    expect(strangerAgain.status).toBe(429)
    // the owner, from a client that has not failed, is slowed down but not refused
    const owner = await settle(loginAction({ request: post('/login', { email: 'owner@example.org', password: 'owner password' }), context: { cspNonce: '', clientAddress: '198.51.100.5' } } as any))
    expect(owner.status).toBe(302)
    expect(owner.headers.get('Location')).toBe('/admin')
  })

  it('verifies at most 5 passwords of a burst of 100 parallel wrong attempts from one address', async () => {
    await createUser({ email: 'burst@example.org', password: 'burst password', roles: ['administrator'] })
    const from = { cspNonce: '', clientAddress: '192.0.2.200' }
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => settle(loginAction({ request: post('/login', { email: 'burst@example.org', password: `wrong ${i}` }), context: from } as any))),
    )
    const verified = results.filter((r) => r.status === 400)
    expect(verified.length).toBeLessThanOrEqual(5)
    expect(results.filter((r) => r.status === 429)).toHaveLength(100 - verified.length)
    for (const refused of results.filter((r) => r.status === 429)) expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    // and the right password, sent now from the same address, is refused too
    const right = await settle(loginAction({ request: post('/login', { email: 'burst@example.org', password: 'burst password' }), context: from } as any))
    expect(right.status).toBe(429)
  })

  it('refuses further attempts with 429 after 20 failures from one address', async () => {
    const from = { cspNonce: '', clientAddress: '192.0.2.77' }
    for (let i = 0; i < 20; i++) {
      await settle(loginAction({ request: post('/login', { email: `spray${i}@example.org`, password: 'guess' }), context: from } as any))
    }
    const blocked = await settle(loginAction({ request: post('/login', { email: 'someone-else@example.org', password: 'guess' }), context: from } as any))
    expect(blocked.status).toBe(429)
  })

  it('sends a signed-in visitor on from the login page', async () => {
    await createUser({ email: 'already@example.org', password: 'already password', roles: [] })
    const login = await settle(loginAction({ request: post('/login', { email: 'already@example.org', password: 'already password' }), context: context() } as any))
    const again = await settle(loginLoader({ request: new Request('http://localhost/login', { headers: { Cookie: cookieOf(login.headers) } }) } as any))
    expect(again.status).toBe(302)
    expect(again.headers.get('Location')).toBe('/account')
    const away = await settle(loginLoader({ request: new Request('http://localhost/login?redirectTo=%2F.%2F%2Fevil.example%2Fphish', { headers: { Cookie: cookieOf(login.headers) } }) } as any))
    expect(away.headers.get('Location')).toBe('/account')
  })

  it('answers 400, not 500, to a post that is not a form', async () => {
    const request = new Request('http://localhost/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
    expect((await settle(loginAction({ request, context: context() } as any))).status).toBe(400)
  })
})

describe('register', () => {
  const register = (fields: Record<string, string>) => settle(registerAction({ request: post('/register', fields), context: context() } as any))

  it('shows the spec messages beside the fields', async () => {
    const empty = await register({})
    expect(empty.status).toBe(400)
    expect(fieldErrors(empty.body, 'email')).toEqual([MESSAGES.emailRequired])
    expect(fieldErrors(empty.body, 'confirmPassword')).toEqual([MESSAGES.required])

    const short = await register({ email: 'new@example.org', password: 'short', confirmPassword: 'short' })
    expect(fieldErrors(short.body, 'password')).toEqual(['password must be at least 8 characters'])
    expect(fieldErrors(short.body, 'confirmPassword')).toEqual(['Password confirmation must be at least 8 characters'])

    const mismatch = await register({ email: 'new@example.org', password: 'a good long password', confirmPassword: 'a good long passwort' })
    expect(fieldErrors(mismatch.body, 'confirmPassword')).toEqual(['Passwords must match'])
  })

  it('refuses a common password', async () => {
    const result = await register({ email: 'common@example.org', password: 'password123', confirmPassword: 'password123' })
    expect(result.status).toBe(400)
    expect(fieldErrors(result.body, 'password')[0]).toMatch(/too common/)
  })

  it.each(['        ', 'aaaaaaaa', 'abcdefgh', 'Aa1!Aa1!', 'sahara2026', 'quietmind@ex.org', 'mentalhealth1'])(
    'refuses the easily guessed password %j, saying how to choose a better one',
    async (password) => {
      const result = await register({ email: 'quietmind@ex.org', password, confirmPassword: password })
      expect(result.status).toBe(400)
      const [message] = fieldErrors(result.body, 'password')
      expect(message).toMatch(/too (common|easy to guess)/)
      if (!/too common/.test(message)) expect(message).toContain(MESSAGES.passwordAdvice)
      expect(await findUserByEmail('quietmind@ex.org')).toBeNull()
    },
  )

  it('creates a member (never an admin) and leads to the login page with the success message', async () => {
    const result = await register({ email: 'Newcomer@Example.org', password: 'chai and samosas', confirmPassword: 'chai and samosas', roles: 'administrator', role: 'admin' })
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe('/login')
    expect((await findUserByEmail('newcomer@example.org'))?.roles).toEqual([])
    // the message travels in the signed flash cookie, shown once
    const page = await settle(loginLoader({ request: new Request('http://localhost/login', { headers: { Cookie: cookieOf(result.headers) } }) } as any))
    expect(page.body.flash).toEqual({ type: 'success', message: 'Successfully Registered' })
    expect(page.headers.get('Set-Cookie')).toMatch(/^flash=; Max-Age=0/)
    const plain = await settle(loginLoader({ request: new Request('http://localhost/login?registered=1') } as any))
    expect(plain.body.flash).toBeNull()
  })

  it('answers a taken e-mail exactly as a new one, and changes nothing of the existing account', async () => {
    const first = await register({ email: 'taken@example.org', password: 'first long password', confirmPassword: 'first long password' })
    const again = await register({ email: 'TAKEN@example.org', password: 'second long password', confirmPassword: 'second long password' })
    expect(again.status).toBe(first.status)
    expect(again.headers.get('Location')).toBe(first.headers.get('Location'))
    expect(again.body).toEqual(first.body)
    expect(await verifyLogin('taken@example.org', 'first long password')).not.toBeNull()
    expect(await verifyLogin('taken@example.org', 'second long password')).toBeNull()
  })
})

describe('logout and account', () => {
  async function signIn(email: string, password: string) {
    await createUser({ email, password, roles: [] })
    const result = await settle(loginAction({ request: post('/login', { email, password }), context: context() } as any))
    return cookieOf(result.headers)
  }

  it('logs out on the server, so the old cookie stops working', async () => {
    const cookie = await signIn('leaving@example.org', 'leaving password')
    const out = await settle(logoutAction({ request: post('/logout', {}, cookie) } as any))
    expect(out.headers.get('Location')).toBe('/login')
    expect(out.headers.get('Set-Cookie')).toMatch(/Max-Age=0/)
    // the login page does not load React: the browser loads it as a document (decision 039)
    expect(out.headers.get('X-Remix-Reload-Document')).toBe('true')
    const account = await settle(accountLoader({ request: new Request('http://localhost/account', { headers: { Cookie: cookie } }) } as any))
    expect(account.status).toBe(302)
    expect(account.headers.get('Location')).toMatch(/^\/login\?redirectTo=%2Faccount/)
    expect(account.headers.get('X-Remix-Reload-Document')).toBe('true')
  })

  it('changes the password only with the current one', async () => {
    const cookie = await signIn('changer@example.org', 'original password')
    const wrong = await settle(accountAction({ request: post('/account', { intent: 'change-password', currentPassword: 'not it', password: 'brand new password', confirmPassword: 'brand new password' }, cookie) } as any))
    expect(wrong.status).toBe(400)
    expect(fieldErrors(wrong.body.change, 'currentPassword')).toEqual([MESSAGES.currentPasswordWrong])
    const ok = await settle(accountAction({ request: post('/account', { intent: 'change-password', currentPassword: 'original password', password: 'brand new password', confirmPassword: 'brand new password' }, cookie) } as any))
    expect(ok.headers.get('Location')).toBe('/account')
    const flash = ok.headers.get('Set-Cookie')!.split(';')[0]
    const page = await settle(accountLoader({ request: new Request('http://localhost/account', { headers: { Cookie: `${cookie}; ${flash}` } }) } as any))
    expect(page.body.flash?.message).toBe(MESSAGES.passwordChanged)
    expect(await verifyLogin('changer@example.org', 'brand new password')).not.toBeNull()
  })

  it('limits guesses of the current password like the login: the 6th is refused with 429 and Retry-After', async () => {
    const cookie = await signIn('guessed@example.org', 'guessed password')
    const from = { cspNonce: '', clientAddress: '192.0.2.99' }
    const change = (currentPassword: string) =>
      settle(
        accountAction({
          request: post('/account', { intent: 'change-password', currentPassword, password: 'brand new password', confirmPassword: 'brand new password' }, cookie),
          context: from,
        } as any),
      )
    for (let i = 0; i < 5; i++) expect((await change(`guess ${i}`)).status).toBe(400)
    const refused = await change('guessed password')
    expect(refused.status).toBe(429)
    expect(formErrors(refused.body.change)).toEqual([MESSAGES.tooManyAttempts])
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    const deletion = await settle(accountAction({ request: post('/account', { intent: 'delete-account', currentPassword: 'guessed password' }, cookie), context: from } as any))
    expect(deletion.status).toBe(429)
    expect(await verifyLogin('guessed@example.org', 'guessed password')).not.toBeNull()
  })

  it('refuses an easily guessed new password beside the field', async () => {
    const cookie = await signIn('weak-change@example.org', 'weak change password')
    const result = await settle(
      accountAction({ request: post('/account', { intent: 'change-password', currentPassword: 'weak change password', password: 'abcdefgh', confirmPassword: 'abcdefgh' }, cookie), context: context() } as any),
    )
    expect(result.status).toBe(400)
    expect(fieldErrors(result.body.change, 'password')[0]).toMatch(/too easy to guess/)
  })

  it('deletes the account after the password, and signs out', async () => {
    const cookie = await signIn('deleter@example.org', 'deleter password')
    const wrong = await settle(accountAction({ request: post('/account', { intent: 'delete-account', currentPassword: 'nope' }, cookie) } as any))
    expect(wrong.status).toBe(400)
    expect(await findUserByEmail('deleter@example.org')).not.toBeNull()
    const ok = await settle(accountAction({ request: post('/account', { intent: 'delete-account', currentPassword: 'deleter password' }, cookie) } as any))
    // the sign-in page says it is done (issue 19 item 9), loaded as a document so that it is the
    // page, not a data request before it, that reads the message
    expect(ok.headers.get('Location')).toBe('/login')
    expect(ok.headers.get('X-Remix-Reload-Document')).toBe('true')
    const landed = await loginLoader({ request: new Request('http://localhost/login', { headers: { Cookie: ok.headers.getSetCookie().map((c: string) => c.split(';')[0]).join('; ') } }) } as any)
    expect(landed.data.flash).toEqual({ type: 'success', message: 'Your account is deleted, with its e-mail address and password, and you are signed out.' })
    expect(await findUserByEmail('deleter@example.org')).toBeNull()
  })
})
