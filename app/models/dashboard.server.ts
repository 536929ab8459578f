// The numbers on the admin home page, in one query.
import { sql } from 'drizzle-orm'
import { db } from '../../database/db.server'
import { TIME_ZONE } from '~/utils/dates'

export type DashboardCounts = {
  unreadMessages: number
  donationsThisMonth: number
  published: { blogs: number; events: number; teamMembers: number; galleryCategories: number; galleryImages: number; testimonials: number }
  totals: { blogs: number; events: number; teamMembers: number; galleryCategories: number; galleryImages: number; testimonials: number }
}

export async function getDashboardCounts(): Promise<DashboardCounts> {
  const visible = (table: string) =>
    sql.raw(`(select count(*)::int from ${table} where is_active)`)
  const all = (table: string) => sql.raw(`(select count(*)::int from ${table})`)
  const result = (await db().execute(sql`
    select
      (select count(*)::int from contact_messages where read_at is null) as unread_messages,
      (select count(*)::int from payment_records
        where created_at >= (date_trunc('month', now() at time zone ${TIME_ZONE}) at time zone ${TIME_ZONE})) as donations_this_month,
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
    donationsThisMonth: r.donations_this_month,
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
