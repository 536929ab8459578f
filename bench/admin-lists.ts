// `npm run bench`: the server time of each back-office list page with 10,000 rows of its type
// (docs/design.md: under 50 ms). Runs the real loaders (guard, paging, search, count) on a fresh
// database: embedded PGlite in memory, or the PostgreSQL server named by DATABASE_URL.
// A benchmark, not a test: it prints a table and never fails the build. It runs under Vitest
// (bench/vitest.config.ts) because the loaders' modules hold Lingui macros, which tsx cannot compile.
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { test } from 'vitest'
import { createTestDatabase } from '../database/test-database'
import { db, setDatabase } from '../database/db.server'
import { createUser } from '~/models/user.server'
import { codeAt, confirmSetup, startSetup } from '~/models/two-factor.server'
import { startSession } from '~/auth/session.server'
import { loader as blogs } from '~/routes/admin/blogs/list'
import { loader as contactMessages } from '~/routes/admin/contact-messages/list'
import { loader as events } from '~/routes/admin/events/list'
import { loader as galleryCategories } from '~/routes/admin/gallery-categories/list'
import { loader as galleryImages } from '~/routes/admin/gallery-images/list'
import { loader as payments } from '~/routes/admin/payments/list'
import { loader as team } from '~/routes/admin/team/list'
import { loader as testimonials } from '~/routes/admin/testimonials/list'

const ROWS = 10_000
const RUNS = 30
const BUDGET_MS = 50

// One INSERT ... SELECT per table: rows spread over two years, a tenth hidden (Not Visible).
const SEEDS = [
  sql`insert into blogs (name, title, description, writer_name, status, created_at)
      select 'Blog ' || i, 'Title ' || i, 'Description of post ' || i, 'Writer ' || (i % 50), case when i % 10 <> 0 then 'published' else 'hidden' end, now() - (i || ' hours')::interval from generate_series(1, ${ROWS}) i`,
  sql`insert into contact_messages (name, email, subject, message, created_at)
      select 'Visitor ' || i, 'visitor' || i || '@example.org', 'Subject ' || i, 'Message ' || i, now() - (i || ' hours')::interval from generate_series(1, ${ROWS}) i`,
  sql`insert into events (title, description, event_date, status, created_at)
      select 'Event ' || i, 'Description of event ' || i, now() + ((i - 5000) || ' hours')::interval, case when i % 10 <> 0 then 'published' else 'hidden' end, now() - (i || ' hours')::interval from generate_series(1, ${ROWS}) i`,
  sql`insert into gallery_categories (name, description, status, created_at)
      select 'Album ' || i, 'Description of album ' || i, case when i % 10 <> 0 then 'published' else 'hidden' end, now() - (i || ' hours')::interval from generate_series(1, ${ROWS}) i`,
  sql`insert into gallery_images (category_id, title, status, created_at)
      select (select min(id) from gallery_categories) + (i % 100), 'Picture ' || i, case when i % 10 <> 0 then 'published' else 'hidden' end, now() - (i || ' hours')::interval from generate_series(1, ${ROWS}) i`,
  sql`insert into team_members (name, email, profession, bio, status, created_at)
      select 'Member ' || i, 'member' || i || '@example.org', 'Counsellor', 'Bio ' || i, case when i % 10 <> 0 then 'published' else 'hidden' end, now() - (i || ' hours')::interval from generate_series(1, ${ROWS}) i`,
  sql`insert into testimonials (name, email, profession, message, rating, status, created_at)
      select 'Person ' || i, 'person' || i || '@example.org', 'Parent', 'Words ' || i, 1 + i % 5, case when i % 10 <> 0 then 'published' else 'hidden' end, now() - (i || ' hours')::interval from generate_series(1, ${ROWS}) i`,
  sql`insert into payment_records (name, email, address, payment_method, amount_cents, status, created_at)
      select 'Donor ' || i, 'donor' || i || '@example.org', i || ' Jasper Ave, Edmonton', case when i % 3 = 0 then 'card' else 'qr' end, 100 * (i % 500), case when i % 4 = 0 then 'received' else 'pledged' end, now() - (i || ' hours')::interval from generate_series(1, ${ROWS}) i`,
]

const LISTS = { blogs, contactMessages, events, galleryCategories, galleryImages, team, testimonials, payments }
const PATHS: Record<keyof typeof LISTS, string> = {
  blogs: 'blogs',
  contactMessages: 'contact-messages',
  events: 'events',
  galleryCategories: 'gallery-categories',
  galleryImages: 'gallery-images',
  team: 'team',
  testimonials: 'testimonials',
  payments: 'payments',
}
const PAGES = { 'first page': '', 'page 200, oldest first': '?page=200&sort=oldest', 'search': '?q=99' }

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

async function main() {
  const connection = await createTestDatabase()
  setDatabase(connection.db)
  try {
    const admin = await createUser({ email: 'bench@example.org', password: 'bench password 1', roles: ['administrator'] })
    // signed in as an admin is on a new site: with both factors
    const secret = (await startSetup(admin.id))!
    await confirmSetup(admin.id, codeAt(secret), null)
    const cookie = (await startSession(new Request('http://localhost/login'), admin.id, false, { secondFactor: true })).split(';')[0]
    const seeding = performance.now()
    for (const statement of SEEDS) await db().execute(statement)
    await db().execute(sql`analyze`)
    console.log(`${connection.kind}: ${ROWS.toLocaleString('en-CA')} rows per type seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s\n`)

    const rows: string[][] = [['list', 'page', 'median ms', 'p95 ms', `under ${BUDGET_MS} ms`]]
    for (const [name, loader] of Object.entries(LISTS) as [keyof typeof LISTS, (typeof LISTS)[keyof typeof LISTS]][]) {
      if (name === 'galleryImages') {
        // the pictures' list offers every album in a filter: measure it with a charity's
        // hundred albums, not the 10,000 seeded for the albums' own list
        await db().execute(sql`delete from gallery_categories where id >= (select min(id) + 100 from gallery_categories)`)
      }
      for (const [label, search] of Object.entries(PAGES)) {
        const call = () =>
          loader({
            request: new Request(`http://localhost/admin/${PATHS[name]}${search}`, { headers: { Cookie: cookie } }),
            params: {},
            context: { cspNonce: '', clientAddress: '127.0.0.1' },
          } as never)
        for (let i = 0; i < 3; i++) await call() // warm-up
        const times: number[] = []
        for (let i = 0; i < RUNS; i++) {
          const start = performance.now()
          await call()
          times.push(performance.now() - start)
        }
        const p95 = percentile(times, 95)
        rows.push([PATHS[name], label, percentile(times, 50).toFixed(1), p95.toFixed(1), p95 < BUDGET_MS ? 'yes' : 'NO'])
      }
    }
    const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)))
    for (const row of rows) console.log(row.map((cell, c) => cell.padEnd(widths[c])).join('  '))
  } finally {
    setDatabase(null)
    await connection.close()
  }
}

test('back-office lists with 10,000 rows each', main, 30 * 60_000)
