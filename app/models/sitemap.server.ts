// What the sitemap lists beyond the fixed pages: every visible post, album and event, with the
// time it last changed (an album also changes when a picture in it does). Hidden ones are left
// out, as their pages answer 404.
import { eq, max, sql } from 'drizzle-orm'
import { db } from '../../database/db.server'
import { blogs, events, galleryCategories, galleryImages } from '../../database/schema'

export type SitemapEntry = { path: string; lastModified: Date }

export async function listSitemapEntries(): Promise<SitemapEntry[]> {
  const [posts, albums, dated] = await Promise.all([
    db().select({ id: blogs.id, at: blogs.updatedAt }).from(blogs).where(eq(blogs.isActive, true)).orderBy(blogs.id),
    db()
      .select({ id: galleryCategories.id, at: sql<Date>`greatest(${galleryCategories.updatedAt}, coalesce(${max(galleryImages.updatedAt)}, ${galleryCategories.updatedAt}))`.mapWith(galleryCategories.updatedAt) })
      .from(galleryCategories)
      .leftJoin(galleryImages, eq(galleryImages.categoryId, galleryCategories.id))
      .where(eq(galleryCategories.isActive, true))
      .groupBy(galleryCategories.id)
      .orderBy(galleryCategories.id),
    db().select({ id: events.id, at: events.updatedAt }).from(events).where(eq(events.isActive, true)).orderBy(events.id),
  ])
  return [
    ...posts.map((row) => ({ path: `/blogdetail/${row.id}`, lastModified: row.at })),
    ...albums.map((row) => ({ path: `/gallerydetail/${row.id}`, lastModified: row.at })),
    ...dated.map((row) => ({ path: `/events/${row.id}`, lastModified: row.at })),
  ]
}
