// Every route of app/routes.ts, its loader and its action, asked as anonymous, as a member, as
// each staff role alone, and as staff half signed in, and what each answers compared with the
// permissions table (ROUTE_ACCESS and ROLES in app/content/permissions.ts: issue 37). The table
// is the single source: a route without a row fails here, and so does a row whose route is gone,
// and a module that guards with another area than its row says.
//
// "Allowed" is what a screen answers its users: a page, a form's 400, a redirect elsewhere than
// the login or the two-factor set-up, never 403 or 404 (every :id is an item that exists, and the
// Writer's post and event are the Writer's own drafts). "Denied" is the guard's answer: to log in
// for anonymous visitors, 403 for members, 404 for staff whose roles do not give the screen.
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../database/db.server'
import { contactMessages, contentVersions, galleryCategories, galleryImages, paymentRecords, teamMembers, testimonials } from '../../database/schema'
import { useTestDatabase } from '../../database/test-database'
import { ROLES, ROUTE_ACCESS, STAFF_ROLES, may, type Area, type Need, type RouteAccess, type StaffRole } from '~/content/permissions'
import { blogStore } from '~/content-types/blog.server'
import { contactMessageStore } from '~/content-types/contact-message.server'
import { eventStore } from '~/content-types/event.server'
import { galleryCategoryStore } from '~/content-types/gallery-category.server'
import { galleryImageStore } from '~/content-types/gallery-image.server'
import { paymentRecordStore } from '~/content-types/payment-record.server'
import { teamMemberStore } from '~/content-types/team-member.server'
import { testimonialStore } from '~/content-types/testimonial.server'
import { issueReceipt } from '~/content-types/donation-receipt.server'
import { OPERATOR } from '~/models/audit.server'
import { createUser } from '~/models/user.server'
import { startPendingSignIn, startSession } from '~/auth/session.server'
import { requireStaff } from '~/auth/guards.server'
import { call, staffSession } from '../../tests/support/admin-test-helpers'
import { receivedPayment, saveSignedReceiptSettings } from '../../tests/support/receipt-test-helpers'
import { routeTable, type RouteInfo } from '../../tests/support/test-routes'
import { action as newBlog } from './admin/blogs/new'
import { action as newEvent } from './admin/events/new'
import { eq } from 'drizzle-orm'

useTestDatabase()

type Who = 'anonymous' | 'member' | StaffRole | 'administrator without two-factor' | 'editor without two-factor' | 'administrator between password and code'
const WHO: Who[] = ['anonymous', 'member', ...STAFF_ROLES, 'administrator without two-factor', 'editor without two-factor', 'administrator between password and code']
const cookies = {} as Record<Who, string>
const accounts = {} as Record<'member' | 'administrator', number>

/** The ids the routes' :params name: items that exist, the Writer's own drafts for posts and events. */
const ids = { blog: 0, event: 0, blogVersion: 0, eventVersion: 0, team: 0, testimonial: 0, category: 0, image: 0, message: 0, pledge: 0, received: 0, receipt: 0 }

const routes = await routeTable()

beforeAll(async () => {
  cookies.anonymous = ''
  const member = await staffSession([], 'member')
  cookies.member = member.cookie
  accounts.member = member.id
  for (const role of STAFF_ROLES) {
    const person = await staffSession([role])
    cookies[role] = person.cookie
    if (role === 'administrator') accounts.administrator = person.id
  }
  // signed in with the password, but without the second factor the site requires
  const unenrolled = await createUser({ email: 'unenrolled-access@example.org', password: 'access test password', roles: ['administrator'] })
  cookies['administrator without two-factor'] = (await startSession(new Request('http://localhost/login'), unenrolled.id, false)).split(';')[0]
  // every staff role signs in with the second factor, not only the Administrator
  const editor = await createUser({ email: 'unenrolled-editor@example.org', password: 'access test password', roles: ['editor'] })
  cookies['editor without two-factor'] = (await startSession(new Request('http://localhost/login'), editor.id, false)).split(';')[0]
  // gave the right password, not yet the code: only the signed cookie of the code step
  const pending = await staffSession(['administrator'], 'pending')
  cookies['administrator between password and code'] = (
    await startPendingSignIn(new Request('http://localhost/login'), { userId: pending.id, remember: false, redirectTo: '/admin' })
  ).split(';')[0]

  // the Writer's own drafts, added through the screens (so their versions exist too)
  const png = new File([Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64'))], 'p.png', { type: 'image/png' })
  const post = new FormData()
  for (const [name, value] of Object.entries({ name: 'N', title: 'Access post', description: 'D', section2Title: 'S', section2Body: 'B', writerName: 'W', priority: '1', status: 'draft' })) post.set(name, value)
  post.set('image', png)
  expect((await call(newBlog, '/admin/blogs/new', { cookie: cookies.writer, body: post })).status).toBe(302)
  const event = new FormData()
  for (const [name, value] of Object.entries({ title: 'Access event', description: 'D', eventDate: '2030-01-01T10:00', location: 'Hall', status: 'draft' })) event.set(name, value)
  event.set('image', png)
  expect((await call(newEvent, '/admin/events/new', { cookie: cookies.writer, body: event })).status).toBe(302)
  const versions = await db().select().from(contentVersions)
  ids.blogVersion = versions.find((v) => v.itemType === 'blogs')!.id
  ids.blog = versions.find((v) => v.itemType === 'blogs')!.itemId
  ids.eventVersion = versions.find((v) => v.itemType === 'events')!.id
  ids.event = versions.find((v) => v.itemType === 'events')!.itemId

  ids.team = (await db().insert(teamMembers).values({ name: 'T', email: 't@example.org', profession: 'P', bio: 'B', rating: 5 }).returning())[0].id
  ids.testimonial = (await db().insert(testimonials).values({ name: 'T', email: 't@example.org', profession: 'P', message: 'M', rating: 5 }).returning())[0].id
  ids.category = (await db().insert(galleryCategories).values({ name: 'Album', description: 'D' }).returning())[0].id
  ids.image = (await db().insert(galleryImages).values({ categoryId: ids.category, title: 'Picture' }).returning())[0].id
  ids.message = (await db().insert(contactMessages).values({ name: 'A', email: 'a@example.org', subject: 'S', message: 'M' }).returning())[0].id
  ids.pledge = (await db().insert(paymentRecords).values({ name: 'P', email: 'p@example.org', paymentMethod: 'card' }).returning())[0].id
  await saveSignedReceiptSettings()
  ids.received = (await receivedPayment()).id
  const issued = await issueReceipt(ids.received, { donorName: 'Manpreet Gill', donorAddress: '55 Whyte Ave NW', advantageCents: 0, advantageDescription: '' }, OPERATOR)
  if (!issued.ok) throw new Error(issued.reason)
  ids.receipt = issued.receipt.id
  expect(await db().select().from(galleryImages).where(eq(galleryImages.id, ids.image))).toHaveLength(1)
})

/** A concrete value for each :param of a route (the item of its screen). */
function paramsFor(route: string): Record<string, string> {
  const id = (() => {
    if (/^\/(admin\/)?blog|^\/editblog|^\/addblog|^\/preview/.test(route)) return ids.blog
    if (/^\/admin\/events|^\/editevent/.test(route)) return ids.event
    if (/^\/admin\/team|^\/(edit)?team/.test(route)) return ids.team
    if (/testimonial/.test(route)) return ids.testimonial
    if (/gallery-categories|gallerycategory/.test(route)) return ids.category
    if (/gallery-images|editgallery/.test(route)) return ids.image
    if (/contact/.test(route)) return ids.message
    if (/payments\/:id\/receive/.test(route)) return ids.pledge
    if (/payments\/:id\/receipt/.test(route)) return ids.received
    if (/receipts/.test(route)) return ids.receipt
    return 1
  })()
  const params: Record<string, string> = { id: String(id), versionId: String(route.startsWith('/admin/events') ? ids.eventVersion : ids.blogVersion), page: 'BlogDetail', file: 'none.webp' }
  if (route.includes('*')) params['*'] = 'no-such-screen'
  return params
}

const urlFor = (route: string, params: Record<string, string>) =>
  `http://localhost${route.replace(/:(\w+)\??/g, (_, name: string) => params[name]).replace(/\*$/, params['*'] ?? '')}`

/** What a handler answers as this person: a status and where it sends them. */
async function ask(route: RouteInfo, handler: 'loader' | 'action', who: Who, ownSession = false) {
  const module = await import(/* @vite-ignore */ path.resolve(import.meta.dirname, '..', route.file))
  const params = paramsFor(route.path)
  // logging in or out ends the session it is asked with: such a page gets a session of its own
  const cookie =
    ownSession && (who === 'member' || who === 'administrator')
      ? (await startSession(new Request('http://localhost/login'), accounts[who], false, { secondFactor: who === 'administrator' })).split(';')[0]
      : cookies[who]
  // what each person's own form would at least send: a Writer's keeps the item a draft; a
  // Translator's carries translations only (here none); other forms are simply empty
  const body = handler === 'action' ? new URLSearchParams(who === 'writer' ? { status: 'draft' } : {}) : undefined
  const outcome = await call(module[handler], urlFor(route.path, params), { cookie, body, params })
  return { status: outcome.status, location: outcome.location ?? '' }
}

type Expected = 'allowed' | 'login' | 'forbidden' | 'not found' | 'two-factor set-up'

/** What the table says this person gets from this handler. */
function expected(rule: RouteAccess, handler: 'loader' | 'action', who: Who): Expected {
  if ('everyone' in rule) return 'allowed'
  if (who === 'anonymous' || who === 'administrator between password and code') return 'preview' in rule ? 'not found' : 'login'
  if ('signedIn' in rule) return 'allowed'
  if (who === 'member') return 'preview' in rule ? 'not found' : 'forbidden'
  if (who === 'administrator without two-factor' || who === 'editor without two-factor') return 'preview' in rule ? 'not found' : 'two-factor set-up'
  const [area, need]: [Area, Need] = 'preview' in rule ? ['blogs', 'read'] : [rule.area, (handler === 'loader' ? rule.loader : rule.action) ?? 'manage']
  return may([who], area, need) ? 'allowed' : 'not found'
}

function seen({ status, location }: { status: number; location: string }): Expected | `other ${number}` {
  if (status === 302 && /^\/login\?redirectTo=/.test(location)) return 'login'
  if (status === 302 && location === '/account/two-factor') return 'two-factor set-up'
  if (status === 403) return 'forbidden'
  if (status === 404) return 'not found'
  return 'allowed'
}

describe('the permissions table and the route table', () => {
  it('has a row for every route, and a route for every row', () => {
    const patterns = routes.map((route) => route.path)
    expect(patterns.filter((pattern) => !(pattern in ROUTE_ACCESS)), 'routes without a row in ROUTE_ACCESS').toEqual([])
    expect(Object.keys(ROUTE_ACCESS).filter((pattern) => !patterns.includes(pattern)), 'rows without a route').toEqual([])
  })

  it('gives a Writer\'s "own drafts" only where items record who added them, and "translate" only where there is something to translate', () => {
    const stores = [blogStore, contactMessageStore, eventStore, galleryCategoryStore, galleryImageStore, paymentRecordStore, teamMemberStore, testimonialStore]
    for (const role of STAFF_ROLES) {
      for (const [area, grant] of Object.entries(ROLES[role].may)) {
        const store = stores.find((candidate) => candidate.type.area === area)
        if (grant === 'own drafts') expect(store?.authored, `${role} in ${area}`).toBe(true)
        if (grant === 'translate') expect(store?.type.translated.length, `${role} in ${area}`).toBeGreaterThan(0)
      }
    }
  })

  for (const route of routes) {
    const rule = ROUTE_ACCESS[route.path]
    const handlers = (['loader', 'action'] as const).filter((handler) => route[handler])
    if (!rule || handlers.length === 0) continue
    // a public page asked as every staff role tells nothing new: anonymous, a member and an Administrator
    const people = 'everyone' in rule ? (['anonymous', 'member', 'administrator'] as Who[]) : WHO
    it(`answers ${route.path} (${route.file}) as the table says`, async () => {
      const answers: string[] = []
      const wanted: string[] = []
      for (const handler of handlers) {
        let visitors: string | null = null
        for (const who of people) {
          const answer = seen(await ask(route, handler, who, 'everyone' in rule))
          answers.push(`${handler} as ${who}: ${answer}`)
          // a public page is the same for everyone (a post that is not shown is not found by anyone);
          // the back office's page for an address it does not know is its 404, to those who may see it
          let wants = expected(rule, handler, who)
          if ('everyone' in rule) wants = (visitors ??= answer) as Expected
          else if (route.path.endsWith('/*') && wants === 'allowed') wants = 'not found'
          wanted.push(`${handler} as ${who}: ${wants}`)
        }
        if ('everyone' in rule) expect(visitors, `${handler} of a public route`).not.toMatch(/login|forbidden/)
      }
      expect(answers).toEqual(wanted)
    })
  }
})

it('sends staff who must set up two-factor sign-in to its page as a document: it loads no React (decision 085)', async () => {
  const refused = await requireStaff(new Request('http://localhost/admin/blogs', { headers: { Cookie: cookies['editor without two-factor'] } })).catch((thrown: unknown) => thrown)
  expect(refused).toBeInstanceOf(Response)
  const response = refused as Response
  expect([response.status, response.headers.get('Location')]).toEqual([302, '/account/two-factor'])
  // React Router's header: the back office, which runs React, loads the page as a document instead of asking for its data
  expect(response.headers.get('X-Remix-Reload-Document')).toBe('true')
})
