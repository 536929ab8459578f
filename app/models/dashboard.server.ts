// The numbers on the admin home page: counts in one query, and the money received (by the day
// staff recorded it was received, in Edmonton) this month, this year and per month.
import { sql } from 'drizzle-orm'
import { db } from '../../database/db.server'
import { edmontonDayStart, todayInEdmonton } from '~/utils/edmonton-day.server'

export type DashboardCounts = {
  unreadMessages: number
  /** Website pledges and recorded payments not yet received. */
  pledgesWaiting: number
  published: { blogs: number; events: number; teamMembers: number; galleryCategories: number; galleryImages: number; testimonials: number }
  totals: { blogs: number; events: number; teamMembers: number; galleryCategories: number; galleryImages: number; testimonials: number }
}

export async function getDashboardCounts(now = new Date()): Promise<DashboardCounts> {
  // what visitors see now (decision 032): published, or scheduled and its time come
  const visible = (table: string) =>
    sql`(select count(*)::int from ${sql.raw(table)} where trashed_at is null and (status = 'published' or (status = 'scheduled' and publish_at <= ${now.toISOString()}::timestamptz)))`
  // an item in the Trash is counted by no one (decision 073)
  const all = (table: string) => sql.raw(`(select count(*)::int from ${table} where trashed_at is null)`)
  const result = (await db().execute(sql`
    select
      (select count(*)::int from contact_messages where read_at is null) as unread_messages,
      (select count(*)::int from payment_records where status = 'pledged') as pledges_waiting,
      ${visible('blogs')} as blogs, ${all('blogs')} as blogs_total,
      ${visible('events')} as events, ${all('events')} as events_total,
      ${visible('team_members')} as team_members, ${all('team_members')} as team_members_total,
      ${visible('gallery_categories')} as gallery_categories, ${all('gallery_categories')} as gallery_categories_total,
      ${visible('gallery_images')} as gallery_images, ${all('gallery_images')} as gallery_images_total,
      ${visible('testimonials')} as testimonials, ${all('testimonials')} as testimonials_total
  `)) as unknown as { rows: Record<string, number>[] }
  const r = result.rows[0]
  return {
    unreadMessages: r.unread_messages,
    pledgesWaiting: r.pledges_waiting,
    published: {
      blogs: r.blogs,
      events: r.events,
      teamMembers: r.team_members,
      galleryCategories: r.gallery_categories,
      galleryImages: r.gallery_images,
      testimonials: r.testimonials,
    },
    totals: {
      blogs: r.blogs_total,
      events: r.events_total,
      teamMembers: r.team_members_total,
      galleryCategories: r.gallery_categories_total,
      galleryImages: r.gallery_images_total,
      testimonials: r.testimonials_total,
    },
  }
}

/** Money received in one month of Edmonton's calendar ('2026-03'). */
export type MonthReceived = { month: string; cents: number; gifts: number }

export type DonationsReceived = { thisMonthCents: number; thisYearCents: number; months: MonthReceived[] }

/**
 * Received payments with an amount, summed by the Edmonton month of their date received: this
 * month, this calendar year, and each of the last 12 months (the current one last, empty ones as 0).
 */
/** '2026-12' -> '2027-01' */
function nextMonth(key: string): string {
  const [year, month] = key.split('-').map(Number)
  const date = new Date(Date.UTC(year, month, 1))
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`
}

export async function getDonationsReceived(now = new Date()): Promise<DonationsReceived> {
  const today = todayInEdmonton(now)
  const [year, month] = today.split('-').map(Number)
  const months = Array.from({ length: 12 }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (11 - index), 1))
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`
  })
  // The months' first instants, Edmonton's zone rules applied here (decision 043), not by the
  // database server, whose own zone data may be older.
  const starts = [...months, nextMonth(months[11])].map((key) => edmontonDayStart(`${key}-01`)!)
  const result = (await db().execute(sql`
    select width_bucket(received_at, array[${sql.join(
      starts.map((start) => sql`${start.toISOString()}::timestamptz`),
      sql`, `,
    )}]) as bucket, sum(amount_cents)::bigint as cents, count(*)::int as gifts
    from payment_records
    where status = 'received' and amount_cents is not null
      and received_at >= ${starts[0].toISOString()}::timestamptz and received_at < ${starts[12].toISOString()}::timestamptz
    group by 1
  `)) as unknown as { rows: { bucket: number; cents: string | number; gifts: number }[] }
  const byMonth = new Map(result.rows.map((row) => [months[Number(row.bucket) - 1], { cents: Number(row.cents), gifts: row.gifts }]))
  const thisYear = [...byMonth].filter(([key]) => key.startsWith(`${year}-`) && key <= today.slice(0, 7))
  return {
    thisMonthCents: byMonth.get(today.slice(0, 7))?.cents ?? 0,
    thisYearCents: thisYear.reduce((sum, [, row]) => sum + row.cents, 0),
    months: months.map((key) => ({ month: key, cents: byMonth.get(key)?.cents ?? 0, gifts: byMonth.get(key)?.gifts ?? 0 })),
  }
}
