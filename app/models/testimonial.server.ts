// Testimonials as the home page's carousel shows them: visible ones only, priority first
// (lowest number first), then newest; id breaks ties between rows created in the same instant.
import { asc, desc, eq } from 'drizzle-orm'
import { db } from '../../database/db.server'
import { testimonials } from '../../database/schema'
import { getMediaByIds } from '~/models/media.server'
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
