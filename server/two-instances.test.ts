// docs/design.md, "Scaling out": with DATABASE_URL, an app instance keeps nothing that another
// instance needs. Two real servers on one PostgreSQL database: a login made through one works
// on the other, a picture uploaded through one is served by the other, and failed logins are
// counted across both, also when they come at once. PostgreSQL only: the embedded database is one process by nature.
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, createPostgresDatabase, startServing, type RunningServer } from '../tests/support/test-server'

const url = process.env.DATABASE_URL
const ADMIN = { email: 'two-instances@example.org', password: 'two instances password' }

describe.skipIf(!url)('two app instances on one PostgreSQL database', () => {
  let build: Awaited<ReturnType<typeof buildApp>>
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined
  const servers: RunningServer[] = []

  beforeAll(async () => {
    database = await createPostgresDatabase(url!, 'two_instances')
    const databaseUrl = database.url
    build = await buildApp()
    // one after the other: the first migrates and creates the admin, the second finds them
    for (let i = 0; i < 2; i++) {
      servers.push(await startServing(build.dir, { DATABASE_URL: databaseUrl, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_CONTENT: 'off' }))
    }
  }, 240_000)

  afterAll(async () => {
    for (const server of servers) await server.stop()
    build?.remove()
    await database?.drop()
  })

  const logIn = (server: RunningServer, password: string, email = ADMIN.email) =>
    fetch(`${server.origin}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: server.origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password, redirectTo: '' }),
    })

  it('keeps a login made through one instance on the other, and serves a picture uploaded through one from the other', async () => {
    const [first, second] = servers
    const login = await logIn(first, ADMIN.password)
    expect(login.status).toBe(302)
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
    expect(cookie).toMatch(/^sid=/)

    const backOffice = await fetch(`${second.origin}/admin`, { headers: { cookie }, redirect: 'manual' })
    expect(backOffice.status).toBe(200)
    expect(await backOffice.text()).toContain(ADMIN.email)

    const name = `Two Instances ${Date.now()}`
    const form = new FormData()
    for (const [key, value] of Object.entries({ name, email: 'pair@example.org', profession: 'Volunteer', message: 'Served by both.', rating: '5', status: 'published', priority: '1' })) {
      form.set(key, value)
    }
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#446688' } }).png().toBuffer()
    form.set('image', new File([new Uint8Array(png)], 'pair.png', { type: 'image/png' }))
    const added = await fetch(`${first.origin}/admin/testimonials/new`, { method: 'POST', body: form, headers: { cookie, origin: first.origin }, redirect: 'manual' })
    expect(added.status).toBe(302)

    const list = await (await fetch(`${first.origin}/admin/testimonials?q=${encodeURIComponent(name)}`, { headers: { cookie } })).text()
    const picture = list.match(/\/media\/[0-9a-f]+-\d+\.webp/)?.[0]
    expect(picture, 'the list shows the new picture').toBeTruthy()
    const served = await fetch(`${second.origin}${picture}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp')
  })

  it('verifies at most 5 of 100 wrong passwords sent at once over both instances', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => logIn(servers[i % 2], `wrong ${i}`, 'burst@example.org')))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(5)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(95)
    for (const answer of answers.filter((a) => a.status === 429)) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('counts failed logins across both instances', async () => {
    const [first, second] = servers
    // five wrong passwords, spread over both instances, use up the e-mail's allowance
    for (let i = 0; i < 5; i++) expect((await logIn(i % 2 ? second : first, 'a wrong password')).status).toBe(400)
    for (const server of servers) {
      const locked = await logIn(server, ADMIN.password)
      expect(locked.status).toBe(429)
      expect(locked.headers.get('set-cookie') ?? '').not.toMatch(/sid=/)
    }
  })
})
