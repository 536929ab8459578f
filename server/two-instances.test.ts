// docs/design.md, "Scaling out": with DATABASE_URL, an app instance keeps nothing that another
// instance needs. Two real servers on one PostgreSQL database: a login made through one works
// on the other, a picture uploaded through one is served by the other, and failed logins are
// counted across both, also when they come at once; 50 people registering at once for an event's
// 10 places over both get exactly 10 places (issue 38). PostgreSQL only: the embedded database is one process by nature.
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, createPostgresDatabase, startServing, withPostgresClient, type RunningServer } from '../tests/support/test-server'

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
      // TRUST_PROXY: the registrations below come from addresses of their own (X-Forwarded-For)
      servers.push(await startServing(build.dir, { DATABASE_URL: databaseUrl, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_CONTENT: 'off', TRUST_PROXY: 'on' }))
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

  it('gives 50 people registering at once over both instances exactly the 10 places an event has, the rest waiting in order', async () => {
    const eventId = await withPostgresClient(database!.url, async (client) => {
      const { rows } = await client.query<{ id: number }>(
        `insert into events (title, description, event_date, status) values ('Crowded circle', 'Ten places', now() + interval '10 days', 'published') returning id`,
      )
      await client.query('insert into event_registration_settings (event_id, enabled, capacity) values ($1, true, 10)', [rows[0].id])
      return rows[0].id
    })
    const register = (i: number) => {
      const server = servers[i % 2]
      return fetch(`${server.origin}/events/${eventId}/register`, {
        method: 'POST',
        redirect: 'manual',
        headers: { origin: server.origin, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `198.51.100.${i + 1}` },
        body: new URLSearchParams({ name: `Person ${i}`, email: `person${i}@example.org`, phone: '', partySize: '1', language: 'en', note: '', consent: 'on' }),
      })
    }
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => register(i)))
    // each gets their personal page: a place, or a place on the waiting list
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(302))
    const rows = await withPostgresClient(database!.url, async (client) =>
      (await client.query<{ status: string; party_size: number }>('select status, party_size from event_registrations where event_id = $1 order by id', [eventId])).rows,
    )
    expect(rows).toHaveLength(50)
    expect(rows.filter((row) => row.status === 'confirmed')).toHaveLength(10)
    // in arrival order: the first ten stored have the places, everyone after them waits
    expect(rows.map((row) => row.status)).toEqual([...Array(10).fill('confirmed'), ...Array(40).fill('waiting')])
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
