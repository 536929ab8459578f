// Blog posts as the public pages show them: visible ones only, priority first (lowest number
// first), then newest; id breaks ties between rows created in the same instant. Below them,
// what the back office reads and writes.
import { and, asc, desc, eq } from 'drizzle-orm'
import { db } from '../../database/db.server'
import { blogs } from '../../database/schema'
import type { BlogFields } from '~/content/blog'
import { deleteMediaIfUnused, getMediaByIds } from '~/models/media.server'
import type { ListParams } from '~/utils/list-params.server'
import { countRows, dateOrder, searchWhere } from '~/utils/list-query.server'
import type { MediaImage } from '~/utils/media-url'

export type PublicBlogSummary = {
  id: number
  title: string
  description: string
  /** When the post was published (its creation). */
  createdAt: Date
  image: MediaImage | null
}

export type PublicBlog = PublicBlogSummary & {
  /** The post's category-like label (spec: "name"). */
  name: string
  sections: { title: string; body: string }[]
  writer: { name: string; description: string; image: MediaImage | null }
  side: { title: string; description: string }
  /** An http(s) address, or '' when there is none. */
  linkUrl: string
}

const PUBLIC_ORDER = [asc(blogs.priority), desc(blogs.createdAt), desc(blogs.id)] as const

/** Every visible post, for the blog list: one query plus one for the pictures. */
export async function listVisibleBlogs(): Promise<PublicBlogSummary[]> {
  const rows = await db()
    .select({
      id: blogs.id,
      title: blogs.title,
      description: blogs.description,
      createdAt: blogs.createdAt,
      imageId: blogs.imageId,
    })
    .from(blogs)
    .where(eq(blogs.isActive, true))
    .orderBy(...PUBLIC_ORDER)
  const images = await getMediaByIds(rows.map((row) => row.imageId))
  return rows.map(({ imageId, ...row }) => ({ ...row, image: pick(images, imageId) }))
}

/** One visible post with everything its page shows, or null when there is none with this id or it is hidden. */
export async function getVisibleBlog(id: number): Promise<PublicBlog | null> {
  if (!isRowId(id)) return null
  const [row] = await db()
    .select()
    .from(blogs)
    .where(and(eq(blogs.id, id), eq(blogs.isActive, true)))
    .limit(1)
  if (!row) return null
  const images = await getMediaByIds([row.imageId, row.writerImageId])
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    createdAt: row.createdAt,
    image: pick(images, row.imageId),
    // the first section is the title and description above; these are the two more of spec 2.3
    sections: [
      { title: row.section2Title.trim(), body: row.section2Body.trim() },
      { title: row.section3Title.trim(), body: row.section3Body.trim() },
    ].filter((section) => section.title || section.body),
    writer: { name: row.writerName, description: row.writerDescription, image: pick(images, row.writerImageId) },
    side: { title: row.sideTitle.trim(), description: row.sideDescription.trim() },
    linkUrl: safeLink(row.linkUrl),
  }
}

/** A positive integer that fits the `serial` column: anything else cannot name a row. */
function isRowId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647
}

function pick(images: Map<number, MediaImage>, id: number | null): MediaImage | null {
  return id === null ? null : (images.get(id) ?? null)
}

// Only web addresses become links: a stored 'javascript:' URL must never reach an href.
export function safeLink(value: string): string {
  const trimmed = value.trim()
  if (!trimmed) return ''
  try {
    const url = new URL(trimmed)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : ''
  } catch {
    return ''
  }
}

// ---------------------------------------------------------------- back office

export type AdminBlogRow = { id: number; name: string; title: string; createdAt: Date; image: MediaImage | null }

/** One page of the back-office list: search on name and title, newest or oldest first. */
export async function listBlogsForAdmin(params: ListParams): Promise<{ rows: AdminBlogRow[]; total: number }> {
  const where = searchWhere([blogs.name, blogs.title], params.q)
  const [rows, total] = await Promise.all([
    db()
      .select({ id: blogs.id, name: blogs.name, title: blogs.title, createdAt: blogs.createdAt, imageId: blogs.imageId })
      .from(blogs)
      .where(where)
      .orderBy(...dateOrder(blogs.createdAt, blogs.id, params.sort))
      .limit(params.limit)
      .offset(params.offset),
    countRows(blogs, where),
  ])
  const images = await getMediaByIds(rows.map((row) => row.imageId))
  return { rows: rows.map(({ imageId, ...row }) => ({ ...row, image: pick(images, imageId) })), total }
}

export type AdminBlog = typeof blogs.$inferSelect & { image: MediaImage | null; writerImage: MediaImage | null }

/** Every field of one post, hidden or not, with both pictures; or null. */
export async function getBlog(id: number): Promise<AdminBlog | null> {
  if (!isRowId(id)) return null
  const [row] = await db().select().from(blogs).where(eq(blogs.id, id))
  if (!row) return null
  const images = await getMediaByIds([row.imageId, row.writerImageId])
  return { ...row, image: pick(images, row.imageId), writerImage: pick(images, row.writerImageId) }
}

export async function createBlog(fields: BlogFields, pictures: { imageId: number; writerImageId: number | null }): Promise<number> {
  const [row] = await db()
    .insert(blogs)
    .values({ ...fields, ...pictures })
    .returning({ id: blogs.id })
  return row.id
}

/**
 * Saves an edit. The blog picture is replaced when `newImageId` is given and kept otherwise
 * (it is required); the writer's picture is replaced when `newWriterImageId` is given, removed
 * when `removeWriterImage` is set, kept otherwise. Returns the pictures the row stopped using
 * (to be deleted if nothing else uses them), or false when there is no such post.
 */
export async function updateBlog(
  id: number,
  fields: BlogFields,
  { newImageId, newWriterImageId, removeWriterImage = false }: { newImageId: number | null; newWriterImageId: number | null; removeWriterImage?: boolean },
): Promise<{ unusedImageIds: number[] } | false> {
  if (!isRowId(id)) return false
  return db().transaction(async (tx) => {
    const [current] = await tx
      .select({ imageId: blogs.imageId, writerImageId: blogs.writerImageId })
      .from(blogs)
      .where(eq(blogs.id, id))
      .for('update')
    if (!current) return false
    const imageId = newImageId ?? current.imageId
    const writerImageId = newWriterImageId ?? (removeWriterImage ? null : current.writerImageId)
    await tx
      .update(blogs)
      .set({ ...fields, imageId, writerImageId, updatedAt: new Date() })
      .where(eq(blogs.id, id))
    const before = [current.imageId, current.writerImageId]
    const after = new Set([imageId, writerImageId])
    return { unusedImageIds: before.filter((old): old is number => old !== null && !after.has(old)) }
  })
}

/** Deletes a post and both its pictures when nothing else uses them; false when it was not there. */
export async function deleteBlog(id: number): Promise<boolean> {
  if (!isRowId(id)) return false
  const [deleted] = await db()
    .delete(blogs)
    .where(eq(blogs.id, id))
    .returning({ imageId: blogs.imageId, writerImageId: blogs.writerImageId })
  if (!deleted) return false
  for (const imageId of new Set([deleted.imageId, deleted.writerImageId])) {
    if (imageId !== null) await deleteMediaIfUnused(imageId)
  }
  return true
}
