// What the sitemap lists beyond the fixed pages: every visible post, album and event, with the
// time it last changed (or appeared, for a scheduled one) (an album also changes when a picture in it does). Hidden ones are left
// out, as their pages answer 404.
import { eq, max, sql } from 'drizzle-orm'
import { db } from '../../database/db.server'
import { shownToVisitors } from '~/models/publishing.server'
import { blogs, events, galleryCategories, galleryImages } from '../../database/schema'

/** When an item last changed, or appeared if later (a scheduled one appears after its last edit). */
const appeared = (table: typeof blogs | typeof events) => sql<Date>`greatest(${table.updatedAt}, ${table.publishAt})`.mapWith(table.updatedAt)

export type SitemapEntry = { path: string; lastModified: Date }

export async function listSitemapEntries(now = new Date()): Promise<SitemapEntry[]> {
  const [posts, albums, dated] = await Promise.all([
    db().select({ id: blogs.id, at: appeared(blogs) }).from(blogs).where(shownToVisitors(blogs, now)).orderBy(blogs.id),
    db()
      .select({ id: galleryCategories.id, at: sql<Date>`greatest(${galleryCategories.updatedAt}, coalesce(${max(galleryImages.updatedAt)}, ${galleryCategories.updatedAt}))`.mapWith(galleryCategories.updatedAt) })
      .from(galleryCategories)
      .leftJoin(galleryImages, eq(galleryImages.categoryId, galleryCategories.id))
      .where(shownToVisitors(galleryCategories, now))
      .groupBy(galleryCategories.id)
      .orderBy(galleryCategories.id),
    db().select({ id: events.id, at: appeared(events) }).from(events).where(shownToVisitors(events, now)).orderBy(events.id),
  ])
  return [
    ...posts.map((row) => ({ path: `/blogdetail/${row.id}`, lastModified: row.at })),
    ...albums.map((row) => ({ path: `/gallerydetail/${row.id}`, lastModified: row.at })),
    ...dated.map((row) => ({ path: `/events/${row.id}`, lastModified: row.at })),
  ]
}
