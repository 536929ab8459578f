// Team members as the public pages show them: visible ones only, priority first (lowest number
// first), then newest; id breaks ties between rows created in the same instant. The rating
// column is kept for the back office and never shown (spec 3).
import { asc, desc, eq } from 'drizzle-orm'
import { db } from '../../database/db.server'
import { teamMembers } from '../../database/schema'
import { getMediaByIds } from '~/models/media.server'
import type { MediaImage } from '~/utils/media-url'

export type PublicTeamMember = {
  id: number
  name: string
  email: string
  profession: string
  bio: string
  /** Null when the member has no picture: pages show a placeholder. */
  image: MediaImage | null
}

/** Visible members in public order, at most `limit` of them; one query plus one for the pictures. */
export async function listVisibleTeamMembers(limit?: number): Promise<PublicTeamMember[]> {
  const query = db()
    .select({
      id: teamMembers.id,
      name: teamMembers.name,
      email: teamMembers.email,
      profession: teamMembers.profession,
      bio: teamMembers.bio,
      imageId: teamMembers.imageId,
    })
    .from(teamMembers)
    .where(eq(teamMembers.isActive, true))
    .orderBy(asc(teamMembers.priority), desc(teamMembers.createdAt), desc(teamMembers.id))
  const rows = limit === undefined ? await query : await query.limit(limit)
  const images = await getMediaByIds(rows.map((row) => row.imageId))
  return rows.map(({ imageId, ...row }) => ({ ...row, image: imageId === null ? null : (images.get(imageId) ?? null) }))
}
