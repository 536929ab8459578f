// Testimonials as the home page's carousel shows them: visible ones only, priority first
// (lowest number first), then newest; id breaks ties between rows created in the same instant.
import { asc, count, desc, eq } from 'drizzle-orm'
import { db } from '../../database/db.server'
import { testimonials } from '../../database/schema'
import type { TestimonialFields } from '~/content/testimonial'
import { deleteMediaIfUnused, getMediaById, getMediaByIds } from '~/models/media.server'
import type { ListParams } from '~/utils/list-params.server'
import { countRows, dateOrder, searchWhere } from '~/utils/list-query.server'
import type { MediaImage } from '~/utils/media-url'

export type PublicTestimonial = {
  id: number
  name: string
  profession: string
  message: string
  /** 0 to 5 filled stars out of 5 (spec 3). */
  rating: number
  image: MediaImage | null
}

/** Every visible testimonial in public order; one query plus one for the pictures. E-mail addresses stay on the server. */
export async function listVisibleTestimonials(limit?: number): Promise<PublicTestimonial[]> {
  const query = db()
    .select({
      id: testimonials.id,
      name: testimonials.name,
      profession: testimonials.profession,
      message: testimonials.message,
      rating: testimonials.rating,
      imageId: testimonials.imageId,
    })
    .from(testimonials)
    .where(eq(testimonials.isActive, true))
    .orderBy(asc(testimonials.priority), desc(testimonials.createdAt), desc(testimonials.id))
  const rows = limit === undefined ? await query : await query.limit(limit)
  const images = await getMediaByIds(rows.map((row) => row.imageId))
  return rows.map(({ imageId, ...row }) => ({ ...row, image: imageId === null ? null : (images.get(imageId) ?? null) }))
}

// ---------------------------------------------------------------- back office

export type AdminTestimonialRow = { id: number; name: string; email: string; createdAt: Date; image: MediaImage | null }

/** One page of the back-office list: search on name and e-mail, newest or oldest first. */
export async function listTestimonialsForAdmin(params: ListParams): Promise<{ rows: AdminTestimonialRow[]; total: number }> {
  const where = searchWhere([testimonials.name, testimonials.email], params.q)
  const [rows, total] = await Promise.all([
    db()
      .select({
        id: testimonials.id,
        name: testimonials.name,
        email: testimonials.email,
        createdAt: testimonials.createdAt,
        imageId: testimonials.imageId,
      })
      .from(testimonials)
      .where(where)
      .orderBy(...dateOrder(testimonials.createdAt, testimonials.id, params.sort))
      .limit(params.limit)
      .offset(params.offset),
    countRows(testimonials, where),
  ])
  const images = await getMediaByIds(rows.map((row) => row.imageId))
  return { rows: rows.map(({ imageId, ...row }) => ({ ...row, image: imageId === null ? null : (images.get(imageId) ?? null) })), total }
}

export type AdminTestimonial = typeof testimonials.$inferSelect & { image: MediaImage | null }

/** Every field of one testimonial, or null. */
export async function getTestimonial(id: number): Promise<AdminTestimonial | null> {
  const [row] = await db().select().from(testimonials).where(eq(testimonials.id, id))
  if (!row) return null
  return { ...row, image: row.imageId === null ? null : await getMediaById(row.imageId) }
}

export async function createTestimonial(fields: TestimonialFields, imageId: number | null): Promise<number> {
  const [row] = await db()
    .insert(testimonials)
    .values({ ...fields, imageId })
    .returning({ id: testimonials.id })
  return row.id
}

/**
 * Saves an edit. The picture is replaced when `newImageId` is given, removed when `removeImage`
 * is set, kept otherwise. Returns the picture the row stopped using (to be deleted if nothing
 * else uses it), or false when there is no such testimonial.
 */
export async function updateTestimonial(
  id: number,
  fields: TestimonialFields,
  { newImageId, removeImage = false }: { newImageId: number | null; removeImage?: boolean },
): Promise<{ unusedImageId: number | null } | false> {
  return db().transaction(async (tx) => {
    const [current] = await tx.select({ imageId: testimonials.imageId }).from(testimonials).where(eq(testimonials.id, id)).for('update')
    if (!current) return false
    const imageId = newImageId ?? (removeImage ? null : current.imageId)
    await tx
      .update(testimonials)
      .set({ ...fields, imageId, updatedAt: new Date() })
      .where(eq(testimonials.id, id))
    return { unusedImageId: current.imageId !== imageId ? current.imageId : null }
  })
}

/** Deletes a testimonial and its picture when nothing else uses it; false when it was not there. */
export async function deleteTestimonial(id: number): Promise<boolean> {
  const [deleted] = await db().delete(testimonials).where(eq(testimonials.id, id)).returning({ imageId: testimonials.imageId })
  if (!deleted) return false
  if (deleted.imageId !== null) await deleteMediaIfUnused(deleted.imageId)
  return true
}

/** How many testimonials the public site shows (the list's note: the home page needs 3). */
export async function countVisibleTestimonials(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(testimonials).where(eq(testimonials.isActive, true))
  return row.n
}
